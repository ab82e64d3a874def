/**
 * Numbers for the lessons on breadth-first and depth-first search, computed by the engine rather
 * than typed: how much a breadth-first search stores as the goal gets farther away, how BFS, DFS
 * and iterative deepening compare on the same boards, and how the work of iterative deepening
 * splits over its iterations.
 *
 * The long computations are generators that yield a progress report every few thousand
 * expansions, so a page can run them in slices between frames and never freeze; a test simply
 * drains them.
 */

import { readTypedBoard } from '../puzzle/board-entry';
import { ALGORITHMS, type AlgorithmName } from '../search/algorithms';
import type { SearchRun, SearchStats } from '../search/events';
import { ENGINE_MAX_EXPANSIONS, type GoalTestTiming, type SearchOptions } from '../search/options';
import type { TileState } from '../search/tile-state';
import { openSearch } from '../player';
import { message, type MessageRef } from '../messages';

/**
 * One board at each distance 0, 1, ..., 31 from the goal 12345678_: the boards along one
 * optimal path from 8672543_1, one of the two 3×3 boards that need 31 moves. Walking back along
 * an optimal path gives a board at every distance, and a test checks each one's distance.
 */
export const GROWTH_BOARDS: readonly string[] = [
	'12345678_',
	'1234567_8',
	'123456_78',
	'123_56478',
	'_23156478',
	'2_3156478',
	'23_156478',
	'23615_478',
	'23615847_',
	'2361584_7',
	'236158_47',
	'236_58147',
	'2365_8147',
	'2_6538147',
	'26_538147',
	'26853_147',
	'26853714_',
	'2685371_4',
	'268537_14',
	'268_37514',
	'2683_7514',
	'2_8367514',
	'28_367514',
	'28736_514',
	'28736451_',
	'2873645_1',
	'287364_51',
	'287_64351',
	'_87264351',
	'8_7264351',
	'8672_4351',
	'8672543_1'
];

/** Progress of a long computation, for a status line. */
export interface Progress {
	/** Runs finished so far. */
	readonly done: number;
	/** Runs in all. */
	readonly total: number;
	/** What is running now, e.g. "breadth-first search on 2683_7514". */
	readonly current: MessageRef;
}

/** How many expansions a slice runs before it reports progress (and a page may yield). */
export const EXPANSIONS_PER_REPORT = 4000;

/**
 * Drains one engine run, yielding `progress` every EXPANSIONS_PER_REPORT events, and returns
 * the run's statistics and path cost.
 */
function* drainInSlices<S>(
	run: SearchRun<S>,
	progress: Progress
): Generator<Progress, { stats: SearchStats; cost: number | null; outcome: string }> {
	let count = 0;
	for (;;) {
		const step = run.next();
		if (step.done) {
			const { stats, cost, outcome } = step.value;
			return { stats, cost, outcome };
		}
		count += 1;
		if (count % EXPANSIONS_PER_REPORT === 0) yield progress;
	}
}

/**
 * `algorithm` with `options` from the board written `text` to the blank-last goal, not yet run.
 * Its cap is the engine's, not the page's (openSearch's default): a blind search from a far board
 * may expand most of the 8-puzzle's 181,440 boards, and it is drained in slices however long.
 */
function slicedRun(
	algorithm: AlgorithmName,
	text: string,
	options: SearchOptions = {}
): SearchRun<TileState> {
	return openSearch<TileState>({
		algorithm,
		problem: 'tile',
		spec: { board: text },
		options: { maxExpansions: ENGINE_MAX_EXPANSIONS, ...options }
	}).run;
}

/** One breadth-first run from a board at a known distance from the goal. */
export interface GrowthRow {
	readonly distance: number;
	readonly board: string;
	/** Nodes taken off the queue and expanded. */
	readonly expanded: number;
	/** Nodes created (the root included): what the search holds in memory at the end. */
	readonly stored: number;
	/** The longest the queue ever was. */
	readonly maxFrontier: number;
	/** Moves in the path found. */
	readonly cost: number;
}

/**
 * Breadth-first search (graph search, children Up, Down, Left, Right) from every board of
 * GROWTH_BOARDS, with the goal test on generation or on removal. Yields progress; returns one
 * row per board, nearest first.
 */
export function* growthRows(
	goalTest: GoalTestTiming,
	boards: readonly string[] = GROWTH_BOARDS
): Generator<Progress, GrowthRow[]> {
	const rows: GrowthRow[] = [];
	for (const [distance, text] of boards.entries()) {
		const progress = {
			done: distance,
			total: boards.length,
			current: message('lesson_progress_bfs_on', { board: text })
		};
		yield progress;
		const run = slicedRun('bfs', text, { goalTest });
		const { stats, cost } = yield* drainInSlices(run, progress);
		rows.push({
			distance,
			board: text,
			expanded: stats.expanded,
			stored: stats.nodes,
			maxFrontier: stats.maxFrontier,
			cost: cost ?? -1
		});
	}
	return rows;
}

