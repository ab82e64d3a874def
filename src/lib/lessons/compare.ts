/**
 * Comparing algorithms in lockstep: several runs on the same board, driven by one shared step
 * counter. Step k means every run has made min(k, n) expansions, where n is the number of
 * expansions that run makes before it stops; a run that stopped stays at its last step while
 * the others go on, so at any k the columns show equal effort, expansion for expansion.
 *
 * Each run is recorded once, one expansion per step, into typed arrays (frontier size, peak
 * frontier, explored size, depth of the node expanded) plus the expanded node's state. Stepping
 * back is then a lookup, exact and O(1), with no need to replay the run. Recording pulls the
 * engine's generator a chunk at a time, so a caller can spread a long run (depth-first search
 * can take 100,000 expansions and more on the 8-puzzle) over many slices of the main thread.
 */
import {
	COMPARE_MAX_EXPANSIONS,
	columnPlayConfig,
	type CompareConfig
} from '../config/compare-config';
import { goalBoard } from '../puzzle/goal';
import type { Board } from '../puzzle/board';
import type { HeuristicName } from '../puzzle/heuristics';
import { ALGORITHMS } from '../search/algorithms';
import { readsOption } from '../search/descriptions';
import type { Outcome, SearchEvent, SearchResult, SearchRun } from '../search/events';
import type { HeuristicTable } from '../search/tile-problem';
import { openSearch } from '../player';
import { runConfigOf } from '../config/play-run';
import type { TileState } from '../search/tile-state';
import { message, type MessageRef } from '../messages';

/** The column's title: the algorithm's name, with its heuristic when it uses one. */
export function configLabel(config: CompareConfig): MessageRef {
	const algorithm = ALGORITHMS[config.algorithm];
	const name = algorithm.names.label;
	if (!algorithm.informed) return message('lesson_cfg_plain', { algorithm: name });
	const heuristic = config.custom
		? message('lesson_cfg_h_custom', {})
		: message(HEURISTIC_LABEL[config.heuristic], {});
	return readsOption(algorithm, 'weight') && config.weight !== null
		? message('lesson_cfg_weighted', {
				algorithm: name,
				heuristic,
				weight: config.weight
			})
		: message('lesson_cfg_informed', { algorithm: name, heuristic });
}

const HEURISTIC_LABEL = {
	zero: 'lesson_cfg_h_zero',
	misplaced: 'lesson_cfg_h_misplaced',
	manhattan: 'lesson_cfg_h_manhattan',
	'linear-conflict': 'lesson_cfg_h_linear'
} as const satisfies Readonly<Record<HeuristicName, string>>;

/**
 * A fresh run of `config` on `board` (the blank-last goal unless given), exactly the column
 * /compare shows for the same choices (columnPlayConfig), capped at `maxExpansions`. A run of
 * the lab's heuristic reads h from `table`.
 */
export function startRun(
	board: Board,
	config: CompareConfig,
	maxExpansions: number = COMPARE_MAX_EXPANSIONS,
	goal: Board = goalBoard(board.rows, board.cols),
	table?: HeuristicTable
): SearchRun<TileState> {
	// The column /compare would show for the same choices, with the figure's own cap.
	const customH = table === undefined ? null : { packed: '', table };
	const column = columnPlayConfig({ problem: 'tile', board, goal, customH }, config);
	return openSearch<TileState>(runConfigOf({ ...column, maxExpansions })).run;
}

/** Room for this many steps before the typed arrays first grow. */
const INITIAL_CAPACITY = 256;

/**
 * One run recorded step by step. Step 0 is the start (the root alone on the frontier); step s
 * is the state after the s-th expansion. Iteration events (iterative deepening, IDA*) are not
 * steps: their effect on the frontier shows in the next expansion's counts. Nor is the goal
 * event that ends a run testing the goal on removal: taking the goal off the frontier is not an
 * expansion, so the last step keeps the counters of the last expansion (the goal still counted
 * on the frontier), and the view shows the goal once the run is done. A path that multiple-path
 * pruning discards is not a step either: it leaves the frontier count of the next expansion.
 */
