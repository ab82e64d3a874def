import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReachGoal, isPermutationOfCells } from '../../src/lib/solve/solvability';
import { distancesFrom } from './boards';

function permutations(items: number[]): number[][] {
	if (items.length <= 1) return [items];
	return items.flatMap((item, i) =>
		permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])
	);
}

describe('canReachGoal', () => {
	it.each([
		[2, 3],
		[3, 2],
		[2, 2]
	])(
		'agrees with breadth-first reachability on every %i×%i board, for several goals',
		(rows, cols) => {
			const all = permutations(Array.from({ length: rows * cols }, (_, tile) => tile));
			for (const goal of all.slice(0, 24)) {
				const fromGoal = distancesFrom(goal, rows, cols);
				expect(fromGoal.size).toBe(all.length / 2);
				for (const cells of all) {
					expect(canReachGoal(cells, goal, cols)).toBe(fromGoal.has(cells.join(',')));
				}
			}
		}
	);

	it('says that swapping two tiles of a 15-puzzle makes it unsolvable', () => {
		const goal = Array.from({ length: 16 }, (_, tile) => tile);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (a, b) => {
				fc.pre(a !== b);
				const cells = [...goal];
				[cells[a], cells[b]] = [cells[b], cells[a]];
				expect(canReachGoal(cells, goal, 4)).toBe(false);
			}),
			{ seed: 15 }
		);
	});
});

describe('isPermutationOfCells', () => {
	it('accepts 0..n−1 once each and nothing else', () => {
		expect(isPermutationOfCells([3, 0, 2, 1], 4)).toBe(true);
		expect(isPermutationOfCells([3, 0, 2], 4)).toBe(false);
		expect(isPermutationOfCells([3, 0, 3, 1], 4)).toBe(false);
		expect(isPermutationOfCells([4, 0, 2, 1], 4)).toBe(false);
		expect(isPermutationOfCells([1.5, 0, 2, 3], 4)).toBe(false);
	});
});
