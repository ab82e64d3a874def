import fc from 'fast-check';
import { boardOf, type Board } from '$lib/puzzle';

/** Any arrangement (solvable or not) of a board with sides 2..maxSide. */
export function anyBoard(maxSide = 5): fc.Arbitrary<Board> {
	return fc
		.record({
			rows: fc.integer({ min: 2, max: maxSide }),
			cols: fc.integer({ min: 2, max: maxSide })
		})
		.chain(({ rows, cols }) => {
			const count = rows * cols;
			const cells = Array.from({ length: count }, (_, i) => i);
			return fc
				.shuffledSubarray(cells, { minLength: count, maxLength: count })
				.map((shuffled) => boardOf(rows, cols, shuffled));
		});
}

/** Unwraps a Result in a test, failing with the error's code. */
export function must<T>(
	result: { ok: true; value: T } | { ok: false; error: { code: string } }
): T {
	if (!result.ok) throw new Error(result.error.code);
	return result.value;
}
