import type { Outcome, SearchResult, SearchRun } from '../search/events';
import type { Trace } from '../trace/trace';
import { costKind, message, type MessageRef } from '../messages';
import { runInSlices, type Scheduler, type SliceOptions } from '../slices';

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
	 * every chunk (while the events asked for are still being computed, at most every
	 * WAITING_REPORT_MS) — at least once, even when nothing was left to compute — and never
	 * synchronously from this call.
	 * With `options.walkTo`, once the events exist the chunks go on to move the trace's cursor
	 * to that step (clamped to the steps computed) in slices (`Trace.walking`), and the
	 * computation ends when the cursor is there: a far seek then lands without replaying a
	 * million steps in one task. `options.chunkMs` and `options.schedule` are the chunks' time
	 * budget and their scheduler for this computation (default the source's).
	 * Returns a function that cancels the chunks still to come. A new call cancels the previous
	 * one: one computation runs at a time.
	 */
	compute(events: number, listener: ComputeListener, options?: ComputeOptions): () => void;
	/** How the run ended, a message for the student (`messageText` words it); null until then. */
	outcomeMessage(): MessageRef | null;
}

/** How one computation runs (RunSource.compute). */
export interface ComputeOptions {
	/** The step the trace's cursor walks to once the events exist. */
	readonly walkTo?: number;
	/** Time budget of one chunk, in milliseconds. */
	readonly chunkMs?: number;
	/** When each chunk runs (runInSlices' scheduler). */
	readonly schedule?: Scheduler;
}

/** With the clock and the scheduler of the chunks (runInSlices' options). */
export interface RunSourceOptions<S> extends Pick<SliceOptions, 'now' | 'schedule'> {
	/** Time budget of one chunk, in milliseconds; default 8 (half a 60 Hz frame). */
	readonly chunkMs?: number;
	/** The cap the run was started with, for a progress bar; default Infinity (not known). */
	readonly expansionCap?: number;
	/** The message shown when the run ends; default a plain one (see `plainOutcomeMessage`). */
	readonly describe?: (result: SearchResult<S>) => MessageRef;
}

/**
 * Half a 60 Hz frame, less than a job's slice (SLICE_MS): the player draws a frame between two
 * chunks while it plays.
 */
const CHUNK_MS = 8;

/**
 * A chunk's budget while the run plays at a chosen speed, one chunk per animation frame
 * (`nextFrame`): the frame also draws the step, which takes most of a 60 Hz frame (16.7 ms).
 * Chunks of 8 ms run between frames pushed one frame in a few past its time; 3 ms in each
 * frame computes some hundred steps, more than the fastest chosen speed moves in a frame.
 */
export const PLAYING_CHUNK_MS = 3;

/** How often a computation the page is waiting for reports its progress (see `compute`). */
const WAITING_REPORT_MS = 100;

/** The clock is read once per this many events: reading it costs about as much as a step. */
const EVENTS_PER_CLOCK_READ = 8;

/**
 * A run source over an engine generator and a trace, for the browser's main thread: the run is
 * computed in chunks of about `chunkMs` (runInSlices), each pulling events (one expansion each)
 * and appending them to the trace, then reporting progress. When the generator returns, the
 * trace is finished with the result. The run must not have been started; the trace must be
 * empty.
 */
export function createRunSource<S>(
	run: SearchRun<S>,
	trace: Trace<S>,
	options: RunSourceOptions<S> = {}
): RunSource<S> {
	const slices = {
		budgetMs: options.chunkMs ?? CHUNK_MS,
		now: options.now,
		schedule: options.schedule
	};
	const clock = options.now ?? ((): number => performance.now());
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

	/** Pulls one event and appends it; at the run's end, finishes the trace. */
	const pullEvent = (): void => {
		const next = run.next();
		if (next.done === true) {
			trace.finish(next.value, 'later');
			// The finished trace's spare room, given back in chunks of its own: at the end of a
			// million expansions the copy is tens of megabytes, too long for the task that also
			// shows the end. Not cancelled with the computation: it is bounded by the trace's
			// size, and the trace stays readable throughout.
			runInSlices(
				trace.trimming(),
				{ progress() {}, done() {}, error: (message) => console.error(message) },
				slices
			);
			return;
		}
		if (next.value.type === 'expand') expanded = next.value.expansion;
		trace.append(next.value);
	};

	const compute = (
		events: number,
		listener: ComputeListener,
		{ walkTo, chunkMs, schedule }: ComputeOptions = {}
	): (() => void) => {
		cancelCurrent?.();
		/** The events asked for exist, and the cursor is at `walkTo`: the rest is ahead. */
		let served = false;
		/**
		 * The events asked for, then the walk to `walkTo`, then on ahead of the cursor until the
		 * chunk's budget is spent (`until`). An engine that failed fails again: its generator
		 * is closed.
		 */
		function* computing(): Generator<void, void> {
			if (failure !== null) throw new Error(failure);
			let pulled = 0;
			const pulling = function* (enough: () => boolean): Generator<void, void> {
				while (!trace.complete && !enough()) {
					pullEvent();
					if (++pulled % EVENTS_PER_CLOCK_READ === 0) yield;
				}
			};
			yield* pulling(() => trace.length >= events);
			if (walkTo !== undefined) yield* trace.walking(walkTo);
			served = true;
			yield* pulling(() => false);
		}
		// While the events asked for are still being computed (a far step: the page waits), the
		// page hears a few times a second, not after every chunk: each report redraws what shows
		// the run, which cost more than the chunk itself on large runs. The report that serves
		// the request, and the run's end, are always heard at once.
		let reported = -Infinity;
		const report = (): void => {
			const now = clock();
			if (!served && !trace.complete && now - reported < WAITING_REPORT_MS) return;
			reported = now;
			listener.progress(progress());
		};
		const cancel = runInSlices(
			computing(),
			{
				progress: report,
				done: report,
				error: (message) => {
					failure = message;
					listener.error(message);
				}
			},
			{
				...slices,
				...(chunkMs === undefined ? {} : { budgetMs: chunkMs }),
				...(schedule === undefined ? {} : { schedule }),
				until: () => served
			}
		);
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
export function plainOutcomeMessage<S>(result: SearchResult<S>): MessageRef {
	const expansions = message('count_expansions', { count: result.stats.expanded });
	switch (result.outcome) {
		case 'goal': {
			const cost = result.cost ?? 0;
			return message('outcome_plain_goal', {
				expansions,
				path: message('count_actions', { count: result.actions.length }),
				cost,
				costKind: costKind(cost)
			});
		}
		case 'exhausted':
			return message('outcome_plain_exhausted', { expansions });
		case 'limit':
			return message('outcome_plain_limit', { expansions });
		case 'stuck':
			return message('outcome_plain_stuck', { expansions });
	}
}
