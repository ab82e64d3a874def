import { describe, expect, it } from 'vitest';
import { createRng } from '$lib/puzzle';
import '../i18n/english-messages';

const draw = (seed: number | string, count: number): number[] => {
	const rng = createRng(seed);
	return Array.from({ length: count }, () => rng.next());
};

describe('createRng', () => {
	it('repeats the same sequence for the same seed', () => {
		expect(draw('lesson-3', 100)).toEqual(draw('lesson-3', 100));
		expect(draw(42, 100)).toEqual(draw(42, 100));
	});

	it('reads number seeds as their decimal text', () => {
		expect(draw(7, 10)).toEqual(draw('7', 10));
	});

	it('gives different sequences for different seeds', () => {
		expect(draw('a', 5)).not.toEqual(draw('b', 5));
		expect(draw(1, 5)).not.toEqual(draw(2, 5));
	});

	it('keeps the sequence of a seed fixed across versions, so old links still work', () => {
		expect(draw('a', 3)).toEqual([0.11450343043543398, 0.13655263511464, 0.20008253841660917]);
		const rng = createRng(2024);
		expect(Array.from({ length: 10 }, () => rng.int(10))).toEqual([8, 9, 2, 2, 9, 7, 4, 5, 2, 4]);
	});

	it('draws floats in [0, 1) and whole numbers in 0..n−1, about evenly', () => {
		const rng = createRng('spread');
		const counts = [0, 0, 0, 0, 0, 0];
		let [low, high] = [1, 0];
		for (let i = 0; i < 60_000; i++) {
			const x = rng.next();
			[low, high] = [Math.min(low, x), Math.max(high, x)];
			counts[rng.int(6)]++;
		}
		expect(low).toBeGreaterThanOrEqual(0);
		expect(high).toBeLessThan(1);
		for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
	});

	it('refuses an empty range', () => {
		expect(() => createRng(1).int(0)).toThrow(RangeError);
		expect(() => createRng(1).int(2.5)).toThrow(RangeError);
	});
});
