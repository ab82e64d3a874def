import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import { DOMAIN_IDS, openProblem, type ProblemSpec } from '$lib/domains';
import { ROMANIA } from '$lib/domains/graph';
import { message } from '$lib/messages';
import { MessageError } from '$lib/messages/message-error';
import { ALGORITHMS, collectRun } from '$lib/search';

/** One specification per domain, and what A* must find on it. */
const CASES: readonly [ProblemSpec, number][] = [
	[{ problem: 'tile', spec: { board: '41325_786' } }, 7],
	[{ problem: 'graph', spec: { graph: ROMANIA, start: 'A', goals: ['B'] } }, 418]
];

describe('the problem registry', () => {
	it('holds the tile puzzle and graphs', () => {
		expect(DOMAIN_IDS).toEqual(['tile', 'graph', 'grid']);
	});

	it.each(CASES.map(([spec, cost]) => [spec.problem, spec, cost] as const))(
		'opens a %s problem, and A* finds the cost the textbook gives',
		(_, spec, cost) => {
			const { problem, unreachable } = openProblem(spec);
			expect(unreachable).toBeNull();
			expect(collectRun(ALGORITHMS.astar.run(problem)).result.cost).toBe(cost);
		}
	);

	it('refuses what names no problem, with a message', () => {
		expect(() => openProblem({ problem: 'maze', spec: {} } as unknown as ProblemSpec)).toThrow(
			new RangeError('Unknown problem "maze": use tile or graph or grid.')
		);
		expect(() =>
			openProblem({ problem: 'graph', spec: { graph: ROMANIA, start: 'A', goals: ['Y'] } })
		).toThrow(
			new MessageError(
				message('domains_graph_fault_goal', {
					kind: 'city',
					goal: 'Y',
					names: 'A, B, C, D, F, L, M, P, Q, R, S, T, Z'
				})
			)
		);
		// A board the reader typed that does not read: the notation's message, for the page to word.
		expect(() => openProblem({ problem: 'tile', spec: { board: '12345678' } })).toThrow(
			new MessageError(message('notice_board_not_square', { count: 8, rows: 2, cols: 4 }))
		);
	});

	it('opens an unsolvable board, with the parity argument for its end', () => {
		const opened = openProblem({ problem: 'tile', spec: { board: '21345678_' } });
		expect(opened.unreachable).toMatchObject({ rows: 3, cols: 3 });
	});
});
