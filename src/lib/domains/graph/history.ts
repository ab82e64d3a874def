import type { GraphRun } from './graph';

/**
 * Undo and redo for a drawn graph: the runs before the present one, and those undone. Text
 * typed in the editor comes as many runs, one per keystroke that reads; consecutive typed runs
 * are one step, so undo takes back a whole typing, as a text field's own undo does.
 */
export interface History {
	readonly past: readonly GraphRun[];
	readonly present: GraphRun;
	readonly future: readonly GraphRun[];
	/** Whether the present run came from typing, so that the next typed run replaces it. */
	readonly typing: boolean;
}

/** How many steps undo can take back. */
export const HISTORY_DEPTH = 100;

export function startHistory(run: GraphRun): History {
	return { past: [], present: run, future: [], typing: false };
}

/** `run` as the present; `typed` when it comes from the text rather than the drawing. */
export function record(history: History, run: GraphRun, typed = false): History {
	if (typed && history.typing) return { ...history, present: run, future: [] };
	const past = [...history.past, history.present].slice(-HISTORY_DEPTH);
	return { past, present: run, future: [], typing: typed };
}

export function undo(history: History): History {
	const previous = history.past.at(-1);
	if (previous === undefined) return history;
	return {
		past: history.past.slice(0, -1),
		present: previous,
		future: [history.present, ...history.future],
		typing: false
	};
}

export function redo(history: History): History {
	const [next, ...rest] = history.future;
	if (next === undefined) return history;
	return { past: [...history.past, history.present], present: next, future: rest, typing: false };
}
