import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyMove,
	applyMoves,
	boardOf,
	goalBoard,
	parseBoard,
	randomSolvableBoard,
	sameBoard,
	type Board
} from '$lib/puzzle';
import { idaStarSolve } from '$lib/solve';
import { humanFrames, naiveTileByTile, solveLikeAHuman } from '$lib/solve/human-method';
import { must } from '../puzzle/arbitraries';
import '../i18n/english-messages';

function board(text: string): Board {
	return must(parseBoard(text));
}

function solved(start: Board) {
	const result = solveLikeAHuman(start);
	if (!result.ok) throw new Error(result.message);
	return result.value;
}

/** A uniform random solvable board of one of the sizes the lesson names, from a seed. */
const lessonBoard = fc
	.record({
		size: fc.constantFrom([3, 3], [4, 4], [3, 4], [5, 5]),
		seed: fc.integer({ min: 0, max: 2 ** 31 - 1 })
	})
	.map(({ size: [rows, cols], seed }) => randomSolvableBoard(goalBoard(rows, cols), seed));

/** Any size from 2×2 to 5×5, including the thin 2×c and r×2 boards. */
const anySizeBoard = fc
	.record({
		rows: fc.integer({ min: 2, max: 5 }),
		cols: fc.integer({ min: 2, max: 5 }),
		seed: fc.integer({ min: 0, max: 2 ** 31 - 1 })
	})
	.map(({ rows, cols, seed }) => randomSolvableBoard(goalBoard(rows, cols), seed));

/**
 * Replays the solution move by move and checks the invariant: once a step ends, every tile it
 * placed is on its home cell after every later move.
 */
function checkSolution(start: Board): void {
	const solution = solved(start);
	const goal = goalBoard(start.rows, start.cols);
	let current = start;
	const placed: number[] = [];
	for (const step of solution.steps) {
		for (const move of step.moves) {
			current = must(applyMove(current, move));
			for (const tile of placed) expect(current.cells[tile - 1]).toBe(tile);
		}
		for (const tile of step.tiles) expect(current.cells[tile - 1]).toBe(tile);
		placed.push(...step.tiles);
	}
	expect(sameBoard(current, goal)).toBe(true);
	expect(placed.sort((a, b) => a - b)).toEqual(goal.cells.filter((t) => t !== 0));
	expect(solution.moves).toEqual(solution.steps.flatMap((step) => step.moves));
}

