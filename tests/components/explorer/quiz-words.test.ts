import { describe, expect, it } from 'vitest';
import type { Verdict } from '$lib/challenge/challenge';
import {
	candidateLabel,
	fateLabel,
	howToAnswer,
	judgeQuiz,
	questionText,
	revealed,
	scoreText,
	statePickText,
	unaskedText,
	type QuizPick,
	type QuizRun
} from '$lib/components/explorer/quiz-words';
import { readPlayLink } from '$lib/config/play-link';
import { problemWords } from '$lib/domains';
import { collectSearch } from '$lib/player';
import { runConfigOf } from '$lib/config/play-run';
import { fateChoicesOf, questionAhead, type QuizQuestion } from '$lib/player/quiz';
import { describedOptions } from '$lib/search/descriptions';
import { narrationInputAhead } from '$lib/trace/step-narration';

/**
 * The quiz's words on real runs: what it asks, and the verdicts (right, wrong, shown) with
 * their reasons, on the tile puzzle and the road map, for every family of algorithm.
 */

interface Asked {
	readonly question: QuizQuestion;
	readonly run: QuizRun;
	/** Right or wrong for a pick. */
	readonly verdict: (pick: QuizPick) => Verdict;
}

/** The question a step forward by `grain` asks from (step, moment) of a link's run. */
function askedAt(
	query: string,
	step: number,
	moment: number | null,
	grain: 'expansion' | 'line' = moment === null ? 'expansion' : 'line'
): Asked {
	const { config } = readPlayLink(new URLSearchParams(query));
	const runConfig = runConfigOf(config);
	const { trace } = collectSearch(runConfig);
	const options = describedOptions(config.algorithm, runConfig.options ?? {});
	const words = problemWords(runConfig);
	const facts = {
		algorithm: config.algorithm,
		options,
		stateText: words.text,
		sentenceName: words.sentenceName
	};
	const run: QuizRun = {
		algorithm: config.algorithm,
		options,
		ahead: (at) => narrationInputAhead(trace, facts, at)
	};
	trace.seek(step, moment);
	const question = questionAhead(trace, grain, fateChoicesOf(config.algorithm, options));
	if (question.kind === 'unasked') throw new Error(`Nothing asked: ${JSON.stringify(question)}`);
	return { question, run, verdict: (pick) => judgeQuiz(question, pick, run) };
}

const TILE = 'board=41325_786';
const ROAD = 'problem=road-map&start=A';

describe('the entry taken next, on A* on the tile puzzle (41325_786)', () => {
	it('asks by the algorithm’s name, and how to answer', () => {
		const { question, run } = askedAt(`${TILE}&algo=astar`, 1, null);
		expect(questionText(question, run)).toBe('Which entry does A* take off the frontier next?');
		expect(howToAnswer(question, true)).toBe(
			'Pick it in the frontier list (↑ ↓, Enter) or in the tree.'
		);
		expect(howToAnswer(question, false)).toBe('Pick one below (↑ ↓, Enter) or in the tree.');
		expect(howToAnswer(question, true, 'on the map')).toBe(
			'Pick it in the frontier list (↑ ↓, Enter), in the tree or on the map.'
		);
		expect(howToAnswer(question, false, 'on the map')).toBe(
			'Pick one below (↑ ↓, Enter), in the tree or on the map.'
		);
	});

	it('a city picked on the map: its entry, or which of its entries and why', () => {
		expect(statePickText('Timisoara', { id: 2, holders: [2] })).toBe(
			'Timisoara is node 2 on the frontier.'
		);
		expect(statePickText('Bucharest', { id: 13, holders: [11, 13] })).toBe(
			'Bucharest has 2 entries on the frontier (nodes 11 and 13): the pick means node 13, the first of them to leave.'
		);
		expect(statePickText('Arad', { id: 4, holders: [4, 8, 10] })).toBe(
			'Arad has 3 entries on the frontier (nodes 4, 8 and 10): the pick means node 4, the first of them to leave.'
		);
	});

	it('right: the rule, and the entry’s f', () => {
		expect(askedAt(`${TILE}&algo=astar`, 1, null).verdict(2)).toEqual({
			correct: true,
			headline: 'Right:',
			reason: 'A* takes the lowest f = g + h: node 2 (f 5).'
		});
	});

	it('wrong: the two entries’ f with their sums', () => {
		expect(askedAt(`${TILE}&algo=astar`, 1, null).verdict(1)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 2.',
			reason:
				'A* takes the lowest f = g + h: that is node 2 (f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
		});
	});

	it('a tie: the tie-break names the entry it picks', () => {
		const { verdict } = askedAt(`${TILE}&algo=astar`, 2, null);
		expect(verdict(3)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 1.',
			reason:
				'A* takes the lowest f = g + h: that is node 1 (f 7), not node 3 (f 7). 3 entries share f 7; the tie-break (first added first) picks node 1.'
		});
	});

	it('a compound tie-break says which of its parts decided', () => {
		expect(askedAt(`${TILE}&algo=ucs&ties=low-g-text`, 1, null).verdict(2).reason).toBe(
			'Uniform-cost search takes the lowest path cost g: node 2 (g 1). 3 entries share g 1; the tie-break (lower g first, then the state that reads first as text) picks node 2, whose state reads first as text.'
		);
	});

	it('shown without an answer: the right answer’s reason', () => {
		const { question, run } = askedAt(`${TILE}&algo=astar`, 1, null);
		expect(revealed(question, run)).toEqual({
			correct: false,
			headline: 'Shown:',
			reason: 'A* takes the lowest f = g + h: node 2 (f 5).'
		});
	});
});

