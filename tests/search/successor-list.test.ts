import { describe, expect, it } from 'vitest';
import { SuccessorList, type Problem } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { expandInto } from '$lib/search/successor-list';

describe('expandInto', () => {
	it("falls back on a problem's successors and heuristic when it has no successorsInto", () => {
		const problem: Problem<string> = roadMapProblem('A');
		expect(problem.successorsInto).toBeUndefined();
		const list = new SuccessorList<string>();
		for (const state of ['S', 'A', 'B']) {
			expandInto(problem, state, 0, list);
			const expected = problem.successors(state);
			const listed = Array.from({ length: list.count }, (_, i) => ({
				action: list.actions[i],
				state: list.states[i],
				cost: list.costs[i],
				h: list.h[i]
			}));
			expect(listed).toEqual(
				expected.map((s) => ({ ...s, h: problem.heuristic?.(s.state) as number }))
			);
		}
	});

	it('writes h = 0 when no h is asked for, and starts each expansion afresh', () => {
		const problem = roadMapProblem('A');
		const list = new SuccessorList<string>();
		expandInto(problem, 'S', 0, list);
		expandInto(problem, 'T', undefined, list);
		expect(list.count).toBe(problem.successors('T').length);
		expect(list.h.slice(0, list.count).every((h) => h === 0)).toBe(true);
	});
});
