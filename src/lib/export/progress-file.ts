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
import { countText, countWords, pluralWord } from '$lib/count-text';
import { isFurther, readAttempt } from '$lib/practice/attempt';
import {
	MAX_SAVED_ENTRIES,
	readSavedKey,
	savedKey,
	type Json,
	type SavedStore
} from '$lib/persist/saved-inputs';

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
	| { readonly ok: false; readonly message: string };

/** What each refusal says, for the tests to hold the words exactly. */
export const PROGRESS_MESSAGES = {
	tooLarge:
		'This file is larger than 5 MB, far more than a progress file holds, so it was not read.',
	notJson:
		'This file is not JSON, so it is not a progress file: choose a file that Export my progress saved.',
	otherFormat:
		'This file is JSON but not a Frontier progress file: choose a file that Export my progress saved.',
	noVersion:
		'This progress file does not say which version of the format it is, so it was not read.',
	newer: (version: number): string =>
		`This progress file is version ${countText(version)}, newer than this site reads (version ${PROGRESS_VERSION}): it was saved by a newer Frontier.`,
	noEntries: 'This progress file has no list of entries, so it was not read.',
	tooMany: (count: number): string =>
		`This progress file holds ${countWords(count, 'entry', 'entries')}, more than the ${countText(MAX_PROGRESS_ENTRIES)} a progress file may hold, so it was not read.`,
	noneReadable: (count: number): string =>
		`This progress file has ${entriesText(count)}, and none of them could be read, so nothing was imported.`
} as const;

function entriesText(count: number): string {
	return countWords(count, 'entry', 'entries');
}

function answersText(count: number): string {
	return countWords(count, 'answer', 'answers');
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
	readonly message: string;
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
): string {
	const sentences: string[] = [];
	if (read === 0) {
		sentences.push('This progress file holds no answers: nothing changed.');
	} else {
		// Attempts go by answers given, not time: counted apart, in words of their own.
		const further = merge.attempts.filter((a) => a.restored && a.keptAnswers !== null).length;
		const notFurther = merge.attempts.filter((a) => !a.restored).length;
		const newer = merge.replaced - further;
		const older = merge.older - notFurther;
		const parts = [
			merge.added > 0 ? `${countText(merge.added)} new` : '',
			newer > 0 ? `${countText(newer)} newer than yours` : '',
			further > 0 ? `${countText(further)} further on than yours` : '',
			merge.same > 0 ? `${countText(merge.same)} already here` : '',
			older > 0 ? `${countText(older)} not newer than yours, so yours stay` : '',
			notFurther > 0 ? `${countText(notFurther)} no further on than yours, so yours stay` : ''
		].filter((part) => part !== '');
		sentences.push(`Imported ${answersText(read)}: ${parts.join(', ')}.`);
		sentences.push(...merge.attempts.map(attemptSentence));
	}
	if (skipped > 0) {
		sentences.push(
			`${entriesText(skipped)} in the file could not be used and ${pluralWord(skipped, 'was', 'were')} skipped.`
		);
	}
	if (merge.dropped > 0) {
		sentences.push(
			`This browser keeps the ${countText(MAX_SAVED_ENTRIES)} newest answers, so ${merge.dropped === 1 ? 'the oldest one' : `the ${countText(merge.dropped)} oldest`} went.`
		);
	}
	const changed = merge.writes.length > 0;
	if (changed) {
		sentences.push(
			where.changedHere && where.shownAtOnce === true
				? 'This page shows them now; other pages show theirs when you open them.'
				: where.changedHere
					? 'Reload this page to see the imported answers here; other pages show theirs when you open them.'
					: 'Each page shows the imported answers when you open it.'
		);
	}
	if (changed && where.memoryOnly) {
		sentences.push(
			'This browser keeps no storage for this site here, so the imported answers last only until you leave the site or reload the page.'
		);
	}
	return sentences.join(' ');
}

/**
 * What became of one practice attempt of the file, in words: with the answers on each side, the
 * "newer" or "older" of the counts means little for it (it goes by answers, not time).
 */
export function attemptSentence(attempt: AttemptImport): string {
	const at = attempt.title === '' ? 'the practice' : `“${attempt.title}”`;
	const here = (count: number): string => (count === 0 ? 'no answers' : answersText(count));
	if (!attempt.restored) {
		return `Your attempt at ${at} here has ${here(attempt.keptAnswers ?? 0)}, as far as the file’s (${here(attempt.answers)}), so it stays.`;
	}
	return attempt.keptAnswers === null
		? `Restored your attempt at ${at}: ${here(attempt.answers)}.`
		: `Restored your attempt at ${at}: ${here(attempt.answers)}, in place of the one here with ${here(attempt.keptAnswers)}.`;
}

/** The words after an export, or of an export with nothing to save (then no file is made). */
export function exportMessage(count: number, fileName: string, memoryOnly: boolean): string {
	if (count === 0) {
		return memoryOnly
			? 'There is nothing to export: nothing has been answered on this visit, and this browser keeps nothing from earlier ones.'
			: 'There is nothing to export yet: answers to challenges and lesson exercises are kept here as you give them.';
	}
	return memoryOnly
		? `Saved ${answersText(count)} from this visit to ${fileName}. This browser keeps no storage for this site here, so answers given here last only until you leave the site or reload the page: the file is their only lasting copy.`
		: `Saved ${answersText(count)} to ${fileName}.`;
}
