/**
 * A lesson chart's drawing and its plot area, in SVG units. A chart is laid out for the width it
 * is drawn at (measured in CSS pixels), not scaled, so its labels keep their size on a phone:
 * the margins stay fixed and the plot area takes what is left.
 */
export interface ChartFrame {
	readonly width: number;
	readonly height: number;
	/** The plot area's edges. */
	readonly left: number;
	readonly right: number;
	readonly top: number;
	readonly bottom: number;
}

/** A chart's height and the room its axes' labels take on each side. */
export interface ChartSize {
	readonly height: number;
	readonly left: number;
	readonly right: number;
	readonly top: number;
	readonly bottom: number;
}

export function chartFrame(size: ChartSize, width: number): ChartFrame {
	const { height, left, top } = size;
	return { width, height, left, right: width - size.right, top, bottom: height - size.bottom };
}
