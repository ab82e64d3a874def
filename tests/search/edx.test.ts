import { describe, expect, it } from 'vitest';
import {
	ALGORITHM_NAMES,
	edxMethod,
	edxReport,
	edxRun,
	formatEdxReport,
	runToEnd,
	EDX_ALGORITHMS,
	EDX_METHODS,
	type EdxMethod
} from '$lib/search';
import { board } from './helpers';

/** Vectors §1: the published outputs of the edX/ColumbiaX 8-puzzle assignment. */
describe('the edX 8-puzzle assignment, reproduced exactly', () => {
	const start = '1,2,5,3,4,0,6,7,8';
	const cases: { method: EdxMethod; expected: Record<string, unknown> }[] = [
		{
			method: 'bfs',
			expected: {
				path_to_goal: ['Up', 'Left', 'Left'],
				cost_of_path: 3,
				nodes_expanded: 10,
				search_depth: 3,
				max_search_depth: 4,
				fringe_size: 11,
				max_fringe_size: 12
			}
		},
		{
			method: 'dfs',
			expected: {
				path_to_goal: ['Up', 'Left', 'Left'],
				cost_of_path: 3,
				nodes_expanded: 181437,
				search_depth: 3,
				max_search_depth: 66125,
				fringe_size: 2,
				max_fringe_size: 42913
			}
		},
		{
			method: 'ast',
			expected: {
				path_to_goal: ['Up', 'Left', 'Left'],
				cost_of_path: 3,
				nodes_expanded: 3,
				search_depth: 3,
				max_search_depth: 3
			}
		}
	];

	it.each(cases)('$method from 1,2,5,3,4,0,6,7,8', ({ method, expected }) => {
		expect(edxReport(runToEnd(edxRun(method, board(start))))).toMatchObject(expected);
	});

	it('bfs from 8,6,4,2,1,3,5,7,0: the 26-move path, 166786 expanded, max depth 27', () => {
		const report = edxReport(runToEnd(edxRun('bfs', board('8,6,4,2,1,3,5,7,0'))));
		const letters = 'L U U L D R D L U R R U L L D R R U L D D R U L U L'.split(' ');
		expect(report.path_to_goal.map((move) => move[0])).toEqual(letters);
		expect([report.cost_of_path, report.search_depth]).toEqual([26, 26]);
		expect([report.nodes_expanded, report.max_search_depth]).toEqual([166786, 27]);
	});

	it('prints the fields as the assignment writes output.txt', () => {
		const report = edxReport(runToEnd(edxRun('bfs', board(start))));
		expect(formatEdxReport(report)).toBe(
			[
				"path_to_goal: ['Up', 'Left', 'Left']",
				'cost_of_path: 3',
				'nodes_expanded: 10',
				'fringe_size: 11',
				'max_fringe_size: 12',
				'search_depth: 3',
				'max_search_depth: 4'
			].join('\n')
		);
	});

	it('keeps the preset when an option is present but undefined', () => {
		const result = runToEnd(
			edxRun('bfs', board(start), { goalTest: undefined, maxExpansions: 100 })
		);
		expect(edxReport(result).nodes_expanded).toBe(10);
	});

	it('refuses to report on a run that did not reach the goal', () => {
		const capped = runToEnd(edxRun('bfs', board(start), { maxExpansions: 2 }));
		expect(capped.outcome).toBe('limit');
		expect(() => edxReport(capped)).toThrow(/outcome 'limit'/);
	});
});

describe('the assignment’s methods', () => {
	it('are bfs, dfs and ast, which the engine runs as bfs, dfs and astar', () => {
		expect(EDX_METHODS).toEqual(['bfs', 'dfs', 'ast']);
		expect(EDX_METHODS.map((method) => EDX_ALGORITHMS[method])).toEqual(['bfs', 'dfs', 'astar']);
		expect(ALGORITHM_NAMES.filter((name) => edxMethod(name) !== null)).toEqual([
			'bfs',
			'dfs',
			'astar'
		]);
		expect([edxMethod('astar'), edxMethod('ucs'), edxMethod('ast')]).toEqual(['ast', null, null]);
	});
});
