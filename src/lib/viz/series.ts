import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

/**
 * The small chart of seed 004: the depth and the f of each expanded node against the expansion
 * index. Breadth-first search climbs in steps, depth-first search saws up and down, A* keeps f
 * nearly flat. Two panels share the expansion axis, depth above and f below, each with its own
 * scale (on the road map f counts kilometres while depth counts roads). Numbers and path strings
 * only; the component draws axes and lines.
 */

/**
 * Depth and f of each expanded node as columns, not an object per expansion: entry i is the
 * run's expansion i + 1. A run of a million expansions is a few megabytes of typed arrays, and
 * the chart reads only the first `count` entries (the arrays may hold more).
 */
export interface ExpansionSeries {
	readonly count: number;
	readonly depth: ArrayLike<number>;
	readonly f: ArrayLike<number>;
}

export const EMPTY_SERIES: ExpansionSeries = Object.freeze({ count: 0, depth: [], f: [] });

export interface ChartMargin {
	readonly top: number;
	readonly right: number;
	readonly bottom: number;
	readonly left: number;
}

export interface SeriesChartSize {
	readonly width: number;
	readonly height: number;
	/** Room for the axes' labels. Default DEFAULT_CHART_MARGIN. */
	readonly margin?: ChartMargin;
	/** Space between the two panels. Default 12. */
	readonly panelGap?: number;
	/** About how many ticks per axis (d3's `ticks(count)` hint). Default 5 and 3. */
	readonly xTickCount?: number;
	readonly yTickCount?: number;
}

export const DEFAULT_CHART_MARGIN: ChartMargin = Object.freeze({
	top: 8,
	right: 8,
	bottom: 20,
	left: 32
});

export interface ChartAxis {
	readonly domain: readonly [number, number];
	readonly range: readonly [number, number];
	readonly ticks: readonly number[];
}

export interface SeriesPanel {
	/** The panel's y axis; its range runs bottom to top in SVG pixels. */
	readonly y: ChartAxis;
	/** The line through every point; '' when there are none. */
	readonly path: string;
	/** Where the only point is, when there is just one: a single point draws no visible line. */
	readonly dot: { readonly x: number; readonly y: number } | null;
}

export interface SeriesChart {
	readonly x: ChartAxis;
	readonly depth: SeriesPanel;
	readonly f: SeriesPanel;
}

/**
 * Lays out the chart for the first `series.count` expansions in a `size.width`×`size.height` box.
 * The x domain runs from the first expansion to the last, widened to one expansion when there
 * is a single point and [0, 1] when there are none; y domains start at 0 and are made nice.
 * Expansion and depth ticks are whole numbers only.
 */
export function layoutSeries(series: ExpansionSeries, size: SeriesChartSize): SeriesChart {
	const margin = size.margin ?? DEFAULT_CHART_MARGIN;
	const gap = size.panelGap ?? 12;
	const xTickCount = size.xTickCount ?? 5;
	const yTickCount = size.yTickCount ?? 3;
	const panelHeight = (size.height - margin.top - margin.bottom - gap) / 2;
	const { count } = series;

	const first = count === 0 ? 0 : 1;
	const last = count === 0 ? 1 : count;
	const x = scaleLinear()
		.domain([first, Math.max(last, first + 1)])
		.range([margin.left, size.width - margin.right]);

	const depthTop = margin.top;
	const fTop = margin.top + panelHeight + gap;
	const depthY = panelScale(largest(series.depth, count), depthTop, panelHeight, yTickCount);
	const fY = panelScale(largest(series.f, count), fTop, panelHeight, yTickCount);

	return {
		x: axis(x, wholeTicks(x, xTickCount)),
		depth: panel(series.depth, count, x, depthY, wholeTicks(depthY, yTickCount)),
		f: panel(series.f, count, x, fY, fY.ticks(yTickCount))
	};
}

