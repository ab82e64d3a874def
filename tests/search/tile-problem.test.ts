import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, UDLR, type Board, type Direction } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { compileHeuristic, HEURISTICS } from '$lib/puzzle/heuristics';
import { applyMove } from '$lib/puzzle/moves';
import {
	decodeTiles,
	encodeTiles,
	PACKED_MAX_CELLS,
	SuccessorList,
	tileAt,
	tileProblem,
	type TileState
} from '$lib/search';
import { highBits, lowBits, packedBlank } from '$lib/search/tile-state';
import { board } from './helpers';

/** Any arrangement of an r×c board, r and c in 2..maxSide. */
const anyBoard = (maxSide: number): fc.Arbitrary<Board> =>
	fc
		.record({
			rows: fc.integer({ min: 2, max: maxSide }),
			cols: fc.integer({ min: 2, max: maxSide })
		})
		.chain(({ rows, cols }) =>
			fc
				.shuffledSubarray(
					Array.from({ length: rows * cols }, (_, i) => i),
					{ minLength: rows * cols, maxLength: rows * cols }
				)
				.map((cells) => boardOf(rows, cols, cells))
		);

describe('tile states', () => {
	it('pack boards of up to 13 cells into a number, larger ones into a string', () => {
		expect(PACKED_MAX_CELLS).toBe(13);
		// Cell i sits in bits 4i..4i+3: 1,2,3 / 4,5,6 / 7,8,0 reads as hex 0x087654321.
		expect(encodeTiles(goalBoard(3, 3).cells)).toBe(0x087654321);
		expect(typeof encodeTiles(goalBoard(3, 4).cells)).toBe('number');
		expect(encodeTiles(goalBoard(2, 2, 'blank-first').cells)).toBe(0x3210);
		expect(encodeTiles(goalBoard(4, 4).cells)).toBe(
			String.fromCharCode(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)
		);
	});

	it('find the blank of a packed board in its lowest zero digit', () => {
		fc.assert(
			fc.property(anyBoard(3), (b) => {
				const state = encodeTiles(b.cells);
				fc.pre(typeof state === 'number');
				expect(packedBlank(lowBits(state as number), highBits(state as number))).toBe(
					b.cells.indexOf(0)
				);
			}),
			{ numRuns: 300 }
		);
	});

	it('decode back to the same cells, for every size up to 8×8', () => {
		fc.assert(
			fc.property(anyBoard(8), (b) => {
				const state = encodeTiles(b.cells);
				expect(Array.from(decodeTiles(state, b.cells.length))).toEqual(b.cells);
				b.cells.forEach((tile, i) => expect(tileAt(state, i)).toBe(tile));
			}),
			{ numRuns: 200 }
		);
	});
});

