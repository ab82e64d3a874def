// Types for the parts of gifenc (https://github.com/mattdesl/gifenc) that Frontier uses.
declare module 'gifenc' {
	export type Palette = number[][];
	export interface FrameOptions {
		palette?: Palette;
		delay?: number;
		repeat?: number;
	}
	export interface GifStream {
		writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
		finish(): void;
		bytes(): Uint8Array;
	}
	export function GIFEncoder(): GifStream;
	export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette;
	export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array;
}
