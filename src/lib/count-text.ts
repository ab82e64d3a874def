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

/** English's plural categories: "one" for 1 (and -1), "other" for every other count. */
const PLURAL = new Intl.PluralRules('en-US');

/**
 * The form of a word a count takes: `one` for 1, `other` otherwise ("node" / "nodes",
 * "child" / "children", "is" / "are"). Both forms are given, so an irregular plural is as easy
 * as a regular one and no "s" is ever glued on.
 */
export function pluralWord(count: number | bigint, one: string, other: string): string {
	return PLURAL.select(Number(count)) === 'one' ? one : other;
}

/** A count and the word in the form it takes: "1 node", "12,345 nodes", "0 children". */
export function countWords(count: number | bigint, one: string, other: string): string {
	return `${countText(count)} ${pluralWord(count, one, other)}`;
}
