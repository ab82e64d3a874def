/**
 * Numbers for the weighted A* lesson: one row per weight w of f = g + w·h on one board, and the
 * chart of path length against nodes expanded. A uniform-cost row (w = 0) on a hard 3×3 board
 * expands nearly all 181,440 solvable boards, too long for one turn of the page's main thread,
 * so a row is computed by pulling the engine's generator in short slices (`WeightRun`).
 */

import { scaleLinear, scaleLog } from 'd3-scale';
import type { Board } from '../puzzle/board';
import { readWeight } from '../config/run-options';
import type { Outcome, SearchEvent, SearchResult, SearchRun } from '../search/events';
import type { TileState } from '../search/tile-state';
import { openSearch, solveSearch, type RunConfig } from '../player';
import { countText } from '../count-text';
import { chartFrame, type ChartFrame } from './chart-frame';
import { message, type MessageRef } from '../messages';

/** The weights the table starts with: uniform cost, below A*, A*, and ever greedier. */
export const DEFAULT_WEIGHTS: readonly number[] = Object.freeze([
	0, 0.5, 1, 1.25, 1.5, 2, 3, 5, 10
]);

/** Enough for uniform-cost search on any 3×3 board (181,440 solvable boards). */
export const WEIGHT_TABLE_CAP = 200_000;

/** At most this many weights in one table. */
export const MAX_WEIGHTS = 12;

export type WeightsReading = { ok: true; weights: number[] } | { ok: false; message: MessageRef };

/**
 * Weights typed by the reader, separated by commas or spaces: each a number 0 or more (as in a
 * playground link's `w`), sorted and without repeats.
 */
export function readWeights(text: string): WeightsReading {
	const parts = text.split(/[\s,]+/).filter((part) => part !== '');
	if (parts.length === 0) return { ok: false, message: message('lesson_weights_empty', {}) };
	const weights: number[] = [];
	for (const part of parts) {
		const read = readWeight(part);
		if (!read.ok) {
			return { ok: false, message: message('lesson_weights_bad', { problem: read.why }) };
		}
		weights.push(read.value);
	}
	const unique = [...new Set(weights)].sort((a, b) => a - b);
	if (unique.length > MAX_WEIGHTS) {
		return {
			ok: false,
			message: message('lesson_weights_too_many', { max: MAX_WEIGHTS, got: unique.length })
		};
	}
	return { ok: true, weights: unique };
}

/** The weights as a reader would type them, e.g. "0, 0.5, 1". */
export function formatWeights(weights: readonly number[]): string {
	return weights.join(', ');
}

export interface WeightRow {
	readonly weight: number;
	readonly outcome: Outcome;
	/** Path length; null when the cap stopped the run. */
	readonly cost: number | null;
	readonly expanded: number;
	readonly maxFrontier: number;
	/** Time spent computing the row in this page, in milliseconds (slices added up). */
	readonly milliseconds: number;
}

/** The path length over the optimum, e.g. 1.1; null when either is unknown. */
export function ratioToOptimal(row: WeightRow, optimal: number | null): number | null {
	if (row.cost === null || optimal === null) return null;
	return optimal === 0 ? 1 : row.cost / optimal;
}

/**
 * The guarantee for weight w with an admissible h: w ≤ 1 finds an optimal path, w > 1 a path
 * at most w times the optimum.
 */
export function costBound(weight: number, optimal: number): number {
	return Math.max(1, weight) * optimal;
}

/** Weighted A* with Manhattan distance on `board`, as the table runs it. */
function weightedConfig(board: Board, weight: number): RunConfig {
	return {
		algorithm: 'wastar',
		problem: 'tile',
		spec: { board, heuristic: 'manhattan' },
		options: { weight, maxExpansions: WEIGHT_TABLE_CAP }
	};
}

/** The table's run for one weight, not yet started. */
export function weightedRun(board: Board, weight: number): SearchRun<TileState> {
	return openSearch<TileState>(weightedConfig(board, weight)).run;
}

/** The same run without events, for tests and for the optimum: the result `weightedRun` returns. */
export function weightedSolve(board: Board, weight: number): SearchResult<TileState> {
	return solveSearch<TileState>(weightedConfig(board, weight));
}

export function rowOf(
	weight: number,
	result: SearchResult<TileState>,
	milliseconds: number
): WeightRow {
	return {
		weight,
		outcome: result.outcome,
		cost: result.cost,
		expanded: result.stats.expanded,
		maxFrontier: result.stats.maxFrontier,
		milliseconds
	};
}

/**
 * One weight's run, computed a slice at a time: `advance` pulls expansions from the generator
 * until `budgetMs` have passed and returns the row once the run has ended, null before. The
 * clock is read every 64 events, since reading it costs about as much as an expansion.
 */
export class WeightRun {
	private readonly run: SearchRun<TileState>;
	private spent = 0;
	private row: WeightRow | null = null;

	constructor(
		board: Board,
		readonly weight: number,
		private readonly now: () => number = () => performance.now()
	) {
		this.run = weightedRun(board, weight);
	}

	advance(budgetMs: number): WeightRow | null {
		if (this.row !== null) return this.row;
		const started = this.now();
		let step: IteratorResult<SearchEvent<TileState>, SearchResult<TileState>>;
		for (let pulled = 1; ; pulled++) {
			step = this.run.next();
			if (step.done) break;
			if (pulled % 64 === 0 && this.now() - started >= budgetMs) break;
		}
		this.spent += this.now() - started;
		if (step.done) this.row = rowOf(this.weight, step.value, this.spent);
		return this.row;
	}
}

