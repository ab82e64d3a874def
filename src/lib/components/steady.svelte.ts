import { untrack } from 'svelte';

/**
 * `read()` held as a value that changes only when `same` says it changed. What reads it is not
 * even re-checked while `read` keeps giving equal values. A derived value does not give that
 * here: measured in the explorer (Svelte 5.57), the blocks below a derived value re-ran whenever
 * a value above it changed, though it stayed equal. A step replaces the explorer's configuration
 * (the step is part of it), so each frontier row and board that reads the run's settings would be
 * drawn again at every step.
 *
 * Create during a component's set-up: it updates in an effect that runs before the DOM's.
 */
export class Steady<T> {
	#value: T = $state.raw(undefined as T);

	constructor(read: () => T, same: (a: T, b: T) => boolean = Object.is) {
		this.#value = untrack(read);
		$effect.pre(() => {
			const next = read();
			untrack(() => {
				if (!same(this.#value, next)) this.#value = next;
			});
		});
	}

	get current(): T {
		return this.#value;
	}
}
