import { describe, expect, it } from 'vitest';
import { scaleLinear } from 'd3-scale';
import { layoutSeries, pixelExtremes, type ExpansionSeries } from '$lib/viz/series';

/** Depth and f by expansion, as pairs, in the chart's columnar form. */
function seriesOf(points: readonly (readonly [depth: number, f: number])[]): ExpansionSeries {
	return {
		count: points.length,
		depth: points.map(([depth]) => depth),
		f: points.map(([, f]) => f)
	};
}

/**
 * 200×100 with the default margin (top 8, right 8, bottom 20, left 32) and gap 12: x runs
 * 32..192; each panel is (100 − 8 − 20 − 12) / 2 = 30 high, depth at 8..38, f at 50..80.
 */
const SIZE = { width: 200, height: 100 };

describe('layoutSeries', () => {
	it('draws depth and f of three expansions as exact paths', () => {
		const chart = layoutSeries(
			seriesOf([
				[0, 4],
				[1, 4],
				[2, 6]
			]),
			SIZE
		);
		expect(chart.x).toEqual({ domain: [1, 3], range: [32, 192], ticks: [1, 2, 3] });
		expect(chart.depth.y).toEqual({ domain: [0, 2], range: [38, 8], ticks: [0, 1, 2] });
		expect(chart.depth.path).toBe('M32,38L112,23L192,8');
		expect(chart.f.y).toEqual({ domain: [0, 6], range: [80, 50], ticks: [0, 2, 4, 6] });
		expect(chart.f.path).toBe('M32,60L112,60L192,50');
		expect(chart.f.dot).toBeNull();
	});

	it('rounds y domains up to nice values and keeps expansion and depth ticks whole', () => {
		const chart = layoutSeries(
			seriesOf([
				[0, 13],
				[3, 17]
			]),
			SIZE
		);
		expect(chart.x.ticks).toEqual([1, 2]);
		expect(chart.depth.y.domain).toEqual([0, 3]);
		expect(chart.depth.y.ticks).toEqual([0, 1, 2, 3]);
		expect(chart.f.y.domain).toEqual([0, 20]);
		expect(chart.f.y.ticks).toEqual([0, 5, 10, 15, 20]);
	});

	it('places a single point at the left edge, to be drawn as a dot', () => {
		const chart = layoutSeries(seriesOf([[0, 3]]), SIZE);
		expect(chart.x.domain).toEqual([1, 2]);
		expect(chart.depth.dot).toEqual({ x: 32, y: 38 });
		expect(chart.f.dot).toEqual({ x: 32, y: 50 });
		expect(chart.depth.path).toBe('M32,38Z');
	});

	it('gives empty paths and unit domains for no points', () => {
		const chart = layoutSeries(seriesOf([]), SIZE);
		expect(chart.x).toEqual({ domain: [0, 1], range: [32, 192], ticks: [0, 1] });
		expect(chart.depth.y.domain).toEqual([0, 1]);
		expect(chart.depth.path).toBe('');
		expect(chart.f.path).toBe('');
		expect(chart.f.dot).toBeNull();
	});

	it('honours a custom margin, gap and tick counts', () => {
		const chart = layoutSeries(seriesOf(Array.from({ length: 11 }, (_, i) => [i, i] as const)), {
			width: 120,
			height: 100,
			margin: { top: 0, right: 0, bottom: 0, left: 20 },
			panelGap: 0,
			xTickCount: 2,
			yTickCount: 2
		});
		expect(chart.x.range).toEqual([20, 120]);
		expect(chart.x.ticks).toEqual([5, 10]);
		expect(chart.depth.y.range).toEqual([50, 0]);
		expect(chart.f.y.range).toEqual([100, 50]);
		expect(chart.depth.path).toBe(
			'M20,50L30,45L40,40L50,35L60,30L70,25L80,20L90,15L100,10L110,5L120,0'
		);
	});
});

describe('pixelExtremes', () => {
	const x = scaleLinear().domain([1, 1000]).range([0, 10]);
	/** A saw: depth climbs 0..9 and falls back, over and over, as depth-first search does. */
	const saw = Int8Array.from({ length: 1000 }, (_, i) => (i % 20 < 10 ? i % 20 : 20 - (i % 20)));
	/** The pixel column entry i (expansion i + 1) is drawn in. */
	const columnOf = (i: number): number => Math.floor(x(i + 1));

	it('keeps few points as they are', () => {
		expect(Array.from(pixelExtremes(saw, 40, x, 10))).toEqual(
			Array.from({ length: 40 }, (_, i) => i)
		);
	});

	it('keeps at most four points per pixel column: first, lowest, highest and last, in order', () => {
		const kept = Array.from(pixelExtremes(saw, saw.length, x, 10));
		const columns = new Map<number, number[]>();
		for (const i of kept) columns.set(columnOf(i), [...(columns.get(columnOf(i)) ?? []), i]);
		expect(columns.size).toBe(11);
		for (const [column, inColumn] of columns) {
			const all = [...saw.keys()].filter((i) => columnOf(i) === column);
			const depths = (indexes: number[]): number[] => indexes.map((i) => saw[i]);
			expect(inColumn.length).toBeLessThanOrEqual(4);
			expect(inColumn[0]).toBe(all[0]);
			expect(inColumn.at(-1)).toBe(all.at(-1));
			expect(Math.min(...depths(inColumn))).toBe(Math.min(...depths(all)));
			expect(Math.max(...depths(inColumn))).toBe(Math.max(...depths(all)));
			expect(inColumn).toEqual([...inColumn].sort((a, b) => a - b));
		}
		// Ten full columns of about 100 points, each starting at a low of the saw (so first and
		// lowest are one point), and the last expansion alone in column 10.
		expect(kept.length).toBe(31);
	});

	it('reads only the first `count` entries of longer arrays', () => {
		const longer = Int8Array.from([...saw, 100, 100, 100]);
		expect(pixelExtremes(longer, saw.length, x, 10)).toEqual(pixelExtremes(saw, saw.length, x, 10));
	});

	it('keeps what a point-by-point M4 keeps, on an axis whose inverse rounds', () => {
		// 100,003 expansions over 333 pixels: column edges fall between expansions at odd places.
		const wide = scaleLinear().domain([1, 100_003]).range([32.5, 365.5]);
		const values = Int16Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 1013);
		/** The reduction done the slow way: the scale called at every point. */
		const columns = new Map<number, number[]>();
		for (let i = 0; i < values.length; i++) {
			const column = Math.floor(wide(i + 1));
			columns.set(column, [...(columns.get(column) ?? []), i]);
		}
		const expected: number[] = [];
		for (const all of columns.values()) {
			let low = all[0];
			let high = all[0];
			for (const i of all) {
				if (values[i] < values[low]) low = i;
				if (values[i] > values[high]) high = i;
			}
			expected.push(...new Set([all[0], low, high, all.at(-1) as number].sort((a, b) => a - b)));
		}
		expect(Array.from(pixelExtremes(values, values.length, wide, 333))).toEqual(expected);
	});
});