/** The three uninformed searches the depth-first lesson compares. */
export const COMPARED = ['bfs', 'dfs', 'iddfs'] as const satisfies readonly AlgorithmName[];

export type ComparedName = (typeof COMPARED)[number];

/** Boards for the comparison: 7, 10, 12, 16 and 18 moves from 12345678_. */
export const COMPARISON_BOARDS: readonly string[] = [
	'41325_786',
	'42_713856',
	'2365_8147',
	'26853714_',
	'268537_14'
];

/** One algorithm's run on one board, with its engine defaults. */
export interface ComparisonCell {
	readonly algorithm: ComparedName;
	readonly expanded: number;
	/** Moves in the path found. */
	readonly cost: number;
	/** The longest the frontier ever was. */
	readonly maxFrontier: number;
	/** States in the explored set at the end: 0 for a tree search. */
	readonly explored: number;
}

export interface ComparisonRow {
	readonly board: string;
	readonly cells: readonly ComparisonCell[];
}

/**
 * BFS, DFS and iterative deepening, each with the engine's defaults, from every board given.
 * Yields progress; returns one row per board.
 */
export function* comparisonRows(
	boards: readonly string[] = COMPARISON_BOARDS
): Generator<Progress, ComparisonRow[]> {
	const rows: ComparisonRow[] = [];
	const total = boards.length * COMPARED.length;
	for (const text of boards) {
		const cells: ComparisonCell[] = [];
		for (const algorithm of COMPARED) {
			const progress = {
				done: rows.length * COMPARED.length + cells.length,
				total,
				current: message('lesson_progress_on', {
					search: ALGORITHMS[algorithm].names.inSentence,
					board: text
				})
			};
			yield progress;
			const run = slicedRun(algorithm, text);
			const { stats, cost } = yield* drainInSlices(run, progress);
			cells.push({
				algorithm,
				expanded: stats.expanded,
				cost: cost ?? -1,
				maxFrontier: stats.maxFrontier,
				explored: stats.exploredSize
			});
		}
		rows.push({ board: text, cells });
	}
	return rows;
}

/** One iteration of iterative deepening. */
export interface IterationRow {
	/** The depth limit of this iteration. */
	readonly limit: number;
	/** Nodes expanded in this iteration alone. */
	readonly expanded: number;
	/** Nodes expanded in this iteration and all before it. */
	readonly cumulative: number;
}

export interface IterationTable {
	readonly board: string;
	readonly rows: readonly IterationRow[];
	/** Moves in the path found. */
	readonly cost: number;
	readonly total: number;
	/** Expansions of all iterations divided by those of the last one. */
	readonly overhead: number;
}

/**
 * Iterative deepening from the board written `text` (any notation) to the blank-last goal, with
 * the engine's defaults and its expansions counted per depth limit. Meant for boards a dozen
 * moves or so from the goal, which take a few thousand expansions: it runs in one go, and gives
 * up with a message rather than pass the page's cap (openSearch's, UI_MAX_EXPANSIONS). A board
 * that does not parse or cannot reach the goal gets a message too.
 */
export function iterationTable(
	text: string
): { ok: true; value: IterationTable } | { ok: false; message: MessageRef } {
	const read = readTypedBoard(text);
	if (!read.ok) {
		return {
			ok: false,
			message: message('lesson_solver_input_problem', { problem: read.message })
		};
	}
	const { run, expansionCap } = openSearch<TileState>({
		algorithm: 'iddfs',
		problem: 'tile',
		spec: { board: read.board }
	});
	const counts: number[] = [];
	const limits: number[] = [];
	let step = run.next();
	for (; !step.done; step = run.next()) {
		const event = step.value;
		if (event.type === 'iteration') {
			limits.push(event.bound);
			counts.push(0);
		} else if (event.type === 'expand') {
			counts[counts.length - 1] += 1;
		}
	}
	const result = step.value;
	if (result.outcome !== 'goal' || result.cost === null) {
		return {
			ok: false,
			message: message('lesson_deepening_too_far', {
				expansions: message('lesson_count_expansions', { count: expansionCap }),
				limit: limits[limits.length - 1]
			})
		};
	}
	let cumulative = 0;
	const rows = counts.map((expanded, i) => {
		cumulative += expanded;
		return { limit: limits[i], expanded, cumulative };
	});
	const last = counts[counts.length - 1];
	return {
		ok: true,
		value: {
			board: text.trim(),
			rows,
			cost: result.cost,
			total: cumulative,
			overhead: cumulative / last
		}
	};
}

/**
 * Nodes generated in a uniform tree of branching factor b down to depth d: once by a single
 * depth-limited pass (1 + b + ... + b^d), and by iterative deepening, which generates level i
 * in each of the d − i + 1 iterations with limit i, i + 1, ..., d.
 */
export function treeCounts(b: number, d: number): { single: number; deepening: number } {
	let single = 0;
	let deepening = 0;
	for (let i = 0; i <= d; i++) {
		single += b ** i;
		deepening += (d - i + 1) * b ** i;
	}
	return { single, deepening };
}
