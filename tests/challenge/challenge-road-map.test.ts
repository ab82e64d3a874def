import { describe, expect, it } from 'vitest';
import {
	challengeExpansions,
	challengeQuery,
	challengeRun,
	choiceStates,
	currentAt,
	expandedOutline,
	heuristicMessage,
	judge,
	judgeLength,
	LENGTH_QUESTIONS,
	lengthResultText,
	pathMeasure,
	pathText,
	problemMessage,
	questionFrom,
	readChallengeLink,
	resultText,
	returnedLength,
	unreachableGoal,
	type NoQuestion,
	type Question
} from '$lib/challenge/challenge';
import { replayChallenge } from '$lib/challenge/replay';
import type { Board } from '$lib/puzzle/board';
import { checkCode } from '$lib/practice/check';
import { resultCode } from '$lib/practice/result-code';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';
import type { Words } from '$lib/challenge/challenge';

/** Words a layer gave, in English. */
const said = (words: Words): string => (typeof words === 'string' ? words : english(words));

/** The textbook's drive: uniform-cost search from Arad, paused after three expansions. */
const UCS = 'problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3';

const link = (query: string) => readChallengeLink(new URLSearchParams(query));
const asked = (value: Question<Board | null> | NoQuestion): Question<Board | null> => {
	if ('reason' in value) throw new Error(english(value.reason));
	return value;
};

describe('a challenge link on the road map', () => {
	it('reads as the playground reads it, and writes back as it came', () => {
		const { config, spec, notices } = link(UCS);
		expect(notices).toEqual([]);
		expect(config).toMatchObject({
			problem: 'graph',
			graph: 'road-map',
			start: 'A',
			goal: 'B',
			algorithm: 'ucs',
			step: 3
		});
		expect(spec).toEqual({ kind: 'next', count: 3 });
		expect(challengeQuery(config, spec)).toEqual(
			'challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3'
		);
		expect(english(problemMessage(config))).toEqual(
			'the road map of Romania from Arad to Bucharest'
		);
		expect(unreachableGoal(config)).toBeNull();
	});

	it('says what it does with a start that is no city, a tile parameter and an algorithm it cannot ask about', () => {
		const read = link('problem=road-map&start=X&goal=sibiu&board=41325_786&algo=idastar');
		expect(read.notices.map((notice) => [notice.param, notice.message])).toEqual([
			[
				'board',
				'The parameter "board" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
			],
			[
				'start',
				'The parameter "start" is "X", which is not a city of the graph road-map (A, B, C, D, F, L, M, P, Q, R, S, T, Z); using A.'
			],
			[
				'goal',
				"The graph's h estimates the distance to B and says nothing about S: so A* search has h = 0 for every city here."
			],
			[
				'algo',
				'The parameter "algo" is idastar, whose next expansion is not always an entry of the frontier; predicting expansions works with bfs, dfs, ucs, greedy, astar, wastar. Using astar.'
			]
		]);
		expect(read.config).toMatchObject({ start: 'A', goal: 'S', algorithm: 'astar', step: 1 });
		expect(said(heuristicMessage(read.config))).toEqual('h = 0');
		expect(said(heuristicMessage(link('problem=road-map').config))).toEqual(
			'straight-line distance to Bucharest'
		);
	});

	it('says unsolvable=search once, as a parameter of tile runs', () => {
		expect(link('problem=road-map&unsolvable=search').notices).toEqual([
			{
				param: 'unsolvable',
				message:
					'The parameter "unsolvable" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
			}
		]);
	});
});

describe('next-expansion questions on the road map', () => {
	const { config } = link(UCS);
	const run = challengeRun(config, challengeExpansions(3));

	it('lists the frontier by arrival, each city in words, and judges by g', () => {
		const question = asked(questionFrom(run, 3));
		expect(question.step).toEqual(3);
		expect(question.choices.map((c) => [c.id, c.notation, c.board, c.g, c.depth])).toEqual([
			[1, 'S, Sibiu', null, 140, 1],
			[4, 'Q, Oradea', null, 146, 2],
			[5, 'L, Lugoj', null, 229, 2]
		]);
		expect(question.answer).toEqual(1);
		expect([...choiceStates(run, question)]).toEqual([
			[1, 'S'],
			[4, 'Q'],
			[5, 'L']
		]);
		expect(judge(question, 1, 'ucs', config.weight, config.tieBreak)).toEqual({
			correct: true,
			headline: 'Right.',
			reason: 'Uniform-cost search takes the lowest path cost g: node 1 (g 140).'
		});
		expect(judge(question, 4, 'ucs', config.weight, config.tieBreak)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 1.',
			reason:
				'Uniform-cost search takes the lowest path cost g: that is node 1 (g 140), not node 4 (g 146).'
		});
	});

	it('writes the node expanded last, its path and the tree so far with cities', () => {
		const current = currentAt(run, 3);
		expect(current).toMatchObject({
			id: 2,
			board: null,
			text: 'T, Timisoara',
			g: 118,
			expansion: 3,
			path: [0, 2]
		});
		expect(current === null ? '' : said(pathText(current))).toEqual(
			'0 (A, Arad) → 2 (T, Timisoara)'
		);
		expect(expandedOutline(run, 3)).toEqual([
			{ id: 0, depth: 0, expansion: 1, text: 'A, Arad' },
			{ id: 2, depth: 1, expansion: 3, text: 'T, Timisoara' },
			{ id: 3, depth: 1, expansion: 2, text: 'Z, Zerind' }
		]);
	});

	it('gives A*’s verdict with f = g + h, the map’s straight-line distance as h', () => {
		const astar = link('problem=road-map&start=A&step=2').config;
		const question = asked(questionFrom(challengeRun(astar, challengeExpansions(3)), 2));
		expect(question.choices.map((c) => [c.id, c.notation, c.f])).toEqual([
			[2, 'T, Timisoara', 447],
			[3, 'Z, Zerind', 449],
			[4, 'F, Fagaras', 415],
			[5, 'Q, Oradea', 671],
			[6, 'R, Rimnicu Vilcea', 413]
		]);
		expect(judge(question, 4, 'astar', astar.weight, astar.tieBreak)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 6.',
			reason:
				'A* takes the lowest f = g + h: that is node 6 (f 413 = g 220 + h 193), not node 4 (f 415 = g 239 + h 176).'
		});
	});

	it('writes a result that names the road map and the cities', () => {
		expect(
			resultText(
				config,
				[
					{ step: 3, correct: true },
					{ step: 4, correct: false }
				],
				'https://example.org/challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3'
			)
		).toEqual(
			'Frontier challenge: Uniform-cost search on the road map of Romania from Arad to Bucharest, from step 3.\n' +
				'1 of 2 right (expansions 4 ✓, 5 ✗).\n' +
				'https://example.org/challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3'
		);
	});
});

