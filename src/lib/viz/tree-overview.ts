import type { DepthProfile } from '$lib/trace';
import type { Region } from './tree-view';

/**
 * The overview of a whole search: one band per depth, as long as the tree is wide there, split
 * into how many of its nodes were expanded, replaced, are on the frontier or on the path to the
 * goal. A breadth-first search of 100,000 nodes reads as a vase a few rows tall, a depth-first
 * one as a thin column thousands of rows long (several depths share a row then): either way
 * the shape of the whole search fits one small canvas, where the detailed tree shows a few dozen
 * boards. The detailed view's viewport and the current node are marked on it, placed by depth
 * and by how far across the laid-out tree they are (0 its left edge, 1 its right), and a point
 * of the overview reads back as a depth and a place across, for jumping there.
 *
 * Pure: numbers in, numbers out; TreeOverview.svelte draws them.
 */

/** The parts of a band, left to right. */
export const OVERVIEW_GROUPS = ['path', 'explored', 'replaced', 'frontier'] as const;
export type OverviewGroup = (typeof OVERVIEW_GROUPS)[number];

/** Space around the bands, in pixels. */
export const OVERVIEW_PAD = 6;
/** Rows are at least this tall: deeper trees put several depths in a row. */
export const OVERVIEW_MIN_ROW = 3;
/** And at most this tall, so that a shallow tree does not stretch into slabs. */
export const OVERVIEW_MAX_ROW = 14;
/** A depth with any node gets a band at least this wide, so a lone root still shows. */
export const OVERVIEW_MIN_BAND = 3;
/** The viewport's mark is at least this wide and tall, so a close-up still shows where it is. */
export const OVERVIEW_MIN_VIEW = 6;

/** A place in the search: a depth, and how far across the laid-out tree (0 … 1). */
export interface OverviewPoint {
	readonly depth: number;
	readonly across: number;
}

/** What the detailed view shows: a range of depths, and a range across the tree (0 … 1). */
export interface OverviewView {
	readonly fromDepth: number;
	readonly toDepth: number;
	readonly from: number;
	readonly to: number;
}

export interface OverviewSegment {
	readonly group: OverviewGroup;
	readonly x: number;
	readonly width: number;
	readonly count: number;
}

/** One row: the depths fromDepth … toDepth, and its band. */
export interface OverviewRow {
	readonly fromDepth: number;
	readonly toDepth: number;
	readonly y: number;
	readonly height: number;
	/** The band's left edge and width; width 0 for a row with no node. */
	readonly x: number;
	readonly width: number;
	readonly total: number;
	readonly segments: readonly OverviewSegment[];
}

export interface OverviewRect {
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
}

export interface OverviewLayout {
	readonly rows: readonly OverviewRow[];
	/** How many depths share a row (1 unless the tree is deeper than the canvas has rows). */
	readonly depthsPerRow: number;
	/** The widest row's node count: the band that spans the whole width. */
	readonly maxTotal: number;
	/** The current node's centre, if it was given. */
	readonly current: { readonly x: number; readonly y: number } | null;
	/** The detailed view's viewport, if it was given. */
	readonly view: OverviewRect | null;
}

export interface OverviewSize {
	readonly width: number;
	readonly height: number;
}

const clamp = (value: number, low: number, high: number): number =>
	Math.min(high, Math.max(low, value));

