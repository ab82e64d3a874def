import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES, tileProblem, type AlgorithmName } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import {
	countsByDepth,
	createTrace,
	createTraceFor,
	type Trace,
	type TraceNode,
	type TraceRole
} from '$lib/trace';
import { board } from '../search/helpers';
import { collect, roadMap, scramble, traceOf } from './runs';

const rolesOf = (nodes: readonly TraceNode<unknown>[]): Record<number, TraceRole> =>
	Object.fromEntries(nodes.map((node) => [node.id, node.role]));

const frontierIds = (trace: ReturnType<typeof traceOf>): number[] =>
	trace.frontierRows().rows.map((row) => row.id);

/**
 * Uniform-cost search from Arad (A) to Bucharest (B) on AIMA's road map. Node ids: A 0, S 1,
 * T 2, Z 3, Q 4, L 5, F 6, R 7, C 8, P 9, M 10, B 11 (via F, g 450), D 12, B 13 (via P, g 418).
 * Step 10 expands P, whose child B (418) replaces the frontier entry B (450).
 */
describe('uniform-cost search on the road map', () => {
	const run = collect('ucs', roadMapProblem('A'));

	it('a cheaper path replaces a frontier entry, and stepping back restores it', () => {
		const trace = traceOf(run);
		trace.seek(10);
		expect(rolesOf(trace.nodes())).toMatchObject({
			9: 'current',
			10: 'explored',
			11: 'replaced',
			13: 'frontier'
		});
		expect(frontierIds(trace)).toEqual([8, 12, 13]);
		expect(trace.frontierRows().rows.map((row) => row.g)).toEqual([366, 374, 418]);

		trace.stepBack();
		expect(rolesOf(trace.nodes())).toMatchObject({ 9: 'frontier', 10: 'current', 11: 'frontier' });
		expect(trace.node(13)).toBeNull();
		expect(frontierIds(trace)).toEqual([9, 8, 12, 11]);
	});

	it('an expanded node carries its children that did not become nodes, as ghost leaves', () => {
		const trace = traceOf(run);
		trace.seek(3);
		expect(trace.node(1)).toMatchObject({ role: 'frontier', expansion: null, ghosts: [] });
		trace.stepForward();
		const s = trace.node(1);
		expect(s).toMatchObject({ role: 'current', expansion: 4, childIndex: 0, depth: 1, g: 140 });
		expect(s?.ghosts).toEqual([
			// Uniform-cost search is uninformed: h = 0 and f = g.
			{
				childIndex: 0,
				action: 'S→A',
				state: 'A',
				fate: 'explored',
				existing: 0,
				g: 280,
				h: 0,
				f: 280
			},
			{
				childIndex: 2,
				action: 'S→Q',
				state: 'Q',
				fate: 'in-frontier',
				existing: 4,
				g: 291,
				h: 0,
				f: 291
			}
		]);
		expect(trace.node(6)).toMatchObject({ parent: 1, childIndex: 1, action: 'S→F' });
		expect(trace.node(7)).toMatchObject({ parent: 1, childIndex: 3, action: 'S→R' });
	});

	it('reports the counters at each step', () => {
		const trace = traceOf(run);
		trace.seek(4);
		expect(trace.stats()).toEqual({
			step: 4,
			expanded: 4,
			generated: 11,
			frontier: 4,
			maxFrontier: 4,
			explored: 4,
			depth: 1,
			maxDepth: 2,
			treeSize: 8,
			iteration: null,
			boundKind: null,
			bound: null,
			fates: { explored: 1, added: 2, 'in-frontier': 1 },
			outcome: null,
			pathCost: null,
			pathLength: null
		});
	});

	it('marks the path and the goal at the last step of a run that reached it, and only there', () => {
		const trace = traceOf(run);
		trace.seek(trace.length - 1);
		expect(trace.atEnd).toBe(true);
		expect(rolesOf(trace.nodes())).toMatchObject({
			0: 'path',
			1: 'path',
			7: 'path',
			9: 'path',
			13: 'goal'
		});
		expect(trace.stats()).toMatchObject({ outcome: 'goal', pathCost: 418, pathLength: 4 });
		// Tested on removal: the last step is the goal event, which took the goal off the frontier.
		expect(trace.event(trace.cursor)).toMatchObject({ type: 'goal', node: { id: 13 } });
		expect(frontierIds(trace)).toEqual([]);
		expect(trace.stats()).toMatchObject({ expanded: 12, depth: 4 });

		trace.stepBack();
		expect(rolesOf(trace.nodes())).toMatchObject({ 0: 'explored', 13: 'frontier' });
		expect(frontierIds(trace)).toEqual([13]);
		expect(trace.stats()).toMatchObject({ outcome: null, pathCost: null, pathLength: null });
	});

	it('without the result, the last step appended is not the end', () => {
		const trace = traceOf(run, run.events.length - 1);
		trace.seek(Infinity);
		expect(trace.complete).toBe(false);
		expect(trace.atEnd).toBe(false);
		expect(trace.nodes().some((node) => node.role === 'path')).toBe(false);
	});
});

