import { describe, expect, it } from 'vitest';
import {
	aStar,
	ALGORITHM_NAMES,
	ALGORITHMS,
	breadthFirst,
	collectRun,
	depthFirst,
	DESCRIPTIONS,
	greedyBestFirst,
	resolveOptions,
	runToEnd,
	tileProblem,
	uniformCost,
	weightedAStar,
	type ExpandEvent,
	type Problem,
	type SearchEvent
} from '$lib/search';
import { compareNames, roadMapProblem } from '$lib/domains/graph';
import { board } from './helpers';

const expanded = <S>(events: readonly SearchEvent<S>[]): ExpandEvent<S>[] =>
	events.filter((event): event is ExpandEvent<S> => event.type === 'expand');

/**
 * A small graph: R has three children X, Y, Z, all with f = g + h = 2 — a three-way tie —
 * and Y has the lowest h. None is the goal; G hangs below Z.
 */
const tie: Problem<string> = {
	initial: 'R',
	isGoal: (state) => state === 'G',
	key: (state) => state,
	successors: (state) =>
		({
			R: [
				{ action: 'R→X', state: 'X', cost: 1 },
				{ action: 'R→Y', state: 'Y', cost: 2 },
				{ action: 'R→Z', state: 'Z', cost: 1 }
			],
			Z: [{ action: 'Z→G', state: 'G', cost: 9 }]
		})[state] ?? [],
	heuristic: (state) => ({ R: 2, X: 1, Y: 0, Z: 1, G: 0 })[state] ?? 0,
	compareText: compareNames
};

describe('tieBreak', () => {
	const order = (tieBreak: 'fifo' | 'lifo' | 'low-h'): string =>
		expanded(collectRun(aStar(tie, { tieBreak })).events)
			.map((event) => event.node.state)
			.join('');

	it('fifo (the default): equal f leaves in insertion order', () => {
		expect(order('fifo')).toBe('RXYZ');
		expect(
			expanded(collectRun(aStar(tie)).events)
				.map((event) => event.node.state)
				.join('')
		).toBe('RXYZ');
	});

	it('lifo: equal f leaves the last inserted first', () => {
		expect(order('lifo')).toBe('RZYX');
	});

	it('low-h: equal f leaves the lower h first, then first in', () => {
		expect(order('low-h')).toBe('RYXZ');
	});

	it('low-g-text: equal f leaves the lower g first, then the state that reads first', () => {
		// X and Z have g 1, Y has g 2; X reads before Z.
		expect(
			expanded(collectRun(aStar(tie, { tieBreak: 'low-g-text' })).events)
				.map((event) => event.node.state)
				.join('')
		).toBe('RXZY');
	});

	it('changes how much A* and greedy search expand on 75126348_, not what A* finds', () => {
		const run = (algorithm: typeof aStar, tieBreak: 'fifo' | 'lifo' | 'low-h') => {
			const result = runToEnd(algorithm(tileProblem(board('75126348_')), { tieBreak }));
			return [result.cost, result.stats.expanded];
		};
		expect([run(aStar, 'fifo'), run(aStar, 'lifo'), run(aStar, 'low-h')]).toEqual([
			[20, 545],
			[20, 380],
			[20, 426]
		]);
		expect([run(greedyBestFirst, 'fifo'), run(greedyBestFirst, 'lifo')]).toEqual([
			[40, 224],
			[40, 87]
		]);
	});
});

