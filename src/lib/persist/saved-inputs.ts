/**
 * What a reader makes on the site (challenge answers, typed boards, a widget's choices) kept in
 * the browser, so that a reload or a trip back through the history finds it again.
 *
 * One key schema for everything, versioned:
 *
 *     frontier:v1:<page>:<input>   →   {"v":1,"at":<ms since 1970>,"value":<JSON>}
 *
 * `<page>` names where the input lives (`play`, `lessons/09-heuristics`, a challenge's link);
 * `<input>` names the input on that page (`BoardEditor-1`) and never holds a colon, so a key
 * splits at its last colon. A value is read back only when its envelope says this version and
 * the caller's check accepts its shape; anything else (another version, malformed JSON, a
 * value of the wrong shape) is ignored, never thrown.
 *
 * Storage may be missing or refuse: with cookies blocked, or in a sandboxed or third-party
 * iframe, merely reading `window.localStorage` throws a SecurityError; a full store throws on
 * write. Then the area falls back to memory: the page works the same, what the reader makes
 * lasts until the page is left, and `status` says so, for the page to tell the reader once.
 *
 * Pure TypeScript: the storages come in as functions, so tests hand in fakes.
 */

/** The schema's version: a change of shape bumps it, and values of other versions are ignored. */
export const SAVED_VERSION = 1;
export const SAVED_PREFIX = `frontier:v${SAVED_VERSION}:`;

/**
 * Where a value lives: `session` for drafts that belong to one tab (half-typed text, a widget's
 * choices), `local` for what the reader would want back tomorrow (answers).
 */
export type SavedPlace = 'session' | 'local';
export const SAVED_PLACES: readonly SavedPlace[] = ['session', 'local'];

export type Json =
	null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** A check that turns what was read into the caller's value, or null when it does not fit. */
export type SavedCheck<T> = (value: unknown) => T | null;

/** The part of the Web Storage interface used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** `available`: the browser keeps values; `memory`: it refused, values last until the page is left. */
export type SavedStatus = 'available' | 'memory';

/** At most this many values per area: the oldest go first (answers to old challenges, say). */
export const MAX_SAVED_ENTRIES = 200;

const INPUT_NAME = /^[A-Za-z0-9-]+$/;

/** The storage key for an input on a page. */
export function savedKey(page: string, input: string): string {
	if (!INPUT_NAME.test(input)) {
		throw new Error(`An input's name is letters, digits and hyphens; got "${input}".`);
	}
	return `${SAVED_PREFIX}${page}:${input}`;
}

/** The page and input a key of this schema names; null for any other key. */
export function readSavedKey(key: string): { page: string; input: string } | null {
	if (!key.startsWith(SAVED_PREFIX)) return null;
	const rest = key.slice(SAVED_PREFIX.length);
	const colon = rest.lastIndexOf(':');
	if (colon < 0) return null;
	const input = rest.slice(colon + 1);
	return INPUT_NAME.test(input) ? { page: rest.slice(0, colon), input } : null;
}

export interface SavedEntry {
	/** When it was written, in milliseconds since 1970. */
	readonly at: number;
	readonly value: unknown;
}

/** The text stored for a value. */
export function envelopeText(value: Json, at: number): string {
	return JSON.stringify({ v: SAVED_VERSION, at, value });
}

/** Reads a stored text: null for no text, malformed JSON, another version or a broken envelope. */
export function readEnvelope(text: string | null): SavedEntry | null {
	if (text === null) return null;
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return null;
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
	const envelope = parsed as Record<string, unknown>;
	if (envelope.v !== SAVED_VERSION) return null;
	if (typeof envelope.at !== 'number' || !Number.isFinite(envelope.at)) return null;
	if (!('value' in envelope)) return null;
	return { at: envelope.at, value: envelope.value };
}

export interface SavedStore {
	/** The value saved for an input, if there is one this version wrote and `check` accepts. */
	read<T>(place: SavedPlace, page: string, input: string, check: SavedCheck<T>): T | null;
	/**
	 * Saves a value (in memory when the browser refuses), written now unless `at` says when: an
	 * imported answer keeps the time it was given, so a later import can tell which is newer.
	 */
	write(place: SavedPlace, page: string, input: string, value: Json, at?: number): void;
	remove(place: SavedPlace, page: string, input: string): void;
	/** Every value of this schema in an area, oldest first (for an export, say). */
	entries(place: SavedPlace): { page: string; input: string; at: number; value: unknown }[];
	/** Whether each area keeps values beyond this page. */
	status(place: SavedPlace): SavedStatus;
	/** Hears every change of status (an area falling back to memory). */
	onStatus(listener: (place: SavedPlace, status: SavedStatus) => void): () => void;
}

