/**
 * Growable columns that store a recorded run compactly: one typed array per field instead of one
 * object per event, node and child. A run of two million expansions then costs the page a few
 * dozen arrays of a few bytes per entry, rather than millions of objects the garbage collector
 * has to walk.
 *
 * Each column's `values` array is replaced when the column grows or widens, so read it afresh
 * (`column.values[i]`) rather than keeping it across appends.
 */

const INITIAL_CAPACITY = 256;

/**
 * How much a trim copies between two yields of `trimming()`: a fraction of a millisecond on a
 * desktop, so a page can give back a run's spare room a slice at a time.
 */
export const TRIM_CHUNK_BYTES = 2 ** 20;

type NumberArray = Int8Array | Int16Array | Int32Array | Float64Array;
type TypedArray = NumberArray | Uint8Array;

/**
 * The first `length` entries of `values` in an array of just that size, copied a chunk of
 * TRIM_CHUNK_BYTES at a time: yields before each chunk and returns the copy. Yielding before the
 * first chunk too keeps a trim of many small columns from copying them all in one step.
 */
export function* exactCopy<T extends TypedArray>(values: T, length: number): Generator<void, T> {
	const copy = new (values.constructor as new (n: number) => T)(length);
	const chunk = Math.max(1, Math.floor(TRIM_CHUNK_BYTES / values.BYTES_PER_ELEMENT));
	for (let from = 0; from < length; from += chunk) {
		yield;
		copy.set(values.subarray(from, Math.min(length, from + chunk)), from);
	}
	return copy;
}

/** Runs `steps` to the end at once. */
export function drain(steps: Generator<void, void>): void {
	for (let step = steps.next(); step.done !== true; step = steps.next());
}

/** Arrays at least this long move to their successor ahead of time (CopyAhead). */
const COPY_AHEAD_FROM = 2 ** 16;

/**
 * The larger array a column will move to when it is full, filled a few entries per write from
 * the moment it is half full. When it fills up it swaps arrays instead of copying millions of
 * entries in one piece: with every column of a long run reaching its capacity on the same
 * expansion, that copy held the page for a few hundred milliseconds. Small arrays just grow.
 */
class CopyAhead<T extends TypedArray> {
	#next: T | null = null;
	#copied = 0;

