/**
 * Errors a question's drawing throws for a spec it cannot serve: a bug or an edited link, for
 * the programmer and the page's "could not be drawn" notice, so in English (not a message).
 */

import { countWords } from '../count-text';
import { MAX_SET_CANDIDATES } from './set-limits';

/** A type asked of an algorithm it does not fit. */
export function unfitAlgorithm(
	type: string,
	fits: readonly string[],
	algorithm: string
): RangeError {
	return new RangeError(`“${type}” is asked of ${fits.join(', ')}, not ${algorithm}.`);
}

/** A run that ended without the path a question asks about. */
export function noPathReturned(algorithm: string, outcome: string): RangeError {
	return new RangeError(`${algorithm} ended with “${outcome}”.`);
}

/** A set offered from more candidates than a result code's whole number can choose among. */
export function tooManyCandidates(): RangeError {
	return new RangeError(`A set is chosen from at most ${MAX_SET_CANDIDATES} candidates.`);
}

/** No board drawn from the seed keeps the search going for the expansions a level asks. */
export function frontierNeverReached(
	seed: string,
	algorithm: string,
	expansions: number
): RangeError {
	return new RangeError(
		`No board drawn from seed “${seed}” keeps ${algorithm} going for ${countWords(expansions, 'expansion', 'expansions')}.`
	);
}

/** No board drawn from the seed puts A*'s nodes on both sides of C*. */
export function noNodesAroundCost(seed: string): RangeError {
	return new RangeError(`No board drawn from seed “${seed}” gives A* nodes on both sides of C*.`);
}

/** No instance drawn for a simulation gives the search a step to ask. */
export function nothingToAsk(algorithm: string): RangeError {
	return new RangeError(`No drawn instance gives ${algorithm} anything to ask.`);
}