describe('the entry taken next, every family', () => {
	const cases: [string, number, QuizPick, string, string][] = [
		[
			`${ROAD}&algo=bfs`,
			1,
			2,
			'Which entry does breadth-first search take off the frontier next?',
			'Breadth-first search takes the entry that joined the queue first: that is node 1, not node 2.'
		],
		[
			`${TILE}&algo=dfs`,
			1,
			2,
			'Which entry does depth-first search take off the frontier next?',
			'Depth-first search takes the entry on top of the stack, the one pushed last: that is node 1, not node 2.'
		],
		[
			`${ROAD}&algo=ucs`,
			1,
			1,
			'Which entry does uniform-cost search take off the frontier next?',
			'Uniform-cost search takes the lowest path cost g: that is node 3 (g 75), not node 1 (g 140).'
		],
		[
			`${ROAD}&algo=greedy`,
			1,
			2,
			'Which entry does greedy best-first search take off the frontier next?',
			'Greedy best-first search takes the lowest estimate h: that is node 1 (h 253), not node 2 (h 329).'
		],
		[
			`${ROAD}&algo=astar`,
			2,
			2,
			'Which entry does A* take off the frontier next?',
			'A* takes the lowest f = g + h: that is node 6 (f 413 = g 220 + h 193), not node 2 (f 447 = g 118 + h 329).'
		],
		[
			`${ROAD}&algo=wastar`,
			1,
			2,
			'Which entry does weighted A* take off the frontier next?',
			'Weighted A* takes the lowest f = g + 2·h: that is node 1 (f 646 = g 140 + 2·h 253), not node 2 (f 776 = g 118 + 2·h 329).'
		],
		[
			`${ROAD}&algo=iddfs`,
			4,
			3,
			'Which entry does depth-limited depth-first search take off the frontier next?',
			'Depth-limited depth-first search takes the entry on top of the stack, the one pushed last (a child deeper than the depth limit L is not pushed): that is node 2, not node 3.'
		],
		[
			`${TILE}&algo=idastar`,
			5,
			4,
			'Which entry does IDA* take off the frontier next?',
			'IDA* takes the entry on top of the stack, the one pushed last (a child whose f = g + h is above the bound is not pushed): that is node 3, not node 4.'
		],
		[
			`${ROAD}&algo=idastar`,
			12,
			9,
			'Which entry does IDA* take off the frontier next?',
			'IDA* takes the entry on top of the stack, the one pushed last (a child whose f = g + h is above the bound is not pushed): that is node 8, not node 9.'
		]
	];

	for (const [query, step, wrong, asks, because] of cases) {
		it(`${query} at step ${step}`, () => {
			const { question, run, verdict } = askedAt(query, step, null);
			expect(questionText(question, run)).toBe(asks);
			const said = verdict(wrong);
			expect(said.correct).toBe(false);
			expect(said.reason).toBe(because);
			expect(verdict(question.answer).correct).toBe(true);
		});
	}

	it('the goal taken off the frontier: the search stops there', () => {
		expect(askedAt(`${ROAD}&algo=astar`, 5, null).verdict(10)).toEqual({
			correct: true,
			headline: 'Right:',
			reason:
				'A* takes the lowest f = g + h: node 10 (f 418). It is the goal: the search stops there without expanding it.'
		});
	});
});

