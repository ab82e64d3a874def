/**
 * Numbers for the greedy best-first lesson, computed with the engine rather than typed: greedy
 * best-first against A* on a few boards, the never-backtracking greedy walk step by step (where
 * it gets stuck and why), and how often the walk gets stuck over many seeded random boards.
 * Components only draw what these functions return.
 */

import { scaleLinear } from 'd3-scale';
import { UDLR, type Board, type Direction } from '../puzzle/board';
import { readTypedBoard, type TypedBoard } from '../puzzle/board-entry';
import { goalBoard } from '../puzzle/goal';
import { formatBoard } from '../puzzle/notation';
import { randomSolvableBoard, randomWalk } from '../puzzle/scramble';
import type { AlgorithmName } from '../search/algorithms';
import type { ExpandEvent, Outcome } from '../search/events';
import { ENGINE_MAX_EXPANSIONS } from '../search/options';
import { boardOfTileState } from '../domains/tile';
import type { TileState } from '../search/tile-state';
import { openSearch, solveSearch, type RunConfig } from '../player';
import { chartFrame, type ChartFrame } from './chart-frame';
import { message, type MessageRef } from '../messages';

/** The boards the comparison table starts with: seed 000's, two of its neighbours, the two hardest. */
export const COMPARISON_BOARDS: readonly string[] = Object.freeze([
	'75126348_',
	'1234_5678',
	'42_713856',
	'86421357_',
	'867254301',
	'647850321'
]);

/** Boards the lesson widgets accept: up to 3×3, so an A* or a uniform-cost run stays small. */
export const LESSON_MAX_SIDE = 3;

/**
 * A board typed by the reader, checked for what the lesson's searches need: it reads, has at
 * most three rows and three columns, and can reach the blank-last goal (lesson 3's parity test).
 */
export function readLessonBoard(text: string): TypedBoard {
	return readTypedBoard(text, { maxSide: LESSON_MAX_SIDE });
}

/** A board in the one-character notation (`75126348_`), which every lesson board fits. */
export function compact(board: Board): string {
	return formatBoard(board, 'compact');
}

export interface WalkSummary {
	readonly outcome: Outcome;
	/** Moves walked: to the goal, or until stuck. */
	readonly moves: number;
}

export interface ComparisonRow {
	readonly board: string;
	/** A*'s path length: the optimum, since Manhattan distance never overestimates. */
	readonly optimal: number;
	readonly astarExpanded: number;
	readonly greedyLength: number;
	readonly greedyExpanded: number;
	readonly walk: WalkSummary;
}

/**
 * `algorithm` on `board` to the blank-last goal with Manhattan distance, children in
 * `childOrder`, the engine's defaults otherwise. The cap is the engine's, not the page's
 * (openSearch's default): no search of a 3×3 board without repeated states expands more than its
 * 181,440 boards, so every run here ends by itself, however hard the board.
 */
function lessonConfig(
	algorithm: AlgorithmName,
	board: Board,
	childOrder: readonly Direction[] = UDLR
): RunConfig {
	return {
		algorithm,
		problem: 'tile',
		spec: { board, heuristic: 'manhattan', childOrder },
		options: { maxExpansions: ENGINE_MAX_EXPANSIONS }
	};
}

/**
 * Greedy best-first (f = h), A* (f = g + h) and the greedy walk on one board, with Manhattan
 * distance and the engine's defaults (graph search, FIFO ties, child order UDLR). Both frontier
 * searches always reach the goal of a solvable board: the state space is finite and their
 * explored set stops them going round in circles.
 */
export function comparisonRow(board: Board): ComparisonRow {
	const astar = solveSearch(lessonConfig('astar', board));
	const greedy = solveSearch(lessonConfig('greedy', board));
	if (astar.cost === null || greedy.cost === null) {
		// A programmer's error, named by a code: no reader sees it.
		throw new Error(`unsolved-lesson-board: ${compact(board)}`);
	}
	return {
		board: compact(board),
		optimal: astar.cost,
		astarExpanded: astar.stats.expanded,
		greedyLength: greedy.cost,
		greedyExpanded: greedy.stats.expanded,
		walk: walkSummary(board)
	};
}

/** The greedy walk's fate on one board, child order UDLR unless given. */
export function walkSummary(board: Board, childOrder: readonly Direction[] = UDLR): WalkSummary {
	const result = solveSearch(lessonConfig('walk', board, childOrder));
	return { outcome: result.outcome, moves: result.actions.length };
}

/** One neighbour of the board where the walk stopped. */
export interface StuckNeighbour {
	readonly action: Direction;
	readonly board: string;
	readonly h: number;
	/** The walk stood on it after this many moves. */
	readonly visitedAt: number;
}

export interface WalkTrace {
	readonly start: string;
	readonly childOrder: string;
	readonly outcome: Outcome;
	/** The shortest solution's length (A* with Manhattan distance), for comparison. */
	readonly optimal: number | null;
	/** The board after each move, the start first (compact notation). */
	readonly boards: readonly string[];
	/** Manhattan distance of each of those boards. */
	readonly h: readonly number[];
	/** When stuck: every neighbour of the last board, each already walked on. */
	readonly neighbours: readonly StuckNeighbour[];
}

/**
 * The walk from `board` step by step, from the engine's events: the boards it stood on with
 * their h, and, when it is stuck, why: each neighbour of its last board and when it was there.
 * The walk's node ids are its step numbers, so a child's `existing` id is that step.
 */
