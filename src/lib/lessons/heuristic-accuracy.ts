/**
 * How close each heuristic comes to the true distance h*, over every board of a small puzzle
 * (all 181,440 for the 8-puzzle). The boards come from the breadth-first table of
 * exact-distance.ts; for each one this counts the pair (h*, h) per heuristic, so every figure
 * the lesson prints (the spread of h at each distance, how often h = h*, the mean ratio h/h*)
 * is read off one matrix of counts. It also checks two claims board by board:
 *
 * - admissibility: h(n) ≤ h*(n), counted as overestimates (there must be none);
 * - dominance: linear conflict ≥ Manhattan ≥ misplaced, counted as reversals (none), with the
 *   number of boards where the larger one is strictly larger.
 *
 * The work is split into slices (tallySlice) so a page can yield between them.
 */

import { compileHeuristic } from '$lib/puzzle/heuristics';
import { unpackInto, type DistanceTable } from '$lib/search/exact-distance';

/** The heuristics compared, weakest first: each dominates the one before it. */
export const COMPARED = ['misplaced', 'manhattan', 'linear-conflict'] as const;
export type ComparedHeuristic = (typeof COMPARED)[number];

export interface AccuracyTally {
	readonly table: DistanceTable;
	/** Columns of the count matrix: h takes the values 0 .. bins − 1. */
	readonly bins: number;
	/** counts[k][d · bins + h]: boards at true distance d where heuristic COMPARED[k] is h. */
	readonly counts: readonly Uint32Array[];
	/** Boards with h > h*, per heuristic. */
	readonly overestimates: number[];
	/** Boards where Manhattan < misplaced, and where linear conflict < Manhattan. */
	readonly reversals: [number, number];
	/** Boards where Manhattan > misplaced, and where linear conflict > Manhattan. */
	readonly strictlyAbove: [number, number];
	/** Boards tallied so far: table.states[0 .. done). */
	done: number;
}

export function createTally(table: DistanceTable): AccuracyTally {
	const distances = table.layers.length;
	// h never exceeds h* for an admissible heuristic, but leave room so a bug shows up as an
	// overestimate rather than an index out of range: a tile's Manhattan distance is at most
	// rows + cols − 2, and linear conflict adds at most 2 per tile.
	const cells = table.rows * table.cols;
	const bins = Math.max(distances, (cells - 1) * (table.rows + table.cols)) + 1;
	return {
		table,
		bins,
		counts: COMPARED.map(() => new Uint32Array(distances * bins)),
		overestimates: COMPARED.map(() => 0),
		reversals: [0, 0],
		strictlyAbove: [0, 0],
		done: 0
	};
}

/** Tallies boards table.states[tally.done .. tally.done + size) and advances `done`. */
export function tallySlice(tally: AccuracyTally, size: number): void {
	const { table, bins, counts } = tally;
	const cells = new Int32Array(table.rows * table.cols);
	const [misplaced, manhattan, conflict] = COMPARED.map((name) =>
		compileHeuristic(name, table.goal)
	);
	const end = Math.min(table.states.length, tally.done + size);
	let depth = layerOf(table, tally.done);
	for (let i = tally.done; i < end; i++) {
		while (depth + 1 < table.layers.length && i >= table.layerStart[depth + 1]) depth++;
		unpackInto(table.states[i], cells);
		const h = [misplaced(cells), manhattan(cells), conflict(cells)];
		for (let k = 0; k < h.length; k++) {
			counts[k][depth * bins + h[k]]++;
			if (h[k] > depth) tally.overestimates[k]++;
		}
		for (let k = 0; k < 2; k++) {
			if (h[k + 1] < h[k]) tally.reversals[k]++;
			else if (h[k + 1] > h[k]) tally.strictlyAbove[k]++;
		}
	}
	tally.done = end;
}

/** Tallies every board at once (tests, scripts); a page uses tallySlice between frames. */
export function tallyAll(table: DistanceTable): AccuracyTally {
	const tally = createTally(table);
	tallySlice(tally, table.states.length);
	return tally;
}