describe('tileProblem', () => {
	it('generates children in child order, with the blank moving each way, at cost 1', () => {
		const problem = tileProblem(board('1234_5678'));
		const children = problem.successors(problem.initial);
		expect(children.map((c) => [c.action, c.cost])).toEqual([
			['Up', 1],
			['Down', 1],
			['Left', 1],
			['Right', 1]
		]);
		expect(children.map((c) => problem.toBoard(c.state).cells.join(''))).toEqual([
			'103425678',
			'123475608',
			'123045678',
			'123450678'
		]);
	});

	it('follows any permutation of Up, Down, Left, Right given as childOrder', () => {
		const order: Direction[] = ['Right', 'Up', 'Left', 'Down'];
		const problem = tileProblem(board('1234_5678'), { childOrder: order });
		expect(problem.successors(problem.initial).map((c) => c.action)).toEqual(order);
		expect(problem.childOrder).toEqual(order);
		expect(() =>
			tileProblem(board('1234_5678'), { childOrder: ['Up', 'Up', 'Left', 'Right'] })
		).toThrow(RangeError);
		expect(() => tileProblem(board('1234_5678'), { childOrder: ['Up', 'Down'] })).toThrow(
			RangeError
		);
	});

	it('agrees with the puzzle model on every move of any board up to 5×5 (numbers and strings)', () => {
		fc.assert(
			fc.property(anyBoard(5), (b) => {
				const problem = tileProblem(b);
				const children = problem.successors(problem.initial);
				const legal = UDLR.filter((d) => applyMove(b, d).ok);
				expect(children.map((c) => c.action)).toEqual(legal);
				for (const child of children) {
					const moved = applyMove(b, child.action as Direction);
					expect(moved.ok && problem.toBoard(child.state)).toEqual(moved.ok && moved.value);
					expect(problem.key(child.state)).toBe(problem.stateOf(problem.toBoard(child.state)));
				}
			}),
			{ numRuns: 200 }
		);
	});

	it.each(HEURISTICS)(
		'lists the same successors through successorsInto, with h = %s updated along each move',
		(name) => {
			fc.assert(
				fc.property(anyBoard(5), (b) => {
					const problem = tileProblem(b, { heuristic: name });
					const list = new SuccessorList<TileState>();
					problem.successorsInto(problem.initial, list, problem.heuristic(problem.initial));
					const listed = Array.from({ length: list.count }, (_, i) => ({
						action: list.actions[i],
						state: list.states[i],
						cost: list.costs[i],
						h: list.h[i]
					}));
					expect(listed).toEqual(
						problem
							.successors(problem.initial)
							.map((s) => ({ ...s, h: problem.heuristic(s.state) }))
					);
				}),
				{ numRuns: 100 }
			);
		}
	);

	it.each(HEURISTICS)('computes h = %s exactly as the puzzle model does', (name) => {
		fc.assert(
			fc.property(
				anyBoard(4),
				fc.constantFrom('blank-last', 'blank-first') as fc.Arbitrary<'blank-last' | 'blank-first'>,
				(b, convention) => {
					const goal = goalBoard(b.rows, b.cols, convention);
					const problem = tileProblem(b, { goal, heuristic: name });
					const evaluate = compileHeuristic(name, goal);
					expect(problem.heuristic(problem.initial)).toBe(evaluate(b.cells));
					for (const child of problem.successors(problem.initial)) {
						expect(problem.heuristic(child.state)).toBe(
							evaluate(problem.toBoard(child.state).cells)
						);
					}
				}
			),
			{ numRuns: 100 }
		);
	});

	it('defaults to Manhattan distance and the blank-last goal; takes a convention or a board', () => {
		const problem = tileProblem(board('75126348_'));
		expect([problem.heuristicName, problem.goal]).toEqual(['manhattan', goalBoard(3, 3)]);
		expect(problem.isGoal(problem.stateOf(goalBoard(3, 3)))).toBe(true);
		const first = tileProblem(board('1,2,5,3,4,0,6,7,8'), { goal: 'blank-first' });
		expect(first.isGoal(first.stateOf(goalBoard(3, 3, 'blank-first')))).toBe(true);
		expect(first.isGoal(first.stateOf(goalBoard(3, 3)))).toBe(false);
		const custom = board('8 6 7 / 2 5 4 / 3 0 1');
		expect(tileProblem(board('12345678_'), { goal: custom }).goal).toBe(custom);
	});

	it('rejects a goal or a board of another size', () => {
		expect(() => tileProblem(board('1234_5678'), { goal: goalBoard(2, 3) })).toThrow(RangeError);
		expect(() => tileProblem(board('1234_5678')).stateOf(goalBoard(4, 4))).toThrow(RangeError);
	});

	it('never changes the board or goal it is given', () => {
		const start: Board = { rows: 3, cols: 3, cells: [7, 5, 1, 2, 6, 3, 4, 8, 0] };
		const goal: Board = { rows: 3, cols: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8, 0] };
		const before = structuredClone([start, goal]);
		const problem = tileProblem(start, { goal });
		problem.successors(problem.initial);
		expect([start, goal]).toEqual(before);
	});
});
