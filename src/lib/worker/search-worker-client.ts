/**
 * The page's side of lesson 11's search worker: one worker per figure, started on first use.
 * `start` sends a request and routes its replies to `onReply`; `cancel` ends the worker at once
 * (a depth-first search in progress cannot be interrupted any other way) and the next `start`
 * makes a fresh one.
 */

import { asset } from '$app/paths';
import type { WorkerReply, WorkerRequest } from './search-worker-protocol';
import { message } from '../messages';

/** The absolute address of the site's pattern databases (static/pdb/), for a `pdb` request. */
export function siteDatabasesUrl(): string {
	return new URL(asset('/pdb/manifest.json'), window.location.href).href.replace(
		/manifest\.json$/,
		''
	);
}

let askedToPersist = false;

/**
 * Asks the browser, once, to keep the site's storage: the pattern databases that the service
 * worker stores on their first download (docs/offline.md) are 5.6 MB, the first thing a browser
 * short of space would evict. A refusal (or a browser without the API) changes nothing: the
 * databases are then downloaded again when evicted.
 */
function askToKeepDatabases(): void {
	if (askedToPersist) return;
	askedToPersist = true;
	void navigator.storage?.persist?.().catch(() => false);
}

/** Requests without their id: the client numbers them. */
export type ClientRequest = WorkerRequest extends infer R
	? R extends unknown
		? Omit<R, 'id'>
		: never
	: never;

export class SearchWorkerClient {
	#worker: Worker | null = null;
	#next = 1;
	#current = 0;

	/** Sends `request`; replies to any earlier request are dropped from now on. */
	start(request: ClientRequest, onReply: (reply: WorkerReply) => void): void {
		if (request.kind === 'pdb') askToKeepDatabases();
		const worker = this.#ensure();
		const id = this.#next++;
		this.#current = id;
		worker.onmessage = (event: MessageEvent<WorkerReply>) => {
			if (event.data.id === this.#current) onReply(event.data);
		};
		worker.onerror = (event: ErrorEvent) => {
			event.preventDefault();
			onReply({
				kind: 'error',
				id,
				message: event.message || message('files_worker_failed', {})
			});
		};
		worker.postMessage({ ...request, id } as WorkerRequest);
	}

	/** Stops whatever the worker is doing by ending it. */
	cancel(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#current = 0;
	}

	#ensure(): Worker {
		this.#worker ??= new Worker(new URL('./search-worker.ts', import.meta.url), {
			type: 'module'
		});
		return this.#worker;
	}
}