/** Hears every event a RunRecord pulls, and the result: how a page also builds a trace. */
export interface RunObserver<S> {
	event(event: SearchEvent<S>): void;
	finish(result: SearchResult<S>): void;
}

export class RunRecord<S> {
	readonly #run: SearchRun<S>;
	readonly #observer: RunObserver<S> | null;
	#frontier = new Int32Array(INITIAL_CAPACITY);
	#peak = new Int32Array(INITIAL_CAPACITY);
	#explored = new Int32Array(INITIAL_CAPACITY);
	#depth = new Int32Array(INITIAL_CAPACITY);
	readonly #states: S[] = [];
	/** Expansions recorded so far: the last step recorded. */
	#length = 0;
	#started = false;
	#result: SearchResult<S> | null = null;

	/** Takes the run's start event at once, so step 0 is always recorded. */
	constructor(run: SearchRun<S>, observer: RunObserver<S> | null = null) {
		this.#run = run;
		this.#observer = observer;
		this.pull(0);
	}

	/** The last step recorded (the number of expansions so far). */
	get length(): number {
		return this.#length;
	}

	/** How the run ended; null while it is still being recorded. */
	get result(): SearchResult<S> | null {
		return this.#result;
	}

	get complete(): boolean {
		return this.#result !== null;
	}

	/**
	 * Pulls the run until `expansions` more expansions are recorded or it ends, and returns how
	 * many were recorded. The start event is pulled with the first call.
	 */
	pull(expansions: number): number {
		const before = this.#length;
		const target = before + Math.max(0, Math.trunc(expansions));
		while (this.#result === null && (this.#length < target || !this.#started)) {
			const next = this.#run.next();
			if (next.done) {
				this.#result = next.value;
				this.#observer?.finish(next.value);
				break;
			}
			const event = next.value;
			this.#observer?.event(event);
			if (event.type === 'start') {
				this.#started = true;
				this.#write(0, event.frontierSize, event.exploredSize, 0, event.root.state);
			} else if (event.type === 'expand') {
				this.#write(
					this.#length + 1,
					event.frontierSize,
					event.exploredSize,
					event.node.depth,
					event.node.state
				);
				this.#length++;
			}
		}
		return this.#length - before;
	}

	/** Pulls the run to its end (tests and small runs). */
	pullAll(): this {
		while (!this.complete) this.pull(INITIAL_CAPACITY * 16);
		return this;
	}

	#write(step: number, frontier: number, explored: number, depth: number, state: S): void {
		if (step >= this.#frontier.length) this.#grow();
		this.#frontier[step] = frontier;
		this.#peak[step] = step === 0 ? frontier : Math.max(this.#peak[step - 1], frontier);
		this.#explored[step] = explored;
		this.#depth[step] = depth;
		this.#states[step] = state;
	}

	#grow(): void {
		const grown = (array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
			const bigger = new Int32Array(array.length * 2);
			bigger.set(array);
			return bigger;
		};
		this.#frontier = grown(this.#frontier);
		this.#peak = grown(this.#peak);
		this.#explored = grown(this.#explored);
		this.#depth = grown(this.#depth);
	}

	/** Frontier size after each recorded step, 0..length, without copying. */
	frontierSeries(): Int32Array {
		return this.#frontier.subarray(0, this.#length + 1);
	}

	/** What the run shows at shared step `step` (see `lockstepView`). */
	view(step: number): RunView<S> {
		return lockstepView(this, step);
	}

	/** Counters at one recorded step; RangeError outside 0..length. */
	at(step: number): RecordedStep<S> {
		if (!this.#started || step < 0 || step > this.#length || !Number.isInteger(step)) {
			// Programmers' errors, named by a code: no reader sees them.
			throw new RangeError(`step-out-of-range: ${step} (0..${this.#length})`);
		}
		return {
			frontier: this.#frontier[step],
			peakFrontier: this.#peak[step],
			explored: this.#explored[step],
			depth: this.#depth[step],
			state: this.#states[step]
		};
	}
}

/** The counters of one recorded step. */
export interface RecordedStep<S> {
	readonly frontier: number;
	/** Largest frontier size from the start up to this step. */
	readonly peakFrontier: number;
	readonly explored: number;
	/** Depth of the node expanded at this step (0 at the start: the root). */
	readonly depth: number;
	/** The state expanded at this step (the root at step 0). */
	readonly state: S;
}

