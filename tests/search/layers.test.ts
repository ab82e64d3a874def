import { describe, expect, it } from 'vitest';
import { goalBoard } from '$lib/puzzle/goal';
import {
	breadthFirst,
	breadthFirstLayers,
	collectRun,
	LAYERS_MAX_CELLS,
	tileProblem,
	type Problem
} from '$lib/search';

describe('breadthFirstLayers', () => {
	// Vectors §2 (seed 002 prints the same table).
	const eightPuzzle = [
		1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
		16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2
	];

	it('counts the 3×3 states at each distance from 12345678_: 181,440 in all, at most 31 moves', () => {
		const layers = breadthFirstLayers(3, 3, goalBoard(3, 3));
		expect(layers).toEqual(eightPuzzle);
		expect(layers.reduce((sum, count) => sum + count, 0)).toBe(181440);
	});

	it('gives the same counts for the blank-first goal (any corner-blank goal does)', () => {
		expect(breadthFirstLayers(3, 3, goalBoard(3, 3, 'blank-first'))).toEqual(eightPuzzle);
	});

	it('counts the small boards: 2×2 is a ring of 12, 2×3 has 360 states', () => {
		expect(breadthFirstLayers(2, 2, goalBoard(2, 2))).toEqual([1, 2, 2, 2, 2, 2, 1]);
		const layers = breadthFirstLayers(2, 3, goalBoard(2, 3));
		expect([layers.reduce((sum, count) => sum + count, 0), layers.length - 1]).toEqual([360, 21]);
	});

	it("agrees with the engine's breadth-first search, layer by layer, on 2×3 and 2×4", () => {
		for (const [rows, cols] of [
			[2, 3],
			[2, 4]
		]) {
			// From the goal, with a goal test that never succeeds: the run exhausts the component.
			const tiles = tileProblem(goalBoard(rows, cols));
			const everything: Problem<number | string> = { ...tiles, isGoal: () => false };
			const { events, result } = collectRun(breadthFirst(everything));
			const perDepth: number[] = [1];
			for (const event of events) {
				if (event.type !== 'expand') continue;
				for (const child of event.children) {
					if (child.fate === 'added')
						perDepth[event.node.depth + 1] = (perDepth[event.node.depth + 1] ?? 0) + 1;
				}
			}
			expect(result.outcome).toBe('exhausted');
			expect(perDepth).toEqual(breadthFirstLayers(rows, cols, goalBoard(rows, cols)));
		}
	});

	it('refuses boards too large for a byte per permutation, and a goal of another size', () => {
		expect(LAYERS_MAX_CELLS).toBe(10);
		expect(() => breadthFirstLayers(3, 4, goalBoard(3, 4))).toThrow(RangeError);
		expect(() => breadthFirstLayers(2, 3, goalBoard(3, 2))).toThrow(RangeError);
	});
});
