import { messageText } from '$lib/components/message-text';
import { describe, expect, it } from 'vitest';
import { startRun } from '$lib/lessons/compare';
import {
	advance,
	optimalLength,
	optimalText,
	readBoardList,
	readTableAlgorithms,
	tableCell,
	TABLE_MAX_EXPANSIONS
} from '$lib/lessons/compare-table';
import type { AlgorithmName } from '$lib/search/algorithms';
import type { SearchResult } from '$lib/search/events';
import { english } from '../i18n/english-messages';

const LESSON_BOARDS = '41325_786; 42_713856; 1234_5678; 75126348_; 8672543_1';

function drain(text: string, algorithm: AlgorithmName): SearchResult<unknown> {
	const read = readBoardList(text);
	if (!read.ok) throw new Error(english(read.why));
	const run = startRun(
		read.value[0].board,
		{ algorithm, heuristic: 'manhattan', weight: null },
		TABLE_MAX_EXPANSIONS
	);
	for (;;) {
		const result = advance(run, 5000);
		if (result !== null) return result;
	}
}

describe('readBoardList', () => {
	it('reads boards separated by semicolons, in any notation', () => {
		const read = readBoardList('41325_786; 1,2,3,4,5,6,7,0,8');
		expect(read.ok).toBe(true);
		if (read.ok) {
			expect(read.value.map((entry) => entry.text)).toEqual(['41325_786', '1,2,3,4,5,6,7,0,8']);
			expect(read.value[1].board.cells).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
		}
	});

	it('rejects an empty list, an unreadable board and one that cannot reach the goal', () => {
		expect(readBoardList(' ; ').ok).toBe(false);
		expect(readBoardList('41325_786; 4132_5786x').ok).toBe(false);
		expect(readBoardList('21345678_')).toEqual({
			ok: false,
			why: 'the board 21345678_ cannot reach the goal.'
		});
	});
});

describe('readTableAlgorithms', () => {
	it('reads names once each', () => {
		expect(readTableAlgorithms('bfs,dfs,greedy,astar')).toEqual({
			ok: true,
			value: ['bfs', 'dfs', 'greedy', 'astar']
		});
		expect(readTableAlgorithms('bfs,bfs').ok).toBe(false);
		expect(readTableAlgorithms('bfs,best').ok).toBe(false);
	});
});

describe('the lesson table', () => {
	it('knows the optimal length of each board', () => {
		const read = readBoardList(LESSON_BOARDS);
		if (!read.ok) throw new Error(english(read.why));
		expect(read.value.map((entry) => optimalLength(entry.board))).toEqual([7, 10, 14, 20, 31]);
	});

	it('has the exact row of 42_713856', () => {
		const cells = (['bfs', 'dfs', 'greedy', 'astar'] as const).map((name) =>
			tableCell(drain('42_713856', name), 10)
		);
		expect(cells).toEqual([
			{ outcome: 'goal', expanded: 350, peakFrontier: 224, pathLength: 10, optimal: true },
			{
				outcome: 'goal',
				expanded: 107_560,
				peakFrontier: 42_946,
				pathLength: 64_662,
				optimal: false
			},
			{ outcome: 'goal', expanded: 160, peakFrontier: 105, pathLength: 16, optimal: false },
			{ outcome: 'goal', expanded: 22, peakFrontier: 18, pathLength: 10, optimal: true }
		]);
		expect(cells.map((cell) => messageText(optimalText(cell, 10)))).toEqual([
			'yes',
			'no (+64,652)',
			'no (+6)',
			'yes'
		]);
	});

	it('has the exact row of the 31-move board 8672543_1', () => {
		const cells = (['bfs', 'dfs', 'greedy', 'astar'] as const).map((name) =>
			tableCell(drain('8672543_1', name), 31)
		);
		expect(cells.map((cell) => [cell.expanded, cell.peakFrontier, cell.pathLength])).toEqual([
			[181_347, 25_134, 31],
			[44_185, 29_648, 40_757],
			[99, 62, 47],
			[20_290, 8_665, 31]
		]);
	});

	it('says nothing about optimality without a path', () => {
		const cell = tableCell(
			{
				outcome: 'limit',
				path: [],
				actions: [],
				cost: null,
				stats: {
					expanded: 5,
					generated: 9,
					nodes: 9,
					maxFrontier: 4,
					maxDepth: 3,
					frontierSize: 4,
					exploredSize: 5,
					iterations: 1
				}
			},
			10
		);
		expect(cell).toEqual({
			outcome: 'limit',
			expanded: 5,
			peakFrontier: 4,
			pathLength: null,
			optimal: null
		});
		expect(messageText(optimalText(cell, 10))).toBe('—');
	});
});
