/**
 * The search tree as it stands when a simulation asks its next part: every node expanded so
 * far and every entry waiting on the frontier, each under the node it was generated from. A
 * frontier entry's parent was expanded, and so was every expanded node's, so together they form
 * one tree rooted at the start. Nodes generated and then dropped (repeated boards) are not in it,
 * as they never joined the frontier.
 */

import type { Board } from '../puzzle/board';
import type { Choice } from '../challenge/challenge';
import type { PracticeQuestion } from './questions';

export interface TreeSoFarNode {
	readonly id: number;
	readonly parent: number | null;
	readonly board: Board;
	/** Taken off the frontier and expanded: its place in the expansion order, from 1. */
	readonly expansion: number | null;
	/** On the frontier now: its entry, with g, h and f. */
	readonly entry: Choice | null;
}

/**
 * The tree when part `index` of a simulation is asked: the start and the nodes earlier picks
 * and orders sent to expansion (the right ones, whatever was answered), and `frontier`, the
 * entries waiting now. Parents come before children.
 */
export function treeSoFar(
	question: PracticeQuestion,
	index: number,
	frontier: readonly Choice[]
): TreeSoFarNode[] {
	const known = new Map<number, Choice>();
	const expanded: number[] = [0];
	for (const part of question.parts.slice(0, index)) {
		const entries =
			part.kind === 'pick' ? part.question.choices : part.kind === 'order' ? part.entries : [];
		for (const entry of entries) known.set(entry.id, entry);
		if (part.kind === 'pick') expanded.push(part.question.answer);
		else if (part.kind === 'order') expanded.push(part.answer[0]);
	}
	const waiting = new Set(frontier.map((entry) => entry.id));
	const parentOf = (id: number): number | null =>
		id === 0 ? null : (known.get(id)?.parent ?? null);
	const rootOf = (id: number): number => {
		let at = id;
		for (let up = parentOf(at); up !== null; up = parentOf(at)) at = up;
		return at;
	};
	// An iterative search starts again from a fresh root: only the current iteration's tree.
	const root = frontier.length > 0 ? rootOf(frontier[0].parent ?? frontier[0].id) : 0;
	const nodes: TreeSoFarNode[] = [];
	let place = 0;
	for (const id of expanded) {
		place += 1;
		if (waiting.has(id) || rootOf(id) !== root) continue;
		nodes.push({
			id,
			parent: parentOf(id),
			board: known.get(id)?.board ?? question.board,
			expansion: place,
			entry: null
		});
	}
	for (const entry of frontier) {
		nodes.push({ id: entry.id, parent: entry.parent, board: entry.board, expansion: null, entry });
	}
	return nodes;
}
