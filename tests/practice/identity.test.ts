import { describe, expect, it } from 'vitest';
import { attemptOfSeed, identityKey, personalSeed, seedFit } from '../../src/lib/practice/identity';

const ASSIGNMENT = 'v=1&types=simulate&n=3&title=Week+3';

describe('personal seeds', () => {
	it('are the same for one name however it is spaced or cased, and differ between names', () => {
		const ada = personalSeed(ASSIGNMENT, 'Ada Lovelace', 1);
		expect(ada).toMatch(/^1-[a-z2-9]{8}$/);
		expect(personalSeed(ASSIGNMENT, '  ada   LOVELACE ', 1)).toBe(ada);
		expect(personalSeed(ASSIGNMENT, 'Alan Turing', 1)).not.toBe(ada);
		expect(personalSeed(ASSIGNMENT, 'Ada Lovelace', 2)).not.toBe(ada);
		expect(personalSeed(`${ASSIGNMENT}&key=b`, 'Ada Lovelace', 1)).not.toBe(ada);
		expect(personalSeed(ASSIGNMENT, 'Ada Lovelace', 2)).toMatch(/^2-/);
	});

	it('normalise names: NFKC, spaces collapsed, lower case', () => {
		expect(identityKey('  Ｊosé\u00a0 Ñúñez\t')).toBe('josé ñúñez');
		expect(identityKey('Jose\u0301')).toBe('josé');
	});

	it('carry their attempt number, which is 1 to 999', () => {
		expect(attemptOfSeed('12-abcdefgh')).toBe(12);
		expect(attemptOfSeed('abcdefgh')).toBeNull();
		expect(attemptOfSeed('0-abcdefgh')).toBeNull();
		expect(attemptOfSeed('1-abcdefg')).toBeNull();
		expect(() => personalSeed(ASSIGNMENT, 'A', 0)).toThrow(RangeError);
		expect(() => personalSeed(ASSIGNMENT, 'A', 1000)).toThrow(RangeError);
	});

	it('tell an attempt of one’s own from one made under another name', () => {
		const seed = personalSeed(ASSIGNMENT, 'Ada Lovelace', 3);
		expect(seedFit(ASSIGNMENT, 'ada lovelace', seed)).toEqual({ kind: 'fits', attempt: 3 });
		expect(seedFit(ASSIGNMENT, 'Alan Turing', seed)).toEqual({ kind: 'other-name', attempt: 3 });
		expect(seedFit(ASSIGNMENT, 'Ada Lovelace', 'k3m9x2ab')).toEqual({ kind: 'not-personal' });
	});
});