describe('solveLikeAHuman', () => {
	it('reaches the goal on random 3×3, 4×4, 3×4 and 5×5 boards, never disturbing a placed tile', () => {
		fc.assert(fc.property(lessonBoard, checkSolution), { numRuns: 300 });
	});

	it('works on every size from 2×2 to 5×5', () => {
		fc.assert(fc.property(anySizeBoard, checkSolution), { numRuns: 300 });
	});

	it('works on the largest boards, 8×8', () => {
		checkSolution(randomSolvableBoard(goalBoard(8, 8), 7));
	});

	it('sets every pair up with the trick: parked, then two moves', () => {
		fc.assert(
			fc.property(lessonBoard, (start) => {
				const solution = solved(start);
				let current = start;
				for (const step of solution.steps) {
					if (step.kind === 'pair' && step.moves.length > 0) {
						const [first, second] = step.tiles;
						const setUp = must(applyMoves(current, step.moves.slice(0, step.setupMoves)));
						expect(step.moves.length - step.setupMoves).toBe(2);
						const cols = start.cols;
						const park = step.stage === 'rows' ? second - 1 + cols : second - 1 + 1;
						expect(setUp.cells[second - 1]).toBe(first);
						expect(setUp.cells[park]).toBe(second);
						expect(setUp.cells[first - 1]).toBe(0);
						expect(step.moves.slice(step.setupMoves)).toEqual(
							step.stage === 'rows' ? ['Right', 'Down'] : ['Down', 'Right']
						);
					}
					current = must(applyMoves(current, step.moves));
				}
			}),
			{ numRuns: 200 }
		);
	});

	it('names the steps of the 4×4 method in order', () => {
		const solution = solved(randomSolvableBoard(goalBoard(4, 4), 22));
		expect(solution.steps.map((step) => step.label)).toEqual([
			'row 1: tile 1',
			'row 1: tile 2',
			'row 1: tiles 3 and 4 together',
			'row 2: tile 5',
			'row 2: tile 6',
			'row 2: tiles 7 and 8 together',
			'columns: tiles 9 and 13',
			'columns: tiles 10 and 14',
			'last 2×2: tiles 11, 12, 15'
		]);
	});

	it('names the steps of thin boards: 2×3 has no rows stage, 3×2 no columns stage', () => {
		const labels = (rows: number, cols: number): string[] =>
			solved(randomSolvableBoard(goalBoard(rows, cols), 1)).steps.map((step) => step.label);
		expect(labels(2, 3)).toEqual(['columns: tiles 1 and 4', 'last 2×2: tiles 2, 3, 5']);
		expect(labels(3, 2)).toEqual(['row 1: tiles 1 and 2 together', 'last 2×2: tiles 3, 4, 5']);
		expect(labels(2, 2)).toEqual(['last 2×2: tiles 1, 2, 3']);
	});

	it('is deterministic', () => {
		const start = randomSolvableBoard(goalBoard(5, 5), 'same');
		expect(solved(start)).toEqual(solved(start));
	});

	it('makes no move on the goal', () => {
		expect(solved(goalBoard(4, 4)).moves).toEqual([]);
	});

	it('refuses a board of the wrong parity with a sentence', () => {
		const result = solveLikeAHuman(board('1 2 3 / 4 5 6 / 8 7 _'));
		expect(result.ok).toBe(false);
		if (!result.ok) {
			expect(result.reason).toBe('unsolvable');
			expect(result.message).toMatch(/wrong parity/);
		}
	});

	it('uses 4 moves where 2 suffice when tile 3 sits under its corner (a rigid method)', () => {
		const solution = solved(board('1 2 _ / 4 5 3 / 7 8 6'));
		expect(solution.moves).toEqual(['Left', 'Right', 'Down', 'Down']);
	});

	it('solves the lesson’s 3×3 counterexample in 14 moves, the optimum', () => {
		const start = board('1 2 5 / 4 _ 6 / 7 8 3');
		const solution = solved(start);
		expect(solution.moves.length).toBe(14);
		expect(idaStarSolve(start.cells, 3, 3, goalBoard(3, 3).cells).cost).toBe(14);
	});

	it('solves the lesson’s 4×4 board in 87 moves against an optimum of 45', () => {
		const start = board('3 10 15 11 / 1 14 9 5 / 6 13 7 4 / 8 2 _ 12');
		expect(sameBoard(start, randomSolvableBoard(goalBoard(4, 4), 22))).toBe(true);
		const solution = solved(start);
		expect(solution.moves.length).toBe(87);
		expect(solution.steps.map((step) => step.moves.length)).toEqual([
			6, 13, 12, 10, 1, 20, 17, 3, 5
		]);
	});
});

describe('the method against the optimum, over many random boards', () => {
	it('3×3: 1,000 boards (seeds 0–999) average 35.228 moves against 22.198 optimal, at worst 56', () => {
		let method = 0;
		let optimal = 0;
		let worst = 0;
		for (let seed = 0; seed < 1000; seed++) {
			const start = randomSolvableBoard(goalBoard(3, 3), seed);
			const moves = solved(start).moves.length;
			method += moves;
			optimal += idaStarSolve(start.cells, 3, 3, goalBoard(3, 3).cells).cost;
			worst = Math.max(worst, moves);
		}
		expect([method / 1000, optimal / 1000, worst]).toEqual([35.228, 22.198, 56]);
	});

	it('4×4: 1,000 boards average 104.754 moves, from 47 to 147', () => {
		const counts = Array.from(
			{ length: 1000 },
			(_, seed) => solved(randomSolvableBoard(goalBoard(4, 4), seed)).moves.length
		);
		const mean = counts.reduce((sum, n) => sum + n, 0) / counts.length;
		expect([mean, Math.min(...counts), Math.max(...counts)]).toEqual([104.754, 47, 147]);
	});
});

