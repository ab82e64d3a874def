import { flushSync, untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';

/** How stale a figure out of view may be: it catches up at most this long after a change. */
export const OFF_SCREEN_LAG_MS = 100;

/**
 * What a figure that often sits below the fold (a node's details, the charts) should draw: what
 * `source` gives now while the figure is on screen or near it, and while it is out of view what
 * `source` gave at most OFF_SCREEN_LAG_MS ago. A step then redraws only what the reader sees,
 * in its own frame; a figure out of view catches up in a later task, so it is never more than a
 * moment behind for a reader who scrolls to it or reads it with a screen reader, and printing
 * brings it up to date at once. `source` should be cheap (the figure's inputs, not its drawing):
 * it is still read at every change while the figure is out of view, to know that it changed.
 *
 * Create during a component's set-up (it adds an effect) and attach `watch` to the figure's box.
 */
export class OffScreenLag<T> {
	#near = $state(true);
	#held: T = $state.raw(undefined as T);
	#source: () => T;
	#timer: ReturnType<typeof setTimeout> | undefined;
	readonly value: T;

	constructor(source: () => T) {
		this.#source = source;
		this.value = $derived(this.#near ? this.#source() : this.#held);
		$effect(() => {
			if (this.#near) return;
			this.#source();
			// At most one catch-up per lag: while playing fast, a figure out of view is drawn a
			// few times a second, not at every step.
			this.#timer ??= setTimeout(() => {
				this.#timer = undefined;
				this.#held = untrack(this.#source);
			}, OFF_SCREEN_LAG_MS);
		});
		$effect(() => () => clearTimeout(this.#timer));
	}

	/** Attach to the figure's box: it is "near" within 200 px of the viewport, and on paper. */
	readonly watch: Attachment<Element> = (element) => {
		const observer = new IntersectionObserver(
			(entries) => this.#see(entries[entries.length - 1].isIntersecting),
			{ rootMargin: '200px 0px' }
		);
		observer.observe(element);
		// Paper is laid out right after `beforeprint`: the figure is brought up to date before it.
		const printing = (): void => {
			this.#see(true);
			flushSync();
		};
		// After printing the observer is asked again where the figure is.
		const printed = (): void => {
			observer.unobserve(element);
			observer.observe(element);
		};
		window.addEventListener('beforeprint', printing);
		window.addEventListener('afterprint', printed);
		return () => {
			observer.disconnect();
			window.removeEventListener('beforeprint', printing);
			window.removeEventListener('afterprint', printed);
		};
	};

	#see(near: boolean): void {
		// Leaving view, it keeps what it shows; coming near, it shows the present at once.
		if (!near && this.#near) this.#held = untrack(this.#source);
		this.#near = near;
	}
}
