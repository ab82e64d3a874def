import type { Board } from '$lib/puzzle/board';
import { boardOfTileState } from '$lib/domains/tile';
import type { PlayConfig } from '$lib/config/play-link';
import type { SearchResult } from '$lib/search/events';
import type { TileState } from '$lib/search/tile-state';
import {
	tilesTutorialProgram,
	tilesTutorialReport,
	type TilesTutorialReport
} from '$lib/search/tiles-tutorial';
import type { Trace, TraceRole } from '$lib/trace';
import type { FrontierRows } from '$lib/trace/types';
import { messageText } from '$lib/components/message-text';
import { frontierView, type FrontierKind, type FrontierView } from '$lib/viz/frontier-view';
import { ROLE_STYLES, type NodeRole } from '$lib/viz/node-roles';
import { m } from '$lib/paraglide/messages.js';
import { NumberColumn } from '$lib/trace/columns';
import type { ExpansionSeries } from '$lib/viz/series';

/**
 * The explorer's glue between a playground configuration, the player and the views: plain
 * functions, no DOM, so the components stay about drawing.
 */

/**
 * The tutorial's own counts for a finished run under the tiles-tutorial preset (what its
 * program would print); null without the preset, or when the program would print none (a search
 * stopped at its cap or exhausted).
 */
export function tutorialCountsOf(
	config: PlayConfig,
	result: SearchResult<unknown> | null
): TilesTutorialReport | null {
	const program =
		config.problem !== 'tile' || config.preset === null
			? null
			: tilesTutorialProgram(config.algorithm);
	if (program === null || result === null || config.problem !== 'tile') return null;
	const printed = result.outcome === 'goal' || (program === 'greedy' && result.outcome === 'stuck');
	if (!printed) return null;
	return tilesTutorialReport(program, config.board, result as SearchResult<TileState>);
}

/** A trace state of the tile puzzle back as a board of the run's size. */
export function boardOfState(state: unknown, rows: number, cols: number): Board {
	return boardOfTileState(state as TileState, rows, cols);
}

/** States a memo keeps before it starts afresh. */
export const MEMO_LIMIT = 4096;

/**
 * `make` remembered by state (a state is a number or a string, so it keys a map): the same
 * object for the same state lets a view skip redrawing what it already shows. Bounded: a long
 * run visits a hundred thousand states, a view needs a few hundred.
 */
export function memoByState<T>(make: (state: unknown) => T): (state: unknown) => T {
	const made = new Map<unknown, T>();
	return (state) => {
		let value = made.get(state);
		if (value === undefined) {
			value = make(state);
			if (made.size >= MEMO_LIMIT) made.clear();
			made.set(state, value);
		}
		return value;
	};
}

/** Boards by state, each decoded once. */
export function boardMemo(rows: number, cols: number): (state: unknown) => Board {
	return memoByState((state) => boardOfState(state, rows, cols));
}

/**
 * The most moves of a node's path the details panel lists. Depth-first search can hold a node a
 * million moves below the root, and the panel is redrawn each time the cursor moves: a path is
 * read from the node up to the root one parent at a time, so only its last moves are read.
 */
export const SHOWN_PATH_MOVES = 40;

/**
 * The end of the path from the root to `node`: the node and at most SHOWN_PATH_MOVES ancestors,
 * root side first. It is the whole path when it starts at depth 0.
 */
export function pathEnd<T extends { readonly parent: number | null }>(
	node: T,
	nodeOf: (id: number) => T | null
): T[] {
	const path: T[] = [node];
	for (let at = node; at.parent !== null && path.length <= SHOWN_PATH_MOVES;) {
		const parent = nodeOf(at.parent);
		if (parent === null) break;
		path.push(parent);
		at = parent;
	}
	return path.reverse();
}

/** A trace role in the palette of node roles: a replaced or discarded entry reads as a duplicate. */
export function displayRole(role: TraceRole): NodeRole {
	return role === 'replaced' || role === 'discarded' ? 'duplicate' : role;
}

