import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DepthTally } from '$lib/trace/depth-tally';

describe('DepthTally', () => {
	it('sums any range of depths as a count of every depth would, across its blocks', () => {
		const change = fc.record({
			depth: fc.oneof(fc.nat(40), fc.nat(3000)),
			group: fc.nat(3),
			by: fc.constantFrom(1, -1)
		});
		const range = fc.record({ group: fc.nat(3), from: fc.nat(3100), length: fc.nat(3100) });
		fc.assert(
			fc.property(fc.array(change, { maxLength: 300 }), fc.array(range), (changes, ranges) => {
				const tally = new DepthTally();
				const counts = new Map<string, number>();
				for (const { depth, group, by } of changes) {
					tally.add(depth, group, by);
					counts.set(`${depth} ${group}`, (counts.get(`${depth} ${group}`) ?? 0) + by);
				}
				let top = 0;
				for (const [key, count] of counts) {
					if (count !== 0) top = Math.max(top, Number(key.split(' ')[0]) + 1);
				}
				expect(tally.depths).toBe(top);
				for (const { group, from, length } of ranges) {
					let sum = 0;
					for (let depth = from; depth < from + length; depth++) {
						sum += counts.get(`${depth} ${group}`) ?? 0;
					}
					expect(tally.sum(group, from, from + length)).toBe(sum);
				}
			})
		);
	});

	it('tells a count changed from one taken back and forth', () => {
		const tally = new DepthTally();
		tally.add(5, 1, 1);
		expect(tally.changed()).toBe(true);
		expect(tally.changed()).toBe(false);
		tally.add(5, 1, -1);
		tally.add(7, 2, 1);
		tally.add(7, 2, -1);
		tally.add(5, 1, 1);
		expect(tally.changed()).toBe(false);
		tally.add(5, 0, 1);
		expect(tally.changed()).toBe(true);
		// Past the cells it keeps, it says the counts changed.
		for (let depth = 0; depth < 5000; depth++) tally.add(depth, 3, 1);
		for (let depth = 0; depth < 5000; depth++) tally.add(depth, 3, -1);
		expect(tally.changed()).toBe(true);
		expect(tally.depths).toBe(6);
	});
});
