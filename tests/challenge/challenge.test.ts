import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	CHALLENGE_ALGORITHMS,
	challengeExpansions,
	challengeRun,
	currentAt,
	expandedOutline,
	judge,
	questionAt,
	questionFrom,
	readChallenge,
	resultText,
	returnedLength,
	ruleMessage,
	type Question
} from '$lib/challenge/challenge';
import { replayChallenge } from '$lib/challenge/replay';
import { ALGORITHM_NAMES } from '$lib/search/descriptions';
import { boardLinkText, readTilePlayLink, type TilePlayConfig } from '$lib/config/play-link';
import { checkCode } from '$lib/practice/check';
import { resultCode } from '$lib/practice/result-code';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';
import type { Words } from '$lib/challenge/challenge';

/** Words a layer gave, in English. */
const said = (words: Words): string => (typeof words === 'string' ? words : english(words));

const config = (query: string): TilePlayConfig =>
	readTilePlayLink(new URLSearchParams(query)).config;
const asked = (value: ReturnType<typeof questionAt>): Question => {
	if ('reason' in value) throw new Error(english(value.reason));
	return value;
};

describe('ruleMessage', () => {
	it('says each algorithm’s rule in the words feedback quotes', () => {
		expect(ALGORITHM_NAMES.map((name) => [name, english(ruleMessage(name, 2))])).toEqual([
			['bfs', 'Breadth-first search takes the entry that joined the queue first'],
			['dfs', 'Depth-first search takes the entry on top of the stack, the one pushed last'],
			[
				'iddfs',
				'Depth-limited depth-first search takes the entry on top of the stack, the one pushed last (a child deeper than the depth limit L is not pushed)'
			],
			['ucs', 'Uniform-cost search takes the lowest path cost g'],
			['greedy', 'Greedy best-first search takes the lowest estimate h'],
			['astar', 'A* takes the lowest f = g + h'],
			['wastar', 'Weighted A* takes the lowest f = g + 2·h'],
			[
				'idastar',
				'IDA* takes the entry on top of the stack, the one pushed last (a child whose f = g + h is above the bound is not pushed)'
			],
			['walk', 'Greedy walk follows its own rule']
		]);
	});

	it('states weighted A*’s w, and no other algorithm’s', () => {
		expect(english(ruleMessage('wastar', 1.5))).toEqual(
			'Weighted A* takes the lowest f = g + 1.5·h'
		);
		expect(english(ruleMessage('astar', 1.5))).toEqual('A* takes the lowest f = g + h');
	});
});

describe('reading a challenge', () => {
	it('says that unsolvable=search, which /play reads, does nothing on a challenge', () => {
		expect(readChallenge(new URLSearchParams('board=12345687_&unsolvable=search')).notices).toEqual(
			[
				{
					param: 'unsolvable',
					message:
						'The parameter "unsolvable=search" works on /play and /embed/play; a challenge always needs a board that reaches the goal, so it was ignored.'
				}
			]
		);
		expect(readChallenge(new URLSearchParams('unsolvable=refuse')).notices).toEqual([]);
	});

	it('defaults to the next 3 expansions, and names wrong values', () => {
		expect(readChallenge(new URLSearchParams(''))).toEqual({
			spec: { kind: 'next', count: 3 },
			notices: []
		});
		expect(readChallenge(new URLSearchParams('ask=length'))).toEqual({
			spec: { kind: 'length', count: 3 },
			notices: []
		});
		expect(readChallenge(new URLSearchParams('ask=path&k=40')).notices).toEqual([
			{
				param: 'ask',
				message:
					'The parameter "ask" takes next or length; got "path". Asking for the next expansions.'
			},
			{
				param: 'k',
				message: 'The parameter "k" takes a whole number from 1 to 10; got "40". Using 3.'
			}
		]);
	});
});