/**
 * Iterative deepening on a board two moves from the goal (Right, Right). Iteration 1 (depth
 * limit 0) is steps 1–2 from node 0; iteration 2 (limit 1) steps 3–6 from node 1; iteration 3
 * (limit 2) steps 7–13 from node 4, finding node 10.
 */
describe('iterative deepening shows the current iteration’s tree', () => {
	const run = collect('iddfs', tileProblem(board('1,2,3,4,5,6,0,7,8')));

	it('starts a new tree at each iteration, with the iteration and its bound in the stats', () => {
		const trace = traceOf(run);
		trace.seek(2);
		expect(trace.nodes().map((node) => node.id)).toEqual([0]);
		expect(trace.node(0)?.ghosts.map((ghost) => ghost.fate)).toEqual(['depth-cut', 'depth-cut']);
		expect(trace.stats()).toMatchObject({
			iteration: 1,
			boundKind: 'depth',
			bound: 0,
			frontier: 0
		});

		trace.stepForward();
		expect(trace.nodes()).toEqual([
			expect.objectContaining({ id: 1, parent: null, role: 'frontier', expansion: null })
		]);
		expect(trace.node(0)).toBeNull();
		expect(trace.stats()).toMatchObject({
			step: 3,
			iteration: 2,
			bound: 1,
			expanded: 1,
			treeSize: 1
		});
		expect(frontierIds(trace)).toEqual([1]);

		trace.seek(6);
		expect(rolesOf(trace.nodes())).toEqual({ 1: 'explored', 2: 'explored', 3: 'current' });
	});

	it('stepping back over an iteration brings the previous tree back exactly', () => {
		const trace = traceOf(run);
		trace.seek(2);
		const before = { nodes: trace.nodes(), stats: trace.stats() };
		trace.seek(12);
		trace.seek(2);
		expect({ nodes: trace.nodes(), stats: trace.stats() }).toEqual(before);
	});

	it('marks the path of the last iteration at the end', () => {
		const trace = traceOf(run);
		trace.seek(trace.length - 1);
		expect(rolesOf(trace.nodes())).toMatchObject({ 4: 'path', 6: 'path', 10: 'goal' });
		expect(trace.stats()).toMatchObject({ iteration: 3, bound: 2, pathCost: 2, outcome: 'goal' });
	});
});

describe('a goal found by the test on generation', () => {
	const run = collect('bfs', tileProblem(board('1,2,3,4,5,6,7,0,8')));

	it('is the goal from the step it is generated, never on the frontier', () => {
		const trace = createTrace<unknown>({ kind: 'queue' });
		for (const event of run.events) trace.append(event);
		trace.seek(1);
		expect(rolesOf(trace.nodes())).toEqual({
			0: 'current',
			1: 'frontier',
			2: 'frontier',
			3: 'goal'
		});
		expect(frontierIds(trace)).toEqual([1, 2]);
		trace.finish(run.result);
		expect(rolesOf(trace.nodes())).toEqual({ 0: 'path', 1: 'frontier', 2: 'frontier', 3: 'goal' });
	});
});

describe('the greedy walk', () => {
	it('keeps one frontier entry, the neighbour it steps to, and ghosts for the rest', () => {
		const trace = traceOf(collect('walk', tileProblem(board('1,2,3,4,0,5,6,7,8'))));
		trace.seek(1);
		expect(trace.frontierRows().total).toBe(1);
		const fates = trace.node(0)?.ghosts.map((ghost) => ghost.fate) ?? [];
		expect(fates.every((fate) => fate === 'passed-over' || fate === 'visited')).toBe(true);
		expect(fates).toHaveLength(3);
	});
});

