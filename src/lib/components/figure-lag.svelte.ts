import { flushSync, untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';

/** How stale a figure out of view may be: it catches up at most this long after a change. */
export const OFF_SCREEN_LAG_MS = 100;

/**
 * While the run plays by frames, how often a figure in view is drawn: at every `every`-th
 * frame (its source changes once a frame), at the frames whose count since the run began to
 * play by frames, plus `phase`, is a multiple of `every`. Figures given different phases are
 * never drawn in the same frame.
 */
export interface HurriedPace {
	/** Whether the run plays by frames now. */
	readonly hurried: () => boolean;
	readonly every: number;
	readonly phase: number;
}

/**
 * What a figure should draw: what `source` gives now, or what it gave a moment ago while the
 * figure is out of view or the run plays by frames (its `HurriedPace`).
 *
 * A figure that often sits below the fold (a node's details, the charts) draws what
 * `source` gives now while the figure is on screen or near it, and while it is out of view what
 * `source` gave at most OFF_SCREEN_LAG_MS ago. A step then redraws only what the reader sees,
 * in its own frame; a figure out of view catches up in a later task, so it is never more than a
 * moment behind for a reader who scrolls to it or reads it with a screen reader, and printing
 * brings it up to date at once. `source` should be cheap (the figure's inputs, not its drawing):
 * it is still read at every change while the figure is out of view, to know that it changed.
 *
 * Create during a component's set-up (it adds an effect) and attach `watch` to the figure's box;
 * a figure never watched is taken to be in view (only its pace then holds it back).
 */
export class FigureLag<T> {
	#near = $state(true);
	#held: T = $state.raw(undefined as T);
	#source: () => T;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#pace: HurriedPace | null;
	#wasHurried = false;
	#changes = 0;
	readonly value: T;

	/**
	 * `pace`: while the run plays by frames, a figure in view is drawn only at some frames
	 * (HurriedPace): nobody reads a node's details or a chart changing sixty times a second,
	 * and the frames stay within their time for what is watched (the problem's picture, the
	 * frontier). A figure out of view is not drawn at all until the run stops or it comes into
	 * view.
	 */
	constructor(source: () => T, pace: HurriedPace | null = null) {
		this.#source = source;
		this.#pace = pace;
		this.#held = untrack(source);
		this.value = $derived(this.#near && !this.#hurrying() ? this.#source() : this.#held);
		// Before the figure's own drawing in the same update, so that the frame a figure catches
		// up in (or starts being held in) draws it once, as it is now.
		$effect.pre(() => {
			const hurrying = this.#hurrying();
			if (this.#near && !hurrying) {
				this.#wasHurried = false;
				return;
			}
			// Hurried and out of view, it waits for the run to stop or for the reader to scroll
			// to it (it then reads its source again).
			if (!this.#near && hurrying) {
				this.#wasHurried = false;
				return;
			}
			this.#source();
			if (this.#near) {
				// Hurried, in view: what it showed last, brought up to date every few frames.
				const pace = this.#pace as HurriedPace;
				if (!this.#wasHurried) {
					this.#wasHurried = true;
					this.#changes = pace.phase;
					this.#held = untrack(this.#source);
				} else if (++this.#changes % pace.every === 0) {
					this.#held = untrack(this.#source);
				}
				return;
			}
			// At most one catch-up per lag: while playing fast, a figure out of view is drawn a
			// few times a second, not at every step.
			this.#timer ??= setTimeout(() => {
				this.#timer = undefined;
				this.#held = untrack(this.#source);
			}, OFF_SCREEN_LAG_MS);
		});
		$effect(() => () => clearTimeout(this.#timer));
	}

	#hurrying(): boolean {
		return this.#pace?.hurried() ?? false;
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
