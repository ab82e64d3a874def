import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { outcomeMessage as outcomeRef, type RunFacts } from '$lib/player/outcome-message';
import type { AlgorithmName } from '$lib/search/algorithms';
import type { SearchResult } from '$lib/search/events';
import type { HeuristicName } from '$lib/puzzle/heuristics';
import type { DuplicatePolicy } from '$lib/search/options';

/** The outcome message in English words, as the explorer shows it. */
const outcomeMessage = (...args: Parameters<typeof outcomeRef>): string =>
	messageText(outcomeRef(...args));

/** A result with what the sentences read: its outcome, two actions of cost 2, 12 expansions. */
function result(outcome: SearchResult<unknown>['outcome']): SearchResult<unknown> {
	return { outcome, actions: ['Up', 'Left'], cost: 2, path: [], stats: { expanded: 12 } } as never;
}

function facts(
	algorithm: AlgorithmName,
	heuristic: HeuristicName,
	duplicates: DuplicatePolicy
): RunFacts {
	return { algorithm, problem: 'tile', heuristic, duplicates, depthLimit: null, unreachable: null };
}

describe('the sentence at a run’s end, from the algorithm’s description', () => {
	it.each<[AlgorithmName, string]>([
		['bfs', 'Breadth-first search reached the goal after 12 expansions: a path of 2 moves.'],
		['dfs', 'Depth-first search reached the goal after 12 expansions: a path of 2 moves.'],
		['iddfs', 'Iterative deepening reached the goal after 12 expansions: a path of 2 moves.'],
		['ucs', 'Uniform-cost search reached the goal after 12 expansions: a path of 2 moves.'],
		['greedy', 'Greedy best-first search reached the goal after 12 expansions: a path of 2 moves.'],
		['astar', 'A* reached the goal after 12 expansions: a path of 2 moves.'],
		['wastar', 'Weighted A* reached the goal after 12 expansions: a path of 2 moves.'],
		['idastar', 'IDA* reached the goal after 12 expansions: a path of 2 moves.'],
		['walk', 'The greedy walk reached the goal after 12 expansions: a path of 2 moves.']
	])('%s names itself as a sentence starts', (algorithm, sentence) => {
		expect(outcomeMessage(result('goal'), facts(algorithm, 'manhattan', 'graph'))).toBe(sentence);
	});

	it('counts a path in the problem’s own steps, and gives a √2 cost to two decimals', () => {
		const grid: RunFacts = { ...facts('ucs', 'manhattan', 'graph'), problem: 'grid' };
		const diagonal = { ...result('goal'), cost: 6 + 3 * Math.SQRT2 };
		expect(outcomeMessage(diagonal, grid)).toBe(
			'Uniform-cost search reached the goal after 12 expansions: a path of 2 steps, cost 10.24.'
		);
		const graph: RunFacts = { ...grid, problem: 'graph' };
		expect(outcomeMessage({ ...result('goal'), cost: 418 }, graph)).toBe(
			'Uniform-cost search reached the goal after 12 expansions: a path of 2 roads, cost 418.'
		);
	});

	// At the cap: with Manhattan distance, with linear conflict (the best h offered), and as a
	// tree search (which the iterative searches are by design, so their advice stays theirs).
	it.each<[AlgorithmName, string, string, string]>([
		[
			'bfs',
			'Breadth-first search stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Breadth-first search stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Breadth-first search stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'dfs',
			'Depth-first search stopped after 12 expansions without reaching the goal: it can run far down one branch; try a depth limit, iterative deepening or A*, or raise the cap.',
			'Depth-first search stopped after 12 expansions without reaching the goal: it can run far down one branch; try a depth limit, iterative deepening or A*, or raise the cap.',
			'Depth-first search stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'iddfs',
			'Iterative deepening stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Iterative deepening stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Iterative deepening stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'ucs',
			'Uniform-cost search stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Uniform-cost search stopped after 12 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.',
			'Uniform-cost search stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'greedy',
			'Greedy best-first search stopped after 12 expansions without reaching the goal: try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap.',
			'Greedy best-first search stopped after 12 expansions without reaching the goal: try a board fewer moves from the goal, or raise the cap.',
			'Greedy best-first search stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'astar',
			'A* stopped after 12 expansions without reaching the goal: try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap.',
			'A* stopped after 12 expansions without reaching the goal: try weighted A* (fewer expansions, though the path may not be the cheapest), a board fewer moves from the goal, or raise the cap.',
			'A* stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'wastar',
			'Weighted A* stopped after 12 expansions without reaching the goal: try a better heuristic (linear conflict) or a larger weight, a board fewer moves from the goal, or raise the cap.',
			'Weighted A* stopped after 12 expansions without reaching the goal: try a larger weight, a board fewer moves from the goal, or raise the cap.',
			'Weighted A* stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		],
		[
			'idastar',
			'IDA* stopped after 12 expansions without reaching the goal: try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap.',
			'IDA* stopped after 12 expansions without reaching the goal: try weighted A* (fewer expansions, though the path may not be the cheapest), a board fewer moves from the goal, or raise the cap.',
			'IDA* stopped after 12 expansions without reaching the goal: try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap.'
		],
		[
			'walk',
			'The greedy walk stopped after 12 expansions without reaching the goal: raise the cap.',
			'The greedy walk stopped after 12 expansions without reaching the goal: raise the cap.',
			'The greedy walk stopped after 12 expansions without reaching the goal: tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap.'
		]
	])(
		'%s at its cap advises what its description allows',
		(algorithm, manhattan, conflict, tree) => {
			const limit = (h: HeuristicName, duplicates: DuplicatePolicy): string =>
				outcomeMessage(result('limit'), facts(algorithm, h, duplicates));
			expect([
				limit('manhattan', 'graph'),
				limit('linear-conflict', 'graph'),
				limit('manhattan', 'tree')
			]).toEqual([manhattan, conflict, tree]);
		}
	);
});
