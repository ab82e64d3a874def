import type { Outcome, SearchResult, SearchRun } from '../search/events';
import type { Trace } from '../trace/trace';
import { countText } from '../count-text';

/** How far a run's computation has got. */
export interface RunProgress {
	/** Events computed so far, all appended to the trace (steps 0 .. computed − 1). */
	readonly computed: number;
	/** Expansions computed so far. */
	readonly expanded: number;
	/** The run has ended: no more events will come, and `outcome` says how. */
	readonly complete: boolean;
	readonly outcome: Outcome | null;
}

/** Hears from one computation: after each chunk, or once if it fails. */
export interface ComputeListener {
	progress(progress: RunProgress): void;
	error(message: string): void;
}

/**
 * Where the player's events come from: a search run computed ahead of the cursor, in chunks, so
 * that a long run never blocks the page. The default (createRunSource) computes on the main
 * thread between frames; a Web Worker variant would run the engine in the worker and append the
 * events it posts back to the same kind of trace, behind this same interface.
 */
export interface RunSource<S> {
	/** The run's events so far, with the cursor the player moves. */
	readonly trace: Trace<S>;
	/** The run's expansion cap: the most a progress bar can fill up to. */
	readonly expansionCap: number;
	progress(): RunProgress;
	/**
	 * Computes until at least `events` events exist or the run ends, a chunk at a time, yielding
	 * to the page between chunks. A chunk uses its whole time budget even past `events`, so the
	 * run stays ahead of the cursor and single steps rarely wait. `listener.progress` hears after
	 * every chunk — at least once, even when nothing was left to compute — and never
	 * synchronously from this call.
	 * With `walkTo`, once the events exist the chunks go on to move the trace's cursor to that
	 * step (clamped to the steps computed) in slices (`Trace.walking`), and the computation
	 * ends when the cursor is there: a far seek then lands without replaying a million steps
	 * in one task.
	 * Returns a function that cancels the chunks still to come. A new call cancels the previous
	 * one: one computation runs at a time.
	 */
	compute(events: number, listener: ComputeListener, walkTo?: number): () => void;
	/** How the run ended, in a sentence for the student; null until it has ended. */
	outcomeMessage(): string | null;
}

/** Runs `task` soon, after the page has had a turn; returns a function that cancels it. */
export type Scheduler = (task: () => void) => () => void;

export interface RunSourceOptions<S> {
	/** Time budget of one chunk, in milliseconds; default 8 (half a 60 Hz frame). */
	readonly chunkMs?: number;
	/** The cap the run was started with, for a progress bar; default Infinity (not known). */
	readonly expansionCap?: number;
	/** The sentence shown when the run ends; default a plain one (see `plainOutcomeMessage`). */
	readonly describe?: (result: SearchResult<S>) => string;
	/** Clock for the chunk budget; default `performance.now`. */
	readonly now?: () => number;
	/** How the next chunk is scheduled; default `setTimeout(task, 0)`. */
	readonly schedule?: Scheduler;
}

export const DEFAULT_CHUNK_MS = 8;

/** The clock is read once per this many events: reading it costs about as much as a step. */
const EVENTS_PER_CLOCK_READ = 8;

const scheduleTimeout: Scheduler = (task) => {
	const timer = setTimeout(task, 0);
	return () => clearTimeout(timer);
};

/**
 * Runs each task at once until `budgetMs` have passed since it was made, then as
 * `setTimeout(task, 0)` does. For a figure mounted as the page is about to print: printing lays
 * the page out right after the `beforeprint` event, so the figure must reach its step inside
 * that event; the budget keeps a far step from freezing the page (it is then printed where the
 * budget ran out, and goes on computing afterwards).
 */
export function atOnceFor(
	budgetMs: number,
	now: () => number = () => performance.now()
): Scheduler {
	const deadline = now() + budgetMs;
	return (task) => {
		if (now() >= deadline) return scheduleTimeout(task);
		task();
		return () => {};
	};
}

/**
 * A run source over an engine generator and a trace, for the browser's main thread: each chunk
 * pulls events (one expansion each) until about `chunkMs` have passed, appends them to the
 * trace, reports progress and, while the target is not reached, schedules the next chunk. When the generator returns, the trace
 * is finished with the result. The run must not have been started; the trace must be empty.
 */
