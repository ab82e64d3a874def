import { describe, expect, it } from 'vitest';
import {
	KORF_BOARDS,
	KORF_GOAL,
	boardText,
	formatDuration,
	formatRate,
	iterationRows,
	korfStart,
	movesText,
	nodeShare,
	nodesPerSecond,
	readPuzzleInput,
	repeatedWork,
	solutionBoards
} from '../../src/lib/lessons/ida-star-demo';
import { sameBoard } from '../../src/lib/puzzle/board';
import { messageText } from '../../src/lib/components/message-text';
import { idaStarSolve } from '../../src/lib/solve/index';
import '../i18n/english-messages';

describe("lesson 11's solver figure", () => {
	it('offers Korf instances with his published node counts and lengths', () => {
		for (const board of KORF_BOARDS.filter((b) => b.korfNodes < 10_000_000)) {
			const result = idaStarSolve(board.cells, 4, 4, KORF_GOAL.cells);
			expect([board.id, result.generated, result.cost]).toEqual([
				board.id,
				board.korfNodes,
				board.optimal
			]);
		}
		expect(KORF_BOARDS.map((b) => b.id)).toEqual([79, 12, 55, 1]);
	});

	it('writes a board in rows and reads it back with its Manhattan distance', () => {
		const text = boardText(korfStart(79));
		expect(text).toBe('_ 1 9 7 / 11 13 5 3 / 14 12 4 2 / 8 6 10 15');
		const input = readPuzzleInput(text, 'blank-first');
		expect(input.ok && [input.manhattan, input.warning, input.board.cells.join(',')]).toEqual([
			28,
			null,
			'0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15'
		]);
		const pasted = readPuzzleInput('14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3', 'blank-first');
		expect(pasted.ok && pasted.manhattan).toBe(41);
	});

	it('explains a board that cannot reach the chosen goal, and a malformed one', () => {
		// Korf 79 with the blank last instead: the other half of the state space.
		const wrongGoal = readPuzzleInput(boardText(korfStart(79)), 'blank-last');
		expect(!wrongGoal.ok && messageText(wrongGoal.message)).toBe(
			'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3). Try the goal with the blank first, or swap two tiles.'
		);
		expect(!wrongGoal.ok && wrongGoal.message.id).toBe('lesson_solver_input_try_blank_first');
		const duplicate = readPuzzleInput('1 2 3 / 4 5 6 / 7 7 _', 'blank-last');
		expect(duplicate.ok).toBe(false);
		expect(!duplicate.ok && messageText(duplicate.message)).toMatch(/7/);
		expect(readPuzzleInput('', 'blank-last').ok).toBe(false);
	});

	it('warns that boards larger than 4×4 will hit the cap', () => {
		const five = readPuzzleInput(
			'1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 _ 24',
			'blank-last'
		);
		const warning = five.ok ? five.warning : null;
		expect(warning && messageText(warning)).toBe(
			'A 5×5 board is far beyond what IDA* with these heuristics solves in seconds: expect the 500,000,000-node cap.'
		);
		expect(warning && messageText(warning, 'es')).toBe(
			'Un tablero de 5×5 está muy por encima de lo que IDA* con estas heurísticas resuelve en segundos: cuenta con llegar al tope de 500.000.000 nodos.'
		);
	});

	it("tabulates Korf 79's iterations with running totals and growth", () => {
		const result = idaStarSolve(korfStart(79).cells, 4, 4, KORF_GOAL.cells);
		const rows = iterationRows(result.iterations);
		expect(rows.map((r) => [r.bound, r.generated, r.cumulative])).toEqual([
			[28, 3, 3],
			[30, 8, 11],
			[32, 171, 182],
			[34, 1045, 1227],
			[36, 6016, 7243],
			[38, 33031, 40274],
			[40, 176298, 216572],
			[42, 324288, 540860]
		]);
		expect(rows[0].growth).toBeNull();
		expect(rows[7].growth?.toFixed(2)).toBe('1.84');
		expect(repeatedWork(result.iterations).toFixed(4)).toBe('0.6678');
		expect(repeatedWork([])).toBe(0);
	});

	it('plays a solution back from the start to the goal', () => {
		const result = idaStarSolve(korfStart(79).cells, 4, 4, KORF_GOAL.cells);
		const boards = solutionBoards(korfStart(79), result.moves);
		expect(boards).toHaveLength(43);
		expect(sameBoard(boards[0], korfStart(79))).toBe(true);
		expect(sameBoard(boards[42], KORF_GOAL)).toBe(true);
		expect(movesText(result.moves)).toBe('RRDDD LULDR UULDR URDLL URRRD LDLUU URDRU LDDLU UL');
		expect(() => solutionBoards(korfStart(79), ['Up'])).toThrow(
			'illegal-move: Up, _ 1 9 7 / 11 13 5 3 / 14 12 4 2 / 8 6 10 15'
		);
	});

	it('formats rates, durations and shares', () => {
		expect(nodesPerSecond(540860, 7.2)).toBeCloseTo(75119444.4, 0);
		expect(nodesPerSecond(5, 0)).toBeNull();
		expect(messageText(formatRate(75119444.4))).toBe('75.1 million nodes/s');
		expect(messageText(formatRate(75119444.4), 'es')).toBe('75,1 millones de nodos/s');
		expect(messageText(formatRate(75119444.4), 'zh')).toBe('每秒 7,512 万个节点');
		expect(messageText(formatRate(812345))).toBe('812,345 nodes/s');
		expect(messageText(formatRate(812345), 'es')).toBe('812.345 nodos/s');
		expect(messageText(formatRate(null))).toBe('—');
		expect(messageText(formatDuration(7.25))).toBe('7.3 ms');
		expect(messageText(formatDuration(3559.3))).toBe('3.56 s');
		expect(messageText(formatDuration(3559.3), 'es')).toBe('3,56 s');
		expect(messageText(formatDuration(3559.3), 'zh')).toBe('3.56 秒');
		const m = { firstBound: 28, cost: 42, nodes: 540860, milliseconds: 7 };
		const lc = { firstBound: 30, cost: 42, nodes: 107088, milliseconds: 4 };
		expect(messageText(nodeShare(m, lc))).toBe('19.8%');
		expect(messageText(nodeShare(m, lc), 'es')).toBe('19,8 %');
	});
});
