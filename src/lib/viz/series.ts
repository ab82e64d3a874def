import { max } from 'd3-array';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

/**
 * The small chart of seed 004: the depth and the f of each expanded node against the expansion
 * index. Breadth-first search climbs in steps, depth-first search saws up and down, A* keeps f
 * nearly flat. Two panels share the expansion axis, depth above and f below, each with its own
 * scale (on the road map f counts kilometres while depth counts roads). Numbers and path strings
 * only; the component draws axes and lines.
 */

export interface SeriesPoint {
	/** 1 for the first expansion of the run. */
	readonly expansion: number;
	readonly depth: number;
	readonly f: number;
}

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
 * Lays out the chart for `points` (in expansion order) in a `size.width`×`size.height` box.
 * The x domain runs from the first expansion to the last, widened to one expansion when there
 * is a single point and [0, 1] when there are none; y domains start at 0 and are made nice.
 * Expansion and depth ticks are whole numbers only.
 */
export function layoutSeries(points: readonly SeriesPoint[], size: SeriesChartSize): SeriesChart {
	const margin = size.margin ?? DEFAULT_CHART_MARGIN;
	const gap = size.panelGap ?? 12;
	const xTickCount = size.xTickCount ?? 5;
	const yTickCount = size.yTickCount ?? 3;
	const panelHeight = (size.height - margin.top - margin.bottom - gap) / 2;

	const first = points.length === 0 ? 0 : points[0].expansion;
	const last = points.length === 0 ? 1 : points[points.length - 1].expansion;
	const x = scaleLinear()
		.domain([first, Math.max(last, first + 1)])
		.range([margin.left, size.width - margin.right]);

	const depthTop = margin.top;
	const fTop = margin.top + panelHeight + gap;
	const depthY = panelScale(
		max(points, (p) => p.depth),
		depthTop,
		panelHeight,
		yTickCount
	);
	const fY = panelScale(
		max(points, (p) => p.f),
		fTop,
		panelHeight,
		yTickCount
	);

	return {
		x: axis(x, wholeTicks(x, xTickCount)),
		depth: panel(points, x, depthY, (p) => p.depth, wholeTicks(depthY, yTickCount)),
		f: panel(points, x, fY, (p) => p.f, fY.ticks(yTickCount))
	};
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
	points: readonly SeriesPoint[],
	x: ScaleLinear<number, number>,
	y: ScaleLinear<number, number>,
	value: (point: SeriesPoint) => number,
	ticks: readonly number[]
): SeriesPanel {
	// A tenth of a pixel is finer than any screen shows, and short numbers write much faster
	// than full doubles: a chart of 50,000 expansions is redrawn at every step.
	const path = line<SeriesPoint>()
		.digits(1)
		.x((p) => x(p.expansion))
		.y((p) => y(value(p)));
	const [left, right] = x.range();
	const drawn = pixelExtremes(points, x, value, Math.abs(right - left));
	return {
		y: axis(y, ticks),
		path: path(drawn) ?? '',
		dot: points.length === 1 ? { x: x(points[0].expansion), y: y(value(points[0])) } : null
	};
}

/**
 * The points a line through `points` needs at the chart's resolution. Past a few points per
 * pixel column, a column's line is drawn by its first and last points and its lowest and
 * highest (the M4 reduction of Jugel et al., 2014), so the path has at most four points per
 * column, whatever the run's length, and looks exactly the same. Fewer points are kept as they are.
 */
export function pixelExtremes(
	points: readonly SeriesPoint[],
	x: ScaleLinear<number, number>,
	value: (point: SeriesPoint) => number,
	width: number
): readonly SeriesPoint[] {
	if (points.length <= 4 * Math.max(1, Math.ceil(width))) return points;
	const kept: SeriesPoint[] = [];
	let column = Number.NaN;
	let first = 0;
	let low = 0;
	let high = 0;
	let last = 0;
	const flush = (): void => {
		// The column's four points in the order they come, each once.
		const order = [first, low, high, last].sort((a, b) => a - b);
		for (let i = 0; i < order.length; i++) {
			if (i === 0 || order[i] !== order[i - 1]) kept.push(points[order[i]]);
		}
	};
	for (let i = 0; i < points.length; i++) {
		const at = Math.floor(x(points[i].expansion));
		if (at !== column) {
			if (i > 0) flush();
			column = at;
			first = low = high = last = i;
			continue;
		}
		last = i;
		const v = value(points[i]);
		if (v < value(points[low])) low = i;
		if (v > value(points[high])) high = i;
	}
	if (points.length > 0) flush();
	return kept;
}
