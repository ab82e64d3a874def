/**
 * Svelte's side of saved inputs (src/lib/persist): a widget names what it keeps, and gets it
 * back once the page is in the browser. Values are read in `onMount`, after hydration, so the
 * prerendered page and the first render agree; the widget then replays them through its own
 * handlers, which recompute what follows from them (a board, an error message).
 */
import { pathWithoutLocale } from '$lib/messages/locale-path';
import { getContext, onMount, setContext } from 'svelte';
import { browserSavedStore } from '$lib/persist/browser-store';
import {
	SAVED_PLACES,
	type Json,
	type SavedCheck,
	type SavedPlace
} from '$lib/persist/saved-inputs';

const SCOPE = Symbol('saved-scope');

interface SavedScope {
	readonly page: string;
	/** How many widgets of each kind have asked so far: the second table is `Name-2`. */
	readonly counts: Map<string, number>;
}

/**
 * Names the page for the widgets inside: `lessons/09-heuristics`, `play`. Widgets are numbered
 * per kind in the order they are created, which is the page's order, the same on every load.
 */
export function provideSavedScope(page: string): void {
	// A plain counter, read once per widget as it is created: nothing draws from it.
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	setContext(SCOPE, { page, counts: new Map() } satisfies SavedScope);
}

/** Whether what the reader makes lasts only until the page is left (storage refused). */
export const savedStatus = $state({ memoryOnly: false });

let listening = false;
function listen(): void {
	if (listening) return;
	listening = true;
	const store = browserSavedStore();
	store.onStatus((_, status) => {
		if (status === 'memory') savedStatus.memoryOnly = true;
	});
	if (SAVED_PLACES.some((place) => store.status(place) === 'memory')) {
		savedStatus.memoryOnly = true;
	}
}

export interface SavedInput {
	save(value: Json): void;
	clear(): void;
}

/**
 * Keeps one widget's input under `<page>:<widget>-<n>` in `place`; `restore` gets the saved
 * value, once `check` has accepted it, when the widget mounts.
 */
export function savedInput<T>(
	widget: string,
	place: SavedPlace,
	check: SavedCheck<T>,
	restore: (value: T) => void
): SavedInput {
	const scope = getContext<SavedScope | undefined>(SCOPE);
	let input = `${widget}-1`;
	if (scope !== undefined) {
		const n = (scope.counts.get(widget) ?? 0) + 1;
		scope.counts.set(widget, n);
		input = `${widget}-${n}`;
	}
	// Outside a scope the page is its path, without its language (the same work in every
	// language): right for a page with one widget of each kind.
	const page = (): string => scope?.page ?? pathWithoutLocale(window.location.pathname);

	onMount(() => {
		listen();
		const value = browserSavedStore().read(place, page(), input, check);
		if (value !== null) restore(value);
	});

	return {
		save: (value) => {
			listen();
			browserSavedStore().write(place, page(), input, value);
		},
		clear: () => {
			listen();
			browserSavedStore().remove(place, page(), input);
		}
	};
}

/** Reads a page's own saved value (pages whose key depends on their link). */
export function readSaved<T>(
	place: SavedPlace,
	page: string,
	input: string,
	check: SavedCheck<T>
): T | null {
	listen();
	return browserSavedStore().read(place, page, input, check);
}

export function writeSaved(place: SavedPlace, page: string, input: string, value: Json): void {
	listen();
	browserSavedStore().write(place, page, input, value);
}
