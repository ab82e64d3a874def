import type { BoundingBox } from './tree-layout';

/**
 * Zoom and pan as pure numbers. A ViewTransform means what d3-zoom's ZoomTransform means: a
 * layout point (px, py) appears on screen at (k·px + x, k·py + y). A component hands it to
 * d3-zoom as `zoomIdentity.translate(x, y).scale(k)` or draws with `toSvgTransform`.
 */
export interface ViewTransform {
	readonly k: number;
	readonly x: number;
	readonly y: number;
}

export interface ViewportSize {
	readonly width: number;
	readonly height: number;
}

/** Smallest and largest zoom, as d3-zoom's `scaleExtent`. */
export type ScaleExtent = readonly [min: number, max: number];

export const IDENTITY_TRANSFORM: ViewTransform = Object.freeze({ k: 1, x: 0, y: 0 });

/**
 * Zoomed out far enough to fit a whole 2,000-node depth-first tree (about 1,800 levels deep:
 * k ≈ 1/150 in a 600 px high view with 48 px boxes), in to a close look at one node's board.
 */
export const DEFAULT_SCALE_EXTENT: ScaleExtent = Object.freeze([1 / 256, 4] as const);

/** Screen space left inside a viewport narrower or shorter than its padding. */
const MIN_ROOM = 1;

export function clampScale(k: number, [min, max]: ScaleExtent): number {
	return Math.min(max, Math.max(min, k));
}

/**
 * The transform that shows all of `bbox` centred in the viewport with `padding` screen pixels
 * around it, never magnifying beyond `maxScale` (a three-node tree should not fill the screen).
 * It does not clamp from below: give the result to clampScale (or widen d3-zoom's scaleExtent)
 * when the zoom must stay within an extent.
 */
export function fitTransform(
	bbox: BoundingBox,
	viewport: ViewportSize,
	padding: number,
	maxScale: number
): ViewTransform {
	const roomX = Math.max(viewport.width - 2 * padding, MIN_ROOM);
	const roomY = Math.max(viewport.height - 2 * padding, MIN_ROOM);
	// A zero-sized box divides to Infinity, which maxScale then caps.
	const k = Math.min(roomX / bbox.width, roomY / bbox.height, maxScale);
	const centreX = bbox.minX + bbox.width / 2;
	const centreY = bbox.minY + bbox.height / 2;
	return { k, x: viewport.width / 2 - k * centreX, y: viewport.height / 2 - k * centreY };
}

/** A box in layout units, centred on (x, y) as tree-layout's boxes are; size 0 for a point. */
export interface FollowTarget {
	readonly x: number;
	readonly y: number;
	readonly width?: number;
	readonly height?: number;
}

/**
 * The default comfortable margin for following, as a fraction of each viewport side: the
 * followed node may wander anywhere in the middle 70% without the view moving.
 */
export const FOLLOW_MARGIN = 0.15;

/**
 * "Follow the current node" with the least movement: when the target's box lies inside the
 * comfortable inner area (the viewport minus `margin`·side on each edge) the transform is
 * returned unchanged (the same object, so a caller can skip the transition); otherwise the view
 * pans, at the same zoom, just far enough to bring the box to the edge of that area. A box
 * bigger than the area is centred instead. Each axis is handled on its own.
 */
export function followTransform(
	target: FollowTarget,
	current: ViewTransform,
	viewport: ViewportSize,
	margin: number = FOLLOW_MARGIN
): ViewTransform {
	const { k } = current;
	const halfWidth = ((target.width ?? 0) * k) / 2;
	const halfHeight = ((target.height ?? 0) * k) / 2;
	const dx = panInto(k * target.x + current.x, halfWidth, viewport.width, margin);
	const dy = panInto(k * target.y + current.y, halfHeight, viewport.height, margin);
	if (dx === 0 && dy === 0) return current;
	return { k, x: current.x + dx, y: current.y + dy };
}

/** The smallest box holding every target, centred as a FollowTarget is; null for none. */
export function unionTarget(targets: readonly FollowTarget[]): FollowTarget | null {
	if (targets.length === 0) return null;
	let minX = Infinity;
	let maxX = -Infinity;
	let minY = Infinity;
	let maxY = -Infinity;
	for (const target of targets) {
		const halfWidth = (target.width ?? 0) / 2;
		const halfHeight = (target.height ?? 0) / 2;
		minX = Math.min(minX, target.x - halfWidth);
		maxX = Math.max(maxX, target.x + halfWidth);
		minY = Math.min(minY, target.y - halfHeight);
		maxY = Math.max(maxY, target.y + halfHeight);
	}
	return {
		x: (minX + maxX) / 2,
		y: (minY + maxY) / 2,
		width: maxX - minX,
		height: maxY - minY
	};
}

