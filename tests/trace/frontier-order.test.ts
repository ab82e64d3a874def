import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';
import { ALGORITHM_NAMES, type AlgorithmName } from '$lib/search';
import { DEFAULT_TIE_BREAK, DESCRIPTIONS } from '$lib/search/descriptions';
import {
	describeFrontierOrder,
	frontierOrderFor,
	priorityLetter,
	priorityOf,
	tieBreakOf,
	type FrontierOrder
} from '$lib/trace';
import { collect, roadMap, scramble, searchOptions, traceOf } from './runs';
import { tileProblem } from '$lib/search';
import { board } from '../search/helpers';

describe('frontierOrderFor', () => {
	it.each<[AlgorithmName, FrontierOrder]>([
		['bfs', { kind: 'queue' }],
		['walk', { kind: 'queue' }],
		['dfs', { kind: 'stack', pushOrder: 'reversed' }],
		['iddfs', { kind: 'stack', pushOrder: 'reversed' }],
		['idastar', { kind: 'stack', pushOrder: 'reversed' }],
		['ucs', { kind: 'priority', tieBreak: 'fifo', priority: 'g', weight: 1 }],
		['greedy', { kind: 'priority', tieBreak: 'fifo', priority: 'h', weight: 1 }],
		['astar', { kind: 'priority', tieBreak: 'fifo', priority: 'g+h', weight: 1 }],
		['wastar', { kind: 'priority', tieBreak: 'fifo', priority: 'g+wh', weight: 2 }]
	])('%s defaults to %o', (name, order) => {
		expect(frontierOrderFor(name)).toEqual(order);
	});

	it('follows the tie-break and push-order options where they apply', () => {
		expect(frontierOrderFor('astar', { tieBreak: 'low-h', pushOrder: 'generated' })).toEqual({
			kind: 'priority',
			tieBreak: 'low-h',
			priority: 'g+h',
			weight: 1
		});
		// A* reads no weight: its order stays g + h.
		expect(frontierOrderFor('astar', { weight: 5 })).toMatchObject({ priority: 'g+h', weight: 1 });
		expect(frontierOrderFor('dfs', { tieBreak: 'lifo', pushOrder: 'generated' })).toEqual({
			kind: 'stack',
			pushOrder: 'generated'
		});
		expect(frontierOrderFor('bfs', { tieBreak: 'lifo' })).toEqual({ kind: 'queue' });
	});

	it('reads a priority order that names no formula or tie-break as A*’s, ties by the default', () => {
		const unnamed: FrontierOrder = { kind: 'priority' };
		expect([priorityOf(unnamed), tieBreakOf(unnamed)]).toEqual([
			DESCRIPTIONS.astar.priority,
			DEFAULT_TIE_BREAK
		]);
		expect([priorityOf(unnamed), tieBreakOf(unnamed), priorityLetter(unnamed)]).toEqual([
			'g+h',
			'fifo',
			'f'
		]);
		expect(messageText(describeFrontierOrder(unnamed))).toBe(
			'priority queue: lowest f = g + h first; equal f, first added first'
		);
		const named: FrontierOrder = { kind: 'priority', priority: 'h', tieBreak: 'lifo' };
		expect([priorityOf(named), tieBreakOf(named), priorityLetter(named)]).toEqual([
			'h',
			'lifo',
			'h'
		]);
	});

	it('describes each order in a few words', () => {
		expect(messageText(describeFrontierOrder({ kind: 'queue' }))).toBe(
			'FIFO queue: first in, first out'
		);
		expect(messageText(describeFrontierOrder({ kind: 'stack' }))).toBe('stack: last in, first out');
		expect(messageText(describeFrontierOrder({ kind: 'priority', tieBreak: 'low-h' }))).toBe(
			'priority queue: lowest f = g + h first; equal f, lower h first, then first added'
		);
		expect(messageText(describeFrontierOrder(frontierOrderFor('greedy')))).toBe(
			'priority queue: lowest h first; equal h, first added first'
		);
		expect(messageText(describeFrontierOrder(frontierOrderFor('wastar', { weight: 3 })))).toBe(
			'priority queue: lowest f = g + w·h (w = 3) first; equal f, first added first'
		);
	});
});

describe('the frontier rows are the order the engine empties its frontier in', () => {
	it('at every step, the first row is the node the next expansion takes, and the sizes agree', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ALGORITHM_NAMES),
				fc.oneof({ weight: 3, arbitrary: scramble(24) }, { weight: 1, arbitrary: roadMap }),
				searchOptions(400),
				(name, problem, options) => {
					const run = collect(name, problem, options);
					const trace = traceOf(run);
					const { events, result } = run;
					for (let step = 0; step < events.length; step++) {
						trace.seek(step);
						const rows = trace.frontierRows(1);
						expect(rows.total).toBe(events[step].frontierSize);
						const next = events[step + 1];
						if (next?.type === 'expand' || next?.type === 'goal') {
							expect(rows.rows[0]?.id).toBe(next.node.id);
						}
					}
					// A goal found on removal is the last event, and it took the goal off the frontier.
					const goal = result.path.at(-1);
					const last = events[events.length - 1];
					if (last.type === 'goal') expect(last.node.id).toBe(goal?.id);
					if (result.outcome === 'goal' && goal !== undefined && last.type === 'goal') {
						expect(trace.node(goal.id)?.role).toBe('goal');
					}
				}
			),
			{ numRuns: 250 }
		);
	});
});

