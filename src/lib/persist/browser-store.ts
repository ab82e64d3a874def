/**
 * The page's one store of saved inputs, over the browser's sessionStorage and localStorage.
 * One per page load, so that values kept in memory (storage blocked) outlive a client-side
 * navigation away and back.
 */
import { createSavedStore, type SavedStore } from './saved-inputs';

let store: SavedStore | null = null;

export function browserSavedStore(): SavedStore {
	// Reading `window.localStorage` itself throws where storage is blocked: the store catches it.
	store ??= createSavedStore({
		session: () => (typeof window === 'undefined' ? null : window.sessionStorage),
		local: () => (typeof window === 'undefined' ? null : window.localStorage)
	});
	return store;
}
