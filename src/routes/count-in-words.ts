/**
 * The home page's board counts as its table writes them, in the page's locale: exact up to ten
 * digits, then three significant digits times a power of ten ("2.09 × 10¹³"), the exact count
 * kept for the cell's title.
 */

export interface CountInWords {
	/** What the table shows: exact up to ten digits, then three significant digits. */
	readonly short: string;
	readonly exact: string;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** `count` written for `locale`; the mantissa is cut, not rounded, to its three first digits. */
export function countInWords(count: bigint, locale: string): CountInWords {
	const exact = new Intl.NumberFormat(locale).format(count);
	const digits = count.toString();
	if (digits.length <= 10) return { short: exact, exact };
	const mantissa = new Intl.NumberFormat(locale, {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	}).format(Number(`${digits[0]}.${digits.slice(1, 3)}`));
	const exponent = [...String(digits.length - 1)].map((d) => SUPERSCRIPT[Number(d)]).join('');
	return { short: `${mantissa} × 10${exponent}`, exact };
}
