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
