/** A block splits in two when it grows past this many ids. */
const MAX_BLOCK = 256;

/**
 * A set of ids kept sorted by a total order, for the frontier at the cursor: the trace inserts
 * and removes a few entries per step, in either direction, and reads the first rows often.
 *
 * The ids sit in a list of short sorted blocks (a B-tree one level deep): an insert or remove
 * binary-searches the block, then the position within it, and moves at most a block's worth of
 * ids, so a step costs O(log n + MAX_BLOCK) whatever the frontier's size, and reading the first
 * k rows costs O(k). `compare` must be a total order (no two ids equal) that never changes
 * while an id is in the set.
 */
export class SortedIds {
	readonly #compare: (a: number, b: number) => number;
	#blocks: number[][] = [];
	#size = 0;

	constructor(compare: (a: number, b: number) => number) {
		this.#compare = compare;
	}

	get size(): number {
		return this.#size;
	}

	insert(id: number): void {
		const blocks = this.#blocks;
		if (blocks.length === 0) {
			blocks.push([id]);
			this.#size = 1;
			return;
		}
		const index = Math.min(this.#blockFor(id), blocks.length - 1);
		const block = blocks[index];
		block.splice(this.#positionIn(block, id), 0, id);
		this.#size++;
		if (block.length > MAX_BLOCK) blocks.splice(index + 1, 0, block.splice(block.length >> 1));
	}

	/** Removes `id`; false when it was not in the set. */
	remove(id: number): boolean {
		const blocks = this.#blocks;
		const index = this.#blockFor(id);
		if (index === blocks.length) return false;
		const block = blocks[index];
		const position = this.#positionIn(block, id);
		if (block[position] !== id) return false;
		block.splice(position, 1);
		this.#size--;
		if (block.length === 0) blocks.splice(index, 1);
		return true;
	}

	/** The first `count` ids in order (fewer if the set is smaller). */
	first(count: number): number[] {
		const ids: number[] = [];
		for (const block of this.#blocks) {
			for (const id of block) {
				if (ids.length >= count) return ids;
				ids.push(id);
			}
		}
		return ids;
	}

	/**
	 * The ids at the front of the order for which `holds` is true (the first `max` of them), and
	 * how many there are in all. `holds` must be true of a prefix of the order, as "ties with the
	 * first entry on priority" is: a block whose last id holds is counted whole, so the count
	 * costs O(blocks) however long the run.
	 */
	leading(holds: (id: number) => boolean, max: number): { ids: number[]; count: number } {
		const ids: number[] = [];
		let count = 0;
		for (const block of this.#blocks) {
			if (holds(block[block.length - 1])) {
				for (let i = 0; i < block.length && ids.length < max; i++) ids.push(block[i]);
				count += block.length;
				continue;
			}
			for (const id of block) {
				if (!holds(id)) return { ids, count };
				if (ids.length < max) ids.push(id);
				count++;
			}
			return { ids, count };
		}
		return { ids, count };
	}

	/** Whether `id` is in the set. */
	has(id: number): boolean {
		const index = this.#blockFor(id);
		if (index === this.#blocks.length) return false;
		const block = this.#blocks[index];
		return block[this.#positionIn(block, id)] === id;
	}

	/** The first block whose last id does not come before `id`; blocks.length if none. */
	#blockFor(id: number): number {
		const blocks = this.#blocks;
		let low = 0;
		let high = blocks.length;
		while (low < high) {
			const middle = (low + high) >> 1;
			const block = blocks[middle];
			if (this.#compare(block[block.length - 1], id) < 0) low = middle + 1;
			else high = middle;
		}
		return low;
	}

	/** The first position in `block` whose id does not come before `id`. */
	#positionIn(block: readonly number[], id: number): number {
		let low = 0;
		let high = block.length;
		while (low < high) {
			const middle = (low + high) >> 1;
			if (this.#compare(block[middle], id) < 0) low = middle + 1;
			else high = middle;
		}
		return low;
	}
}
