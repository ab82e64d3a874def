/**
 * A tile-puzzle state is its own key: the board packed into a primitive, so states are small,
 * immutable by construction, cheap to compare and cheap to post to a Web Worker.
 *
 * - Up to 13 cells: a number holding each cell in 4 bits, cell i in bits 4i..4i+3
 *   (13 · 4 = 52 bits, exact below 2^53). A move changes two digits, so a child's state is
 *   the parent's plus tile · (16^blank − 16^target): no decoding, no allocation.
 * - More cells: a string with one character per cell (character code = tile).
 */
export type TileState = number | string;

export const PACKED_MAX_CELLS = 13;

const TWO_TO_32 = 4294967296;

export function encodeTiles(cells: ArrayLike<number>): TileState {
	if (cells.length > PACKED_MAX_CELLS) return String.fromCharCode(...Array.from(cells));
	let state = 0;
	for (let i = cells.length - 1; i >= 0; i--) state = state * 16 + cells[i];
	return state;
}

/** The tile in cell `index` (0 for the blank). */
export function tileAt(state: TileState, index: number): number {
	if (typeof state === 'string') return state.charCodeAt(index);
	return packedCell(lowBits(state), highBits(state), index);
}

/**
 * A packed state read as two 32-bit halves (cells 0-7 and 8-12), so that each cell is a shift
 * and a mask rather than a float division: `packedCell(lowBits(s), highBits(s), i)`.
 */
export function lowBits(state: number): number {
	return state >>> 0;
}

export function highBits(state: number): number {
	return (state / TWO_TO_32) >>> 0;
}

export function packedCell(low: number, high: number, index: number): number {
	return index < 8 ? (low >>> (4 * index)) & 15 : (high >>> (4 * (index - 8))) & 15;
}

/**
 * The blank's cell in a packed state: its lowest zero digit, since cells past the board's last
 * are zero too. In a 32-bit word w, (w − 0x11111111) & ~w & 0x88888888 has its lowest set bit in
 * the lowest zero digit (a borrow only runs upwards from a zero digit), so this takes a few
 * word operations instead of a loop over the cells.
 */
export function packedBlank(low: number, high: number): number {
	const inLow = (low - 0x11111111) & ~low & 0x88888888;
	if (inLow !== 0) return (31 - Math.clz32(inLow & -inLow)) >> 2;
	const inHigh = (high - 0x11111111) & ~high & 0x88888888;
	return 8 + ((31 - Math.clz32(inHigh & -inHigh)) >> 2);
}

/** Writes the `count` cells of `state` into `into` (a new array unless one is given). */
export function decodeTiles(
	state: TileState,
	count: number,
	into: Uint8Array = new Uint8Array(count)
): Uint8Array {
	if (typeof state === 'string') {
		for (let i = 0; i < count; i++) into[i] = state.charCodeAt(i);
		return into;
	}
	const low = lowBits(state);
	const high = highBits(state);
	for (let i = 0; i < count; i++) into[i] = packedCell(low, high, i);
	return into;
}
