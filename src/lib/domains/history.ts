import type { MessageRef } from '../messages';

/**
 * Undo and redo for a problem being drawn (a graph, a grid): the states before the present one,
 * and those undone, each with the change that made it in words (an edit's `said`), so that undo
 * and redo say what they took back or made again from the words the edit said, never from
 * comparing states. Text typed in an editor comes as many states, one per keystroke that reads;
 * consecutive typed states are one step, so undo takes back a whole typing, as a text field's
 * own undo does.
 */

/** A state and the change that made it from the one before, in words ("Edge A–B added, cost 1"). */
export interface HistoryEntry<T> {
	readonly state: T;
	readonly change: MessageRef | null;
}

export interface History<T> {
	readonly past: readonly HistoryEntry<T>[];
	readonly present: T;
	/** The change that made the present state: what undo takes back. */
	readonly change: MessageRef | null;
	readonly future: readonly HistoryEntry<T>[];
	/** Whether the present state came from typing, so that the next typed state replaces it. */
	readonly typing: boolean;
}

/**
 * How many steps undo can take back: a 100×100 grid is 10,000 numbers, so 100 steps stay small.
 */
/** What an undo or a redo did: the change undone or redone (null: the state it started in). */
export interface UndoStep {
	readonly back: boolean;
	readonly change: MessageRef | null;
}

export const HISTORY_DEPTH = 100;

export function startHistory<T>(present: T): History<T> {
	return { past: [], present, change: null, future: [], typing: false };
}

/**
 * `present` as the present state, made by `change` (an edit's words, which begin with a word of
 * the drawing's own: "Node", "Edge", "Wall", never a node's name); `typed` when it comes from
 * typed text rather than the drawing. What was undone is dropped.
 */
export function record<T>(
	history: History<T>,
	present: T,
	change: MessageRef,
	typed = false
): History<T> {
	if (typed && history.typing) return { ...history, present, future: [] };
	const past = [...history.past, { state: history.present, change: history.change }].slice(
		-HISTORY_DEPTH
	);
	return { past, present, change, future: [], typing: typed };
}

export function undo<T>(history: History<T>): History<T> {
	const previous = history.past.at(-1);
	if (previous === undefined) return history;
	return {
		past: history.past.slice(0, -1),
		present: previous.state,
		change: previous.change,
		future: [{ state: history.present, change: history.change }, ...history.future],
		typing: false
	};
}

export function redo<T>(history: History<T>): History<T> {
	const [next, ...rest] = history.future;
	if (next === undefined) return history;
	return {
		past: [...history.past, { state: history.present, change: history.change }],
		present: next.state,
		change: next.change,
		future: rest,
		typing: false
	};
}

/**
 * What a step just took back (undo: the change now first in `after.future`) or made again
 * (redo: the present change): the component says it in one sentence, "Undone: edge A–B added,
 * cost 1" (components/domains/undo-words.ts).
 */
export function stepWords<T>(after: History<T>, back: boolean): UndoStep {
	return { back, change: back ? (after.future[0]?.change ?? null) : after.change };
}
