import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphProblem, type GraphProblem, type GraphSpec } from '$lib/domains/graph';
import { ALGORITHMS, collectRun, type SearchEvent, type SearchOptions } from '$lib/search';
import { describedOptions } from '$lib/search/descriptions';
import { pseudocode } from '$lib/search/pseudocode';
import { createTraceFor } from '$lib/trace';
import { narrate } from '$lib/trace/narration';
import { messageText } from '$lib/components/message-text';
import { narrateSteps, narrationInputAt } from '$lib/trace/step-narration';
import { randomRun } from '../domains/random-graph';

/**
 * 'prune', Poole & Mackworth's multiple-path pruning (§3.7.2): the frontier holds paths, several
 * to one state if need be; a path selected whose end was already expanded is discarded (a
 * 'discard' event), and a child is checked against the explored set alone, never the frontier.
 */

type FrontierAlgorithm = 'bfs' | 'dfs' | 'ucs' | 'greedy' | 'astar';

/** The run as words: "S" for an expansion, "-C" for a discarded path, "G!" for the goal taken off. */
function steps<S>(events: readonly SearchEvent<S>[]): string[] {
	return events.flatMap((event) => {
		if (event.type === 'expand') return [String(event.node.state)];
		if (event.type === 'discard') return [`-${String(event.node.state)}`];
		if (event.type === 'goal') return [`${String(event.node.state)}!`];
		return [];
	});
}

function runOf(
	algorithm: FrontierAlgorithm,
	problem: GraphProblem<string>,
	options: SearchOptions
) {
	return collectRun(ALGORITHMS[algorithm].run(problem, options));
}

function spec(
	edges: readonly [string, string, number][],
	h: Record<string, number> | null = null
): GraphSpec {
	const names = [...new Set(edges.flatMap(([from, to]) => [from, to]))].sort();
	return {
		nodes: names.map((name, i) => ({ name, label: name, x: i, y: 0 })),
		edges: edges.map(([from, to, cost]) => ({ from, to, cost })),
		directed: true,
		h,
		hGoals: h === null ? [] : ['G'],
		nodeWord: 'node'
	};
}

/**
 * S → A, B; A → B, C; B → C; G unreachable, so each run goes to the end. Depth-first search
 * takes A first. Graph search then discards A's child B (B waits on the frontier) and expands
 * C before the old path to B; multiple-path pruning pushes the new path S-A-B on top of the old
 * one and expands B through A, then C through B, and discards the two older paths.
 */
const DIAMOND: GraphProblem<string> = graphProblem({
	graph: spec([
		['S', 'A', 1],
		['S', 'B', 1],
		['A', 'B', 1],
		['A', 'C', 1],
		['B', 'C', 1],
		['G', 'G2', 1]
	]),
	start: 'S',
	goals: ['G']
});

/**
 * S → A (1), S → B (4), A → B (1), B → G (5), with h consistent (S 2, A 1, B 1, G 0). The
 * cheapest path S-A-B-G costs 7; graph search keeps the first path to B (cost 4) and pays 9.
 */
const DETOUR_H = { S: 2, A: 1, B: 1, G: 0 };
const DETOUR: GraphProblem<string> = graphProblem({
	graph: spec(
		[
			['S', 'A', 1],
			['S', 'B', 4],
			['A', 'B', 1],
			['B', 'G', 5]
		],
		DETOUR_H
	),
	start: 'S',
	goals: ['G']
});

