import { describe, expect, it } from 'vitest';
import { chartFrame } from '$lib/lessons/chart-frame';
import { WALK_CHART_SIZE, walkChart } from '$lib/lessons/greedy-figures';
import { CHART_SIZE, weightChart } from '$lib/lessons/weighted-figures';
import '../i18n/english-messages';

describe('chartFrame', () => {
	it('keeps the margins and gives the plot area what the width leaves', () => {
		expect(chartFrame({ height: 200, left: 30, right: 10, top: 5, bottom: 25 }, 400)).toEqual({
			width: 400,
			height: 200,
			left: 30,
			right: 390,
			top: 5,
			bottom: 175
		});
	});

	it('is the frame of both lesson charts', () => {
		const walk = walkChart([3, 2, 1, 0], 320);
		expect([walk.width, walk.height, walk.left, walk.right, walk.top, walk.bottom]).toEqual([
			320, 180, 36, 308, 12, 146
		]);
		expect(chartFrame(WALK_CHART_SIZE, 320)).toEqual({
			width: 320,
			height: 180,
			left: 36,
			right: 308,
			top: 12,
			bottom: 146
		});
		const weights = weightChart([], null, 300);
		expect([weights.width, weights.right, weights.bottom]).toEqual([300, 264, 220]);
		expect(chartFrame(CHART_SIZE, 300).right).toBe(264);
	});
});
