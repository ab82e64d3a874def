import { describe, expect, it } from 'vitest';
import { costsToGoal } from '$lib/search/costs-to-goal';

describe('costsToGoal', () => {
	// A one-way road map: a → b (1), b → c (2), a → c (5), c → g (1), d → a (1); e reaches nothing.
	const edges: [string, string, number][] = [
		['a', 'b', 1],
		['b', 'c', 2],
		['a', 'c', 5],
		['c', 'g', 1],
		['d', 'a', 1]
	];
	const into = (node: string) =>
		edges.filter(([, to]) => to === node).map(([from, , cost]) => ({ from, cost }));

	it('gives every node its cheapest cost to the goal, Infinity where none is reachable', () => {
		const costs = costsToGoal(['a', 'b', 'c', 'd', 'e', 'g'], ['g'], into);
		expect(Object.fromEntries(costs)).toEqual({ a: 4, b: 3, c: 1, d: 5, e: Infinity, g: 0 });
	});

	it('measures each node from its nearest goal when there are several', () => {
		const costs = costsToGoal(['a', 'b', 'c', 'd', 'e', 'g'], ['g', 'b'], into);
		expect(Object.fromEntries(costs)).toEqual({ a: 1, b: 0, c: 1, d: 2, e: Infinity, g: 0 });
	});
});