describe('the greedy walk’s next child', () => {
	it('on the road map: the unvisited child with the lowest h', () => {
		const { question, run, verdict } = askedAt(`${ROAD}&algo=walk`, 0, null);
		expect(questionText(question, run)).toBe(
			'The walk stands on node 0: which of its unvisited children does it step to?'
		);
		expect(question.kind === 'walk-step' && question.choices.map(candidateLabel)).toEqual([
			'Road A→S, h 253',
			'Road A→T, h 329',
			'Road A→Z, h 374'
		]);
		expect(verdict(0)).toEqual({
			correct: true,
			headline: 'Right:',
			reason: 'Stepped to the candidate with the lowest h, 253 (road A→S), as node 1.'
		});
		expect(verdict(1)).toEqual({
			correct: false,
			headline: 'Not this one: the walk steps to road A→S.',
			reason:
				'Road A→T has h 329. Stepped to the candidate with the lowest h, 253 (road A→S), as node 1.'
		});
	});

	it('on the tile puzzle', () => {
		expect(askedAt(`${TILE}&algo=walk`, 0, null).verdict(0)).toEqual({
			correct: false,
			headline: 'Not this one: the walk steps to blank Down.',
			reason:
				'Blank Up has h 6. Stepped to the candidate with the lowest h, 4 (blank Down), as node 1.'
		});
	});
});

