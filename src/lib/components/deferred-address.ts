import { onDestroy } from 'svelte';
import { beforeNavigate, replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import { localized } from './locale-links';

/**
 * Keeps a page's address in step with what it shows. A query is written `delay` ms after the
 * last change, not during it: rewriting the address costs a same-document navigation (several
 * ms), and while stepping fast only the last step's address matters. It is written at once when
 * the reader leaves, so that Back (or a reload) finds what they left. Call during component
 * set-up: it hooks the page's navigation and destruction.
 */
/** The writes waiting for their delay, one per page that keeps its address in step. */
const waiting = new Set<() => void>();

/**
 * Writes every waiting address now: before the reader switches language, the address they
 * leave must hold the step they were at, since the switch reloads the page from it.
 */
export function writeWaitingAddresses(): void {
	for (const write of waiting) write();
}

export function deferredAddress(
	path: '/play' | '/compare',
	delay: number
): (query: string) => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let pending: string | null = null;
	function write(): void {
		clearTimeout(timer);
		const query = pending;
		pending = null;
		if (query !== null && window.location.search.slice(1) !== query) {
			replaceState(localized(resolve(`${path}?${query}`)), {});
		}
	}
	beforeNavigate(write);
	waiting.add(write);
	onDestroy(() => {
		clearTimeout(timer);
		waiting.delete(write);
	});
	return (query) => {
		pending = query;
		clearTimeout(timer);
		timer = setTimeout(write, delay);
	};
}
