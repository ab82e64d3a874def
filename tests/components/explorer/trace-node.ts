import { encodeTiles } from '$lib/search/tile-state';
import type { TraceNode } from '$lib/trace';

/**
 * A search node of the board 1 2 3 / 4 5 6 / 7 8 _ as the trace reports it: the root, or a
 * child one move down; `facts` overrides any field.
 */
export function traceNode(
	id: number,
	parent: number | null,
	facts: Partial<TraceNode<unknown>> = {}
): TraceNode<unknown> {
	return {
		id,
		parent,
		state: encodeTiles([1, 2, 3, 4, 5, 6, 7, 8, 0]),
		action: parent === null ? null : 'left',
		depth: parent === null ? 0 : 1,
		g: parent === null ? 0 : 1,
		h: 2,
		f: parent === null ? 2 : 3,
		role: 'frontier',
		ghosts: [],
		...facts
	} as unknown as TraceNode<unknown>;
}
