/**
 * A node's name with its state in words after it, in parentheses: "node 4 (S, Sibiu)". A state
 * that is written in parentheses already (a grid's cell, "(7, 1)") is not put in a second pair:
 * "node 4 (7, 1)". The narration, the challenge and practice write nodes this way.
 */
export function withState(name: string, state: string): string {
	return state.startsWith('(') && state.endsWith(')') ? `${name} ${state}` : `${name} (${state})`;
}
