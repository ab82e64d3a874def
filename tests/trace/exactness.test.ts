import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES, tileProblem, type SearchEvent } from '$lib/search';
import { board } from '../search/helpers';
import {
	createTrace,
	frontierOrderFor,
	type Trace,
	type TraceRole,
	type TreeShape,
	type TreeShapeNode
} from '$lib/trace';
import {
	collect,
	roadMap,
	scramble,
	searchOptions,
	traceOf,
	viewOf,
	type CollectedRun
} from './runs';

/** What a student can do to the cursor, plus more events arriving from the run meanwhile. */
type Move =
	| { readonly kind: 'forward' }
	| { readonly kind: 'back' }
	| { readonly kind: 'seek'; readonly to: number }
	| { readonly kind: 'arrive'; readonly count: number };

const moves: fc.Arbitrary<Move[]> = fc.array(
	fc.oneof(
		fc.constant<Move>({ kind: 'forward' }),
		fc.constant<Move>({ kind: 'back' }),
		fc.integer({ min: -3, max: 200 }).map((to): Move => ({ kind: 'seek', to })),
		fc.integer({ min: 1, max: 60 }).map((count): Move => ({ kind: 'arrive', count }))
	),
	{ maxLength: 40 }
);

const runs: fc.Arbitrary<CollectedRun> = fc
	.tuple(
		fc.constantFrom(...ALGORITHM_NAMES),
		fc.oneof({ weight: 3, arbitrary: scramble(20) }, { weight: 1, arbitrary: roadMap }),
		searchOptions(120)
	)
	.map(([name, problem, options]) => collect(name, problem, options));

/** The trace built from scratch up to `step`: forward only, knowing only what had arrived. */
function rebuiltAt(run: CollectedRun, step: number, complete: boolean): Trace<unknown> {
	const trace = createTrace(frontierOrderFor(run.name, run.options), undefined, run.problem);
	for (const event of run.events.slice(0, step + 1)) trace.append(event);
	if (complete && step === run.events.length - 1) trace.finish(run.result);
	trace.seek(step);
	return trace;
}

/**
 * Each node's role at `step`, worked out from the events alone (when it was generated,
 * expanded, replaced, discarded, found as the goal), independently of the trace's diffs.
 */
function rolesFromEvents(
	events: readonly SearchEvent<unknown>[],
	step: number
): Map<number, TraceRole> {
	const roles = new Map<number, TraceRole>();
	let current = -1;
	for (const event of events.slice(0, step + 1)) {
		if (current >= 0) roles.set(current, 'explored');
		current = -1;
		if (event.type === 'start') roles.set(event.root.id, 'frontier');
		if (event.type === 'iteration' && !roles.has(event.root.id)) {
			roles.set(event.root.id, 'frontier');
		}
		// Multiple-path pruning: a path taken off and thrown away, never expanded.
		if (event.type === 'discard') roles.set(event.node.id, 'discarded');
		if (event.type !== 'expand') continue;
		current = event.node.id;
		roles.set(current, 'current');
		for (const child of event.children) {
			if (child.fate === 'replaced' && child.existing !== null) {
				roles.set(child.existing, 'replaced');
			}
			if (child.id !== null) roles.set(child.id, child.fate === 'goal' ? 'goal' : 'frontier');
		}
	}
	return roles;
}

describe('the view at a step does not depend on how the cursor got there', () => {
	it('random forward, back and seek moves, with events arriving meanwhile, match a rebuilt trace', () => {
		fc.assert(
			fc.property(runs, fc.integer({ min: 1, max: 30 }), moves, (run, firstArrivals, script) => {
				const { events, result } = run;
				const trace = createTrace(frontierOrderFor(run.name, run.options), undefined, run.problem);
				let arrived = 0;
				const arrive = (count: number): void => {
					for (; count > 0 && arrived < events.length; count--) trace.append(events[arrived++]);
					if (arrived === events.length && !trace.complete) trace.finish(result);
				};
				arrive(firstArrivals);

				for (const move of script) {
					if (move.kind === 'forward') trace.stepForward();
					else if (move.kind === 'back') trace.stepBack();
					else if (move.kind === 'seek') trace.seek(move.to);
					else arrive(move.count);

					const step = trace.cursor;
					expect(step).toBeGreaterThanOrEqual(0);
					expect(step).toBeLessThan(trace.length);
					expect(viewOf(trace)).toEqual(viewOf(rebuiltAt(run, step, trace.complete)));

					const expected = rolesFromEvents(events, step);
					const atGoal = trace.atEnd && result.outcome === 'goal';
					const pathIds = new Set(result.path.map((node) => node.id));
					for (const node of trace.nodes()) {
						if (atGoal && pathIds.has(node.id)) continue;
						expect(node.role).toBe(expected.get(node.id));
					}
					if (!atGoal) {
						// The frontier holds exactly the tree's nodes whose role is 'frontier'.
						const waiting = trace.nodes().filter((node) => node.role === 'frontier');
						const listed = trace.frontierRows(1_000_000).rows.map((row) => row.id);
						expect(listed.toSorted((a, b) => a - b)).toEqual(waiting.map((node) => node.id));
					}
				}
			}),
			{ numRuns: 150 }
		);
	});

	it('seeking to every step in a random order gives the views of a forward walk', () => {
		fc.assert(
			fc.property(runs, fc.integer(), (run, seed) => {
				const forward = traceOf(run);
				const views = run.events.map((_, step) => {
					forward.seek(step);
					return viewOf(forward);
				});
				const order = run.events.map((_, step) => step);
				// A seeded shuffle, so a failure replays.
				let state = seed >>> 0;
				for (let i = order.length - 1; i > 0; i--) {
					state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
					const j = state % (i + 1);
					[order[i], order[j]] = [order[j], order[i]];
				}
				const jumping = traceOf(run);
				for (const step of order) {
					jumping.seek(step);
					expect(viewOf(jumping)).toEqual(views[step]);
				}
			}),
			{ numRuns: 60 }
		);
	});
});

