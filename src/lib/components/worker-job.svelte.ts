import { onDestroy } from 'svelte';
import {
	idleJob,
	jobTransition,
	type JobEvent,
	type JobReply,
	type JobState
} from '$lib/worker/job';
import { SearchWorkerClient, type ClientRequest } from '$lib/worker/search-worker-client';
import type { WorkerReply } from '$lib/worker/search-worker-protocol';
import { errorWords } from './error-text';

/**
 * Says what a reply of the worker means for the job, or null when it means nothing to it. An
 * error reply the reader leaves (null) fails the job with the worker's message.
 */
export type ReadReply<P, R> = (reply: WorkerReply) => JobReply<P, R> | null;

/**
 * A worker job for one component (lib/worker/job.ts): its own worker, its state kept as state,
 * the worker ended with the component. Every figure that solves in the worker runs it here.
 */
export function workerJob<P, R>() {
	const client = new SearchWorkerClient();
	let state = $state.raw<JobState<P, R>>(idleJob());
	let read: ReadReply<P, R> = () => null;
	/** Requests sent: a reply whose reader sent a newer one no longer speaks for the job. */
	let sent = 0;
	const apply = (event: JobEvent<P, R>): void => {
		state = jobTransition(state, event);
	};
	const send = (request: ClientRequest): void => {
		const id = ++sent;
		client.start(request, (reply) => {
			const event =
				read(reply) ??
				(reply.kind === 'error'
					? { type: 'failed' as const, message: errorWords(reply.message) }
					: null);
			if (event !== null && id === sent) apply(event);
		});
	};
	onDestroy(() => client.cancel());
	return {
		get phase() {
			return state.phase;
		},
		get progress(): P | null {
			return state.progress;
		},
		get result(): R | null {
			return state.result;
		},
		get message(): string {
			return state.message;
		},
		/** Starts the job afresh with `request`; `reader` says what each reply means. */
		start(request: ClientRequest, reader: ReadReply<P, R>): void {
			read = reader;
			apply({ type: 'start' });
			send(request);
		},
		/** The next request of a job of several solves, its replies read the same way. */
		next: send,
		/** Stops a running job: the worker is ended (a search cannot be interrupted otherwise). */
		cancel(): void {
			if (state.phase !== 'running') return;
			client.cancel();
			apply({ type: 'cancel' });
		},
		/** Forgets the job, stopping it if it runs. */
		reset(): void {
			client.cancel();
			apply({ type: 'reset' });
		}
	};
}
