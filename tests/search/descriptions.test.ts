import { describe, expect, it } from 'vitest';
import {
	ALGORITHMS,
	ALGORITHM_NAMES,
	DEFAULT_WEIGHT,
	DESCRIPTIONS,
	collectRun,
	describedOptions,
	priorityFunction,
	priorityText,
	tileProblem,
	type AlgorithmName,
	type Problem,
	type SearchEvent,
	type SearchOptions
} from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { expandsFromOneFrontier, keepsFrontier, readsOption } from '$lib/search/descriptions';
import { runRuleMessages } from '$lib/search/rule-messages';
import { english } from '../i18n/english-messages';
import { pseudocode } from '$lib/search/pseudocode';
import { linePlanFor, momentsOf } from '$lib/trace';
import { frontierOrderFor } from '$lib/trace';
import { board } from './helpers';
import { messageText } from '$lib/components/message-text';
import { childOrderMessage } from '$lib/domains/child-order';
import { UDLR } from '$lib/puzzle/board';

/** A dozen 3×3 boards from 2 to 20 moves out, and the road map. */
const BOARDS = [
	'1234_5678',
	'12345_786',
	'_12453786',
	'41325_786',
	'1238_4765',
	'4123_5786',
	'75126348_',
	'8672543_1',
	'1_3425786',
	'123_45786',
	'2831647_5',
	'7245_6831'
];
const PROBLEMS: readonly [string, () => Problem<unknown>][] = [
	...BOARDS.map((text): [string, () => Problem<unknown>] => [
		text,
		() => tileProblem(board(text)) as Problem<unknown>
	]),
	['road map A→B', () => roadMapProblem('A') as Problem<unknown>]
];
const CAP = 3000;

function eventsOf(name: AlgorithmName, problem: Problem<unknown>, options: SearchOptions = {}) {
	return collectRun(ALGORITHMS[name].run(problem, { maxExpansions: CAP, ...options }));
}

