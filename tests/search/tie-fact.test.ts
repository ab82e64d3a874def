import { describe, expect, it } from 'vitest';
import { tieFact, tieMessage, type TieFact, type TiedEntry } from '$lib/search/tie-fact';
import type { TieBreak } from '$lib/search/options';
import { english } from '../i18n/english-messages';

/** The tie's message, in English. */
function said(fact: TieFact, others: 'named' | 'counted' = 'named'): string {
	return english(tieMessage(fact, others));
}

/** Entries 3, 5, 8, 9, 12 (in leave order under each rule, the chosen first), all with f 7. */
const FIVE: readonly TiedEntry[] = [
	{ id: 3, g: 2, h: 5 },
	{ id: 5, g: 3, h: 4 },
	{ id: 8, g: 4, h: 3 },
	{ id: 9, g: 4, h: 3 },
	{ id: 12, g: 5, h: 2 }
];

const sentence = (
	entries: readonly TiedEntry[],
	chosen: number,
	tieBreak: TieBreak,
	key: 'g' | 'h' | 'f' = 'f',
	value = 7
): string => said(tieFact(entries, chosen, key, value, tieBreak)!);

describe('one tie sentence for every tied entry', () => {
	it('is no tie when the chosen entry is alone', () => {
		expect(tieFact([FIVE[0]], 3, 'f', 7, 'fifo')).toBeNull();
	});

	it('first added first: 2, 3 and 5 entries', () => {
		expect(sentence(FIVE.slice(0, 2), 3, 'fifo')).toBe(
			'2 entries share f 7 (nodes 3 and 5); the tie-break (first added first) picks node 3.'
		);
		expect(sentence(FIVE.slice(0, 3), 3, 'fifo')).toBe(
			'3 entries share f 7 (nodes 3, 5 and 8); the tie-break (first added first) picks node 3.'
		);
		expect(sentence(FIVE, 3, 'fifo')).toBe(
			'5 entries share f 7 (nodes 3, 5, 8, 9 and 12); the tie-break (first added first) picks node 3.'
		);
	});

	it('last added first: 2, 3 and 5 entries', () => {
		expect(sentence(FIVE.slice(0, 2), 5, 'lifo')).toBe(
			'2 entries share f 7 (nodes 3 and 5); the tie-break (last added first) picks node 5.'
		);
		expect(sentence(FIVE.slice(0, 3), 8, 'lifo')).toBe(
			'3 entries share f 7 (nodes 3, 5 and 8); the tie-break (last added first) picks node 8.'
		);
		expect(sentence(FIVE, 12, 'lifo')).toBe(
			'5 entries share f 7 (nodes 3, 5, 8, 9 and 12); the tie-break (last added first) picks node 12.'
		);
	});

	it('alphabetically: the chosen state comes first, whatever g, h or arrival', () => {
		expect(sentence(FIVE.slice(0, 3), 8, 'alpha')).toBe(
			'3 entries share f 7 (nodes 3, 5 and 8); the tie-break (the state that comes first alphabetically, then first added) picks node 8, whose state comes first alphabetically.'
		);
		expect(tieFact(FIVE, 9, 'h', 3, 'alpha')).toMatchObject({
			decidedBy: 'alphabet',
			decidingValue: null
		});
	});

	it('lower h first: the lowest h decides, or arrival among equal lowest h', () => {
		expect(sentence(FIVE.slice(0, 2), 5, 'low-h')).toBe(
			'2 entries share f 7 (nodes 3 and 5); the tie-break (lower h first, then first added) picks node 5, whose h 4 is the lowest of them.'
		);
		expect(sentence(FIVE.slice(0, 3), 8, 'low-h')).toBe(
			'3 entries share f 7 (nodes 3, 5 and 8); the tie-break (lower h first, then first added) picks node 8, whose h 3 is the lowest of them.'
		);
		// Nodes 8 and 9 both have h 3, but node 12 has h 2: it alone decides.
		expect(sentence(FIVE, 12, 'low-h')).toBe(
			'5 entries share f 7 (nodes 3, 5, 8, 9 and 12); the tie-break (lower h first, then first added) picks node 12, whose h 2 is the lowest of them.'
		);
		expect(sentence(FIVE.slice(0, 4), 8, 'low-h')).toBe(
			'4 entries share f 7 (nodes 3, 5, 8 and 9); the tie-break (lower h first, then first added) picks node 8: more than one has the lowest h, 3, and it was added first.'
		);
	});

	it('lower g first, then the board as text', () => {
		expect(sentence(FIVE.slice(0, 2), 3, 'low-g-text')).toBe(
			'2 entries share f 7 (nodes 3 and 5); the tie-break (lower g first, then the state that reads first as text) picks node 3, whose g 2 is the lowest of them.'
		);
		expect(sentence(FIVE.slice(0, 3), 3, 'low-g-text')).toBe(
			'3 entries share f 7 (nodes 3, 5 and 8); the tie-break (lower g first, then the state that reads first as text) picks node 3, whose g 2 is the lowest of them.'
		);
		const equalG = FIVE.map((entry) => ({ ...entry, g: 4 }));
		expect(sentence(equalG, 9, 'low-g-text')).toBe(
			'5 entries share f 7 (nodes 3, 5, 8, 9 and 12); the tie-break (lower g first, then the state that reads first as text) picks node 9: more than one has the lowest g, 4, and its state reads first as text.'
		);
	});

	it('a rule’s first part cannot split entries tied on that very number', () => {
		// Greedy search under lower h first: every tied entry has the same h.
		const sameH = FIVE.slice(0, 3).map((entry) => ({ ...entry, h: 6 }));
		expect(sentence(sameH, 3, 'low-h', 'h', 6)).toBe(
			'3 entries share h 6 (nodes 3, 5 and 8); the tie-break (lower h first, then first added) picks node 3, added first of them.'
		);
		// Uniform cost under lower g first: every tied entry has the same g.
		const sameG = FIVE.slice(0, 2).map((entry) => ({ ...entry, g: 4 }));
		expect(sentence(sameG, 5, 'low-g-text', 'g', 4)).toBe(
			'2 entries share g 4 (nodes 3 and 5); the tie-break (lower g first, then the state that reads first as text) picks node 5, whose state reads first as text.'
		);
	});

	it('counted, names only the chosen entry: the others may be the entry a quiz asks next', () => {
		expect(said(tieFact(FIVE.slice(0, 3), 3, 'f', 7, 'fifo')!, 'counted')).toBe(
			'3 entries share f 7; the tie-break (first added first) picks node 3.'
		);
		expect(said(tieFact(FIVE, 12, 'f', 7, 'low-h')!, 'counted')).toBe(
			'5 entries share f 7; the tie-break (lower h first, then first added) picks node 12, whose h 2 is the lowest of them.'
		);
	});

	it('names the chosen entry and the first nine others in order, and counts the rest', () => {
		// Leave order under last added first: 40, 39, ... (the trace lists at most 50).
		const many = Array.from({ length: 14 }, (_, i) => ({ id: 40 - i, g: 1, h: 6 }));
		expect(said(tieFact(many, 40, 'f', 7, 'lifo', 1234)!)).toBe(
			'1,234 entries share f 7 (nodes 31, 32, 33, 34, 35, 36, 37, 38, 39, 40 and 1,224 more); the tie-break (last added first) picks node 40.'
		);
	});
});
