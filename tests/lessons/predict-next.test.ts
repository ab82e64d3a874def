import { describe, expect, it } from 'vitest';
// The judge's verdicts are messages: compared with their English (english-messages.ts).
import '../i18n/english-messages';
import {
	judgePrediction as judge,
	MAX_CHOICES,
	nextQuestionStep,
	predictRun,
	questionAt,
	type Question
} from '$lib/lessons/predict-next';
import { parseBoard } from '$lib/puzzle/notation';
import '../i18n/english-messages';

function board(text: string) {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(text);
	return parsed.value;
}

/** "41_253786 1+6=7" per choice, in order of arrival; a star on the answer. */
const rows = (question: Question): string[] =>
	question.choices.map(
		(c) => `${c.notation} ${c.g}+${c.h}=${c.f}${c.id === question.answer ? '*' : ''}`
	);

describe('predict the next expansion: A* with Manhattan distance from 41325_786', () => {
	const run = predictRun(board('41325_786'), 'manhattan');

	it('lists the frontier in order of arrival and knows which entry leaves next', () => {
		const first = questionAt(run, 1);
		expect(first).not.toBeNull();
		if (first === null) return;
		expect(rows(first)).toEqual(['41_253786 1+6=7', '41325678_ 1+4=5*', '4132_5786 1+6=7']);
		// Node numbers, as the explorer writes them: the start is node 0, its children 1 to 3.
		expect(first.choices.map((c) => c.id)).toEqual([1, 2, 3]);
		expect(first.answerIsGoal).toBe(false);
	});

	it('at step 2 three boards tie on f = 7 and the first to arrive leaves first (FIFO)', () => {
		const question = questionAt(run, 2);
		if (question === null) throw new Error('no question');
		expect(rows(question)).toEqual(['41_253786 1+6=7*', '4132_5786 1+6=7', '4132567_8 2+5=7']);
		expect(judge(question, question.choices[0].id)).toEqual({
			correct: true,
			headline: 'Right.',
			reason:
				'A* takes the lowest f = g + h: node 1 (f 7). 3 entries share f 7 (nodes 1, 3 and 4); the ' +
				'tie-break (first added first) picks node 1.'
		});
		expect(judge(question, question.choices[2].id)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 1.',
			reason:
				'A* takes the lowest f = g + h: that is node 1 (f 7), not node 4 (f 7). 3 entries share ' +
				'f 7 (nodes 1, 3 and 4); the tie-break (first added first) picks node 1.'
		});
	});

	it('a pick with a higher f is wrong for the lowest-f reason', () => {
		const question = questionAt(run, 1);
		if (question === null) throw new Error('no question');
		expect(judge(question, question.choices[0].id)).toEqual({
			correct: false,
			headline: 'Not this one: the search takes node 2.',
			reason:
				'A* takes the lowest f = g + h: that is node 2 (f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
		});
		expect(() => judge(question, 999)).toThrow(RangeError);
	});

	it('the list is not sorted: at step 5 the answer is the fourth to arrive', () => {
		const question = questionAt(run, 5);
		if (question === null) throw new Error('no question');
		expect(question.choices.length).toBe(6);
		expect(question.choices.findIndex((c) => c.id === question.answer)).toBe(3);
	});

	it('the last question, at step 10, has the goal as its answer; then there are none', () => {
		// 10 expansions, then step 11 takes the goal off the frontier and ends the run.
		expect(run.result.stats.expanded).toBe(10);
		expect(run.events.length).toBe(12);
		const goal = run.events[11];
		expect(goal.type).toBe('goal');
		const question = questionAt(run, 10);
		if (question === null) throw new Error('no question');
		expect(question.answerIsGoal).toBe(true);
		if (goal.type === 'goal') expect(question.answer).toBe(goal.node.id);
		expect(questionAt(run, 9)?.answerIsGoal).toBe(false);
		expect(question.choices.length).toBe(11);
		expect(judge(question, question.answer).reason).toEqual(
			'A* takes the lowest f = g + h: node 20 (f 7). It is the goal: the search stops there without expanding it.'
		);
		expect(questionAt(run, 11)).toBeNull();
		expect(questionAt(run, -1)).toBeNull();
		expect(nextQuestionStep(run, 1)).toBe(1);
		expect(nextQuestionStep(run, 11)).toBeNull();
	});

	it('skips steps whose frontier is too long to list', () => {
		const long = predictRun(board('42_713856'), 'manhattan');
		expect(questionAt(long, 13)?.choices.length).toBe(12);
		expect(MAX_CHOICES).toBe(12);
		expect(questionAt(long, 14)).toBeNull();
		expect(nextQuestionStep(long, 14)).toBeNull();
	});

	it('repeated runs are identical', () => {
		const again = predictRun(board('41325_786'), 'manhattan');
		for (let step = 0; step <= 10; step++) {
			const a = questionAt(run, step);
			const b = questionAt(again, step);
			expect(a && rows(a)).toEqual(b && rows(b));
		}
	});
});
