/**
 * Counts as the site writes them: "12,345". One formatter serves every page, because
 * `Number.prototype.toLocaleString` builds a new one at each call, and a step of the explorer
 * writes hundreds of counts (its tree boxes, frontier rows and stats).
 */
const GROUPED = new Intl.NumberFormat('en-US');

/** `value` with its thousands grouped, exactly as `toLocaleString` in American English writes it. */
export function countText(value: number | bigint): string {
	// Most counts on a step are small whole numbers, which need no grouping at all.
	if (
		typeof value === 'number' &&
		Number.isInteger(value) &&
		value >= 0 &&
		value < 1000 &&
		!Object.is(value, -0)
	) {
		return String(value);
	}
	return GROUPED.format(value);
}