describe('ties on a priority queue', () => {
	const start = board('1,2,3,4,5,6,0,7,8');

	it('fifo: equal f rows are marked, and the earlier-added leaves first', () => {
		const trace = traceOf(collect('ucs', tileProblem(start), { maxExpansions: 1 }));
		trace.seek(1);
		const { rows } = trace.frontierRows();
		expect(rows.map((row) => row.f)).toEqual([1, 1]);
		expect(rows[0]).toMatchObject({ tiesWithPrevious: false, tiesWithNext: true });
		expect(tieText(rows[0].tieBreak)).toBe('same g: first added leaves first');
		expect(rows[1]).toMatchObject({ tiesWithPrevious: true, tiesWithNext: false });
		expect(rows[0].id).toBeLessThan(rows[1].id);
	});

	it('lifo: the later-added leaves first', () => {
		const trace = traceOf(
			collect('ucs', tileProblem(start), { tieBreak: 'lifo', maxExpansions: 1 })
		);
		trace.seek(1);
		const { rows } = trace.frontierRows();
		expect(rows[0].id).toBeGreaterThan(rows[1].id);
		expect(tieText(rows[0].tieBreak)).toBe('same g: last added leaves first');
	});

	it('low-h: within equal f, lower h first; within equal f and h, first added first', () => {
		const trace = traceOf(
			collect('ucs', tileProblem(start), { tieBreak: 'low-h', maxExpansions: 3 })
		);
		// Uniform-cost search is uninformed (h = 0): every tie falls through to insertion order.
		trace.seek(1);
		expect(tieText(trace.frontierRows().rows[0].tieBreak)).toBe(
			'same g and h: first added leaves first'
		);
	});

	it.each(['fifo', 'lifo', 'low-h'] as const)(
		'%s: every pair of tied neighbours is in the order the rule says, with its text',
		(tieBreak) => {
			let lowerHSeen = false;
			fc.assert(
				fc.property(
					fc.constantFrom('astar', 'ucs', 'greedy', 'wastar' as const),
					scramble(20),
					(name, problem) => {
						const trace = traceOf(collect(name, problem, { tieBreak, maxExpansions: 60 }));
						for (let step = 0; step < trace.length; step++) {
							trace.seek(step);
							const { rows } = trace.frontierRows(200);
							rows.slice(1).forEach((row, i) => {
								const above = rows[i];
								expect(row.tiesWithPrevious).toBe(row.f === above.f);
								expect(above.tiesWithNext).toBe(row.f === above.f);
								if (!row.tiesWithPrevious) {
									expect(above.f).toBeLessThan(row.f);
									return;
								}
								// Node ids grow with insertion order on a priority queue.
								if (tieBreak === 'lifo') expect(above.id).toBeGreaterThan(row.id);
								else if (tieBreak === 'fifo' || above.h === row.h) {
									expect(above.id).toBeLessThan(row.id);
								} else {
									expect(above.h).toBeLessThan(row.h);
									expect(tieText(row.tieBreak)).toBe('same f: lower h leaves first');
									lowerHSeen = true;
								}
							});
						}
					}
				),
				{ numRuns: 25 }
			);
			if (tieBreak === 'low-h') expect(lowerHSeen).toBe(true);
		}
	);

	it('a queue or a stack has no priorities to tie', () => {
		for (const name of ['bfs', 'dfs'] as const) {
			const trace = traceOf(collect(name, tileProblem(start), { maxExpansions: 1 }));
			trace.seek(1);
			for (const row of trace.frontierRows().rows) {
				expect(row).toMatchObject({ tiesWithPrevious: false, tiesWithNext: false, tieBreak: null });
			}
		}
	});
});

describe('depth-first push order', () => {
	const start = board('1,2,3,4,0,5,6,7,8');

	it("'reversed' (the default) lists a node's children in child order at the top", () => {
		const trace = traceOf(collect('dfs', tileProblem(start), { maxExpansions: 1 }));
		trace.seek(1);
		expect(trace.frontierRows().rows.map((row) => row.action)).toEqual([
			'Up',
			'Down',
			'Left',
			'Right'
		]);
	});

	it("'generated' lists them last child first", () => {
		const run = collect('dfs', tileProblem(start), { maxExpansions: 1, pushOrder: 'generated' });
		const trace = traceOf(run);
		trace.seek(1);
		expect(trace.frontierRows().rows.map((row) => row.action)).toEqual([
			'Right',
			'Left',
			'Down',
			'Up'
		]);
	});
});

/** A frontier row's tie-break in English, or null. */
function tieText(tieBreak: MessageRef | null): string | null {
	return tieBreak === null ? null : messageText(tieBreak, 'en');
}
