import { describe, expect, it } from 'vitest';
import {
	isTreeKey,
	nodeAfterKey,
	treeKeyAction,
	ZOOM_STEP,
	type TreeLinkage
} from '../../src/lib/viz/tree-keys';

/**
 *        0
 *     /  |  \
 *    1   2   3      (generated in the order 2, 1, 3: childIndex 1, 0, 2)
 *    |
 *    4
 */
const TREE: TreeLinkage[] = [
	{ id: 0, parent: null, childIndex: null },
	{ id: 2, parent: 0, childIndex: 0 },
	{ id: 1, parent: 0, childIndex: 1 },
	{ id: 3, parent: 0, childIndex: 2 },
	{ id: 4, parent: 1, childIndex: 0 }
];

describe('nodeAfterKey', () => {
	it('starts at the current node, or at the root for Home or when nothing is being expanded', () => {
		expect(nodeAfterKey(TREE, null, 'ArrowDown', 4)).toBe(4);
		expect(nodeAfterKey(TREE, null, 'End', 4)).toBe(4);
		expect(nodeAfterKey(TREE, null, 'Home', 4)).toBe(0);
		expect(nodeAfterKey(TREE, null, 'ArrowLeft', null)).toBe(0);
		// A selection that is no longer in the tree (the run was rewound) counts as none.
		expect(nodeAfterKey(TREE, 9, 'ArrowUp', 3)).toBe(3);
	});

	it('goes up to the parent and down to the first child generated', () => {
		expect(nodeAfterKey(TREE, 4, 'ArrowUp', null)).toBe(1);
		expect(nodeAfterKey(TREE, 0, 'ArrowDown', null)).toBe(2);
		expect(nodeAfterKey(TREE, 1, 'ArrowDown', null)).toBe(4);
		expect(nodeAfterKey(TREE, 0, 'ArrowUp', null)).toBeNull();
		expect(nodeAfterKey(TREE, 4, 'ArrowDown', null)).toBeNull();
	});

	it('steps between siblings in generation order and stops at either end', () => {
		expect(nodeAfterKey(TREE, 2, 'ArrowRight', null)).toBe(1);
		expect(nodeAfterKey(TREE, 1, 'ArrowRight', null)).toBe(3);
		expect(nodeAfterKey(TREE, 1, 'ArrowLeft', null)).toBe(2);
		expect(nodeAfterKey(TREE, 2, 'ArrowLeft', null)).toBeNull();
		expect(nodeAfterKey(TREE, 3, 'ArrowRight', null)).toBeNull();
		expect(nodeAfterKey(TREE, 0, 'ArrowRight', null)).toBeNull();
	});

	it('jumps home to the root and to the end, the current node', () => {
		expect(nodeAfterKey(TREE, 4, 'Home', 3)).toBe(0);
		expect(nodeAfterKey(TREE, 0, 'Home', 3)).toBeNull();
		expect(nodeAfterKey(TREE, 4, 'End', 3)).toBe(3);
		expect(nodeAfterKey(TREE, 3, 'End', 3)).toBeNull();
		expect(nodeAfterKey(TREE, 4, 'End', null)).toBeNull();
	});

	it('knows its keys', () => {
		expect(['ArrowUp', 'End', 'Enter', 'a'].map(isTreeKey)).toEqual([true, true, false, false]);
	});
});

describe('treeKeyAction', () => {
	const plain = { altKey: false, ctrlKey: false, metaKey: false };
	const nodes = () => [
		{ id: 0, parent: null, childIndex: null },
		{ id: 1, parent: 0, childIndex: 0 },
		{ id: 2, parent: 0, childIndex: 1 }
	];

	it('zooms by half again on + and =, back on - and −', () => {
		expect(treeKeyAction({ ...plain, key: '+' }, nodes, null, null)).toEqual({
			kind: 'zoom',
			factor: ZOOM_STEP
		});
		expect(treeKeyAction({ ...plain, key: '=' }, nodes, null, null)).toEqual({
			kind: 'zoom',
			factor: 1.5
		});
		expect(treeKeyAction({ ...plain, key: '−' }, nodes, null, null)).toEqual({
			kind: 'zoom',
			factor: 1 / 1.5
		});
	});

	it('moves the selection with the tree keys, and stays where a key leads nowhere', () => {
		expect(treeKeyAction({ ...plain, key: 'ArrowRight' }, nodes, 1, 2)).toEqual({
			kind: 'select',
			id: 2
		});
		expect(treeKeyAction({ ...plain, key: 'ArrowUp' }, nodes, 0, 2)).toEqual({ kind: 'stay' });
	});

	it('leaves keys with a modifier, and keys it does not use, to the page', () => {
		expect(treeKeyAction({ ...plain, ctrlKey: true, key: '+' }, nodes, null, null)).toBe(null);
		expect(treeKeyAction({ ...plain, metaKey: true, key: 'ArrowUp' }, nodes, 0, 2)).toBe(null);
		expect(treeKeyAction({ ...plain, key: 'a' }, nodes, null, null)).toBe(null);
	});
});
