import { SvelteSet } from 'svelte/reactivity';
import type { Verdict } from '$lib/challenge/challenge';
import type { PlayerEvent } from '$lib/player';
import { positionKey, type QuizQuestion } from '$lib/player/quiz';

/** A question waiting for its answer, and the step forward it holds back until then. */
export interface Asking {
	readonly question: QuizQuestion;
	readonly step: PlayerEvent;
}

/**
 * An explorer's quiz as it goes: the question waiting for an answer, what was said last, and
 * the score. Each position is scored once, by the first answer given there: stepping back and
 * answering again is practice, not a second mark. The explorer starts a new score per run.
 */
export class QuizRound {
	asking: Asking | null = $state.raw(null);
	/** The verdict on the last answer, kept in view while its step is shown. */
	verdict: Verdict | null = $state.raw(null);
	/** What the quiz says beside its question or its verdict (a step shown without a question). */
	note: string | null = $state.raw(null);
	/** Positions asked, and those answered right the first time. */
	asked = $state(0);
	right = $state(0);
	#scored = new SvelteSet<string>();

	/** Holds `step` back behind `question`. */
	ask(question: QuizQuestion, step: PlayerEvent): void {
		this.asking = { question, step };
		this.verdict = null;
		this.note = null;
	}

	/**
	 * Takes the verdict on an answer: scored if it is the first at its position; the step held
	 * back is handed over when the answer is right (the explorer then shows it), else kept.
	 * `note` says what the answer was taken to mean, where the student picked it on a picture.
	 */
	answered(verdict: Verdict, note: string | null = null): PlayerEvent | null {
		const asking = this.asking;
		if (asking === null) return null;
		this.#score(asking.question, verdict.correct);
		this.verdict = verdict;
		this.note = note;
		if (!verdict.correct) return null;
		this.asking = null;
		return asking.step;
	}

	/** The student asks to see the step: scored as not right (unless answered before). */
	reveal(verdict: Verdict): PlayerEvent | null {
		const asking = this.asking;
		if (asking === null) return null;
		this.#score(asking.question, false);
		this.asking = null;
		this.verdict = verdict;
		this.note = null;
		return asking.step;
	}

	/** A step forward went by without a question; `note` says why, where that helps. */
	passed(note: string | null): void {
		this.asking = null;
		this.verdict = null;
		this.note = note;
	}

	/** A word beside the question, which stays asked (a pick that is no choice). */
	hint(note: string): void {
		this.note = note;
	}

	/** The run moved another way (back, a seek, play): the question and what was said go. */
	drop(): void {
		this.asking = null;
		this.verdict = null;
		this.note = null;
	}

	/** A new run: a new score. */
	reset(): void {
		this.drop();
		this.#scored.clear();
		this.asked = 0;
		this.right = 0;
	}

	#score(question: QuizQuestion, correct: boolean): void {
		const key = `${question.kind} ${positionKey(question.at)}`;
		if (this.#scored.has(key)) return;
		this.#scored.add(key);
		this.asked += 1;
		if (correct) this.right += 1;
	}
}
