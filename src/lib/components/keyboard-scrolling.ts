import type { Attachment } from 'svelte/attachments';

/**
 * A box that scrolls sideways (a wide formula on a phone) must be reachable from the keyboard,
 * or a reader without a mouse or touch cannot see its end (WCAG 2.1.1; axe's
 * scrollable-region-focusable). This attachment watches the boxes that match `selector` inside
 * the element it is attached to, and while one is wider than its content box it becomes a Tab
 * stop: a named region (`name` gives each its own name, as landmarks need) that the arrow keys
 * scroll. A box that fits stays out of the Tab order, so a wide screen has no useless stops.
 */
export function keyboardScrolling(
	selector: string,
	name: (position: number) => string
): Attachment<HTMLElement> {
	return (container) => {
		const boxes = [...container.querySelectorAll<HTMLElement>(selector)];
		const update = (box: HTMLElement): void => {
			// One pixel of slack: sub-pixel layout can leave a fitting box a fraction wider.
			const scrolls = box.scrollWidth > box.clientWidth + 1;
			if (scrolls) {
				box.tabIndex = 0;
				box.setAttribute('role', 'region');
				box.setAttribute('aria-label', name(boxes.indexOf(box) + 1));
			} else {
				box.removeAttribute('tabindex');
				box.removeAttribute('role');
				box.removeAttribute('aria-label');
			}
		};
		// The box's width follows the window; what is inside it is fixed when the page is built.
		const observer = new ResizeObserver((entries) => {
			for (const entry of entries) update(entry.target as HTMLElement);
		});
		for (const box of boxes) observer.observe(box);
		return () => observer.disconnect();
	};
}
