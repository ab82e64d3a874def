/**
 * The layout of the score distribution chart: one bar per bin, in SVG units, from counts alone
 * (pure, so it is tested without a browser).
 */

import type { ScoreBin } from '$lib/practice/class-check';

export interface DistributionBar {
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
	readonly count: number;
	readonly label: string;
}

export interface DistributionLayout {
	readonly width: number;
	readonly height: number;
	/** Where the bars stand (the axis line) and where their labels go. */
	readonly baseline: number;
	readonly bars: readonly DistributionBar[];
	readonly top: number;
}

export const CHART = { width: 480, height: 180, margin: 24, gap: 4 } as const;

export function distributionLayout(
	bins: readonly ScoreBin[],
	unit: 'score' | 'percent'
): DistributionLayout {
	const { width, height, margin, gap } = CHART;
	const top = Math.max(1, ...bins.map((bin) => bin.count));
	const baseline = height - margin;
	const plot = baseline - margin;
	const slot = bins.length === 0 ? 0 : (width - 2 * margin) / bins.length;
	const bars = bins.map((bin, i) => {
		const barHeight = (plot * bin.count) / top;
		return {
			x: margin + i * slot + gap / 2,
			y: baseline - barHeight,
			width: Math.max(1, slot - gap),
			height: barHeight,
			count: bin.count,
			label: unit === 'score' ? String(bin.from) : `${bin.from}%`
		};
	});
	return { width, height, baseline, bars, top };
}
