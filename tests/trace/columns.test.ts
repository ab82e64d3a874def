import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteColumn, NumberColumn, StateColumn, TextColumn } from '$lib/trace/columns';

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
