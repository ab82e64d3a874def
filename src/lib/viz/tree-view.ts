import type { LaidOutNode, TreeLink } from './tree-layout';
import type { ViewTransform, ViewportSize } from './viewport';

/**
 * What of a laid-out search tree to draw for one view, as numbers. A tree of 2,000 boxes drawn
 * whole costs a style and paint pass over some 12,000 SVG elements at every step, although a
 * student looks at a few dozen boards at a time. So the view draws
 * - only the boxes and links inside the viewport, widened by a margin so that a small pan needs
 *   no redraw (`viewRegion`, `boxesIn`, and tree-layout's `linksInRegion`);
 * - at a zoom where a board's digits would be too small to read, plain marks instead of boards:
 *   one outline per box, all boxes of a role in one path (`detailAt`, `marksPath`);
 * and finds the box under the pointer from the layout rather than from per-box elements
 * (`boxAt`), so marks need no elements of their own.
 */

/** Boards (digits, caption, glyph) or plain marks. */
export type TreeDetail = 'boards' | 'marks';

/**
 * Below this zoom the 10 px digits of a board shrink under 5 px on screen, which no one reads:
 * the view draws marks. Fit on a tree wider than about twice the viewport lands below it.
 */
export const BOARD_MIN_SCALE = 0.5;

/**
 * The zoom from which a board's 10 px digits are 10 px or more on screen: the first view of a
 * tree shows the whole tree only from here (a small tree); a wider one opens at this zoom on
 * the node being expanded, and Fit (or −) shows the rest.
 */
export const BOARD_LEGIBLE_SCALE = 1;

export function detailAt(k: number): TreeDetail {
	return k >= BOARD_MIN_SCALE ? 'boards' : 'marks';
}

/** A rectangle in layout units. */
export interface Region {
	readonly minX: number;
	readonly maxX: number;
	readonly minY: number;
	readonly maxY: number;
}

/**
 * The layout region the viewport shows under `transform`, widened by `slack` times its own
 * width and height on every side (0: exactly what is on screen).
 */
export function viewRegion(
	transform: ViewTransform,
	viewport: ViewportSize,
	slack: number
): Region {
	const width = viewport.width / transform.k;
	const height = viewport.height / transform.k;
	const minX = -transform.x / transform.k;
	const minY = -transform.y / transform.k;
	return {
		minX: minX - slack * width,
		maxX: minX + width + slack * width,
		minY: minY - slack * height,
		maxY: minY + height + slack * height
	};
}

/** Whether `inner` lies wholly inside `outer`. */
export function covers(outer: Region, inner: Region): boolean {
	return (
		outer.minX <= inner.minX &&
		outer.maxX >= inner.maxX &&
		outer.minY <= inner.minY &&
		outer.maxY >= inner.maxY
	);
}

function overlaps(region: Region, minX: number, maxX: number, minY: number, maxY: number): boolean {
	return minX <= region.maxX && maxX >= region.minX && minY <= region.maxY && maxY >= region.minY;
}

/** The boxes that reach into `region`, in layout order. */
export function boxesIn(nodes: readonly LaidOutNode[], region: Region): LaidOutNode[] {
	return nodes.filter((box) =>
		overlaps(
			region,
			box.x - box.width / 2,
			box.x + box.width / 2,
			box.y - box.height / 2,
			box.y + box.height / 2
		)
	);
}

/**
 * The box under the layout point (x, y), or null. A box smaller on screen than a finger or a
 * pointer can aim at is found within `reach` layout units of its edge; the nearest wins.
 */
export function boxAt(
	nodes: readonly LaidOutNode[],
	x: number,
	y: number,
	reach = 0
): LaidOutNode | null {
	let best: LaidOutNode | null = null;
	let bestDistance = Infinity;
	for (const box of nodes) {
		const dx = Math.max(Math.abs(x - box.x) - box.width / 2, 0);
		const dy = Math.max(Math.abs(y - box.y) - box.height / 2, 0);
		const distance = Math.hypot(dx, dy);
		if (distance <= reach && distance < bestDistance) {
			best = box;
			bestDistance = distance;
			if (distance === 0) break;
		}
	}
	return best;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** One SVG path outlining every box in `boxes`: a closed rectangle each. */
export function marksPath(boxes: readonly LaidOutNode[]): string {
	let path = '';
	for (const box of boxes) {
		path += `M${round(box.x - box.width / 2)},${round(box.y - box.height / 2)}h${round(box.width)}v${round(box.height)}h${round(-box.width)}z`;
	}
	return path;
}

/** The boxes' marks, one path per role (in the order roles first appear). */
export function marksByRole<R>(
	boxes: readonly LaidOutNode[],
	roleOf: (box: LaidOutNode) => R
): { role: R; path: string }[] {
	const groups = new Map<R, LaidOutNode[]>();
	for (const box of boxes) {
		const role = roleOf(box);
		const list = groups.get(role);
		if (list === undefined) groups.set(role, [box]);
		else list.push(box);
	}
	return [...groups].map(([role, list]) => ({ role, path: marksPath(list) }));
}

/** One SVG path drawing every link in `links`. */
export function linksPath(links: readonly TreeLink[]): string {
	let path = '';
	for (const link of links) path += link.path;
	return path;
}
