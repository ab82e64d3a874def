import { describe, expect, it } from 'vitest';
import {
	createSavedStore,
	envelopeText,
	readEnvelope,
	readSavedKey,
	savedKey,
	SAVED_PREFIX,
	type SavedPlace,
	type SavedStatus,
	type StorageLike
} from '$lib/persist/saved-inputs';
import {
	readAddedRows,
	readList,
	readRecord,
	readText,
	readWhole,
	replayAddedRows
} from '$lib/persist/saved-checks';
import { FakeStorage } from './fake-storage';

/** A storage whose every call throws, as a blocked one does. */
class ThrowingStorage implements StorageLike {
	calls = 0;
	private refuse(): never {
		this.calls++;
		throw new DOMException('The operation is insecure.', 'SecurityError');
	}
	get length(): number {
		return this.refuse();
	}
	key(): string | null {
		return this.refuse();
	}
	getItem(): string | null {
		return this.refuse();
	}
	setItem(): void {
		this.refuse();
	}
	removeItem(): void {
		this.refuse();
	}
}

const text = (value: unknown): string | null => readText(value);

function storeOver(session: StorageLike, local: StorageLike, now = () => 1000) {
	return createSavedStore({ session: () => session, local: () => local }, { now });
}

describe('saved keys', () => {
	it('follow frontier:v1:<page>:<input> and split back at the last colon', () => {
		expect(savedKey('lessons/09-heuristics', 'HeuristicBoard-1')).toBe(
			'frontier:v1:lessons/09-heuristics:HeuristicBoard-1'
		);
		const page = 'challenge?board=41325_786&runs=bfs,astar:manhattan';
		expect(readSavedKey(savedKey(page, 'answers'))).toEqual({ page, input: 'answers' });
		expect(readSavedKey('frontier:v2:play:BoardEditor-1')).toBeNull();
		expect(readSavedKey('something-else')).toBeNull();
	});

	it('refuse an input name with a colon or a space', () => {
		expect(() => savedKey('play', 'a:b')).toThrow(
			'An input\'s name is letters, digits and hyphens; got "a:b".'
		);
		expect(() => savedKey('play', 'a b')).toThrow(/got "a b"/);
	});
});

describe('readEnvelope', () => {
	it('reads what envelopeText wrote', () => {
		expect(readEnvelope(envelopeText({ typed: '1 2 3 / 4 5' }, 42))).toEqual({
			at: 42,
			value: { typed: '1 2 3 / 4 5' }
		});
	});

	it('ignores malformed JSON, another version and broken envelopes, without throwing', () => {
		expect(readEnvelope(null)).toBeNull();
		expect(readEnvelope('{"v":1,"at":1,"value":')).toBeNull();
		expect(readEnvelope('not json at all')).toBeNull();
		expect(readEnvelope('{"v":2,"at":1,"value":"x"}')).toBeNull();
		expect(readEnvelope('{"v":"1","at":1,"value":"x"}')).toBeNull();
		expect(readEnvelope('{"v":1,"value":"x"}')).toBeNull();
		expect(readEnvelope('{"v":1,"at":1}')).toBeNull();
		expect(readEnvelope('[1,2,3]')).toBeNull();
		expect(readEnvelope('null')).toBeNull();
		expect(readEnvelope('"text"')).toBeNull();
	});
});

