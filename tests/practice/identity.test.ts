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

describe('seeds per identity in a class', () => {
	const names = Array.from({ length: 150 }, (_, i) => `Student ${i + 1}`);

	it('give 150 students 150 different seeds, and each the same one again', () => {
		const seeds = names.map((name) => personalSeed(ASSIGNMENT, name, 1));
		expect(new Set(seeds).size).toBe(150);
		expect(names.map((name) => personalSeed(ASSIGNMENT, name.toUpperCase(), 1))).toEqual(seeds);
		expect(
			names.map((name) => personalSeed(ASSIGNMENT, ` ${name.replace(' ', '   ')} `, 1))
		).toEqual(seeds);
	});

	it('are one fixed value per name on any machine', () => {
		// Written down once: a change to how seeds are drawn would change every student's questions.
		expect(personalSeed(ASSIGNMENT, 'Ana Lima', 1)).toBe('1-6a567mjd');
		expect(personalSeed(ASSIGNMENT, 'ana lima', 1)).toBe('1-6a567mjd');
		expect(seedFit(ASSIGNMENT, 'ANA  LIMA', personalSeed(ASSIGNMENT, 'Ana Lima', 2))).toEqual({
			kind: 'fits',
			attempt: 2
		});
	});
});
