/**
 * What a page says about a board that cannot reach its goal. By default the playground and its
 * embed refuse such a board: a student who typed one by mistake learns why and how to fix it
 * instead of watching a search that cannot succeed. A link may ask to search it anyway
 * (`unsolvable=search`), for the lesson that shows a search running out of states; the page
 * then says what the run will end with before it starts. Both sentences are built here, once.
 */

import type { Board } from '../puzzle/board';
import { reachableText } from '../puzzle/facts';
import { explainSolvability, parityFixingSwap } from '../puzzle/solvability';
import type { FieldRead } from './run-options';
import { message, type MessageRef } from '../messages';

/** What a page does with a board that cannot reach the goal. */
export const UNSOLVABLE_POLICIES = ['refuse', 'search'] as const;
export type UnsolvablePolicy = (typeof UNSOLVABLE_POLICIES)[number];

export function readUnsolvablePolicy(text: string): FieldRead<UnsolvablePolicy> {
	const policy = UNSOLVABLE_POLICIES.find((name) => name === text);
	return policy !== undefined
		? { ok: true, value: policy }
		: { ok: false, why: message('notice_field_unsolvable', { value: `"${text}"` }) };
}

/**
 * Why `board` cannot be started and what to do, or null when it reaches `goal`: the parity
 * argument with this board's numbers, what a search would do, and the two tiles whose swap
 * makes it solvable. Precondition: the same size.
 */
export function unsolvableRefusal(board: Board, goal: Board): MessageRef | null {
	const verdict = explainSolvability(board, goal);
	if (verdict.solvable) return null;
	const [a, b] = parityFixingSwap(board);
	// The count of states is still the puzzle layer's words.
	return message('notice_unsolvable_refusal', {
		reason: verdict.reasonMessage,
		reachable: reachableText(board.rows, board.cols),
		a: String(a),
		b: String(b)
	});
}

/**
 * What a search of an unsolvable board will end with, said before it starts, or null when
 * `board` reaches `goal`. `cap` is the run's expansion cap.
 */
export function unsolvableSearchNote(board: Board, goal: Board, cap: number): MessageRef | null {
	const verdict = explainSolvability(board, goal);
	if (verdict.solvable) return null;
	return message('notice_unsolvable_search', {
		reason: verdict.reasonMessage,
		cap,
		reachable: reachableText(board.rows, board.cols)
	});
}
