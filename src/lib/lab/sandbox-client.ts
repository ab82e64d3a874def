/**
 * The page's side of the lab's sandbox (protocol.ts). It frames static/lab/sandbox.html with
 * sandbox="allow-scripts" (no allow-same-origin: an opaque origin, so the student's code can
 * reach neither the site's storage nor this page), writes the worker's script (the code, a
 * glue line, the runtime built from sandbox-worker.ts) and hears the frame's replies. Only
 * replies from that frame, for the job in progress, get through.
 */

import { asset } from '$app/paths';
import type { Board } from '../puzzle/board';
import runtimeUrl from './sandbox-worker.ts?worker&url';
import { WORKER_GLUE } from './template-code';
import {
	CALL_BUDGET_MS,
	CHECK_BUDGET_MS,
	type FrameRequest,
	type LabFailure,
	type SandboxReply,
	type WorkerJob
} from './protocol';

export interface SandboxListener {
	progress(done: number, total: number): void;
	values(values: readonly number[]): void;
	table(values: Float64Array): void;
	failure(failure: LabFailure): void;
}

/** The number of lines of `code`, as an error's line number counts them. */
function lineCount(code: string): number {
	return code.split('\n').length;
}

/** The 8-puzzle's boards that reach a goal: a table job evaluates h on each of them. */
export const TABLE_BOARDS = 181_440;

/** The job evaluating `code` on every 8-puzzle board that reaches `goal` (a 3×3 board). */
export function tableJob(code: string, goal: Board): WorkerJob {
	return { kind: 'table', rows: 3, cols: 3, goal: goal.cells, lines: lineCount(code) };
}

/** The job evaluating `code` on `boards` (cells row by row, the size of `goal`). */
export function boardsJob(
	code: string,
	goal: Board,
	boards: readonly (readonly number[])[]
): WorkerJob {
	const { rows, cols, cells } = goal;
	return { kind: 'boards', rows, cols, goal: cells, boards, lines: lineCount(code) };
}

/**
 * The worker's script: the code from line 1, then on a line of its own what it left in `h`,
 * then the runtime. A code that leaves a comment or a string open swallows the rest, which
 * shows up as a syntax error.
 */
export function workerScript(code: string, runtime: string): string {
	return [code, WORKER_GLUE, runtime].join('\n');
}

/**
 * Why the sandbox could not start a job: its frame did not load (docs/offline.md) or the
 * runtime's script did not; the page words it (failure-text.ts).
 */
class SandboxLoadError extends Error {
	constructor(readonly failure: LabFailure) {
		super(failure.kind);
	}
}
/** How long after the frame's load event its 'ready' may still arrive (a message between processes). */
const SANDBOX_GRACE_MS = 3000;

export class LabSandbox {
	readonly #frame: HTMLIFrameElement;
	readonly #ready: Promise<void>;
	#runtime: Promise<string> | null = null;
	#id = 0;
	#listener: SandboxListener | null = null;
	readonly #onMessage: (event: MessageEvent) => void;

	/** Adds the sandbox frame (hidden) to `host`, with `title` (the page's words) for it. */
	constructor(host: HTMLElement, title: string) {
		const frame = document.createElement('iframe');
		frame.setAttribute('sandbox', 'allow-scripts');
		frame.title = title;
		frame.hidden = true;
		frame.src = asset('/lab/sandbox.html');
		let ready: () => void = () => {};
		let missing: (error: Error) => void = () => {};
		this.#ready = new Promise((resolve, reject) => {
			ready = resolve;
			missing = reject;
		});
		// Until a Run awaits it, a missing sandbox is no error of the page.
		this.#ready.catch(() => undefined);
		// The frame's script says 'ready' as it runs, before the frame's load event. A frame that
		// loads without saying so is the browser's error page: offline, the sandbox cannot come from
		// the service worker's copy of the site (a browser never lets a service worker serve a frame
		// sandboxed without allow-same-origin), and a Run would otherwise wait for ever.
		frame.addEventListener(
			'load',
			() => setTimeout(() => missing(new SandboxLoadError({ kind: 'sandbox' })), SANDBOX_GRACE_MS),
			{ once: true }
		);
		this.#onMessage = (event: MessageEvent) => {
			if (event.source !== frame.contentWindow) return;
			const reply = event.data as SandboxReply;
			if (reply.kind === 'ready') return ready();
			if (reply.id !== this.#id || this.#listener === null) return;
			const listener = this.#listener;
			if (reply.kind === 'progress') return listener.progress(reply.done, reply.total);
			this.#listener = null;
			if (reply.kind === 'values') listener.values(reply.values);
			else if (reply.kind === 'table') listener.table(reply.values);
			else if (reply.kind === 'failure') listener.failure(reply.failure);
		};
		window.addEventListener('message', this.#onMessage);
		host.append(frame);
		this.#frame = frame;
	}

	/** Runs `job` with `code`; whatever ran before is stopped and no longer heard. */
	async start(code: string, job: WorkerJob, listener: SandboxListener): Promise<void> {
		this.stop();
		const id = ++this.#id;
		this.#listener = listener;
		this.#runtime ??= fetch(runtimeUrl).then((response) => {
			if (!response.ok) throw new SandboxLoadError({ kind: 'runtime', status: response.status });
			return response.text();
		});
		let runtime: string;
		try {
			[runtime] = await Promise.all([this.#runtime, this.#ready]);
		} catch (error) {
			this.#runtime = null;
			if (id === this.#id) this.#listener = null;
			if (error instanceof SandboxLoadError) return listener.failure(error.failure);
			// The browser's own error (a fetch the network refused), as it wrote it.
			const message = error instanceof Error ? error.message : String(error);
			listener.failure({ kind: 'load', message, line: null });
			return;
		}
		if (id !== this.#id) return;
		this.#post({
			kind: 'start',
			id,
			script: workerScript(code, runtime),
			callBudgetMs: CALL_BUDGET_MS,
			checkBudgetMs: CHECK_BUDGET_MS,
			job
		});
	}

	/** Ends the worker (from the frame's thread, which never runs student code). */
	stop(): void {
		this.#id++;
		this.#listener = null;
		this.#post({ kind: 'stop' });
	}

	destroy(): void {
		this.stop();
		window.removeEventListener('message', this.#onMessage);
		this.#frame.remove();
	}

	#post(request: FrameRequest): void {
		// An opaque origin has no name to address it by: '*' it is, to this frame's window only.
		this.#frame.contentWindow?.postMessage(request, '*');
	}
}