export function createRunSource<S>(
	run: SearchRun<S>,
	trace: Trace<S>,
	options: RunSourceOptions<S> = {}
): RunSource<S> {
	const chunkMs = options.chunkMs ?? DEFAULT_CHUNK_MS;
	const now = options.now ?? ((): number => performance.now());
	const schedule = options.schedule ?? scheduleTimeout;
	const describe = options.describe ?? plainOutcomeMessage;
	let expanded = 0;
	let failure: string | null = null;
	let cancelCurrent: (() => void) | null = null;

	const progress = (): RunProgress => ({
		computed: trace.length,
		expanded,
		complete: trace.complete,
		outcome: trace.result?.outcome ?? null
	});

	/**
	 * Gives back the finished trace's spare room (trace.trimming) in chunks of about `chunkMs`,
	 * each scheduled after the last: at the end of a million expansions the copy is tens of
	 * megabytes, too long for the task that also shows the end. Not cancelled with the
	 * computation: it is bounded by the trace's size, and the trace stays readable throughout.
	 */
	const trimInChunks = (): void => {
		const steps = trace.trimming();
		const chunk = (): void => {
			if (!pullForAChunk(steps)) schedule(chunk);
		};
		schedule(chunk);
	};

	/** Pulls `steps` until the chunk's time budget is spent; true once they are all done. */
	const pullForAChunk = (steps: Generator<void, void>): boolean => {
		const deadline = now() + chunkMs;
		for (let step = steps.next(); step.done !== true; step = steps.next()) {
			if (now() >= deadline) return false;
		}
		return true;
	};

	/** Pulls events until the time budget is spent or the run ends; throws what the engine throws. */
	const computeChunk = (): void => {
		const deadline = now() + chunkMs;
		for (let pulled = 1; !trace.complete; pulled++) {
			const next = run.next();
			if (next.done === true) {
				trace.finish(next.value, 'later');
				trimInChunks();
				return;
			}
			if (next.value.type === 'expand') expanded = next.value.expansion;
			trace.append(next.value);
			if (pulled % EVENTS_PER_CLOCK_READ === 0 && now() >= deadline) return;
		}
	};

	const compute = (events: number, listener: ComputeListener, walkTo?: number): (() => void) => {
		cancelCurrent?.();
		let cancelled = false;
		let cancelNext: () => void = () => {};
		const recorded = (): boolean => trace.complete || trace.length >= events;
		const chunk = (): void => {
			if (cancelled) return;
			let walked = walkTo === undefined;
			if (failure === null) {
				try {
					if (walkTo === undefined || !recorded()) computeChunk();
					// The cursor toward the step, a chunk's budget at a time; true once it is there.
					else walked = pullForAChunk(trace.walking(walkTo));
				} catch (error) {
					failure = error instanceof Error ? error.message : String(error);
				}
			}
			if (failure !== null) {
				listener.error(failure);
				return;
			}
			const reached = recorded() && walked;
			if (!reached) cancelNext = schedule(chunk);
			listener.progress(progress());
		};
		cancelNext = schedule(chunk);
		const cancel = (): void => {
			cancelled = true;
			cancelNext();
		};
		cancelCurrent = cancel;
		return cancel;
	};

	return {
		trace,
		expansionCap: options.expansionCap ?? Infinity,
		progress,
		compute,
		outcomeMessage: () => (trace.result === null ? null : describe(trace.result))
	};
}

/** How a run ended, without knowing which algorithm or problem it was. */
export function plainOutcomeMessage<S>(result: SearchResult<S>): string {
	const expansions = countOf(result.stats.expanded, 'expansion');
	switch (result.outcome) {
		case 'goal':
			return `Reached the goal after ${expansions}: a path of ${countOf(result.actions.length, 'action')}, cost ${result.cost}.`;
		case 'exhausted':
			return `The frontier emptied after ${expansions} without reaching the goal.`;
		case 'limit':
			return `Stopped at the cap of ${expansions} without reaching the goal.`;
		case 'stuck':
			return `Stuck after ${expansions}: every neighbour had been visited.`;
	}
}

/** "1 expansion", "50,000 expansions". */
export function countOf(count: number, noun: string): string {
	return `${countText(count)} ${count === 1 ? noun : `${noun}s`}`;
}