describe('the cursor', () => {
	const run = collect('astar', roadMapProblem('A'));

	it('is −1 on an empty trace, and 0 once the start event arrives', () => {
		const trace = createTrace<unknown>({ kind: 'priority' });
		expect(trace.cursor).toBe(-1);
		expect(trace.seek(3)).toBe(-1);
		expect(trace.stepForward()).toBe(false);
		expect(trace.nodes()).toEqual([]);
		expect(trace.frontierRows().total).toBe(0);
		expect(() => trace.stats()).toThrow(/empty/);
		trace.append(run.events[0]);
		expect(trace.cursor).toBe(0);
		trace.append(run.events[1]);
		expect(trace.cursor).toBe(0);
	});

	it('seeks to whole steps within the trace', () => {
		const trace = traceOf(run);
		const last = trace.length - 1;
		expect(trace.seek(-5)).toBe(0);
		expect(trace.seek(1e9)).toBe(last);
		expect(trace.seek(Number.NaN)).toBe(0);
		expect(trace.seek(2.7)).toBe(2);
		expect(trace.stepBack()).toBe(true);
		expect(trace.stepBack()).toBe(true);
		expect(trace.stepBack()).toBe(false);
		trace.seek(last);
		expect(trace.stepForward()).toBe(false);
		expect(trace.cursor).toBe(last);
	});

	it('keeps a node’s view object while the node does not change, and rows until the cursor moves', () => {
		const trace = traceOf(run);
		trace.seek(2);
		// T (node 2) waits on the frontier at steps 2 and 3, off the path to the goal.
		const waiting = trace.node(2);
		const rows = trace.frontierRows(10);
		expect(trace.frontierRows(10)).toBe(rows);
		expect(trace.nodes()).toBe(trace.nodes());
		trace.stepForward();
		expect(trace.node(2)).toBe(waiting);
		expect(trace.frontierRows(10)).not.toBe(rows);
	});
});

describe('the event stream is checked as it arrives', () => {
	const run = collect('astar', roadMapProblem('A'));

	it('rejects events out of order, a missing start, and events after the end', () => {
		const trace = createTrace<unknown>({ kind: 'priority' });
		expect(() => trace.append(run.events[1])).toThrow(/expected step 0/);
		expect(() => trace.finish(run.result)).toThrow(/start event/);
		trace.append(run.events[0]);
		expect(() => trace.append(run.events[2])).toThrow(/expected step 1/);
		expect(() => trace.append({ ...run.events[0], step: 1 })).toThrow(/exactly one start/);
		const expansion = run.events[1];
		if (expansion.type !== 'expand') throw new Error('A* expands after its start event.');
		const stray = { ...expansion, node: { ...expansion.node, id: 99 } };
		expect(() => trace.append(stray)).toThrow(/node 99, never generated/);
		expect(trace.length).toBe(1);
		for (const event of run.events.slice(1)) trace.append(event);
		trace.finish(run.result);
		expect(() => trace.finish(run.result)).toThrow(/already finished/);
		expect(() => trace.append(run.events[0])).toThrow(/finished/);
		expect(() => trace.event(99)).toThrow(RangeError);
		expect(trace.event(1)).toEqual(run.events[1]);
	});
});

describe('a trace finished with its trim left for later', () => {
	it('shows every step as one trimmed at once does, before, during and after the trim', () => {
		const run = collect('bfs', tileProblem(board('8,6,7,2,5,4,3,0,1')), { maxExpansions: 60_000 });
		const trimmed = traceOf(run);
		const later = createTraceFor(run.name, run.options, run.problem);
		for (const event of run.events) later.append(event);
		later.finish(run.result, 'later');
		const steps = [0, 1, 4_321, 59_999, run.events.length - 1];
		const views = (trace: Trace<unknown>): unknown[] =>
			steps.map((step) => {
				trace.seek(step);
				const nodes = [0, 7, 4_321, 100_000].map((id) => trace.node(id));
				return {
					stats: trace.stats(),
					rows: trace.frontierRows(30),
					nodes,
					event: trace.event(step)
				};
			});
		const expected = views(trimmed);
		expect(views(later)).toEqual(expected);
		const trimming = later.trimming();
		// 60,000 expansions of the 8-puzzle make a pool of over a megabyte: more than one chunk.
		expect(trimming.next().done).toBe(false);
		expect(views(later)).toEqual(expected);
		while (trimming.next().done !== true);
		expect(views(later)).toEqual(expected);
	});
});