describe('next-expansion questions', () => {
	it('lists A*’s frontier by arrival and judges with f and the tie-break', () => {
		const played = config('board=41325_786&step=1');
		const run = challengeRun(played, 3);
		const question = asked(questionAt(run, 1));
		expect(question.choices.map((c) => [c.id, c.notation, c.f])).toEqual([
			[1, '41_253786', 7],
			[2, '41325678_', 5],
			[3, '4132_5786', 7]
		]);
		expect(question.answer).toEqual(question.choices[1].id);
		expect(question.answerIsGoal).toEqual(false);
		expect(judge(question, question.choices[1].id, 'astar', 2)).toEqual({
			correct: true,
			headline: 'Right.',
			reason: 'A* takes the lowest f = g + h: node 2 (f 5).'
		});
		expect(judge(question, question.choices[0].id, 'astar', 2)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 2.',
			reason:
				'A* takes the lowest f = g + h: that is node 2 (f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
		});
	});

	it('gives, for every algorithm, the node the next expansion really takes', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...CHALLENGE_ALGORITHMS),
				fc.constantFrom('42_713856', '1234_5678', '41325_786', '1234567_8', '123_56478'),
				fc.integer({ min: 0, max: 6 }),
				(algorithm, board, step) => {
					const played = config(`board=${board}&algo=${algorithm}&step=${step}`);
					const run = challengeRun(played, 2);
					const question = questionAt(run, step);
					if ('reason' in question) return;
					// The next step expands that node, or takes it off the frontier as the goal.
					const next = run.trace.event(step + 1);
					expect(['expand', 'goal']).toContain(next.type);
					if (next.type === 'expand' || next.type === 'goal') {
						expect(question.answer).toEqual(next.node.id);
					}
					expect(question.answerIsGoal).toEqual(next.type === 'goal');
				}
			),
			{ numRuns: 100 }
		);
	});

	it('asks for the goal as the last entry taken, then says the search is over', () => {
		// A* from one move away: step 1 expands the start, step 2 takes the goal off the frontier.
		const run = challengeRun(config('board=1234567_8&step=1'), 3);
		expect(run.trace.length).toEqual(3);
		expect(run.trace.event(2).type).toEqual('goal');
		const question = asked(questionAt(run, 1));
		expect(question.choices.map((c) => [c.id, c.notation, c.f])).toEqual([
			[1, '1234_6758', 3],
			[2, '123456_78', 3],
			[3, '12345678_', 1]
		]);
		expect(question.answer).toEqual(question.choices[2].id);
		expect(question.answerIsGoal).toEqual(true);
		expect(judge(question, question.choices[2].id, 'astar', 2)).toEqual({
			correct: true,
			headline: 'Right.',
			reason:
				'A* takes the lowest f = g + h: node 3 (f 1). It is the goal: the search stops there ' +
				'without expanding it.'
		});
		expect(judge(question, question.choices[0].id, 'astar', 2).reason).toEqual(
			'A* takes the lowest f = g + h: that is node 3 (f 1 = g 1 + h 0), not node 1 (f 3 = g 1 + h 2). It is the goal: ' +
				'the search stops there without expanding it.'
		);
		expect(questionAt(run, 2)).toEqual({
			reason: 'The search has found the goal: nothing more is taken from the frontier.'
		});
		expect(questionAt(run, 3)).toEqual({
			reason: 'The run has ended: there is no next expansion.'
		});
	});

	it('says why there is no question past the goal or with a long frontier', () => {
		const bfs = challengeRun(config('board=1234567_8&algo=bfs'), 3);
		expect(questionAt(bfs, 1)).toEqual({
			reason: 'The search has found the goal: nothing more is taken from the frontier.'
		});
		const wide = challengeRun(config('board=42_713856&algo=bfs&step=40'), 1);
		expect(questionAt(wide, 40)).toEqual({
			reason:
				'The frontier holds 29 entries at step 40, more than the 24 a question lists. Choose an earlier step or an easier board.'
		});
	});
});

describe('path-length questions and the result', () => {
	it('knows the length each algorithm returns', () => {
		expect(returnedLength(config('board=42_713856&algo=greedy'))).toEqual({
			length: 16,
			outcome: 'goal',
			lastStep: 161
		});
		expect(returnedLength(config('board=42_713856&algo=astar'))).toEqual({
			length: 10,
			outcome: 'goal',
			lastStep: 23
		});
	});

	it('writes a result a student can paste', () => {
		expect(
			resultText(
				config('board=41325_786&step=1'),
				[
					{ step: 1, correct: true },
					{ step: 2, correct: false }
				],
				'https://example.org/challenge?board=41325_786&step=1'
			)
		).toEqual(
			'Frontier challenge: A* search on 41325_786, from step 1.\n2 of 2 right'.replace(
				'2 of 2',
				'1 of 2'
			) + ' (expansions 2 ✓, 3 ✗).\nhttps://example.org/challenge?board=41325_786&step=1'
		);
	});
});

