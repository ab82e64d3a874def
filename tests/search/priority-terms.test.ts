import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES } from '$lib/search';
import {
	entryTerms,
	keySentence,
	keyText,
	keyWithParts,
	priorityTerms,
	priorityValues,
	valueLabel,
	valuesSentence,
	valuesText
} from '$lib/search/priority-terms';

/** A node with g 1 and h 4; f as each algorithm's engine makes it. */
const node = (f: number) => ({ g: 1, h: 4, f });
const F: Record<string, number> = { g: 1, h: 4, 'g+h': 5, 'g+wh': 9 };

describe('each algorithm’s own numbers, from its description', () => {
	it.each([
		// algorithm, key, formula, box, list, sentence, key text
		['bfs', 'g', 'g', 'g1', 'g 1', 'g 1', 'g 1'],
		['dfs', 'g', 'g', 'g1', 'g 1', 'g 1', 'g 1'],
		['iddfs', 'g', 'g', 'g1', 'g 1', 'g 1', 'g 1'],
		['ucs', 'g', 'g', 'g1', 'g 1', 'g 1', 'g 1'],
		['greedy', 'h', 'h', 'g1 h4', 'g 1 · h 4', 'g 1, h 4', 'h 4'],
		['walk', 'h', 'h', 'g1 h4', 'g 1 · h 4', 'g 1, h 4', 'h 4'],
		['astar', 'f', 'f = g + h', 'g1 h4 f5', 'g 1 · h 4 · f 5', 'f 5 = g 1 + h 4', 'f 5'],
		['idastar', 'f', 'f = g + h', 'g1 h4 f5', 'g 1 · h 4 · f 5', 'f 5 = g 1 + h 4', 'f 5'],
		['wastar', 'f', 'f = g + 2·h', 'g1 h4 f9', 'g 1 · h 4 · f 9', 'f 9 = g 1 + 2·h 4', 'f 9']
	] as const)('%s', (algorithm, key, formula, box, list, sentence, keyed) => {
		const terms = priorityTerms(algorithm);
		const numbers = node(F[terms.priority]);
		expect(terms.key).toBe(key);
		expect(terms.formula).toBe(formula);
		expect(valuesText(terms, numbers, 'box')).toBe(box);
		expect(valuesText(terms, numbers)).toBe(list);
		expect(valuesSentence(terms, numbers)).toBe(sentence);
		expect(keyText(terms, numbers)).toBe(keyed);
	});

	it('every algorithm is covered, and greedy search never shows an f', () => {
		for (const name of ALGORITHM_NAMES) {
			const terms = priorityTerms(name);
			expect(terms.shown.includes('f')).toBe(terms.key === 'f');
		}
	});

	it('weighted A* writes the weight it runs with; the others ignore one', () => {
		const terms = priorityTerms('wastar', 1.5);
		expect(terms.formula).toBe('f = g + 1.5·h');
		expect(valueLabel(terms, 'f')).toBe('f = g + 1.5·h');
		expect(keySentence(terms, { g: 2, h: 3, f: 6.5 })).toBe('f 6.5 = g 2 + 1.5·h 3');
		expect(valuesText(terms, { g: 2, h: 3, f: 6.5 }, 'words')).toBe('g 2, h 3, f 6.5');
		expect(priorityTerms('astar', 3).formula).toBe('f = g + h');
		// The same terms are the same object, so a view can tell they did not change.
		expect(priorityTerms('wastar', 1.5)).toBe(terms);
	});

	it('practice and challenge show no numbers for searches ordered by arrival alone', () => {
		expect(entryTerms('bfs')).toBeNull();
		expect(entryTerms('dfs')).toBeNull();
		expect(entryTerms('ucs')?.shown).toEqual(['g']);
		expect(entryTerms('greedy')?.shown).toEqual(['g', 'h']);
		expect(entryTerms('idastar')?.shown).toEqual(['g', 'h', 'f']);
	});

	it("the pseudocode's variables: the numbers each priority is made of, the key with its parts", () => {
		const n = { g: 2, h: 3, f: 0 };
		const row = (algorithm: 'ucs' | 'greedy' | 'astar' | 'wastar') => {
			const terms = priorityTerms(algorithm, 2);
			const numbers = { ...n, f: algorithm === 'wastar' ? 8 : 5 };
			return `${priorityValues(terms).join(' ')} | ${keyWithParts(terms, numbers)}`;
		};
		expect(row('ucs')).toBe('g | 2');
		expect(row('greedy')).toBe('h | 3');
		expect(row('astar')).toBe('g h f | 5 = g 2 + h 3');
		expect(row('wastar')).toBe('g h f | 8 = g 2 + 2·h 3');
	});
});