describe('the depth profile', () => {
	const run = collect('ucs', roadMapProblem('A'));

	/** The same counts read from every node's view, grouped as DepthProfile groups roles. */
	function profileFromNodes(nodes: readonly TraceNode<unknown>[]): Record<string, number[]> {
		const depth = Math.max(-1, ...nodes.map((node) => node.depth)) + 1;
		const counts = {
			explored: Array<number>(depth).fill(0),
			frontier: Array<number>(depth).fill(0),
			replaced: Array<number>(depth).fill(0),
			path: Array<number>(depth).fill(0)
		};
		const group = {
			current: 'explored',
			explored: 'explored',
			frontier: 'frontier',
			replaced: 'replaced',
			discarded: 'replaced',
			goal: 'path',
			path: 'path'
		} as const;
		for (const node of nodes) counts[group[node.role]][node.depth]++;
		return counts;
	}

	it('counts the tree at step 10 by depth and role (P expanded, B 450 replaced)', () => {
		const trace = traceOf(run);
		trace.seek(10);
		// The replaced B (450, via A S F) sits at depth 3.
		expect(countsByDepth(trace.depthProfile())).toEqual(profileFromNodes(trace.nodes()));
		expect(countsByDepth(trace.depthProfile()).replaced).toEqual([0, 0, 0, 1, 0]);
	});

	it('matches the nodes’ roles at every step, and the solution path at the end', () => {
		const trace = traceOf(run);
		for (let step = 0; step < trace.length; step++) {
			trace.seek(step);
			expect(countsByDepth(trace.depthProfile())).toEqual(profileFromNodes(trace.nodes()));
		}
		const path = countsByDepth(trace.depthProfile()).path;
		expect(path).toEqual([1, 1, 1, 1, 1]);
	});

	it('keeps its counts as the cursor moves: the full count at every cursor, seeks back included', () => {
		const scenario = fc.record({
			name: fc.constantFrom<AlgorithmName>(...ALGORITHM_NAMES),
			problem: fc.oneof(scramble(14), roadMap),
			cut: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
			moves: fc.array(
				fc.record({
					step: fc.nat(400),
					moment: fc.option(fc.nat(8), { nil: null }),
					walk: fc.boolean()
				}),
				{ minLength: 1, maxLength: 25 }
			)
		});
		fc.assert(
			fc.property(scenario, ({ name, problem, cut, moves }) => {
				const run = collect(name, problem, { maxExpansions: 150 });
				// Part of the run (still being computed), or all of it (finished, the path shown).
				const trace = traceOf(run, Math.min(cut ?? run.events.length, run.events.length));
				for (const { step, moment, walk } of moves) {
					const target = step % trace.length;
					// A page walks a long seek in strides, yielding between them.
					if (walk) Array.from(trace.walking(target, 3));
					else trace.seek(target, moment);
					expect(countsByDepth(trace.depthProfile())).toEqual(profileFromNodes(trace.nodes()));
				}
			}),
			{ numRuns: 150 }
		);
	});

	it('keeps the same object from one line step to the next while the counts stay the same', () => {
		const trace = traceOf(run);
		let kept = 0;
		let changed = 0;
		for (let step = 1; step < 6; step++) {
			trace.seek(step, 0);
			let last = trace.depthProfile();
			let lastCounts = countsByDepth(last);
			for (let moment = 1; moment < trace.momentCount(step); moment++) {
				trace.seek(step, moment);
				const now = trace.depthProfile();
				const counts = countsByDepth(now);
				if (now === last) kept++;
				else {
					expect(counts).not.toEqual(lastCounts);
					changed++;
				}
				last = now;
				lastCounts = counts;
			}
		}
		// Steps 1–5's line steps: 31 test or compare without changing a count, 7 take a node or add one.
		expect([kept, changed]).toEqual([31, 7]);
	});
});
