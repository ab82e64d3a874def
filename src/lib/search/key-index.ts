/**
 * The "reached" table of graph search: state → id of the node holding that state.
 *
 * Numeric keys (the tile puzzle's packed boards) live in an open-addressing hash table with
 * linear probing on one Float64Array of [key, id] pairs, so a lookup usually costs a single
 * cache line and allocates nothing; the table grows a few slots at a time (see KeyIndex). String
 * keys (the road map's city letters, boards of more than 13 cells) go to byte rows spread over
 * shards, or a Map. Keys must not be NaN.
 */
import { bytesEqual, fitsBytes, stringHash, writeBytes } from './byte-strings';
import type { Problem, StateIndex } from './problem';

const EMPTY = -1;
const TWO_TO_32 = 4294967296;
const INITIAL_SLOTS = 1024;
/**
 * Slots of the outgrown table moved into the new one at each `set` while a growth is under way.
 * The new table has twice the slots, and fills to three quarters again only after as many new
 * keys as the old table has slots times three quarters, so moving 8 slots a `set` ends every
 * growth six times sooner than the next one could begin.
 */
const MOVED_PER_SET = 8;

/** State key (or dense index) → node id, −1 when absent. */
interface IdTable {
	get(key: string | number): number;
	set(key: string | number, id: number): void;
}

/**
 * What graph search has reached, for one problem: the flat DenseIndex when the problem numbers
 * its states (Problem.stateIndex), else a KeyIndex on Problem.key. A child is looked up and, when
 * new, stored under the same key, so `keyOf` is computed once and passed to `get` and `set`.
 */
export class ReachedTable<S> {
	readonly #problem: Problem<S>;
	readonly #stateIndex: StateIndex<S> | undefined;
	readonly #ids: IdTable;

	constructor(problem: Problem<S>) {
		this.#problem = problem;
		this.#stateIndex = problem.stateIndex;
		this.#ids = problem.stateIndex
			? new GrowingDenseIndex(problem.stateIndex.size)
			: new KeyIndex();
	}

	keyOf(state: S): string | number {
		return this.#stateIndex ? this.#stateIndex.of(state) : this.#problem.key(state);
	}

	/** The id of the node holding the state stored under `key`, or −1. */
	get(key: string | number): number {
		return this.#ids.get(key);
	}

	set(key: string | number, id: number): void {
		this.#ids.set(key, id);
	}
}

/**
 * State key → node id. Numeric keys are kept in an open-addressing table whose id cells hold
 * id + 1, so a freshly allocated (zeroed) table is empty without being filled.
 *
 * Growth is incremental, as in Larson's linear hashing and the incremental rehashing of Redis: a
 * table at three quarters full is not rehashed in one go (at three million packed boards, a 3×4
 * board's breadth-first search to two million expansions, that one `set` held the page for
 * hundreds of milliseconds and allocated a quarter of a gigabyte), but set aside while a table of
 * twice the slots takes the new keys, and each later `set` moves MOVED_PER_SET of the old table's
 * slots across. Until the old table is empty, a key missing from the new table is looked for in
 * the old one, so every `get` and `set` costs a bounded amount of work at any size.
 */
export class KeyIndex implements IdTable {
	/** Slot s holds its key at 2s and its id + 1 at 2s + 1 (0 when the slot is free). */
	#table = new Float64Array(2 * INITIAL_SLOTS);
	#mask = INITIAL_SLOTS - 1;
	/** The outgrown table while its keys move over (its slots below `#moved` already have), or null. */
	#old: Float64Array | null = null;
	#oldMask = 0;
	#moved = 0;
	#numbers = 0;
	/**
	 * String keys, spread over STRING_SHARDS tables by a hash of their characters: keys of the
	 * first key's width with codes below 256 (every board of one size) as rows of bytes
	 * (ByteKeyShard), any other in a Map. One table of two million boards would rehash all of
	 * them at once when it fills; each shard rehashes a sixty-fourth, at a different moment.
	 */
	#strings: (ByteKeyShard | undefined)[] | null = null;
	#otherStrings: Map<string, number> | null = null;
	#width = -1;
	#stringCount = 0;

	get size(): number {
		return this.#numbers + this.#stringCount;
	}