describe('verdicts in the algorithm’s own terms', () => {
	/** The first question of a run from `query`, with a wrong pick: the first entry that is not the answer. */
	function wrongVerdict(query: string) {
		const played = config(query);
		const run = challengeRun(played, 3);
		const question = asked(questionAt(run, 1));
		const wrong = question.choices.find((c) => c.id !== question.answer);
		if (wrong === undefined) throw new Error('a question with one entry');
		return judge(question, wrong.id, played.algorithm, played.weight, played.tieBreak);
	}

	it('greedy search says h, uniform-cost search says g, weighted A* writes its weight', () => {
		expect(wrongVerdict('board=41325_786&algo=greedy&step=1').reason).toEqual(
			'Greedy best-first search takes the lowest estimate h: that is node 2 (h 4), not node 1 (h 6).'
		);
		expect(wrongVerdict('board=41325_786&algo=ucs&step=1').reason).toEqual(
			'Uniform-cost search takes the lowest path cost g: that is node 1 (g 1), not node 2 (g 1). 3 entries share g 1 (nodes 1, 2 and 3); the tie-break (first added first) picks node 1.'
		);
		expect(wrongVerdict('board=41325_786&algo=wastar&w=2&step=1').reason).toEqual(
			'Weighted A* takes the lowest f = g + 2·h: that is node 2 (f 9 = g 1 + 2·h 4), not node 1 (f 13 = g 1 + 2·h 6).'
		);
	});

	it('names the tie-break the run follows', () => {
		expect(said(wrongVerdict('board=41325_786&algo=ucs&ties=lifo&step=1').reason)).toMatch(
			/ 3 entries share g 1 \(nodes 1, 2 and 3\); the tie-break \(last added first\) picks node \d\.$/
		);
	});
});

describe('where the search stands at a question', () => {
	it('names the node expanded last, its board and its path from the start', () => {
		const run = challengeRun(config('board=41325_786&step=1'), 3);
		const at = (step: number) => {
			const current = currentAt(run, step);
			return current && { ...current, board: boardLinkText(current.board) };
		};
		expect(at(0)).toBeNull();
		expect(at(1)).toEqual({
			id: 0,
			board: '41325_786',
			g: 0,
			h: 5,
			f: 5,
			depth: 0,
			expansion: 1,
			path: [0],
			pathLeftOut: 0,
			pathEnd: []
		});
		expect(at(2)).toEqual({
			id: 2,
			board: '41325678_',
			g: 1,
			h: 4,
			f: 5,
			depth: 1,
			expansion: 2,
			path: [0, 2],
			pathLeftOut: 0,
			pathEnd: []
		});
		expect(at(3)).toMatchObject({ id: 1, board: '41_253786', expansion: 3, path: [0, 1] });
	});

	it('writes a path deeper than it lists by its two ends and a count of the nodes between', () => {
		const run = challengeRun(config('board=41325_786&algo=dfs&step=60'), 1);
		const current = currentAt(run, 60);
		expect(current).toMatchObject({ id: 107, depth: 58, expansion: 60 });
		expect(current?.path).toEqual([0, 1, 4, 5, 7, 10, 12, 13, 15, 16, 18, 21]);
		expect(current?.pathLeftOut).toEqual(35);
		expect(current?.pathEnd).toEqual([86, 88, 89, 91, 94, 96, 97, 99, 100, 102, 105, 107]);
		// Each listed node is the parent of the next, as the trace's tree has them.
		run.trace.seek(60);
		const listed = [...(current?.path ?? []), ...(current?.pathEnd ?? [])];
		for (const [i, id] of listed.entries()) {
			if (i === 0 || i === 12) continue;
			expect(run.trace.node(id)?.parent).toEqual(listed[i - 1]);
		}
	});

	it('outlines the tree expanded so far, each node under its parent', () => {
		const run = challengeRun(config('board=41325_786&step=1'), 3);
		expect(expandedOutline(run, 0)).toEqual([]);
		expect(expandedOutline(run, 3)).toEqual([
			{ id: 0, depth: 0, expansion: 1 },
			{ id: 1, depth: 1, expansion: 3 },
			{ id: 2, depth: 1, expansion: 2 }
		]);
		const bfs = challengeRun(config('board=42_713856&algo=bfs&step=8'), 1);
		expect(currentAt(bfs, 8)?.path).toEqual([0, 1, 3, 7]);
		expect(expandedOutline(bfs, 8)?.map((row) => [row.id, row.depth])).toEqual([
			[0, 0],
			[1, 1],
			[3, 2],
			[7, 3],
			[4, 2],
			[2, 1],
			[5, 2],
			[6, 2]
		]);
		const long = challengeRun(config('board=42_713856&algo=bfs&step=41'), 1);
		expect(expandedOutline(long, 40)).toHaveLength(40);
		expect(expandedOutline(long, 41)).toBeNull();
	});
});