/** The overview of `profile` on a canvas of `size`, with the current node and the viewport. */
export function overviewLayout(
	profile: DepthProfile,
	size: OverviewSize,
	current: OverviewPoint | null,
	view: OverviewView | null
): OverviewLayout {
	const depths = profile.depths;
	const innerWidth = Math.max(0, size.width - 2 * OVERVIEW_PAD);
	const innerHeight = Math.max(0, size.height - 2 * OVERVIEW_PAD);
	if (depths === 0 || innerHeight === 0) {
		return { rows: [], depthsPerRow: 1, maxTotal: 0, current: null, view: null };
	}
	const maxRows = Math.max(1, Math.floor(innerHeight / OVERVIEW_MIN_ROW));
	const depthsPerRow = Math.ceil(depths / maxRows);
	const rowCount = Math.ceil(depths / depthsPerRow);
	const rowHeight = Math.min(OVERVIEW_MAX_ROW, innerHeight / rowCount);

	const counts: Record<OverviewGroup, number>[] = [];
	for (let row = 0; row < rowCount; row++) {
		const sum = { path: 0, explored: 0, replaced: 0, frontier: 0 };
		const end = Math.min(depths, (row + 1) * depthsPerRow);
		for (const group of OVERVIEW_GROUPS) sum[group] = profile.count(group, row * depthsPerRow, end);
		counts.push(sum);
	}
	const totals = counts.map((sum) => OVERVIEW_GROUPS.reduce((all, group) => all + sum[group], 0));
	const maxTotal = Math.max(...totals);

	const rows = counts.map((sum, row): OverviewRow => {
		const total = totals[row];
		const width =
			total === 0 ? 0 : Math.max(OVERVIEW_MIN_BAND, (innerWidth * total) / Math.max(1, maxTotal));
		const x = OVERVIEW_PAD + (innerWidth - width) / 2;
		let at = x;
		const segments: OverviewSegment[] = [];
		for (const group of OVERVIEW_GROUPS) {
			if (sum[group] === 0) continue;
			const part = (width * sum[group]) / total;
			segments.push({ group, x: at, width: part, count: sum[group] });
			at += part;
		}
		return {
			fromDepth: row * depthsPerRow,
			toDepth: Math.min(depths, (row + 1) * depthsPerRow) - 1,
			y: OVERVIEW_PAD + row * rowHeight,
			height: rowHeight,
			x,
			width,
			total,
			segments
		};
	});

	const rowOf = (depth: number): OverviewRow =>
		rows[clamp(Math.floor(depth / depthsPerRow), 0, rows.length - 1)];
	const placed =
		current === null
			? null
			: {
					x: rowOf(current.depth).x + clamp(current.across, 0, 1) * rowOf(current.depth).width,
					y: rowOf(current.depth).y + rowHeight / 2
				};
	return { rows, depthsPerRow, maxTotal, current: placed, view: viewRect(rows, view, rowOf) };
}

/** The viewport's mark: the rows it shows, and across each band the part it shows, bounded. */
function viewRect(
	rows: readonly OverviewRow[],
	view: OverviewView | null,
	rowOf: (depth: number) => OverviewRow
): OverviewRect | null {
	if (view === null || view.toDepth < view.fromDepth) return null;
	const first = rows.indexOf(rowOf(view.fromDepth));
	const last = rows.indexOf(rowOf(view.toDepth));
	let left = Infinity;
	let right = -Infinity;
	for (let row = first; row <= last; row++) {
		const { x, width } = rows[row];
		left = Math.min(left, x + clamp(view.from, 0, 1) * width);
		right = Math.max(right, x + clamp(view.to, 0, 1) * width);
	}
	const top = rows[first].y;
	const bottom = rows[last].y + rows[last].height;
	const width = Math.max(OVERVIEW_MIN_VIEW, right - left);
	const height = Math.max(OVERVIEW_MIN_VIEW, bottom - top);
	return {
		x: (left + right) / 2 - width / 2,
		y: (top + bottom) / 2 - height / 2,
		width,
		height
	};
}

/**
 * The place in the search at the overview's point (x, y): the depth of the row under it (the
 * depths a row holds spread over its height) and how far across its band; null with no rows.
 */