describe('multiple-path pruning (duplicates prune)', () => {
	it('expands in a different order from graph search under depth-first search', () => {
		const graph = runOf('dfs', DIAMOND, { duplicates: 'graph' });
		expect(steps(graph.events)).toEqual(['S', 'A', 'C', 'B']);
		expect(graph.result.outcome).toBe('exhausted');
		const prune = runOf('dfs', DIAMOND, { duplicates: 'prune' });
		expect(steps(prune.events)).toEqual(['S', 'A', 'B', 'C', '-C', '-B']);
		expect(prune.result.outcome).toBe('exhausted');
		expect(prune.result.stats).toMatchObject({ expanded: 4, nodes: 6, exploredSize: 4 });
	});

	it('reports each discarded path with the explored node that holds its state', () => {
		const { events } = runOf('dfs', DIAMOND, { duplicates: 'prune' });
		const discards = events.filter((event) => event.type === 'discard');
		expect(
			discards.map((event) => ({
				node: event.node.id,
				existing: event.existing,
				frontier: event.frontierSize,
				explored: event.exploredSize
			}))
		).toEqual([
			// Nodes: S 0; A 1, B 2 (from S); B 3, C 4 (from A); C 5 (from B).
			{ node: 4, existing: 5, frontier: 1, explored: 4 },
			{ node: 2, existing: 3, frontier: 0, explored: 4 }
		]);
		// A's child B waits on the frontier, yet it is added: only the explored set is checked.
		const a = events.find((event) => event.type === 'expand' && event.node.state === 'A');
		expect(a?.type === 'expand' && a.children.map((child) => child.fate)).toEqual([
			'added',
			'added'
		]);
		// B's child C waits too (node 4); C through B is pushed on top of it.
		const b = events.find((event) => event.type === 'expand' && event.node.state === 'B');
		expect(b?.type === 'expand' && b.children.map((child) => [child.fate, child.id])).toEqual([
			['added', 5]
		]);
	});

	it('discards at generation a child whose state is already explored', () => {
		// Undirected: every child back in its parent's state is explored.
		const problem = graphProblem({
			graph: { ...spec([['S', 'A', 1]]), directed: false },
			start: 'S',
			goals: ['G']
		});
		const { events } = runOf('bfs', problem, { duplicates: 'prune' });
		const a = events.find((event) => event.type === 'expand' && event.node.state === 'A');
		expect(a?.type === 'expand' && a.children.map((child) => [child.fate, child.existing])).toEqual(
			[['explored', 0]]
		);
	});

	it('finds the cheapest path with A* and a consistent h, as priority update does', () => {
		const prune = runOf('astar', DETOUR, { duplicates: 'prune' });
		expect(steps(prune.events)).toEqual(['S', 'A', 'B', '-B', 'G!']);
		expect(prune.result.cost).toBe(7);
		expect(prune.result.actions).toEqual(['S→A', 'A→B', 'B→G']);
		const update = runOf('astar', DETOUR, { duplicates: 'graph-update' });
		expect(steps(update.events)).toEqual(['S', 'A', 'B', 'G!']);
		expect(update.result.cost).toBe(7);
		const graph = runOf('astar', DETOUR, { duplicates: 'graph' });
		expect(graph.result.cost).toBe(9);
	});

	it('solves without events exactly as the drained run', () => {
		for (const algorithm of ['bfs', 'dfs', 'ucs', 'greedy', 'astar'] as const) {
			for (const problem of [DIAMOND, DETOUR]) {
				const options: SearchOptions = { duplicates: 'prune' };
				expect(ALGORITHMS[algorithm].solve(problem, options)).toEqual(
					runOf(algorithm, problem, options).result
				);
			}
		}
	});

	it('shows a discarded path off the frontier, discarded, in the trace', () => {
		const options: SearchOptions = { duplicates: 'prune' };
		const { events, result } = runOf('astar', DETOUR, options);
		const trace = createTraceFor('astar', options, DETOUR);
		for (const event of events) trace.append(event);
		trace.finish(result);
		const discard = events.findIndex((event) => event.type === 'discard');
		trace.seek(discard - 1);
		expect(trace.frontierRows().rows.map((row) => row.id)).toEqual([2, 4]);
		trace.seek(discard);
		expect(trace.frontierRows().rows.map((row) => row.id)).toEqual([4]);
		expect(trace.node(2)?.role).toBe('discarded');
		expect(trace.event(discard)).toEqual(events[discard]);
		expect(trace.stats()).toMatchObject({ expanded: 3, frontier: 1, explored: 3 });
		trace.seek(discard - 1);
		expect(trace.node(2)?.role).toBe('frontier');
	});

	it('says the discard in the pseudocode, its moments and the narration', () => {
		const options = describedOptions('astar', { duplicates: 'prune' });
		const lines = pseudocode('astar', options);
		const text = (id: string): string[] =>
			lines.filter((line) => line.id === id).map((line) => messageText(line.text));
		expect(text('discard')).toEqual([
			'if node.state is in explored: discard node, next iteration   — multiple-path pruning'
		]);
		expect(text('in-frontier')).toEqual([]);
		expect(text('add')).toEqual(['otherwise keep child   — even if child.state waits on frontier']);
		// The discard comes right after the pop, before the goal test.
		const ids = lines.map((line) => line.id);
		expect(ids.indexOf('discard')).toBe(ids.indexOf('pop') + 1);
		expect(ids.indexOf('goal-test')).toBe(ids.indexOf('discard') + 1);

		const { events, result } = runOf('astar', DETOUR, options);
		const trace = createTraceFor('astar', options, DETOUR);
		for (const event of events) trace.append(event);
		trace.finish(result);
		const discard = events.findIndex((event) => event.type === 'discard');
		expect(trace.moments(discard).map((moment) => moment.line)).toEqual(['pop', 'discard']);
		const facts = { algorithm: 'astar' as const, options, stateText: String };
		const sentences = narrateSteps(trace, facts).map((ref) => messageText(ref));
		expect(sentences[discard]).toBe(
			'Took node 2 (f 5 = g 4 + h 1) off the frontier: the lowest f; next was node 4 with f 7. Its state is in explored already (node 3): multiple-path pruning discards node 2 without expanding it.'
		);
		// A's child B, though B waits on the frontier as node 2.
		trace.seek(
			2,
			trace.moments(2).findIndex((moment) => moment.line === 'add')
		);
		expect(messageText(narrate(narrationInputAt(trace, facts)))).toBe(
			'Child 1 (road A→B): its state is not in explored (multiple-path pruning does not look in the frontier): it becomes node 3.'
		);
	});
});