describe('a frontier with a single entry', () => {
	// The 2×2 puzzle's states form one cycle: depth-first search from 12_3 walks it one way, and
	// at step 11 the frontier holds the goal alone.
	const corridor = challengeRun(config('board=12_3&algo=dfs&step=9'), challengeExpansions(3));

	it('is no question: the step is taken and the next one with a choice is asked', () => {
		expect(asked(questionAt(corridor, 10)).choices.map((c) => c.id)).toEqual([2, 11]);
		expect(asked(questionAt(corridor, 11)).choices.map((c) => c.id)).toEqual([2]);
		expect(asked(questionFrom(corridor, 10)).step).toEqual(10);
		// From step 11 the only expansion left takes the goal: nothing more to ask.
		expect(questionFrom(corridor, 11)).toEqual({
			reason: 'The search has found the goal: nothing more is taken from the frontier.'
		});
	});

	it('is skipped the same way when a result code is checked', () => {
		const replay = replayChallenge(
			'challenge?v=1&board=12_3&algo=dfs&step=9&ask=next&k=3',
			[10, 11, 2]
		);
		expect(replay).toMatchObject({ ok: true, asked: 2 });
		if (!replay.ok) throw new Error(english(replay.reason));
		expect(replay.verdicts.map((v) => v?.correct)).toEqual([true, true]);
	});
});

describe('replaying a challenge from its result code', () => {
	const QUERY = 'challenge?v=1&board=41325_786&step=1&ask=next&k=2';
	const code = (assignment: string, score: number, answers: number[]) =>
		resultCode({ assignment, seed: '', name: 'Ana', score, answers });

	it('judges each pick at its own step, the run advancing along its path', () => {
		const replay = replayChallenge(QUERY, [1, 1]);
		expect(replay).toMatchObject({
			ok: true,
			label: 'Challenge: A* search on 41325_786, from step 1',
			asked: 2
		});
		if (!replay.ok) throw new Error(english(replay.reason));
		expect(replay.verdicts.map((v) => v?.headline)).toEqual([
			'Not this one: the search takes node 2.',
			'Right.'
		]);
	});

	it('matches a code whose answers earn its score', () => {
		const checked = checkCode(code(QUERY, 2, [2, 1]));
		expect(checked).toMatchObject({
			status: 'matches',
			message: null,
			earned: 2,
			parts: 2,
			assignment: null,
			label: 'Challenge: A* search on 41325_786, from step 1'
		});
		expect(checked.answers.map((a) => [a.question, a.given, a.verdict?.correct])).toEqual([
			[0, 2, true],
			[1, 1, true]
		]);
		expect(checkCode(code(QUERY, 1, [1, 1])).status).toEqual('matches');
		const length = 'challenge?v=1&board=42_713856&algo=greedy&ask=length&k=3';
		expect(checkCode(code(length, 1, [16]))).toMatchObject({ status: 'matches', earned: 1 });
		expect(checkCode(code(length, 0, [10]))).toMatchObject({ status: 'matches', earned: 0 });
	});

	it('flags an edited score, an answer naming no entry, and a challenge no page writes', () => {
		expect(checkCode(code(QUERY, 2, [1, 1]))).toMatchObject({
			status: 'edited',
			message: 'Does not match: it claims 2 right, but its answers earn 1. The code was edited.'
		});
		expect(checkCode(code(QUERY, 1, [2, 9]))).toMatchObject({
			status: 'edited',
			message: 'Does not match: 1 answer names nothing the question offers. The code was edited.'
		});
		expect(checkCode(code(QUERY, 1, [2]))).toMatchObject({
			status: 'edited',
			message: 'Does not match: it holds 1 answer where the assignment asks 2. The code was edited.'
		});
		expect(checkCode(code('challenge?board=41325_786&step=1&k=2', 2, [2, 1]))).toMatchObject({
			status: 'edited',
			message: 'The challenge in this code is not one this site writes: the code was edited.'
		});
		expect(checkCode(code(QUERY, 2, [2, 1]), 'week3')).toMatchObject({
			status: 'other-assignment',
			message: 'This code is for a challenge, not the assignment “week3”.'
		});
	});

	it('refuses to replay a long challenge', () => {
		const long = 'challenge?v=1&board=42_713856&algo=bfs&step=30000&ask=next&k=3';
		expect(checkCode(code(long, 0, [1, 2, 3]))).toMatchObject({
			status: 'unchecked',
			message:
				'This challenge runs past 20,000 expansions: too long to check here; open the challenge link.',
			label: 'Challenge: Breadth-first search on 42_713856, from step 30,000'
		});
	});
});
