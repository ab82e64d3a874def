/**
 * Contrast of text against what it is painted on, by the WCAG 2.1 formula (success criterion
 * 1.4.3). Pure: the page reports colours as CSS computes them, and these functions do the sums,
 * so the end-to-end test can check the text axe leaves undecided and the SVG text it never reads.
 */

/** A colour in sRGB, channels 0–255, alpha 0–1. */
export interface Rgba {
	readonly r: number;
	readonly g: number;
	readonly b: number;
	readonly a: number;
}

const CHANNELS = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/;
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Reads a colour as getComputedStyle gives it (`rgb(…)`, `rgba(…)`, `transparent`) or as written
 * in SVG (`#rgb`, `#rrggbb`, with or without alpha).
 */
export function parseColor(text: string): Rgba {
	const written = text.trim().toLowerCase();
	if (written === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
	const channels = CHANNELS.exec(written);
	if (channels !== null) {
		const [, r, g, b, alpha, percent] = channels;
		const a = alpha === undefined ? 1 : Number(alpha) / (percent === '%' ? 100 : 1);
		return { r: Number(r), g: Number(g), b: Number(b), a };
	}
	const hex = HEX.exec(written)?.[1];
	if (hex !== undefined) {
		const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g);
		const [r, g, b, a = 'ff'] = (digits ?? []).map((pair) => pair);
		return {
			r: parseInt(r, 16),
			g: parseInt(g, 16),
			b: parseInt(b, 16),
			a: parseInt(a, 16) / 255
		};
	}
	throw new Error(
		`"${text}" is not a colour this check reads: it reads rgb(), rgba(), #hex and transparent.`
	);
}

/** `top` painted over `bottom` (source-over); the result is as opaque as `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
	const a = top.a + bottom.a * (1 - top.a);
	if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
	const mix = (t: number, u: number): number => (t * top.a + u * bottom.a * (1 - top.a)) / a;
	return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** One paint under the text: a background colour or an SVG shape's fill, with its own opacity. */
export interface Paint {
	readonly color: string;
	readonly opacity: number;
}

/**
 * One element between the text and the page: what it paints behind its content (bottom first),
 * and its `opacity`, which fades its content and its paints together over what lies beneath.
 */
export interface Level {
	readonly paints: readonly Paint[];
	readonly opacity: number;
}

/**
 * The colours the screen shows at a point of the text and just beside it: the text's colour and
 * then each level (the text's own element first, the page's root last) painted in turn, over
 * white paper where nothing opaque lies beneath.
 */
export function shownColours(
	text: Rgba,
	levels: readonly Level[]
): { readonly text: Rgba; readonly background: Rgba } {
	const paint = (withText: boolean): Rgba => {
		let pixel: Rgba = withText ? text : { r: 0, g: 0, b: 0, a: 0 };
		for (const level of levels) {
			for (const { color, opacity } of [...level.paints].reverse()) {
				const fill = parseColor(color);
				pixel = over(pixel, { ...fill, a: fill.a * opacity });
			}
			pixel = { ...pixel, a: pixel.a * level.opacity };
		}
		return over(pixel, WHITE);
	};
	return { text: paint(true), background: paint(false) };
}

function linear(channel: number): number {
	const c = channel / 255;
	return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance(color: Rgba): number {
	return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/**
 * The contrast ratio of text over a background, from 1 to 21. A translucent text colour is first
 * painted over the background, as the screen shows it.
 */
export function contrastRatio(text: Rgba, background: Rgba): number {
	const opaque = over(background, WHITE);
	const shown = over(text, opaque);
	const [lighter, darker] = [relativeLuminance(shown), relativeLuminance(opaque)].sort(
		(x, y) => y - x
	);
	return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The ratio WCAG asks of text at this size and weight: 3 for large text (at least 18 pt, i.e.
 * 24 px, or 14 pt bold, i.e. 18.66 px at weight 700 or more), 4.5 for the rest.
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
	const large = fontSizePx >= 24 || (fontWeight >= 700 && fontSizePx >= 18.66);
	return large ? 3 : 4.5;
}

/** A piece of text as the page paints it: its colour and everything between it and the page. */
export interface TextSample {
	/** What the text says (its start). */
	readonly text: string;
	/** Where it is: the element and the figure or landmark around it. */
	readonly where: string;
	/** Its colour (CSS `color`, or the SVG `fill`), and the fill's own opacity. */
	readonly color: string;
	readonly colorOpacity: number;
	readonly levels: readonly Level[];
	/** Its size as shown on screen, and its weight. */
	readonly fontSizePx: number;
	readonly fontWeight: number;
}

function hex(color: Rgba): string {
	const byte = (channel: number): string => Math.round(channel).toString(16).padStart(2, '0');
	return `#${byte(color.r)}${byte(color.g)}${byte(color.b)}`;
}

/** Why the text is too faint to read (its ratio, the ratio it needs), or null when it is not. */
export function contrastShortfall(sample: TextSample): string | null {
	const color = parseColor(sample.color);
	const shown = shownColours({ ...color, a: color.a * sample.colorOpacity }, sample.levels);
	const ratio = contrastRatio(shown.text, shown.background);
	const required = requiredRatio(sample.fontSizePx, sample.fontWeight);
	if (ratio >= required) return null;
	return `"${sample.text}" (${sample.where}): ${hex(shown.text)} on ${hex(shown.background)} is ${ratio.toFixed(2)}:1, under ${required}:1`;
}
