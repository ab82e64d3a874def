/**
 * The attributes of a box that scrolls sideways on a phone (a figure's table): a region with its
 * own name that takes focus, so that a reader without a mouse or touch can scroll it with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). Spread on the box, on the server
 * as in the browser: `<div class="table-wrap" {...scrollingRegion('Searches compared')}>`.
 * keyboard-scrolling.ts does the same for boxes that only sometimes scroll.
 */
export interface ScrollingRegion {
	readonly role: 'region';
	readonly tabindex: 0;
	readonly 'aria-label'?: string;
	readonly 'aria-labelledby'?: string;
}

/** Named `name`, or by the element with id `labelledBy.id` (a visible title). */
export function scrollingRegion(name: string | { readonly labelledBy: string }): ScrollingRegion {
	return typeof name === 'string'
		? { role: 'region', tabindex: 0, 'aria-label': name }
		: { role: 'region', tabindex: 0, 'aria-labelledby': name.labelledBy };
}