/** Every node of a tree shape as one record, in position order. */
function nodesOf(shape: TreeShape): TreeShapeNode[] {
	return Array.from({ length: shape.length }, (_, position) => shape.nodeAt(position));
}

describe('walking the cursor in strides', () => {
	it('lands where a seek lands, yielding once per stride, from anywhere', () => {
		fc.assert(
			fc.property(
				runs,
				fc.nat(),
				fc.nat(),
				fc.integer({ min: 1, max: 5 }),
				(run, fromSeed, toSeed, stride) => {
					const steps = run.events.length;
					const from = fromSeed % steps;
					const to = toSeed % steps;
					const seeking = traceOf(run);
					seeking.seek(to);
					const walking = traceOf(run);
					walking.seek(from);
					// Back further than the way from the start, the walk starts again from step 0.
					const expected = to >= from ? to - from : Math.min(from - to, to + 1);
					expect(walking.distanceTo(to)).toBe(expected);
					// Steps applied or undone one by one (starting again applies step 0 at once).
					const moves = to >= from ? to - from : to + 1 < from - to ? to : from - to;
					const yields = [...walking.walking(to, stride)].length;
					expect(yields).toBe(moves === 0 ? 0 : Math.floor((moves - 1) / stride));
					expect(walking.cursor).toBe(to);
					expect(viewOf(walking)).toEqual(viewOf(seeking));
				}
			),
			{ numRuns: 120 }
		);
	});
});

describe('the tree shape agrees with the tree of node views', () => {
	it('at every step, reached forwards or backwards, for every algorithm', () => {
		fc.assert(
			fc.property(runs, fc.integer({ min: 0, max: 1000 }), (run, seed) => {
				const trace = traceOf(run);
				const steps = trace.length;
				// Forwards through every step, then back through a scattered half of them.
				const order = [
					...Array.from({ length: steps }, (_, i) => i),
					...Array.from({ length: steps }, (_, i) => (seed + i * 7919) % steps).slice(0, steps / 2)
				];
				for (const step of order) {
					trace.seek(step);
					const fromViews = trace.nodes().map((node) => ({
						id: node.id,
						parent: node.parent,
						order: node.childIndex ?? node.id
					}));
					const shape = trace.treeShape();
					expect(nodesOf(shape)).toEqual(fromViews);
					expect(fromViews.map((node) => shape.positionOf(node.id))).toEqual(
						fromViews.map((_, position) => position)
					);
				}
			}),
			{ numRuns: 40 }
		);
	});

	it('comes back as the same shape while the tree is unchanged, and extends it as it grows', () => {
		const run = collect('bfs', tileProblem(board('4,1,3,7,2,5,0,8,6')));
		const trace = traceOf(run);
		trace.seek(3);
		const shape = trace.treeShape();
		expect(shape.length).toBe(7);
		trace.seek(4);
		const grown = trace.treeShape();
		expect(grown).not.toBe(shape);
		expect(grown.length).toBe(8);
		expect(grown.extends(shape)).toBe(true);
		expect(shape.extends(grown)).toBe(false);
		expect(nodesOf(grown).slice(0, 7)).toEqual(nodesOf(shape));
		trace.seek(3);
		expect(nodesOf(trace.treeShape())).toEqual(nodesOf(shape));
		expect(trace.treeShape()).toBe(trace.treeShape());
		expect(shape.positionOf(7)).toBe(undefined);
		expect(grown.positionOf(7)).toBe(7);
		expect(shape.positionOf(-1)).toBe(undefined);
		expect(shape.positionOf(2.5)).toBe(undefined);
	});

	it('starts afresh with each iteration of a deepening search', () => {
		const run = collect('iddfs', tileProblem(board('1,2,3,4,5,6,0,7,8')));
		const trace = traceOf(run);
		trace.seek(trace.length - 1);
		const last = trace.treeShape();
		// The last iteration's tree: its root is the fourth node the run made (ids 0–3 were the
		// earlier iterations' roots and children).
		expect(last.idAt(0)).toBe(4);
		expect(last.length).toBe(7);
		expect(last.positionOf(3)).toBe(undefined);
		expect(last.parentAt(0)).toBe(null);
		trace.seek(1);
		expect(last.extends(trace.treeShape())).toBe(false);
	});
});