/** One area (session or local): the browser's storage while it obliges, memory after. */
class SavedArea {
	private storage: StorageLike | null | undefined = undefined;
	/** Values the storage would not take; read before the storage. */
	private readonly memory = new Map<string, string>();
	/** Whether the area has said it fell back to memory (it says so once). */
	private said = false;

	constructor(
		private readonly open: () => StorageLike | null | undefined,
		private readonly refused: () => void
	) {}

	/** Whether some values last only in memory: the storage is missing or has refused one. */
	get inMemory(): boolean {
		return this.opened() === null || this.memory.size > 0 || this.said;
	}

	private say(): void {
		if (this.said) return;
		this.said = true;
		this.refused();
	}

	/** The storage, opened on first use; null once it has refused anything. */
	private opened(): StorageLike | null {
		if (this.storage !== undefined) return this.storage;
		try {
			this.storage = this.open() ?? null;
		} catch {
			this.storage = null;
		}
		if (this.storage === null) this.say();
		return this.storage;
	}

	/** The storage threw on access: it is not tried again. */
	private fail(): void {
		this.storage = null;
		this.say();
	}

	get(key: string): string | null {
		const remembered = this.memory.get(key);
		if (remembered !== undefined) return remembered;
		const storage = this.opened();
		if (storage === null) return null;
		try {
			return storage.getItem(key);
		} catch {
			this.fail();
			return null;
		}
	}

	set(key: string, text: string): void {
		const storage = this.opened();
		if (storage !== null) {
			try {
				storage.setItem(key, text);
				this.memory.delete(key);
				return;
			} catch {
				// Full, or refusing writes: this value stays in memory; what the storage holds
				// is still read, and later writes try it again.
				this.say();
			}
		}
		this.memory.set(key, text);
	}

	delete(key: string): void {
		this.memory.delete(key);
		const storage = this.opened();
		if (storage === null) return;
		try {
			storage.removeItem(key);
		} catch {
			this.fail();
		}
	}

	/** Every key of this schema, in memory or stored. */
	keys(): string[] {
		const keys = new Set(this.memory.keys());
		const storage = this.opened();
		if (storage !== null) {
			try {
				for (let i = 0; i < storage.length; i++) {
					const key = storage.key(i);
					if (key !== null && key.startsWith(SAVED_PREFIX)) keys.add(key);
				}
			} catch {
				this.fail();
			}
		}
		return [...keys];
	}
}

/**
 * A store over the two areas. `open` gives each area's storage; it may throw (a blocked
 * storage does on access) or give null (no storage at all, as in Node).
 */
export function createSavedStore(
	open: Readonly<Record<SavedPlace, () => StorageLike | null | undefined>>,
	options: { now?: () => number; maxEntries?: number } = {}
): SavedStore {
	const now = options.now ?? Date.now;
	const maxEntries = options.maxEntries ?? MAX_SAVED_ENTRIES;
	const listeners = new Set<(place: SavedPlace, status: SavedStatus) => void>();
	const areas = {} as Record<SavedPlace, SavedArea>;
	for (const place of SAVED_PLACES) {
		areas[place] = new SavedArea(open[place], () => {
			for (const listener of listeners) listener(place, 'memory');
		});
	}

	function entries(place: SavedPlace) {
		const area = areas[place];
		const found: { page: string; input: string; at: number; value: unknown; key: string }[] = [];
		for (const key of area.keys()) {
			const name = readSavedKey(key);
			const entry = readEnvelope(area.get(key));
			if (name !== null && entry !== null) found.push({ ...name, ...entry, key });
		}
		return found.sort((a, b) => a.at - b.at);
	}

	/** Drops the oldest values beyond the limit, so an area never fills with old drafts. */
	function prune(place: SavedPlace): void {
		const all = entries(place);
		for (const entry of all.slice(0, Math.max(0, all.length - maxEntries))) {
			areas[place].delete(entry.key);
		}
	}

	return {
		read(place, page, input, check) {
			const entry = readEnvelope(areas[place].get(savedKey(page, input)));
			if (entry === null) return null;
			try {
				return check(entry.value);
			} catch {
				return null;
			}
		},
		write(place, page, input, value, at) {
			areas[place].set(savedKey(page, input), envelopeText(value, at ?? now()));
			if (areas[place].keys().length > maxEntries) prune(place);
		},
		remove(place, page, input) {
			areas[place].delete(savedKey(page, input));
		},
		entries(place) {
			return entries(place).map(({ page, input, at, value }) => ({ page, input, at, value }));
		},
		status(place) {
			return areas[place].inMemory ? 'memory' : 'available';
		},
		onStatus(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
