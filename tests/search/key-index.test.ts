import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyIndex } from '$lib/search/key-index';

describe('KeyIndex', () => {
	it('maps numeric and string keys to ids, −1 when absent, and overwrites', () => {
		const index = new KeyIndex();
		index.set(2 ** 52 + 1, 7);
		index.set('A', 3);
		index.set(0, 0);
		expect([
			index.get(2 ** 52 + 1),
			index.get('A'),
			index.get(0),
			index.get(1),
			index.get('B')
		]).toEqual([7, 3, 0, -1, -1]);
		index.set('A', 9);
		index.set(0, 4);
		expect([index.get('A'), index.get(0), index.size]).toEqual([9, 4, 3]);
	});

	it('agrees with a Map across growth, for keys up to 2^53', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.maxSafeNat(), fc.nat()), { maxLength: 3000 }), (pairs) => {
				const index = new KeyIndex();
				const model = new Map<number, number>();
				for (const [key, id] of pairs) {
					index.set(key, id);
					model.set(key, id);
				}
				expect(index.size).toBe(model.size);
				for (const [key, id] of model) expect(index.get(key)).toBe(id);
				expect(index.get(-1)).toBe(-1);
			}),
			{ numRuns: 30 }
		);
	});

	it('agrees with a Map at every set while its growths move keys over, overwrites included', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.integer({ min: 0, max: 6000 }), fc.nat()), {
					minLength: 1,
					maxLength: 5000
				}),
				(pairs) => {
					const index = new KeyIndex();
					const model = new Map<number, number>();
					for (const [key, id] of pairs) {
						index.set(key, id);
						model.set(key, id);
						// A key set long ago (maybe not moved over yet) and the one just set.
						const earlier = pairs[id % pairs.length][0];
						expect([index.get(key), index.get(earlier), index.get(key + 6001)]).toEqual([
							id,
							model.get(earlier) ?? -1,
							-1
						]);
					}
					expect(index.size).toBe(model.size);
					for (const [key, id] of model) expect(index.get(key)).toBe(id);
				}
			),
			{ numRuns: 30 }
		);
	});

	it('keeps four hundred thousand packed boards through every growth, ids replaced mid-growth', () => {
		const index = new KeyIndex();
		// Keys of 48 bits, as a 3×4 board packs, 4 bits a cell.
		const board = (n: number): number => n * 0x1_0000_0001 + 2 ** 47;
		for (let n = 0; n < 400_000; n++) {
			index.set(board(n), n);
			// Replace an id set a quarter of the keys before: after a growth, still in the old table.
			if (n % 7 === 0) index.set(board(n >>> 2), n);
		}
		expect(index.size).toBe(400_000);
		const expected = (n: number): number => {
			let id = n;
			for (let later = 4 * n; later < 4 * n + 4 && later < 400_000; later++) {
				if (later % 7 === 0 && later >= n) id = later;
			}
			return id;
		};
		for (const n of [0, 1, 3071, 3072, 98_303, 98_304, 196_607, 399_999]) {
			expect(index.get(board(n))).toBe(expected(n));
		}
		expect(index.get(board(400_000))).toBe(-1);
	});

	it('agrees with a Map for string keys spread over its shards, overwrites counted once', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.string({ maxLength: 30 }), fc.nat()), { maxLength: 2000 }),
				(pairs) => {
					const index = new KeyIndex();
					const model = new Map<string, number>();
					for (const [key, id] of pairs) {
						index.set(key, id);
						model.set(key, id);
					}
					expect(index.size).toBe(model.size);
					for (const [key, id] of model) expect(index.get(key)).toBe(id);
					expect(index.get('\u0000never')).toBe(-1);
				}
			),
			{ numRuns: 30 }
		);
	});

	it('agrees with a Map for keys of one width kept as bytes, beside keys of other widths and codes', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.tuple(
						fc.oneof(
							fc.string({
								minLength: 16,
								maxLength: 16,
								unit: fc.integer({ min: 0, max: 3 }).map((n) => String.fromCharCode(n))
							}),
							fc.string({ maxLength: 20 }),
							fc.constant('\u0100'.repeat(16))
						),
						fc.nat()
					),
					{ minLength: 1, maxLength: 3000 }
				),
				(pairs) => {
					const index = new KeyIndex();
					const model = new Map<string, number>();
					// The first key sets the width kept as bytes: a board of 16 cells.
					const first = 'abcdefghijklmnop';
					index.set(first, 1);
					model.set(first, 1);
					for (const [key, id] of pairs) {
						index.set(key, id);
						model.set(key, id);
					}
					expect(index.size).toBe(model.size);
					for (const [key, id] of model) expect(index.get(key)).toBe(id);
					expect(index.get('\u0003'.repeat(15) + '\u0004')).toBe(
						model.get('\u0003'.repeat(15) + '\u0004') ?? -1
					);
				}
			),
			{ numRuns: 30 }
		);
	});

	it('keeps a hundred thousand boards of one width through every growth', () => {
		const index = new KeyIndex();
		const board = (n: number): string => n.toString(36).padStart(12, '_');
		for (let n = 0; n < 100_000; n++) index.set(board(n), n);
		expect(index.size).toBe(100_000);
		for (const n of [0, 1, 4095, 4096, 65_536, 99_999]) expect(index.get(board(n))).toBe(n);
		expect(index.get(board(100_000))).toBe(-1);
	});
});
