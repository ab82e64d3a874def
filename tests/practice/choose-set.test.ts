import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenBy, listText, setMask, MAX_SET_CANDIDATES } from '$lib/practice/choose-set';
import { readResultCode, resultCode, type PracticeResult } from '$lib/practice/result-code';

describe('sets as bitmasks', () => {
	it('write candidate i as bit i, and read back every set of up to 30 candidates', () => {
		expect(setMask([true, false, true])).toBe(5);
		expect(setMask([])).toBe(0);
		expect(setMask(Array.from({ length: 30 }, () => true))).toBe(2 ** 30 - 1);
		expect(() => setMask(Array.from({ length: 31 }, () => false))).toThrow(
			'A set is chosen from at most 30 candidates.'
		);
		fc.assert(
			fc.property(fc.array(fc.boolean(), { maxLength: MAX_SET_CANDIDATES }), (chosen) => {
				const mask = setMask(chosen);
				expect(chosenBy(mask, chosen.length)).toEqual(chosen);
				// And through a result code, which holds 0 … 2^31 − 1.
				const result: PracticeResult = {
					assignment: 'v=1',
					seed: 's',
					name: '',
					score: 0,
					answers: [mask]
				};
				expect(readResultCode(resultCode(result))).toEqual({ ok: true, result });
			})
		);
	});

	it('name no set when a bit lies past the last candidate', () => {
		expect(chosenBy(7, 3)).toEqual([true, true, true]);
		expect(chosenBy(8, 3)).toBeNull();
		expect(chosenBy(-1, 3)).toBeNull();
		expect(chosenBy(1.5, 3)).toBeNull();
	});

	it('are said as a list of letters', () => {
		expect([[], ['A'], ['A', 'C'], ['A', 'C', 'F']].map(listText)).toEqual([
			'none',
			'A',
			'A and C',
			'A, C and F'
		]);
	});
});