export function walkTrace(board: Board, childOrder: readonly Direction[] = UDLR): WalkTrace {
	const { run } = openSearch<TileState>(lessonConfig('walk', board, childOrder));
	const toBoard = (state: TileState): Board => boardOfTileState(state, board.rows, board.cols);
	let last: ExpandEvent<TileState> | null = null;
	let step = run.next();
	for (; !step.done; step = run.next()) {
		if (step.value.type === 'expand') last = step.value;
	}
	const result = step.value;
	const neighbours =
		result.outcome === 'stuck' && last !== null
			? last.children.map((child) => ({
					action: child.action as Direction,
					board: compact(toBoard(child.state)),
					h: child.h,
					visitedAt: child.existing ?? -1
				}))
			: [];
	return {
		start: compact(board),
		childOrder: childOrder.map((direction) => direction[0]).join(''),
		outcome: result.outcome,
		optimal: solveSearch(lessonConfig('astar', board, childOrder)).cost,
		boards: result.path.map((node) => compact(toBoard(node.state))),
		h: result.path.map((node) => node.h),
		neighbours
	};
}

/** The 24 child orders, UDLR first, as four letters. */
export const CHILD_ORDERS: readonly string[] = Object.freeze(orders(['U', 'D', 'L', 'R']));

function orders(letters: readonly string[]): string[] {
	if (letters.length <= 1) return [...letters];
	return letters.flatMap((first, i) =>
		orders([...letters.slice(0, i), ...letters.slice(i + 1)]).map((rest) => first + rest)
	);
}

const LETTER: Readonly<Record<string, Direction>> = { U: 'Up', D: 'Down', L: 'Left', R: 'Right' };

/** Four letters such as `LDUR` as the directions they name. */
export function childOrderOf(letters: string): Direction[] {
	return [...letters].map((letter) => LETTER[letter]);
}

/** A population of random boards for the stuck count: scrambles of a given length, or uniform. */
export interface StuckSample {
	readonly id: string;
	/** Random moves from the goal, or null for boards drawn uniformly from the solvable half. */
	readonly scramble: number | null;
}

export const STUCK_SAMPLES: readonly StuckSample[] = Object.freeze([
	{ id: 'walk-5', scramble: 5 },
	{ id: 'walk-10', scramble: 10 },
	{ id: 'walk-20', scramble: 20 },
	{ id: 'walk-40', scramble: 40 },
	{ id: 'uniform', scramble: null }
]);

/**
 * Board `index` of a sample, the same on every machine: the seed names the sample and the
 * index. A scramble walks the blank without revisiting a board (scramble.ts), so a board k
 * moves out is at most k moves from the goal, often fewer.
 */
export function sampleBoard(sample: StuckSample, index: number): Board {
	const goal = goalBoard(3, 3, 'blank-last');
	const seed = `lesson-07/${sample.id}/${index}`;
	return sample.scramble === null
		? randomSolvableBoard(goal, seed)
		: randomWalk(goal, sample.scramble, seed).board;
}

export interface StuckTally {
	readonly boards: number;
	readonly stuck: number;
	readonly reached: number;
	/** Moves of the walks that reached the goal, added up (for the mean). */
	readonly reachedMoves: number;
}

export const EMPTY_TALLY: StuckTally = Object.freeze({
	boards: 0,
	stuck: 0,
	reached: 0,
	reachedMoves: 0
});

/** The tally after walking from boards `from` .. `to` − 1 of a sample. */
export function tallyWalks(
	sample: StuckSample,
	from: number,
	to: number,
	tally: StuckTally = EMPTY_TALLY
): StuckTally {
	let { boards, stuck, reached, reachedMoves } = tally;
	for (let index = from; index < to; index++) {
		const walk = walkSummary(sampleBoard(sample, index));
		boards++;
		if (walk.outcome === 'stuck') stuck++;
		else if (walk.outcome === 'goal') {
			reached++;
			reachedMoves += walk.moves;
		}
	}
	return { boards, stuck, reached, reachedMoves };
}

/** A share as a percentage with one decimal, e.g. "58.7%"; a dash before anything is counted. */
export function percent(part: number, whole: number): MessageRef {
	return whole === 0
		? message('lesson_dash', {})
		: message('lesson_percent', { percent: (100 * part) / whole });
}

export const WALK_CHART_SIZE = {
	width: 560,
	height: 180,
	left: 36,
	right: 12,
	top: 12,
	bottom: 34
};

export interface WalkChart extends ChartFrame {
	/** The SVG path of h against moves. */
	readonly line: string;
	/** x of each move, y of each h, for markers. */
	readonly xs: readonly number[];
	readonly ys: readonly number[];
	readonly xTicks: readonly { readonly value: number; readonly at: number }[];
	readonly yTicks: readonly { readonly value: number; readonly at: number }[];
}

/**
 * The walk's h after each move, as a line: moves across, h up (0 at the bottom is the goal).
 * `width` is the drawing's width in CSS pixels, so that labels keep their size on a phone.
 */
export function walkChart(h: readonly number[], width: number = WALK_CHART_SIZE.width): WalkChart {
	const frame = chartFrame(WALK_CHART_SIZE, width);
	const { left, right, top, bottom } = frame;
	const x = scaleLinear()
		.domain([0, Math.max(1, h.length - 1)])
		.range([left, right]);
	const y = scaleLinear()
		.domain([0, Math.max(4, ...h)])
		.range([bottom, top])
		.nice();
	const xs = h.map((_, i) => x(i));
	const ys = h.map((value) => y(value));
	const line = xs
		.map((at, i) => `${i === 0 ? 'M' : 'L'}${at.toFixed(1)},${ys[i].toFixed(1)}`)
		.join('');
	return {
		...frame,
		line,
		xs,
		ys,
		xTicks: x
			.ticks(6)
			.filter(Number.isInteger)
			.map((value) => ({ value, at: x(value) })),
		yTicks: y
			.ticks(4)
			.filter(Number.isInteger)
			.map((value) => ({ value, at: y(value) }))
	};
}
