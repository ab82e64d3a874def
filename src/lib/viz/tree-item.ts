import type { NodeRole } from './node-roles';
import type { LaidOutNode } from './tree-layout';

/**
 * What each box of the search tree shows, in words and numbers, and where its texts sit: the
 * same items (made by components/explorer/tree-items.ts) are drawn on screen (SearchTree) and
 * written to a file (export/tree-svg). No DOM here.
 */

/** One box as drawn: a layout box with what it shows. */
export interface TreeItem {
	readonly key: string;
	readonly kind: LaidOutNode['kind'] | 'fold';
	/** The search node's id; null for ghosts, "+N" summaries and folds. */
	readonly id: number | null;
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
	readonly role: NodeRole;
	/** The board's rows, for a search node; empty otherwise. */
	readonly lines: readonly string[];
	/** The role's shape in the box's corner (empty for summaries and folds). */
	readonly glyph: string;
	readonly caption: string;
	/** The tooltip: the box in one sentence. */
	readonly title: string;
}

/** Height of one board row of text in a node's box (10 px digits). */
export const BOARD_LINE = 11;

/** Where a box's texts sit, relative to its centre, for the screen and the file alike. */
export const itemText = {
	glyph: (item: TreeItem): { x: number; y: number } =>
		item.kind === 'ghost' ? { x: 0, y: 4 } : { x: -item.width / 2 + 3, y: -item.height / 2 + 9 },
	/** The y of board row `row` (0-based). */
	line: (item: TreeItem, row: number): number => -item.height / 2 + 6 + (row + 1) * BOARD_LINE - 2,
	caption: (item: TreeItem): number => (item.kind === 'node' ? item.height / 2 - 5 : 4)
};
