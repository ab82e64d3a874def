/**
 * Reading a GIF's block structure: enough to count its images, which is how tests check the
 * solution export without a decoder.
 */

/** The number of images in a GIF, read from its blocks: how tests check an export. */
export function gifFrameCount(bytes: Uint8Array): number {
	const header = String.fromCharCode(...bytes.subarray(0, 6));
	if (header !== 'GIF89a' && header !== 'GIF87a') throw new Error('Not a GIF file.');
	const packed = bytes[10];
	let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
	const skipSubBlocks = (): void => {
		while (bytes[at] !== 0) at += bytes[at] + 1;
		at++;
	};
	let frames = 0;
	for (;;) {
		const block = bytes[at++];
		if (block === 0x3b) return frames;
		if (block === 0x21) {
			at++; // the extension's label
			skipSubBlocks();
		} else if (block === 0x2c) {
			frames++;
			const flags = bytes[at + 8];
			at += 9 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
			at++; // LZW minimum code size
			skipSubBlocks();
		} else {
			throw new Error(`Unexpected GIF block 0x${block?.toString(16)} at byte ${at - 1}.`);
		}
	}
}

/** A GIF's width and height in pixels, from its logical screen descriptor. */
export function gifSize(bytes: Uint8Array): { width: number; height: number } {
	const header = String.fromCharCode(...bytes.subarray(0, 6));
	if (header !== 'GIF89a' && header !== 'GIF87a') throw new Error('Not a GIF file.');
	return { width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) };
}
