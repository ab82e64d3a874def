import { describe, expect, it } from 'vitest';
import {
	ALGORITHM_NAMES,
	ALGORITHMS,
	collectRun,
	isAlgorithmName,
	runToEnd,
	tileProblem,
	type AlgorithmName,
	type Problem,
	type SearchEvent,
	type SearchResult
} from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { board } from './helpers';

/**
 * Every algorithm runs over one shared list of scenarios. Optimal lengths are asserted where the
 * algorithm promises them; every result is pinned exactly as [cost, expansions] (or
 * [outcome, expansions]) so that a change in any run's order shows up here.
 */
interface Scenario {
	readonly name: string;
	readonly problem: () => Problem<unknown>;
	/** Cheapest path cost and fewest actions (equal on the tile puzzle). */
	readonly cheapest: number;
	readonly fewestActions: number;
	readonly pinned: Record<AlgorithmName, [number | string, number]>;
}

const scenarios: Scenario[] = [
	{
		name: 'a solved 3×3 board',
		problem: () => tileProblem(board('12345678_')),
		cheapest: 0,
		fewestActions: 0,
		pinned: {
			bfs: [0, 0],
			dfs: [0, 0],
			iddfs: [0, 0],
			ucs: [0, 0],
			greedy: [0, 0],
			astar: [0, 0],
			wastar: [0, 0],
			idastar: [0, 0],
			walk: [0, 0]
		}
	},
	{
		name: '3×3, one move from the goal',
		problem: () => tileProblem(board('1234567_8')),
		cheapest: 1,
		fewestActions: 1,
		pinned: {
			bfs: [1, 1],
			// Up is tried first, and depth-first search only comes back after the whole component.
			dfs: [1, 181439],
			iddfs: [1, 4],
			ucs: [1, 3],
			greedy: [1, 1],
			astar: [1, 1],
			wastar: [1, 1],
			idastar: [1, 1],
			walk: [1, 1]
		}
	},
	{
		name: "seed 000's 42_713856",
		problem: () => tileProblem(board('42_713856')),
		cheapest: 10,
		fewestActions: 10,
		pinned: {
			bfs: [10, 350],
			dfs: [64662, 107560],
			iddfs: [10, 1585],
			ucs: [10, 573],
			greedy: [16, 160],
			astar: [10, 22],
			wastar: [10, 33],
			idastar: [10, 25],
			walk: [30, 30]
		}
	},
	{
		name: "seed 000's 1234_5678",
		problem: () => tileProblem(board('1234_5678')),
		cheapest: 14,
		fewestActions: 14,
		pinned: {
			bfs: [14, 3671],
			dfs: [7224, 175624],
			iddfs: [14, 24417],
			ucs: [14, 6026],
			greedy: [28, 95],
			astar: [14, 127],
			wastar: [14, 91],
			idastar: [14, 244],
			walk: ['stuck', 55]
		}
	},
	{
		name: 'a 2×3 board',
		problem: () => tileProblem(board('4_1253', { rows: 2, cols: 3 })),
		cheapest: 8,
		fewestActions: 8,
		pinned: {
			bfs: [8, 47],
			dfs: [50, 337],
			iddfs: [8, 238],
			ucs: [8, 62],
			greedy: [8, 8],
			astar: [8, 13],
			wastar: [8, 8],
			idastar: [8, 16],
			walk: [8, 8]
		}
	},
	{
		name: 'a 2×2 board',
		problem: () => tileProblem(board('_213', { rows: 2, cols: 2 })),
		cheapest: 2,
		fewestActions: 2,
		pinned: {
			bfs: [2, 2],
			dfs: [2, 2],
			iddfs: [2, 6],
			ucs: [2, 3],
			greedy: [2, 2],
			astar: [2, 2],
			wastar: [2, 2],
			idastar: [2, 2],
			walk: [2, 2]
		}
	},
	{
		name: 'the edX start, blank-first goal',
		problem: () => tileProblem(board('1,2,5,3,4,0,6,7,8'), { goal: 'blank-first' }),
		cheapest: 3,
		fewestActions: 3,
		pinned: {
			// Goal test on generation: five expansions where the edX on-removal rule needs ten.
			bfs: [3, 5],
			dfs: [3, 181437],
			iddfs: [3, 18],
			ucs: [3, 10],
			greedy: [3, 3],
			astar: [3, 3],
			wastar: [3, 3],
			idastar: [3, 3],
			walk: [3, 3]
		}
	},
	{
		name: 'the road map, A to B',
		problem: () => roadMapProblem('A'),
		cheapest: 418,
		fewestActions: 3,
		pinned: {
			bfs: [450, 5],
			dfs: [450, 3],
			iddfs: [450, 17],
			ucs: [418, 12],
			greedy: [450, 3],
			astar: [418, 5],
			wastar: [450, 3],
			idastar: [418, 20],
			walk: [450, 3]
		}
	},
	{
		name: 'the road map, L to B',
		problem: () => roadMapProblem('L'),
		cheapest: 504,
		fewestActions: 5,
		pinned: {
			bfs: [504, 9],
			dfs: [504, 5],
			iddfs: [504, 36],
			ucs: [504, 12],
			greedy: [504, 5],
			astar: [504, 6],
			wastar: [504, 5],
			idastar: [504, 26],
			walk: [504, 5]
		}
	}
];

/** What each algorithm promises with its default options. */
const promise: Record<AlgorithmName, 'cheapest' | 'fewest-actions' | null> = {
	bfs: 'fewest-actions',
	dfs: null,
	iddfs: 'fewest-actions',
	ucs: 'cheapest',
	greedy: null,
	astar: 'cheapest',
	wastar: null,
	idastar: 'cheapest',
	walk: null
};