export function overviewPointAt(
	layout: OverviewLayout,
	x: number,
	y: number
): OverviewPoint | null {
	const { rows } = layout;
	if (rows.length === 0) return null;
	const rowHeight = rows[0].height;
	const index = clamp(Math.floor((y - rows[0].y) / rowHeight), 0, rows.length - 1);
	const row = rows[index];
	// The share of the row's height above the point, counted in its depths (a hair of slack so
	// that a point on a boundary, up to rounding, falls in the depth below it).
	const spread = row.toDepth - row.fromDepth + 1;
	const within = Math.floor(((y - row.y) / rowHeight) * spread + 1e-9);
	const depth = row.fromDepth + clamp(within, 0, spread - 1);
	const across = row.width === 0 ? 0.5 : clamp((x - row.x) / row.width, 0, 1);
	return { depth, across };
}

/** A node the detailed view has laid out: its id, depth and place across the tree. */
export interface OverviewCandidate {
	readonly id: number;
	readonly depth: number;
	readonly across: number;
}

/**
 * The node to jump to for `point`: the laid-out node nearest its depth, and among those the
 * nearest across; null when none is laid out.
 */
export function nearestCandidate(
	candidates: readonly OverviewCandidate[],
	point: OverviewPoint
): number | null {
	let best: OverviewCandidate | null = null;
	for (const candidate of candidates) {
		if (best === null) {
			best = candidate;
			continue;
		}
		const depthGap = Math.abs(candidate.depth - point.depth);
		const bestGap = Math.abs(best.depth - point.depth);
		if (
			depthGap < bestGap ||
			(depthGap === bestGap &&
				Math.abs(candidate.across - point.across) < Math.abs(best.across - point.across))
		) {
			best = candidate;
		}
	}
	return best?.id ?? null;
}

/** Whether two places (or their absence) are the same. */
export function samePlace(a: OverviewPoint | null, b: OverviewPoint | null): boolean {
	return a === b || (a !== null && b !== null && a.depth === b.depth && a.across === b.across);
}

/** Whether two views (or their absence) are the same. */
export function sameView(a: OverviewView | null, b: OverviewView | null): boolean {
	return (
		a === b ||
		(a !== null &&
			b !== null &&
			a.fromDepth === b.fromDepth &&
			a.toDepth === b.toDepth &&
			a.from === b.from &&
			a.to === b.to)
	);
}

/** How far across one press of ← or → moves on the overview. */
export const OVERVIEW_ACROSS_STEP = 0.1;

/**
 * The overview's keys: ↑ and ↓ a depth up or down, ← and → a tenth across, Home the root,
 * End the deepest depth; null for other keys.
 */
export function overviewKeyTarget(
	from: OverviewPoint,
	key: string,
	depths: number
): OverviewPoint | null {
	const last = Math.max(0, depths - 1);
	switch (key) {
		case 'ArrowUp':
			return { depth: clamp(from.depth - 1, 0, last), across: from.across };
		case 'ArrowDown':
			return { depth: clamp(from.depth + 1, 0, last), across: from.across };
		case 'ArrowLeft':
			return { depth: from.depth, across: clamp(from.across - OVERVIEW_ACROSS_STEP, 0, 1) };
		case 'ArrowRight':
			return { depth: from.depth, across: clamp(from.across + OVERVIEW_ACROSS_STEP, 0, 1) };
		case 'Home':
			return { depth: 0, across: 0.5 };
		case 'End':
			return { depth: last, across: from.across };
		default:
			return null;
	}
}

/** How far across the tree's horizontal extent `minX … maxX` the layout's `x` is (0 … 1). */
export function acrossOf(x: number, minX: number, maxX: number): number {
	return clamp((x - minX) / Math.max(1, maxX - minX), 0, 1);
}

/**
 * The detailed view's viewport as the overview marks it: `region` (layout units) across the
 * tree's horizontal extent `minX … maxX`, and the depths of the nodes it shows.
 */
export function overviewViewOf(
	region: Region,
	minX: number,
	maxX: number,
	shownDepths: readonly number[]
): OverviewView | null {
	if (shownDepths.length === 0) return null;
	return {
		fromDepth: Math.min(...shownDepths),
		toDepth: Math.max(...shownDepths),
		from: acrossOf(region.minX, minX, maxX),
		to: acrossOf(region.maxX, minX, maxX)
	};
}
