/**
 * Frames to an animated GIF with gifenc. One palette, quantized from all frames together, keeps
 * the colours of a tile from flickering between frames; the GIF loops forever and holds the
 * last frame (the goal) longer so a viewer sees where the solution ends.
 */
import { applyPalette, GIFEncoder, quantize } from 'gifenc';

export interface GifFrames {
	readonly width: number;
	readonly height: number;
	/** RGBA pixels, width × height × 4 bytes each. */
	readonly frames: readonly Uint8ClampedArray[];
	/** Milliseconds each frame shows; the last one shows `lastDelay`. */
	readonly delay: number;
	readonly lastDelay: number;
}

export function animatedGif({ width, height, frames, delay, lastDelay }: GifFrames): Uint8Array {
	if (frames.length === 0) throw new RangeError('A GIF needs at least one frame.');
	const all = new Uint8ClampedArray(frames.length * width * height * 4);
	frames.forEach((frame, i) => all.set(frame, i * width * height * 4));
	const palette = quantize(all, 256);
	const gif = GIFEncoder();
	frames.forEach((frame, i) => {
		gif.writeFrame(applyPalette(frame, palette), width, height, {
			palette: i === 0 ? palette : undefined,
			delay: i === frames.length - 1 ? lastDelay : delay,
			repeat: 0
		});
	});
	gif.finish();
	return gif.bytes();
}