/** The path is made of real successors, its costs add up, and it ends at a goal. */
function expectValidPath<S>(problem: Problem<S>, result: SearchResult<S>): void {
	const { path } = result;
	// Node 0 is the root; an iterative algorithm's later iterations start from a fresh root node.
	expect(path[0]).toMatchObject({ parent: null, state: problem.initial, g: 0, depth: 0 });
	for (let i = 1; i < path.length; i++) {
		const step = problem.successors(path[i - 1].state).find((s) => s.action === path[i].action);
		expect(step?.state).toEqual(path[i].state);
		expect(path[i]).toMatchObject({
			parent: path[i - 1].id,
			depth: i,
			g: path[i - 1].g + (step?.cost ?? NaN)
		});
	}
	expect(result.actions).toEqual(path.slice(1).map((node) => node.action));
	expect(problem.isGoal(path[path.length - 1].state)).toBe(true);
	expect(result.cost).toBe(path[path.length - 1].g);
}

describe.each(ALGORITHM_NAMES)('%s', (name) => {
	const algorithm = ALGORITHMS[name];

	describe.each(scenarios)('on $name', (scenario) => {
		// Run once, on first use, and share the run between the tests below.
		let memo: {
			problem: Problem<unknown>;
			events: SearchEvent<unknown>[];
			result: SearchResult<unknown>;
		};
		const run = () => {
			if (memo === undefined) {
				const problem = scenario.problem();
				memo = { problem, ...collectRun(algorithm.run(problem, { maxExpansions: 300_000 })) };
			}
			return memo;
		};
		const [pinnedEnd, pinnedExpanded] = scenario.pinned[name];

		it('ends as pinned', () => {
			const { result } = run();
			const end = result.outcome === 'goal' ? result.cost : result.outcome;
			expect([end, result.stats.expanded]).toEqual([pinnedEnd, pinnedExpanded]);
		});

		it('returns a valid path when it reaches the goal', () => {
			const { problem, result } = run();
			if (result.outcome === 'goal') expectValidPath(problem, result);
			else expect([result.outcome, result.cost]).toEqual(['stuck', null]);
			if (name !== 'iddfs' && name !== 'idastar') expect(result.path[0]?.id).toBe(0);
		});

		it('keeps its promise of an optimal path', () => {
			const { result } = run();
			if (promise[name] === 'cheapest') expect(result.cost).toBe(scenario.cheapest);
			if (promise[name] === 'fewest-actions')
				expect(result.actions.length).toBe(scenario.fewestActions);
			if (result.outcome === 'goal') expect(result.cost).toBeGreaterThanOrEqual(scenario.cheapest);
		});

		it('yields one start event, then one event per expansion (plus iterations), steps in order', () => {
			const { events, result } = run();
			const counts = { start: 0, expand: 0, iteration: 0, goal: 0, discard: 0 };
			for (const event of events) counts[event.type]++;
			expect(counts.start).toBe(1);
			expect(events[0].type).toBe('start');
			expect(counts.expand).toBe(result.stats.expanded);
			expect(counts.iteration).toBe(
				name === 'iddfs' || name === 'idastar' ? result.stats.iterations : 0
			);
			// A goal found by the goal test on removal is its own last event.
			const removal = result.outcome === 'goal' && events[events.length - 1].type === 'goal';
			expect(counts.goal).toBe(removal ? 1 : 0);
			expect(events.map((event) => event.step)).toEqual(events.map((_, i) => i));
		});

		it('solves without events to exactly the result of its run', () => {
			const { result } = run();
			const solved = algorithm.solve(scenario.problem(), { maxExpansions: 300_000 });
			expect(solved).toEqual(result);
		});

		it('counts what its events report', () => {
			const { events, result } = run();
			const expandEvents = events.flatMap((event) => (event.type === 'expand' ? [event] : []));
			const generated = expandEvents.reduce((sum, event) => sum + event.children.length, 0);
			const largest = expandEvents.reduce((max, event) => Math.max(max, event.frontierSize), 1);
			expect(result.stats.generated).toBe(generated);
			expect(result.stats.maxFrontier).toBe(largest);
			expect(expandEvents.map((event) => event.expansion)).toEqual(
				expandEvents.map((_, i) => i + 1)
			);
		});
	});
});

describe('the registry', () => {
	it('lists nine algorithms under their names, each with a label and description', () => {
		expect(ALGORITHM_NAMES).toEqual([
			'bfs',
			'dfs',
			'iddfs',
			'ucs',
			'greedy',
			'astar',
			'wastar',
			'idastar',
			'walk'
		]);
		for (const name of ALGORITHM_NAMES) {
			expect(ALGORITHMS[name].name).toBe(name);
			expect(ALGORITHMS[name].names.label.id).toBe(`search_algorithm_${name}`);
			expect(ALGORITHMS[name].ruleMessage.id).toBe(`search_rule_${name}`);
			expect(ALGORITHMS[name].optimal).toBe(promise[name] !== null);
			expect(ALGORITHMS[name].optimalWhen === null).toBe(promise[name] === null);
		}
	});

	it('says which algorithms use h', () => {
		const informed = ALGORITHM_NAMES.filter((name) => ALGORITHMS[name].informed);
		expect(informed).toEqual(['greedy', 'astar', 'wastar', 'idastar', 'walk']);
	});

	it('recognises its names', () => {
		expect([isAlgorithmName('astar'), isAlgorithmName('toString'), isAlgorithmName('ast')]).toEqual(
			[true, false, false]
		);
	});

	it('runs through runToEnd to the same result as stepping by hand', () => {
		const problem = tileProblem(board('42_713856'));
		expect(runToEnd(ALGORITHMS.astar.run(problem))).toEqual(
			collectRun(ALGORITHMS.astar.run(problem)).result
		);
	});
});
