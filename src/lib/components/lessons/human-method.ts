import { decimalText, numberText } from '$lib/components/message-split';
/**
 * What the human-method widgets show, as plain data: the board a reader asks for, the plan played
 * on it (the method of lesson 12 or the naive one), a caption for every moment, and the optimum
 * the method is measured against. The components only draw this.
 */
import type { Board } from '$lib/puzzle/board';
import { readTypedBoard, type TypedBoard } from '$lib/puzzle/board-entry';
import { goalBoard } from '$lib/puzzle/goal';
import { formatBoard } from '$lib/puzzle/notation';
import { randomSolvableBoard } from '$lib/puzzle/scramble';
import { ENGINE_MAX_EXPANSIONS } from '$lib/search/options';
import { solveSearch } from '$lib/player';
import { idaStarSolve } from '$lib/solve/ida-star';
import {
	humanFrames,
	naiveTileByTile,
	solveLikeAHuman,
	type HumanFrame,
	type HumanStep
} from '$lib/solve/human-method';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';

/** The 4×4 board the player opens on: random solvable board number 22. */
export const LESSON_BOARD = '3 10 15 11 / 1 14 9 5 / 6 13 7 4 / 8 2 _ 12';

/**
 * IDA* gives up after this many generated nodes, so the optimum never holds the page for long
 * (about 10 ms per 100,000 nodes on a 4×4 in Node). A node costs more on larger boards, so they
 * get half the budget.
 */
export const OPTIMUM_NODE_BUDGET = 300_000;

/** The node budget for a board: the full one up to 16 cells, half beyond. */
export function nodeBudget(board: Board): number {
	return board.cells.length > 16 ? OPTIMUM_NODE_BUDGET / 2 : OPTIMUM_NODE_BUDGET;
}

export type MethodName = 'human' | 'naive';

/** The sizes the random-board picker offers. */
export const RANDOM_SIZES: readonly (readonly [number, number])[] = [
	[3, 3],
	[4, 4],
	[3, 4],
	[5, 5]
];

/** The player takes boards up to 5×5: larger ones make plans of thousands of moves. */
export const MAX_SIDE = 5;

/** A board typed or pasted by the reader, in any notation; it must be able to reach the goal. */
export function readBoard(text: string): TypedBoard {
	return readTypedBoard(text, { maxSide: MAX_SIDE });
}

/** Uniform random solvable board of the size, from a seed (a link reproduces it). */
export function randomBoard(rows: number, cols: number, seed: number): Board {
	return randomSolvableBoard(goalBoard(rows, cols), seed);
}

/** A board as the reader may type it back: rows separated by slashes. */
export function boardText(board: Board): string {
	return formatBoard(board, 'rows', { rowSeparator: ' / ' });
}

/** What the player steps through: the frames, the steps they belong to, how it ends. */
export interface PlayerPlan {
	readonly method: MethodName;
	readonly steps: readonly HumanStep[];
	readonly frames: readonly HumanFrame[];
	/** The naive method's first tile it cannot place; null when the plan reaches the goal. */
	readonly stuckTile: number | null;
}

/** The plan of `method` on a solvable board. */
export function planFor(board: Board, method: MethodName): PlayerPlan {
	if (method === 'naive') {
		const attempt = naiveTileByTile(board);
		return {
			method,
			steps: attempt.steps,
			frames: humanFrames(attempt),
			stuckTile: attempt.stuckTile
		};
	}
	const solved = solveLikeAHuman(board);
	if (!solved.ok) throw new RangeError(messageText(solved.message));
	return { method, steps: solved.value.steps, frames: humanFrames(solved.value), stuckTile: null };
}

/** A list of tiles for prose: "9", "9 and 13", "11, 12 and 15". */
export function tileList(tiles: readonly number[]): string {
	if (tiles.length <= 1) return tiles.join('');
	const init = tiles.slice(0, -1).join(m.lesson_list_separator());
	return m.lesson_list_last({ init, last: String(tiles.at(-1)) });
}

