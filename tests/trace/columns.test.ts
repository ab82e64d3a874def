import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ByteColumn,
	drain,
	NumberColumn,
	RunningTotalColumn,
	StateColumn,
	TextColumn
} from '$lib/trace/columns';

describe('a number column', () => {
	it('gives back every number exactly, widening only as far as the values need', () => {
		const column = new NumberColumn(2);
		column.push(3);
		column.push(-100);
		expect(column.values).toBeInstanceOf(Int8Array);
		column.push(300);
		expect(column.values).toBeInstanceOf(Int16Array);
		column.push(70_000);
		expect(column.values).toBeInstanceOf(Int32Array);
		column.push(NaN);
		column.push(2.5);
		expect(column.values).toBeInstanceOf(Float64Array);
		expect(Array.from(column.values.subarray(0, column.length))).toEqual([
			3,
			-100,
			300,
			70_000,
			NaN,
			2.5
		]);
	});

	it('keeps any sequence of doubles and overwrites in place', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.integer(), fc.double(), fc.integer({ min: -5, max: 5 }))),
				(values) => {
					const column = new NumberColumn(1);
					for (const value of values) column.push(value);
					expect(column.length).toBe(values.length);
					// Exact, except that the sign of a zero is not kept: integer arrays have no −0.
					values.forEach((value, i) => expect(column.values[i] + 0).toBe(value + 0));
					if (values.length > 0) {
						column.set(0, 1e10);
						expect(column.values[0]).toBe(1e10);
					}
				}
			)
		);
	});

	it('refuses to overwrite an entry never pushed', () => {
		expect(() => new NumberColumn().set(0, 1)).toThrow(/No entry 0: the column has 0/);
	});
});

describe('a state column', () => {
	it('keeps packed numbers, 16-tile strings in half bytes, 36-tile strings in bytes, and names as they are', () => {
		const numbers = new StateColumn<number>();
		numbers.push(0x87654321);
		numbers.push(2 ** 52 - 1);
		expect([numbers.get(0), numbers.get(1)]).toEqual([0x87654321, 2 ** 52 - 1]);

		const tiles16 = String.fromCharCode(...[15, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
		const tiles15 = String.fromCharCode(...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0]);
		const half = new StateColumn<string>();
		half.push(tiles16);
		expect(half.byteLength).toBeGreaterThanOrEqual(8);
		expect(half.get(0)).toBe(tiles16);
		const odd = new StateColumn<string>();
		odd.push(tiles15);
		expect(odd.get(0)).toBe(tiles15);

		const tiles36 = String.fromCharCode(...Array.from({ length: 36 }, (_, i) => 35 - i));
		const bytes = new StateColumn<string>();
		bytes.push(tiles36);
		expect(bytes.get(0)).toBe(tiles36);

		const names = new StateColumn<string>();
		names.push('Arad');
		names.push('Bucharest');
		expect([names.get(0), names.get(1)]).toEqual(['Arad', 'Bucharest']);
	});

	it('falls back to keeping states as they are when one does not fit, losing none', () => {
		const column = new StateColumn<string>();
		const tiles = String.fromCharCode(1, 2, 0);
		column.push(tiles);
		column.push(String.fromCharCode(200, 1, 0));
		column.push('Sibiu');
		expect([column.get(0), column.get(1), column.get(2)]).toEqual([
			tiles,
			String.fromCharCode(200, 1, 0),
			'Sibiu'
		]);
		expect(() => column.get(3)).toThrow(RangeError);
	});

	it('gives back any list of equal-length strings exactly', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 20 }).chain((width) =>
					fc.array(
						fc.array(fc.integer({ min: 0, max: 300 }), { minLength: width, maxLength: width }),
						{
							minLength: 1,
							maxLength: 40
						}
					)
				),
				(rows) => {
					const column = new StateColumn<string>();
					const texts = rows.map((codes) => String.fromCharCode(...codes));
					for (const text of texts) column.push(text);
					texts.forEach((text, i) => expect(column.get(i)).toBe(text));
				}
			)
		);
	});
});

describe('text and byte columns', () => {
	it('keep texts (and null) by index into the distinct values', () => {
		const column = new TextColumn();
		for (const text of ['Up', 'Left', null, 'Up']) column.push(text);
		expect([0, 1, 2, 3].map((i) => column.get(i))).toEqual(['Up', 'Left', null, 'Up']);
		expect(column.length).toBe(4);
	});

	it('read 0 where nothing was written and grow as far as written', () => {
		const column = new ByteColumn();
		column.set(5000, 3);
		expect([column.get(5000), column.get(4999), column.get(1_000_000)]).toEqual([3, 0, 0]);
	});
});

