/**
 * Evaluating a student's h inside the sandbox's worker: on a few boards (Run) or on every board
 * that reaches the goal (Check), each result checked (a number, finite, not negative) and h(goal)
 * checked to be 0. A plain function of the job, h and a `post` callback, so a unit test runs it
 * as the worker does (sandbox-worker.ts only wires it to `self`).
 */

import { boardOf } from '../puzzle/board';
import { rankCells } from '../search/permutation-rank';
import { exactDistances, unpackInto } from '../search/exact-distance';
import { LabBoard } from './board-api';
import { PROGRESS_MS, type LabFailure, type SandboxReply, type WorkerJob } from './protocol';
import { message, type MessageRef } from '../messages';

/** Thrown inside evaluation to stop it with a failure the page can explain. */
export class LabFailureError extends Error {
	constructor(readonly failure: LabFailure) {
		super(failure.kind);
	}
}

/**
 * Words for a value h returned that is not a number ≥ 0, or null when it is one: a message,
 * which crosses from the worker to the page as the plain object it is.
 */
export function badResult(value: unknown): MessageRef | null {
	if (typeof value === 'number') {
		if (Number.isNaN(value)) return message('notice_lab_value_nan', {});
		if (!Number.isFinite(value)) return message('notice_lab_value_infinite', { value: `${value}` });
		if (value < 0) return message('notice_lab_value_negative', { value: `${value}` });
		return null;
	}
	if (value === undefined) return message('notice_lab_value_undefined', {});
	if (value === null) return message('notice_lab_value_null', {});
	if (typeof value === 'string') {
		return message('notice_lab_value_text', { text: JSON.stringify(value.slice(0, 40)) });
	}
	return message('notice_lab_value_type', { type: typeof value });
}

/**
 * The line of the student's code an exception came from: the first frame of its stack in the
 * worker's script (a blob: URL) at a line within the code, which starts at line 1.
 */
export function studentLine(error: unknown, lines: number): number | null {
	const stack = error instanceof Error ? (error.stack ?? '') : '';
	for (const match of stack.matchAll(/blob:[^\s()]*:(\d+):\d+/g)) {
		const line = Number(match[1]);
		if (line >= 1 && line <= lines) return line;
	}
	return null;
}

/** Calls h on `board` (already showing the cells) and checks the result. */
function call(h: (board: LabBoard) => unknown, board: LabBoard, lines: number): number {
	let value: unknown;
	try {
		value = h(board);
	} catch (error) {
		const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
		throw new LabFailureError({
			kind: 'exception',
			message,
			line: studentLine(error, lines),
			cells: [...board.cells]
		});
	}
	const bad = badResult(value);
	if (bad !== null)
		throw new LabFailureError({ kind: 'result', value: bad, cells: [...board.cells] });
	return value as number;
}

/**
 * h of every board that can reach the goal, indexed by the permutation rank of its cells
 * (permutation-rank.ts); NaN for the other half. The boards come from the breadth-first table
 * of exact-distance.ts. Yields the number of boards done every few hundred.
 */
export function* evaluateTable(
	h: (board: LabBoard) => unknown,
	rows: number,
	cols: number,
	goalCells: readonly number[],
	lines: number
): Generator<number, Float64Array> {
	const goal = boardOf(rows, cols, goalCells);
	const board = new LabBoard(goal);
	const atGoal = call(h, board, lines);
	if (atGoal !== 0) throw new LabFailureError({ kind: 'goal', value: atGoal });
	const table = exactDistances(goal);
	const values = new Float64Array(table.ranks.size).fill(NaN);
	const cells = new Int32Array(rows * cols);
	for (let i = 0; i < table.states.length; i++) {
		unpackInto(table.states[i], cells);
		board.set(cells);
		values[rankCells(cells, table.ranks)] = call(h, board, lines);
		if ((i & 255) === 255) yield i + 1;
	}
	return values;
}

/**
 * Runs `job` with `h` and posts what comes of it: progress at least every PROGRESS_MS, then the
 * values or a failure. `h` is what the student's code left in the global `h` (maybe nothing).
 */
export function runJob(
	job: WorkerJob,
	h: unknown,
	post: (reply: SandboxReply, transfer?: Transferable[]) => void,
	id: number,
	now: () => number = () => performance.now()
): void {
	try {
		if (typeof h !== 'function') throw new LabFailureError({ kind: 'missing' });
		const fn = h as (board: LabBoard) => unknown;
		if (job.kind === 'boards') {
			const board = new LabBoard(boardOf(job.rows, job.cols, job.goal));
			let last = now();
			const values = job.boards.map((cells, i) => {
				board.set(cells);
				const value = call(fn, board, job.lines);
				if (value !== 0 && board.isGoal()) throw new LabFailureError({ kind: 'goal', value });
				// Many slow calls are no single call over budget: say so to the frame's clock.
				if (now() - last >= PROGRESS_MS) {
					last = now();
					post({ kind: 'progress', id, done: i + 1, total: job.boards.length });
				}
				return value;
			});
			post({ kind: 'values', id, values });
			return;
		}
		const total = job.goal.length === 0 ? 0 : factorial(job.goal.length) / 2;
		const work = evaluateTable(fn, job.rows, job.cols, job.goal, job.lines);
		let last = now();
		for (;;) {
			const step = work.next();
			if (step.done) {
				post({ kind: 'table', id, values: step.value }, [step.value.buffer]);
				return;
			}
			if (now() - last >= PROGRESS_MS) {
				last = now();
				post({ kind: 'progress', id, done: step.value, total });
			}
		}
	} catch (error) {
		if (!(error instanceof LabFailureError)) throw error;
		post({ kind: 'failure', id, failure: error.failure });
	}
}

function factorial(n: number): number {
	let product = 1;
	for (let k = 2; k <= n; k++) product *= k;
	return product;
}
