/**
 * The search tree as a file: the drawn SVG, made standalone. On the page the tree's colours come
 * from CSS (design tokens, role classes) and its viewport from a pan/zoom transform; a file has
 * neither, so each element gets its computed paint written as attributes, and the view box is
 * set to the whole tree rather than what the viewport showed.
 */

const PAINT = [
	'fill',
	'fill-opacity',
	'stroke',
	'stroke-width',
	'stroke-dasharray',
	'stroke-opacity',
	'opacity',
	'font-family',
	'font-size',
	'font-weight',
	'text-anchor',
	'dominant-baseline',
	'paint-order',
	'display',
	'visibility'
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The tree `svg` as an SVG document of its whole drawing, `margin` px around it. */
export function standaloneSvg(svg: SVGSVGElement, background: string, margin = 16): string {
	const drawing = svg.querySelector('g');
	const box = drawing instanceof SVGGraphicsElement ? drawing.getBBox() : null;
	const clone = svg.cloneNode(true) as SVGSVGElement;
	const originals = [svg, ...svg.querySelectorAll('*')];
	const copies = [clone, ...clone.querySelectorAll('*')];
	originals.forEach((original, i) => {
		const copy = copies[i];
		const style = getComputedStyle(original);
		for (const property of PAINT) {
			const value = style.getPropertyValue(property);
			if (value !== '') copy.setAttribute(property, value);
		}
		copy.removeAttribute('class');
	});
	const x = (box?.x ?? 0) - margin;
	const y = (box?.y ?? 0) - margin;
	const width = Math.ceil((box?.width ?? 0) + 2 * margin);
	const height = Math.ceil((box?.height ?? 0) + 2 * margin);
	clone.querySelector('g')?.removeAttribute('transform');
	clone.setAttribute('xmlns', SVG_NS);
	clone.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
	clone.setAttribute('width', String(width));
	clone.setAttribute('height', String(height));
	clone.removeAttribute('role');
	const backdrop = document.createElementNS(SVG_NS, 'rect');
	for (const [name, value] of [
		['x', x],
		['y', y],
		['width', width],
		['height', height],
		['fill', background]
	] as const) {
		backdrop.setAttribute(name, String(value));
	}
	clone.insertBefore(backdrop, clone.firstChild);
	return new XMLSerializer().serializeToString(clone);
}

/** An SVG document rendered to PNG at `scale` device pixels per SVG pixel. */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
	const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
	try {
		const image = new Image();
		image.src = url;
		await image.decode();
		const canvas = document.createElement('canvas');
		canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
		canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
		const context = canvas.getContext('2d');
		if (context === null) throw new Error('This browser cannot draw on a canvas.');
		context.drawImage(image, 0, 0, canvas.width, canvas.height);
		return await new Promise<Blob>((done, fail) =>
			canvas.toBlob(
				(blob) => (blob ? done(blob) : fail(new Error('PNG encoding failed.'))),
				'image/png'
			)
		);
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
