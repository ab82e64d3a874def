import '../i18n/english-messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ADMISSIBILITY,
	admissibility,
	forEachStep,
	gridFaults,
	gridHeuristic,
	GRID_HEURISTIC_NAMES,
	lightestWeight,
	randomWalls,
	WALL,
	type GridSpec
} from '$lib/domains/grid';

/**
 * h*: each cell's exact cost to the goal, by Dijkstra's algorithm run backward from the goal.
 * A step between two cells is allowed both ways (the diagonal rule reads the same two cells),
 * and the step u → v costs what entering v costs.
 */
function exactDistances(spec: GridSpec): number[] {
	const size = spec.rows * spec.cols;
	const dist = new Array<number>(size).fill(Infinity);
	const done = new Uint8Array(size);
	dist[spec.goal] = 0;
	for (;;) {
		let v = -1;
		for (let i = 0; i < size; i++) if (!done[i] && (v < 0 || dist[i] < dist[v])) v = i;
		if (v < 0 || dist[v] === Infinity) return dist;
		done[v] = 1;
		forEachStep(spec, v, (_action, u, costIntoU) => {
			// costIntoU is the step v → u; the step u → v enters v instead.
			const cost = (costIntoU / spec.cells[u]) * spec.cells[v];
			if (dist[v] + cost < dist[u]) dist[u] = dist[v] + cost;
		});
	}
}

/** Random grids of 3–8 rows and columns, walls and weights, moves and diagonal rules. */
const grids: fc.Arbitrary<GridSpec> = fc
	.record({
		rows: fc.integer({ min: 3, max: 8 }),
		cols: fc.integer({ min: 3, max: 8 }),
		connectivity: fc.constantFrom(4 as const, 8 as const),
		diagonal: fc.constantFrom('no-corner-cutting' as const, 'one-side' as const, 'always' as const),
		lightest: fc.integer({ min: 1, max: 9 }),
		seed: fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 64, maxLength: 64 }),
		ends: fc.tuple(fc.nat(), fc.nat())
	})
	.map(({ rows, cols, connectivity, diagonal, lightest, seed, ends }) => {
		const size = rows * cols;
		// A third of the cells walls, the others weigh `lightest` or more.
		const cells = seed
			.slice(0, size)
			.map((n) => (n < 5 ? WALL : Math.min(9, lightest + (n % 5 === 0 ? 0 : n - 5))));
		const start = ends[0] % size;
		const goal = (start + 1 + (ends[1] % (size - 1))) % size;
		cells[start] = Math.max(lightest, cells[start]);
		cells[goal] = Math.max(lightest, cells[goal]);
		return { rows, cols, cells, start, goal, connectivity, diagonal };
	});

describe('the grid heuristics', () => {
	it('draws only well-formed grids to test on', () => {
		fc.assert(fc.property(grids, (spec) => gridFaults(spec).length === 0));
	});

	it('has one note for each heuristic and connectivity', () => {
		for (const name of GRID_HEURISTIC_NAMES) {
			for (const connectivity of [4, 8]) {
				const notes = ADMISSIBILITY.filter(
					(n) => n.heuristic === name && n.connectivity === connectivity
				);
				expect(notes).toHaveLength(1);
			}
		}
	});

	it('scales by the lightest open cell', () => {
		const cells = [3, 4, 5, WALL, 3, 9, 7, 3, 3];
		const spec: GridSpec = {
			rows: 3,
			cols: 3,
			cells,
			start: 0,
			goal: 8,
			connectivity: 4,
			diagonal: 'always'
		};
		expect(lightestWeight(spec)).toBe(3);
		expect(gridHeuristic(spec, 'manhattan')(0)).toBe(12);
		expect(gridHeuristic(spec, 'chebyshev')(0)).toBe(6);
		expect(gridHeuristic(spec, 'octile')(0)).toBeCloseTo(6 * Math.SQRT2, 12);
		expect(gridHeuristic(spec, 'euclidean')(1)).toBeCloseTo(3 * Math.hypot(2, 1), 12);
		expect(gridHeuristic(spec, 'zero')(0)).toBe(0);
	});

	it('never overestimates h* where the notes call it admissible', () => {
		fc.assert(
			fc.property(grids, (spec) => {
				const exact = exactDistances(spec);
				for (const note of ADMISSIBILITY) {
					if (!note.admissible || note.connectivity !== spec.connectivity) continue;
					const h = gridHeuristic(spec, note.heuristic);
					for (let cell = 0; cell < exact.length; cell++) {
						if (spec.cells[cell] !== WALL && h(cell) > exact[cell] + 1e-9) return false;
					}
				}
				return true;
			}),
			{ numRuns: 300 }
		);
	});

	it('is consistent where the notes call it admissible: h(n) ≤ c(n, n′) + h(n′)', () => {
		fc.assert(
			fc.property(grids, (spec) => {
				for (const note of ADMISSIBILITY) {
					if (!note.admissible || note.connectivity !== spec.connectivity) continue;
					const h = gridHeuristic(spec, note.heuristic);
					for (let cell = 0; cell < spec.cells.length; cell++) {
						if (spec.cells[cell] === WALL) continue;
						let consistent = true;
						forEachStep(spec, cell, (_action, next, cost) => {
							if (h(cell) > cost + h(next) + 1e-9) consistent = false;
						});
						if (!consistent) return false;
					}
				}
				return true;
			}),
			{ numRuns: 200 }
		);
	});

	it('finds the note on a pair', () => {
		expect(admissibility('manhattan', 8).admissible).toBe(false);
		expect(admissibility('octile', 8).noteMessage).toEqual(
			'exact on an open grid of equal weights with diagonals at √2'
		);
	});

	it('overestimates somewhere where the notes call it inadmissible', () => {
		const inadmissible = ADMISSIBILITY.filter((note) => !note.admissible);
		expect(inadmissible.length).toBeGreaterThan(0);
		for (const note of inadmissible) {
			const spec = randomWalls({
				rows: 6,
				cols: 6,
				seed: 1,
				density: 0,
				connectivity: note.connectivity
			});
			const exact = exactDistances(spec);
			const h = gridHeuristic(spec, note.heuristic);
			expect(exact.some((hStar, cell) => h(cell) > hStar + 1e-9)).toBe(true);
		}
	});
});
