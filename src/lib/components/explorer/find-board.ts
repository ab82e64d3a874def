/**
 * "Find a board": where a board the reader types sits in the run shown. The text is read as
 * every board field reads a board (parseBoard, with its messages), at the run's size; the answer
 * is the nodes of the tree at the cursor that hold it, or the later step that first generates
 * it, or why it is not there.
 */

import type { Board } from '$lib/puzzle/board';
import { parseBoard } from '$lib/puzzle/notation';
import { encodeTiles, type TileState } from '$lib/search/tile-state';
import type { Trace } from '$lib/trace';
import { countText, countWords } from '$lib/count-text';

export type FoundBoard =
	| { readonly kind: 'here'; readonly ids: readonly number[]; readonly message: string }
	| { readonly kind: 'later'; readonly step: number; readonly message: string }
	| { readonly kind: 'absent' | 'unreadable'; readonly message: string };

/** Where the board `text` names is in `trace` at its cursor, for boards of `size`. */
export function findBoard(
	trace: Trace<TileState>,
	text: string,
	size: Pick<Board, 'rows' | 'cols'>
): FoundBoard {
	const read = parseBoard(text, { rows: size.rows, cols: size.cols });
	if (!read.ok) return { kind: 'unreadable', message: read.error.message };
	const state = encodeTiles(read.value.cells);
	const step = trace.cursor;
	const ids = trace.nodesWithState(state);
	if (ids.length > 0) {
		const nodes = ids.map((id) => `node ${id}`);
		return {
			kind: 'here',
			ids,
			message:
				ids.length === 1
					? `Found: ${nodes[0]}, selected in the tree.`
					: `Found ${countWords(ids.length, 'node', 'nodes')} with this board (${nodes.join(', ')}), reached by different paths; ${nodes[0]} is selected.`
		};
	}
	const later = trace.stepGenerating(state);
	if (later !== null) {
		return {
			kind: 'later',
			step: later,
			message: `Not in the tree at step ${countText(step)}: the search first generates this board at step ${countText(later)}.`
		};
	}
	return {
		kind: 'absent',
		message:
			trace.result !== null
				? 'The search never generates this board: it is not in the run at all.'
				: `Not generated in the ${countWords(trace.length - 1, 'step', 'steps')} computed so far.`
	};
}
