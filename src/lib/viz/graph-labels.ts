import type { LabelAnchor } from '../domains/graph';

/**
 * Where an edge's cost is written so that no node's h covers it: the map views write h above a
 * node and the cost halfway along each edge, and when two nodes are close (an edge a node's
 * length or two long, going up from a node) the two land on one another. Pure numbers: boxes
 * around the text as the views draw it, and the first of a few places along and beside the edge
 * that is clear of every h, every node's disc and every cost already placed.
 */

/** A text's or a disc's extent, in the graph's units. */
export interface Box {
	readonly left: number;
	readonly top: number;
	readonly right: number;
	readonly bottom: number;
}

/** A node's disc: its centre and radius. */
export interface Disc {
	readonly x: number;
	readonly y: number;
	readonly r: number;
}

/**
 * The type sizes the boxes are measured for: the largest each label is drawn at (the drawing's
 * 15 px cost, 13 px monospace h), a character's advance a generous 0.6 of the size, and room
 * around each box so that the two texts' halos do not touch either.
 */
const COST_SIZE = 15;
const H_SIZE = 13;
const ADVANCE = 0.6;
const ROOM = 2;

/**
 * The box of a cost written centred on (x, y): the views put its baseline a third of the type
 * size below y, so the digits sit across the edge's line.
 */
export function costBox(x: number, y: number, text: string): Box {
	const half = (text.length * ADVANCE * COST_SIZE) / 2 + ROOM;
	return {
		left: x - half,
		top: y - 0.4 * COST_SIZE - ROOM,
		right: x + half,
		bottom: y + 0.34 * COST_SIZE + ROOM
	};
}

/** The box of an h line ("h 12") with its baseline at y, anchored at x as the label is. */
export function hBox(x: number, y: number, anchor: LabelAnchor, text: string): Box {
	const width = text.length * ADVANCE * H_SIZE;
	const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
	return {
		left: left - ROOM,
		top: y - 0.75 * H_SIZE - ROOM,
		right: left + width + ROOM,
		bottom: y + ROOM
	};
}

/** How much of `a` lies on `b`, as an area: 0 when they are clear of each other. */
export function overlap(a: Box, b: Box): number {
	const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
	const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
	return across > 0 && down > 0 ? across * down : 0;
}

/** Whether a box reaches into a disc: its nearest point to the centre is inside the radius. */
function onDisc(box: Box, disc: Disc): boolean {
	const x = Math.min(box.right, Math.max(box.left, disc.x));
	const y = Math.min(box.bottom, Math.max(box.top, disc.y));
	return Math.hypot(x - disc.x, y - disc.y) < disc.r;
}

/**
 * The places tried for a cost, best first: halfway, then a little towards either end, then
 * beside the halfway point on either side of the line, further and further out.
 */
const ALONG = [0.5, 0.4, 0.6, 0.3, 0.7];
const BESIDE = [14, -14, 22, -22, 30, -30];

/**
 * Where to write `text`, the cost of the edge from `a` to `b`: the first place tried whose box
 * is clear of `boxes` (h lines, costs placed before) and `discs`; where none is, the one that
 * covers the least of them, halfway on a tie.
 */
export function costPlace(
	a: { readonly x: number; readonly y: number },
	b: { readonly x: number; readonly y: number },
	text: string,
	boxes: readonly Box[],
	discs: readonly Disc[]
): { x: number; y: number } {
	const dx = b.x - a.x;
	const dy = b.y - a.y;
	const length = Math.hypot(dx, dy) || 1;
	// The unit normal, to step beside the line.
	const [nx, ny] = [-dy / length, dx / length];
	const mid = { x: a.x + dx / 2, y: a.y + dy / 2 };
	const places = [
		...ALONG.map((t) => ({ x: a.x + dx * t, y: a.y + dy * t })),
		...BESIDE.map((by) => ({ x: mid.x + nx * by, y: mid.y + ny * by }))
	];
	let best = places[0];
	let least = Infinity;
	for (const place of places) {
		const box = costBox(place.x, place.y, text);
		const covered =
			boxes.reduce((sum, other) => sum + overlap(box, other), 0) +
			discs.filter((disc) => onDisc(box, disc)).length * 1000;
		if (covered === 0) return round(place);
		if (covered < least) [best, least] = [place, covered];
	}
	return round(best);
}

/** Places to a hundredth, so that a drawing's numbers stay short and tests can name them. */
function round(place: { x: number; y: number }): { x: number; y: number } {
	return { x: Math.round(place.x * 100) / 100, y: Math.round(place.y * 100) / 100 };
}
