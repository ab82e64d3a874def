/**
 * SVG documents as files: rendered to PNG within the limits of a browser's canvas, and offered
 * as downloads.
 */

import { message } from '../messages';
import { MessageError } from '../messages/message-error';

/** Text as an SVG file's element content holds it: &, < and > escaped. */
export function xmlText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The largest PNG made: Chromium refuses canvases over 16,384 px a side or about 268 million
 * pixels, and encoding even a tenth of that takes seconds, so a big tree is scaled down to fit
 * (its SVG keeps every detail).
 */
export const PNG_MAX_SIDE = 16_384;
export const PNG_MAX_PIXELS = 40_000_000;

/** The scale to render a `width` × `height` drawing at: `preferred`, or less to fit the limits. */
export function pngScale(width: number, height: number, preferred = 2): number {
	const bySide = PNG_MAX_SIDE / Math.max(width, height, 1);
	const byArea = Math.sqrt(PNG_MAX_PIXELS / Math.max(width * height, 1));
	return Math.min(preferred, bySide, byArea);
}

/**
 * An SVG document rendered to PNG at `scale` device pixels per SVG pixel, or less when the
 * drawing is too big for that (see pngScale); resolves with the PNG and the scale used.
 */
export async function svgToPng(
	svgText: string,
	preferred = 2
): Promise<{ png: Blob; scale: number }> {
	const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
	try {
		const image = new Image();
		image.src = url;
		await image.decode();
		const scale = pngScale(image.naturalWidth, image.naturalHeight, preferred);
		const canvas = document.createElement('canvas');
		canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
		canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
		const context = canvas.getContext('2d');
		if (context === null) throw new MessageError(message('files_no_canvas', {}));
		context.drawImage(image, 0, 0, canvas.width, canvas.height);
		const png = await new Promise<Blob>((done, fail) =>
			canvas.toBlob(
				(blob) => (blob ? done(blob) : fail(new MessageError(message('files_png_failed', {})))),
				'image/png'
			)
		);
		return { png, scale };
	} finally {
		URL.revokeObjectURL(url);
	}
}

/** Offers `data` to the user as a download named `name`. */
export function download(name: string, data: BlobPart, type: string): void {
	const url = URL.createObjectURL(new Blob([data], { type }));
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