describe('createSavedStore over working storages', () => {
	it('writes each place to its own storage, under the versioned key', () => {
		const session = new FakeStorage();
		const local = new FakeStorage();
		const store = storeOver(session, local);
		store.write('session', 'play', 'BoardEditor-1', { typed: '1 2 3 / 4 5', board: 'x' });
		store.write('local', 'challenge?board=1', 'answers', { picks: [3, 7], advanced: 1 });
		expect([...session.items]).toEqual([
			[
				'frontier:v1:play:BoardEditor-1',
				'{"v":1,"at":1000,"value":{"typed":"1 2 3 / 4 5","board":"x"}}'
			]
		]);
		expect([...local.items]).toEqual([
			[
				'frontier:v1:challenge?board=1:answers',
				'{"v":1,"at":1000,"value":{"picks":[3,7],"advanced":1}}'
			]
		]);
		expect(store.read('session', 'play', 'BoardEditor-1', readRecord)).toEqual({
			typed: '1 2 3 / 4 5',
			board: 'x'
		});
		expect(store.read('local', 'play', 'BoardEditor-1', readRecord)).toBeNull();
		expect(store.status('session')).toBe<SavedStatus>('available');
		expect(store.status('local')).toBe<SavedStatus>('available');
	});

	it('ignores a value of another version, malformed JSON, or a shape the check refuses', () => {
		const session = new FakeStorage();
		const store = storeOver(session, new FakeStorage());
		session.setItem('frontier:v1:play:a', '{"v":0,"at":1,"value":"old"}');
		session.setItem('frontier:v1:play:b', '{"v":1,"at":1,"value":"trunc');
		session.setItem('frontier:v1:play:c', '{"v":1,"at":1,"value":42}');
		session.setItem('frontier:v1:play:d', '{"v":1,"at":1,"value":"kept"}');
		expect(store.read('session', 'play', 'a', text)).toBeNull();
		expect(store.read('session', 'play', 'b', text)).toBeNull();
		expect(store.read('session', 'play', 'c', text)).toBeNull();
		expect(store.read('session', 'play', 'd', text)).toBe('kept');
	});

	it('treats a check that throws as a refusal', () => {
		const session = new FakeStorage();
		const store = storeOver(session, new FakeStorage());
		store.write('session', 'play', 'a', 'x');
		const throwing = (): string => {
			throw new Error('bad shape');
		};
		expect(store.read('session', 'play', 'a', throwing)).toBeNull();
	});

	it('removes a value, and lists the schema’s values oldest first, ignoring other keys', () => {
		const local = new FakeStorage();
		let clock = 0;
		const store = storeOver(new FakeStorage(), local, () => ++clock);
		local.setItem('someone-else', 'untouched');
		store.write('local', 'lessons/08-a-star', 'PredictNext-1', { offset: 2 });
		store.write('local', 'play', 'x', 'first');
		store.write('local', 'lessons/08-a-star', 'PredictNext-1', { offset: 3 });
		expect(store.entries('local')).toEqual([
			{ page: 'play', input: 'x', at: 2, value: 'first' },
			{ page: 'lessons/08-a-star', input: 'PredictNext-1', at: 3, value: { offset: 3 } }
		]);
		store.remove('local', 'play', 'x');
		expect(store.read('local', 'play', 'x', text)).toBeNull();
		expect(local.getItem('someone-else')).toBe('untouched');
	});

	it('writes a value with the time it is given, when given one (an import keeps its time)', () => {
		const local = new FakeStorage();
		const store = storeOver(new FakeStorage(), local, () => 5000);
		store.write('local', 'play', 'x', 'imported', 1234);
		store.write('local', 'play', 'y', 'now');
		expect(local.getItem(savedKey('play', 'x'))).toBe('{"v":1,"at":1234,"value":"imported"}');
		expect(store.entries('local').map((entry) => entry.at)).toEqual([1234, 5000]);
	});

	it('keeps at most maxEntries values per area, dropping the oldest', () => {
		const local = new FakeStorage();
		let clock = 0;
		const store = createSavedStore(
			{ session: () => new FakeStorage(), local: () => local },
			{ now: () => ++clock, maxEntries: 3 }
		);
		for (const name of ['a', 'b', 'c', 'd', 'e']) store.write('local', 'p', name, name);
		expect(store.entries('local').map((entry) => entry.input)).toEqual(['c', 'd', 'e']);
		expect(local.length).toBe(3);
	});
});

