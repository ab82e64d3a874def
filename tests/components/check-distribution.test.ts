import { describe, expect, it } from 'vitest';
import { CHART, distributionLayout } from '../../src/lib/components/check/distribution';

describe('the score distribution chart', () => {
	it('draws one bar per bin, the tallest filling the plot, labelled by score', () => {
		const layout = distributionLayout(
			[
				{ from: 0, count: 0 },
				{ from: 1, count: 2 },
				{ from: 2, count: 4 }
			],
			'score'
		);
		const plot = CHART.height - 2 * CHART.margin;
		const slot = (CHART.width - 2 * CHART.margin) / 3;
		expect(layout.top).toBe(4);
		expect(layout.bars.map((bar) => [bar.label, bar.count, bar.height])).toEqual([
			['0', 0, 0],
			['1', 2, plot / 2],
			['2', 4, plot]
		]);
		expect(layout.bars[2].y).toBe(CHART.margin);
		expect(layout.bars[1].x).toBe(CHART.margin + slot + CHART.gap / 2);
		expect(distributionLayout([{ from: 90, count: 1 }], 'percent').bars[0].label).toBe('90%');
	});
});