/** Screen pixels kept between a followed box and the viewport's edge when it must be centred. */
export const FOLLOW_EDGE = 8;

/** What keepInView keeps besides the boxes it must: see there. */
export interface KeepOptions {
	/**
	 * Boxes to show too where they fit — the children the current node has just generated —
	 * but never at the cost of a box that must be whole, and never by zooming out.
	 */
	readonly wished?: readonly FollowTarget[];
	/** The comfortable margin, as a fraction of each side (followTransform's). */
	readonly margin?: number;
	/** Screen pixels kept between a centred box and the viewport's edge. */
	readonly edge?: number;
}

/**
 * Follows several boxes at once — the node being expanded and the goal it reached — so that
 * each is whole in the viewport, never only its centre. While their union fits the comfortable
 * area this is followTransform (the least pan, at the same zoom); a union too big for it but not
 * for the viewport (less `edge` pixels on each side) is centred; a union bigger than that is
 * centred at the zoom that just fits it (never zooming in).
 *
 * The `wished` boxes (the node's children) then join on each axis where the box around them
 * and the required ones fits the viewport at that zoom: the view pans on, as little as it can,
 * to bring that box into the comfortable area (or centres it). On an axis where it does not
 * fit, the required boxes alone decide: the node is preferred to its children.
 */
export function keepInView(
	targets: readonly FollowTarget[],
	current: ViewTransform,
	viewport: ViewportSize,
	options: KeepOptions = {}
): ViewTransform {
	const { wished = [], margin = FOLLOW_MARGIN, edge = FOLLOW_EDGE } = options;
	const kept = keepWhole(targets, current, viewport, margin, edge);
	if (targets.length === 0 || wished.length === 0) return kept;
	const all = unionTarget([...targets, ...wished])!;
	const { k } = kept;
	const along = (centre: number, size: number, offset: number, side: number): number =>
		size * k <= Math.max(side - 2 * edge, MIN_ROOM)
			? offset + panInto(k * centre + offset, (size * k) / 2, side, margin)
			: offset;
	const x = along(all.x, all.width ?? 0, kept.x, viewport.width);
	const y = along(all.y, all.height ?? 0, kept.y, viewport.height);
	return x === kept.x && y === kept.y ? kept : { k, x, y };
}

/** keepInView without wished boxes: every target whole in view. */
function keepWhole(
	targets: readonly FollowTarget[],
	current: ViewTransform,
	viewport: ViewportSize,
	margin: number,
	edge: number
): ViewTransform {
	const box = unionTarget(targets);
	if (box === null) return current;
	const width = box.width ?? 0;
	const height = box.height ?? 0;
	const roomX = Math.max(viewport.width - 2 * edge, MIN_ROOM);
	const roomY = Math.max(viewport.height - 2 * edge, MIN_ROOM);
	if (width * current.k <= roomX && height * current.k <= roomY) {
		return followTransform(box, current, viewport, margin);
	}
	// A zero-sized side divides to Infinity, which the other side or the current zoom caps.
	const k = Math.min(roomX / width, roomY / height, current.k);
	return { k, x: viewport.width / 2 - k * box.x, y: viewport.height / 2 - k * box.y };
}

/** How far to pan one axis so a box centred at `centre` (screen px) sits in the inner area. */
function panInto(centre: number, halfSize: number, side: number, margin: number): number {
	const low = side * margin;
	const high = side * (1 - margin);
	if (2 * halfSize > high - low) return side / 2 - centre;
	if (centre - halfSize < low) return low - (centre - halfSize);
	if (centre + halfSize > high) return high - (centre + halfSize);
	return 0;
}

/**
 * Zooms to `k` clamped into `extent`, keeping the layout point under the screen point `focus`
 * where it is (as d3-zoom's wheel zoom does about the pointer). Pass the viewport's centre as
 * `focus` for zoom buttons.
 */
export function zoomAbout(
	current: ViewTransform,
	k: number,
	focus: { readonly x: number; readonly y: number },
	extent: ScaleExtent = DEFAULT_SCALE_EXTENT
): ViewTransform {
	const next = clampScale(k, extent);
	if (next === current.k) return current;
	const ratio = next / current.k;
	return {
		k: next,
		x: focus.x - (focus.x - current.x) * ratio,
		y: focus.y - (focus.y - current.y) * ratio
	};
}

/** The SVG `transform` attribute for a group holding the layout; d3's ZoomTransform#toString. */
export function toSvgTransform(transform: ViewTransform): string {
	return `translate(${transform.x},${transform.y}) scale(${transform.k})`;
}
