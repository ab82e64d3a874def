import {
	depthProfileOf,
	type DepthProfile,
	type Trace,
	type TraceNode,
	type TreeShape
} from '$lib/trace';
import { FATE_DISPLAY } from '$lib/viz/node-roles';
import type { FoldedRun } from '$lib/viz/tree-collapse';
import type { LaidOutNode } from '$lib/viz/tree-layout';
import { ListTreeShape } from '$lib/viz/tree-index';
import type { TreeItem } from '$lib/viz/tree-item';
import type { StateWords } from '$lib/domains';
import { displayRole, memoByState, roleLabel, ROLE_GLYPHS } from './explorer-model';
import { m } from '$lib/paraglide/messages.js';
import { numberText, shortNumberText } from '../message-split';
import { messageText } from '../message-text';
import {
	keyText,
	valuesSentence,
	shownValues,
	type NodeNumbers,
	type PriorityTerms
} from '$lib/search/priority-terms';

/**
 * The search tree at a run's cursor, read without a view of every node at each step: a step
 * of a 300,000-node run lays out its shape (made once per node for the whole run) and draws
 * the few thousand boxes in view, asking for those nodes alone.
 */
export interface TreeAtCursor {
	/** Every node's place, in generation order; the same shape while the tree is unchanged. */
	readonly shape: TreeShape;
	/** The node with `id` as drawn at the cursor (role, costs, ghosts); null if not in the tree. */
	node(id: number): TraceNode<unknown> | null;
	/** Every node as drawn: for small trees (their ghost leaves) and the arrow keys. */
	nodes(): readonly TraceNode<unknown>[];
	/** The whole tree counted by depth and role, for the overview. */
	profile(): DepthProfile;
}

const EMPTY_PROFILE = depthProfileOf({ explored: [], frontier: [], replaced: [], path: [] });

export const EMPTY_TREE: TreeAtCursor = Object.freeze({
	shape: new ListTreeShape([]),
	node: () => null,
	nodes: () => Object.freeze([]),
	profile: () => EMPTY_PROFILE
});

/** The tree at `trace`'s cursor as it is now: make a new one after every move of the cursor. */
export function treeAtCursor(trace: Trace<unknown>): TreeAtCursor {
	return {
		shape: trace.treeShape(),
		node: (id) => trace.node(id),
		nodes: () => trace.nodes(),
		profile: () => trace.depthProfile()
	};
}

export interface TreeItemContext {
	/** How the problem's states read: a box's lines, a move's words. */
	readonly words: StateWords;
	/** Which numbers a box shows, in its algorithm's terms (search/priority-terms). */
	readonly terms: PriorityTerms;
	/** The search node with `id`, as the trace has it at the cursor. */
	nodeOf(id: number): TraceNode<unknown> | undefined;
	/** Fold boxes by their (negative) id. */
	readonly folds: ReadonlyMap<number, FoldedRun>;
	/** A node's lines (see stateLinesMemo); written afresh when not given. */
	readonly linesOf?: (node: TraceNode<unknown>) => readonly string[];
}

/** The lines of each node's state, written once (a step redraws mostly the same boxes). */
export function stateLinesMemo(words: StateWords): (node: TraceNode<unknown>) => readonly string[] {
	const linesOf = memoByState((state) => words.lines(state));
	return (node) => linesOf(node.state);
}

