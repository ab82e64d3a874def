/**
 * A page printed as a handout: while it prints, every exercise answer (a closed <details> in the
 * text, not one inside a figure) is open, and every link to another page carries its full
 * address in `data-print-url`, which the print styles write after it (paper cannot be clicked,
 * and a relative address cannot be typed). Both are undone after printing, so the reader finds
 * the page as it was. Figures mount themselves on `beforeprint` (Explorer.svelte).
 */

/** Details inside these stay as they are: a figure's own panels, not answers. */
const FIGURE = 'figure, .lesson-figure, .explorer-frame';

/** Starts listening for prints on `root`; returns a function that stops. A Svelte action. */
export function printAsHandout(root: HTMLElement): { destroy: () => void } {
	let opened: HTMLDetailsElement[] = [];
	let addressed: HTMLAnchorElement[] = [];

	// A second beforeprint before the afterprint (Chromium's own, during a print a script asked
	// for) adds to what the first changed, so that the one afterprint undoes all of it.
	const before = (): void => {
		const opening = [...root.querySelectorAll<HTMLDetailsElement>('details:not([open])')].filter(
			(details) => details.closest(FIGURE) === null
		);
		for (const details of opening) details.open = true;
		opened = [...opened, ...opening];
		const addressing = [
			...root.querySelectorAll<HTMLAnchorElement>('a[href]:not([data-print-url])')
		].filter((link) => {
			const href = link.getAttribute('href') ?? '';
			// Anchors on the same page, links whose text already is their address, and the page's
			// header and navigation (a breadcrumb, the contents) would say nothing new on paper.
			return (
				!href.startsWith('#') &&
				link.textContent?.trim() !== href &&
				link.closest('header, nav') === null
			);
		});
		for (const link of addressing) link.dataset.printUrl = link.href;
		addressed = [...addressed, ...addressing];
	};
	const after = (): void => {
		for (const details of opened) details.open = false;
		for (const link of addressed) delete link.dataset.printUrl;
		opened = [];
		addressed = [];
	};

	window.addEventListener('beforeprint', before);
	window.addEventListener('afterprint', after);
	return {
		destroy: () => {
			window.removeEventListener('beforeprint', before);
			window.removeEventListener('afterprint', after);
		}
	};
}
