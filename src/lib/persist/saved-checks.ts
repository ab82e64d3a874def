/**
 * Checks for values read back from storage: each turns what was read into the value a page
 * expects, or null when it does not fit (someone edited the storage, or an old build wrote it).
 */

/** The longest text kept for one field: a board of 8×8 in any notation fits many times over. */
export const MAX_SAVED_TEXT = 2000;

export function readRecord(value: unknown): Record<string, unknown> | null {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: null;
}

export function readText(value: unknown): string | null {
	return typeof value === 'string' && value.length <= MAX_SAVED_TEXT ? value : null;
}

/** A text, or null for a field left untouched; undefined when the value fits neither. */
export function readTextOrNull(value: unknown): string | null | undefined {
	if (value === null) return null;
	return readText(value) ?? undefined;
}

export function readChoice<T extends string>(value: unknown, choices: readonly T[]): T | null {
	return typeof value === 'string' && (choices as readonly string[]).includes(value)
		? (value as T)
		: null;
}

export function readWhole(value: unknown, min: number, max: number): number | null {
	return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
		? value
		: null;
}

export function readFlag(value: unknown): boolean | null {
	return typeof value === 'boolean' ? value : null;
}

/** A list whose every item `read` accepts, of at most `max` items; null otherwise. */
export function readList<T>(
	value: unknown,
	read: (item: unknown) => T | null,
	max: number
): T[] | null {
	if (!Array.isArray(value) || value.length > max) return null;
	const items: T[] = [];
	for (const item of value) {
		const read1 = read(item);
		if (read1 === null) return null;
		items.push(read1);
	}
	return items;
}

/**
 * What a "type a board, press Add" table keeps for the tab: the boards added (as typed), the
 * text in the field, and the text Add last refused while its message shows.
 */
export interface SavedAddedRows {
	readonly added: string[];
	readonly typed: string;
	readonly refused: string | null;
}

export function readAddedRows(value: unknown, maxRows: number): SavedAddedRows | null {
	const record = readRecord(value);
	const added = readList(record?.added, readText, maxRows);
	const typed = readText(record?.typed);
	const refused = readTextOrNull(record?.refused);
	return added === null || typed === null || refused === undefined
		? null
		: { added, typed, refused };
}

/**
 * Puts a saved table back through its own Add: each board is typed and added again, then the
 * refused text is refused again (so its message returns), then the field gets its text.
 */
export function replayAddedRows(
	saved: SavedAddedRows,
	type: (text: string) => void,
	add: () => unknown
): void {
	for (const board of saved.added) {
		type(board);
		add();
	}
	if (saved.refused !== null) {
		type(saved.refused);
		add();
	}
	type(saved.typed);
}