describe('each algorithm is one description the engine follows', () => {
	describe.each(ALGORITHM_NAMES)('%s', (name) => {
		const description = DESCRIPTIONS[name];
		const options = describedOptions(name);

		it.each(PROBLEMS)(
			'on %s: f, goal test, duplicates and push order are as described',
			(_, make) => {
				const { events, result } = eventsOf(name, make());
				const f = priorityFunction(description.priority, options.weight);
				let goalEvents = 0;
				for (let i = 0; i < events.length; i++) {
					const event = events[i];
					if (event.type === 'goal') goalEvents++;
					if (event.type !== 'expand') continue;
					// Walk and greedy order by h; the others by their formula: every f adds up.
					expect(event.node.f).toBe(f(event.node.g, event.node.h));
					for (const child of event.children) expect(child.f).toBe(f(child.g, child.h));
					const fates = new Set(event.children.map((child) => child.fate));
					if (options.goalTest === 'on-removal' || description.structure !== 'queue') {
						if (description.structure !== 'queue' && options.goalTest === 'on-removal') {
							expect(fates.has('goal')).toBe(false);
						}
					}
					if (options.duplicates !== 'graph-update') expect(fates.has('replaced')).toBe(false);
					if (options.duplicates === 'tree') {
						expect(fates.has('explored')).toBe(false);
						expect(fates.has('in-frontier')).toBe(false);
					}
					// A stack that pushes children last first tries the first kept child next.
					const next = events[i + 1];
					const kept = event.children.filter((child) => child.fate === 'added');
					const stack =
						description.structure === 'stack' || description.structure === 'bounded-depth-first';
					if (stack && options.pushOrder === 'reversed' && kept.length > 0 && next !== undefined) {
						if (next.type === 'expand' || next.type === 'goal')
							expect(next.node.id).toBe(kept[0].id);
					}
				}
				// A goal found by the goal test on removal ends the run with a goal event.
				const onRemoval = options.goalTest === 'on-removal';
				if (result.outcome === 'goal' && description.structure !== 'walk') {
					expect(goalEvents).toBe(onRemoval ? 1 : 0);
				}
			}
		);

		it('names a pseudocode line for every moment its runs reach', () => {
			const lines = new Set(pseudocode(name, options).map((line) => line.id));
			const plan = linePlanFor(name);
			for (const [, make] of PROBLEMS) {
				const { events, result } = eventsOf(name, make(), { maxExpansions: 200 });
				events.forEach((event: SearchEvent<unknown>, i) => {
					const ending = i === events.length - 1 ? result.outcome : null;
					for (const moment of momentsOf(event, plan, ending)) {
						expect(lines.has(moment.line), `${name}: line ${moment.line}`).toBe(true);
					}
				});
			}
		});

		it('the trace orders its frontier by the description', () => {
			const order = frontierOrderFor(name);
			const expected = {
				queue: 'queue',
				walk: 'queue',
				stack: 'stack',
				'bounded-depth-first': 'stack',
				priority: 'priority'
			}[description.structure];
			expect(order.kind).toBe(expected);
			if (order.kind === 'priority') {
				expect(order.priority).toBe(description.priority);
				expect(order.tieBreak).toBe(description.defaults.tieBreak);
			}
		});
	});

	it('states the textbook defaults, weighted A*’s w once', () => {
		expect(
			Object.fromEntries(
				ALGORITHM_NAMES.map((name) => {
					const { structure, priority, defaults } = DESCRIPTIONS[name];
					return [
						name,
						`${structure} ${priority} ${defaults.goalTest} ${defaults.duplicates} w${defaults.weight}`
					];
				})
			)
		).toEqual({
			bfs: 'queue g on-generation graph w1',
			dfs: 'stack g on-removal graph w1',
			iddfs: 'bounded-depth-first g on-removal tree w1',
			ucs: 'priority g on-removal graph-update w1',
			greedy: 'priority h on-removal graph w1',
			astar: 'priority g+h on-removal graph-update w1',
			wastar: 'priority g+wh on-removal graph-update w2',
			idastar: 'bounded-depth-first g+h on-removal tree w1',
			walk: 'walk h on-removal tree w1'
		});
		expect(DEFAULT_WEIGHT).toBe(2);
		// The engine's weighted A* without a weight orders by g + 2·h.
		const { events } = eventsOf('wastar', tileProblem(board('75126348_')) as Problem<unknown>, {
			maxExpansions: 3
		});
		const first = events[1];
		if (first.type !== 'expand') throw new Error('expected an expansion');
		expect(first.node.f).toBe(first.node.g + 2 * first.node.h);
	});

	it('an option the algorithm does not read keeps its default in what a view states', () => {
		expect(describedOptions('astar', { weight: 5 }).weight).toBe(1);
		expect(describedOptions('wastar', { weight: 5 }).weight).toBe(5);
		expect(describedOptions('bfs', { tieBreak: 'lifo' }).tieBreak).toBe('fifo');
		expect(describedOptions('idastar', { goalTest: 'on-generation' }).goalTest).toBe('on-removal');
	});

	it('writes each priority in its own terms, adding up', () => {
		const node = { g: 4, h: 8 };
		expect(priorityText('g', node)).toBe('g 4');
		expect(priorityText('h', node)).toBe('h 8');
		expect(priorityText('g+h', node)).toBe('f 12 = g 4 + h 8');
		expect(priorityText('g+wh', node, 2)).toBe('f 20 = g 4 + 2·h 8');
		expect(priorityText('g+wh', { g: 1, h: 3 }, 1.5)).toBe('f 5.5 = g 1 + 1.5·h 3');
	});
});

