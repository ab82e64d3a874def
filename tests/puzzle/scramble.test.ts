import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyMove,
	applyMoves,
	legalMoves,
	goalBoard,
	isSolvable,
	randomSolvableBoard,
	randomWalk,
	sameBoard,
	type Board
} from '$lib/puzzle';
import { must } from './arbitraries';
import '../i18n/english-messages';

const goals: Board[] = [
	goalBoard(2, 2),
	goalBoard(3, 3),
	goalBoard(3, 3, 'blank-first'),
	goalBoard(4, 4, 'blank-first'),
	goalBoard(2, 5),
	goalBoard(5, 3)
];

describe('randomWalk', () => {
	it('never revisits a board, replays to its board, and stops early only when boxed in', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...goals.slice(1)),
				fc.integer({ min: 0, max: 40 }),
				fc.string(),
				(start, steps, seed) => {
					const walk = randomWalk(start, steps, seed);
					expect(walk.moves.length).toBeLessThanOrEqual(steps);
					expect(walk.stoppedEarly).toBe(walk.moves.length < steps);
					expect(must(applyMoves(start, walk.moves))).toEqual(walk.board);
					const visited = new Set([start.cells.join(',')]);
					let current = start;
					for (const move of walk.moves) {
						current = must(applyMoves(current, [move]));
						visited.add(current.cells.join(','));
					}
					expect(visited.size).toBe(walk.moves.length + 1);
					if (walk.stoppedEarly) {
						for (const move of legalMoves(walk.board)) {
							expect(visited.has(must(applyMove(walk.board, move)).cells.join(','))).toBe(true);
						}
					}
					expect(isSolvable(walk.board, start)).toBe(true);
				}
			),
			{ numRuns: 200 }
		);
	});

	it('is the same walk for the same seed, and pinned for links', () => {
		expect(randomWalk(goals[3], 60, 'link')).toEqual(randomWalk(goals[3], 60, 'link'));
		expect(randomWalk(goalBoard(3, 3), 12, 7)).toEqual({
			board: { rows: 3, cols: 3, cells: PINNED_WALK_BOARD },
			moves: PINNED_WALK_MOVES,
			stoppedEarly: false
		});
	});

	it('takes every step asked on a long 4×4 walk', () => {
		const walk = randomWalk(goals[3], 200, 'long');
		expect(walk.moves).toHaveLength(200);
		expect(walk.stoppedEarly).toBe(false);
	});

	it('stops early when boxed in: the 2×2 state graph is a cycle of 12 boards', () => {
		const walk = randomWalk(goalBoard(2, 2), 20, 'cycle');
		expect(walk.moves).toHaveLength(11);
		expect(walk.stoppedEarly).toBe(true);
	});

	it('takes no steps for 0 or fewer', () => {
		expect(randomWalk(goalBoard(3, 3), 0, 1)).toEqual({
			board: goalBoard(3, 3),
			moves: [],
			stoppedEarly: false
		});
		expect(randomWalk(goalBoard(3, 3), -5, 1).moves).toEqual([]);
	});
});

describe('randomSolvableBoard', () => {
	it('is solvable for its goal and the same for the same seed', () => {
		fc.assert(
			fc.property(fc.constantFrom(...goals), fc.oneof(fc.string(), fc.integer()), (goal, seed) => {
				const board = randomSolvableBoard(goal, seed);
				expect(isSolvable(board, goal)).toBe(true);
				expect(board).toEqual(randomSolvableBoard(goal, seed));
				expect([...board.cells].sort((a, b) => a - b)).toEqual(
					[...goal.cells].sort((a, b) => a - b)
				);
			}),
			{ numRuns: 300 }
		);
	});

	it('is pinned for links', () => {
		expect(randomSolvableBoard(goalBoard(3, 3), 1).cells).toEqual(PINNED_SHUFFLE);
	});

	it('draws every solvable 2×2 board about equally often', () => {
		const counts = new Map<string, number>();
		for (let seed = 0; seed < 2400; seed++) {
			const key = randomSolvableBoard(goalBoard(2, 2), seed).cells.join('');
			counts.set(key, (counts.get(key) ?? 0) + 1);
		}
		expect(counts.size).toBe(12);
		for (const count of counts.values()) expect(Math.abs(count - 200)).toBeLessThan(60);
	});

	it('differs between seeds', () => {
		const boards = Array.from({ length: 20 }, (_, seed) => randomSolvableBoard(goals[3], seed));
		const distinct = boards.filter(
			(b, i) => boards.findIndex((other) => sameBoard(b, other)) === i
		);
		expect(distinct).toHaveLength(20);
	});
});

// Recorded from this implementation: a change here would change what old links show.
const PINNED_WALK_BOARD = [1, 5, 2, 3, 7, 6, 0, 4, 8];
const PINNED_WALK_MOVES = [
	'Up',
	'Up',
	'Left',
	'Down',
	'Right',
	'Down',
	'Left',
	'Left',
	'Up',
	'Right',
	'Down',
	'Left'
];
const PINNED_SHUFFLE = [0, 1, 2, 8, 4, 3, 6, 7, 5];
