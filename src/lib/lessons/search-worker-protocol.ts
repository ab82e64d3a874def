/**
 * The messages between lesson 11's figures and their Web Worker, and the handler the worker runs.
 * The handler is a plain function of a request and a `post` callback, so it runs the same in a
 * unit test as in the worker (search-worker.ts only wires it to `self`). Searches that can take
 * seconds run there, so the page never freezes and Cancel can simply end the worker.
 */

import { boardOf } from '../puzzle/board';
import { idaStarSolve, type IdaHeuristic, type IdaResult } from '../solve/index';
import { measureAStarMemory, type AStarMemoryProgress, type AStarMemoryRun } from './astar-memory';

export interface BoardMessage {
	readonly rows: number;
	readonly cols: number;
	/** Cells row by row, 0 for the blank. */
	readonly cells: readonly number[];
	readonly goal: readonly number[];
}

export type WorkerRequest =
	| ({
			readonly kind: 'ida';
			readonly id: number;
			readonly heuristic: IdaHeuristic;
			readonly maxNodes: number;
	  } & BoardMessage)
	| ({ readonly kind: 'astar'; readonly id: number; readonly cap: number } & BoardMessage);

export type WorkerReply =
	| {
			readonly kind: 'ida-iteration';
			readonly id: number;
			readonly iteration: number;
			readonly bound: number;
			/** Nodes generated so far, all iterations. */
			readonly nodes: number;
			readonly milliseconds: number;
	  }
	| {
			readonly kind: 'ida-done';
			readonly id: number;
			readonly result: IdaResult;
			readonly milliseconds: number;
	  }
	| {
			readonly kind: 'astar-progress';
			readonly id: number;
			readonly progress: AStarMemoryProgress;
			readonly milliseconds: number;
	  }
	| {
			readonly kind: 'astar-done';
			readonly id: number;
			readonly run: AStarMemoryRun;
			readonly milliseconds: number;
	  }
	| { readonly kind: 'error'; readonly id: number; readonly message: string };

/** Runs one request to the end, posting progress on the way and the result last. */
export function handleRequest(request: WorkerRequest, post: (reply: WorkerReply) => void): void {
	const { id } = request;
	const started = performance.now();
	const elapsed = (): number => performance.now() - started;
	try {
		if (request.kind === 'ida') {
			let iteration = 0;
			const result = idaStarSolve(request.cells, request.rows, request.cols, request.goal, {
				heuristic: request.heuristic,
				maxNodes: request.maxNodes,
				onIteration: ({ bound, nodes }) => {
					iteration++;
					post({ kind: 'ida-iteration', id, iteration, bound, nodes, milliseconds: elapsed() });
				}
			});
			post({ kind: 'ida-done', id, result, milliseconds: elapsed() });
		} else {
			const start = boardOf(request.rows, request.cols, request.cells);
			const goal = boardOf(request.rows, request.cols, request.goal);
			const run = measureAStarMemory(start, goal, request.cap, (progress) =>
				post({ kind: 'astar-progress', id, progress, milliseconds: elapsed() })
			);
			post({ kind: 'astar-done', id, run, milliseconds: elapsed() });
		}
	} catch (error) {
		post({ kind: 'error', id, message: error instanceof Error ? error.message : String(error) });
	}
}
