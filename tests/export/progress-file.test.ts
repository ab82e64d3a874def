import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	exportMessage,
	importMessage,
	importProgress,
	MAX_PROGRESS_BYTES,
	mergeProgress,
	progressEntries,
	progressFile,
	progressFileName,
	PROGRESS_MESSAGES,
	readProgressFile,
	type ProgressEntry
} from '$lib/export/progress-file';
import { createSavedStore, savedKey, type SavedStore } from '$lib/persist/saved-inputs';
import type { MessageRef } from '$lib/messages';
import { FakeStorage } from '../persist/fake-storage';
// The sentences are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const CHALLENGE = 'challenge?v=1&board=41325_786&step=1&ask=next&k=3';
const EXPORTED = new Date(Date.UTC(2025, 2, 1, 9, 30));

function storeOver(local: FakeStorage, start = 0): SavedStore {
	let clock = start;
	return createSavedStore(
		{ session: () => new FakeStorage(), local: () => local },
		{ now: () => ++clock }
	);
}

function entry(key: string, at: number, value: ProgressEntry['value']): ProgressEntry {
	return { key: savedKey('p', key), at, value };
}

/** A file's text around the entries given, as raw JSON (to write malformed ones). */
function fileWith(entries: unknown, extra: Record<string, unknown> = {}): string {
	return JSON.stringify({ format: 'frontier-progress', version: 1, entries, ...extra });
}

describe('progressFile', () => {
	it('writes the versioned format, one entry a line, oldest first', () => {
		const store = storeOver(new FakeStorage());
		store.write('local', CHALLENGE, 'answers', { picks: [1, 2], advanced: 1 });
		store.write('local', 'lessons/08-a-star', 'PredictNext-1', { offset: 0, picked: null });
		store.write('session', 'play', 'BoardEditor-1', { text: '1 2 3' });
		expect(progressFile(progressEntries(store.entries('local')), EXPORTED)).toBe(
			`{
	"format": "frontier-progress",
	"version": 1,
	"exported": "2025-03-01T09:30:00.000Z",
	"entries": [
		{"key":"frontier:v1:${CHALLENGE}:answers","at":1,"value":{"picks":[1,2],"advanced":1}},
		{"key":"frontier:v1:lessons/08-a-star:PredictNext-1","at":2,"value":{"offset":0,"picked":null}}
	]
}
`
		);
	});

	it('writes an empty list when nothing is kept', () => {
		expect(JSON.parse(progressFile([], EXPORTED))).toEqual({
			format: 'frontier-progress',
			version: 1,
			exported: '2025-03-01T09:30:00.000Z',
			entries: []
		});
	});

	it('is named by the reader’s own date', () => {
		expect(progressFileName(new Date(2025, 2, 1, 23, 59))).toBe(
			'frontier-progress-2025-03-01.json'
		);
		expect(progressFileName(new Date(2026, 11, 31, 0, 0))).toBe(
			'frontier-progress-2026-12-31.json'
		);
	});
});

describe('a round trip', () => {
	it('brings a store’s answers into an empty one exactly, times and all', () => {
		const home = storeOver(new FakeStorage());
		home.write('local', CHALLENGE, 'answers', { picks: [1, 2], advanced: 1 });
		home.write('local', 'lessons/08-a-star', 'PredictNext-1', { offset: 2, picked: 4 });
		const text = progressFile(progressEntries(home.entries('local')), EXPORTED);

		const away = storeOver(new FakeStorage(), 100);
		expect(importProgress(away, text, 'lessons')).toEqual({
			message: 'Imported 2 answers: 2 new. Each page shows the imported answers when you open it.',
			changedHere: false
		});
		expect(away.entries('local')).toEqual(home.entries('local'));
		expect(away.read('local', CHALLENGE, 'answers', (value) => value)).toEqual({
			picks: [1, 2],
			advanced: 1
		});
		// Imported twice, nothing changes.
		expect(importProgress(away, text, 'lessons').message).toEqual(
			'Imported 2 answers: 2 already here.'
		);
		expect(away.entries('local')).toEqual(home.entries('local'));
	});

	it('says a reload is needed when the page imported from shows an answer it brought', () => {
		const home = storeOver(new FakeStorage());
		home.write('local', CHALLENGE, 'answers', { picks: [1], advanced: 0 });
		const text = progressFile(progressEntries(home.entries('local')), EXPORTED);
		expect(importProgress(storeOver(new FakeStorage()), text, 'challenge')).toEqual({
			message:
				'Imported 1 answer: 1 new. Reload this page to see the imported answers here; other pages show theirs when you open them.',
			changedHere: true
		});
	});
});

