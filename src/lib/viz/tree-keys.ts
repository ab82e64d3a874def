/**
 * Moving through a search tree with the keyboard, as in a file tree: up to the parent, down to
 * the first child, left and right between siblings (in the order the algorithm generated them),
 * Home to the root and End to the node being expanded. Pure: it reads the tree's parent links
 * and answers with a node id, and the component selects that node and brings it into view.
 */

export interface TreeLinkage {
	readonly id: number;
	/** Null for the root. */
	readonly parent: number | null;
	/** Place among its parent's children in generation order; null for the root. */
	readonly childIndex: number | null;
}

export const TREE_KEYS = [
	'ArrowUp',
	'ArrowDown',
	'ArrowLeft',
	'ArrowRight',
	'Home',
	'End'
] as const;
export type TreeKey = (typeof TREE_KEYS)[number];

export function isTreeKey(key: string): key is TreeKey {
	return (TREE_KEYS as readonly string[]).includes(key);
}

/**
 * The node `key` leads to from `from` (the selected node, or null when none is), or null when
 * the key leads nowhere: up from the root, down from a leaf, past the last sibling. With nothing
 * selected, Home picks the root and any other key the current node (the root when none is).
 */
export function nodeAfterKey(
	nodes: readonly TreeLinkage[],
	from: number | null,
	key: TreeKey,
	current: number | null
): number | null {
	const byId = new Map(nodes.map((node) => [node.id, node]));
	const root = nodes.find((node) => node.parent === null)?.id ?? null;
	const start = from !== null && byId.has(from) ? byId.get(from)! : null;
	if (start === null) {
		if (key === 'Home' || current === null || !byId.has(current)) return root;
		return current;
	}

	switch (key) {
		case 'Home':
			return root === start.id ? null : root;
		case 'End':
			return current === null || current === start.id || !byId.has(current) ? null : current;
		case 'ArrowUp':
			return start.parent;
		case 'ArrowDown':
			return childrenOf(nodes, start.id)[0]?.id ?? null;
		case 'ArrowLeft':
		case 'ArrowRight': {
			if (start.parent === null) return null;
			const siblings = childrenOf(nodes, start.parent);
			const at = siblings.findIndex((node) => node.id === start.id);
			return siblings[at + (key === 'ArrowLeft' ? -1 : 1)]?.id ?? null;
		}
	}
}

function childrenOf(nodes: readonly TreeLinkage[], parent: number): TreeLinkage[] {
	return nodes
		.filter((node) => node.parent === parent)
		.sort((a, b) => (a.childIndex ?? a.id) - (b.childIndex ?? b.id));
}

/** How much + and − (and the zoom buttons) zoom: by half again, or back. */
export const ZOOM_STEP = 1.5;

const ZOOM_KEYS: Readonly<Record<string, number>> = {
	'+': ZOOM_STEP,
	'=': ZOOM_STEP,
	'-': 1 / ZOOM_STEP,
	'−': 1 / ZOOM_STEP
};

/** What a key pressed on the tree does: zoom by a factor, select a node, or nothing more. */
export type TreeKeyAction =
	| { readonly kind: 'zoom'; readonly factor: number }
	| { readonly kind: 'select'; readonly id: number }
	| { readonly kind: 'stay' };

/**
 * What `key` does on the focused tree, or null for a key the tree leaves to the page (any key
 * with Alt, Ctrl or ⌘, and keys the tree does not use). + and − zoom about the middle of the
 * view, as the buttons do; the tree keys move the selection (`nodes` is read only for them,
 * a tree of 100,000 nodes being costly to list).
 */
export function treeKeyAction(
	key: {
		readonly key: string;
		readonly altKey: boolean;
		readonly ctrlKey: boolean;
		readonly metaKey: boolean;
	},
	nodes: () => readonly TreeLinkage[],
	selected: number | null,
	current: number | null
): TreeKeyAction | null {
	if (key.altKey || key.ctrlKey || key.metaKey) return null;
	const factor = ZOOM_KEYS[key.key];
	if (factor !== undefined) return { kind: 'zoom', factor };
	if (!isTreeKey(key.key)) return null;
	const target = nodeAfterKey(nodes(), selected, key.key, current);
	return target === null ? { kind: 'stay' } : { kind: 'select', id: target };
}
