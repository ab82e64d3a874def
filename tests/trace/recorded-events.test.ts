import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from '$lib/puzzle/board';
import { ALGORITHM_NAMES, tileProblem } from '$lib/search';
import { collect, roadMap, scramble, searchOptions, traceOf } from './runs';

/**
 * The trace keeps no event objects: it folds each event into columns and rebuilds it when asked.
 * What it gives back must be the engine's event, field for field, for every algorithm, option and
 * kind of state (packed numbers, strings of tiles, city names).
 */
describe('events rebuilt from the recorded columns', () => {
	it('equal the engine’s events for every algorithm and option on small boards and the road map', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ALGORITHM_NAMES),
				fc.oneof(scramble(8), roadMap),
				searchOptions(40),
				(name, problem, options) => {
					const run = collect(name, problem, options);
					const trace = traceOf(run);
					for (let step = 0; step < run.events.length; step++) {
						expect(trace.event(step)).toEqual(run.events[step]);
					}
				}
			),
			{ numRuns: 60 }
		);
	});

	it('keep a 4×4 board’s states (strings of 16 tiles, half a byte each) exactly', () => {
		const board = boardOf(4, 4, [5, 1, 2, 3, 9, 6, 7, 4, 13, 10, 11, 8, 0, 14, 15, 12]);
		const run = collect('bfs', tileProblem(board), { maxExpansions: 300 });
		const trace = traceOf(run);
		expect(run.events.length).toBe(301);
		for (let step = 0; step < run.events.length; step++) {
			expect(trace.event(step)).toEqual(run.events[step]);
		}
	});

	it('keep a 6×6 board’s states (tiles up to 35, a byte each) exactly', () => {
		const cells = Array.from({ length: 36 }, (_, i) => (i + 1) % 36);
		[cells[34], cells[35]] = [cells[35], cells[34]];
		const run = collect('astar', tileProblem(boardOf(6, 6, cells)), { maxExpansions: 50 });
		const trace = traceOf(run);
		for (let step = 0; step < run.events.length; step++) {
			expect(trace.event(step)).toEqual(run.events[step]);
		}
	});
});
