import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineTables, linearConflictDistance } from '../../src/lib/solve/linear-conflict';
import {
	KORF_MOVE_ORDER,
	buildTileTables,
	manhattanDistance
} from '../../src/lib/solve/tile-tables';
import { blankTarget, boardAndGoal as randomBoardAndGoal, distancesFrom, parseKey } from './boards';

const boardAndGoal = randomBoardAndGoal(5, fc.constant(null));

/** The textbook definition, by brute force: fewest tiles to drop so that no pair conflicts. */
function naiveLinearConflict(
	cells: readonly number[],
	goal: readonly number[],
	rows: number,
	cols: number
): number {
	const goalCell = new Map(goal.map((tile, cell) => [tile, cell]));
	const lines: number[][] = [];
	for (let row = 0; row < rows; row++) {
		lines.push(Array.from({ length: cols }, (_, col) => row * cols + col));
	}
	for (let col = 0; col < cols; col++) {
		lines.push(Array.from({ length: rows }, (_, row) => row * cols + col));
	}
	let extra = 0;
	for (const line of lines) {
		// Goal positions along the line of the tiles whose goal cell is in it, in board order.
		const ranks = line
			.map((cell) => cells[cell])
			.filter((tile) => tile !== 0 && line.includes(goalCell.get(tile) ?? -1))
			.map((tile) => line.indexOf(goalCell.get(tile) ?? -1));
		let kept = 0;
		for (let subset = 0; subset < 1 << ranks.length; subset++) {
			const chosen = ranks.filter((_, i) => (subset >> i) & 1);
			if (chosen.every((rank, i) => i === 0 || chosen[i - 1] < rank)) {
				kept = Math.max(kept, chosen.length);
			}
		}
		extra += 2 * (ranks.length - kept);
	}
	return extra;
}

describe('linearConflictDistance', () => {
	it('is Manhattan distance plus the brute-force linear conflict count', () => {
		fc.assert(
			fc.property(boardAndGoal, ({ rows, cols, cells, goal }) => {
				const tables = buildTileTables(rows, cols, goal, KORF_MOVE_ORDER);
				const lines = buildLineTables(tables, goal);
				expect(linearConflictDistance(tables, lines, cells)).toBe(
					manhattanDistance(tables, cells) + naiveLinearConflict(cells, goal, rows, cols)
				);
			}),
			{ numRuns: 300, seed: 1992 }
		);
	});

	it('counts one removal for three tiles reversed in their goal row', () => {
		const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
		const tables = buildTileTables(3, 3, goal, KORF_MOVE_ORDER);
		const lines = buildLineTables(tables, goal);
		// Row 1 holds 3 2 1: any two are reversed, but removing two tiles (not three) clears it.
		const cells = [3, 2, 1, 4, 5, 6, 7, 8, 0];
		expect(manhattanDistance(tables, cells)).toBe(4);
		expect(linearConflictDistance(tables, lines, cells)).toBe(4 + 2 * 2);
	});

	it('is 0 on the goal', () => {
		const goal = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
		const tables = buildTileTables(3, 4, goal, KORF_MOVE_ORDER);
		expect(linearConflictDistance(tables, buildLineTables(tables, goal), goal)).toBe(0);
	});

	it('is admissible and consistent on every 8-puzzle board', () => {
		const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
		const tables = buildTileTables(3, 3, goal, KORF_MOVE_ORDER);
		const lines = buildLineTables(tables, goal);
		const distance = distancesFrom(goal, 3, 3);
		let overestimates = 0;
		let inconsistentEdges = 0;
		for (const [key, length] of distance) {
			const cells = parseKey(key);
			const h = linearConflictDistance(tables, lines, cells);
			if (h > length) overestimates++;
			// Consistency on unit-cost moves: h changes by exactly 1 (it keeps its parity).
			const blank = cells.indexOf(0);
			for (const move of KORF_MOVE_ORDER) {
				const target = blankTarget(blank, move, 3, 3);
				if (target < 0) continue;
				const child = [...cells];
				child[blank] = child[target];
				child[target] = 0;
				if (Math.abs(linearConflictDistance(tables, lines, child) - h) !== 1) inconsistentEdges++;
			}
		}
		expect(overestimates).toBe(0);
		expect(inconsistentEdges).toBe(0);
	});
});
