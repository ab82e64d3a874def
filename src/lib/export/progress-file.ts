/**
 * A reader's progress as a file: the answers kept in this browser, exported to take to another
 * browser or keep a copy, and imported back, merged with what is kept here.
 *
 *     {"format":"frontier-progress","version":1,"exported":"<ISO time>",
 *      "entries":[{"key":"frontier:v1:<page>:<input>","at":<ms since 1970>,"value":<JSON>}]}
 *
 * Only `localStorage` goes in the file (challenge answers, lesson exercises, practice results).
 * The `sessionStorage` drafts stay out, though they would be cheap to carry: they belong to one
 * tab by design (a new visit opens a lesson as its text describes it, docs/saved-inputs.md), so
 * bringing a half-typed board into another browser would break that promise; and a lesson
 * widget reads its drafts from the session, where an import into local storage would never be
 * read anyway.
 *
 * Reading never throws: any file a reader picks gets an answer in words. Importing merges by
 * time: an answer from the file replaces the one kept here only when it was given later. A
 * practice attempt is the exception: it is merged by how far it got (answers given), because
 * opening the practice makes an attempt with no answer, newer than any in a file, which must
 * not block the finished attempt the file brings (attempt.ts, isFurther).
 *
 * Pure TypeScript over a SavedStore; the component (ProgressFile.svelte) does the downloading
 * and the file picking. It sits in export/, a layer above both persist/ (the store) and
 * practice/ (an attempt's merge rule): it needs both, and the store must not know the practice.
 */
import { isFurther, readAttempt } from '$lib/practice/attempt';
import {
	MAX_SAVED_ENTRIES,
	readSavedKey,
	savedKey,
	type Json,
	type SavedStore
} from '$lib/persist/saved-inputs';
import { message, type MessageRef } from '$lib/messages';

export const PROGRESS_FORMAT = 'frontier-progress';
/** The file's own version (not the key schema's): a change of the file's shape bumps it. */
export const PROGRESS_VERSION = 1;
/** A full store of 200 answers is some tens of kilobytes: anything near this is not ours. */
export const MAX_PROGRESS_BYTES = 5 * 1024 * 1024;
export const MAX_PROGRESS_ENTRIES = 5000;
/**
 * Saved values are a few levels deep; a deeper one is refused, because writing it back
 * (JSON.stringify) would overflow the stack on a value nested millions deep.
 */
const MAX_VALUE_DEPTH = 32;

/** One kept value as the file holds it: its full storage key, when it was given, the value. */
export interface ProgressEntry {
	readonly key: string;
	readonly at: number;
	readonly value: Json;
}

/** What a store lists (SavedStore.entries), as file entries. */
export function progressEntries(
	listed: readonly { page: string; input: string; at: number; value: unknown }[]
): ProgressEntry[] {
	// The values were read back from JSON text, so they are JSON.
	return listed.map(({ page, input, at, value }) => ({
		key: savedKey(page, input),
		at,
		value: value as Json
	}));
}

/** The file's text: the entries as listed (oldest first), one per line for a reader's eye. */
export function progressFile(entries: readonly ProgressEntry[], now: Date): string {
	const lines = entries.map((entry) => `\t\t${JSON.stringify(entry)}`);
	const head = `{\n\t"format": ${JSON.stringify(PROGRESS_FORMAT)},\n\t"version": ${PROGRESS_VERSION},\n\t"exported": ${JSON.stringify(now.toISOString())},\n\t"entries": [`;
	return `${head}${lines.length === 0 ? ']' : `\n${lines.join(',\n')}\n\t]`}\n}\n`;
}

/** `frontier-progress-2025-03-01.json`, by the reader's own calendar. */
export function progressFileName(now: Date): string {
	const two = (n: number): string => String(n).padStart(2, '0');
	return `frontier-progress-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.json`;
}

export type ProgressRead =
	| { readonly ok: true; readonly entries: ProgressEntry[]; readonly skipped: number }
	| { readonly ok: false; readonly message: MessageRef };

/** What each refusal says, for the tests to hold the words exactly. */
export const PROGRESS_MESSAGES = {
	tooLarge: message('files_progress_too_large', {}),
	notJson: message('files_progress_not_json', {}),
	otherFormat: message('files_progress_other_format', {}),
	noVersion: message('files_progress_no_version', {}),
	newer: (version: number): MessageRef =>
		message('files_progress_newer', { version, current: PROGRESS_VERSION }),
	noEntries: message('files_progress_no_entries', {}),
	tooMany: (count: number): MessageRef =>
		message('files_progress_too_many', { count, max: MAX_PROGRESS_ENTRIES }),
	noneReadable: (count: number): MessageRef => message('files_progress_none_readable', { count })
} as const;

