import { describe, expect, it } from 'vitest';
import { graphProblem } from '$lib/domains/graph';
import { readGraphText } from '$lib/domains/graph/text';
import { ALGORITHMS, collectRun } from '$lib/search';
import { createTraceFor } from '$lib/trace';
import { graphRunViewAt } from '$lib/viz/graph-run-view';

describe('the map of a run under multiple-path pruning', () => {
	it('leaves the city of a discarded path explored, not current', () => {
		const read = readGraphText('start S\ngoal G\nS A 1\nS B 1\nA B 1\nA C 1\nB C 1\nS G 9');
		if (!read.ok) throw new Error('the graph reads');
		const problem = graphProblem(read.run);
		const options = { duplicates: 'prune' } as const;
		const { events, result } = collectRun(ALGORITHMS.dfs.run(problem, options));
		const trace = createTraceFor('dfs', options, problem);
		for (const event of events) trace.append(event);
		trace.finish(result);
		// S, A, B (through A), C (through B), then the older paths to C and B are discarded.
		const discard = events.findIndex((event) => event.type === 'discard');
		const names = read.run.graph.nodes.map((node) => node.name);
		trace.seek(discard - 1);
		expect(graphRunViewAt(trace, names, false, 'C').roles.C).toBe('current');
		trace.seek(discard);
		const event = trace.event(discard);
		expect(event.type === 'discard' && event.node.state).toBe('C');
		expect(graphRunViewAt(trace, names, false, 'C').roles).toMatchObject({
			S: 'explored',
			A: 'explored',
			B: 'frontier',
			C: 'explored',
			G: 'frontier'
		});
	});
});
