import fc from 'fast-check';
import { goalBoard } from '$lib/puzzle/goal';
import { randomWalk } from '$lib/puzzle/scramble';
import {
	ALGORITHMS,
	collectRun,
	tileProblem,
	type AlgorithmName,
	type Problem,
	type SearchEvent,
	type SearchOptions,
	type SearchResult
} from '$lib/search';
import { CITIES, roadMapProblem } from '$lib/domains/graph';
import { createTraceFor, type Trace } from '$lib/trace';

/** A run of one algorithm on one problem, collected whole. */
export interface CollectedRun {
	readonly name: AlgorithmName;
	readonly problem: Problem<unknown>;
	readonly options: SearchOptions;
	readonly events: readonly SearchEvent<unknown>[];
	readonly result: SearchResult<unknown>;
}

export function collect(
	name: AlgorithmName,
	problem: Problem<unknown>,
	options: SearchOptions = {}
): CollectedRun {
	const { events, result } = collectRun(ALGORITHMS[name].run(problem, options));
	return { name, problem, options, events, result };
}

/** A trace of the first `count` events of a run (all by default), finished when all are in. */
export function traceOf(run: CollectedRun, count: number = run.events.length): Trace<unknown> {
	const trace = createTraceFor(run.name, run.options, run.problem);
	for (const event of run.events.slice(0, count)) trace.append(event);
	if (count === run.events.length) trace.finish(run.result);
	return trace;
}

/** A 3×3 board up to `maxMoves` blank moves from the goal, from a seed fast-check can shrink. */
export function scramble(maxMoves: number): fc.Arbitrary<Problem<unknown>> {
	return fc
		.tuple(fc.integer({ min: 0, max: maxMoves }), fc.integer())
		.map(([moves, seed]) => tileProblem(randomWalk(goalBoard(3, 3), moves, seed).board));
}

/** The road map from any city to Bucharest (B). */
export const roadMap: fc.Arbitrary<Problem<unknown>> = fc
	.constantFrom(...CITIES)
	.map((start) => roadMapProblem(start));

/** Any combination of the options that change which node leaves the frontier next. */
export const searchOptions = (maxExpansions: number): fc.Arbitrary<SearchOptions> =>
	fc.record({
		tieBreak: fc.option(fc.constantFrom('fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'), {
			nil: undefined
		}),
		duplicates: fc.option(
			fc.constantFrom('graph', 'graph-update', 'tree', 'graph-except-start', 'prune'),
			{
				nil: undefined
			}
		),
		goalTest: fc.option(fc.constantFrom('on-generation', 'on-removal'), { nil: undefined }),
		pushOrder: fc.option(fc.constantFrom('reversed', 'generated'), { nil: undefined }),
		maxExpansions: fc.integer({ min: 0, max: maxExpansions })
	});

/** The whole view a page reads at the cursor. */
export function viewOf(trace: Trace<unknown>): unknown {
	return {
		cursor: trace.cursor,
		nodes: trace.nodes(),
		frontier: trace.frontierRows(1_000_000),
		stats: trace.stats()
	};
}