export interface ChartPoint {
	/** The weights whose runs landed here: equal counts and lengths share one point. */
	readonly weights: readonly number[];
	readonly x: number;
	readonly y: number;
	readonly expanded: number;
	readonly cost: number;
}

/** A label for one point or for a cluster of points too close to label apart. */
export interface ChartLabel {
	readonly x: number;
	readonly y: number;
	readonly text: string;
	/** Right-aligned to its point near the right edge, so it stays inside the drawing. */
	readonly anchor: 'start' | 'end';
}

export interface ChartTick {
	readonly value: number;
	readonly at: number;
	readonly label: string;
}

export interface WeightChart extends ChartFrame {
	readonly points: readonly ChartPoint[];
	readonly labels: readonly ChartLabel[];
	readonly xTicks: readonly ChartTick[];
	readonly yTicks: readonly ChartTick[];
	/** Where the optimal length's line is drawn; null when the optimum is unknown. */
	readonly optimalY: number | null;
}

export const CHART_SIZE = { width: 560, height: 260, left: 48, right: 36, top: 14, bottom: 40 };

/**
 * The speed-against-length chart: nodes expanded on a log scale (the rows span three orders of
 * magnitude), path length on a linear scale from the optimum's neighbourhood up. Rows the cap
 * stopped have no length and are left out. `width` is the drawing's width in CSS pixels, so
 * labels keep their size on a phone. Pure numbers: the component draws them.
 */
export function weightChart(
	rows: readonly WeightRow[],
	optimal: number | null,
	width: number = CHART_SIZE.width
): WeightChart {
	const frame = chartFrame(CHART_SIZE, width);
	const { left, right, top, bottom } = frame;
	const solved = rows.filter(
		(row): row is WeightRow & { cost: number } => row.cost !== null && row.expanded > 0
	);
	const expansions = solved.map((row) => row.expanded);
	const costs = solved.map((row) => row.cost);
	const xDomain = [Math.min(10, ...expansions), Math.max(1000, ...expansions)];
	const low = Math.min(optimal ?? Infinity, ...costs);
	const high = Math.max(optimal ?? -Infinity, ...costs);
	const x = scaleLog().domain(xDomain).range([left, right]).nice();
	const y = scaleLinear()
		.domain([
			Number.isFinite(low) ? Math.max(0, low - 2) : 0,
			Number.isFinite(high) ? high + 2 : 10
		])
		.range([bottom, top])
		.nice();
	const points = pointsOf(solved).map((point) => ({
		...point,
		x: x(point.expanded),
		y: y(point.cost)
	}));
	const [xLow, xHigh] = x.domain();
	const xTicks: ChartTick[] = [];
	for (let power = 1; power <= xHigh; power *= 10) {
		if (power >= xLow) xTicks.push({ value: power, at: x(power), label: countText(power) });
	}
	return {
		...frame,
		points,
		labels: labelsOf(points, right),
		xTicks,
		yTicks: y.ticks(5).map((value) => ({ value, at: y(value), label: String(value) })),
		optimalY: optimal === null ? null : y(optimal)
	};
}

/** One point per distinct (nodes expanded, path length), listing the weights that share it. */
function pointsOf(
	rows: readonly (WeightRow & { cost: number })[]
): { weights: number[]; expanded: number; cost: number }[] {
	const points = new Map<string, { weights: number[]; expanded: number; cost: number }>();
	for (const row of rows) {
		const key = `${row.expanded}/${row.cost}`;
		const point = points.get(key);
		if (point === undefined) {
			points.set(key, { weights: [row.weight], expanded: row.expanded, cost: row.cost });
		} else point.weights.push(row.weight);
	}
	return [...points.values()];
}

/** A label's width in pixels, estimated from its length at the chart's 12px font. */
function labelWidth(text: string): number {
	return text.length * 6.6 + 8;
}

const labelText = (weights: readonly number[]): string =>
	`w = ${[...weights].sort((a, b) => a - b).join(', ')}`;

/**
 * Labels "w = …" for the points, left to right. A label goes above its point, or below it when
 * the slot above is taken by the previous label on that row; when both are taken, the point's
 * weights join the label above, so runs with similar counts never print over each other.
 */
function labelsOf(points: readonly ChartPoint[], right: number): ChartLabel[] {
	interface Slot {
		weights: number[];
		first: ChartPoint;
		last: ChartPoint;
		below: boolean;
	}
	const slots: Slot[] = [];
	const occupied = (point: ChartPoint, below: boolean): Slot | undefined =>
		slots.find(
			(slot) =>
				slot.below === below &&
				Math.abs(slot.first.y - point.y) < 2 &&
				point.x - slot.first.x < labelWidth(labelText(slot.weights))
		);
	for (const point of [...points].sort((a, b) => a.x - b.x)) {
		const above = occupied(point, false);
		if (above === undefined) {
			slots.push({ weights: [...point.weights], first: point, last: point, below: false });
		} else if (occupied(point, true) === undefined) {
			slots.push({ weights: [...point.weights], first: point, last: point, below: true });
		} else {
			above.weights.push(...point.weights);
			above.last = point;
		}
	}
	return slots.map((slot) => {
		const text = labelText(slot.weights);
		const anchor = slot.first.x + labelWidth(text) > right + 30 ? 'end' : 'start';
		return {
			x: anchor === 'end' ? slot.last.x + 4 : slot.first.x - 4,
			y: slot.below ? slot.first.y + 19 : slot.first.y - 9,
			text,
			anchor
		};
	});
}
