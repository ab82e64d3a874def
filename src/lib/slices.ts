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

/** Runs `task` soon, after the page has had a turn; returns a function that cancels it. */
export type Scheduler = (task: () => void) => () => void;

/** A slice's time budget: under a 60 Hz frame, so the page stays fluid while the job runs. */
export const SLICE_MS = 12;

/** The page's next turn: `setTimeout(task, 0)`. */
export const nextTurn: Scheduler = (task) => {
	const timer = setTimeout(task, 0);
	return () => clearTimeout(timer);
};

/**
 * The page's next animation frame, before the frame is drawn: a task run so never runs in the
 * time the browser keeps for drawing the frame after it (a run computed ahead while it plays).
 * Where there are no frames (Node, a worker), the next turn.
 */
export const nextFrame: Scheduler = (task) => {
	if (typeof requestAnimationFrame !== 'function') return nextTurn(task);
	const frame = requestAnimationFrame(() => task());
	return () => cancelAnimationFrame(frame);
};

/**
 * Runs each task at once until `budgetMs` have passed since it was made, then as `nextTurn`
 * does. For a figure mounted as the page is about to print: printing lays the page out right
 * after the `beforeprint` event, so the figure must reach its step inside that event; the
 * budget keeps a far step from freezing the page (it is then printed where the budget ran out,
 * and goes on computing afterwards).
 */
export function atOnceFor(
	budgetMs: number,
	now: () => number = () => performance.now()
): Scheduler {
	const deadline = now() + budgetMs;
	return (task) => {
		if (now() >= deadline) return nextTurn(task);
		task();
		return () => {};
	};
}

export interface SliceOptions {
	/** Time budget of one slice, in milliseconds; default SLICE_MS. */
	readonly budgetMs?: number;
	/** Clock for the budget; default `performance.now`. */
	readonly now?: () => number;
	/** How the next slice is scheduled; default `nextTurn`. */
	readonly schedule?: Scheduler;
	/**
	 * For a job that could always go further (a search computed ahead of the step shown): read
	 * after each slice's report, and once true the job stops there, its last slice having gone on
	 * past what was asked, to the end of its budget.
	 */
	readonly until?: () => boolean;
}

/**
 * Runs `job` a slice at a time: each slice pulls progress reports until `budgetMs` have passed,
 * then lets the page have a turn before the next. The clock is read once per report, so a job
 * should yield every few hundred microseconds of work, not after every tiny step. Returns a
 * function that stops the job; nothing is heard after it is called.
 */
export function runInSlices<P, T>(
	job: Generator<P, T>,
	listener: SliceListener<P, T>,
	options: SliceOptions = {}
): () => void {
	const { budgetMs = SLICE_MS, schedule = nextTurn, until = () => false } = options;
	const now = options.now ?? ((): number => performance.now());
	let cancelNext = (): void => {};
	let stopped = false;
	const slice = (): void => {
		// A scheduler that runs at once (atOnceFor) may run a slice after its stop was asked for.
		if (stopped) return;
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
		if (!stopped && !until()) cancelNext = schedule(slice);
	};
	cancelNext = schedule(slice);
	return () => {
		stopped = true;
		cancelNext();
	};
}

/** Runs `job` to its end at once, for tests and for the command line (no page to keep fluid). */
export function runToCompletion<P, T>(job: Generator<P, T>): T {
	for (;;) {
		const step = job.next();
		if (step.done) return step.value;
	}
}
