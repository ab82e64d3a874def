import { describe, expect, it } from 'vitest';
import { tileProblem, type AlgorithmName, type Problem } from '$lib/search';
import type { TieBreak } from '$lib/search/options';
import { TIED_LISTED } from '$lib/trace/trace';
import { board } from '../search/helpers';
import { collect, traceOf } from './runs';

/**
 * The trace's own tie data holds every tied entry, not just the runner-up: at every step (and
 * every line step of it) the entries `contenders` says tied with the node taken are exactly the
 * entries of the frontier before the step whose priority equals the first's, read here from the
 * whole frontier listed.
 */
const CASES: [AlgorithmName, string, TieBreak][] = [];
for (const algorithm of ['ucs', 'greedy', 'astar', 'wastar'] as const) {
	for (const text of ['41325_786', '75126348_', '8672543_1']) {
		for (const tieBreak of ['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'] as const) {
			CASES.push([algorithm, text, tieBreak]);
		}
	}
}

describe('tied entries at each pop', () => {
	it.each(CASES)('%s on %s, ties %s', (algorithm, text, tieBreak) => {
		const options = { tieBreak, maxExpansions: 60 };
		const run = collect(algorithm, tileProblem(board(text)) as Problem<unknown>, options);
		const trace = traceOf(run);
		// The frontier before each step, whole, next to leave first.
		const before: { id: number; f: number }[][] = [[]];
		for (let step = 0; step < trace.length - 1; step++) {
			trace.seek(step);
			before.push(trace.frontierRows(trace.frontierSize).rows.map(({ id, f }) => ({ id, f })));
		}
		let ties = 0;
		for (let step = 1; step < trace.length; step++) {
			const event = trace.event(step);
			if (event.type !== 'expand' && event.type !== 'goal') continue;
			const rows = before[step];
			const expected = rows.filter((row) => row.f === rows[0].f).map((row) => row.id);
			for (let moment = 0; moment < trace.momentCount(step); moment++) {
				trace.seek(step, moment);
				const { taken, tied } = trace.contenders(step);
				expect(taken?.id).toBe(rows[0].id);
				if (expected.length < 2) {
					expect(tied.count).toBe(0);
					continue;
				}
				expect(tied.count).toBe(expected.length);
				expect(tied.entries.map((entry) => entry.id)).toEqual(expected.slice(0, TIED_LISTED));
			}
			trace.seek(step - 1);
			const front = trace.tiedAtFront();
			expect(front.count).toBe(expected.length < 2 ? 0 : expected.length);
			expect(front.entries.map((entry) => entry.id)).toEqual(
				expected.length < 2 ? [] : expected.slice(0, TIED_LISTED)
			);
			if (expected.length > 2) ties++;
		}
		// Uniform cost and greedy search on these boards tie three or more entries somewhere.
		if (algorithm === 'ucs' || algorithm === 'greedy') expect(ties).toBeGreaterThan(0);
	});
});
