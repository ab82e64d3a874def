/**
 * The 8-puzzle's table of true distances, shared by the figures of the heuristics lesson: built
 * once per page, a breadth-first layer per turn of the event loop, so the page never waits on
 * the whole search at once.
 */

import { exactDistanceSearch, type DistanceTable } from '$lib/search/exact-distance';
import { goalBoard } from '$lib/puzzle/goal';

let pending: Promise<DistanceTable> | null = null;

/** The distances to 1 2 3 / 4 5 6 / 7 8 _ of every board that can reach it. */
export function eightPuzzleDistances(): Promise<DistanceTable> {
	pending ??= new Promise((resolve, reject) => {
		const search = exactDistanceSearch(goalBoard(3, 3));
		const layer = (): void => {
			try {
				const step = search.next();
				if (step.done) resolve(step.value);
				else setTimeout(layer, 0);
			} catch (error) {
				reject(error instanceof Error ? error : new Error(String(error)));
			}
		};
		setTimeout(layer, 0);
	});
	return pending;
}