describe('pseudocode', () => {
	const text = (name: AlgorithmName, options: SearchOptions = {}): string[] =>
		pseudocode(name, describedOptions(name, options), { childOrder: childOrderMessage(UDLR) }).map(
			(line) => `${line.number}${'  '.repeat(line.indent)} ${messageText(line.text)}`
		);

	it('A* (graph search with priority update, goal test on removal)', () => {
		expect(text('astar')).toEqual([
			'1 frontier ← a priority queue on f = g + h, holding the root',
			'2 explored ← {}',
			'3 loop',
			'4   if frontier is empty: return failure',
			'5   node ← POP(frontier)   — the lowest f; ties: first added first',
			'6   if node is a goal: return the path to node',
			'7   if the expansion cap is reached: stop',
			'8   explored ← explored + node.state',
			'9   for each child of node, Up, Down, Left, Right:',
			'10     if child.state is in explored: discard child',
			'11     if child.state is in frontier with g ≤ child.g: discard child',
			'12     if child.state is in frontier with a higher g: child replaces that entry',
			'13     otherwise child.state is new: keep child',
			'14     PUSH(frontier, child)'
		]);
	});

	it('breadth-first tests on generation; depth-first pushes last first; tree search skips the lookup', () => {
		expect(text('bfs')).toContain('3 if root is a goal: return root');
		expect(text('bfs')).toContain('13     if child is a goal: return the path to child');
		expect(text('bfs', { goalTest: 'on-removal' })).toContain(
			'6   if node is a goal: return the path to node'
		);
		expect(text('dfs')).toContain('8   explored ← explored + node.state; kept ← []');
		expect(text('dfs')).toContain('12     otherwise child.state is new: kept ← kept + child');
		expect(text('dfs').at(-1)).toBe(
			'13   PUSH the children in kept onto frontier, last first, so the first comes off first'
		);
		expect(text('dfs', { pushOrder: 'generated' }).at(-1)).toBe('13     PUSH(frontier, child)');
		expect(text('greedy', { duplicates: 'tree' })).toContain(
			'8     keep child   — tree search: no duplicate check'
		);
		expect(text('greedy', { duplicates: 'tree' }).join('\n')).not.toContain('explored');
		expect(text('ucs', { duplicates: 'graph-except-start' }).slice(1, 2)).toEqual([
			"2 explored ← {}   — the root's own state is left out of it"
		]);
		expect(text('ucs', { duplicates: 'graph-except-start' })).toContain(
			'8   if node is not the root: explored ← explored + node.state'
		);
		expect(text('dfs', { depthLimit: 5 })).toContain('10     if depth(child) > 5: cut child');
		expect(text('wastar', { weight: 3 })[0]).toBe(
			'1 frontier ← a priority queue on f = g + w·h (w = 3), holding the root'
		);
	});

	it('IDA* raises its bound to the smallest f cut', () => {
		expect(text('idastar')).toEqual([
			'1 bound ← h(root)',
			'2 loop',
			'3   frontier ← a stack, holding the root; nextBound ← ∞',
			'4   while frontier is not empty:',
			'5     node ← POP(frontier)   — the newest entry',
			'6     if node is a goal: return the path to node',
			'7     if the expansion cap is reached: stop',
			'8     kept ← []',
			'9     for each child of node, Up, Down, Left, Right:',
			'10       if child undoes the move that led to node: skip child',
			'11       if f(child) = g + h > bound: cut child; nextBound ← min(nextBound, f(child))',
			'12       otherwise kept ← kept + child',
			'13     PUSH the children in kept onto frontier, last first, so the first comes off first',
			'14   if nextBound = ∞: return failure   — nothing was cut',
			'15   bound ← nextBound   — the smallest f that was cut'
		]);
	});

	it('the greedy walk marks where it stands, then tests it; a graph policy also keeps generated', () => {
		expect(text('walk')).toEqual([
			'1 node ← root; visited ← {}',
			'2 loop',
			'3   visited ← visited + node.state; candidates ← {}',
			'4   if node is a goal: return the walk',
			'5   if the expansion cap is reached: stop',
			'6   for each child of node, Up, Down, Left, Right:',
			'7     if child.state is in visited: skip child',
			'8     otherwise candidates ← candidates + child',
			'9   if candidates is empty: return stuck',
			'10   node ← the child in candidates with the lowest h (the first on a tie)'
		]);
		expect(text('walk', { duplicates: 'graph' }).slice(6, 8)).toEqual([
			'7     if child.state is in visited or in generated: skip child',
			'8     otherwise candidates ← candidates + child; generated ← generated + child.state'
		]);
	});
});

