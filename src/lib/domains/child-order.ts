import { message, type MessageRef } from '../messages';

/** The four moves every problem with a blank or a walker shares, by their action's name. */
type OrthogonalMove = 'Up' | 'Down' | 'Left' | 'Right';

/** Each orthogonal move's name as a message ("Up"; es "Arriba"; zh "上"). */
const MOVE_MESSAGES: Readonly<Record<OrthogonalMove, MessageRef>> = Object.freeze({
	Up: message('search_move_up', {}),
	Down: message('search_move_down', {}),
	Left: message('search_move_left', {}),
	Right: message('search_move_right', {})
});

/**
 * A move's name as a text shows it: the four orthogonal moves in the reader's language; any
 * other (a grid's compass diagonals "NE", "SW") as the symbol it is.
 */
export function moveNameMessage(action: string): MessageRef | string {
	return Object.hasOwn(MOVE_MESSAGES, action) ? MOVE_MESSAGES[action as OrthogonalMove] : action;
}

/** The order children are generated in, as the pseudocode says it: "Up, Down, Left, Right". */
export function childOrderMessage(actions: readonly string[]): MessageRef {
	const [first, ...rest] = actions.map(moveNameMessage);
	const head = typeof first === 'string' ? message('search_code', { code: first }) : first;
	return rest.reduce<MessageRef>(
		(list, item) => message('search_list_more', { head: list, item }),
		head
	);
}

/** A graph's children come in alphabetical order of their names (graphProblem). */
export const ALPHABETICAL_ORDER: MessageRef = message('search_order_alphabetical', {});
