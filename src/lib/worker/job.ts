/**
 * A worker job's states, one machine for every figure that runs a long solve in the search
 * worker (the client, search-worker-client.ts, carries the messages):
 *
 *   idle ──start──▶ running ──done────▶ done
 *                    │ ▲ progress ──failed──▶ failed
 *                    └──cancel──▶ cancelled
 *
 * `start` begins afresh from any state; `reset` goes back to idle. Once the job has left
 * `running`, its late replies change nothing. The last progress stays after the job ends: a
 * figure shows how far a cancelled or failed solve got.
 */

export type JobPhase = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobState<P, R> {
	readonly phase: JobPhase;
	/** The last progress reported by this run of the job (null before the first). */
	readonly progress: P | null;
	/** In `done`: what the job computed. */
	readonly result: R | null;
	/** In `failed`: what went wrong. */
	readonly message: string;
}

/** What a reply of the worker means for the job. */
export type JobReply<P, R> =
	| { type: 'progress'; progress: P }
	| { type: 'done'; result: R }
	| { type: 'failed'; message: string };

export type JobEvent<P, R> =
	JobReply<P, R> | { type: 'start' } | { type: 'cancel' } | { type: 'reset' };

export function idleJob<P, R>(): JobState<P, R> {
	return { phase: 'idle', progress: null, result: null, message: '' };
}

/** The job's next state on `event`. */
export function jobTransition<P, R>(state: JobState<P, R>, event: JobEvent<P, R>): JobState<P, R> {
	if (event.type === 'start') return { ...idleJob<P, R>(), phase: 'running' };
	if (event.type === 'reset') return idleJob();
	if (state.phase !== 'running') return state;
	switch (event.type) {
		case 'progress':
			return { ...state, progress: event.progress };
		case 'done':
			return { ...state, phase: 'done', result: event.result };
		case 'failed':
			return { ...state, phase: 'failed', message: event.message };
		case 'cancel':
			return { ...state, phase: 'cancelled' };
	}
}