/** The step's name as a heading: "Row 1: tiles 3 and 4 together". */
export function stepTitle(step: HumanStep): string {
	if (step.stage === 'one-by-one') return m.lesson_human_tile({ tile: step.tiles[0] });
	const label = messageText(step.label);
	return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What is happening during a step, in one or two sentences. */
export function stepCaption(step: HumanStep, finishing: boolean): string {
	const [first, second] = step.tiles;
	if (step.stage === 'one-by-one') {
		return m.lesson_human_one_by_one({ tile: first });
	}
	if (step.kind === 'tile') {
		return m.lesson_human_tile_home({ tile: first });
	}
	if (step.kind === 'square') {
		return m.lesson_human_square({ tiles: tileList(step.tiles) });
	}
	if (step.moves.length === 0) return m.lesson_human_pair_home({ first, second });
	if (step.stage === 'rows') {
		return finishing
			? m.lesson_human_row_trick({ first, second })
			: m.lesson_human_row_setup({ first, second });
	}
	return finishing
		? m.lesson_human_column_trick({ first, second })
		: m.lesson_human_column_setup({ first, second });
}

/** How the optimum was settled, or the lower bound proved when the search gave up. */
export type Optimum =
	| { readonly kind: 'exact'; readonly length: number; readonly by: string }
	| { readonly kind: 'bound'; readonly atLeast: number; readonly nodes: number };

/**
 * The optimal solution length of a solvable board: A* with Manhattan distance on 3×3 (its few
 * thousand expansions take milliseconds), IDA* with linear conflicts elsewhere, stopped after
 * `budget` nodes. A stopped IDA* still proves its last f bound is a lower bound.
 */
export function optimum(board: Board, budget = nodeBudget(board)): Optimum {
	if (board.rows === 3 && board.cols === 3) {
		// The engine's cap, not the page's: A* on a 3×3 board ends below it, however far the board.
		const result = solveSearch({
			algorithm: 'astar',
			problem: 'tile',
			spec: { board, heuristic: 'manhattan' },
			options: { maxExpansions: ENGINE_MAX_EXPANSIONS }
		});
		if (result.outcome === 'goal' && result.cost !== null) {
			return { kind: 'exact', length: result.cost, by: m.lesson_human_by_astar() };
		}
	}
	const goal = goalBoard(board.rows, board.cols).cells;
	const result = idaStarSolve(board.cells, board.rows, board.cols, goal, {
		heuristic: 'linear-conflict',
		maxNodes: budget
	});
	return result.outcome === 'goal'
		? { kind: 'exact', length: result.cost, by: m.lesson_human_by_ida() }
		: { kind: 'bound', atLeast: result.cost, nodes: budget };
}

/** "1,234" in the lesson's style. */
export function formatCount(value: number): string {
	return numberText(value);
}

/** The method's total against the optimum, in one sentence. */
export function comparison(moves: number, best: Optimum): string {
	if (best.kind === 'bound') {
		return m.lesson_human_bound({
			moves: m.lesson_count_moves({ count: moves }),
			nodes: m.lesson_count_nodes({ count: best.nodes }),
			atLeast: m.lesson_count_moves({ count: best.atLeast })
		});
	}
	if (best.length === 0) return m.lesson_human_already();
	const extra = moves - best.length;
	const verdict =
		extra === 0
			? m.lesson_human_shortest()
			: m.lesson_human_extra({ extra, ratio: moves / best.length });
	return m.lesson_human_compare({
		moves: m.lesson_count_moves({ count: moves }),
		best: best.length,
		by: best.by,
		verdict
	});
}

/** What the naive method achieved, once played to its end. */
export function naiveOutcome(plan: PlayerPlan, cols: number): string {
	const moves = plan.frames.length - 1;
	if (plan.stuckTile === null) {
		return m.lesson_human_naive_worked({ moves: m.lesson_count_moves({ count: moves }) });
	}
	const tile = plan.stuckTile;
	const rowEnd = tile % cols === 0;
	const why = rowEnd ? m.lesson_human_why_row_end() : m.lesson_human_why_steer();
	return m.lesson_human_stuck({ moves: m.lesson_count_moves({ count: moves }), tile }) + why;
}

/** One line of the table of random 3×3 boards. */
export interface ComparisonRow {
	readonly seed: number;
	/** The board in compact notation. */
	readonly board: string;
	readonly method: number;
	readonly optimal: number;
}

/** Random 3×3 board number `seed`: the method's moves and the optimum (A*). */
export function comparisonRow(seed: number): ComparisonRow {
	const board = randomBoard(3, 3, seed);
	const solved = solveLikeAHuman(board);
	if (!solved.ok) throw new RangeError(messageText(solved.message));
	const best = optimum(board);
	if (best.kind !== 'exact') throw new RangeError('A* always finishes on a 3×3 board');
	return {
		seed,
		board: formatBoard(board, 'compact'),
		method: solved.value.moves.length,
		optimal: best.length
	};
}

/** Totals of a table: moves of the method, optimal moves, and their ratio. */
export function comparisonTotals(rows: readonly ComparisonRow[]): {
	method: number;
	optimal: number;
	ratio: string;
} {
	const method = rows.reduce((sum, row) => sum + row.method, 0);
	const optimal = rows.reduce((sum, row) => sum + row.optimal, 0);
	return { method, optimal, ratio: optimal === 0 ? '–' : decimalText(method / optimal, 2) };
}
