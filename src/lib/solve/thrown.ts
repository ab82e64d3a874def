/**
 * The errors the solvers throw for programmers, on input no page gives them (a page checks a
 * board's size and parity first): English, never shown to a student. Kept here so the modules
 * that say something to a student hold no English (tests/i18n/converted/search.txt).
 */

/** human-method.ts: a subgoal the method always reaches on a solvable board. */
export function cannotPlaceTile(tile: number): string {
	return `the method could not place tile ${tile}`;
}

export function cannotSetUpPair(first: number, second: number): string {
	return `the method could not set up tiles ${first}, ${second}`;
}

export function cannotRotateSquare(): string {
	return 'the last 2×2 block cannot be rotated home';
}
