import { describe, expect, it } from 'vitest';
import { graphProblem, type GraphSpec } from '$lib/domains/graph';
import {
	ALGORITHMS,
	collectRun,
	type AlgorithmName,
	type Problem,
	type SearchOptions
} from '$lib/search';
import { noTextOrder } from '$lib/search/entry-order';
import { createTraceFor } from '$lib/trace';

/**
 * Ties broken by text ('low-g-text') read the problem's own text order (Problem.compareText):
 * the engine takes entries off the frontier in it, and the trace lists the frontier in it.
 */

/** The states the engine expands, in order. */
function expanded<S>(algorithm: AlgorithmName, problem: Problem<S>, options: SearchOptions): S[] {
	const { events } = collectRun(ALGORITHMS[algorithm].run(problem, options));
	return events.flatMap((event) => (event.type === 'expand' ? [event.node.state] : []));
}

/** The frontier's states as the trace lists them after `step`, next to leave first. */
function listed<S>(
	algorithm: AlgorithmName,
	problem: Problem<S>,
	options: SearchOptions,
	step: number
): S[] {
	const { events, result } = collectRun(ALGORITHMS[algorithm].run(problem, options));
	const trace = createTraceFor(algorithm, options, problem);
	for (const event of events) trace.append(event);
	trace.finish(result);
	trace.seek(step);
	return trace.frontierRows().rows.map((row) => row.state);
}

/**
 * S costs 2 to X and 1 to Y; Y costs 1 to A. Uniform-cost search takes S, then Y: X (added by
 * S) and A (added by Y) then wait with the same g, 2, X added first but A first in alphabetical
 * order, the graph problem's text order.
 */
const FORK: GraphSpec = {
	nodes: ['S', 'X', 'Y', 'A', 'G'].map((name, i) => ({ name, label: name, x: i, y: 0 })),
	edges: [
		{ from: 'S', to: 'X', cost: 2 },
		{ from: 'S', to: 'Y', cost: 1 },
		{ from: 'Y', to: 'A', cost: 1 },
		{ from: 'A', to: 'G', cost: 5 },
		{ from: 'X', to: 'G', cost: 5 }
	],
	directed: false,
	h: null,
	hGoals: [],
	nodeWord: 'node'
};

/** Numbers read as words: one, three, two in text order, though generated 1, 2, 3. */
const WORDS = ['zero', 'one', 'two', 'three'];
const counting: Problem<number> = {
	initial: 0,
	isGoal: () => false,
	successors: (state) =>
		state === 0 ? [1, 2, 3].map((next) => ({ action: `to ${next}`, state: next, cost: 1 })) : [],
	key: (state) => state,
	heuristic: () => 0,
	compareText: (a, b) => (WORDS[a] < WORDS[b] ? -1 : WORDS[a] > WORDS[b] ? 1 : 0)
};

describe('ties broken by the problem’s text order', () => {
	const fork = graphProblem({ graph: FORK, start: 'S', goals: ['G'] });

	it('on a graph: the name that comes first alphabetically, not the entry added first', () => {
		const options = (tieBreak: 'fifo' | 'low-g-text'): SearchOptions => ({
			tieBreak,
			maxExpansions: 3
		});
		expect(expanded('ucs', fork, options('fifo'))).toEqual(['S', 'Y', 'X']);
		expect(expanded('ucs', fork, options('low-g-text'))).toEqual(['S', 'Y', 'A']);
		// After step 2 (Y expanded) the trace lists the frontier as the engine empties it.
		expect(listed('ucs', fork, options('fifo'), 2)).toEqual(['X', 'A']);
		expect(listed('ucs', fork, options('low-g-text'), 2)).toEqual(['A', 'X']);
	});

	it('on a problem with an order of its own: the engine and the trace both read it', () => {
		for (const algorithm of ['ucs', 'greedy', 'astar', 'wastar'] as const) {
			const options: SearchOptions = { tieBreak: 'low-g-text' };
			expect([algorithm, expanded(algorithm, counting, options)]).toEqual([
				algorithm,
				[0, 1, 3, 2]
			]);
			expect([algorithm, listed(algorithm, counting, options, 1)]).toEqual([algorithm, [1, 3, 2]]);
		}
		// The greedy walk steps to the child a priority queue would hand out first: "one".
		const walk = collectRun(ALGORITHMS.walk.run(counting, { tieBreak: 'low-g-text' }));
		expect(walk.result.path.map((node) => node.state)).toEqual([0, 1]);
	});

	it('refuses a run that breaks ties by text on a problem with no text order, before it starts', () => {
		const untexted: Problem<number> = { ...counting, compareText: undefined };
		const options: SearchOptions = { tieBreak: 'low-g-text' };
		// The refusal is a message: a reader chooses the tie-break.
		const NO_TEXT_ORDER = expect.objectContaining({ ref: noTextOrder('low-g-text') });
		for (const algorithm of ['ucs', 'greedy', 'astar', 'wastar'] as const) {
			expect(() => ALGORITHMS[algorithm].run(untexted, options).next()).toThrow(NO_TEXT_ORDER);
			expect(() => createTraceFor(algorithm, options, untexted)).toThrow(NO_TEXT_ORDER);
		}
		// The walk scores its children as a priority queue would; its trace lists no queue.
		expect(() => ALGORITHMS.walk.run(untexted, options).next()).toThrow(NO_TEXT_ORDER);
		// Another tie-break, or a frontier that never breaks ties by priority, needs no text order.
		expect(expanded('astar', untexted, { tieBreak: 'fifo' })).toEqual([0, 1, 2, 3]);
		expect(expanded('bfs', untexted, options)).toEqual([0, 1, 2, 3]);
		expect(() => createTraceFor('bfs', options, untexted)).not.toThrow();
	});
});
