import { describe, expect, it } from 'vitest';
import {
	aStar,
	collectRun,
	greedyBestFirst,
	greedyWalk,
	runToEnd,
	tileProblem,
	type ExpandEvent,
	type TileState
} from '$lib/search';
import { formatBoard } from '$lib/puzzle/notation';
import { board, play } from './helpers';

describe('greedy best-first search', () => {
	it('reaches 75126348_ with a path twice as long as A*, expanding fewer nodes', () => {
		const start = board('75126348_');
		const greedy = runToEnd(greedyBestFirst(tileProblem(start)));
		const astar = runToEnd(aStar(tileProblem(start)));
		expect([greedy.cost, greedy.stats.expanded]).toEqual([40, 224]);
		expect([astar.cost, astar.stats.expanded]).toEqual([20, 545]);
		expect(play(start, greedy.actions)).toEqual(tileProblem(start).goal);
	});

	it('orders its frontier by h alone: every node has f = h', () => {
		const { events } = collectRun(greedyBestFirst(tileProblem(board('42_713856'))));
		for (const event of events) {
			if (event.type === 'expand') expect(event.node.f).toBe(event.node.h);
		}
	});
});

describe('the greedy walk (seed 000)', () => {
	it('steps to the unvisited child with the lowest h, ties to the first in child order', () => {
		const problem = tileProblem(board('1234_5678'));
		const { events } = collectRun(greedyWalk(problem));
		const [first, second] = events.filter((e): e is ExpandEvent<TileState> => e.type === 'expand');
		const describe = (event: ExpandEvent<TileState>) =>
			event.children.map((c) => `${c.action} ${c.h} ${c.fate}`);
		expect(describe(first)).toEqual([
			'Up 7 passed-over',
			'Down 7 passed-over',
			'Left 7 passed-over',
			'Right 5 added'
		]);
		// Up and Down tie at h = 6: Up comes first in child order (seed 000 sorted ties by board text).
		expect(describe(second)).toEqual(['Up 6 added', 'Down 6 passed-over', 'Left 6 visited']);
		expect([first.frontierSize, first.exploredSize]).toEqual([1, 1]);
	});

	it('gets stuck on 1234_5678 after 54 moves, every neighbour already walked', () => {
		const problem = tileProblem(board('1234_5678'));
		const { events, result } = collectRun(greedyWalk(problem));
		const last = events[events.length - 1] as ExpandEvent<TileState>;
		expect(result.outcome).toBe('stuck');
		expect([result.path.length, result.actions.length, result.cost]).toEqual([55, 54, null]);
		expect(formatBoard(problem.toBoard(last.node.state), 'compact')).toBe('12_783456');
		expect(last.children.map((c) => [c.fate, c.existing])).toEqual([
			['visited', 15],
			['visited', 53]
		]);
		expect(result.stats).toMatchObject({
			expanded: 55,
			frontierSize: 0,
			exploredSize: 55,
			maxDepth: 54
		});
	});

	it('solves 42_713856, in 30 moves where 10 suffice', () => {
		const start = board('42_713856');
		const result = runToEnd(greedyWalk(tileProblem(start)));
		expect([result.outcome, result.cost]).toEqual(['goal', 30]);
		expect(play(start, result.actions)).toEqual(tileProblem(start).goal);
		expect(result.path.map((node) => node.id)).toEqual(Array.from({ length: 31 }, (_, i) => i));
	});
});
