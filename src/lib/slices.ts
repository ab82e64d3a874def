/**
 * Long computations on the page's own thread, a slice at a time. A job is a generator that
 * yields a progress report now and then and returns its result; runInSlices pulls it for a
 * few milliseconds, lets the page have a turn (input, painting), and goes on, so a computation
 * of seconds never freezes the tab and can be stopped between two slices.
 */

/** Hears from a job run in slices: progress after each slice, then its result or its failure. */
export interface SliceListener<P, T> {
	progress(progress: P): void;
	done(result: T): void;
	error(message: string): void;
}

/** A slice's time budget: under a 60 Hz frame, so the page stays fluid while the job runs. */
export const SLICE_MS = 12;

/**
 * Runs `job` a slice at a time: each slice pulls progress reports until `budgetMs` have passed,
 * then lets the page have a turn (setTimeout 0) before the next. The clock is read once per
 * report, so a job should yield every few hundred microseconds of work, not after every tiny
 * step. Returns a function that stops the job; nothing is heard after it is called.
 */
export function runInSlices<P, T>(
	job: Generator<P, T>,
	listener: SliceListener<P, T>,
	budgetMs = SLICE_MS,
	now: () => number = () => performance.now()
): () => void {
	let timer: ReturnType<typeof setTimeout> | null = null;
	let stopped = false;
	const slice = (): void => {
		timer = null;
		const started = now();
		try {
			// At least one report per slice, so a slow clock can never stall the job.
			let last: P;
			do {
				const step = job.next();
				if (step.done) {
					listener.done(step.value);
					return;
				}
				last = step.value;
			} while (now() - started < budgetMs);
			listener.progress(last);
		} catch (error) {
			listener.error(error instanceof Error ? error.message : String(error));
			return;
		}
		if (!stopped) timer = setTimeout(slice, 0);
	};
	timer = setTimeout(slice, 0);
	return () => {
		stopped = true;
		if (timer !== null) clearTimeout(timer);
	};
}

/** Runs `job` to its end at once, for tests and for the command line (no page to keep fluid). */
export function runToCompletion<P, T>(job: Generator<P, T>): T {
	for (;;) {
		const step = job.next();
		if (step.done) return step.value;
	}
}
