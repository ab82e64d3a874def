import { describe, expect, it } from 'vitest';
import { layoutFrontierCharts } from '$lib/viz/compare-layout';

/** 200×100 with margins top 10, right 10, bottom 20, left 30: x runs 30..190, y 80..10. */
const SIZE = { width: 200, height: 100, margin: { top: 10, right: 10, bottom: 20, left: 30 } };

describe('layoutFrontierCharts', () => {
	it('puts every run on the same steps, each on its own frontier scale, to its own last step', () => {
		const charts = layoutFrontierCharts(
			[
				[1, 2, 3, 4, 5],
				[1, 3, 10]
			],
			4,
			SIZE
		);
		expect(charts.x.domain).toEqual([0, 4]);
		// A frontier of 5 beside one of 10: each fills its own chart, not half of a shared one.
		expect(charts.ys.map((y) => y.domain)).toEqual([
			[0, 6],
			[0, 10]
		]);
		expect(charts.ys[1].ticks).toEqual([
			{ value: 0, at: 80 },
			{ value: 5, at: 45 },
			{ value: 10, at: 10 }
		]);
		expect(charts.lines[0].path).toBe('M30,68.33L70,56.67L110,45L150,33.33L190,21.67');
		expect(charts.lines[1].path).toBe('M30,73L70,59L110,10');
		expect(charts.lines[1].end).toEqual({ x: 110, y: 10 });
	});

	it('scales y to what has been shown so far, not to the whole run', () => {
		const charts = layoutFrontierCharts([[1, 2, 100]], 1, SIZE);
		expect(charts.ys[0].domain).toEqual([0, 2]);
		expect(charts.x.domain).toEqual([0, 1]);
		expect(charts.lines[0].path).toBe('M30,45L190,10');
	});

	it('draws step 0 as a single point with an x axis of [0, 1]', () => {
		const charts = layoutFrontierCharts([[1], [1]], 0, SIZE);
		expect(charts.x.domain).toEqual([0, 1]);
		expect(charts.x.ticks.map((tick) => tick.value)).toEqual([0, 1]);
		expect(charts.lines[0]).toEqual({ path: 'M30,10', end: { x: 30, y: 10 }, points: 1 });
	});

	it('keeps the low and high of each pixel column of a long run, in order', () => {
		const series = Array.from({ length: 50_001 }, (_, s) => (s % 2 === 0 ? s : 0));
		const charts = layoutFrontierCharts([series], 50_000, SIZE);
		// 160 pixels wide: about two points per pixel column, never 50,001.
		expect(charts.lines[0].points).toBeLessThanOrEqual(2 * 161);
		expect(charts.lines[0].points).toBeGreaterThan(160);
		// 50,000 made nice for three ticks: 0, 20,000, 40,000, 60,000.
		expect(charts.ys[0].domain).toEqual([0, 60_000]);
		expect(charts.lines[0].end).toEqual({ x: 190, y: 21.67 });
	});
});
