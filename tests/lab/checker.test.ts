import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/lib/puzzle/moves';
import { boardOf, UDLR, type Board } from '../../src/lib/puzzle/board';
import { goalBoard } from '../../src/lib/puzzle/goal';
import { compileHeuristic } from '../../src/lib/puzzle/heuristics';
import { formatBoard } from '../../src/lib/puzzle/notation';
import { createRng } from '../../src/lib/puzzle/rng';
import { exactDistances, unpackInto } from '../../src/lib/search/exact-distance';
import { rankCells } from '../../src/lib/search/permutation-rank';
import { checkHeuristic, type LabReport } from '../../src/lib/lab/checker';
import { evaluateTable } from '../../src/lib/lab/evaluate';
import type { LabBoard } from '../../src/lib/lab/board-api';

const goal = goalBoard(3, 3, 'blank-last');
const table = exactDistances(goal);

function drain<T>(job: Generator<unknown, T>): T {
	for (;;) {
		const step = job.next();
		if (step.done) return step.value;
	}
}

/** h by rank, through the lab's own evaluation (the student's path). */
function tableOf(h: (board: LabBoard) => number): Float64Array {
	return drain(evaluateTable(h, 3, 3, goal.cells, 1));
}

function check(h: (board: LabBoard) => number): LabReport {
	return drain(checkHeuristic(table, tableOf(h)));
}

const labManhattan = (board: LabBoard): number =>
	board.tiles.reduce((sum, tile) => sum + board.manhattan(tile), 0);

describe('checkHeuristic on the 8-puzzle', () => {
	it('reports Manhattan distance admissible and consistent, with the known means', () => {
		const report = check(labManhattan);
		expect(report.boards).toBe(181_440);
		expect(report.edges).toBe(241_920);
		expect(report.goalValue).toBe(0);
		expect(report.admissible).toBe(true);
		expect(report.consistent).toBe(true);
		expect(report.overestimates).toBe(0);
		expect(report.inconsistentEdges).toBe(0);
		expect(report.overManhattan).toEqual({ below: 0, equal: 181_440, above: 0 });
		expect(report.mean.h).toBe(report.mean.manhattan);
		expect(report.mean.distance).toBeCloseTo(21.97, 2);
		expect(report.mean.manhattan).toBeCloseTo(14, 0);
		expect(report.overLinearConflict.above).toBe(0);
	});

	it('reports linear conflict admissible and consistent, dominating Manhattan', () => {
		const conflict = compileHeuristic('linear-conflict', goal);
		const report = check((board) => conflict(board.cells));
		expect(report.admissible).toBe(true);
		expect(report.consistent).toBe(true);
		expect(report.overLinearConflict).toEqual({ below: 0, equal: 181_440, above: 0 });
		expect(report.overManhattan.below).toBe(0);
		expect(report.overManhattan.above).toBeGreaterThan(0);
	});

	it('finds the first overestimating board of Manhattan × 1.5', () => {
		const report = check((board) => 1.5 * labManhattan(board));
		expect(report.admissible).toBe(false);
		expect(report.consistent).toBe(false);
		expect(report.overestimates).toBe(68_033);
		// Manhattan changes by exactly 1 on every move, so 1.5 × Manhattan by 1.5 on every one.
		expect(report.inconsistentEdges).toBe(report.edges);
		const first = report.firstOverestimates.map((b) => [
			formatBoard(b.board, 'compact'),
			b.rank,
			b.h,
			b.distance
		]);
		expect(first).toEqual([
			['_12357864', 41, 21, 20],
			['_12358467', 42, 18, 16],
			['_12367584', 63, 21, 20],
			['_12368475', 67, 18, 14],
			['_12368547', 68, 21, 16]
		]);
		const edge = report.firstInconsistencies[0];
		expect([formatBoard(edge.from.board, 'compact'), edge.from.h]).toEqual(['_12345678', 18]);
		expect([formatBoard(edge.to.board, 'compact'), edge.to.h]).toEqual(['312_45678', 16.5]);

		// Independently: the lowest rank among the boards of the breadth-first table where
		// 1.5 × Manhattan (puzzle/heuristics.ts) exceeds the layer the board is in.
		const manhattan = compileHeuristic('manhattan', goal);
		const cells = new Int32Array(9);
		let lowest = Infinity;
		for (let depth = 0; depth < table.layers.length; depth++) {
			const start = table.layerStart[depth];
			for (let i = start; i < start + table.layers[depth]; i++) {
				unpackInto(table.states[i], cells);
				if (1.5 * manhattan(cells) > depth)
					lowest = Math.min(lowest, rankCells(cells, table.ranks));
			}
		}
		expect(lowest).toBe(41);
	});

	it('counts the violations of a seeded random h as a naive count over boards and moves does', () => {
		const rng = createRng('lab-checker');
		const h = new Float64Array(table.ranks.size).map(() => rng.int(32));
		h[rankCells(goal.cells, table.ranks)] = 0;
		const report = drain(checkHeuristic(table, h));

		// Naive: every reachable board as a Board, its moves through puzzle/moves, each move
		// seen from both ends and so counted twice.
		const cells = new Int32Array(9);
		const boards: Board[] = [];
		for (const state of table.states)
			boards.push(boardOf(3, 3, Array.from(unpackInto(state, cells))));
		const hOf = (board: Board) => h[rankCells(board.cells, table.ranks)];
		let over = 0;
		let twiceInconsistent = 0;
		let twiceEdges = 0;
		for (let depth = 0; depth < table.layers.length; depth++) {
			for (
				let i = table.layerStart[depth];
				i < table.layerStart[depth] + table.layers[depth];
				i++
			) {
				const board = boards[i];
				if (hOf(board) > depth) over++;
				for (const move of UDLR) {
					const next = applyMove(board, move);
					if (!next.ok) continue;
					twiceEdges++;
					if (Math.abs(hOf(board) - hOf(next.value)) > 1) twiceInconsistent++;
				}
			}
		}
		expect(report.overestimates).toBe(over);
		expect(report.inconsistentEdges * 2).toBe(twiceInconsistent);
		expect(report.edges * 2).toBe(twiceEdges);
		expect([report.overestimates, report.inconsistentEdges]).toEqual([over, twiceInconsistent / 2]);
		expect(over).toBe(51_100);
	});
});