describe('figures of the lesson', () => {
	it('3×5: the step names of exercise 5, on the board it suggests', () => {
		const solution = solved(board('_ 1 2 3 4 / 6 7 8 9 5 / 11 12 13 14 10'));
		expect(solution.steps.map((step) => step.label)).toEqual([
			'row 1: tile 1',
			'row 1: tile 2',
			'row 1: tile 3',
			'row 1: tiles 4 and 5 together',
			'columns: tiles 6 and 11',
			'columns: tiles 7 and 12',
			'columns: tiles 8 and 13',
			'last 2×2: tiles 9, 10, 14'
		]);
	});

	it('the farthest 8-puzzle, 31 moves away, takes the method 43', () => {
		expect(solved(board('8 6 7 / 2 5 4 / 3 _ 1')).moves.length).toBe(43);
	});

	it('4×4 seeds 0–19: 2,046 moves by the method; the optima sum to 1,064', () => {
		// Optimal lengths by IDA* with linear conflicts, computed once (about 40 s in all);
		// the five quickest are checked here again.
		const optima = [55, 52, 51, 57, 50, 59, 55, 61, 55, 58, 37, 47, 51, 53, 51, 60, 54, 52, 56, 50];
		const boards = optima.map((_, seed) => randomSolvableBoard(goalBoard(4, 4), seed));
		const method = boards.map((start) => solved(start).moves.length);
		expect(method.reduce((sum, n) => sum + n, 0)).toBe(2046);
		expect(optima.reduce((sum, n) => sum + n, 0)).toBe(1064);
		for (const seed of [4, 10, 11, 13, 19]) {
			const goal = goalBoard(4, 4).cells;
			const found = idaStarSolve(boards[seed].cells, 4, 4, goal, { heuristic: 'linear-conflict' });
			expect(found.cost).toBe(optima[seed]);
		}
	});
});

describe('naiveTileByTile', () => {
	it('gets stuck on the counterexample at tile 3 with tiles 1 and 2 in place', () => {
		const attempt = naiveTileByTile(board('1 2 5 / 4 _ 6 / 7 8 3'));
		expect(attempt.stuckTile).toBe(3);
		expect(attempt.placed).toEqual([1, 2]);
		expect(attempt.moves).toEqual([]);
	});

	it('in the rows it can get stuck only on a row’s last tile', () => {
		fc.assert(
			fc.property(lessonBoard, (start) => {
				const { stuckTile } = naiveTileByTile(start);
				if (stuckTile === null) return;
				const row = Math.floor((stuckTile - 1) / start.cols);
				const col = (stuckTile - 1) % start.cols;
				if (row < start.rows - 2) expect(col).toBe(start.cols - 1);
			}),
			{ numRuns: 300 }
		);
	});

	it('on 1,000 random 3×3 boards: stuck at tile 3 on 833, at 5 on 37, at 6 on 88, never on 42', () => {
		const counts = new Map<number | null, number>();
		for (let seed = 0; seed < 1000; seed++) {
			const { stuckTile } = naiveTileByTile(randomSolvableBoard(goalBoard(3, 3), seed));
			counts.set(stuckTile, (counts.get(stuckTile) ?? 0) + 1);
		}
		expect(Object.fromEntries(counts)).toEqual({ 3: 833, 5: 37, 6: 88, null: 42 });
	});

	it('on 1,000 random 4×4 boards it never reaches the goal, and is stuck at tile 4 on 923', () => {
		const counts = new Map<number | null, number>();
		for (let seed = 0; seed < 1000; seed++) {
			const { stuckTile } = naiveTileByTile(randomSolvableBoard(goalBoard(4, 4), seed));
			counts.set(stuckTile, (counts.get(stuckTile) ?? 0) + 1);
		}
		expect(Object.fromEntries(counts)).toEqual({ 4: 923, 8: 69, 10: 1, 11: 4, 12: 3 });
	});
});

describe('humanFrames', () => {
	it('has one frame per move plus the start, each the board after that many moves', () => {
		const start = randomSolvableBoard(goalBoard(3, 3), 5);
		const solution = solved(start);
		const frames = humanFrames(solution);
		expect(frames.length).toBe(solution.moves.length + 1);
		frames.forEach((frame, i) => {
			expect(frame.count).toBe(i);
			expect(frame.board).toEqual(must(applyMoves(start, solution.moves.slice(0, i))));
		});
		expect(frames.at(-1)?.placed.length).toBe(8);
		expect(frames[0].placed).toEqual(
			solution.steps.filter((s, i) => i < frames[0].stepIndex).flatMap((s) => s.tiles)
		);
	});

	it('marks the two finishing moves of a pair', () => {
		const solution = solved(board('1 2 _ / 4 5 3 / 7 8 6'));
		const frames = humanFrames(solution);
		expect(frames.map((frame) => frame.finishing)).toEqual([false, true, true, false, false]);
		expect(frames.map((frame) => frame.placed)).toEqual([
			[1],
			[1],
			[1],
			[1, 2, 3, 4, 7],
			[1, 2, 3, 4, 7, 5, 6, 8]
		]);
		expect(boardOf(3, 3, frames[4].board.cells)).toEqual(goalBoard(3, 3));
	});
});
