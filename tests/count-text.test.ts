import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countText, countWords, pluralWord } from '$lib/count-text';

describe('countText', () => {
	it('groups thousands as American English does', () => {
		expect(countText(0)).toBe('0');
		expect(countText(999)).toBe('999');
		expect(countText(1000)).toBe('1,000');
		expect(countText(181440)).toBe('181,440');
		expect(countText(-1234567)).toBe('-1,234,567');
		expect(countText(2.5)).toBe('2.5');
		expect(countText(10461394944000n)).toBe('10,461,394,944,000');
	});

	it('writes every number exactly as toLocaleString("en-US") does', () => {
		fc.assert(
			fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: false }), fc.bigInt()), (value) => {
				expect(countText(value)).toBe(value.toLocaleString('en-US'));
			})
		);
	});
});

describe('countWords and pluralWord', () => {
	it('write the singular for 1 only, with irregular plurals as given', () => {
		expect(countWords(1, 'node', 'nodes')).toBe('1 node');
		expect(countWords(0, 'node', 'nodes')).toBe('0 nodes');
		expect(countWords(2, 'child', 'children')).toBe('2 children');
		expect(countWords(181440, 'board', 'boards')).toBe('181,440 boards');
		expect(countWords(1n, 'entry', 'entries')).toBe('1 entry');
		expect(countWords(1.5, 'move', 'moves')).toBe('1.5 moves');
		expect(pluralWord(1, 'is', 'are')).toBe('is');
		expect(pluralWord(3, 'is', 'are')).toBe('are');
	});
});
