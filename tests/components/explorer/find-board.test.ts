import { describe, expect, it } from 'vitest';
import { findBoard } from '$lib/components/explorer/find-board';
import { parseBoard } from '$lib/puzzle/notation';
import { ALGORITHMS } from '$lib/search/algorithms';
import { tileProblem } from '$lib/search/tile-problem';
import type { TileState } from '$lib/search/tile-state';
import { createTrace, frontierOrderFor } from '$lib/trace';
import { english } from '../../i18n/english-messages';

/** Breadth-first search from 42_713856 (350 expansions to the goal), as the explorer folds it. */
function bfsTrace(upTo: number) {
	const read = parseBoard('42_713856');
	if (!read.ok) throw new Error(read.error.code);
	const run = ALGORITHMS.bfs.run(tileProblem(read.value), {});
	const trace = createTrace<TileState>(frontierOrderFor('bfs'));
	let next = run.next();
	while (next.done !== true && trace.length <= upTo) {
		trace.append(next.value);
		next = run.next();
	}
	return trace;
}

describe('find a board', () => {
	const size = { rows: 3, cols: 3 };

	it('selects the nodes holding the board in the tree at the cursor', () => {
		const trace = bfsTrace(40);
		trace.seek(3);
		expect(findBoard(trace, '42_713856', size)).toEqual({
			kind: 'here',
			ids: [0],
			message: 'Found: node 0, selected in the tree.'
		});
		// The start's first child: the blank moves down.
		expect(findBoard(trace, '42371_856', size)).toMatchObject({ kind: 'here', ids: [1] });
	});

	it('names the later step that first generates a board not yet in the tree', () => {
		const trace = bfsTrace(40);
		trace.seek(1);
		const later = findBoard(trace, '423751_86', size);
		expect(later.kind).toBe('later');
		if (later.kind !== 'later') return;
		trace.seek(later.step);
		expect(findBoard(trace, '423751_86', size).kind).toBe('here');
		trace.seek(later.step - 1);
		expect(findBoard(trace, '423751_86', size).kind).toBe('later');
		expect(later.message).toBe(
			`Not in the tree at step 1: the search first generates this board at step ${later.step}.`
		);
	});

	it('says when a board is not generated in the steps computed, and reads bad text in words', () => {
		const trace = bfsTrace(10);
		expect(findBoard(trace, '12345678_', size)).toEqual({
			kind: 'absent',
			message: 'Not generated in the 10 steps computed so far.'
		});
		const bad = findBoard(trace, '1234', size);
		const read = parseBoard('1234', size);
		expect(read.ok).toBe(false);
		expect(bad).toEqual({
			kind: 'unreadable',
			message: read.ok ? '' : english(read.error.message)
		});
	});
});