/** A trace role in words, as the tree, the node details and the screen reader say it. */
export function roleLabel(role: TraceRole): string {
	if (role === 'replaced') return m.explorer_role_replaced();
	if (role === 'discarded') return m.explorer_role_discarded();
	return ROLE_WORDS[role]();
}

/**
 * Each role's name, in the page's language: the legends', the tree's and the node details'
 * (ROLE_STYLES' label, the one name every figure gives the role).
 */
export const ROLE_WORDS: Readonly<Record<NodeRole, () => string>> = {
	current: () => messageText(ROLE_STYLES.current.label),
	frontier: () => messageText(ROLE_STYLES.frontier.label),
	explored: () => messageText(ROLE_STYLES.explored.label),
	duplicate: () => messageText(ROLE_STYLES.duplicate.label),
	goal: () => messageText(ROLE_STYLES.goal.label),
	path: () => messageText(ROLE_STYLES.path.label)
};

/**
 * A shape for each role, so a node's role never rests on colour alone: the tree draws it in a
 * node's corner and the legend beside the role's name.
 */
export const ROLE_GLYPHS: Readonly<Record<NodeRole, string>> = Object.freeze({
	current: '▶',
	frontier: '○',
	explored: '✓',
	duplicate: '×',
	goal: '★',
	path: '◆'
});

/** A board as rows of text, and on one line: the tile domain's words (domains/tile/words.ts). */
export { boardRows, boardRowsText } from '$lib/domains/tile';

/**
 * The chart's series read so far for one run, one number per expansion in each of two narrow
 * columns; what a step has once recorded never changes.
 */
export interface SeriesCache {
	/** Steps read so far. */
	scanned: number;
	readonly depth: NumberColumn;
	readonly f: NumberColumn;
	/** The series handed out last, handed out again while the count of expansions is the same. */
	shown: ExpansionSeries;
}

export function emptySeriesCache(): SeriesCache {
	return {
		scanned: 0,
		depth: new NumberColumn(),
		f: new NumberColumn(),
		shown: { count: 0, depth: [], f: [] }
	};
}

/**
 * Depth and f of each node expanded up to the trace's cursor, in expansion order. Only the steps
 * not read before are read, so a seek to the millionth step costs the expansions it added. The
 * same object comes back while the count is unchanged (line steps inside an expansion), so the
 * chart is not laid out again.
 */
export function seriesAtCursor(trace: Trace<unknown>, cache: SeriesCache): ExpansionSeries {
	const cursor = trace.cursor;
	if (cache.scanned <= cursor) {
		const { depth, f } = cache;
		trace.forEachExpansion(cache.scanned, cursor, (nodeDepth, nodeF) => {
			depth.push(nodeDepth);
			f.push(nodeF);
		});
		cache.scanned = cursor + 1;
	}
	const count = trace.stats().expanded;
	if (cache.shown.count !== count) {
		// The columns' arrays are replaced as they grow; the ones read now keep these entries.
		cache.shown = { count, depth: cache.depth.values, f: cache.f.values };
	}
	return cache.shown;
}

/**
 * The frontier panel's view of a trace's first rows: each row's g, h, f and depth, and where
 * it ties with the row above, the tie-break that ordered them. The explorer and each column of
 * /compare read their frontier through this one mapping.
 */
export function frontierPanelView(
	frontier: FrontierRows<unknown>,
	kind: FrontierKind,
	limit: number
): FrontierView {
	return frontierView(
		frontier.rows.map((row) => ({
			id: row.id,
			g: row.g,
			h: row.h,
			f: row.f,
			depth: row.depth,
			tie: row.tiesWithPrevious
				? {
						withPrevious: true,
						rule: row.tieBreak === null ? m.explorer_same_priority() : messageText(row.tieBreak)
					}
				: undefined
		})),
		frontier.total,
		kind,
		limit
	);
}
