/**
 * The tidy tree drawing of Reingold and Tilford, in the linear-time form of Buchheim, Jünger
 * and Leipert ("Improving Walker's algorithm to run in linear time", 2002) — the algorithm
 * d3-hierarchy's `tree` runs, with the same arithmetic in the same order, so the x it returns
 * equals d3's to the last bit. It works on flat arrays indexed by box instead of one object per
 * node: the search tree is laid out again at every step, and building d3's hierarchy of 2,000
 * objects (with their child arrays, threads and ancestors) cost more than the walk itself.
 *
 * The tree: boxes 0…n−1, box 0 the root; `children` lists each box's children left to right
 * (CSR form: the children of v are childList[childStart[v] … childStart[v + 1])). The
 * separation says how far apart the centres of two neighbouring boxes at one level must be.
 */
export interface TidyTreeInput {
	readonly count: number;
	/** parent[v] for v > 0; parent[0] is ignored (the root). */
	readonly parent: Int32Array;
	readonly childStart: Int32Array;
	readonly childList: Int32Array;
	/** Distance between the centres of neighbouring boxes a and b on one level. */
	separation(a: number, b: number): number;
}

const NONE = -1;

/** The x of each box's centre; the root at 0. */
export function tidyTreeX(tree: TidyTreeInput): Float64Array {
	const { count, parent, childStart, childList, separation } = tree;
	const x = new Float64Array(count);
	if (count === 0) return x;
	// Box `count` is a virtual parent of the root, so the root needs no special case.
	const size = count + 1;
	const prelim = new Float64Array(size);
	const modifier = new Float64Array(size);
	const change = new Float64Array(size);
	const shift = new Float64Array(size);
	const thread = new Int32Array(size).fill(NONE);
	const ancestor = new Int32Array(size);
	const defaultAncestor = new Int32Array(size).fill(NONE);
	/** Place of each box among its siblings. */
	const rank = new Int32Array(size);
	const up = (v: number): number => (v === 0 ? count : parent[v]);
	const childCount = (v: number): number => (v === count ? 1 : childStart[v + 1] - childStart[v]);
	const child = (v: number, i: number): number => (v === count ? 0 : childList[childStart[v] + i]);
	for (let v = 0; v < size; v++) ancestor[v] = v;
	for (let v = 0; v < count; v++) {
		const start = childStart[v];
		for (let i = start; i < childStart[v + 1]; i++) rank[childList[i]] = i - start;
	}
	// Neighbours along the left and right contours: a child, else the contour's thread.
	const nextLeft = (v: number): number => (childCount(v) > 0 ? child(v, 0) : thread[v]);
	const nextRight = (v: number): number =>
		childCount(v) > 0 ? child(v, childCount(v) - 1) : thread[v];

	const moveSubtree = (left: number, right: number, by: number): void => {
		const step = by / (rank[right] - rank[left]);
		change[right] -= step;
		shift[right] += by;
		change[left] += step;
		prelim[right] += by;
		modifier[right] += by;
	};

	const executeShifts = (v: number): void => {
		let total = 0;
		let changes = 0;
		for (let i = childCount(v) - 1; i >= 0; i--) {
			const w = child(v, i);
			prelim[w] += total;
			modifier[w] += total;
			total += shift[w] + (changes += change[w]);
		}
	};

	// Joins the subtree of v to those of its left siblings (w the nearest), walking the facing
	// contours level by level and pushing v's subtree right where they would come too close.
	const apportion = (v: number, w: number, fallback: number): number => {
		if (w === NONE) return fallback;
		let insideRight = v;
		let outsideRight = v;
		let insideLeft = w;
		let outsideLeft = child(up(v), 0);
		let sumInsideRight = modifier[insideRight];
		let sumOutsideRight = modifier[outsideRight];
		let sumInsideLeft = modifier[insideLeft];
		let sumOutsideLeft = modifier[outsideLeft];
		let result = fallback;
		for (;;) {
			insideLeft = nextRight(insideLeft);
			insideRight = nextLeft(insideRight);
			if (insideLeft === NONE || insideRight === NONE) break;
			outsideLeft = nextLeft(outsideLeft);
			outsideRight = nextRight(outsideRight);
			ancestor[outsideRight] = v;
			const gap =
				prelim[insideLeft] +
				sumInsideLeft -
				prelim[insideRight] -
				sumInsideRight +
				separation(insideLeft, insideRight);
			if (gap > 0) {
				const from = up(ancestor[insideLeft]) === up(v) ? ancestor[insideLeft] : result;
				moveSubtree(from, v, gap);
				sumInsideRight += gap;
				sumOutsideRight += gap;
			}
			sumInsideLeft += modifier[insideLeft];
			sumInsideRight += modifier[insideRight];
			sumOutsideLeft += modifier[outsideLeft];
			sumOutsideRight += modifier[outsideRight];
		}
		if (insideLeft !== NONE && nextRight(outsideRight) === NONE) {
			thread[outsideRight] = insideLeft;
			modifier[outsideRight] += sumInsideLeft - sumOutsideRight;
		}
		if (insideRight !== NONE && nextLeft(outsideLeft) === NONE) {
			thread[outsideLeft] = insideRight;
			modifier[outsideLeft] += sumInsideRight - sumOutsideLeft;
			result = v;
		}
		return result;
	};

	// First walk, children before parents and siblings left to right: preliminary x.
	const order = postOrder(count, childStart, childList);
	for (const v of order) {
		const p = up(v);
		const w = rank[v] > 0 ? child(p, rank[v] - 1) : NONE;
		const n = childCount(v);
		if (n > 0) {
			executeShifts(v);
			const midpoint = (prelim[child(v, 0)] + prelim[child(v, n - 1)]) / 2;
			if (w !== NONE) {
				prelim[v] = prelim[w] + separation(v, w);
				modifier[v] = prelim[v] - midpoint;
			} else prelim[v] = midpoint;
		} else if (w !== NONE) {
			prelim[v] = prelim[w] + separation(v, w);
		}
		const fallback = defaultAncestor[p] === NONE ? child(p, 0) : defaultAncestor[p];
		defaultAncestor[p] = apportion(v, w, fallback);
	}

	// Second walk, parents before children: sum the modifiers down each path.
	modifier[count] = -prelim[0];
	for (let i = order.length - 1; i >= 0; i--) {
		const v = order[i];
		x[v] = prelim[v] + modifier[up(v)];
		modifier[v] += modifier[up(v)];
	}
	return x;
}

/** Boxes in post-order, children left to right before their parent. */
function postOrder(count: number, childStart: Int32Array, childList: Int32Array): Int32Array {
	const out = new Int32Array(count);
	let filled = count;
	// Reverse pre-order with children pushed left to right is post-order read backwards.
	const stack = [0];
	while (stack.length > 0) {
		const v = stack.pop()!;
		out[--filled] = v;
		for (let i = childStart[v]; i < childStart[v + 1]; i++) stack.push(childList[i]);
	}
	return out;
}