	/** The id stored for `key`, or −1. */
	get(key: string | number): number {
		if (typeof key === 'string') {
			if (this.#strings !== null && fitsBytes(key, this.#width)) {
				const hash = stringHash(key);
				return this.#strings[hash & SHARD_MASK]?.get(key, hash >>> SHARD_BITS) ?? EMPTY;
			}
			return this.#otherStrings?.get(key) ?? EMPTY;
		}
		const slot = findSlot(this.#table, this.#mask, key);
		const stored = this.#table[2 * slot + 1];
		if (stored !== 0 || this.#old === null) return stored - 1;
		return this.#old[2 * findSlot(this.#old, this.#oldMask, key) + 1] - 1;
	}

	/** Stores `id` (0 or more) for `key`, replacing any id stored before. */
	set(key: string | number, id: number): void {
		if (typeof key === 'string') {
			if (this.#width < 0) this.#width = key.length;
			if (fitsBytes(key, this.#width)) {
				// Each shard is made when its first key comes: a graph of a few nodes fills a few.
				// Filled with undefined, not holes: a packed array stays fast to index.
				this.#strings ??= Array.from({ length: STRING_SHARDS }, () => undefined);
				const hash = stringHash(key);
				const shard = (this.#strings[hash & SHARD_MASK] ??= new ByteKeyShard(this.#width));
				if (shard.set(key, hash >>> SHARD_BITS, id)) this.#stringCount++;
				return;
			}
			this.#otherStrings ??= new Map();
			const before = this.#otherStrings.size;
			this.#otherStrings.set(key, id);
			this.#stringCount += this.#otherStrings.size - before;
			return;
		}
		if (this.#old !== null) this.#moveOver(MOVED_PER_SET);
		const table = this.#table;
		const slot = findSlot(table, this.#mask, key);
		if (table[2 * slot + 1] === 0 && this.#old !== null) {
			// Not moved over yet: the key's id is replaced where it is, and moves with it.
			const old = this.#old;
			const oldSlot = findSlot(old, this.#oldMask, key);
			if (old[2 * oldSlot + 1] !== 0) {
				old[2 * oldSlot + 1] = id + 1;
				return;
			}
		}
		if (table[2 * slot + 1] === 0) {
			table[2 * slot] = key;
			this.#numbers++;
		}
		table[2 * slot + 1] = id + 1;
		// Keep the table at most three quarters full so probe runs stay short.
		if (this.#numbers * 4 > this.#mask * 3) this.#grow();
	}

	/** Sets the full table aside and starts a table of twice its slots; `set` moves the keys over. */
	#grow(): void {
		// Only a table whose ids were all replaced, never added to, could fill before its last
		// growth ended; it ends now, in one go.
		if (this.#old !== null) this.#moveOver(this.#oldMask + 1);
		this.#old = this.#table;
		this.#oldMask = this.#mask;
		this.#moved = 0;
		const slots = (this.#mask + 1) * 2;
		this.#table = new Float64Array(2 * slots);
		this.#mask = slots - 1;
	}

	/** Moves up to `count` slots of the old table into the new one; drops the old one once empty. */
	#moveOver(count: number): void {
		const old = this.#old!;
		const table = this.#table;
		const mask = this.#mask;
		const end = Math.min(this.#moved + count, this.#oldMask + 1);
		for (let from = this.#moved; from < end; from++) {
			const stored = old[2 * from + 1];
			if (stored === 0) continue;
			// A key is in one table only: set() replaces a key that has not moved in the old table.
			let slot = slotOf(old[2 * from], mask);
			while (table[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
			table[2 * slot] = old[2 * from];
			table[2 * slot + 1] = stored;
		}
		this.#moved = end;
		if (end > this.#oldMask) this.#old = null;
	}
}

/** The slot of `table` holding `key`, or the free slot that ends its probe run. */
function findSlot(table: Float64Array, mask: number, key: number): number {
	let slot = slotOf(key, mask);
	while (table[2 * slot + 1] !== 0 && table[2 * slot] !== key) slot = (slot + 1) & mask;
	return slot;
}

const SHARD_BITS = 6;
const STRING_SHARDS = 1 << SHARD_BITS;
const SHARD_MASK = STRING_SHARDS - 1;
const INITIAL_KEYS = 64;

/**
 * String keys of one width as rows of bytes (byte-strings.ts), with open addressing: `slots`
 * holds an entry's number + 1 (0 when free), probed linearly from the key's hash; the entries
 * keep their key's row, hash and id. Growing copies this shard's rows and rehashes its entries
 * from their kept hashes: a fraction of a millisecond for a sixty-fourth of two million keys.
 */
class ByteKeyShard {
	readonly #width: number;
	#rows: Uint8Array;
	#hashes: Int32Array;
	#ids: Int32Array;
	#slots = new Int32Array(2 * INITIAL_KEYS);
	#count = 0;

	constructor(width: number) {
		this.#width = width;
		this.#rows = new Uint8Array(INITIAL_KEYS * width);
		this.#hashes = new Int32Array(INITIAL_KEYS);
		this.#ids = new Int32Array(INITIAL_KEYS);
	}

	/** The id stored for `key` (of this shard's width; `hash` its hash), or −1. */
	get(key: string, hash: number): number {
		const entry = this.#find(key, hash);
		return entry < 0 ? EMPTY : this.#ids[entry];
	}

	/** Stores `id` for `key`; true when the key is new. */
	set(key: string, hash: number, id: number): boolean {
		const found = this.#find(key, hash);
		if (found >= 0) {
			this.#ids[found] = id;
			return false;
		}
		if (this.#count === this.#ids.length) this.#growEntries();
		if ((this.#count + 1) * 4 > this.#slots.length * 3) this.#growSlots();
		const entry = this.#count++;
		writeBytes(this.#rows, entry * this.#width, key);
		this.#hashes[entry] = hash;
		this.#ids[entry] = id;
		this.#place(entry, hash);
		return true;
	}

	/** The entry holding `key`, or −1. */
	#find(key: string, hash: number): number {
		const slots = this.#slots;
		const mask = slots.length - 1;
		for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
			const entry = slots[slot] - 1;
			if (entry < 0) return -1;
			if (this.#hashes[entry] === hash && bytesEqual(this.#rows, entry * this.#width, key))
				return entry;
		}
	}

	#place(entry: number, hash: number): void {
		const slots = this.#slots;
		const mask = slots.length - 1;
		let slot = hash & mask;
		while (slots[slot] !== 0) slot = (slot + 1) & mask;
		slots[slot] = entry + 1;
	}

	#growEntries(): void {
		const capacity = this.#ids.length * 2;
		const rows = new Uint8Array(capacity * this.#width);
		rows.set(this.#rows);
		this.#rows = rows;
		const hashes = new Int32Array(capacity);
		hashes.set(this.#hashes);
		this.#hashes = hashes;
		const ids = new Int32Array(capacity);
		ids.set(this.#ids);
		this.#ids = ids;
	}

	#growSlots(): void {
		this.#slots = new Int32Array(this.#slots.length * 2);
		for (let entry = 0; entry < this.#count; entry++) this.#place(entry, this.#hashes[entry]);
	}
}

/** Mixes the low and high 32 bits of an integer key (exact up to 2^53) into a table slot. */
function slotOf(key: number, mask: number): number {
	const low = key >>> 0;
	const high = (key / TWO_TO_32) >>> 0;
	let hash = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1);
	hash ^= hash >>> 15;
	return hash & mask;
}

/**
 * The reached table for a problem that numbers its states densely (Problem.stateIndex): a flat
 * array of node ids indexed by the state's number, with no hashing and no growth.
 */
export class DenseIndex implements IdTable {
	readonly #ids: Int32Array;

	constructor(size: number) {
		this.#ids = new Int32Array(size).fill(EMPTY);
	}

	get(index: string | number): number {
		return this.#ids[index as number];
	}

	set(index: string | number, id: number): void {
		this.#ids[index as number] = id;
	}
}

/**
 * A dense index that starts as a hash table of state numbers and turns into the flat array once
 * it holds a sixty-fourth of the states. A practice question's search reaches a few dozen
 * boards: filling 9! slots (1.4 MB) for it cost more than the search, and a checking page runs
 * hundreds of such searches; a search that goes far still gets the flat array.
 */
class GrowingDenseIndex implements IdTable {
	readonly #size: number;
	#hashed: KeyIndex | null = new KeyIndex();
	#dense: DenseIndex | null = null;
	/** The state numbers stored in the hash table, to move them over. */
	#keys: number[] = [];

	constructor(size: number) {
		this.#size = size;
	}

	get(index: string | number): number {
		return this.#dense !== null ? this.#dense.get(index) : this.#hashed!.get(index);
	}

	set(index: string | number, id: number): void {
		if (this.#dense !== null) {
			this.#dense.set(index, id);
			return;
		}
		const hashed = this.#hashed!;
		if (hashed.get(index) === EMPTY) this.#keys.push(index as number);
		hashed.set(index, id);
		if (this.#keys.length * 64 > this.#size) {
			const dense = new DenseIndex(this.#size);
			for (const key of this.#keys) dense.set(key, hashed.get(key));
			this.#dense = dense;
			this.#hashed = null;
			this.#keys = [];
		}
	}
}
