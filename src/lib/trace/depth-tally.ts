/**
 * Counts of a search tree's nodes by depth and group, kept as nodes come, go and change role, and
 * read as sums over ranges of depths. The overview draws a tree of two million nodes a few
 * hundred rows high, each row summing a range of depths; a depth-first search's tree is as deep
 * as it is large, so a read must not cost the depth. Counts are kept per depth and per block of
 * BLOCK depths: a change costs two additions and a range sum at most 2·BLOCK + depths / BLOCK
 * reads.
 */

import type { DepthProfile } from './types';

/** The groups nodes are counted in (DepthProfile's). */
export const PROFILE_GROUPS = ['explored', 'frontier', 'replaced', 'path'] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];
const GROUPS = PROFILE_GROUPS.length;

/** Depths per block of the block sums. */
const BLOCK = 256;
/** Cells whose earlier counts `changed` keeps before it stops keeping them. */
const TOUCHED_LIMIT = 4096;

export class DepthTally {
	/** counts[d · GROUPS + g]: nodes of group g at depth d. */
	#counts = new Int32Array(GROUPS * BLOCK);
	/** blocks[b · GROUPS + g]: nodes of group g at depths b·BLOCK … (b + 1)·BLOCK − 1. */
	#blocks = new Int32Array(GROUPS);
	/** Every depth at or past this one holds no node. */
	#top = 0;
	/**
	 * The counts changed since `changed` was last asked, as they were then: a line step often
	 * takes a count back and forth (a moment is reached by undoing the step's partial diff and
	 * applying it again) without changing it. Past TOUCHED_LIMIT cells (a long walk), it just
	 * says the counts changed.
	 */
	#touched = new Map<number, number>();
	#touchedOverflow = false;

	/** Counts `by` (1 or −1) nodes of group `group` (an index of PROFILE_GROUPS) at `depth`. */
	add(depth: number, group: number, by: number): void {
		if ((depth + 1) * GROUPS > this.#counts.length) this.#grow(depth + 1);
		const cell = depth * GROUPS + group;
		if (!this.#touchedOverflow && !this.#touched.has(cell)) {
			if (this.#touched.size < TOUCHED_LIMIT) this.#touched.set(cell, this.#counts[cell]);
			else this.#touchedOverflow = true;
		}
		this.#counts[cell] += by;
		this.#blocks[((depth / BLOCK) | 0) * GROUPS + group] += by;
		if (depth >= this.#top) this.#top = depth + 1;
	}

	/** Whether any count differs from what it was when this was last asked (or since it began). */
	changed(): boolean {
		let changed = this.#touchedOverflow;
		for (const [cell, was] of this.#touched) {
			if (changed) break;
			changed = this.#counts[cell] !== was;
		}
		this.#touched.clear();
		this.#touchedOverflow = false;
		return changed;
	}

	/** Depths 0 … depths − 1 span every node counted. */
	get depths(): number {
		const counts = this.#counts;
		let top = this.#top;
		while (top > 0) {
			const at = (top - 1) * GROUPS;
			if (counts[at] !== 0 || counts[at + 1] !== 0 || counts[at + 2] !== 0 || counts[at + 3] !== 0)
				break;
			top--;
		}
		this.#top = top;
		return top;
	}

	/** Nodes of group `group` (an index of PROFILE_GROUPS) at depths from … to − 1. */
	sum(group: number, from: number, to: number): number {
		const end = Math.min(to, this.#top);
		const counts = this.#counts;
		let total = 0;
		let depth = Math.max(0, from);
		// The partial block at the start, whole blocks, then the partial block at the end.
		for (; depth < end && depth % BLOCK !== 0; depth++) total += counts[depth * GROUPS + group];
		for (; depth + BLOCK <= end; depth += BLOCK)
			total += this.#blocks[(depth / BLOCK) * GROUPS + group];
		for (; depth < end; depth++) total += counts[depth * GROUPS + group];
		return total;
	}

	/** Nodes of every group at depths from … to − 1. */
	total(from: number, to: number): number {
		let total = 0;
		for (let group = 0; group < GROUPS; group++) total += this.sum(group, from, to);
		return total;
	}

	#grow(depths: number): void {
		const capacity = Math.max(depths, 2 * (this.#counts.length / GROUPS));
		const counts = new Int32Array(capacity * GROUPS);
		counts.set(this.#counts);
		this.#counts = counts;
		const blocks = new Int32Array(Math.ceil(capacity / BLOCK) * GROUPS);
		blocks.set(this.#blocks);
		this.#blocks = blocks;
	}
}

/** A profile of given counts per depth (each array one per depth, all of one length). */
export function depthProfileOf(
	counts: Readonly<Record<ProfileGroup, readonly number[]>>
): DepthProfile {
	return {
		depths: counts.explored.length,
		count: (group, from, to) => {
			let total = 0;
			for (let depth = Math.max(0, from); depth < Math.min(to, counts[group].length); depth++) {
				total += counts[group][depth];
			}
			return total;
		}
	};
}

/** Every count of `profile`, one array per group with one entry per depth. */
export function countsByDepth(profile: DepthProfile): Record<ProfileGroup, number[]> {
	const each = (group: ProfileGroup): number[] =>
		Array.from({ length: profile.depths }, (_, depth) => profile.count(group, depth, depth + 1));
	return {
		explored: each('explored'),
		frontier: each('frontier'),
		replaced: each('replaced'),
		path: each('path')
	};
}