describe('duplicates', () => {
	it("'graph' and 'graph-update' agree for breadth-first search: no path to a frontier state is cheaper", () => {
		const stats = (duplicates: 'graph' | 'graph-update') =>
			runToEnd(breadthFirst(tileProblem(board('42_713856')), { duplicates })).stats;
		expect(stats('graph')).toEqual(stats('graph-update'));
		expect(stats('graph')).toMatchObject({ expanded: 350, exploredSize: 350, frontierSize: 223 });
	});

	it("'tree' keeps no explored set and adds every child, so the same board is expanded many times", () => {
		const { events, result } = collectRun(
			breadthFirst(tileProblem(board('42_713856')), { duplicates: 'tree' })
		);
		expect(result.cost).toBe(10);
		expect(result.stats).toMatchObject({ expanded: 9560, exploredSize: 0, frontierSize: 17948 });
		const fates = new Set(expanded(events).flatMap((event) => event.children.map((c) => c.fate)));
		expect([...fates].sort()).toEqual(['added', 'goal']);
	});

	it("'tree' depth-first search walks Up, Down, Up, ... until the cap stops it", () => {
		const { events, result } = collectRun(
			depthFirst(tileProblem(board('1234567_8')), { duplicates: 'tree', maxExpansions: 6 })
		);
		expect(result.outcome).toBe('limit');
		expect(expanded(events).map((event) => event.node.action)).toEqual([
			null,
			'Up',
			'Up',
			'Down',
			'Up',
			'Down'
		]);
	});

	it("A* needs 'graph-update' for optimal paths: without it a costlier frontier entry is kept", () => {
		const run = (duplicates: 'graph' | 'graph-update' | 'tree') => {
			const result = runToEnd(aStar(tileProblem(board('75126348_')), { duplicates }));
			return [result.cost, result.stats.expanded];
		};
		expect([run('graph-update'), run('graph'), run('tree')]).toEqual([
			[20, 545],
			[22, 1222],
			[20, 58838]
		]);
	});

	it("reports 'replaced' with the entry it replaced, and skips that entry later", () => {
		const { events } = collectRun(aStar(roadMapProblem('A')));
		const fromP = expanded(events)[4];
		expect(fromP.node.state).toBe('P');
		const toB = fromP.children[0];
		// B was first reached through F as node 9; the road through P replaces it as node 10.
		expect(toB).toMatchObject({ state: 'B', fate: 'replaced', existing: 9, id: 10, g: 418 });
		// P left the frontier and B's entry was swapped, not added: one fewer than after F.
		expect(fromP.frontierSize).toBe(expanded(events)[3].frontierSize - 1);
		const result = collectRun(aStar(roadMapProblem('A'))).result;
		expect(result.path.map((node) => node.id)).toEqual([0, 1, 6, 8, 10]);
	});
});

describe('goalTest', () => {
	it('on generation stops a layer earlier than on removal (breadth-first, edX start)', () => {
		const problem = tileProblem(board('1,2,5,3,4,0,6,7,8'), { goal: 'blank-first' });
		const run = (goalTest: 'on-generation' | 'on-removal') =>
			runToEnd(breadthFirst(problem, { goalTest })).stats;
		expect(run('on-generation')).toMatchObject({
			expanded: 5,
			maxDepth: 3,
			frontierSize: 5,
			nodes: 11
		});
		expect(run('on-removal')).toMatchObject({
			expanded: 10,
			maxDepth: 4,
			frontierSize: 11,
			nodes: 22
		});
	});

	it("reports the goal found on generation as the child's fate 'goal', then stops", () => {
		const { events, result } = collectRun(breadthFirst(tileProblem(board('1234567_8'))));
		const [start, first] = events;
		expect(start.type).toBe('start');
		expect(first.type === 'expand' && first.children.map((c) => `${c.action} ${c.fate}`)).toEqual([
			'Up added',
			'Left added',
			'Right goal'
		]);
		expect(events.length).toBe(2);
		expect(result.path.map((node) => node.id)).toEqual([0, 3]);
	});

	it('uniform-cost search needs the test on removal: on generation it returns a costlier road', () => {
		const run = (goalTest: 'on-generation' | 'on-removal') => {
			const result = runToEnd(uniformCost(roadMapProblem('A'), { goalTest }));
			return [result.cost, result.stats.expanded];
		};
		expect([run('on-removal'), run('on-generation')]).toEqual([
			[418, 12],
			[450, 8]
		]);
	});

	it('tests the root too: a solved board takes no expansion either way', () => {
		for (const goalTest of ['on-generation', 'on-removal'] as const) {
			const result = runToEnd(breadthFirst(tileProblem(board('12345678_')), { goalTest }));
			expect([result.outcome, result.cost, result.stats.expanded]).toEqual(['goal', 0, 0]);
		}
	});
});

describe('depthLimit and pushOrder (depth-first search)', () => {
	it('cuts children below the limit, which can leave nothing to find', () => {
		const run = (depthLimit: number) => {
			const result = runToEnd(depthFirst(tileProblem(board('1234567_8')), { depthLimit }));
			return [result.outcome, result.stats.expanded, result.stats.maxDepth];
		};
		expect([run(0), run(1), run(2), run(14)]).toEqual([
			['exhausted', 1, 0],
			['goal', 3, 1],
			['goal', 7, 2],
			['goal', 1305, 14]
		]);
	});

	it("marks the cut children 'depth-cut'", () => {
		const { events } = collectRun(depthFirst(tileProblem(board('1234567_8')), { depthLimit: 0 }));
		expect(expanded(events)[0].children.map((child) => child.fate)).toEqual([
			'depth-cut',
			'depth-cut',
			'depth-cut'
		]);
	});

	it("'reversed' (the default) tries Up first; 'generated' tries the last child, Right, first", () => {
		const run = (pushOrder: 'reversed' | 'generated') =>
			expanded(
				collectRun(depthFirst(tileProblem(board('1234567_8')), { pushOrder, depthLimit: 3 })).events
			).map((event) => event.node.action);
		expect(run('reversed').slice(0, 4)).toEqual([null, 'Up', 'Up', 'Left']);
		expect(run('generated')).toEqual([null]);
	});
});

