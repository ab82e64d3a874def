import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, graphProblem, type GraphProblem, type GraphSpec } from '$lib/domains/graph';
import { ALGORITHMS, collectRun, type Problem, type SearchOptions } from '$lib/search';
import { noTextOrder } from '$lib/search/entry-order';
import { english } from '../i18n/english-messages';
import type { DuplicatePolicy } from '$lib/search/options';
import { createTraceFor } from '$lib/trace';
import { randomRun } from '../domains/random-graph';

/**
 * 'alpha', the exam convention "ties are broken alphabetically": among frontier entries of
 * equal priority, the one whose state comes first in the problem's text order (a graph node's
 * name), then the one added first. Checked against a priority queue written here from the
 * textbook, independently of the engine's entry order and heaps.
 */

/** The states the engine takes off its frontier, in order (the goal too, tested on removal). */
function popped<S>(
	algorithm: 'ucs' | 'greedy' | 'astar',
	problem: Problem<S>,
	options: SearchOptions
) {
	const { events, result } = collectRun(ALGORITHMS[algorithm].run(problem, options));
	const states = events.flatMap((event) =>
		event.type === 'expand' || event.type === 'goal' ? [event.node.state] : []
	);
	return { states, outcome: result.outcome };
}

interface Entry {
	readonly state: string;
	readonly g: number;
	readonly f: number;
	readonly arrival: number;
}

/**
 * Best-first search as a student writes it: the frontier a plain list, the next entry found by
 * scanning it for the lowest f, then the name first alphabetically, then the first added; the
 * goal tested on removal. `duplicates`: 'tree' adds every child; 'graph' discards a child
 * whose state is explored or waiting; 'graph-update' lets a child with a lower g replace the
 * waiting entry of its state. Stops after `pops` removals.
 */
function referencePops(
	algorithm: 'ucs' | 'greedy' | 'astar',
	problem: GraphProblem<string>,
	duplicates: DuplicatePolicy,
	pops: number
): string[] {
	const h = (state: string): number => problem.heuristic?.(state) ?? 0;
	const f = (g: number, state: string): number =>
		algorithm === 'ucs' ? g : algorithm === 'greedy' ? h(state) : g + h(state);
	let arrivals = 0;
	const entry = (state: string, g: number): Entry => ({
		state,
		g,
		f: f(g, state),
		arrival: arrivals++
	});
	let frontier: Entry[] = [entry(problem.initial, 0)];
	const explored = new Set<string>();
	const order: string[] = [];
	while (frontier.length > 0 && order.length < pops) {
		let best = frontier[0];
		for (const other of frontier) {
			const by =
				other.f - best.f || compareNames(other.state, best.state) || other.arrival - best.arrival;
			if (by < 0) best = other;
		}
		frontier = frontier.filter((waiting) => waiting !== best);
		order.push(best.state);
		if (problem.isGoal(best.state)) break;
		explored.add(best.state);
		for (const { state, cost } of problem.successors(best.state)) {
			const g = best.g + cost;
			if (duplicates === 'tree') {
				frontier.push(entry(state, g));
				continue;
			}
			if (explored.has(state)) continue;
			const waiting = frontier.find((other) => other.state === state);
			if (waiting === undefined) frontier.push(entry(state, g));
			else if (duplicates === 'graph-update' && g < waiting.g) {
				frontier = [...frontier.filter((other) => other !== waiting), entry(state, g)];
			}
		}
	}
	return order;
}

/**
 * S costs 1 to B and 1 to C, 2 to A; h: A 0, B 1, C 1. A* has f 2 for all three: alphabetically
 * A leaves first though it was added last and has the highest g (lower g first, 'low-g-text',
 * takes B); first added first takes B.
 */
const THREE: GraphSpec = {
	nodes: ['S', 'A', 'B', 'C', 'G'].map((name, i) => ({ name, label: name, x: i, y: 0 })),
	edges: [
		{ from: 'S', to: 'C', cost: 1 },
		{ from: 'S', to: 'B', cost: 1 },
		{ from: 'S', to: 'A', cost: 2 },
		{ from: 'A', to: 'G', cost: 9 }
	],
	directed: true,
	h: { S: 2, A: 0, B: 1, C: 1, G: 0 },
	hGoals: ['G'],
	nodeWord: 'node'
};

describe('ties broken alphabetically (alpha)', () => {
	const three = graphProblem({ graph: THREE, start: 'S', goals: ['G'] });
	const first = (tieBreak: SearchOptions['tieBreak']): string[] =>
		popped('astar', three, { tieBreak, maxExpansions: 2 }).states;

	it('takes the name first alphabetically, whatever g or arrival', () => {
		// Successors come in alphabetical order on a graph: A, B, C are added in that order.
		expect(first('alpha')).toEqual(['S', 'A']);
		expect(first('low-g-text')).toEqual(['S', 'B']);
		expect(first('lifo')).toEqual(['S', 'C']);
		expect(popped('astar', three, { tieBreak: 'alpha' }).states).toEqual(['S', 'A', 'B', 'C', 'G']);
	});

	it('lists the frontier alphabetically in the trace', () => {
		const options: SearchOptions = { tieBreak: 'alpha' };
		const { events, result } = collectRun(ALGORITHMS.astar.run(three, options));
		const trace = createTraceFor('astar', options, three);
		for (const event of events) trace.append(event);
		trace.finish(result);
		trace.seek(1);
		expect(trace.frontierRows().rows.map((row) => row.state)).toEqual(['A', 'B', 'C']);
	});

	it('refuses a problem with no text order, in words, before the run starts', () => {
		const untexted: Problem<string> = { ...three, compareText: undefined };
		const options: SearchOptions = { tieBreak: 'alpha' };
		const refusal = expect.objectContaining({ ref: noTextOrder('alpha') });
		expect(english(noTextOrder('alpha'))).toBe(
			"The tie-break alpha compares the states as text, and this problem's states have no text order: choose another tie-break."
		);
		for (const algorithm of ['ucs', 'greedy', 'astar', 'wastar'] as const) {
			expect(() => ALGORITHMS[algorithm].run(untexted, options).next()).toThrow(refusal);
			expect(() => createTraceFor(algorithm, options, untexted)).toThrow(refusal);
		}
		expect(() => ALGORITHMS.walk.run(untexted, options).next()).toThrow(refusal);
	});

	it('expands in the order of a textbook priority queue on random graphs (ucs, greedy, A*)', () => {
		fc.assert(
			fc.property(
				randomRun(),
				fc.constantFrom('ucs' as const, 'greedy' as const, 'astar' as const),
				fc.constantFrom<DuplicatePolicy>('graph', 'graph-update', 'tree'),
				(run, algorithm, duplicates) => {
					const problem = graphProblem(run);
					const cap = 40;
					const engine = popped(algorithm, problem, {
						tieBreak: 'alpha',
						duplicates,
						goalTest: 'on-removal',
						maxExpansions: cap
					});
					const reference = referencePops(algorithm, problem, duplicates, cap + 1);
					// A run that stops at the cap has expanded a prefix of the reference's order.
					if (engine.outcome === 'limit') {
						expect(engine.states).toEqual(reference.slice(0, engine.states.length));
					} else expect(engine.states).toEqual(reference);
				}
			),
			{ numRuns: 400 }
		);
	});
});
