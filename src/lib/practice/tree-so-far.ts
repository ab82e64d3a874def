/**
 * The search tree as it stands when a simulation asks its next part: every node expanded so
 * far in this iteration and every entry waiting on the frontier, each under the node it was
 * generated from. A frontier entry's parent was expanded, and so was every expanded node's, so
 * together they form one tree rooted at the start (an iterative search's current root). Nodes
 * generated and then dropped (repeated states, children cut by a bound) are not in it, as they
 * never joined the frontier.
 *
 * The expanded nodes are read from the part itself (the engine's expansion events up to its
 * step), not pieced together from earlier parts: parts skip the expansions that ask nothing, and
 * an iterative search's restart makes a new root no part lists.
 */

import type { Board } from '../puzzle/board';
import type { Choice } from '../challenge/challenge';
import type { PracticeQuestion } from './question-spec';

export interface TreeSoFarNode {
	readonly id: number;
	readonly parent: number | null;
	/** Its board; null on the road map, where `notation` names the city. */
	readonly board: Board | null;
	/** The state in words: a board's link text, or a city ("S, Sibiu"). */
	readonly notation: string;
	/** Taken off the frontier and expanded: its place in the expansion order, from 1. */
	readonly expansion: number | null;
	/** On the frontier now: its entry, with g, h and f. */
	readonly entry: Choice<Board | null> | null;
}

/**
 * The tree when part `index` of a simulation (a pick or an order) is asked: the nodes expanded
 * so far in its iteration, root first, and `frontier`, the entries waiting now. Parents come
 * before children. Empty for any other part, and for a pick that is no simulation's.
 */
export function treeSoFar(
	question: PracticeQuestion,
	index: number,
	frontier: readonly Choice<Board | null>[]
): TreeSoFarNode[] {
	const part = question.parts[index];
	if (part === undefined || (part.kind !== 'pick' && part.kind !== 'order')) return [];
	if (part.kind === 'pick' && part.expandedNodes === undefined) return [];
	const waiting = new Set(frontier.map((entry) => entry.id));
	const nodes: TreeSoFarNode[] = (part.expandedNodes ?? [])
		.filter((node) => !waiting.has(node.id))
		.map((node) => ({
			id: node.id,
			parent: node.parent,
			board: node.board,
			notation: node.notation,
			expansion: node.expansion,
			entry: null
		}));
	for (const entry of frontier) {
		nodes.push({
			id: entry.id,
			parent: entry.parent,
			board: entry.board,
			notation: entry.notation,
			expansion: null,
			entry
		});
	}
	return nodes;
}
