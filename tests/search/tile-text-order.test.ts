import { describe, expect, it } from 'vitest';
import { compareTileText, encodeTiles, tileProblem } from '$lib/search';
import { board } from './helpers';

describe('compareTileText (the tile puzzle’s text order, for the low-g-text tie-break)', () => {
	const state = (text: string) => encodeTiles(board(text).cells);

	it('reads boards as the tutorial writes them: the blank after every digit', () => {
		expect(compareTileText(state('1235_6478'), state('123_56478'))).toBeLessThan(0);
		expect(compareTileText(state('12345678_'), state('123456_78'))).toBeLessThan(0);
		expect(compareTileText(state('_12345678'), state('812345_67'))).toBeGreaterThan(0);
		expect(compareTileText(state('1234_5678'), state('1234_5678'))).toBe(0);
	});

	it('agrees with sorting the compact texts on every ordered pair of a sample', () => {
		const texts = ['42_713856', '4_2713856', '75126348_', '_75126348', '12345678_', '1234_5678'];
		const sorted = [...texts].sort();
		const byState = [...texts].sort((a, b) => compareTileText(state(a), state(b)));
		expect(byState).toEqual(sorted);
	});

	it('orders 4×4 boards, stored as strings, by tile number with the blank last', () => {
		const big = tileProblem(board('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _'));
		const other = tileProblem(board('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 _ 15'));
		expect(typeof big.initial).toBe('string');
		expect(compareTileText(big.initial, other.initial)).toBeLessThan(0);
		expect(compareTileText(other.initial, big.initial)).toBeGreaterThan(0);
	});

	it('is the tile problem’s own text order', () => {
		expect(tileProblem(board('1234_5678')).compareText).toBe(compareTileText);
	});
});