describe('a child’s fate, by line', () => {
	it('asks with the line that generates the child, and offers the run’s fates', () => {
		const { question, run } = askedAt(`${ROAD}&algo=astar`, 2, 1);
		expect(questionText(question, run)).toBe(
			'Generated child 1 of 4: road S→A, f 646 = g 280 + h 366. What becomes of it?'
		);
		expect(question.kind === 'fate' && question.choices.map((c) => fateLabel(c, run))).toEqual([
			'Already explored: discarded',
			'On the frontier by a path no costlier: discarded',
			'Replaces a costlier entry on the frontier',
			'New: joins the frontier'
		]);
	});

	it('right and wrong on the road map: the narration of the line that decides it', () => {
		const { verdict } = askedAt(`${ROAD}&algo=astar`, 2, 1);
		expect(verdict('explored')).toEqual({
			correct: true,
			headline: 'Right:',
			reason: 'Child 1 (road S→A): its state is in explored (node 0): discarded.'
		});
		expect(verdict('add')).toEqual({
			correct: false,
			headline: 'Not this one: the answer is “Already explored: discarded”.',
			reason: 'Child 1 (road S→A): its state is in explored (node 0): discarded.'
		});
	});

	it('right and wrong on the tile puzzle', () => {
		const { question, run, verdict } = askedAt(`${TILE}&algo=astar`, 2, 3);
		expect(questionText(question, run)).toBe(
			'Generated child 2 of 2: blank Left, f 7 = g 2 + h 5. What becomes of it?'
		);
		expect(verdict('explored')).toEqual({
			correct: false,
			headline: 'Not this one: the answer is “New: joins the frontier”.',
			reason:
				'Child 2 (blank Left): its state is in neither explored nor the frontier: it becomes node 4.'
		});
	});

	const fates: [string, number, number, QuizPick, string, string][] = [
		[
			`${ROAD}&algo=ucs`,
			4,
			6,
			'in-frontier',
			'On the frontier by a path no costlier: discarded',
			'Child 3 (road S→Q): its state waits on the frontier as node 4 with g 146 ≤ 291: discarded.'
		],
		[
			`${ROAD}&algo=ucs`,
			10,
			1,
			'replace',
			'Replaces a costlier entry on the frontier',
			'Child 1 (road P→B): its state waits on the frontier as node 11 with g 450 > 418: the child, node 13, replaces node 11.'
		],
		[
			`${ROAD}&algo=bfs`,
			5,
			0,
			'goal',
			'New, and the goal: the search stops',
			'Child 1 (road F→B): its state is in neither explored nor the frontier: it becomes node 8. Node 8 is the goal: the path has cost 450.'
		],
		[
			`${ROAD}&algo=iddfs`,
			2,
			1,
			'depth-cut',
			'Cut: deeper than the depth limit',
			'Child 1 (road A→S): depth 1 > the limit 0: cut.'
		],
		[
			`${ROAD}&algo=iddfs`,
			4,
			1,
			'add',
			'Kept: within the depth limit',
			'Child 1 (road A→S): depth 1 ≤ the limit 1: kept as node 2.'
		],
		[
			`${TILE}&algo=iddfs`,
			5,
			1,
			'parent-cut',
			'Skipped: it undoes the last move',
			'Child 1 (blank Down): it undoes the move that led here: skipped.'
		],
		[
			`${ROAD}&algo=idastar`,
			2,
			1,
			'bound-cut',
			'Cut: its f is above the bound',
			'Child 1 (road A→S): f 393 > the bound 366: cut (the smallest cut f so far decides the next bound).'
		],
		[
			`${ROAD}&algo=walk`,
			2,
			1,
			'visited',
			'Skipped: already visited',
			'Child 1 (road S→A): its state is in visited (node 0): skipped.'
		],
		[
			`${ROAD}&algo=walk`,
			1,
			1,
			'candidate',
			'A candidate: not visited yet',
			'Child 1 (road A→S): not in visited, so it joins candidates with h 253.'
		]
	];

	for (const [query, step, moment, answer, label, because] of fates) {
		it(`${answer}: ${query}, step ${step}`, () => {
			const { question, run, verdict } = askedAt(query, step, moment);
			expect(question.answer).toBe(answer);
			const wrong = question.kind === 'fate' ? question.choices.find((c) => c !== answer) : null;
			expect(verdict(answer)).toEqual({ correct: true, headline: 'Right:', reason: because });
			expect(verdict(wrong!)).toEqual({
				correct: false,
				headline: `Not this one: the answer is “${label}”.`,
				reason: because
			});
			expect(fateLabel(answer as never, run)).toBe(label);
		});
	}
});

describe('what else the quiz says', () => {
	const at = { step: 7, moment: null };

	it('a step shown without a question, where that helps', () => {
		expect(unaskedText({ kind: 'unasked', at, why: 'crowded', total: 63 })).toBe(
			'The frontier holds 63 entries, more than the 50 a question lists: step 7 is shown without one.'
		);
		expect(unaskedText({ kind: 'unasked', at, why: 'one-choice', about: 'next-entry' })).toBe(
			'The frontier holds a single entry: nothing to choose at step 7.'
		);
		expect(unaskedText({ kind: 'unasked', at, why: 'one-choice', about: 'walk-step' })).toBe(
			'The walk has a single unvisited child: nothing to choose at step 7.'
		);
		expect(unaskedText({ kind: 'unasked', at, why: 'one-choice', about: 'fate' })).toBeNull();
		expect(unaskedText({ kind: 'unasked', at, why: 'nothing' })).toBeNull();
	});

	it('the score', () => {
		expect(scoreText(3, 5)).toBe('Right first time: 3 of 5');
	});

	it('a tree search keeps every child; iterative searches keep within the bound', () => {
		const run = (query: string) => askedAt(query, 1, null).run;
		expect(fateLabel('add', run(`${ROAD}&algo=bfs&test=on-removal`))).toBe(
			'New: joins the frontier'
		);
		expect(fateLabel('add', askedAt(`${TILE}&algo=idastar`, 5, null).run)).toBe(
			'Kept: within the f bound'
		);
	});
});
