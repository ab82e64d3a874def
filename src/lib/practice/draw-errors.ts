/**
 * Errors a question's drawing throws for a spec it cannot serve: an edited link, or a seed or a
 * teacher's graph that gives nothing to ask. The page's "could not be drawn" notice and the
 * teachers' form show them, so their words are messages (`MessageError`).
 */

import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';

/** A type asked of an algorithm it does not fit (`fits` and `algorithm` are the links' ids). */
export function unfitAlgorithm(
	type: MessageRef,
	fits: readonly string[],
	algorithm: string
): MessageError {
	return new MessageError(
		message('practice_err_unfit', { type, fits: fits.join(', '), algorithm })
	);
}

/** A run that ended without the path a question asks about. */
export function noPathReturned(algorithm: MessageRef, outcome: string): MessageError {
	return new MessageError(message('practice_err_no_path', { algorithm, outcome }));
}

/** No board drawn from the seed keeps the search going for the expansions a level asks. */
export function frontierNeverReached(
	seed: string,
	algorithm: MessageRef,
	expansions: number
): MessageError {
	return new MessageError(
		message('practice_err_frontier_never_reached', {
			seed,
			algorithm,
			expansions: message('count_expansions', { count: expansions })
		})
	);
}

/** No board drawn from the seed puts A*'s nodes on both sides of C*. */
export function noNodesAroundCost(seed: string): MessageError {
	return new MessageError(message('practice_err_no_nodes_around_cost', { seed }));
}

/** No instance drawn for a simulation gives the search a step to ask. */
export function nothingToAsk(algorithm: MessageRef): MessageError {
	return new MessageError(message('practice_err_nothing_to_ask', { algorithm }));
}
