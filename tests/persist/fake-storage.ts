import type { StorageLike } from '$lib/persist/saved-inputs';

/** A Web Storage in a Map, as the browser's behaves (insertion-ordered keys). */
export class FakeStorage implements StorageLike {
	readonly items = new Map<string, string>();
	get length(): number {
		return this.items.size;
	}
	key(index: number): string | null {
		return [...this.items.keys()][index] ?? null;
	}
	getItem(key: string): string | null {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string): void {
		this.items.set(key, String(value));
	}
	removeItem(key: string): void {
		this.items.delete(key);
	}
}