describe('the path to the node expanded last on a board', () => {
	it('is written in node numbers as before, a long one by its two ends', () => {
		const tile = link('board=41325_786&algo=dfs&step=60&k=1').config;
		const current = currentAt(challengeRun(tile, 1), 60);
		expect(current?.text).toBeUndefined();
		expect(current === null ? '' : said(pathText(current))).toEqual(
			'0 → 1 → 4 → 5 → 7 → 10 → 12 → 13 → 15 → 16 → 18 → 21 → … 35 more nodes … → ' +
				'86 → 88 → 89 → 91 → 94 → 96 → 97 → 99 → 100 → 102 → 105 → 107'
		);
	});
});

describe('a path-cost question on the road map', () => {
	const { config, spec } = link('problem=road-map&start=Z&algo=ucs&ask=length');

	it('asks for the cost of the path returned, not its number of roads', () => {
		expect(spec.kind).toEqual('length');
		expect(pathMeasure(config)).toEqual('cost');
		expect(english(LENGTH_QUESTIONS.cost.prompt)).toEqual(
			'What does the path this search returns cost (the sum of its roads’ costs)?'
		);
		// Zerind – Arad – Sibiu – Rimnicu Vilcea – Pitesti – Bucharest: 75 + 140 + 80 + 97 + 101.
		expect(returnedLength(config)).toEqual({ length: 493, outcome: 'goal', lastStep: 13 });
	});

	it('judges the cost typed and writes a result to paste', () => {
		const returned = returnedLength(config);
		expect(judgeLength(config, 493, returned)).toEqual({
			correct: true,
			headline: 'Right.',
			reason:
				'Uniform-cost search returns a path of cost 493 on the road map of Romania from Zerind to Bucharest.'
		});
		expect(judgeLength(config, 5, returned).headline).toEqual('Not quite: the path costs 493.');
		expect(lengthResultText(config, '493', true, 'LINK')).toEqual(
			'Frontier challenge: path cost of Uniform-cost search on the road map of Romania from Zerind to Bucharest: answered 493, right.\nLINK'
		);
	});

	it('leaves a tile question in moves, worded as before', () => {
		const tile = link('board=42_713856&algo=greedy&ask=length').config;
		expect(pathMeasure(tile)).toEqual('moves');
		expect(lengthResultText(tile, '10', false, 'LINK')).toEqual(
			'Frontier challenge: path length of Greedy best-first search on 42_713856: answered 10, wrong.\nLINK'
		);
	});
});

describe('replaying a road-map challenge from its result code', () => {
	const QUERY = 'challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3';
	const code = (assignment: string, score: number, answers: number[]) =>
		resultCode({ assignment, seed: '', name: 'Ana', score, answers });

	it('judges each pick at its own step, the run advancing along its path', () => {
		const replay = replayChallenge(QUERY, [1, 5, 7]);
		expect(replay).toMatchObject({
			ok: true,
			label:
				'Challenge: Uniform-cost search on the road map of Romania from Arad to Bucharest, from step 3',
			asked: 3
		});
		if (!replay.ok) throw new Error(english(replay.reason));
		expect(replay.verdicts.map((v) => v?.headline)).toEqual([
			'Right.',
			'Not this one: the search takes node 4.',
			'Right.'
		]);
	});

	it('matches a code whose answers earn its score, and flags an edited one', () => {
		expect(checkCode(code(QUERY, 3, [1, 4, 7]))).toMatchObject({
			status: 'matches',
			earned: 3,
			parts: 3,
			label:
				'Challenge: Uniform-cost search on the road map of Romania from Arad to Bucharest, from step 3'
		});
		expect(checkCode(code(QUERY, 3, [1, 5, 7]))).toMatchObject({ status: 'edited' });
		expect(
			checkCode(
				code('challenge?problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3', 3, [1, 4, 7])
			)
		).toMatchObject({
			status: 'edited',
			message: 'The challenge in this code is not one this site writes: the code was edited.'
		});
	});

	it('replays a path-cost challenge', () => {
		const length = 'challenge?v=1&problem=road-map&start=Z&algo=ucs&ask=length&k=3';
		expect(checkCode(code(length, 1, [493]))).toMatchObject({
			status: 'matches',
			earned: 1,
			label:
				'Challenge: Uniform-cost search on the road map of Romania from Zerind to Bucharest, path cost'
		});
		expect(checkCode(code(length, 0, [418]))).toMatchObject({ status: 'matches', earned: 0 });
	});
});
