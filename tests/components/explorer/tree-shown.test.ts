import { expectSameDrawing } from '../../viz/same-drawing';
import { describe, expect, it } from 'vitest';
import { treeAtCursor } from '$lib/components/explorer/tree-items';
import { ShownTreeMemo, TREE_SPACING } from '$lib/components/explorer/tree-shown';
import { tileProblem } from '$lib/search';
import { layoutSearchTree, type TreeLayout } from '$lib/viz/tree-layout';
import { board } from '../../search/helpers';
import { collect, traceOf } from '../../trace/runs';

const SIZE = { nodeWidth: 58, nodeHeight: 59 };

describe('ShownTreeMemo', () => {
	// Explored children become ghost leaves; depth-first search expands an older node after newer
	// ones, so its ghosts join the middle of the list.
	const problem = tileProblem(board('8,6,7,2,5,4,3,0,1'));
	const run = collect('bfs', problem, { maxExpansions: 40 });
	const deep = collect('dfs', problem, { maxExpansions: 40, depthLimit: 3 });

	it.each([
		['breadth-first', run],
		['depth-first, depth limit 3', deep]
	])(
		'lays out the nodes and their ghost leaves at every step and line step (%s), as a fresh layout does',
		(_, run) => {
			const trace = traceOf(run);
			const memo = new ShownTreeMemo();
			let ghostsSeen = 0;
			for (let step = 0; step < trace.length; step++) {
				for (let moment = 0; moment < trace.momentCount(step); moment++) {
					trace.seek(step, moment);
					const tree = treeAtCursor(trace);
					const shown = memo.shown(tree, '', SIZE);
					const ghosts = tree
						.nodes()
						.flatMap((node) =>
							node.ghosts.map((ghost) => ({ parent: node.id, order: ghost.childIndex }))
						);
					ghostsSeen = Math.max(ghostsSeen, ghosts.length);
					const fresh = layoutSearchTree(
						tree.nodes().map((node) => ({
							id: node.id,
							parent: node.parent,
							order: node.childIndex ?? node.id
						})),
						{ ...SIZE, ...TREE_SPACING, ghosts }
					);
					expectSameDrawing(shown.layout, fresh);
				}
			}
			// The run does leave ghosts behind, so the check above covered them.
			expect(ghostsSeen).toBeGreaterThan(10);
		}
	);

	it('hands back the same tree while a line step changes nothing in it', () => {
		const trace = traceOf(run);
		const memo = new ShownTreeMemo();
		trace.seek(5, 0);
		const before = memo.shown(treeAtCursor(trace), '', SIZE);
		trace.seek(5);
		const after = memo.shown(treeAtCursor(trace), '', SIZE);
		expect(after.layout.nodes.length).toBeGreaterThan(before.layout.nodes.length);
		trace.seek(5, 0);
		expect(memo.shown(treeAtCursor(trace), '', SIZE).layout.nodes.map((box) => box.key)).toEqual(
			before.layout.nodes.map((box) => box.key)
		);
		const again = memo.shown(treeAtCursor(trace), '', SIZE);
		expect(memo.shown(treeAtCursor(trace), '', SIZE)).toBe(again);
	});

	it('draws at most the boxes it is given, and again all it keeps when given more', () => {
		// A run played by frames lays out fewer boxes (SearchTree's PLAYING_BOXES); the memo
		// must not hand the small layout back once the budget is the whole compact mode's again.
		const trace = traceOf(
			collect('bfs', tileProblem(board('8,6,7,2,5,4,0,3,1')), { maxExpansions: 1300 })
		);
		trace.seek(1249);
		const memo = new ShownTreeMemo();
		const tree = treeAtCursor(trace);
		const few = memo.shown(tree, '1249', SIZE, 200);
		const all = memo.shown(tree, '1249', SIZE);
		expect([tree.shape.length, few.layout.nodes.length, few.hiddenCount]).toEqual([
			2057, 199, 1917
		]);
		expect([all.layout.nodes.length, all.hiddenCount]).toEqual([2000, 163]);
		expect([few.collapsed, all.collapsed]).toEqual([true, true]);
	});

	it('keeps most boxes where they were from one step to the next of a big search', () => {
		// The tidy walk centres the root over the whole tree, so a leaf added on the right moves
		// every box left of it by one common amount; the memo moves the drawing back by that
		// amount. Breadth-first search, ~2,000 shown boxes, two pairs of consecutive steps.
		const trace = traceOf(
			collect('bfs', tileProblem(board('8,6,7,2,5,4,0,3,1')), { maxExpansions: 1300 })
		);
		const movedBetween = (layout: (step: number) => TreeLayout, from: number): number => {
			const before = layout(from).byKey;
			return layout(from + 1).nodes.filter((box) => before.get(box.key)?.x !== box.x).length;
		};
		const memo = new ShownTreeMemo();
		const steady = (step: number): TreeLayout => {
			trace.seek(step);
			return memo.shown(treeAtCursor(trace), '', SIZE).layout;
		};
		const afresh = (step: number): TreeLayout => {
			trace.seek(step);
			return new ShownTreeMemo().shown(treeAtCursor(trace), '', SIZE).layout;
		};
		expect([movedBetween(steady, 1249), movedBetween(steady, 1257)]).toEqual([130, 0]);
		expect([movedBetween(afresh, 1249), movedBetween(afresh, 1257)]).toEqual([1999, 0]);
	});
});
