/**
 * Whether the page is being printed: true from `beforeprint` to `afterprint`. Figures that
 * animate ask it, because paper is laid out at once, right after `beforeprint`: a glide or a
 * fade still under way would print half done. The listeners are added when this module first
 * loads, before any figure adds its own, so the flag is already set when figures hear the event.
 */
let printing = false;

if (typeof window !== 'undefined') {
	window.addEventListener('beforeprint', () => (printing = true));
	window.addEventListener('afterprint', () => (printing = false));
}

export function isPrinting(): boolean {
	return printing;
}