describe('createSavedStore when storage is blocked', () => {
	it('falls back to memory when reading window.localStorage itself throws', () => {
		const heard: [SavedPlace, SavedStatus][] = [];
		const store = createSavedStore({
			session: () => {
				throw new DOMException('Access is denied for this document.', 'SecurityError');
			},
			local: () => {
				throw new DOMException('Access is denied for this document.', 'SecurityError');
			}
		});
		store.onStatus((place, status) => heard.push([place, status]));
		expect(store.read('session', 'play', 'BoardEditor-1', text)).toBeNull();
		store.write('session', 'play', 'BoardEditor-1', '1 2 3 / 4 5');
		expect(store.read('session', 'play', 'BoardEditor-1', text)).toBe('1 2 3 / 4 5');
		expect(store.status('session')).toBe('memory');
		expect(store.status('local')).toBe('memory');
		expect(heard).toEqual([
			['session', 'memory'],
			['local', 'memory']
		]);
	});

	it('works from memory over a storage whose every call throws, and gives it up at once', () => {
		const session = new ThrowingStorage();
		const local = new ThrowingStorage();
		const store = storeOver(session, local);
		expect(store.read('session', 'play', 'a', text)).toBeNull();
		expect(session.calls).toBe(1);
		store.write('session', 'play', 'a', 'typed');
		store.write('local', 'challenge?x', 'answers', { picks: [1] });
		// The refused write, then the key count that follows it: the storage is given up.
		expect(local.calls).toBe(2);
		store.write('local', 'challenge?x', 'answers', { picks: [1, 2] });
		expect(store.read('session', 'play', 'a', text)).toBe('typed');
		expect(store.read('local', 'challenge?x', 'answers', readRecord)).toEqual({ picks: [1, 2] });
		expect(store.entries('local').map((entry) => entry.value)).toEqual([{ picks: [1, 2] }]);
		store.remove('session', 'play', 'a');
		expect(store.read('session', 'play', 'a', text)).toBeNull();
		expect(session.calls).toBe(1);
		expect(local.calls).toBe(2);
		expect(store.status('session')).toBe('memory');
	});

	it('keeps a value in memory when a write is refused (a full store) and says so once', () => {
		const session = new FakeStorage();
		session.setItem('frontier:v1:play:old', envelopeText('before', 1));
		let full = false;
		const original = session.setItem.bind(session);
		session.setItem = (key: string, value: string) => {
			if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
			original(key, value);
		};
		const heard: SavedPlace[] = [];
		const store = storeOver(session, new FakeStorage());
		store.onStatus((place) => heard.push(place));
		store.write('session', 'play', 'a', 'stored');
		full = true;
		store.write('session', 'play', 'b', 'in memory');
		store.write('session', 'play', 'c', 'in memory too');
		expect(store.read('session', 'play', 'a', text)).toBe('stored');
		expect(store.read('session', 'play', 'b', text)).toBe('in memory');
		expect(store.read('session', 'play', 'c', text)).toBe('in memory too');
		expect(store.read('session', 'play', 'old', text)).toBe('before');
		expect(session.getItem('frontier:v1:play:b')).toBeNull();
		expect(heard).toEqual(['session']);
	});

	it('gives null from a missing storage (as on the server) and still works', () => {
		const store = createSavedStore({ session: () => null, local: () => undefined });
		store.write('local', 'p', 'a', 'x');
		expect(store.read('local', 'p', 'a', text)).toBe('x');
		expect(store.status('local')).toBe('memory');
	});
});

describe('saved checks', () => {
	it('accept only the shapes they name', () => {
		expect(readList([1, 2, 3], (v) => readWhole(v, 0, 5), 3)).toEqual([1, 2, 3]);
		expect(readList([1, 2, 3, 4], (v) => readWhole(v, 0, 5), 3)).toBeNull();
		expect(readList([1, 'x'], (v) => readWhole(v, 0, 5), 3)).toBeNull();
		expect(readWhole(2.5, 0, 5)).toBeNull();
		expect(readText('x'.repeat(2001))).toBeNull();
		expect(readRecord([])).toBeNull();
		expect(SAVED_PREFIX).toBe('frontier:v1:');
	});

	it('read an Add table back and replay it through its own Add, refused text last', () => {
		const saved = { added: ['123_', '1_32'], typed: '12', refused: '99' };
		expect(readAddedRows(saved, 2)).toEqual(saved);
		expect(readAddedRows(saved, 1)).toBeNull();
		expect(readAddedRows({ ...saved, refused: 7 }, 2)).toBeNull();
		expect(readAddedRows({ ...saved, typed: null }, 2)).toBeNull();
		const calls: string[] = [];
		let field = '';
		replayAddedRows(
			saved,
			(text) => (field = text),
			() => calls.push(`add ${field}`)
		);
		expect(calls).toEqual(['add 123_', 'add 1_32', 'add 99']);
		expect(field).toBe('12');
	});
});
