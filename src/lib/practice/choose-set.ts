/**
 * Parts answered by choosing a set of boards: "which boards are on the frontier after
 * expansion 3?", "which nodes does A* never expand?". The candidates are listed under letters
 * (A, B, C, …) in a seeded shuffle, so neither their order nor the explorer's node numbers (said
 * only once the part is answered) give the answer away.
 *
 * The answer is the chosen set as one whole number, a bitmask over the candidates in their
 * listed order: candidate A is 1, B is 2, C is 4, …, and the set {A, C} is 5. With at most 30
 * candidates every set fits in the 0 … 2^31 − 1 a result code holds. A number with a bit past
 * the last candidate names a board the part does not list (an edited code): it is judged null.
 */

import type { Board } from '../puzzle/board';
import type { Rng } from '../puzzle/rng';
import { message, type MessageRef } from '../messages';
import { andList, chained, notQuite } from './practice-words';
import { MAX_SET_CANDIDATES } from './set-limits';
import type { PracticeText, PracticeVerdict } from './question-spec';

// The most candidates a part lists: in a module of its own, which draw-errors.ts reads too.
export { MAX_SET_CANDIDATES };

export interface SetCandidate {
	/** Its letter in the list: A, B, C, … */
	readonly label: string;
	readonly board: Board;
	/** The numbers shown beside its board before answering ("g 2 · h 5 · f 7"), or ''. */
	readonly facts: string;
	/** Its node number in the explorer's numbering, said once answered; null: never generated. */
	readonly node: number | null;
	/** Whether it belongs in the set. */
	readonly member: boolean;
	/** Why it is in the set or not, in the algorithm's terms, read from the run. */
	readonly reason: PracticeText;
}

export interface ChooseSetPart {
	readonly kind: 'choose-set';
	readonly prompt: PracticeText;
	/** What the list holds and in what order, said above it. */
	readonly listing: PracticeText;
	readonly candidates: readonly SetCandidate[];
	/** The right set, as a bitmask over the candidates. */
	readonly answer: number;
	/** The rule that decides the set, with this question's numbers: it opens every verdict. */
	readonly explanation: PracticeText;
}

/** The letter of the `index`th candidate (0 → A). */
export function candidateLabel(index: number): string {
	return String.fromCharCode(65 + index);
}

/** The bitmask of a set: bit i is set when `chosen[i]` is. */
export function setMask(chosen: readonly boolean[]): number {
	if (chosen.length > MAX_SET_CANDIDATES) {
		throw new RangeError(`A set is chosen from at most ${MAX_SET_CANDIDATES} candidates.`);
	}
	return chosen.reduce((mask, on, i) => (on ? mask + 2 ** i : mask), 0);
}

/**
 * Which of `count` candidates the bitmask `mask` chooses, or null when it is not a whole number
 * or names a candidate past the last (an edited code).
 */
export function chosenBy(mask: number, count: number): boolean[] | null {
	if (!Number.isInteger(mask) || mask < 0 || mask >= 2 ** count) return null;
	return Array.from({ length: count }, (_, i) => Math.floor(mask / 2 ** i) % 2 === 1);
}

/**
 * "A, C and F", or "none" for the empty set; null when the mask names no set of this part. A
 * record (the teachers' check, an LMS's interaction), the same whatever language the part was
 * shown in; the verdict says the set in the student's (`setWords`).
 */
export function setText(part: ChooseSetPart, mask: number): string | null {
	const chosen = chosenBy(mask, part.candidates.length);
	if (chosen === null) return null;
	return listText(part.candidates.filter((_, i) => chosen[i]).map((c) => c.label));
}

/** The set `mask` chooses, in words: "A, C and F", "none". */
function setWords(part: ChooseSetPart, mask: number): MessageRef {
	const chosen = chosenBy(mask, part.candidates.length) ?? [];
	return andList(part.candidates.filter((_, i) => chosen[i]).map((c) => c.label));
}

/** "B (node 6)", or "C (never generated)". */
export function candidateName(candidate: SetCandidate): MessageRef {
	return candidate.node === null
		? message('practice_candidate_never', { label: candidate.label })
		: message('practice_candidate_node', { label: candidate.label, node: candidate.node });
}

/**
 * Right only when the set chosen is exactly the set; a wrong one says which members were left
 * out and which boards were chosen that do not belong, each with its reason. Null when the
 * mask names a candidate the part does not list.
 */
export function judgeSet(part: ChooseSetPart, answer: number): PracticeVerdict | null {
	const chosen = chosenBy(answer, part.candidates.length);
	if (chosen === null) return null;
	const right = setWords(part, part.answer);
	const missed = part.candidates.filter((c, i) => c.member && !chosen[i]);
	const wrong = part.candidates.filter((c, i) => !c.member && chosen[i]);
	if (missed.length === 0 && wrong.length === 0) {
		return {
			correct: true,
			headline: message('practice_right_set', { set: right }),
			reason: part.explanation
		};
	}
	// Called with the candidates missed or wrongly chosen: at least one.
	const said = (candidates: readonly SetCandidate[]): PracticeText =>
		chained(
			'practice_kinds_join',
			candidates.map((c) =>
				message('practice_candidate_reason', { name: candidateName(c), reason: c.reason })
			)
		) ?? '';
	let reason: PracticeText = part.explanation;
	if (missed.length > 0) {
		reason = message('practice_set_left_out', { text: reason, said: said(missed) });
	}
	if (wrong.length > 0) {
		reason = message('practice_set_chosen_wrong', { text: reason, said: said(wrong) });
	}
	return { correct: false, headline: notQuite(right), reason };
}

/** "A", "A and B", "A, B and C"; "none" for an empty list. */
export function listText(items: readonly string[]): string {
	if (items.length === 0) return 'none';
	if (items.length === 1) return items[0];
	return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A seeded Fisher–Yates shuffle: every order equally likely, the same for the same seed. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = rng.int(i + 1);
		[copy[i], copy[j]] = [copy[j], copy[i]];
	}
	return copy;
}
