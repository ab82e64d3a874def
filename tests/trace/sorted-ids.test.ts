import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedIds } from '$lib/trace/sorted-ids';

describe('SortedIds', () => {
	it('matches a sorted array under any inserts and removes, across block splits and merges', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 2000, maxLength: 2000 }),
				fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 1999 })), { maxLength: 3000 }),
				fc.integer({ min: 1, max: 60 }),
				(keys, operations, limit) => {
					// Equal keys are ordered by id: a total order, as the trace's comparators are.
					const compare = (a: number, b: number): number => keys[a] - keys[b] || a - b;
					const set = new SortedIds(compare);
					const model: number[] = [];
					for (const [insert, id] of operations) {
						const present = model.includes(id);
						if (insert && !present) {
							set.insert(id);
							model.push(id);
						} else if (!insert) {
							expect(set.remove(id)).toBe(present);
							if (present) model.splice(model.indexOf(id), 1);
						}
					}
					model.sort(compare);
					expect(set.size).toBe(model.length);
					expect(set.first(limit)).toEqual(model.slice(0, limit));
					expect(set.first(Infinity)).toEqual(model);
				}
			),
			{ numRuns: 40 }
		);
	});
});