describe('merging', () => {
	const kept = [
		entry('a', 10, 'a at home'),
		entry('b', 20, 'b at home'),
		entry('c', 30, 'c'),
		entry('d', 40, 'd at home')
	];
	const incoming = [
		entry('a', 15, 'a from the file'),
		entry('b', 5, 'b from the file'),
		entry('c', 30, 'c'),
		entry('d', 40, 'd from the file'),
		entry('e', 1, 'e from the file')
	];

	it('takes a file’s answer only when it is newer; a tie keeps the one at home', () => {
		expect(mergeProgress(kept, incoming)).toEqual({
			writes: [entry('e', 1, 'e from the file'), entry('a', 15, 'a from the file')],
			removes: [],
			added: 1,
			replaced: 1,
			same: 1,
			older: 2,
			dropped: 0,
			attempts: []
		});
	});

	it('writes the merge into the store and says what it did with each answer', () => {
		const local = new FakeStorage();
		const store = storeOver(local);
		for (const { key, at, value } of kept) {
			store.write('local', 'p', key.slice(key.lastIndexOf(':') + 1), value, at);
		}
		const text = progressFile(incoming, EXPORTED);
		expect(importProgress(store, text, 'lessons').message).toEqual(
			'Imported 5 answers: 1 new, 1 newer than yours, 1 already here, 2 not newer than yours, so yours stay. Each page shows the imported answers when you open it.'
		);
		expect(progressEntries(store.entries('local'))).toEqual([
			entry('e', 1, 'e from the file'),
			entry('a', 15, 'a from the file'),
			entry('b', 20, 'b at home'),
			entry('c', 30, 'c'),
			entry('d', 40, 'd at home')
		]);
	});

	it('stays within the store’s limit by letting the oldest answers go, from either side', () => {
		const home = [entry('a', 1, 1), entry('b', 2, 2)];
		expect(mergeProgress(home, [entry('c', 3, 3), entry('d', 0, 0)], 3)).toEqual({
			writes: [entry('c', 3, 3)],
			removes: [],
			added: 2,
			replaced: 0,
			same: 0,
			older: 0,
			dropped: 1,
			attempts: []
		});
		expect(mergeProgress(home, [entry('c', 3, 3), entry('d', 4, 4)], 3)).toEqual({
			writes: [entry('c', 3, 3), entry('d', 4, 4)],
			removes: [savedKey('p', 'a')],
			added: 2,
			replaced: 0,
			same: 0,
			older: 0,
			dropped: 1,
			attempts: []
		});
		const merge = mergeProgress(home, [entry('c', 3, 3), entry('d', 4, 4), entry('e', 5, 5)], 2);
		expect(importMessage(3, 0, merge, { changedHere: false, memoryOnly: false })).toEqual(
			'Imported 3 answers: 3 new. This browser keeps the 200 newest answers, so the 3 oldest went. Each page shows the imported answers when you open it.'
		);
	});

	it('with storage blocked, keeps the import in memory and says it will not last', () => {
		const store = createSavedStore({
			session: () => null,
			local: () => {
				throw new DOMException('The operation is insecure.', 'SecurityError');
			}
		});
		const text = progressFile([entry('a', 1, 'a')], EXPORTED);
		expect(importProgress(store, text, 'lessons').message).toEqual(
			'Imported 1 answer: 1 new. Each page shows the imported answers when you open it. This browser keeps no storage for this site here, so the imported answers last only until you leave the site or reload the page.'
		);
		expect(progressEntries(store.entries('local'))).toEqual([entry('a', 1, 'a')]);
	});
});

describe('exportMessage', () => {
	it('says what was saved, and when nothing outlasts the visit', () => {
		const name = 'frontier-progress-2025-03-01.json';
		expect(exportMessage(12, name, false)).toEqual(
			'Saved 12 answers to frontier-progress-2025-03-01.json.'
		);
		expect(exportMessage(1, name, true)).toEqual(
			'Saved 1 answer from this visit to frontier-progress-2025-03-01.json. This browser keeps no storage for this site here, so answers given here last only until you leave the site or reload the page: the file is their only lasting copy.'
		);
		expect(exportMessage(0, name, false)).toEqual(
			'There is nothing to export yet: answers to challenges and lesson exercises are kept here as you give them.'
		);
		expect(exportMessage(0, name, true)).toEqual(
			'There is nothing to export: nothing has been answered on this visit, and this browser keeps nothing from earlier ones.'
		);
	});
});

