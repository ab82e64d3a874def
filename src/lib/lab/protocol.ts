/**
 * The messages of the heuristic lab's sandbox. Three parties: the /lab page, the sandbox frame
 * (static/lab/sandbox.html, an iframe with an opaque origin) and the Web Worker that frame starts
 * from a blob: URL holding the student's code followed by the lab's runtime (sandbox-worker.ts).
 *
 *   page --FrameRequest--> frame --WorkerJob--> worker
 *   page <--SandboxReply-- frame <--SandboxReply-- worker
 *
 * The frame only relays, and keeps the clock: it ends the worker when a call or a whole check
 * overruns its budget, from its own thread, so a student's endless loop never reaches the page.
 */

import type { MessageRef } from '../messages';

/** A single call of h may take this long: the worker reports at least every PROGRESS_MS. */
export const CALL_BUDGET_MS = 1000;
/** A whole check (every board of the 8-puzzle) may take this long. */
export const CHECK_BUDGET_MS = 30_000;
/** How often the worker reports while it works, so that the frame can tell it is alive. */
export const PROGRESS_MS = 50;

/** What the worker is asked to do with h. */
export type WorkerJob =
	| {
			/** h of a few boards (the Run button). */
			readonly kind: 'boards';
			readonly rows: number;
			readonly cols: number;
			readonly goal: readonly number[];
			readonly boards: readonly (readonly number[])[];
			/** Lines of the student's code, to tell its stack frames from the runtime's. */
			readonly lines: number;
	  }
	| {
			/** h of every board that reaches the goal, by permutation rank (the Check button). */
			readonly kind: 'table';
			readonly rows: number;
			readonly cols: number;
			readonly goal: readonly number[];
			readonly lines: number;
	  };

/** From the page to the sandbox frame. */
export type FrameRequest =
	| {
			readonly kind: 'start';
			readonly id: number;
			/**
			 * The worker's whole script: the student's code verbatim from line 1 (so that lines
			 * of errors are lines of the code), then the lab's runtime (sandbox-worker.ts).
			 */
			readonly script: string;
			readonly callBudgetMs: number;
			readonly checkBudgetMs: number;
			readonly job: WorkerJob;
	  }
	| { readonly kind: 'stop' };

/** Why h could not be evaluated, in terms the page turns into words at a line. */
export type LabFailure =
	/** The code did not load: a syntax error, or an exception in its top-level statements. */
	| { readonly kind: 'load'; readonly message: string; readonly line: number | null }
	/** The code defines no function named h. */
	| { readonly kind: 'missing' }
	/** The sandbox's frame did not load (offline: docs/offline.md). */
	| { readonly kind: 'sandbox' }
	/** The lab's runtime script did not load (its HTTP status). */
	| { readonly kind: 'runtime'; readonly status: number }
	/** h threw on a board. */
	| {
			readonly kind: 'exception';
			readonly message: string;
			readonly line: number | null;
			readonly cells: readonly number[];
	  }
	/** h returned something that is not a number ≥ 0 (described in words). */
	| { readonly kind: 'result'; readonly value: MessageRef; readonly cells: readonly number[] }
	/** h(goal) is not 0. */
	| { readonly kind: 'goal'; readonly value: number }
	/** A call or the whole check ran over its budget and the worker was ended. */
	| { readonly kind: 'timeout'; readonly budget: 'call' | 'check'; readonly ms: number };

/** From the worker (relayed by the frame) or the frame itself to the page. */
export type SandboxReply =
	| { readonly kind: 'ready' }
	| {
			readonly kind: 'progress';
			readonly id: number;
			readonly done: number;
			readonly total: number;
	  }
	| { readonly kind: 'values'; readonly id: number; readonly values: readonly number[] }
	| { readonly kind: 'table'; readonly id: number; readonly values: Float64Array }
	| { readonly kind: 'failure'; readonly id: number; readonly failure: LabFailure };
