/**
 * Errors a question's drawing throws for a spec it cannot serve: a bug or an edited link, for
 * the programmer and the page's "could not be drawn" notice, so in English (not a message).
 */

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