describe('readProgressFile refuses in words', () => {
	const refusals: [string, string, MessageRef][] = [
		['a file over 5 MB', ' '.repeat(MAX_PROGRESS_BYTES + 1), PROGRESS_MESSAGES.tooLarge],
		['an empty file', '', PROGRESS_MESSAGES.notJson],
		['text', 'my answers', PROGRESS_MESSAGES.notJson],
		['a cut file', fileWith([]).slice(0, -1), PROGRESS_MESSAGES.notJson],
		['a list', '[]', PROGRESS_MESSAGES.otherFormat],
		['null', 'null', PROGRESS_MESSAGES.otherFormat],
		['another format', '{"format":"frontier-trace","version":1}', PROGRESS_MESSAGES.otherFormat],
		['no version', '{"format":"frontier-progress","entries":[]}', PROGRESS_MESSAGES.noVersion],
		['version "1"', fileWith([], { version: '1' }), PROGRESS_MESSAGES.noVersion],
		['version 0', fileWith([], { version: 0 }), PROGRESS_MESSAGES.noVersion],
		['version 1.5', fileWith([], { version: 1.5 }), PROGRESS_MESSAGES.noVersion],
		['no entries', '{"format":"frontier-progress","version":1}', PROGRESS_MESSAGES.noEntries],
		['entries not a list', fileWith({ a: 1 }), PROGRESS_MESSAGES.noEntries],
		[
			'too many entries',
			fileWith(Array.from({ length: 5001 }, () => 0)),
			PROGRESS_MESSAGES.tooMany(5001)
		],
		[
			'no usable entry',
			fileWith([1, { key: 'x', at: 1, value: 1 }]),
			PROGRESS_MESSAGES.noneReadable(2)
		]
	];

	it.each(refusals)('%s', (_, text, message) => {
		expect(readProgressFile(text)).toEqual({ ok: false, message });
	});

	it('with these exact words', () => {
		expect(PROGRESS_MESSAGES.tooLarge).toEqual(
			'This file is larger than 5 MB, far more than a progress file holds, so it was not read.'
		);
		expect(PROGRESS_MESSAGES.notJson).toEqual(
			'This file is not JSON, so it is not a progress file: choose a file that Export my progress saved.'
		);
		expect(PROGRESS_MESSAGES.otherFormat).toEqual(
			'This file is JSON but not a Frontier progress file: choose a file that Export my progress saved.'
		);
		expect(PROGRESS_MESSAGES.noVersion).toEqual(
			'This progress file does not say which version of the format it is, so it was not read.'
		);
		expect(readProgressFile(fileWith([], { version: 2 }))).toEqual({
			ok: false,
			message:
				'This progress file is version 2, newer than this site reads (version 1): it was saved by a newer Frontier.'
		});
		expect(PROGRESS_MESSAGES.noEntries).toEqual(
			'This progress file has no list of entries, so it was not read.'
		);
		expect(PROGRESS_MESSAGES.tooMany(5001)).toEqual(
			'This progress file holds 5,001 entries, more than the 5,000 a progress file may hold, so it was not read.'
		);
		expect(PROGRESS_MESSAGES.noneReadable(1)).toEqual(
			'This progress file has 1 entry, and none of them could be read, so nothing was imported.'
		);
	});
});

describe('readProgressFile with some bad entries', () => {
	const good = { key: savedKey(CHALLENGE, 'answers'), at: 5, value: { picks: [2], advanced: 0 } };
	let deep: unknown = 0;
	for (let i = 0; i < 40; i++) deep = [deep];
	const bad = [
		null,
		'frontier:v1:play:x',
		{ key: 'frontier:v2:play:x', at: 1, value: 1 },
		{ key: 'frontier:v1:play:x:y z', at: 1, value: 1 },
		{ key: 'frontier:v1:play:x', at: -1, value: 1 },
		{ key: 'frontier:v1:play:x', at: '1', value: 1 },
		{ key: 'frontier:v1:play:x', at: 1 },
		{ key: 'frontier:v1:play:x', at: 1, value: deep },
		{ ...good, at: 4, value: 'an older copy' }
	];

	it('skips them, counts them and keeps the rest (the newest copy of a repeated key)', () => {
		expect(readProgressFile(fileWith([...bad.slice(0, 4), good, ...bad.slice(4)]))).toEqual({
			ok: true,
			entries: [good],
			skipped: 9
		});
	});

	it('says so after the import', () => {
		const store = storeOver(new FakeStorage());
		expect(importProgress(store, fileWith([good, bad[0]]), 'lessons').message).toEqual(
			'Imported 1 answer: 1 new. 1 entry in the file could not be used and was skipped. Each page shows the imported answers when you open it.'
		);
		expect(importProgress(store, fileWith([good, ...bad]), 'lessons').message).toEqual(
			'Imported 1 answer: 1 already here. 9 entries in the file could not be used and were skipped.'
		);
	});

	it('reads a file an editor saved with a byte-order mark, and an empty one', () => {
		expect(readProgressFile(`\uFEFF${fileWith([good])}`)).toEqual({
			ok: true,
			entries: [good],
			skipped: 0
		});
		const store = storeOver(new FakeStorage());
		expect(importProgress(store, progressFile([], EXPORTED), 'lessons').message).toEqual(
			'This progress file holds no answers: nothing changed.'
		);
	});
});