export function treeItemOf(box: LaidOutNode, context: TreeItemContext): TreeItem {
	const base = {
		key: box.key,
		kind: box.kind,
		x: box.x,
		y: box.y,
		width: box.width,
		height: box.height
	};
	const fold = box.kind === 'node' ? context.folds.get(box.id) : undefined;
	if (fold !== undefined) {
		return {
			...base,
			kind: 'fold',
			id: null,
			role: 'explored',
			lines: [],
			glyph: '',
			caption: m.explorer_fold_caption({
				levels: m.explorer_count_levels({ count: fold.levels })
			}),
			title: m.explorer_fold_title({
				count: fold.levels,
				nodes: m.explorer_count_nodes({ count: fold.hiddenCount })
			})
		};
	}
	if (box.kind === 'node') {
		const node = context.nodeOf(box.id)!;
		const role = displayRole(node.role);
		return {
			...base,
			id: box.id,
			role,
			lines: context.linesOf?.(node) ?? context.words.lines(node.state),
			glyph: ROLE_GLYPHS[role],
			caption: boxValues(context.terms, node),
			title: node.action
				? m.explorer_node_action_title({
						id: box.id,
						action: messageText(context.words.action(node.action)),
						role: roleLabel(node.role),
						depth: node.depth,
						values: valuesSentence(context.terms, node)
					})
				: m.explorer_node_title({
						id: box.id,
						role: roleLabel(node.role),
						depth: node.depth,
						values: valuesSentence(context.terms, node)
					})
		};
	}
	if (box.kind === 'ghost') {
		const ghost = context.nodeOf(box.parent)?.ghosts.find((g) => g.childIndex === box.order);
		return {
			...base,
			id: null,
			role: 'duplicate',
			lines: [],
			glyph: ROLE_GLYPHS.duplicate,
			caption: '',
			title: ghost
				? m.explorer_ghost_title({
						action: ghost.action,
						fate: messageText(FATE_DISPLAY[ghost.fate].text),
						key: keyText(context.terms, ghost)
					})
				: m.explorer_ghost_unknown()
		};
	}
	return {
		...base,
		id: null,
		role: 'explored',
		lines: [],
		glyph: '',
		caption: `+${numberText(box.hiddenCount)}`,
		title: m.explorer_summary_title({
			count: box.hiddenCount,
			children: m.explorer_count_children({ count: box.hiddenChildren })
		})
	};
}

/**
 * treeItemOf, remembering each search node's item by its box: a step draws mostly the boxes of
 * the step before, and a node's item is made again only when its box moved or changed, or what
 * the item says of its node did (its role, or its board and costs in another run).
 */
export function treeItemMemo(): (box: LaidOutNode, context: TreeItemContext) => TreeItem {
	const made = new WeakMap<
		LaidOutNode,
		{ item: TreeItem; node: TraceNode<unknown>; terms: PriorityTerms }
	>();
	return (box, context) => {
		if (box.kind !== 'node' || context.folds.has(box.id)) return treeItemOf(box, context);
		const node = context.nodeOf(box.id);
		const last = made.get(box);
		if (
			last !== undefined &&
			node !== undefined &&
			last.terms === context.terms &&
			sameItemFacts(last.node, node)
		) {
			return last.item;
		}
		const item = treeItemOf(box, context);
		if (node !== undefined) made.set(box, { item, node, terms: context.terms });
		return item;
	};
}

/** Two views of a node that give the same item, under the same terms. */
function sameItemFacts(a: TraceNode<unknown>, b: TraceNode<unknown>): boolean {
	return (
		a.role === b.role &&
		a.state === b.state &&
		a.g === b.g &&
		a.h === b.h &&
		a.f === b.f &&
		a.depth === b.depth &&
		a.action === b.action
	);
}

/** What a screen reader hears about a node the tree's keys reached; '' for no node. */
export function spokenNodeText(
	node: TraceNode<unknown> | undefined,
	terms: PriorityTerms,
	words: StateWords
): string {
	if (node === undefined) return '';
	const action = node.action ? `, ${messageText(words.action(node.action))}` : '';
	return `Node ${node.id}${action}: ${roleLabel(node.role)}, depth ${node.depth}, ${valuesSentence(terms, node)}.`;
}

/**
 * A node's numbers as a tree box has room for them, tight ("g1 h4 f5"), each in the page's
 * locale ("g1,41" in Spanish): `valuesText`'s 'box' style.
 */
function boxValues(terms: PriorityTerms, node: NodeNumbers): string {
	return shownValues(terms, node)
		.map((value) => `${value.name}${shortNumberText(value.value)}`)
		.join(' ');
}