/**
 * Search with multiple-path pruning as Poole & Mackworth write it: the frontier a list of paths;
 * select and remove one (a queue's first, a stack's last, else the lowest f, ties first added
 * first); if its end is explored, discard it; otherwise add the end to explored, return the path
 * if it ends at a goal, and add a path to each neighbour. `checkAtGeneration` leaves out the
 * neighbours already explored (the engine does; the book's figure does not, and discards them
 * when they are selected). Stops after `pops` selections.
 */
function textbookPruning(
	algorithm: FrontierAlgorithm,
	problem: GraphProblem<string>,
	checkAtGeneration: boolean,
	pops: number
): { steps: string[]; cost: number | null; path: string[] } {
	interface Path {
		readonly states: readonly string[];
		readonly g: number;
		readonly f: number;
		readonly arrival: number;
	}
	const h = (state: string): number => problem.heuristic?.(state) ?? 0;
	const f = (g: number, state: string): number =>
		algorithm === 'ucs'
			? g
			: algorithm === 'greedy'
				? h(state)
				: algorithm === 'astar'
					? g + h(state)
					: 0;
	let arrivals = 0;
	const path = (states: readonly string[], g: number): Path => ({
		states,
		g,
		f: f(g, states[states.length - 1]),
		arrival: arrivals++
	});
	let frontier: Path[] = [path([problem.initial], 0)];
	const explored = new Set<string>();
	const taken: string[] = [];
	while (frontier.length > 0 && taken.length < pops) {
		let selected: Path;
		if (algorithm === 'bfs') selected = frontier[0];
		else if (algorithm === 'dfs') selected = frontier[frontier.length - 1];
		else {
			selected = frontier[0];
			for (const other of frontier) {
				const before =
					other.f < selected.f || (other.f === selected.f && other.arrival < selected.arrival);
				if (before) selected = other;
			}
		}
		frontier = frontier.filter((other) => other !== selected);
		const end = selected.states[selected.states.length - 1];
		if (explored.has(end)) {
			taken.push(`-${end}`);
			continue;
		}
		if (problem.isGoal(end)) {
			taken.push(`${end}!`);
			return { steps: taken, cost: selected.g, path: [...selected.states] };
		}
		taken.push(end);
		explored.add(end);
		const children = problem
			.successors(end)
			.filter(({ state }) => !checkAtGeneration || !explored.has(state))
			.map(({ state, cost }) => path([...selected.states, state], selected.g + cost));
		// A stack takes them last first, so the first child comes off first.
		frontier.push(...(algorithm === 'dfs' ? children.reverse() : children));
	}
	return { steps: taken, cost: null, path: [] };
}

describe('multiple-path pruning against the textbook, on random graphs', () => {
	it('takes the same paths off the frontier in the same order (bfs, dfs, ucs, greedy, A*)', () => {
		fc.assert(
			fc.property(
				randomRun(),
				fc.constantFrom<FrontierAlgorithm>('bfs', 'dfs', 'ucs', 'greedy', 'astar'),
				(run, algorithm) => {
					const problem = graphProblem(run);
					const cap = 40;
					const { events, result } = runOf(algorithm, problem, {
						duplicates: 'prune',
						goalTest: 'on-removal',
						maxExpansions: cap
					});
					const engine = steps(events);
					const checked = textbookPruning(algorithm, problem, true, 1000);
					// The book's figure checks nothing at generation: the same expansions, the same goal.
					const figure = textbookPruning(algorithm, problem, false, 1000);
					const expansions = (taken: readonly string[]): string[] =>
						taken.filter((step) => !step.startsWith('-'));
					if (result.outcome === 'limit') {
						expect(engine).toEqual(checked.steps.slice(0, engine.length));
						return;
					}
					expect(engine).toEqual(checked.steps);
					expect(expansions(engine)).toEqual(expansions(figure.steps));
					expect(result.cost).toBe(figure.cost);
					expect(result.path.map((node) => node.state)).toEqual(figure.path);
				}
			),
			{ numRuns: 500 }
		);
	});

	it('finds a cheapest path with A* whenever h is consistent', () => {
		fc.assert(
			fc.property(randomRun(), (run) => {
				const problem = graphProblem(run);
				const h = (state: string): number => problem.heuristic?.(state) ?? 0;
				const consistent = run.graph.edges.every(
					({ from, to, cost }) =>
						h(from) <= cost + h(to) && (run.graph.directed || h(to) <= cost + h(from))
				);
				fc.pre(consistent);
				const prune = ALGORITHMS.astar.solve(problem, { duplicates: 'prune' });
				const cheapest = ALGORITHMS.ucs.solve(problem, { duplicates: 'graph-update' });
				expect(prune.cost).toBe(cheapest.cost);
			}),
			{ numRuns: 300 }
		);
	});
});