function layerOf(table: DistanceTable, index: number): number {
	let depth = 0;
	while (depth + 1 < table.layers.length && index >= table.layerStart[depth + 1]) depth++;
	return depth;
}

/** The spread of one heuristic over the boards at one true distance. */
export interface DistanceBand {
	readonly distance: number;
	readonly boards: number;
	readonly min: number;
	readonly max: number;
	readonly mean: number;
	/** Boards with h = h*. */
	readonly exact: number;
	/** counts[h]: boards at this distance with that h. */
	readonly counts: readonly number[];
}

export interface HeuristicAccuracy {
	readonly name: ComparedHeuristic;
	readonly bands: readonly DistanceBand[];
	/** The largest h over all boards. */
	readonly maxH: number;
	/** Boards with h = h*, over all distances (the goal included). */
	readonly exact: number;
	/** The mean of h/h* over every board but the goal. */
	readonly meanRatio: number;
	readonly overestimates: number;
}

/** The figures of one heuristic, read from the count matrix. */
export function accuracyOf(tally: AccuracyTally, name: ComparedHeuristic): HeuristicAccuracy {
	const k = COMPARED.indexOf(name);
	const { bins, table } = tally;
	const matrix = tally.counts[k];
	let maxH = 0;
	let exact = 0;
	let ratioSum = 0;
	let ratioBoards = 0;
	const bands: DistanceBand[] = table.layers.map((_, distance) => {
		const row = Array.from(matrix.subarray(distance * bins, (distance + 1) * bins));
		let boards = 0;
		let sum = 0;
		let min = Infinity;
		let max = -Infinity;
		row.forEach((n, h) => {
			if (n === 0) return;
			boards += n;
			sum += n * h;
			min = Math.min(min, h);
			max = Math.max(max, h);
		});
		if (boards > 0) maxH = Math.max(maxH, max);
		exact += row[distance] ?? 0;
		if (distance > 0) {
			ratioSum += sum / distance;
			ratioBoards += boards;
		}
		const lastNonZero = row.findLastIndex((n) => n > 0);
		return {
			distance,
			boards,
			min: boards > 0 ? min : 0,
			max: boards > 0 ? max : 0,
			mean: boards > 0 ? sum / boards : 0,
			exact: row[distance] ?? 0,
			counts: row.slice(0, lastNonZero + 1)
		};
	});
	return {
		name,
		bands,
		maxH,
		exact,
		meanRatio: ratioBoards > 0 ? ratioSum / ratioBoards : 0,
		overestimates: tally.overestimates[k]
	};
}

/** One square of the heat map: the boards at true distance `distance` whose h is `h`. */
export interface HeatCell {
	readonly distance: number;
	readonly h: number;
	/** Their share of all boards at that distance, in (0, 1]. */
	readonly share: number;
}

/** The squares of one shade, drawn together as one shape. */
export interface HeatLevel {
	/** 1 (faintest) .. levels (darkest). */
	readonly level: number;
	/** Squares on the line h = h*, drawn in their own colour. */
	readonly exact: boolean;
	readonly cells: readonly HeatCell[];
}

/**
 * The heat map's squares grouped into `levels` shades by the square root of their share (so
 * that rare pairs stay visible) and by whether h = h*. A chart draws one shape per group
 * instead of one element per square, which keeps redrawing cheap while the tally fills in.
 */
export function heatLevels(accuracy: HeuristicAccuracy, levels = 8): HeatLevel[] {
	const groups = new Map<string, { level: number; exact: boolean; cells: HeatCell[] }>();
	for (const band of accuracy.bands) {
		band.counts.forEach((count, h) => {
			if (count === 0) return;
			const share = count / band.boards;
			const level = 1 + Math.min(levels - 1, Math.floor(levels * Math.sqrt(share)));
			const exact = h === band.distance;
			const key = `${level}:${exact}`;
			const group = groups.get(key) ?? { level, exact, cells: [] };
			group.cells.push({ distance: band.distance, h, share });
			groups.set(key, group);
		});
	}
	return [...groups.values()].sort(
		(a, b) => a.level - b.level || Number(a.exact) - Number(b.exact)
	);
}
