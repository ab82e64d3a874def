import { describe, expect, it } from 'vitest';
import { QuizRound } from '../../../src/lib/components/explorer/quiz.svelte';
import type { QuizQuestion } from '../../../src/lib/player/quiz';

const question = (step: number): QuizQuestion => ({
	kind: 'next-entry',
	at: { step, moment: null },
	choices: [],
	answer: 2,
	answerIsGoal: false
});
const right = { correct: true, headline: 'Right:', reason: 'A* takes the lowest f.' };
const wrong = { correct: false, headline: 'Not this one.', reason: 'A* takes the lowest f.' };
const step = { type: 'step' } as const;

describe('a quiz round', () => {
	it('holds the step back until the answer is right, and scores the first answer', () => {
		const round = new QuizRound();
		round.ask(question(2), step);
		expect(round.answered(wrong)).toBeNull();
		expect(round.asking?.question.at.step).toBe(2);
		expect(round.answered(right)).toEqual(step);
		expect(round.asking).toBeNull();
		expect(round.verdict).toEqual(right);
		expect([round.right, round.asked]).toEqual([0, 1]);
	});

	it('scores each position once: asked again after a step back, it is practice', () => {
		const round = new QuizRound();
		round.ask(question(2), step);
		round.answered(right);
		round.drop();
		round.ask(question(2), step);
		round.answered(wrong);
		round.answered(right);
		round.ask(question(3), step);
		round.answered(right);
		expect([round.right, round.asked]).toEqual([2, 2]);
	});

	it('a step shown on request counts as not right; a new run starts a new score', () => {
		const round = new QuizRound();
		round.ask(question(2), step);
		expect(round.reveal({ ...right, correct: false, headline: 'Shown:' })).toEqual(step);
		expect([round.right, round.asked]).toEqual([0, 1]);
		round.passed('The frontier holds a single entry: nothing to choose at step 3.');
		expect(round.note).toBe('The frontier holds a single entry: nothing to choose at step 3.');
		round.reset();
		expect([round.right, round.asked, round.note, round.verdict]).toEqual([0, 0, null, null]);
	});

	it('keeps what a pick on the map meant beside its verdict, until the next answer', () => {
		const round = new QuizRound();
		round.ask(question(2), step);
		const meant = 'Sibiu is node 1 on the frontier.';
		expect(round.answered(wrong, meant)).toBeNull();
		expect([round.verdict, round.note]).toEqual([wrong, meant]);
		expect(round.answered(right)).toEqual(step);
		expect([round.verdict, round.note]).toEqual([right, null]);
	});
});
