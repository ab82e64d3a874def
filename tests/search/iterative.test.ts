import { describe, expect, it } from 'vitest';
import {
	aStar,
	collectRun,
	idaStar,
	iterativeDeepening,
	runToEnd,
	tileProblem,
	type IterationEvent,
	type SearchEvent
} from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { board, play } from './helpers';

const iterations = <S>(events: readonly SearchEvent<S>[]): IterationEvent<S>[] =>
	events.filter((event): event is IterationEvent<S> => event.type === 'iteration');

/** A compact line per event: what a trace view would show. */
const transcript = (events: readonly SearchEvent<unknown>[]): string[] =>
	events.map((event) => {
		if (event.type === 'start') return `start root ${event.root.id}`;
		if (event.type === 'iteration') {
			return `iteration ${event.iteration}: ${event.boundKind} ≤ ${event.bound}, root ${event.root.id}`;
		}
		if (event.type === 'goal' || event.type === 'discard') {
			return `${event.type} ${event.node.id} frontier ${event.frontierSize}`;
		}
		const children = event.children.map(
			(c) => `${c.action} ${c.fate}${c.id === null ? '' : ` ${c.id}`}`
		);
		return `expand ${event.node.id} (${children.join(', ')}) frontier ${event.frontierSize}`;
	});

describe('iterative deepening', () => {
	it('starts each iteration from a fresh root with the next depth limit', () => {
		const { events, result } = collectRun(iterativeDeepening(tileProblem(board('1234567_8'))));
		expect(transcript(events)).toEqual([
			'start root 0',
			'iteration 1: depth ≤ 0, root 0',
			'expand 0 (Up depth-cut, Left depth-cut, Right depth-cut) frontier 0',
			'iteration 2: depth ≤ 1, root 1',
			'expand 1 (Up added 2, Left added 3, Right added 4) frontier 3',
			'expand 2 (Up depth-cut, Down parent, Left depth-cut, Right depth-cut) frontier 2',
			'expand 3 (Up depth-cut, Right parent) frontier 1',
			'goal 4 frontier 0'
		]);
		expect(result.path.map((node) => node.id)).toEqual([1, 4]);
		expect(result.stats).toMatchObject({ expanded: 4, iterations: 2, nodes: 5, exploredSize: 0 });
	});

	it('finds the 14-move solution of 1234_5678 at limit 14, pruning each move that undoes the last', () => {
		const { events, result } = collectRun(iterativeDeepening(tileProblem(board('1234_5678'))));
		expect(iterations(events).map((event) => event.bound)).toEqual(
			Array.from({ length: 15 }, (_, depth) => depth)
		);
		const fates: Record<string, number> = {};
		for (const event of events) {
			if (event.type === 'expand')
				for (const child of event.children) fates[child.fate] = (fates[child.fate] ?? 0) + 1;
		}
		expect(fates).toEqual({ added: 24404, parent: 24402, 'depth-cut': 17423 });
		expect(result.stats).toMatchObject({ expanded: 24417, maxDepth: 14, maxFrontier: 15 });
		expect(result.cost).toBe(14);
	});

	it("stops with 'exhausted' after its last depth limit", () => {
		const result = runToEnd(iterativeDeepening(tileProblem(board('1234_5678')), { depthLimit: 5 }));
		expect([result.outcome, result.stats.iterations, result.stats.frontierSize]).toEqual([
			'exhausted',
			6,
			0
		]);
	});

	it('finds the fewest roads on the map, not the shortest drive', () => {
		const result = runToEnd(iterativeDeepening(roadMapProblem('A')));
		expect([result.actions.length, result.cost]).toEqual([3, 450]);
	});
});

describe('IDA*', () => {
	it('raises the f bound to the smallest f it cut', () => {
		const { events, result } = collectRun(idaStar(tileProblem(board('1234567_8'))));
		expect(transcript(events)).toEqual([
			'start root 0',
			'iteration 1: f ≤ 1, root 0',
			'expand 0 (Up bound-cut, Left bound-cut, Right added 1) frontier 1',
			'goal 1 frontier 0'
		]);
		expect(result.path.map((node) => [node.id, node.f])).toEqual([
			[0, 1],
			[1, 1]
		]);
	});

	it.each([
		['8 6 7 / 2 5 4 / 3 0 1', 14195, 12],
		['6 4 7 / 8 5 0 / 3 2 1', 17818, 11]
	])('solves the 31-move board %s optimally, bounds 21 to 31', (text, expanded, frontierSize) => {
		const start = board(text);
		const { events, result } = collectRun(idaStar(tileProblem(start)));
		expect(iterations(events).map((event) => [event.bound, event.root.id])).toEqual([
			[21, 0],
			[23, 3],
			[25, 45],
			[27, 294],
			[29, 2361],
			[31, 13455]
		]);
		expect(result.cost).toBe(31);
		expect(play(start, result.actions)).toEqual(tileProblem(start).goal);
		expect(result.stats).toMatchObject({ expanded, iterations: 6, maxDepth: 31, frontierSize });
		// The explicit stack holds siblings, never a call per level: at most 19 nodes here.
		expect(result.stats.maxFrontier).toBe(19);
	});

	it('agrees with A* on both 31-move boards', () => {
		for (const text of ['8 6 7 / 2 5 4 / 3 0 1', '6 4 7 / 8 5 0 / 3 2 1']) {
			const astar = runToEnd(aStar(tileProblem(board(text))));
			expect([astar.cost, astar.stats.expanded]).toEqual([31, 20290]);
		}
	});

	it('finds the 418 road on the map', () => {
		const result = runToEnd(idaStar(roadMapProblem('A')));
		expect([result.cost, result.path.map((node) => node.state).join('')]).toEqual([418, 'ASRPB']);
	});

	it('never exhausts a cyclic state space (tree search): an unsolvable board ends at the cap', () => {
		const result = runToEnd(
			idaStar(tileProblem(board('_312', { rows: 2, cols: 2 })), { maxExpansions: 1000 })
		);
		expect([result.outcome, result.stats.expanded]).toEqual(['limit', 1000]);
	});
});
