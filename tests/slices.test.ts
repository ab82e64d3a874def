import { describe, expect, it, vi } from 'vitest';
import { runInSlices, runToCompletion } from '$lib/slices';

interface Progress {
	readonly done: number;
	readonly total: number;
	readonly current: string;
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
			10,
			now
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
			1,
			() => clock++
		);
		vi.advanceTimersToNextTimer();
		stop();
		vi.runAllTimers();
		expect(seen).toEqual(['again']);
		vi.useRealTimers();
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