describe('readProgressFile never throws', () => {
	const refused = (text: string): boolean => {
		const read = readProgressFile(text);
		return !read.ok && read.message.id.startsWith('files_progress_');
	};

	it('refuses any random text in words', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 })), refused)
		);
	});

	it('refuses a valid file cut anywhere', () => {
		const home = storeOver(new FakeStorage());
		home.write('local', CHALLENGE, 'answers', { picks: [1, 2], advanced: 1 });
		home.write('local', 'lessons/08-a-star', 'PredictNext-1', { offset: 2, picked: 4 });
		const text = progressFile(progressEntries(home.entries('local')), EXPORTED).trimEnd();
		fc.assert(
			fc.property(fc.nat({ max: text.length - 1 }), (length) => refused(text.slice(0, length)))
		);
	});

	it('answers any JSON in a valid envelope without throwing', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.array(fc.jsonValue()), (version, entries) => {
				for (const text of [fileWith(entries), fileWith(entries, { version })]) {
					const read = readProgressFile(text);
					if (read.ok) expect(read.entries.length + read.skipped).toBe(entries.length);
					else expect(read.message).not.toBe('');
				}
			})
		);
	});
});

describe('merging practice attempts', () => {
	const PAGE = 'practice?v=1&n=2&title=Week+3&key=w3';
	const key = savedKey(PAGE, 'attempt');
	const attempt = (answers: number[], advanced = answers.length, name = 'Ana') => ({
		seed: '1-abcdefgh',
		name,
		answers,
		advanced
	});
	const finished = { key, at: 1000, value: attempt([1, 0, 3]) };

	it('restores a finished attempt over the empty one the page made when it opened', () => {
		const empty = { key, at: 9000, value: attempt([]) };
		const merge = mergeProgress([empty], [finished]);
		expect(merge.writes).toEqual([finished]);
		expect(merge.replaced).toBe(1);
		expect(merge.attempts).toEqual([
			{ title: 'Week 3', answers: 3, keptAnswers: 0, restored: true }
		]);
		expect(
			importMessage(1, 0, merge, { changedHere: true, memoryOnly: false, shownAtOnce: true })
		).toEqual(
			'Imported 1 answer: 1 further on than yours. Restored your attempt at “Week 3”: 3 answers, in place of the one here with no answers. This page shows them now; other pages show theirs when you open them.'
		);
	});

	it('goes by answers given, not by time: an attempt further on here stays', () => {
		const further = { key, at: 1, value: attempt([1, 0, 3, 2]) };
		const merge = mergeProgress([further], [finished]);
		expect(merge.writes).toEqual([]);
		expect(merge.older).toBe(1);
		expect(merge.attempts).toEqual([
			{ title: 'Week 3', answers: 3, keptAnswers: 4, restored: false }
		]);
		expect(importMessage(1, 0, merge, { changedHere: false, memoryOnly: false })).toEqual(
			'Imported 1 answer: 1 no further on than yours, so yours stay. Your attempt at “Week 3” here has 4 answers, as far as the file’s (3 answers), so it stays.'
		);
		// An older attempt with fewer answers here is replaced, however new it is.
		const behind = { key, at: 5000, value: attempt([1], 0) };
		expect(mergeProgress([behind], [finished]).writes).toEqual([finished]);
	});

	it('says what it restored where none was kept, and counts an attempt already here', () => {
		const merge = mergeProgress([], [finished]);
		expect(importMessage(1, 0, merge, { changedHere: true, memoryOnly: false })).toEqual(
			'Imported 1 answer: 1 new. Restored your attempt at “Week 3”: 3 answers. Reload this page to see the imported answers here; other pages show theirs when you open them.'
		);
		expect(mergeProgress([finished], [finished])).toMatchObject({ same: 1, attempts: [] });
	});

	it('through a store: the practice page’s empty attempt gives way to the file’s', () => {
		const store = storeOver(new FakeStorage(), 50_000);
		store.write('local', PAGE, 'attempt', attempt([]));
		const text = progressFile([finished], EXPORTED);
		expect(importProgress(store, text, 'practice', true)).toEqual({
			message:
				'Imported 1 answer: 1 further on than yours. Restored your attempt at “Week 3”: 3 answers, in place of the one here with no answers. This page shows them now; other pages show theirs when you open them.',
			changedHere: true
		});
		expect(store.read('local', PAGE, 'attempt', (value) => value)).toEqual(attempt([1, 0, 3]));
	});
});
