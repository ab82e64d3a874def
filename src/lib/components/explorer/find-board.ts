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
import { m } from '$lib/paraglide/messages.js';
import { messageText } from '$lib/components/message-text';

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
	if (!read.ok) return { kind: 'unreadable', message: messageText(read.error.message) };
	const state = encodeTiles(read.value.cells);
	const step = trace.cursor;
	const ids = trace.nodesWithState(state);
	if (ids.length > 0) {
		return {
			kind: 'here',
			ids,
			message:
				ids.length === 1
					? m.explorer_found_one({ id: ids[0] })
					: m.explorer_found_many({
							nodes: m.explorer_count_nodes({ count: ids.length }),
							list: ids
								.map((id) => m.explorer_node_id({ id }))
								.reduce((before, after) => m.explorer_list_comma({ before, after })),
							first: ids[0]
						})
		};
	}
	const later = trace.stepGenerating(state);
	if (later !== null) {
		return {
			kind: 'later',
			step: later,
			message: m.explorer_found_later({ step, later })
		};
	}
	return {
		kind: 'absent',
		message:
			trace.result !== null
				? m.explorer_found_never()
				: m.explorer_found_not_yet({ count: trace.length - 1 })
	};
}