describe('trimming', () => {
	/** Runs `steps` to the end and says how many times it yielded. */
	function yieldsOf(steps: Generator<void, void>): number {
		let yields = 0;
		while (steps.next().done !== true) yields++;
		return yields;
	}

	it('gives back a number column’s spare room a megabyte at a time, reading the same throughout', () => {
		const column = new NumberColumn();
		// 600,000 doubles: 4.6 MB of 8 MB (the column doubled from 256 entries to 1,048,576 entries).
		for (let i = 0; i < 600_000; i++) column.push(i + 0.5);
		expect(column.values.length).toBe(2 ** 20);
		const steps = column.trimming();
		steps.next();
		steps.next();
		expect([column.values.length, column.values[599_999]]).toEqual([2 ** 20, 599_999.5]);
		// 131,072 doubles per megabyte: five chunks, each after a yield; the two steps above
		// reached the first yield and copied the first chunk.
		expect(yieldsOf(steps)).toBe(3);
		expect(column.values).toBeInstanceOf(Float64Array);
		expect([column.values.length, column.values[0], column.values[599_999]]).toEqual([
			600_000, 0.5, 599_999.5
		]);
		expect(yieldsOf(column.trimming())).toBe(0);
	});

	it('drops the copy when the column is written to before it is done', () => {
		const column = new NumberColumn();
		for (let i = 0; i < 300_000; i++) column.push(i);
		const steps = column.trimming();
		steps.next();
		column.set(299_999, 7);
		yieldsOf(steps);
		expect([column.values.length, column.values[299_999]]).toEqual([2 ** 19, 7]);
	});

	it('gives back a state column’s spare room, strings and numbers alike', () => {
		const tiles = new StateColumn<string>();
		const boards = Array.from({ length: 1000 }, (_, i) =>
			String.fromCharCode(...Array.from({ length: 25 }, (_, c) => (c + i) % 25))
		);
		for (const board of boards) tiles.push(board);
		expect(tiles.byteLength).toBe(32_768);
		expect(yieldsOf(tiles.trimming())).toBe(1);
		expect(tiles.byteLength).toBe(25_000);
		boards.forEach((board, i) => expect(tiles.get(i)).toBe(board));

		const numbers = new StateColumn<number>();
		for (let i = 0; i < 300; i++) numbers.push(i * 2 ** 40);
		yieldsOf(numbers.trimming());
		expect([numbers.byteLength, numbers.get(299)]).toEqual([2400, 299 * 2 ** 40]);
	});
});

describe('columns longer than 65,536 entries', () => {
	// From half full, a large column fills its successor a few entries per write and swaps
	// arrays when full; overwrites, widening and trims on the way must lose nothing.
	it('keep every number through the moves to larger arrays, with overwrites and widening', () => {
		const column = new NumberColumn();
		const expected: number[] = [];
		for (let i = 0; i < 300_000; i++) {
			const value = i === 200_000 ? 0.5 : i % 100;
			column.push(value);
			expected.push(value);
			// Overwrite one entry far back and one just written, on both sides of the copied mark.
			if (i % 7_001 === 0 && i > 0) {
				const back = (i * 13) % i;
				column.set(back, 99);
				expected[back] = 99;
				column.set(i, 98);
				expected[i] = 98;
			}
		}
		expect(column.length).toBe(300_000);
		expect(column.values).toBeInstanceOf(Float64Array);
		const mismatches = expected.filter((value, i) => column.values[i] !== value).length;
		expect(mismatches).toBe(0);
	});

	it('keep every byte and every state through the same moves', () => {
		const bytes = new ByteColumn();
		const states = new StateColumn<string>();
		const boards: string[] = [];
		const expectedBytes: number[] = [];
		for (let i = 0; i < 150_000; i++) {
			bytes.set(i, i % 251);
			expectedBytes[i] = i % 251;
			if (i % 5_003 === 0) {
				bytes.set(i >> 1, 7);
				expectedBytes[i >> 1] = 7;
			}
			const board = String.fromCharCode(...Array.from({ length: 9 }, (_, c) => (i + c * 3) % 16));
			states.push(board);
			boards.push(board);
		}
		let wrongBytes = 0;
		for (let i = 0; i < 150_000; i++) if (bytes.get(i) !== expectedBytes[i]) wrongBytes++;
		expect(wrongBytes).toBe(0);
		expect(boards.filter((board, i) => states.get(i) !== board).length).toBe(0);
	});
});

describe('RunningTotalColumn', () => {
	it('reads back every total pushed, across its stored totals, whatever the changes', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { maxLength: 200 }),
				(totals) => {
					const column = new RunningTotalColumn();
					for (const total of totals) column.push(total);
					expect(column.length).toBe(totals.length);
					expect(totals.map((_, i) => column.at(i))).toEqual(totals);
					expect(column.last()).toBe(totals.at(-1) ?? 0);
				}
			)
		);
	});

	it('reads the same after a trim', () => {
		const column = new RunningTotalColumn();
		const totals = Array.from({ length: 100_000 }, (_, i) => 3 * i + (i % 7));
		for (const total of totals) column.push(total);
		drain(column.trimming());
		expect(column.at(99_999)).toBe(totals[99_999]);
		expect(column.at(32 * 1000 + 5)).toBe(totals[32 * 1000 + 5]);
		expect([0, 1, 31, 32, 33].map((i) => column.at(i))).toEqual([0, 4, 96, 100, 104]);
	});
});