/** The largest of the first `count` values; undefined when there are none. */
function largest(values: ArrayLike<number>, count: number): number | undefined {
	if (count === 0) return undefined;
	let found = values[0];
	for (let i = 1; i < count; i++) if (values[i] > found) found = values[i];
	return found;
}

/** A y scale from 0 (at the panel's bottom) to the largest value, rounded up to a nice tick. */
function panelScale(
	largest: number | undefined,
	top: number,
	height: number,
	tickCount: number
): ScaleLinear<number, number> {
	return scaleLinear()
		.domain([0, largest === undefined || largest <= 0 ? 1 : largest])
		.range([top + height, top])
		.nice(tickCount);
}

function wholeTicks(scale: ScaleLinear<number, number>, count: number): number[] {
	return scale.ticks(count).filter(Number.isInteger);
}

function axis(scale: ScaleLinear<number, number>, ticks: readonly number[]): ChartAxis {
	const [d0, d1] = scale.domain();
	const [r0, r1] = scale.range();
	return { domain: [d0, d1], range: [r0, r1], ticks };
}

function panel(
	values: ArrayLike<number>,
	count: number,
	x: ScaleLinear<number, number>,
	y: ScaleLinear<number, number>,
	ticks: readonly number[]
): SeriesPanel {
	// A tenth of a pixel is finer than any screen shows, and short numbers write much faster
	// than full doubles: a chart of 50,000 expansions is redrawn at every step.
	const path = line<number>()
		.digits(1)
		.x((i) => x(i + 1))
		.y((i) => y(values[i]));
	const [left, right] = x.range();
	const drawn = pixelExtremes(values, count, x, Math.abs(right - left));
	return {
		y: axis(y, ticks),
		path: path(drawn) ?? '',
		dot: count === 1 ? { x: x(1), y: y(values[0]) } : null
	};
}

/**
 * The indexes of the entries a line through the first `count` of `values` needs at the chart's
 * resolution (entry i is drawn at `x(i + 1)`), in order. Past a few points per pixel column, a
 * column's line is drawn by its first and last points and its lowest and highest (the M4
 * reduction of Jugel et al., 2014), so the path has at most four points per column, whatever
 * the run's length, and looks exactly the same. Fewer points are all kept.
 *
 * The scale is called once per column, not per point: a column's entries are found from where
 * the next column starts (x is increasing), so a million expansions cost a scan of the arrays.
 */
export function pixelExtremes(
	values: ArrayLike<number>,
	count: number,
	x: ScaleLinear<number, number>,
	width: number
): Int32Array {
	if (count <= 4 * Math.max(1, Math.ceil(width))) {
		return Int32Array.from({ length: count }, (_, i) => i);
	}
	const column = (i: number): number => Math.floor(x(i + 1));
	const kept: number[] = [];
	for (let start = 0; start < count;) {
		const at = column(start);
		const end = columnEnd(start, at, count, x, column);
		let low = start;
		let high = start;
		for (let i = start + 1; i < end; i++) {
			const v = values[i];
			if (v < values[low]) low = i;
			if (v > values[high]) high = i;
		}
		// The column's four points in the order they come, each once.
		const order = [start, low, high, end - 1].sort((a, b) => a - b);
		for (let i = 0; i < order.length; i++) {
			if (i === 0 || order[i] !== order[i - 1]) kept.push(order[i]);
		}
		start = end;
	}
	return Int32Array.from(kept);
}

/**
 * The first entry after `start` (up to `count`) drawn in a column other than `at`: guessed
 * from the scale's inverse, then moved until it is exact, since the inverse may round.
 */
function columnEnd(
	start: number,
	at: number,
	count: number,
	x: ScaleLinear<number, number>,
	column: (i: number) => number
): number {
	let end = Math.min(count, Math.max(start + 1, Math.ceil(x.invert(at + 1)) - 1));
	while (end > start + 1 && column(end - 1) !== at) end--;
	while (end < count && column(end) === at) end++;
	return end;
}
