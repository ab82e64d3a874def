import { describe, expect, it } from 'vitest';
import { idleJob, jobTransition, type JobEvent, type JobState } from '$lib/worker/job';

type State = JobState<number, string>;

/** The state after `events`, from idle. */
function after(...events: JobEvent<number, string>[]): State {
	return events.reduce<State>((state, event) => jobTransition(state, event), idleJob());
}

describe('a worker job', () => {
	it('starts idle, with nothing to show', () => {
		expect(idleJob()).toEqual({ phase: 'idle', progress: null, result: null, message: '' });
	});

	it('runs with the last progress, then is done with its result and keeps the progress', () => {
		const events: JobEvent<number, string>[] = [
			{ type: 'start' },
			{ type: 'progress', progress: 1 },
			{ type: 'progress', progress: 2 }
		];
		expect(after(...events)).toEqual({ phase: 'running', progress: 2, result: null, message: '' });
		expect(after(...events, { type: 'done', result: 'solved' })).toEqual({
			phase: 'done',
			progress: 2,
			result: 'solved',
			message: ''
		});
	});

	it('fails with a message, or is cancelled, keeping how far it got', () => {
		const running: JobEvent<number, string>[] = [
			{ type: 'start' },
			{ type: 'progress', progress: 7 }
		];
		expect(after(...running, { type: 'failed', message: 'no databases' })).toEqual({
			phase: 'failed',
			progress: 7,
			result: null,
			message: 'no databases'
		});
		expect(after(...running, { type: 'cancel' })).toEqual({
			phase: 'cancelled',
			progress: 7,
			result: null,
			message: ''
		});
	});

	it('ignores replies once it has left running', () => {
		expect(
			after(
				{ type: 'start' },
				{ type: 'cancel' },
				{ type: 'progress', progress: 3 },
				{ type: 'done', result: 'late' }
			)
		).toEqual({ phase: 'cancelled', progress: null, result: null, message: '' });
		expect(after({ type: 'progress', progress: 3 }, { type: 'cancel' }).phase).toBe('idle');
		expect(
			after({ type: 'start' }, { type: 'done', result: 'a' }, { type: 'failed', message: 'x' })
		).toEqual({
			phase: 'done',
			progress: null,
			result: 'a',
			message: ''
		});
	});

	it('starts afresh from any state, and resets to idle', () => {
		const done = after(
			{ type: 'start' },
			{ type: 'progress', progress: 5 },
			{ type: 'done', result: 'a' }
		);
		expect(jobTransition(done, { type: 'start' })).toEqual({
			phase: 'running',
			progress: null,
			result: null,
			message: ''
		});
		expect(jobTransition(done, { type: 'reset' })).toEqual(idleJob());
	});
});
