/**
 * The 8-puzzle's table of true distances, shared by the figures of the heuristics lesson: built
 * once per page, a few breadth-first layers per slice (runInSlices), so the page never waits on
 * the whole search at once.
 */

import { exactDistanceSearch, type DistanceTable } from '$lib/search/exact-distance';
import { goalBoard } from '$lib/puzzle/goal';
import { runInSlices } from '$lib/slices';

let pending: Promise<DistanceTable> | null = null;

/** The distances to 1 2 3 / 4 5 6 / 7 8 _ of every board that can reach it. */
export function eightPuzzleDistances(): Promise<DistanceTable> {
	pending ??= new Promise((resolve, reject) => {
		runInSlices(exactDistanceSearch(goalBoard(3, 3)), {
			progress: () => {},
			done: resolve,
			error: (message) => reject(new Error(message))
		});
	});
	return pending;
}
