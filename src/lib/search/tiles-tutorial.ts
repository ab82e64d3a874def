/**
 * The tiles.py tutorial (seed 000), reproduced exactly: its priority-queue search
 * (tilesSearch.py, f = moves + ratio × Manhattan distance) and its greedy walk (tilesGreedy.py),
 * with the bookkeeping that makes their printed counts come out. In the engine's terms:
 *
 * - the problem: goal 1, 2, …, 8 with the blank last (`12345678_`), h = Manhattan distance,
 *   children Up, Left, Right, Down. The tutorial lists, for each cell of the blank, the cells a
 *   tile may come from in increasing order (one cell lists them otherwise); with the tie-break
 *   below the order of children changes nothing but the order they are reported in, and with
 *   this goal the goal child is always the last one generated.
 * - the search is weighted A* with w = the ratio (w = 0 orders by moves alone, like breadth-first
 *   search); its queue holds (f, g, board) records, so equal f leave it lower g first, then the
 *   board that reads first as text: tie-break 'low-g-text'.
 * - a child is tested against the goal when it is generated: goal test 'on-generation'.
 * - a child whose board was ever generated before is dropped, with no priority update; but the
 *   start board is never recorded, so it comes back two moves in and is expanded a second time:
 *   duplicates 'graph-except-start'. That second expansion is one of the counted expansions.
 * - "left in the queue" counts the goal too: the program queues the goal child before it stops,
 *   where the engine ends the run on it, so the report adds 1 to the frontier's size.
 * - the printed number of "moves" is the number of boards on the path, the start included.
 * - the walk steps to the child of lowest h that it has never generated before (taken or not),
 *   ties to the board that reads first as text: duplicates 'graph', tie-break 'low-g-text'.
 *
 * One case differs: a start board that is already the goal. The engine stops at once (the goal
 * test on generation tests the root); the tutorial's search never tests its start and would find
 * the goal again two moves later.
 */

import type { Board, Direction } from '../puzzle/board';
import type { HeuristicName } from '../puzzle/heuristics';
import { formatBoard } from '../puzzle/notation';
import { ALGORITHMS } from './algorithms';
import { DEFAULT_WEIGHT } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { withoutUndefined, type SearchOptions } from './options';
import { tileProblem, type TileProblem } from './tile-problem';
import type { TileState } from './tile-state';

/** The preset's name, as links (`preset=`) and the command line (`--format`) write it. */
export const TILES_TUTORIAL = 'tiles-tutorial';

/** The tutorial's two programs: the priority-queue search and the greedy walk. */
export type TilesTutorialProgram = 'search' | 'greedy';

/** The engine's algorithm for each program; the search's ratio is weighted A*'s w. */
export const TILES_TUTORIAL_ALGORITHMS = Object.freeze({
	search: 'wastar',
	greedy: 'walk'
} as const);

/** The program an engine algorithm stands for under the preset, or null for any other. */
export function tilesTutorialProgram(algorithm: string): TilesTutorialProgram | null {
	if (algorithm === TILES_TUTORIAL_ALGORITHMS.search) return 'search';
	if (algorithm === TILES_TUTORIAL_ALGORITHMS.greedy) return 'greedy';
	return null;
}

/** The blank's moves in the order the tutorial's move table lists them. */
export const TILES_TUTORIAL_CHILD_ORDER: readonly Direction[] = Object.freeze([
	'Up',
	'Left',
	'Right',
	'Down'
]);

/** The options each program runs with (any weight given to the search is its ratio). */
export const TILES_TUTORIAL_OPTIONS: Readonly<Record<TilesTutorialProgram, SearchOptions>> =
	Object.freeze({
		search: Object.freeze({
			tieBreak: 'low-g-text',
			duplicates: 'graph-except-start',
			goalTest: 'on-generation'
		}),
		greedy: Object.freeze({ tieBreak: 'low-g-text', duplicates: 'graph' })
	});

/** tilesSearch.py's ratio when none is given: 2, which is also weighted A*'s default w. */
export const TILES_TUTORIAL_RATIO = DEFAULT_WEIGHT;

/** The tutorial's heuristic, whatever the site's default: tiles.py scores boards by Manhattan distance. */
export const TILES_TUTORIAL_HEURISTIC: HeuristicName = 'manhattan';

