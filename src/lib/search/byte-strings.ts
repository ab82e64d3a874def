/**
 * Strings of one fixed width whose character codes are below 256 (a board of more than 13
 * cells, one character per cell), kept as rows of bytes in typed arrays rather than as string
 * objects. Graph search on an 8×8 board keeps millions of states; as strings they are millions
 * of objects every full garbage collection walks (pauses of half a second in the browser once
 * the heap held a run of two million expansions); as bytes they are a few large buffers the
 * collector does not look into.
 */

/** Whether `text` can be a row of `width` bytes. */
export function fitsBytes(text: string, width: number): boolean {
	if (text.length !== width) return false;
	for (let c = 0; c < width; c++) if (text.charCodeAt(c) > 255) return false;
	return true;
}

/** Writes `text` (which fits) as the row at byte `at` of `bytes`. */
export function writeBytes(bytes: Uint8Array, at: number, text: string): void {
	for (let c = 0; c < text.length; c++) bytes[at + c] = text.charCodeAt(c);
}

/** Whether the row at byte `at` of `bytes` holds `text` (of the row's width). */
export function bytesEqual(bytes: Uint8Array, at: number, text: string): boolean {
	for (let c = 0; c < text.length; c++) if (bytes[at + c] !== text.charCodeAt(c)) return false;
	return true;
}

const codes: number[] = [];

/** The row of `width` bytes at byte `at` of `bytes`, as a string again. */
export function readBytes(bytes: Uint8Array, at: number, width: number): string {
	codes.length = width;
	for (let c = 0; c < width; c++) codes[c] = bytes[at + c];
	return String.fromCharCode(...codes);
}

/** A 32-bit FNV-1a hash of every character of `text` (boards differ anywhere). */
export function stringHash(text: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
	return (hash ^ (hash >>> 16)) >>> 0;
}