/** What one column shows at a shared step. */
export interface RunView<S> extends RecordedStep<S> {
	/** Expansions made: min(shared step, the run's last step). */
	readonly expanded: number;
	/** The run has stopped at or before the shared step. */
	readonly done: boolean;
	/** The step the run stopped at, once it is done; null before. */
	readonly doneAt: number | null;
	/** How it stopped, once it is done; null before. */
	readonly outcome: Outcome | null;
	/** Moves in the path found, once done with a goal; null otherwise. */
	readonly pathLength: number | null;
	/** The goal state reached, once done with a goal; null otherwise. */
	readonly goal: S | null;
}

/**
 * Run `record` at shared step `step`: min(step, its last step) expansions, and done once it
 * has stopped by then. Once done with a goal, `depth` is the goal's (the path's length with
 * unit step costs), since the goal is the board a view shows then. Throws a RangeError when the record has not reached that step yet (check
 * `recordedThrough` first).
 */
export function lockstepView<S>(record: RunRecord<S>, step: number): RunView<S> {
	const shared = Math.max(0, Math.trunc(step));
	const result = record.result;
	if (result === null && shared > record.length) {
		throw new RangeError(`step-not-recorded: ${shared} (0..${record.length})`);
	}
	const own = Math.min(shared, record.length);
	const done = result !== null && shared >= record.length;
	const reached = done && result.outcome === 'goal';
	const goal = reached ? result.path.at(-1) : undefined;
	const recorded = record.at(own);
	return {
		...recorded,
		// Once the goal is shown, the depth shown is the goal's.
		depth: goal === undefined ? recorded.depth : goal.depth,
		expanded: own,
		done,
		doneAt: done ? record.length : null,
		outcome: done ? result.outcome : null,
		pathLength: reached ? result.cost : null,
		goal: goal === undefined ? null : goal.state
	};
}

/**
 * The last shared step every record can show: a complete record can show any step, an
 * incomplete one only the steps it has recorded. Infinity when all are complete.
 */
export function recordedThrough(records: readonly RunRecord<unknown>[]): number {
	let through = Infinity;
	for (const record of records) if (!record.complete) through = Math.min(through, record.length);
	return through;
}

/**
 * The last shared step of the comparison: the step the longest run stops at. Null while any
 * run is still being recorded.
 */
export function lockstepEnd(records: readonly RunRecord<unknown>[]): number | null {
	let end = 0;
	for (const record of records) {
		if (!record.complete) return null;
		end = Math.max(end, record.length);
	}
	return end;
}

/**
 * The step the last run that ended by itself (found the goal, emptied its frontier, got stuck)
 * stops at, when some run stopped at the expansion cap instead: the span worth stepping through,
 * since past it only capped runs still move. Null while any run is being recorded, when no run
 * hit the cap (the comparison's end is then every run's own end) or when no run ended by itself.
 */
export function endedEnd(records: readonly RunRecord<unknown>[]): number | null {
	let ended: number | null = null;
	let capped = false;
	for (const record of records) {
		const result = record.result;
		if (result === null) return null;
		if (result.outcome === 'limit') capped = true;
		else ended = Math.max(ended ?? 0, record.length);
	}
	return capped ? ended : null;
}

/** Sentence for a stopped run, for the column's status line. */
export function outcomeText(
	view: RunView<unknown>,
	cap: number = COMPARE_MAX_EXPANSIONS
): MessageRef {
	if (!view.done) return message('lesson_outcome_searching', {});
	const at = view.doneAt ?? 0;
	switch (view.outcome) {
		case 'goal':
			return message('lesson_outcome_goal', {
				at,
				moves: message('lesson_count_moves', { count: view.pathLength ?? 0 })
			});
		case 'limit':
			return message('lesson_outcome_limit', {
				at,
				expansions: message('lesson_count_expansions', { count: cap })
			});
		case 'exhausted':
			return message('lesson_outcome_exhausted', { at });
		default:
			return message('lesson_outcome_stuck', { at });
	}
}
