import { ROMANIA } from '$lib/domains/graph';
import { describe, expect, it } from 'vitest';
import {
	collectSearch,
	openRun,
	openSearch,
	outcomeMessage as outcomeRef,
	RunConfigError,
	solveSearch,
	type RunConfig,
	type RunFacts
} from '$lib/player';
import { collectRun, type AlgorithmName, type SearchResult } from '$lib/search';
import { board } from '../search/helpers';
import { messageText } from '$lib/components/message-text';
import { explainSolvability } from '$lib/puzzle/solvability';
import { goalBoard } from '$lib/puzzle/goal';
import { MessageError } from '$lib/messages/message-error';

/**
 * What opening `config` refuses with, in English: a RunConfigError's text, or the message of
 * what the reader typed (a MessageError, worded by the page).
 */
function refusal(open: () => unknown): string {
	try {
		open();
	} catch (error) {
		if (error instanceof MessageError) return messageText(error.ref, 'en');
		if (error instanceof RunConfigError) return error.message;
		throw error;
	}
	throw new Error('opened');
}

/** The outcome message in English words, as the explorer shows it. */
const outcomeMessage = (...args: Parameters<typeof outcomeRef>): string =>
	messageText(outcomeRef(...args));

const tile = (text: string) => ({ problem: 'tile', spec: { board: text } }) as const;

describe('openRun', () => {
	it('opens a tile run with the page cap and the algorithm’s frontier order', () => {
		const source = openRun({ algorithm: 'dfs', ...tile('41325_786') });
		expect(source.expansionCap).toBe(50_000);
		expect(source.trace.order).toEqual({ kind: 'stack', pushOrder: 'reversed' });
		expect(source.trace.length).toBe(0);
		expect(source.progress()).toEqual({ computed: 0, expanded: 0, complete: false, outcome: null });
	});

	it('takes boards as objects, goals as conventions or boards, and engine options', () => {
		const source = openRun({
			algorithm: 'astar',
			problem: 'tile',
			spec: { board: board('1,2,5,3,4,0,6,7,8'), goal: 'blank-first' },
			options: { tieBreak: 'low-h', maxExpansions: 10 }
		});
		expect(source.expansionCap).toBe(10);
		expect(source.trace.order).toEqual({
			kind: 'priority',
			tieBreak: 'low-h',
			priority: 'g+h',
			weight: 1
		});
	});

	it('opens the road map', () => {
		const source = openRun({
			algorithm: 'ucs',
			problem: 'graph',
			spec: { graph: ROMANIA, start: 'A', goals: ['B'] }
		});
		expect(source.trace.order).toEqual({
			kind: 'priority',
			tieBreak: 'fifo',
			priority: 'g',
			weight: 1
		});
	});

	it.each<[string, RunConfig, RegExp]>([
		['a board that does not parse', { algorithm: 'astar', ...tile('12345678') }, /8 cells/],
		[
			'an unknown goal',
			{ algorithm: 'astar', problem: 'tile', spec: { board: '1234567_8', goal: 'sideways' } },
			/Unknown goal "sideways"/
		],
		[
			'a goal of another size',
			{ algorithm: 'astar', problem: 'tile', spec: { board: '1234567_8', goal: board('1,2,3,0') } },
			/goal is 2×2 but the board is 3×3/
		],
		[
			'a child order that is not a permutation',
			{
				algorithm: 'astar',
				problem: 'tile',
				spec: { board: '1234567_8', childOrder: ['Up', 'Up', 'Left', 'Right'] }
			},
			/childOrder/
		],
		[
			'a negative cap',
			{ algorithm: 'astar', ...tile('1234567_8'), options: { maxExpansions: -1 } },
			/^maxExpansions must be 0 or more\.$/
		],
		[
			'an unknown algorithm',
			{ algorithm: 'bogo' as AlgorithmName, ...tile('1234567_8') },
			/Unknown algorithm "bogo": use bfs, dfs/
		],
		[
			'an unknown city',
			{ algorithm: 'astar', problem: 'graph', spec: { graph: ROMANIA, start: 'X', goals: ['B'] } },
			/Unknown start city "X"/
		]
	])('refuses %s with a message', (_, config, message) => {
		expect(refusal(() => openRun(config))).toMatch(message);
	});
});

describe('collectSearch and solveSearch', () => {
	const astar: RunConfig = { algorithm: 'astar', ...tile('41325_786') };

	it('compute the run openSearch opens, to the same end', () => {
		const expected = collectRun(openSearch(astar).run);
		const collected = collectSearch(astar);
		expect(collected.events).toEqual(expected.events);
		expect(collected.result).toEqual(expected.result);
		expect(solveSearch(astar)).toEqual(expected.result);
		expect(expected.result).toMatchObject({ outcome: 'goal', cost: 7 });
	});

	it('fold every event into a finished trace resting on the start', () => {
		const { events, result, trace } = collectSearch(astar);
		expect(trace.length).toBe(events.length);
		expect(trace.result).toBe(result);
		expect(trace.cursor).toBe(0);
		expect(trace.order).toEqual(openSearch(astar).trace.order);
	});

	it('keep the page’s cap unless the options name another', () => {
		const far: RunConfig = { algorithm: 'bfs', ...tile('8672543_1') };
		expect(solveSearch(far).stats.expanded).toBe(50_000);
		expect(solveSearch({ ...far, options: { maxExpansions: 12 } })).toMatchObject({
			outcome: 'limit',
			stats: { expanded: 12 }
		});
	});

	it('refuse what openSearch refuses', () => {
		const config: RunConfig = { algorithm: 'astar', ...tile('12345678') };
		expect(refusal(() => collectSearch(config))).toMatch(/8 cells/);
		expect(refusal(() => solveSearch(config))).toMatch(/8 cells/);
	});
});