/** `refs` one after another, each joined to the rest by `join` (a list's comma, a space). */
function chained(
	refs: readonly MessageRef[],
	join: 'files_list_more' | 'files_sentences'
): MessageRef {
	return refs
		.slice(0, -1)
		.reduceRight((rest, first) => message(join, { first, rest }), refs[refs.length - 1]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed JSON value nests no deeper than `depth` levels (checked without recursion past it). */
function shallowEnough(value: unknown, depth: number): boolean {
	if (typeof value !== 'object' || value === null) return true;
	if (depth === 0) return false;
	const children = Array.isArray(value) ? value : Object.values(value);
	return children.every((child) => shallowEnough(child, depth - 1));
}

/** One entry of the file, or null when it is not one this site could have written. */
function readEntry(raw: unknown): ProgressEntry | null {
	if (!isRecord(raw)) return null;
	const { key, at, value } = raw;
	if (typeof key !== 'string' || readSavedKey(key) === null) return null;
	if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return null;
	if (!('value' in raw) || !shallowEnough(value, MAX_VALUE_DEPTH)) return null;
	// Parsed from JSON text and checked for depth: a JSON value.
	return { key, at, value: value as Json };
}

/**
 * Reads a progress file's text: its entries (the newest of any key given twice), with how many
 * were skipped as unusable; or, for anything that is not a file this site can read, why not.
 */
export function readProgressFile(text: string): ProgressRead {
	if (text.length > MAX_PROGRESS_BYTES) return { ok: false, message: PROGRESS_MESSAGES.tooLarge };
	let parsed: unknown;
	try {
		// Editors on Windows may save the file with a byte-order mark, which JSON does not allow.
		parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
	} catch {
		return { ok: false, message: PROGRESS_MESSAGES.notJson };
	}
	if (!isRecord(parsed) || parsed.format !== PROGRESS_FORMAT) {
		return { ok: false, message: PROGRESS_MESSAGES.otherFormat };
	}
	const { version, entries } = parsed;
	if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
		return { ok: false, message: PROGRESS_MESSAGES.noVersion };
	}
	if (version > PROGRESS_VERSION) return { ok: false, message: PROGRESS_MESSAGES.newer(version) };
	if (!Array.isArray(entries)) return { ok: false, message: PROGRESS_MESSAGES.noEntries };
	if (entries.length > MAX_PROGRESS_ENTRIES) {
		return { ok: false, message: PROGRESS_MESSAGES.tooMany(entries.length) };
	}
	const byKey = new Map<string, ProgressEntry>();
	let skipped = 0;
	for (const raw of entries) {
		const entry = readEntry(raw);
		const seen = entry === null ? undefined : byKey.get(entry.key);
		// A file of ours never repeats a key; if one does, the later answer is the one to keep.
		if (entry === null || seen !== undefined) skipped++;
		if (entry !== null && (seen === undefined || entry.at > seen.at)) byKey.set(entry.key, entry);
	}
	if (entries.length > 0 && byKey.size === 0) {
		return { ok: false, message: PROGRESS_MESSAGES.noneReadable(entries.length) };
	}
	return { ok: true, entries: [...byKey.values()], skipped };
}

/** What an import does to the kept answers, and how it sorted the file's. */
export interface ProgressMerge {
	/** Answers of the file to keep: new keys, and answers given later than the kept ones. */
	readonly writes: readonly ProgressEntry[];
	/** Kept answers let go to stay within the store's limit (the oldest). */
	readonly removes: readonly string[];
	/** Answers for a key not kept here. */
	readonly added: number;
	/** Answers given later than the kept ones, which they replace. */
	readonly replaced: number;
	/** Answers identical to the kept ones, time and all (the file was imported before). */
	readonly same: number;
	/** Answers given no later than the kept ones, which stay. */
	readonly older: number;
	/** Answers, kept or imported, beyond the store's limit: the oldest, which go. */
	readonly dropped: number;
	/** The practice attempts of the file, each with what became of it. */
	readonly attempts: readonly AttemptImport[];
}

/** A practice attempt the file brings (kept as `practice?<assignment>:attempt`). */
export interface AttemptImport {
	/** The assignment's title, or '' for one without. */
	readonly title: string;
	/** Answers the file's attempt holds. */
	readonly answers: number;
	/** Answers of the attempt kept here, or null for none kept. */
	readonly keptAnswers: number | null;
	/** Whether the file's attempt now stands in place of the one here. */
	readonly restored: boolean;
}

/** The page of a practice attempt's key: `practice?<query>` (the input is `attempt`). */
function practiceAssignment(key: string): string | null {
	const name = readSavedKey(key);
	if (name === null || name.input !== 'attempt') return null;
	const match = /^\/?practice\?(.*)$/.exec(name.page);
	return match === null ? null : match[1];
}

/**
 * How the file's `entry` stands to the one kept here, `home`: `further` replaces it, `same` is
 * it, `not-further` leaves it. Answers go by time; practice attempts by how far they got.
 */
function standing(entry: ProgressEntry, home: ProgressEntry): 'further' | 'same' | 'not-further' {
	if (entry.at === home.at && JSON.stringify(entry.value) === JSON.stringify(home.value)) {
		return 'same';
	}
	if (practiceAssignment(entry.key) !== null) {
		const incoming = readAttempt(entry.value);
		if (incoming === null) return 'not-further';
		return isFurther(incoming, readAttempt(home.value)) ? 'further' : 'not-further';
	}
	return entry.at > home.at ? 'further' : 'not-further';
}

/**
 * Merges the file's entries into the kept ones: a file's answer wins only when it was given
 * later (on a tie the kept one stays: nothing is gained by swapping); a practice attempt wins
 * when it got further (more answers), whenever it was kept. The store keeps at most
 * `limit` answers, so when the merged set is larger the oldest of it go, whichever side they
 * came from, as the store would drop them anyway.
 */
export function mergeProgress(
	kept: readonly ProgressEntry[],
	incoming: readonly ProgressEntry[],
	limit: number = MAX_SAVED_ENTRIES
): ProgressMerge {
	const merged = new Map(kept.map((entry) => [entry.key, entry]));
	const winners = new Set<string>();
	let added = 0;
	let replaced = 0;
	let same = 0;
	let older = 0;
	const attempts: AttemptImport[] = [];
	for (const entry of incoming) {
		const home = merged.get(entry.key);
		const stands = home === undefined ? 'new' : standing(entry, home);
		const assignment = practiceAssignment(entry.key);
		const attempt = assignment === null ? null : readAttempt(entry.value);
		if (assignment !== null && attempt !== null && stands !== 'same') {
			attempts.push({
				title: new URLSearchParams(assignment).get('title') ?? '',
				answers: attempt.answers.length,
				keptAnswers: home === undefined ? null : (readAttempt(home.value)?.answers.length ?? null),
				restored: stands !== 'not-further'
			});
		}
		if (stands === 'new') added++;
		else if (stands === 'further') replaced++;
		else if (stands === 'same') {
			same++;
			continue;
		} else {
			older++;
			continue;
		}
		merged.set(entry.key, entry);
		winners.add(entry.key);
	}
	// Oldest first; a tie goes by key, so the same merge always lets the same answers go.
	const all = [...merged.values()].sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
	const dropped = all.slice(0, Math.max(0, all.length - limit));
	const gone = new Set(dropped.map((entry) => entry.key));
	const keptKeys = new Set(kept.map((entry) => entry.key));
	return {
		writes: all.filter((entry) => winners.has(entry.key) && !gone.has(entry.key)),
		removes: dropped.filter((entry) => keptKeys.has(entry.key)).map((entry) => entry.key),
		added,
		replaced,
		same,
		older,
		dropped: dropped.length,
		attempts
	};
}

/** What an import said, and whether it changed an answer of the page it was made from. */
export interface ProgressImport {
	readonly message: MessageRef;
	readonly changedHere: boolean;
}

/**
 * Reads a file's text and merges it into the store's local area. `here` is the path of the page
 * the reader imports from, without its slashes (`lessons`, `practice`): pages read their answers
 * when they open, so another page shows the imported ones when next opened, but this one only
 * after a reload, and the message says so when it matters; `shownAtOnce` says this page takes
 * the import in at once (the practice reads its attempt again).
 */
export function importProgress(
	store: SavedStore,
	text: string,
	here: string,
	shownAtOnce = false
): ProgressImport {
	const read = readProgressFile(text);
	if (!read.ok) return { message: read.message, changedHere: false };
	const kept = progressEntries(store.entries('local'));
	const merge = mergeProgress(kept, read.entries);
	for (const key of merge.removes) {
		const name = readSavedKey(key);
		if (name !== null) store.remove('local', name.page, name.input);
	}
	for (const entry of merge.writes) {
		const name = readSavedKey(entry.key);
		if (name !== null) store.write('local', name.page, name.input, entry.value, entry.at);
	}
	// A page is named by its path, perhaps with a query (a challenge's link); a widget outside a
	// named scope uses `location.pathname`, with its leading slash.
	const changedHere = merge.writes.some(
		(entry) => readSavedKey(entry.key)?.page.replace(/^\//, '').split('?')[0] === here
	);
	return {
		message: importMessage(read.entries.length, read.skipped, merge, {
			changedHere,
			memoryOnly: store.status('local') === 'memory',
			shownAtOnce
		}),
		changedHere
	};
}

/** The words of an import that read the file: what it did with each kind of answer. */
export function importMessage(
	read: number,
	skipped: number,
	merge: ProgressMerge,
	where: {
		readonly changedHere: boolean;
		readonly memoryOnly: boolean;
		/** The page shows what was imported at once (the practice takes its attempt again). */
		readonly shownAtOnce?: boolean;
	}
): MessageRef {
	const sentences: MessageRef[] = [];
	if (read === 0) {
		sentences.push(message('files_import_none', {}));
	} else {
		// Attempts go by answers given, not time: counted apart, in words of their own.
		const further = merge.attempts.filter((a) => a.restored && a.keptAnswers !== null).length;
		const notFurther = merge.attempts.filter((a) => !a.restored).length;
		const newer = merge.replaced - further;
		const older = merge.older - notFurther;
		const parts = (
			[
				['files_import_new', merge.added],
				['files_import_newer', newer],
				['files_import_further', further],
				['files_import_same', merge.same],
				['files_import_older', older],
				['files_import_not_further', notFurther]
			] as const
		)
			.filter(([, count]) => count > 0)
			.map(([id, count]) => message(id, { count }));
		sentences.push(
			message('files_import_done', { count: read, parts: chained(parts, 'files_list_more') })
		);
		sentences.push(...merge.attempts.map(attemptSentence));
	}
	if (skipped > 0) sentences.push(message('files_import_skipped', { count: skipped }));
	if (merge.dropped > 0) {
		sentences.push(
			message('files_import_dropped', { dropped: merge.dropped, max: MAX_SAVED_ENTRIES })
		);
	}
	const changed = merge.writes.length > 0;
	if (changed) {
		sentences.push(
			message(
				where.changedHere && where.shownAtOnce === true
					? 'files_import_shown_now'
					: where.changedHere
						? 'files_import_reload_here'
						: 'files_import_each_page',
				{}
			)
		);
	}
	if (changed && where.memoryOnly) sentences.push(message('files_import_memory_only', {}));
	return chained(sentences, 'files_sentences');
}

/**
 * What became of one practice attempt of the file, in words: with the answers on each side, the
 * "newer" or "older" of the counts means little for it (it goes by answers, not time).
 */
export function attemptSentence(attempt: AttemptImport): MessageRef {
	const at =
		attempt.title === ''
			? message('files_attempt_practice', {})
			: message('files_attempt_titled', { title: attempt.title });
	const here = (count: number): MessageRef =>
		count === 0 ? message('files_no_answers', {}) : message('files_count_answers', { count });
	if (!attempt.restored) {
		return message('files_attempt_stays', {
			at,
			kept: here(attempt.keptAnswers ?? 0),
			file: here(attempt.answers)
		});
	}
	return attempt.keptAnswers === null
		? message('files_attempt_restored', { at, answers: here(attempt.answers) })
		: message('files_attempt_restored_replacing', {
				at,
				answers: here(attempt.answers),
				kept: here(attempt.keptAnswers)
			});
}

/** The words after an export, or of an export with nothing to save (then no file is made). */
export function exportMessage(count: number, fileName: string, memoryOnly: boolean): MessageRef {
	if (count === 0) {
		return message(memoryOnly ? 'files_export_nothing_memory' : 'files_export_nothing', {});
	}
	return message(memoryOnly ? 'files_export_saved_memory' : 'files_export_saved', {
		count,
		fileName
	});
}
