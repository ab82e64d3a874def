import { describe, expect, it, vi } from 'vitest';
import { atOnceFor, runInSlices, runToCompletion, type SliceListener } from '$lib/slices';
import { manualScheduler } from './player/clock';

interface Progress {
	readonly done: number;
	readonly total: number;
	readonly current: string;
}

/** A listener that writes down what it hears: reports, the result, failures. */
function hearing<P, T>(seen: string[]): SliceListener<P, T> {
	return {
		progress: (progress) => seen.push(`at ${String(progress)}`),
		done: (result) => seen.push(`done ${String(result)}`),
		error: (message) => seen.push(`error ${message}`)
	};
}

describe('runInSlices', () => {
	it('runs a job a slice at a time and reports the result', () => {
		vi.useFakeTimers();
		let clock = 0;
		const now = () => clock;
		function* job(): Generator<Progress, string> {
			for (let i = 0; i < 5; i++) {
				clock += 5;
				yield { done: i, total: 5, current: `step ${i}` };
			}
			return 'finished';
		}
		const seen: string[] = [];
		runInSlices(
			job(),
			{
				progress: (p) => seen.push(p.current),
				done: (value) => seen.push(value),
				error: (message) => seen.push(`error ${message}`)
			},
			{ budgetMs: 10, now }
		);
		expect(seen).toEqual([]);
		vi.runAllTimers();
		expect(seen).toEqual(['step 1', 'step 3', 'finished']);
		vi.useRealTimers();
	});

	it('stops when asked', () => {
		vi.useFakeTimers();
		const seen: string[] = [];
		function* forever(): Generator<Progress, string> {
			for (;;) yield { done: 0, total: 1, current: 'again' };
		}
		let clock = 0;
		const stop = runInSlices(
			forever(),
			{ progress: (p) => seen.push(p.current), done: () => seen.push('done'), error: () => {} },
			{ budgetMs: 1, now: () => clock++ }
		);
		vi.advanceTimersToNextTimer();
		stop();
		vi.runAllTimers();
		expect(seen).toEqual(['again']);
		vi.useRealTimers();
	});

	it('ends a job that could go on at the end of the first slice where `until` holds', () => {
		const scheduler = manualScheduler();
		let clock = 0;
		let pulled = 0;
		function* counting(): Generator<number, string> {
			for (;;) yield ++pulled;
		}
		const seen: string[] = [];
		runInSlices(counting(), hearing(seen), {
			budgetMs: 3,
			now: () => clock++,
			schedule: scheduler.schedule,
			until: () => pulled >= 5
		});
		expect(scheduler.pending()).toBe(1);
		while (scheduler.runNext());
		// The clock moves 1 ms a read: 3 reports a slice; the second slice passes 5 and ends at 6.
		expect(seen).toEqual(['at 3', 'at 6']);
	});

	it('reports a failure of the job, and hears nothing more', () => {
		const scheduler = manualScheduler();
		function* failing(): Generator<number, string> {
			yield 1;
			throw new Error('the board broke');
		}
		const seen: string[] = [];
		runInSlices(failing(), hearing(seen), {
			budgetMs: 10,
			now: () => 0,
			schedule: scheduler.schedule
		});
		while (scheduler.runNext());
		expect([seen, scheduler.pending()]).toEqual([['error the board broke'], 0]);
	});
});

describe('atOnceFor', () => {
	it('runs tasks at once until its budget is spent, then leaves them for a later turn', async () => {
		let time = 0;
		const schedule = atOnceFor(100, () => time);
		const ran: string[] = [];
		schedule(() => ran.push('first'));
		time = 99;
		schedule(() => ran.push('second'));
		expect(ran).toEqual(['first', 'second']);
		time = 100;
		const cancel = schedule(() => ran.push('late'));
		schedule(() => ran.push('later'));
		cancel();
		expect(ran).toEqual(['first', 'second']);
		await new Promise((resolve) => setTimeout(resolve, 5));
		expect(ran).toEqual(['first', 'second', 'later']);
	});
});

describe('runToCompletion', () => {
	it('pulls a job to its result', () => {
		function* job(): Generator<number, string> {
			yield 1;
			yield 2;
			return 'three';
		}
		expect(runToCompletion(job())).toBe('three');
	});
});