describe('outcomeMessage', () => {
	const facts = (overrides: Partial<RunFacts> = {}): RunFacts => ({
		algorithm: 'astar',
		problem: 'tile',
		heuristic: 'manhattan',
		duplicates: null,
		depthLimit: null,
		unreachable: null,
		...overrides
	});
	const result = (
		outcome: SearchResult<unknown>['outcome'],
		expanded: number,
		actions = 0,
		cost: number | null = null
	): SearchResult<unknown> => ({
		outcome,
		path: [],
		actions: Array.from({ length: actions }, () => 'Up'),
		cost,
		stats: {
			expanded,
			generated: 0,
			nodes: 0,
			maxFrontier: 0,
			maxDepth: 0,
			frontierSize: 0,
			exploredSize: 0,
			iterations: 1
		}
	});

	it('says how long the path is, and its cost when that differs', () => {
		expect(outcomeMessage(result('goal', 1234, 22, 22), facts())).toBe(
			'A* reached the goal after 1,234 expansions: a path of 22 moves.'
		);
		expect(
			outcomeMessage(result('goal', 5, 4, 418), facts({ problem: 'graph', heuristic: null }))
		).toBe('A* reached the goal after 5 expansions: a path of 4 roads, cost 418.');
	});

	it.each<[AlgorithmName, Partial<RunFacts>, string]>([
		[
			'astar',
			{},
			'try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap'
		],
		[
			'astar',
			{ heuristic: 'linear-conflict' },
			'try weighted A* (fewer expansions, though the path may not be the cheapest), a board fewer moves from the goal, or raise the cap'
		],
		[
			'wastar',
			{ heuristic: 'linear-conflict' },
			'try a larger weight, a board fewer moves from the goal, or raise the cap'
		],
		[
			'bfs',
			{ heuristic: null },
			'try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap'
		],
		[
			'dfs',
			{ heuristic: null },
			'it can run far down one branch; try a depth limit, iterative deepening or A*, or raise the cap'
		],
		[
			'greedy',
			{ duplicates: 'tree' },
			'tree search expands the same states again and again; try graph search, a board fewer moves from the goal, or raise the cap'
		],
		['ucs', { problem: 'graph', heuristic: null }, 'raise the cap']
	])('%s at the cap (%o) suggests what to try', (algorithm, overrides, advice) => {
		expect(outcomeMessage(result('limit', 50_000), facts({ algorithm, ...overrides }))).toMatch(
			new RegExp(`stopped after 50,000 expansions without reaching the goal: ${escape(advice)}\\.$`)
		);
	});

	it('gives the parity argument when no search could reach the goal', () => {
		// 8 and 7 swapped: one inversion, where the goal has none.
		const eight = {
			reason: explainSolvability(board('12345687_'), goalBoard(3, 3)).reasonMessage,
			rows: 3,
			cols: 3
		};
		const reason =
			'There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal.';
		expect(
			outcomeMessage(result('exhausted', 181_440), facts({ algorithm: 'bfs', unreachable: eight }))
		).toBe(
			`Breadth-first search emptied its frontier after 181,440 expansions: it expanded every state this board can reach, all 181,440, and the goal is not among them. ${reason}`
		);
		expect(
			outcomeMessage(result('exhausted', 12), facts({ algorithm: 'dfs', unreachable: eight }))
		).toBe(
			`Depth-first search emptied its frontier after 12 expansions without reaching the goal: this board reaches only 181,440 states, half of all arrangements, and the goal is in the other half. ${reason}`
		);
		expect(
			outcomeMessage(
				result('limit', 50_000),
				facts({ unreachable: { ...eight, rows: 4, cols: 4 } })
			)
		).toBe(
			`A* stopped at its cap, after 50,000 expansions, without reaching the goal, and no cap would be enough: this board reaches only 10,461,394,944,000 states, half of all arrangements, and the goal is in the other half. ${reason}`
		);
	});

	it('explains an exhausted depth limit, and a stuck walk', () => {
		expect(
			outcomeMessage(result('exhausted', 1, 0), facts({ algorithm: 'dfs', depthLimit: 3 }))
		).toBe(
			'Depth-first search emptied its frontier after 1 expansion: no path to the goal within the depth limit of 3. Try a larger limit.'
		);
		expect(outcomeMessage(result('stuck', 7), facts({ algorithm: 'walk' }))).toMatch(
			/^The greedy walk got stuck after 7 steps: every neighbour was a state it had already stood on\./
		);
	});
});

function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
