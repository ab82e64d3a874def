import type { Page } from '@playwright/test';
import type { TextSample } from './contrast';

/**
 * Reads from the page what contrast.ts needs to judge text that axe cannot: every visible SVG
 * <text> (tree, frontier, charts, boards, maps), and the elements named by `selectors` (the ones
 * axe left undecided). Each sample lists the paints between the text and the page: for HTML,
 * the background of each ancestor; for SVG, the shapes painted under the text's middle (with
 * isPointInFill, so a circle's corner does not count), a halo of stroke drawn under the glyphs,
 * and then the HTML around the drawing.
 */
export async function textSamples(page: Page, selectors: readonly string[]): Promise<TextSample[]> {
	return page.evaluate((selectors) => {
		const describe = (element: Element): string => {
			const classes = [...element.classList].map((name) => `.${name}`).join('');
			const around = element.closest('[aria-label], figure, section[id], [id]');
			const label =
				around === null
					? ''
					: ` in ${around.tagName.toLowerCase()}${around.id ? `#${around.id}` : ''}${
							around.getAttribute('aria-label') ? `[${around.getAttribute('aria-label')}]` : ''
						}`;
			return `${element.tagName.toLowerCase()}${classes}${label}`;
		};
		/** Opacity times the opacity of every ancestor below `top` (a fading group inside a level). */
		const fade = (element: Element, top: Element): number => {
			let value = 1;
			for (let at: Element | null = element; at !== null && at !== top; at = at.parentElement) {
				value *= Number(getComputedStyle(at).opacity);
			}
			return value;
		};
		const htmlLevel = (element: Element) => {
			const style = getComputedStyle(element);
			return {
				paints: [{ color: style.backgroundColor, opacity: 1 }],
				opacity: Number(style.opacity)
			};
		};
		const levelsAbove = (element: Element | null) => {
			const levels = [];
			for (let at = element; at !== null; at = at.parentElement) levels.push(htmlLevel(at));
			return levels;
		};
		const inactive = (element: Element): boolean =>
			element.closest(':disabled, [aria-disabled="true"]') !== null;

		const samples = [];
		for (const selector of selectors) {
			const element = document.querySelector(selector);
			// SVG text is read below with the shapes it sits on.
			if (element === null || element instanceof SVGElement || inactive(element)) continue;
			// The root and body hold no text of their own worth a sample: their text is the whole
			// page's, measured in the elements that hold it (axe once left <html> undecided on
			// lesson 9, and its whole text read as white on the white default under the page).
			if (element === document.documentElement || element === document.body) continue;
			const style = getComputedStyle(element);
			samples.push({
				text: (element.textContent ?? '').trim().slice(0, 40),
				where: describe(element),
				color: style.color,
				colorOpacity: 1,
				levels: levelsAbove(element),
				fontSizePx: parseFloat(style.fontSize),
				fontWeight: Number(style.fontWeight)
			});
		}

		for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
			if ((text.textContent ?? '').trim() === '' || inactive(text)) continue;
			if (!text.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
			const box = text.getBoundingClientRect();
			const matrix = text.getScreenCTM();
			if (box.width === 0 || box.height === 0 || matrix === null) continue;
			const style = getComputedStyle(text);
			const scale = Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
			const middle = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2);

			// Shapes painted before the text (so under it) that cover its middle.
			const svg = text.ownerSVGElement;
			const under = [...(svg?.querySelectorAll<SVGGeometryElement>('*') ?? [])].filter((shape) => {
				if (!(shape instanceof SVGGeometryElement)) return false;
				if (!(text.compareDocumentPosition(shape) & Node.DOCUMENT_POSITION_PRECEDING)) {
					return false;
				}
				if (shape.contains(text) || getComputedStyle(shape).fill === 'none') return false;
				if (!shape.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
					return false;
				}
				const toShape = shape.getScreenCTM()?.inverse();
				return toShape !== undefined && shape.isPointInFill(middle.matrixTransform(toShape));
			});

			// A stroke drawn under the glyphs, wide enough to be what their edges stand on.
			const halo =
				style.paintOrder.startsWith('stroke') &&
				style.stroke !== 'none' &&
				parseFloat(style.strokeWidth) * scale >= 2
					? [{ color: style.stroke, opacity: Number(style.strokeOpacity) }]
					: [];
			const levels = [{ paints: halo, opacity: Number(style.opacity) }];
			for (let at: Element | null = text.parentElement; at !== null; at = at.parentElement) {
				const holder = at;
				// A shape belongs to the nearest ancestor of the text that holds it.
				const branch = [...holder.children].find((child) => child.contains(text));
				const shapes = under
					.filter((shape) => holder.contains(shape) && !(branch?.contains(shape) ?? false))
					.map((shape) => {
						const shapeStyle = getComputedStyle(shape);
						return {
							color: shapeStyle.fill,
							opacity: Number(shapeStyle.fillOpacity) * fade(shape, holder)
						};
					});
				const own = at instanceof SVGElement && at !== svg ? [] : htmlLevel(at).paints;
				levels.push({ paints: [...own, ...shapes], opacity: Number(getComputedStyle(at).opacity) });
			}
			samples.push({
				text: (text.textContent ?? '').trim().slice(0, 40),
				where: describe(text),
				color: style.fill,
				colorOpacity: Number(style.fillOpacity),
				levels,
				fontSizePx: parseFloat(style.fontSize) * scale,
				fontWeight: Number(style.fontWeight)
			});
		}
		return samples;
	}, selectors);
}
