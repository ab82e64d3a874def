import { describe, expect, it } from 'vitest';
import {
	challengeExpansions,
	challengeQuery,
	challengeRun,
	currentAt,
	expandedOutline,
	heuristicMessage,
	judgeLength,
	pathMeasure,
	pathText,
	problemMessage,
	questionFrom,
	readChallengeLink,
	returnedLength,
	withState,
	type NoQuestion,
	type Question
} from '$lib/challenge/challenge';
import type { Board } from '$lib/puzzle/board';
import { gridLinkText, SWAMP } from '$lib/domains/grid';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';
import type { Words } from '$lib/challenge/challenge';

/** Words a layer gave, in English. */
const said = (words: Words): string => (typeof words === 'string' ? words : english(words));

/** A* with Manhattan distance on the U-shaped trap, paused after five expansions. */
const ASTAR = 'problem=grid&step=5&ask=next&k=2';

const link = (query: string) => readChallengeLink(new URLSearchParams(query));
const asked = (value: Question<Board | null> | NoQuestion): Question<Board | null> => {
	if ('reason' in value) throw new Error(english(value.reason));
	return value;
};

describe('a challenge on a grid maze', () => {
	const { config, spec, notices } = link(ASTAR);
	const run = challengeRun(config, challengeExpansions(2));

	it('reads as the playground reads it and names the grid, its ends and its h', () => {
		expect(notices).toEqual([]);
		expect(config).toMatchObject({ problem: 'grid', heuristic: 'manhattan', step: 5 });
		expect(spec).toEqual({ kind: 'next', count: 2 });
		expect(challengeQuery(config, spec)).toMatch(
			/^challenge\?v=1&problem=grid&grid=v1\.9x13\.4\.s8-0\.g4-12\.[^&]+&step=5&ask=next&k=2$/
		);
		expect(english(problemMessage(config))).toBe('the 9×13 grid from (8, 0) to (4, 12)');
		expect(said(heuristicMessage(config))).toBe('Manhattan distance');
		expect(pathMeasure(config)).toBe('cost');
	});

	it('lists the frontier’s cells by arrival and writes each cell once in parentheses', () => {
		const question = asked(questionFrom(run, 5));
		expect(question.choices.map((c) => [c.id, c.notation, c.g, c.depth])).toEqual([
			[5, '(8, 2)', 2, 2],
			[6, '(5, 0)', 3, 3],
			[7, '(6, 1)', 3, 3],
			[8, '(7, 2)', 3, 3]
		]);
		const current = currentAt(run, 5);
		expect(current === null ? '' : said(pathText(current))).toBe('0 (8, 0) → 1 (7, 0) → 4 (7, 1)');
		expect(
			expandedOutline(run, 5)?.map((row) => withState(`node ${row.id}`, row.text ?? ''))
		).toEqual([
			'node 0 (8, 0)',
			'node 1 (7, 0)',
			'node 3 (6, 0)',
			'node 4 (7, 1)',
			'node 2 (8, 1)'
		]);
		expect(withState('node 6', 'S, Sibiu')).toBe('node 6 (S, Sibiu)');
	});

	it('asks the cost of the path a run returns on a weighted grid', () => {
		const bfs = link(`problem=grid&grid=${gridLinkText(SWAMP)}&algo=bfs&ask=length`).config;
		const returned = returnedLength(bfs);
		expect(judgeLength(bfs, 48, returned).correct).toBe(true);
		expect(judgeLength(bfs, 14, returned).correct).toBe(false);
	});
});