/** The tutorial's problem: blank-last goal, Manhattan distance, its child order. */
export function tilesTutorialProblem(board: Board): TileProblem {
	return tileProblem(board, {
		goal: 'blank-last',
		heuristic: TILES_TUTORIAL_HEURISTIC,
		childOrder: TILES_TUTORIAL_CHILD_ORDER
	});
}

/** The run's options: the program's, with the caller's cap and (for the search) ratio as w. */
export function tilesTutorialOptions(
	program: TilesTutorialProgram,
	options: SearchOptions = {}
): SearchOptions {
	const { maxExpansions, weight } = withoutUndefined(options);
	return withoutUndefined({
		...TILES_TUTORIAL_OPTIONS[program],
		maxExpansions,
		weight: program === 'search' ? (weight ?? TILES_TUTORIAL_RATIO) : undefined
	});
}

/** Runs `program` under the tutorial's rules; of `options` only the cap and the ratio (w) count. */
export function tilesTutorialRun(
	program: TilesTutorialProgram,
	board: Board,
	options: SearchOptions = {}
): SearchRun<TileState> {
	const algorithm = ALGORITHMS[TILES_TUTORIAL_ALGORITHMS[program]];
	return algorithm.run(tilesTutorialProblem(board), tilesTutorialOptions(program, options));
}

/** The same run's result without events. */
export function tilesTutorialSolve(
	program: TilesTutorialProgram,
	board: Board,
	options: SearchOptions = {}
): SearchResult<TileState> {
	const algorithm = ALGORITHMS[TILES_TUTORIAL_ALGORITHMS[program]];
	return algorithm.solve(tilesTutorialProblem(board), tilesTutorialOptions(program, options));
}

/** What the tutorial's programs print, in its own counting. */
export interface TilesTutorialReport {
	readonly program: TilesTutorialProgram;
	/** The search: nodes taken off the queue (the start's second expansion included); null for the walk. */
	readonly expanded: number | null;
	/** The search: entries still queued when it stops, the goal among them; null for the walk. */
	readonly leftInQueue: number | null;
	/** The boards from the start to where the run ended, written as the tutorial writes them. */
	readonly boards: readonly string[];
	/** The tutorial's "moves": the number of boards, the start included (one more than the moves made). */
	readonly pathBoards: number;
	/** True when the walk stopped with nowhere new to go (the tutorial's "cannot move"). */
	readonly stuck: boolean;
}

/**
 * The report of a finished run of `program` on the tutorial's problem for `board`. Throws a
 * RangeError when the search did not reach the goal (the tutorial prints no counts then) or the
 * run stopped at its expansion cap.
 */
export function tilesTutorialReport(
	program: TilesTutorialProgram,
	board: Board,
	result: SearchResult<TileState>
): TilesTutorialReport {
	const solved = result.outcome === 'goal';
	if (!(solved || (program === 'greedy' && result.outcome === 'stuck'))) {
		throw new RangeError(`The run ended with outcome '${result.outcome}', not at the goal.`);
	}
	const problem = tilesTutorialProblem(board);
	const boards = result.path.map((node) => formatBoard(problem.toBoard(node.state), 'compact'));
	return {
		program,
		expanded: program === 'search' ? result.stats.expanded : null,
		// The goal child: the tutorial queues it before it stops, the engine ends the run on it.
		leftInQueue: program === 'search' ? result.stats.frontierSize + 1 : null,
		boards,
		pathBoards: boards.length,
		stuck: result.outcome === 'stuck'
	};
}

/**
 * The report in lines of `name: value`, one fact per line (our own format, not the tutorial's
 * sentences): the counts, then the path's length both ways, then the boards.
 */
export function formatTilesTutorialReport(report: TilesTutorialReport): string {
	const lines: string[] = [];
	if (report.expanded !== null) lines.push(`expanded: ${report.expanded}`);
	if (report.leftInQueue !== null) lines.push(`left_in_queue: ${report.leftInQueue}`);
	lines.push(
		`path_boards: ${report.pathBoards}`,
		`path_moves: ${report.pathBoards - 1}`,
		`outcome: ${report.stuck ? 'stuck' : 'goal'}`,
		`boards: ${report.boards.join(' ')}`
	);
	return lines.join('\n');
}
