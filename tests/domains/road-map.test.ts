import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import {
	aStar,
	breadthFirst,
	collectRun,
	greedyBestFirst,
	runToEnd,
	uniformCost,
	type ExpandEvent
} from '$lib/search';
import { roadMapProblem, STRAIGHT_LINE_TO_B, type City } from '$lib/domains/graph';

const expansions = (events: readonly { type: string }[]): ExpandEvent<City>[] =>
	events.filter((event): event is ExpandEvent<City> => event.type === 'expand');

/** "S 140/253/393" for each child: city, g/h/f, as seed 002's table prints them. */
const row = (event: ExpandEvent<City>): string[] =>
	event.children.map((child) => `${child.state} ${child.g}/${child.h}/${child.f} ${child.fate}`);

describe('the road map of seed 002 (Romania, AIMA)', () => {
	it('gives successors in alphabetical order with road lengths, and the straight-line h', () => {
		const problem = roadMapProblem('S');
		expect(problem.successors('S').map((s) => `${s.action} ${s.cost}`)).toEqual([
			'S→A 140',
			'S→F 99',
			'S→Q 151',
			'S→R 80'
		]);
		expect(problem.heuristic?.('A')).toBe(366);
		expect(roadMapProblem('A', 'C').heuristic).toBeUndefined();
		expect(Object.values(STRAIGHT_LINE_TO_B).length).toBe(13);
	});

	it("A* from A to B reproduces the seed's worked table, then finds A S R P B at 418", () => {
		const { events, result } = collectRun(aStar(roadMapProblem('A')));
		const steps = expansions(events);
		expect(steps.map((step) => step.node.state)).toEqual(['A', 'S', 'R', 'F', 'P']);
		expect(row(steps[0])).toEqual([
			'S 140/253/393 added',
			'T 118/329/447 added',
			'Z 75/374/449 added'
		]);
		expect(row(steps[1])).toEqual([
			'A 280/366/646 explored',
			'F 239/176/415 added',
			'Q 291/380/671 added',
			'R 220/193/413 added'
		]);
		// The seed's "next: R" — the lowest f (413) on the frontier after S.
		expect(steps[2].node).toMatchObject({ state: 'R', g: 220, h: 193, f: 413, depth: 2 });
		// The cheaper road to B through P replaces the entry through F (450): a priority update.
		expect(row(steps[4])).toEqual([
			'B 418/0/418 replaced',
			'C 455/160/615 in-frontier',
			'R 414/193/607 explored'
		]);
		expect(result.outcome).toBe('goal');
		expect(result.cost).toBe(418);
		expect(result.path.map((node) => node.state).join(' ')).toBe('A S R P B');
		expect(result.actions).toEqual(['A→S', 'S→R', 'R→P', 'P→B']);
	});

	it('A* without priority update keeps the first road found to B: 450 through F', () => {
		const result = runToEnd(aStar(roadMapProblem('A'), { duplicates: 'graph' }));
		expect(result.cost).toBe(450);
		expect(result.path.map((node) => node.state).join(' ')).toBe('A S F B');
	});

	it('uniform-cost search finds the same 418 road, expanding by path cost alone', () => {
		const { events, result } = collectRun(uniformCost(roadMapProblem('A')));
		expect(expansions(events).map((step) => `${step.node.state}${step.node.g}`)).toEqual([
			'A0',
			'Z75',
			'T118',
			'S140',
			'Q146',
			'R220',
			'L229',
			'F239',
			'M299',
			'P317',
			'C366',
			'D374'
		]);
		expect([result.cost, result.path.map((node) => node.state).join('')]).toEqual([418, 'ASRPB']);
	});

	it('breadth-first and greedy search find fewer roads but a longer drive', () => {
		const bfs = runToEnd(breadthFirst(roadMapProblem('A')));
		const greedy = runToEnd(greedyBestFirst(roadMapProblem('A')));
		expect([bfs.cost, bfs.path.map((node) => node.state).join('')]).toEqual([450, 'ASFB']);
		expect([greedy.cost, greedy.path.map((node) => node.state).join('')]).toEqual([450, 'ASFB']);
		expect(greedy.stats.expanded).toBe(3);
	});
});
