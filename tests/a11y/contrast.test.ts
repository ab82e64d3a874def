import { describe, expect, it } from 'vitest';
import {
	contrastRatio,
	contrastShortfall,
	parseColor,
	relativeLuminance,
	requiredRatio,
	shownColours,
	type TextSample
} from '../e2e/contrast';

const WHITE = parseColor('#fff');

describe('parseColor', () => {
	it('reads what getComputedStyle writes and what SVG authors write', () => {
		expect(parseColor('rgb(28, 27, 25)')).toEqual({ r: 28, g: 27, b: 25, a: 1 });
		expect(parseColor('rgba(0, 0, 0, 0.25)')).toEqual({ r: 0, g: 0, b: 0, a: 0.25 });
		expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
		expect(parseColor('#1d4ed8')).toEqual({ r: 29, g: 78, b: 216, a: 1 });
		expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
		expect(parseColor('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
		expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
	});

	it('names a colour it cannot read', () => {
		expect(() => parseColor('oklch(0.5 0.1 200)')).toThrow(
			'"oklch(0.5 0.1 200)" is not a colour this check reads: it reads rgb(), rgba(), #hex and transparent.'
		);
	});
});

describe('contrastRatio', () => {
	it('gives the WCAG figures for known pairs', () => {
		expect(relativeLuminance(WHITE)).toBe(1);
		expect(relativeLuminance(parseColor('#000'))).toBe(0);
		expect(contrastRatio(parseColor('#000'), WHITE)).toBe(21);
		expect(contrastRatio(WHITE, WHITE)).toBe(1);
		expect(contrastRatio(parseColor('#777'), WHITE)).toBeCloseTo(4.48, 2);
		expect(contrastRatio(parseColor('#767676'), WHITE)).toBeCloseTo(4.54, 2);
		// Symmetric: light text on a dark ground reads as dark on light.
		expect(contrastRatio(WHITE, parseColor('#777'))).toBeCloseTo(4.48, 2);
	});

	it('paints translucent text over its background first', () => {
		// Black at half strength on white shows as a mid grey, 127.5 in each channel (3.98:1).
		expect(contrastRatio(parseColor('rgba(0, 0, 0, 0.5)'), WHITE)).toBeCloseTo(3.98, 2);
	});
});

describe('requiredRatio', () => {
	it('asks 4.5 of body text and 3 of large or large bold text', () => {
		expect(requiredRatio(16, 400)).toBe(4.5);
		expect(requiredRatio(23.9, 400)).toBe(4.5);
		expect(requiredRatio(24, 400)).toBe(3);
		expect(requiredRatio(18.66, 700)).toBe(3);
		expect(requiredRatio(18.66, 600)).toBe(4.5);
		expect(requiredRatio(18, 700)).toBe(4.5);
	});
});

describe('shownColours', () => {
	it('stops at the nearest opaque paint', () => {
		const shown = shownColours(parseColor('#777'), [
			{ paints: [], opacity: 1 },
			{ paints: [{ color: 'rgb(255, 255, 255)', opacity: 1 }], opacity: 1 },
			{ paints: [{ color: 'rgb(0, 0, 0)', opacity: 1 }], opacity: 1 }
		]);
		expect(shown.background).toEqual(WHITE);
		expect(contrastRatio(shown.text, shown.background)).toBeCloseTo(4.48, 2);
	});

	it('fades text and its background together under an opacity', () => {
		// Black on white inside a group at opacity 0.5, on a black page: #808080 on black.
		const shown = shownColours(parseColor('#000'), [
			{ paints: [{ color: 'rgb(255, 255, 255)', opacity: 1 }], opacity: 0.5 },
			{ paints: [{ color: 'rgb(0, 0, 0)', opacity: 1 }], opacity: 1 }
		]);
		expect(shown.text).toEqual({ r: 0, g: 0, b: 0, a: 1 });
		expect(shown.background).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
	});

	it('lays a shape with fill-opacity over what is beneath it', () => {
		const shown = shownColours(parseColor('#000'), [
			{ paints: [], opacity: 1 },
			{ paints: [{ color: 'rgb(0, 0, 255)', opacity: 0.2 }], opacity: 1 }
		]);
		expect(shown.background).toEqual({ r: 204, g: 204, b: 255, a: 1 });
	});
});

describe('contrastShortfall', () => {
	const sample = (color: string, fontSizePx: number): TextSample => ({
		text: 'node 12',
		where: 'text.label',
		color,
		colorOpacity: 1,
		levels: [{ paints: [{ color: '#ffffff', opacity: 1 }], opacity: 1 }],
		fontSizePx,
		fontWeight: 400
	});

	it('says what is too faint, with its colours and ratios', () => {
		expect(contrastShortfall(sample('#777777', 16))).toBe(
			'"node 12" (text.label): #777777 on #ffffff is 4.48:1, under 4.5:1'
		);
		expect(contrastShortfall(sample('#767676', 16))).toBe(null);
		expect(contrastShortfall(sample('#777777', 24))).toBe(null);
	});
});
