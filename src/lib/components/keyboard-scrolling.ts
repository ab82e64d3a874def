import type { Attachment } from 'svelte/attachments';
import { m } from '$lib/paraglide/messages.js';

/**
 * A box that scrolls sideways (a wide formula or table on a phone) must be reachable from the
 * keyboard, or a reader without a mouse or touch cannot see its end (WCAG 2.1.1; axe's
 * scrollable-region-focusable). While a box is wider than its content box it becomes a Tab stop:
 * a region with its own name (landmarks need distinct names) that the arrow keys scroll. A box
 * that fits stays out of the Tab order, so a wide screen has no useless stops.
 */
function followScrolling(boxes: readonly HTMLElement[], name: (box: HTMLElement) => string) {
	const update = (box: HTMLElement): void => {
		// One pixel of slack: sub-pixel layout can leave a fitting box a fraction wider.
		if (box.scrollWidth > box.clientWidth + 1) {
			box.tabIndex = 0;
			box.setAttribute('role', 'region');
			box.setAttribute('aria-label', name(box));
			// Seen too: app.css shades the edge with more to see and writes this hint under the box
			// (its `content` reads the attribute), since a phone hides its scroll bar until the box
			// is touched.
			box.dataset.scrolls = m.site_scroll_hint();
		} else {
			box.removeAttribute('tabindex');
			box.removeAttribute('role');
			box.removeAttribute('aria-label');
			delete box.dataset.scrolls;
		}
	};
	// A box's width follows the window's; ResizeObserver also reports each box once at the start.
	const observer = new ResizeObserver((entries) => {
		for (const entry of entries) update(entry.target as HTMLElement);
	});
	for (const box of boxes) observer.observe(box);
	return () => observer.disconnect();
}

/** The box this is attached to scrolls by keyboard when it must, named `name`. */
export function keyboardScrolling(name: string): Attachment<HTMLElement> {
	return (box) => followScrolling([box], () => m.site_scrolls_sideways({ name }));
}

/**
 * Every box matching `selector` inside the element this is attached to (HTML that no component
 * draws, such as a lesson's formulas) scrolls by keyboard when it must; `name` gets the box's
 * position among them, from 1.
 */
export function keyboardScrollingWithin(
	selector: string,
	name: (position: number) => string
): Attachment<HTMLElement> {
	return (container) => {
		const boxes = [...container.querySelectorAll<HTMLElement>(selector)];
		return followScrolling(boxes, (box) =>
			m.site_scrolls_sideways({ name: name(boxes.indexOf(box) + 1) })
		);
	};
}
