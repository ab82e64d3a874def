import { describe, expect, it } from 'vitest';
import { goalBoard } from '../../src/lib/puzzle/goal';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { LabBoard } from '../../src/lib/lab/board-api';
import { badResult, runJob, studentLine } from '../../src/lib/lab/evaluate';
import type { SandboxReply } from '../../src/lib/lab/protocol';
// Failures are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const goal = goalBoard(3, 3, 'blank-last');

function boardShowing(text: string): LabBoard {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	const board = new LabBoard(goal);
	board.set(parsed.value.cells);
	return board;
}

describe('the lab board API', () => {
	it('describes the board a student sees', () => {
		const board = boardShowing('8_6547231');
		expect([board.rows, board.cols, board.size]).toEqual([3, 3, 9]);
		expect(board.cells).toEqual([8, 0, 6, 5, 4, 7, 2, 3, 1]);
		expect(board.tiles).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		expect(board.tileAt(2, 0)).toBe(2);
		expect(board.tileAt(3, 0)).toBeUndefined();
		expect(board.positionOf(7)).toEqual({ row: 1, col: 2 });
		expect(board.goalPositionOf(7)).toEqual({ row: 2, col: 0 });
		expect(board.positionOf(9)).toBeUndefined();
		expect(board.blank).toEqual({ row: 0, col: 1 });
		expect(board.manhattan(7)).toBe(3);
		expect(board.manhattan(0)).toBe(0);
		expect(board.tiles.reduce((sum, tile) => sum + board.manhattan(tile), 0)).toBe(19);
		expect(board.isGoal()).toBe(false);
		expect(boardShowing('12345678_').isGoal()).toBe(true);
	});
});

describe('evaluating h in the sandbox worker', () => {
	it('puts wrong results into words', () => {
		expect(badResult(3)).toBeNull();
		expect(badResult(0)).toBeNull();
		expect(badResult(-1)).toEqual('-1 (a negative number)');
		expect(badResult(NaN)).toEqual('NaN (not a number)');
		expect(badResult(Infinity)).toEqual('Infinity (not a finite number)');
		expect(badResult(undefined)).toEqual('undefined (did h forget to return?)');
		expect(badResult('3')).toEqual('the text "3"');
	});

	it('reads the line of the student code from a stack', () => {
		const error = new Error('x');
		error.stack =
			'TypeError: x\n    at h (blob:null/8f2a:4:11)\n    at call (blob:null/8f2a:120:5)';
		expect(studentLine(error, 10)).toBe(4);
		expect(studentLine(error, 3)).toBeNull();
	});

	const job = { kind: 'boards', rows: 3, cols: 3, goal: goal.cells, lines: 3 } as const;
	const run = (h: unknown, boards: number[][]): SandboxReply[] => {
		const replies: SandboxReply[] = [];
		runJob({ ...job, boards }, h, (reply) => replies.push(reply), 7);
		return replies;
	};

	it('answers h of each board, or says why it cannot', () => {
		const h = (board: LabBoard) => board.manhattan(1);
		expect(
			run(h, [
				[1, 2, 3, 4, 5, 6, 7, 8, 0],
				[0, 2, 3, 4, 5, 6, 7, 8, 1]
			])
		).toEqual([{ kind: 'values', id: 7, values: [0, 4] }]);
		expect(run(undefined, [])).toEqual([{ kind: 'failure', id: 7, failure: { kind: 'missing' } }]);
		expect(run(() => 'far', [[1, 2, 3, 4, 5, 6, 7, 8, 0]])).toEqual([
			{
				kind: 'failure',
				id: 7,
				failure: { kind: 'result', value: 'the text "far"', cells: [1, 2, 3, 4, 5, 6, 7, 8, 0] }
			}
		]);
		const thrower = () => {
			throw new TypeError('no');
		};
		const [reply] = run(thrower, [[1, 2, 3, 4, 5, 6, 7, 8, 0]]);
		expect(reply).toMatchObject({
			kind: 'failure',
			failure: { kind: 'exception', message: 'TypeError: no' }
		});
	});

	it('refuses a check when h(goal) is not 0', () => {
		const replies: SandboxReply[] = [];
		runJob(
			{ kind: 'table', rows: 3, cols: 3, goal: goal.cells, lines: 1 },
			() => 2,
			(r) => replies.push(r),
			1
		);
		expect(replies).toEqual([{ kind: 'failure', id: 1, failure: { kind: 'goal', value: 2 } }]);
	});
});
