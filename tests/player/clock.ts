import type { Scheduler } from '$lib/slices';

/**
 * A clock that moves on by 1 ms each time it is read. The run source reads it once at the
 * start of a chunk and once every 8 events, so a chunk of `chunkMs` holds 8 × chunkMs events:
 * chunk sizes no longer depend on the machine the tests run on.
 */
export function countingClock(): () => number {
	let now = 0;
	return () => now++;
}

/** A scheduler that queues tasks until the test runs them, one chunk at a time. */
export function manualScheduler(): {
	schedule: Scheduler;
	runNext: () => boolean;
	pending: () => number;
} {
	const tasks: { task: () => void; cancelled: boolean }[] = [];
	return {
		schedule: (task) => {
			const entry = { task, cancelled: false };
			tasks.push(entry);
			return () => {
				entry.cancelled = true;
			};
		},
		runNext: () => {
			const entry = tasks.shift();
			if (entry === undefined) return false;
			if (!entry.cancelled) entry.task();
			return true;
		},
		pending: () => tasks.filter((entry) => !entry.cancelled).length
	};
}
