import { getLocale, type Locale } from '$lib/paraglide/runtime.js';

/**
 * A stand-in for a part of a message that the component draws itself (a count in <strong>, a
 * link): the message is written with `SLOT` in that parameter and cut there by `splitAtSlots`, so that
 * each language keeps its own word order around the part. A private-use character, which no
 * message contains.
 */
export const SLOT = '\uE000';

/** The pieces of `text` around its `SLOT`s: one more than there are slots. */
export function splitAtSlots(text: string): string[] {
	return text.split(SLOT);
}

/**
 * `value` as the page's locale writes a count: "12,345" in English (as countText writes it),
 * "12.345" in Spanish, "12,345" in Chinese. For a number drawn apart from its message's words;
 * a number inside a sentence is formatted by the message itself.
 */
export function numberText(value: number | bigint, locale: Locale = getLocale()): string {
	return numberFormat(locale, null).format(value);
}

/**
 * `value` to exactly `digits` decimals, ungrouped, as the page's locale writes it: what
 * `toFixed(digits)` writes in English ("1.41"), "1,41" in Spanish. A table's ratios and times.
 */
export function decimalText(value: number, digits: number, locale: Locale = getLocale()): string {
	return numberFormat(locale, { min: digits, max: digits }).format(value);
}

/**
 * `value` to at most `digits` decimals, ungrouped, in the page's locale: a whole number as it is,
 * a fraction rounded ("12", "7.5", "1.41"; es "1,41"), as search/descriptions.ts's `formatNumber`
 * writes it in English.
 */
export function shortNumberText(value: number, digits = 2, locale: Locale = getLocale()): string {
	return numberFormat(locale, { min: 0, max: digits }).format(value);
}

/** One formatter a locale and kind of number: a step writes hundreds (tree boxes, frontier rows). */
const FORMATS = new Map<string, Intl.NumberFormat>();

/** A count, grouped (`decimals` null), or a number to between min and max decimals, ungrouped. */
function numberFormat(
	locale: Locale,
	decimals: { readonly min: number; readonly max: number } | null
): Intl.NumberFormat {
	const key = decimals === null ? locale : `${locale} ${decimals.min} ${decimals.max}`;
	let format = FORMATS.get(key);
	if (format === undefined) {
		format = new Intl.NumberFormat(
			locale,
			decimals === null
				? {}
				: {
						minimumFractionDigits: decimals.min,
						maximumFractionDigits: decimals.max,
						useGrouping: false
					}
		);
		FORMATS.set(key, format);
	}
	return format;
}
