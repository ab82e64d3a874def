import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countText } from '$lib/count-text';

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