describe('the rules in words, against what the engine does', () => {
	it('list a run’s rules from its description: bounds and parent pruning for the iterative searches', () => {
		const rules = (name: AlgorithmName, options: SearchOptions = {}) =>
			runRuleMessages(name, options).map(english);
		expect(rules('bfs')).toEqual([
			'a child is tested against the goal as soon as it is generated',
			'a child whose state was already reached is not added again'
		]);
		expect(rules('idastar')).toEqual([
			'a node is tested against the goal when it is taken off the frontier',
			'a child that goes straight back to the state its parent came from is not pushed; any other state seen before is pushed again (tree search)',
			'a node’s children are pushed last first, so they come off the stack in the order they were generated',
			'a child whose f = g + h is above the bound is not pushed',
			'the bound starts at h of the start; when the stack is empty, the search starts again from the start with the bound raised to the smallest f that was above it'
		]);
		expect(rules('iddfs', { pushOrder: 'generated' }).slice(2, 4)).toEqual([
			'a node’s children are pushed in the order they were generated, so the last one comes off the stack first',
			'a child deeper than the depth limit L is not pushed'
		]);
		expect(rules('astar', { duplicates: 'prune', tieBreak: 'alpha' }).slice(1)).toEqual([
			'a child is not added only if its state was already expanded; a node taken off the frontier whose state was expanded meanwhile is discarded, not expanded',
			'ties leave the frontier the state that comes first alphabetically, then first added'
		]);
		expect(rules('wastar').at(-1)).toBe(`the weight w is ${DEFAULT_WEIGHT}`);
		expect(rules('wastar', { weight: 1.5 }).at(-1)).toBe('the weight w is 1.5');
	});

	it('hold for iterative deepening and IDA* on the road map: the bounds, the cut, the parent', () => {
		for (const name of ['iddfs', 'idastar'] as const) {
			const problem = roadMapProblem('T');
			const { events } = collectRun(ALGORITHMS[name].run(problem, {}));
			const parents = new Map<number, string | null>();
			let bound = -1;
			let smallestCut = Infinity;
			for (const event of events) {
				if (event.type === 'iteration') {
					// L starts at 0 and grows by 1; the f bound starts at h of the start and grows to
					// the smallest f that was above it.
					const first = name === 'iddfs' ? 0 : (problem.heuristic?.('T') ?? 0);
					const expected =
						event.iteration === 1 ? first : name === 'iddfs' ? bound + 1 : smallestCut;
					expect(event.bound).toBe(expected);
					bound = event.bound;
					smallestCut = Infinity;
					parents.set(event.root.id, null);
				}
				if (event.type !== 'expand') continue;
				const cameFrom = parents.get(event.node.id) ?? null;
				for (const child of event.children) {
					// Straight back to where the parent came from: never pushed; the rest by the bound.
					const back = child.state === cameFrom;
					const beyond = name === 'iddfs' ? event.node.depth + 1 > bound : child.f > bound;
					expect(child.fate).toBe(
						back ? 'parent' : beyond ? (name === 'iddfs' ? 'depth-cut' : 'bound-cut') : 'added'
					);
					if (child.fate === 'bound-cut') smallestCut = Math.min(smallestCut, child.f);
					if (child.id !== null) parents.set(child.id, event.node.state);
				}
			}
		}
	});
});

describe('capabilities, as predicates on the description', () => {
	const which = (has: (name: AlgorithmName) => boolean): AlgorithmName[] =>
		ALGORITHM_NAMES.filter(has);

	it('names the algorithms that read each option, that keep a frontier, that use h', () => {
		expect(which((name) => readsOption(DESCRIPTIONS[name], 'weight'))).toEqual(['wastar']);
		expect(which((name) => readsOption(DESCRIPTIONS[name], 'tieBreak'))).toEqual([
			'ucs',
			'greedy',
			'astar',
			'wastar',
			'walk'
		]);
		expect(which((name) => DESCRIPTIONS[name].informed)).toEqual([
			'greedy',
			'astar',
			'wastar',
			'idastar',
			'walk'
		]);
		expect(which((name) => keepsFrontier(DESCRIPTIONS[name]))).toEqual([
			'bfs',
			'dfs',
			'iddfs',
			'ucs',
			'greedy',
			'astar',
			'wastar',
			'idastar'
		]);
		expect(which((name) => expandsFromOneFrontier(DESCRIPTIONS[name]))).toEqual([
			'bfs',
			'dfs',
			'ucs',
			'greedy',
			'astar',
			'wastar'
		]);
	});
});