	/**
	 * After a write: `values` holds `written` entries (its first ones). Starts the successor once
	 * `values` is large and half full, and copies `count` more entries into it.
	 */
	step(values: T, written: number, count: number): void {
		if (this.#next === null) {
			if (values.length < COPY_AHEAD_FROM || written * 2 < values.length) return;
			this.#next = new (values.constructor as new (n: number) => T)(values.length * 2);
			this.#copied = 0;
		}
		const next = this.#next;
		const end = Math.min(written, this.#copied + count);
		for (let i = this.#copied; i < end; i++) next[i] = values[i];
		this.#copied = Math.max(this.#copied, end);
	}

	/** `values` is full: its successor with every written entry in it, or null if none was begun. */
	take(values: T, written: number): T | null {
		const next = this.#next;
		if (next === null || next.length <= values.length) return null;
		if (this.#copied < written) next.set(values.subarray(this.#copied, written), this.#copied);
		this.#next = null;
		return next;
	}

	/** Entry `index` was overwritten in the current array: the successor follows. */
	overwrite(index: number, value: number): void {
		if (this.#next !== null && index < this.#copied) this.#next[index] = value;
	}

	/** The current array is replaced another way (widened, trimmed): forget the successor. */
	drop(): void {
		this.#next = null;
	}
}

/** Whether `value` can be stored exactly in `values`. */
function fits(values: NumberArray, value: number): boolean {
	if (values instanceof Float64Array) return true;
	if (values instanceof Int32Array) return (value | 0) === value;
	if (values instanceof Int16Array) return (value << 16) >> 16 === value;
	return (value << 24) >> 24 === value;
}

/** The narrowest array kind that holds `value` exactly, at least as wide as `values`. */
function widerFor(values: NumberArray, value: number, capacity: number): NumberArray {
	if (!(values instanceof Int8Array) || (value << 16) >> 16 !== value) {
		if ((value | 0) === value && !(values instanceof Float64Array)) return new Int32Array(capacity);
		return new Float64Array(capacity);
	}
	return new Int16Array(capacity);
}

/**
 * Numbers in the narrowest typed array that holds every one exactly: bytes while they are small
 * integers (a depth, a heuristic value), then 16- and 32-bit integers, and doubles once a value
 * is fractional, NaN or large. Reading never rounds.
 */
export class NumberColumn {
	values: NumberArray;
	length = 0;
	/** Pushes and overwrites so far: a trim in progress gives up when the column changed. */
	#writes = 0;
	readonly #ahead = new CopyAhead<NumberArray>();

	constructor(capacity = INITIAL_CAPACITY) {
		this.values = new Int8Array(capacity);
	}

	push(value: number): void {
		if (!fits(this.values, value)) this.#reallocate(value, this.values.length);
		if (this.length === this.values.length) {
			this.values =
				this.#ahead.take(this.values, this.length) ?? this.#resized(Math.max(this.length, 1) * 2);
		}
		this.values[this.length++] = value;
		this.#writes++;
		this.#ahead.step(this.values, this.length, 4);
	}

	/** Overwrites entry `index` (already pushed). */
	set(index: number, value: number): void {
		if (index >= this.length)
			throw new RangeError(`No entry ${index}: the column has ${this.length}.`);
		if (!fits(this.values, value)) this.#reallocate(value, this.values.length);
		this.values[index] = value;
		this.#ahead.overwrite(index, value);
		this.#writes++;
	}

	/** The last entry pushed. */
	last(): number {
		return this.values[this.length - 1];
	}

	/**
	 * Gives back the room kept for growth (a later push makes room again), a chunk of copying
	 * per step (exactCopy). The column reads the same meanwhile; if it is written to before the
	 * copy is done, the copy is dropped and the room kept.
	 */
	*trimming(): Generator<void, void> {
		const { values, length } = this;
		this.#ahead.drop();
		if (values.length === length) return;
		const writes = this.#writes;
		const copy = yield* exactCopy(values, length);
		if (this.#writes === writes && this.values === values) {
			this.values = copy;
			this.#ahead.drop();
		}
	}

	/** The same kind of array with room for `capacity` entries, holding the entries so far. */
	#resized(capacity: number): NumberArray {
		const next = new (this.values.constructor as new (n: number) => NumberArray)(capacity);
		next.set(this.values.subarray(0, this.length));
		return next;
	}

	/** A value that does not fit: every entry moves to a wider kind of array, at once. */
	#reallocate(value: number, capacity: number): void {
		const next = widerFor(this.values, value, capacity);
		next.set(this.values.subarray(0, this.length));
		this.values = next;
		this.#ahead.drop();
	}
}

/** Entries between two totals a RunningTotalColumn keeps whole. */
const TOTAL_EVERY = 32;

/**
 * A running total per step (nodes so far, the frontier's size, where a step's diff starts in
 * the pool): kept as each step's change, a byte while changes are small, and the total itself
 * every TOTAL_EVERY steps, so a million steps cost about 1.1 MB where whole 32-bit totals cost
 * 4 MB. Reading one adds up at most TOTAL_EVERY − 1 changes. Totals must be integers (counts,
 * offsets), so the sums are exact.
 */
export class RunningTotalColumn {
	readonly #changes = new NumberColumn();
	readonly #totals = new NumberColumn();
	#last = 0;

	get length(): number {
		return this.#changes.length;
	}

	push(total: number): void {
		const index = this.#changes.length;
		this.#changes.push(index === 0 ? 0 : total - this.#last);
		if (index % TOTAL_EVERY === 0) this.#totals.push(total);
		this.#last = total;
	}

	/** The total at entry `index` (pushed). */
	at(index: number): number {
		const mark = Math.floor(index / TOTAL_EVERY);
		let total = this.#totals.values[mark];
		const changes = this.#changes.values;
		for (let i = mark * TOTAL_EVERY + 1; i <= index; i++) total += changes[i];
		return total;
	}

	/** The total pushed last (0 before any). */
	last(): number {
		return this.#last;
	}

	*trimming(): Generator<void, void> {
		yield* this.#changes.trimming();
		yield* this.#totals.trimming();
	}
}

/** A growable array of small flags or codes (0–255), e.g. a role per node id. */
export class ByteColumn {
	values = new Uint8Array(INITIAL_CAPACITY);

	/** Entry `index`; 0 for an index never written. */
	get(index: number): number {
		return index < this.values.length ? this.values[index] : 0;
	}

	set(index: number, value: number): void {
		// A byte per entry: even a few million copy in a blink, so this column simply grows.
		if (index >= this.values.length) {
			let capacity = this.values.length * 2;
			while (capacity <= index) capacity *= 2;
			const grown = new Uint8Array(capacity);
			grown.set(this.values);
			this.values = grown;
		}
		this.values[index] = value;
	}
}

/**
 * Short strings (actions: "Up", "Left", a road's name) stored as indexes into a table of the
 * distinct values seen, so a million children cost a byte or two each, not a pointer each.
 */
export class TextColumn {
	readonly #codes = new NumberColumn();
	readonly #table: (string | null)[] = [];
	readonly #index = new Map<string | null, number>();

	get length(): number {
		return this.#codes.length;
	}

	push(text: string | null): void {
		let code = this.#index.get(text);
		if (code === undefined) {
			code = this.#table.length;
			this.#table.push(text);
			this.#index.set(text, code);
		}
		this.#codes.push(code);
	}

	get(index: number): string | null {
		return this.#table[this.#codes.values[index]];
	}

	trimming(): Generator<void, void> {
		return this.#codes.trimming();
	}
}

type StateStorage = 'none' | 'numbers' | 'nibbles' | 'bytes' | 'objects';

/**
 * States in the most compact form their values allow, decided by the first state and kept while
 * every later one fits: a number (a packed tile board) in a Float64Array; a string of fixed
 * length whose character codes are below 16 (a board of up to 16 cells) in half a byte per
 * character, below 256 in a byte per character; anything else (a city's name, an object) as
 * itself. Decoding gives back a value equal to the one pushed (=== for numbers and strings).
 */
export class StateColumn<S> {
	#storage: StateStorage = 'none';
	#numbers = new Float64Array(0);
	#bytes = new Uint8Array(0);
	/** Characters per string state. */
	#width = 0;
	/** Bytes per string state. */
	#stride = 0;
	#objects: S[] = [];
	#codes: number[] = [];
	readonly #numbersAhead = new CopyAhead<Float64Array<ArrayBuffer>>();
	readonly #bytesAhead = new CopyAhead<Uint8Array<ArrayBuffer>>();
	length = 0;

	push(state: S): void {
		if (this.#storage === 'none') this.#choose(state);
		if (!this.#fits(state)) this.#fallBack();
		const i = this.length;
		switch (this.#storage) {
			case 'numbers':
				if (i === this.#numbers.length) {
					this.#numbers =
						this.#numbersAhead.take(this.#numbers, i) ?? grow(this.#numbers, Float64Array);
				}
				this.#numbers[i] = state as number;
				this.#numbersAhead.step(this.#numbers, i + 1, 4);
				break;
			case 'nibbles':
			case 'bytes':
				this.#writeString(state as string, i);
				break;
			default:
				this.#objects.push(state);
		}
		this.length++;
	}

	get(index: number): S {
		if (index >= this.length)
			throw new RangeError(`No state ${index}: the column has ${this.length}.`);
		switch (this.#storage) {
			case 'numbers':
				return this.#numbers[index] as S;
			case 'nibbles':
			case 'bytes':
				return this.#readString(index) as S;
			default:
				return this.#objects[index];
		}
	}

	get byteLength(): number {
		return this.#numbers.byteLength + this.#bytes.byteLength;
	}

	/** Gives back the room kept for growth, as NumberColumn's `trimming` does. */
	*trimming(): Generator<void, void> {
		const length = this.length;
		const numbers = this.#numbers;
		const bytes = this.#bytes;
		this.#numbersAhead.drop();
		this.#bytesAhead.drop();
		const numbersKept = this.#storage === 'numbers' ? length : 0;
		const bytesKept =
			this.#storage === 'nibbles' || this.#storage === 'bytes' ? length * this.#stride : 0;
		const trimmedNumbers =
			numbers.length === numbersKept ? numbers : yield* exactCopy(numbers, numbersKept);
		const trimmedBytes = bytes.length === bytesKept ? bytes : yield* exactCopy(bytes, bytesKept);
		if (this.length !== length || this.#numbers !== numbers || this.#bytes !== bytes) return;
		this.#numbers = trimmedNumbers;
		this.#bytes = trimmedBytes;
	}

	#choose(state: S): void {
		if (typeof state === 'number') {
			this.#storage = 'numbers';
		} else if (typeof state === 'string' && state.length > 0) {
			let highest = 0;
			for (let c = 0; c < state.length; c++) highest = Math.max(highest, state.charCodeAt(c));
			this.#storage = highest < 16 ? 'nibbles' : highest < 256 ? 'bytes' : 'objects';
			this.#width = state.length;
			this.#stride = this.#storage === 'nibbles' ? (state.length + 1) >> 1 : state.length;
		} else {
			this.#storage = 'objects';
		}
	}

	#fits(state: S): boolean {
		switch (this.#storage) {
			case 'numbers':
				return typeof state === 'number';
			case 'nibbles':
			case 'bytes': {
				if (typeof state !== 'string' || state.length !== this.#width) return false;
				const limit = this.#storage === 'nibbles' ? 16 : 256;
				for (let c = 0; c < state.length; c++) if (state.charCodeAt(c) >= limit) return false;
				return true;
			}
			default:
				return true;
		}
	}

	/** A state that does not fit the compact form: keep every state as itself from now on. */
	#fallBack(): void {
		const all: S[] = [];
		for (let i = 0; i < this.length; i++) all.push(this.get(i));
		this.#objects = all;
		this.#numbers = new Float64Array(0);
		this.#bytes = new Uint8Array(0);
		this.#numbersAhead.drop();
		this.#bytesAhead.drop();
		this.#storage = 'objects';
	}

	#writeString(text: string, index: number): void {
		const stride = this.#stride;
		const at = index * stride;
		if (at + stride > this.#bytes.length) {
			const next = this.#bytesAhead.take(this.#bytes, at);
			this.#bytes = next !== null && at + stride <= next.length ? next : this.#bytes;
			while (at + stride > this.#bytes.length) this.#bytes = grow(this.#bytes, Uint8Array, stride);
		}
		const bytes = this.#bytes;
		if (this.#storage === 'bytes') {
			for (let c = 0; c < text.length; c++) bytes[at + c] = text.charCodeAt(c);
		} else {
			for (let c = 0; c < text.length; c += 2) {
				const high = c + 1 < text.length ? text.charCodeAt(c + 1) : 0;
				bytes[at + (c >> 1)] = text.charCodeAt(c) | (high << 4);
			}
		}
		this.#bytesAhead.step(bytes, at + stride, 4 * stride);
	}

	#readString(index: number): string {
		const codes = this.#codes;
		const width = this.#width;
		codes.length = width;
		const bytes = this.#bytes;
		const at = index * this.#stride;
		if (this.#storage === 'bytes') {
			for (let c = 0; c < width; c++) codes[c] = bytes[at + c];
		} else {
			for (let c = 0; c < width; c++) {
				const byte = bytes[at + (c >> 1)];
				codes[c] = (c & 1) === 0 ? byte & 15 : byte >> 4;
			}
		}
		return String.fromCharCode(...codes);
	}
}

/** A copy of `values` with twice the room (at least `minimum` more entries). */
function grow<T extends Float64Array | Uint8Array>(
	values: T,
	Kind: new (length: number) => T,
	minimum = 1
): T {
	const grown = new Kind(Math.max(values.length * 2, values.length + minimum, INITIAL_CAPACITY));
	grown.set(values);
	return grown;
}
