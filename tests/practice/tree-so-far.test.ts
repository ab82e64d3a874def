import { describe, expect, it } from 'vitest';
import { drawQuestion } from '$lib/practice/questions';
import { treeSoFar } from '$lib/practice/tree-so-far';

describe('the tree so far', () => {
	it('holds the nodes expanded, in order, and the frontier under its parents', () => {
		for (const detail of ['pick', 'order'] as const) {
			const question = drawQuestion({
				type: 'simulate',
				algorithm: 'astar',
				level: 'easy',
				seed: 'unit',
				detail
			});
			const index = question.parts.findLastIndex((part) => part.kind !== 'number');
			const last = question.parts[index];
			const frontier =
				last.kind === 'pick' ? last.question.choices : last.kind === 'order' ? last.entries : [];
			const tree = treeSoFar(question, index, frontier).map((node) => ({
				id: node.id,
				parent: node.parent,
				expansion: node.expansion,
				entry: node.entry?.f ?? null
			}));
			expect(tree).toEqual([
				{ id: 0, parent: null, expansion: 1, entry: null },
				{ id: 1, parent: 0, expansion: 2, entry: null },
				{ id: 4, parent: 1, expansion: 3, entry: null },
				{ id: 2, parent: 0, expansion: null, entry: 6 },
				{ id: 3, parent: 1, expansion: null, entry: 6 },
				{ id: 5, parent: 4, expansion: null, entry: 6 },
				{ id: 6, parent: 4, expansion: null, entry: 4 },
				{ id: 7, parent: 4, expansion: null, entry: 6 }
			]);
		}
	});
});
