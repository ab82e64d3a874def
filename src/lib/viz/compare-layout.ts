import { scaleLinear, type ScaleLinear } from 'd3-scale';

/**
 * The small frontier-size charts of a lockstep comparison, one per run: x is the shared step
 * (the same scale for every run, so the curves line up step for step), y the frontier size on
 * each run's own scale. A shared y scale flattened every chart but one whenever a depth-first
 * or breadth-first frontier ran into the tens of thousands beside an A* frontier of a few dozen;
 * each chart's ticks and the columns' peak counters say the sizes in numbers instead. Numbers
 * and path strings only; the component draws.
 */

export interface FrontierChartSize {
	readonly width: number;
	readonly height: number;
	readonly margin: {
		readonly top: number;
		readonly right: number;
		readonly bottom: number;
		readonly left: number;
	};
	/** About how many ticks on the y axis (d3's hint). Default 3. */
	readonly yTickCount?: number;
}

export interface FrontierAxis {
	readonly domain: readonly [number, number];
	readonly range: readonly [number, number];
	/** Ticks with their position along the axis, in pixels. */
	readonly ticks: readonly { readonly value: number; readonly at: number }[];
}

export interface FrontierLine {
	/** An SVG path through the frontier sizes from step 0 to the run's own step; '' if none. */
	readonly path: string;
	/** The run's point at its own step (the dot at the end of the line). */
	readonly end: { readonly x: number; readonly y: number };
	/** How many points the path has after thinning. */
	readonly points: number;
}

export interface FrontierCharts {
	readonly x: FrontierAxis;
	/** Each run's own frontier-size axis. */
	readonly ys: readonly FrontierAxis[];
	readonly lines: readonly FrontierLine[];
}

/**
 * Lays out the charts for `series` (each run's frontier size at steps 0..its last recorded step)
 * at shared step `step`: run i is drawn through min(step, its last step). The x domain is
 * [0, max(step, 1)], so the curves grow to the right as the reader steps; run i's y domain is
 * [0, the largest frontier it has shown so far], made nice. Where a run has more steps than
 * the plot has pixel columns, each column keeps only its lowest and highest value (in the order
 * they occur), which draws the same picture with at most about two points per pixel.
 */
export function layoutFrontierCharts(
	series: readonly ArrayLike<number>[],
	step: number,
	size: FrontierChartSize
): FrontierCharts {
	const { margin } = size;
	const shared = Math.max(0, Math.trunc(step));
	const last = series.map((values) => Math.min(shared, values.length - 1));
	const x = scaleLinear()
		.domain([0, Math.max(shared, 1)])
		.range([margin.left, size.width - margin.right]);
	const ys = series.map((values, i) => {
		let largest = 0;
		for (let s = 0; s <= last[i]; s++) if (values[s] > largest) largest = values[s];
		return scaleLinear()
			.domain([0, Math.max(largest, 1)])
			.range([size.height - margin.bottom, margin.top])
			.nice(size.yTickCount ?? 3);
	});

	return {
		x: axis(x, x.domain()[1] <= 1 ? [0, 1] : wholeTicks(x, 3)),
		ys: ys.map((y) => axis(y, wholeTicks(y, size.yTickCount ?? 3))),
		lines: series.map((values, i) => line(values, last[i], x, ys[i]))
	};
}

function line(
	values: ArrayLike<number>,
	last: number,
	x: ScaleLinear<number, number>,
	y: ScaleLinear<number, number>
): FrontierLine {
	if (last < 0) return { path: '', end: { x: x(0), y: y(0) }, points: 0 };
	const points: [number, number][] = [];
	let column = Number.NaN;
	let low = 0;
	let high = 0;
	let lowStep = 0;
	let highStep = 0;
	const flush = (): void => {
		if (Number.isNaN(column)) return;
		if (lowStep === highStep) points.push([lowStep, low]);
		else if (lowStep < highStep) points.push([lowStep, low], [highStep, high]);
		else points.push([highStep, high], [lowStep, low]);
	};
	for (let s = 0; s <= last; s++) {
		const value = values[s];
		const at = Math.round(x(s));
		if (at !== column) {
			flush();
			column = at;
			low = high = value;
			lowStep = highStep = s;
		} else if (value < low) {
			low = value;
			lowStep = s;
		} else if (value > high) {
			high = value;
			highStep = s;
		}
	}
	flush();
	const path = points
		.map(([s, value], i) => `${i === 0 ? 'M' : 'L'}${round(x(s))},${round(y(value))}`)
		.join('');
	return { path, end: { x: round(x(last)), y: round(y(values[last])) }, points: points.length };
}

/** Whole-number ticks only: a frontier holds whole nodes and steps are whole expansions. */
function wholeTicks(scale: ScaleLinear<number, number>, count: number): number[] {
	return scale.ticks(count).filter((tick) => Number.isInteger(tick));
}

function axis(scale: ScaleLinear<number, number>, ticks: readonly number[]): FrontierAxis {
	const [d0, d1] = scale.domain();
	const [r0, r1] = scale.range();
	return {
		domain: [d0, d1],
		range: [r0, r1],
		ticks: ticks.map((value) => ({ value, at: round(scale(value)) }))
	};
}

/** Two decimals: enough for a pixel, and keeps path strings short and stable in tests. */
function round(value: number): number {
	return Math.round(value * 100) / 100;
}
