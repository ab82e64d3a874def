/**
 * The step details (values, order) and the tree so far on what sim-work added to simulate: the
 * road map's cities and the iterative searches' restarts and bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionSpec } from '$lib/practice/question-spec';
import { answerText, drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { treeSoFar } from '$lib/practice/tree-so-far';
import { layoutSearchTree } from '$lib/viz/tree-layout';
import { STRAIGHT_LINE_TO_B } from '$lib/domains/graph';
import { practiceText } from '$lib/components/practice/practice-text';
// Messages compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'simulate',
	algorithm: 'astar',
	level: 'easy',
	seed: 'unit',
	...overrides
});

describe('values and orders on the road map and in the iterative searches', () => {
	it('asks A*’s f of each new city from its road and its straight-line distance (seed unit)', () => {
		const question = drawQuestion(spec({ problem: 'graph', detail: 'values' }));
		expect(practiceText(question.task)).toBe(
			'Perform A* search from Mehadia (M) to Bucharest (B) on the road map: for each expansion, work out the f of each node it puts on the frontier, then pick the node the next expansion takes.'
		);
		expect(question.parts.map((part) => [part.kind, expectedAnswer(part)])).toEqual([
			['number', 317],
			['number', 314],
			['pick', 2],
			['number', 510],
			['pick', 1],
			['number', 355],
			['pick', 4]
		]);
		const [first, , , lugojChild] = question.parts;
		if (first.kind !== 'number' || lugojChild.kind !== 'number') throw new Error('numbers');
		expect(first.prompt).toEqual(
			'Expanding node 0 (Mehadia, g 0) made node 1 (Drobeta) by the road M→D, 75 long. What is its f = g + h?'
		);
		expect(first.explanation).toEqual(
			`g = 0 + 75 = 75, node 0’s g plus the road’s length; h = ${STRAIGHT_LINE_TO_B.D}, the straight-line distance from Drobeta to Bucharest; so f = g + h = 75 + 242 = 317.`
		);
		// A city has no board to show, and a city already expanded is named as not pushed.
		expect(first.board).toBeUndefined();
		expect(practiceText(lugojChild.explanation, 'en')).toMatch(
			/The road to M, Mehadia gives the city of node 0, already expanded: it is not put on the frontier\.$/
		);
		for (const [i, part] of question.parts.entries()) {
			expect(judgePart(question, i, expectedAnswer(part))?.correct).toBe(true);
		}
		expect(answerText(question, 2, 2)).toBe('node 2');
	});

	it('asks IDA*’s f of new nodes and its bounds as they are; iterative deepening no key', () => {
		const ida = drawQuestion(spec({ algorithm: 'idastar', problem: 'graph', detail: 'values' }));
		expect(ida.parts.map((part) => [part.kind, expectedAnswer(part)])).toEqual([
			['number', 314],
			['number', 314],
			['number', 317],
			['number', 317],
			['number', 314],
			['pick', 4]
		]);
		expect(ida.parts.map((part) => practiceText(part.prompt).replace(/\?.*$/, '?'))).toEqual([
			'The f bound 241 is exhausted: what is the next bound?',
			'Expanding node 1 (Mehadia, g 0) made node 2 (Lugoj) by the road M→L, 70 long. What is its f = g + h?',
			'The f bound 314 is exhausted: what is the next bound?',
			'Expanding node 3 (Mehadia, g 0) made node 4 (Drobeta) by the road M→D, 75 long. What is its f = g + h?',
			'Expanding node 3 (Mehadia, g 0) made node 5 (Lugoj) by the road M→L, 70 long. What is its f = g + h?',
			'Which node does expansion 5 take?'
		]);
		// Iterative deepening's stack leaves by arrival: values asks what pick asks, no more.
		for (const problem of ['tile', 'graph'] as const) {
			const picks = drawQuestion(spec({ algorithm: 'iddfs', problem }));
			const values = drawQuestion(spec({ algorithm: 'iddfs', problem, detail: 'values' }));
			expect(values.parts).toEqual(picks.parts);
		}
	});

	it('names the expansion an order follows by its number in the run, across restarts', () => {
		const question = drawQuestion(
			spec({ algorithm: 'idastar', problem: 'graph', detail: 'order' })
		);
		const order = question.parts.at(-1);
		if (order?.kind !== 'order') throw new Error('an order');
		expect(order.prompt).toEqual(
			'After expansion 4, put the frontier in the order its entries will leave.'
		);
		expect(order.answer).toEqual([4, 5]);
	});

	it('lays out the tree so far for every pick, on boards and cities, across restarts', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar', 'iddfs', 'idastar'),
				fc.constantFrom('tile', 'graph'),
				fc.constantFrom('pick', 'order'),
				fc.constantFrom('easy', 'hard'),
				fc.string({ minLength: 1, maxLength: 5 }),
				(algorithm, problem, detail, level, seed) => {
					const question = drawQuestion(spec({ algorithm, problem, detail, level, seed }));
					for (const [i, part] of question.parts.entries()) {
						if (part.kind !== 'pick' && part.kind !== 'order') continue;
						const frontier = part.kind === 'pick' ? part.question.choices : part.entries;
						const tree = treeSoFar(question, i, frontier);
						const ids = new Set(tree.map((node) => node.id));
						// One root, every other node under a node of the tree, parents first.
						expect(tree.filter((node) => node.parent === null)).toHaveLength(1);
						for (const [at, node] of tree.entries()) {
							if (node.parent === null) continue;
							expect(ids.has(node.parent)).toBe(true);
							if (node.entry === null) {
								expect(tree.findIndex((other) => other.id === node.parent)).toBeLessThan(at);
							}
						}
						expect(() =>
							layoutSearchTree(
								tree.map((node) => ({ id: node.id, parent: node.parent })),
								{ nodeWidth: 86, nodeHeight: 96, siblingGap: 10, levelGap: 30 }
							)
						).not.toThrow();
					}
				}
			),
			{ numRuns: 60 }
		);
	});

	it('keeps the current iteration’s tree only, from its root', () => {
		const question = drawQuestion(spec({ algorithm: 'idastar', problem: 'graph' }));
		const index = question.parts.findIndex((part) => part.kind === 'pick');
		const part = question.parts[index];
		if (part.kind !== 'pick') throw new Error('a pick');
		expect(
			treeSoFar(question, index, part.question.choices).map((node) => [
				node.id,
				node.parent,
				node.expansion,
				node.notation
			])
		).toEqual([
			[3, null, 4, 'M, Mehadia'],
			[4, 3, null, 'D, Drobeta'],
			[5, 3, null, 'L, Lugoj']
		]);
	});
});
