import type { GraphRun } from './graph';

/**
 * Undo and redo for a drawn graph: the runs before the present one, and those undone, each with
 * the change that made it in words (an edit's `said`, edit.ts), so that undo and redo say what
 * they took back or made again from the words the edit said, never from comparing runs. Text
 * typed in the editor comes as many runs, one per keystroke that reads; consecutive typed runs
 * are one step, so undo takes back a whole typing, as a text field's own undo does.
 */

/** A run and the change that made it from the run before, in words ("Edge A–B added, cost 1"). */
export interface HistoryEntry {
	readonly run: GraphRun;
	readonly change: string;
}

export interface History {
	readonly past: readonly HistoryEntry[];
	readonly present: GraphRun;
	/** The change that made the present run: what undo takes back. */
	readonly change: string;
	readonly future: readonly HistoryEntry[];
	/** Whether the present run came from typing, so that the next typed run replaces it. */
	readonly typing: boolean;
}

/** How many steps undo can take back. */
export const HISTORY_DEPTH = 100;

/** The words of a run that came from the graph's text rather than the drawing. */
export const TYPED_CHANGE = 'Graph text edited';

export function startHistory(run: GraphRun): History {
	return { past: [], present: run, change: '', future: [], typing: false };
}

/**
 * `run` as the present, made by `change` (an edit's words, which begin with a word of the
 * drawing's own: "Node", "Edge", "h", never a node's name); `typed` when it comes from the
 * text rather than the drawing, and then its words are TYPED_CHANGE.
 */
export function record(history: History, run: GraphRun, change: string, typed = false): History {
	if (typed && history.typing) return { ...history, present: run, future: [] };
	const past = [...history.past, { run: history.present, change: history.change }].slice(
		-HISTORY_DEPTH
	);
	return { past, present: run, change, future: [], typing: typed };
}

export function undo(history: History): History {
	const previous = history.past.at(-1);
	if (previous === undefined) return history;
	return {
		past: history.past.slice(0, -1),
		present: previous.run,
		change: previous.change,
		future: [{ run: history.present, change: history.change }, ...history.future],
		typing: false
	};
}

export function redo(history: History): History {
	const [next, ...rest] = history.future;
	if (next === undefined) return history;
	return {
		past: [...history.past, { run: history.present, change: history.change }],
		present: next.run,
		change: next.change,
		future: rest,
		typing: false
	};
}

/**
 * What a step just took back (undo: the change now first in `after.future`) or made again
 * (redo: the present change), said in one sentence: "Undone: edge A–B added, cost 1". The
 * change's first word is the drawing's own, so writing it in lower case after the colon never
 * touches a node's name.
 */
export function stepWords(after: History, back: boolean): string {
	const change = back ? (after.future[0]?.change ?? '') : after.change;
	const words = change.charAt(0).toLowerCase() + change.slice(1);
	return `${back ? 'Undone' : 'Redone'}: ${words}`;
}