describe('weight (weighted A*)', () => {
	const expansionOrder = (events: readonly SearchEvent<unknown>[]): string[] =>
		expanded(events).map((event) => `${event.node.state}@${event.node.g}`);

	it('w = 0 expands like uniform-cost search, w = 1 like A*', () => {
		const problem = tileProblem(board('42_713856'));
		const ucs = collectRun(uniformCost(problem)).events;
		const astar = collectRun(aStar(problem)).events;
		expect(expansionOrder(collectRun(weightedAStar(problem, { weight: 0 })).events)).toEqual(
			expansionOrder(ucs)
		);
		expect(collectRun(weightedAStar(problem, { weight: 1 })).events).toEqual(astar);
	});

	it('defaults to w = 2; w > 1 may return a longer path (seed 000: 22 moves from 75126348_)', () => {
		const run = (weight?: number) => {
			const result = runToEnd(weightedAStar(tileProblem(board('75126348_')), { weight }));
			return [result.cost, result.stats.expanded];
		};
		expect([run(), run(2), run(3), run(1)]).toEqual([[22, 535], [22, 535], run(3), [20, 545]]);
		expect(run(3)[0]).toBeGreaterThanOrEqual(20);
		const { events } = collectRun(weightedAStar(tileProblem(board('75126348_')), { weight: 2 }));
		const root = events[0].type === 'start' ? events[0].root : null;
		expect([root?.g, root?.h, root?.f]).toEqual([0, 10, 20]);
	});
});

describe('maxExpansions', () => {
	it.each(ALGORITHM_NAMES)("%s stops with outcome 'limit' at the cap", (name) => {
		const { events, result } = collectRun(
			ALGORITHMS[name].run(tileProblem(board('75126348_')), { maxExpansions: 5 })
		);
		expect(result.outcome).toBe('limit');
		expect([result.stats.expanded, expanded(events).length]).toEqual([5, 5]);
		expect([result.cost, result.path, result.actions]).toEqual([
			null,
			name === 'walk' ? result.path : [],
			name === 'walk' ? result.actions : []
		]);
	});

	it.each(ALGORITHM_NAMES)('%s with a cap of 0 expands nothing', (name) => {
		const result = runToEnd(
			ALGORITHMS[name].run(tileProblem(board('75126348_')), { maxExpansions: 0 })
		);
		expect([result.outcome, result.stats.expanded, result.stats.frontierSize]).toEqual([
			'limit',
			0,
			1
		]);
	});

	it('still recognises a goal taken off the frontier at the cap (no expansion needed)', () => {
		const problem = tileProblem(board('1,2,5,3,4,0,6,7,8'), { goal: 'blank-first' });
		const result = runToEnd(aStar(problem, { maxExpansions: 3, duplicates: 'graph' }));
		expect([result.outcome, result.cost, result.stats.expanded]).toEqual(['goal', 3, 3]);
	});
});

describe('resolveOptions', () => {
	it("lets the caller's options win over an algorithm's defaults, ignoring undefined", () => {
		const resolved = resolveOptions(
			{ tieBreak: 'lifo', goalTest: undefined },
			DESCRIPTIONS.bfs.defaults
		);
		expect(resolved).toEqual({
			tieBreak: 'lifo',
			duplicates: 'graph',
			goalTest: 'on-generation',
			depthLimit: Infinity,
			weight: 1,
			maxExpansions: 2_000_000,
			pushOrder: 'reversed'
		});
	});

	it('rejects a negative cap, depth limit or weight', () => {
		const defaults = DESCRIPTIONS.wastar.defaults;
		expect(() => resolveOptions({ maxExpansions: -1 }, defaults)).toThrow(RangeError);
		expect(() => resolveOptions({ depthLimit: -1 }, defaults)).toThrow(RangeError);
		expect(() => resolveOptions({ weight: -0.5 }, defaults)).toThrow(RangeError);
		expect(() => resolveOptions({ weight: Number.NaN }, defaults)).toThrow(RangeError);
	});
});
