/**
 * The messages between the solver's pages (lesson 11's figures, the playground's optimal solver)
 * and their Web Worker, and the handler the worker runs.
 * The handler is a plain function of a request and a `post` callback, so it runs the same in a
 * unit test as in the worker (search-worker.ts only wires it to `self`). Searches that can take
 * seconds run there, so the page never freezes and Cancel can simply end the worker.
 */

import { boardOf } from '../puzzle/board';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';
import { idaStarSolve, type IdaHeuristic, type IdaResult } from '../solve/index';
import { readPatternDatabaseHeader } from '../solve/pdb-format';
import {
	canReflect,
	preparePdbHeuristicFromFiles,
	type PdbHeuristic
} from '../solve/pdb-heuristic';
import { pdbSolve, servesGoal, type PdbResult } from '../solve/pdb-solver';
import {
	measureAStarMemory,
	type AStarMemoryProgress,
	type AStarMemoryRun
} from '../solve/astar-memory';

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
	| ({ readonly kind: 'astar'; readonly id: number; readonly cap: number } & BoardMessage)
	| ({
			readonly kind: 'pdb';
			readonly id: number;
			/** Absolute URL of the folder holding manifest.json and the 6-6-3 files (static/pdb). */
			readonly databasesUrl: string;
			readonly maxNodes: number;
	  } & BoardMessage);

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
	| {
			readonly kind: 'pdb-loaded';
			readonly id: number;
			/** Bytes downloaded (0 when the worker had the databases already). */
			readonly bytes: number;
			/** Time to download the files, then to turn them into the search's tables. */
			readonly downloadMilliseconds: number;
			readonly prepareMilliseconds: number;
			readonly milliseconds: number;
	  }
	| {
			readonly kind: 'pdb-done';
			readonly id: number;
			readonly result: PdbResult;
			readonly milliseconds: number;
	  }
	| {
			readonly kind: 'error';
			readonly id: number;
			/** A failure of the site's own, as a message; or the browser's or engine's words. */
			readonly message: MessageRef | string;
	  };

/** The partition the site ships (scripts/build-pdb.ts writes it into static/pdb). */
const SITE_PARTITION = '6-6-3';

/** The databases, once loaded: a worker keeps them for its later requests. */
interface LoadedDatabases {
	readonly heuristic: PdbHeuristic;
	readonly bytes: number;
	readonly downloadMilliseconds: number;
	readonly prepareMilliseconds: number;
}
let loaded: Promise<LoadedDatabases> | null = null;

/** Fetches the manifest and the partition's files, and prepares the heuristic (reflected). */
async function loadDatabases(url: string): Promise<LoadedDatabases> {
	const started = performance.now();
	const folder = url.endsWith('/') ? url : `${url}/`;
	const manifestResponse = await fetch(`${folder}manifest.json`);
	if (!manifestResponse.ok)
		throw new MessageError(message('files_pdb_missing', { status: manifestResponse.status }));
	const manifest = (await manifestResponse.json()) as Record<
		string,
		{ files: string[] } | undefined
	>;
	const entry = manifest[SITE_PARTITION];
	if (entry === undefined) {
		throw new MessageError(message('files_pdb_no_partition', { partition: SITE_PARTITION }));
	}
	const files = await Promise.all(
		entry.files.map(async (file) => {
			const response = await fetch(`${folder}${file}`);
			if (!response.ok) {
				throw new MessageError(
					message('files_pdb_download_failed', { file, status: response.status })
				);
			}
			return new Uint8Array(await response.arrayBuffer());
		})
	);
	const downloaded = performance.now();
	const goal = readPatternDatabaseHeader(files[0]).goal;
	const heuristic = preparePdbHeuristicFromFiles(files, { reflected: canReflect(4, 4, goal) });
	return {
		heuristic,
		bytes: files.reduce((sum, data) => sum + data.length, 0),
		downloadMilliseconds: downloaded - started,
		prepareMilliseconds: performance.now() - downloaded
	};
}

/** Solves a 4×4 board with the site's pattern databases, loading them on first use. */
async function solveWithDatabases(
	request: Extract<WorkerRequest, { kind: 'pdb' }>,
	post: (reply: WorkerReply) => void
): Promise<void> {
	const { id } = request;
	const started = performance.now();
	const elapsed = (): number => performance.now() - started;
	const first = loaded === null;
	loaded ??= loadDatabases(request.databasesUrl);
	let heuristic: PdbHeuristic;
	try {
		const databases = await loaded;
		heuristic = databases.heuristic;
		post({
			kind: 'pdb-loaded',
			id,
			bytes: first ? databases.bytes : 0,
			downloadMilliseconds: first ? databases.downloadMilliseconds : 0,
			prepareMilliseconds: first ? databases.prepareMilliseconds : 0,
			milliseconds: elapsed()
		});
	} catch (error) {
		loaded = null;
		throw error;
	}
	if (!servesGoal(heuristic, request.goal)) {
		throw new MessageError(message('files_pdb_corner_goals', {}));
	}
	const solving = performance.now();
	let iteration = 0;
	const result = pdbSolve(request.cells, request.rows, request.cols, request.goal, heuristic, {
		maxNodes: request.maxNodes,
		onIteration: ({ bound, totalGenerated }) => {
			iteration++;
			post({
				kind: 'ida-iteration',
				id,
				iteration,
				bound,
				nodes: totalGenerated,
				milliseconds: performance.now() - solving
			});
		}
	});
	post({ kind: 'pdb-done', id, result, milliseconds: performance.now() - solving });
}

/** Runs one request to the end, posting progress on the way and the result last. */
export function handleRequest(request: WorkerRequest, post: (reply: WorkerReply) => void): void {
	const { id } = request;
	if (request.kind === 'pdb') {
		solveWithDatabases(request, post).catch((error: unknown) =>
			post({ kind: 'error', id, message: failureOf(error) })
		);
		return;
	}
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
		post({ kind: 'error', id, message: failureOf(error) });
	}
}

/** What a failure says: the site's own as a message, any other in its own words. */
function failureOf(error: unknown): MessageRef | string {
	if (error instanceof MessageError) return error.ref;
	return error instanceof Error ? error.message : String(error);
}
