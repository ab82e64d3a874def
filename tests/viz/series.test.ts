import { describe, expect, it } from 'vitest';
import { layoutSeries } from '$lib/viz/series';

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
		expect(chart.f.points).toEqual([
			{ x: 32, y: 60 },
			{ x: 112, y: 60 },
			{ x: 192, y: 50 }
		]);
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
		expect(chart.depth.points).toEqual([{ x: 32, y: 38 }]);
		expect(chart.f.points).toEqual([{ x: 32, y: 50 }]);
		expect(chart.depth.path).toBe('M32,38Z');
	});

	it('gives empty paths and unit domains for no points', () => {
		const chart = layoutSeries([], SIZE);
		expect(chart.x).toEqual({ domain: [0, 1], range: [32, 192], ticks: [0, 1] });
		expect(chart.depth.y.domain).toEqual([0, 1]);
		expect(chart.depth.path).toBe('');
		expect(chart.f.path).toBe('');
		expect(chart.f.points).toEqual([]);
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
