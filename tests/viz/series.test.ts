import { describe, expect, it } from 'vitest';
import { scaleLinear } from 'd3-scale';
import { layoutSeries, pixelExtremes, type SeriesPoint } from '$lib/viz/series';

/**
 * 200×100 with the default margin (top 8, right 8, bottom 20, left 32) and gap 12: x runs
 * 32..192; each panel is (100 − 8 − 20 − 12) / 2 = 30 high, depth at 8..38, f at 50..80.
 */
const SIZE = { width: 200, height: 100 };

describe('layoutSeries', () => {
	it('draws depth and f of three expansions as exact paths', () => {
		const chart = layoutSeries(
			[
				{ expansion: 1, depth: 0, f: 4 },
				{ expansion: 2, depth: 1, f: 4 },
				{ expansion: 3, depth: 2, f: 6 }
			],
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
			[
				{ expansion: 1, depth: 0, f: 13 },
				{ expansion: 2, depth: 3, f: 17 }
			],
			SIZE
		);
		expect(chart.x.ticks).toEqual([1, 2]);
		expect(chart.depth.y.domain).toEqual([0, 3]);
		expect(chart.depth.y.ticks).toEqual([0, 1, 2, 3]);
		expect(chart.f.y.domain).toEqual([0, 20]);
		expect(chart.f.y.ticks).toEqual([0, 5, 10, 15, 20]);
	});

	it('places a single point at the left edge, to be drawn as a dot', () => {
		const chart = layoutSeries([{ expansion: 1, depth: 0, f: 3 }], SIZE);
		expect(chart.x.domain).toEqual([1, 2]);
		expect(chart.depth.dot).toEqual({ x: 32, y: 38 });
		expect(chart.f.dot).toEqual({ x: 32, y: 50 });
		expect(chart.depth.path).toBe('M32,38Z');
	});

	it('gives empty paths and unit domains for no points', () => {
		const chart = layoutSeries([], SIZE);
		expect(chart.x).toEqual({ domain: [0, 1], range: [32, 192], ticks: [0, 1] });
		expect(chart.depth.y.domain).toEqual([0, 1]);
		expect(chart.depth.path).toBe('');
		expect(chart.f.path).toBe('');
		expect(chart.f.dot).toBeNull();
	});

	it('honours a custom margin, gap and tick counts', () => {
		const chart = layoutSeries(
			[
				{ expansion: 1, depth: 0, f: 0 },
				{ expansion: 11, depth: 10, f: 10 }
			],
			{
				width: 120,
				height: 100,
				margin: { top: 0, right: 0, bottom: 0, left: 20 },
				panelGap: 0,
				xTickCount: 2,
				yTickCount: 2
			}
		);
		expect(chart.x.range).toEqual([20, 120]);
		expect(chart.x.ticks).toEqual([5, 10]);
		expect(chart.depth.y.range).toEqual([50, 0]);
		expect(chart.f.y.range).toEqual([100, 50]);
		expect(chart.depth.path).toBe('M20,50L120,0');
	});
});

describe('pixelExtremes', () => {
	const x = scaleLinear().domain([1, 1000]).range([0, 10]);
	const depth = (p: SeriesPoint): number => p.depth;
	/** A saw: depth climbs 0..9 and falls back, over and over, as depth-first search does. */
	const saw = Array.from({ length: 1000 }, (_, i) => ({
		expansion: i + 1,
		depth: i % 20 < 10 ? i % 20 : 20 - (i % 20),
		f: 0
	}));

	it('keeps few points as they are', () => {
		const few = saw.slice(0, 40);
		expect(pixelExtremes(few, x, depth, 10)).toBe(few);
	});

	it('keeps at most four points per pixel column: first, lowest, highest and last, in order', () => {
		const kept = pixelExtremes(saw, x, depth, 10);
		const columns = new Map<number, SeriesPoint[]>();
		for (const point of kept) {
			const column = Math.floor(x(point.expansion));
			columns.set(column, [...(columns.get(column) ?? []), point]);
		}
		expect(columns.size).toBe(11);
		for (const [column, inColumn] of columns) {
			const all = saw.filter((p) => Math.floor(x(p.expansion)) === column);
			expect(inColumn.length).toBeLessThanOrEqual(4);
			expect(inColumn[0]).toBe(all[0]);
			expect(inColumn.at(-1)).toBe(all.at(-1));
			expect(Math.min(...inColumn.map(depth))).toBe(Math.min(...all.map(depth)));
			expect(Math.max(...inColumn.map(depth))).toBe(Math.max(...all.map(depth)));
			const order = inColumn.map((p) => p.expansion);
			expect(order).toEqual([...order].sort((a, b) => a - b));
		}
		// Ten full columns of about 100 points, each starting at a low of the saw (so first and
		// lowest are one point), and the last expansion alone in column 10.
		expect(kept.length).toBe(31);
	});
});
