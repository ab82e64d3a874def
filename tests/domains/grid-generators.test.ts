import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import {
	gridFaults,
	gridHeuristic,
	gridProblem,
	MAX_WALL_DENSITY,
	OPEN_FIELD,
	randomizedPrim,
	randomWalls,
	reachable,
	recursiveBacktracker,
	SWAMP,
	U_TRAP,
	WALL,
	type GridDraw,
	type GridSpec
} from '$lib/domains/grid';
import { ALGORITHMS, collectRun, runToEnd } from '$lib/search';

const GENERATORS: Record<string, (draw: GridDraw) => GridSpec> = {
	'recursive backtracker': recursiveBacktracker,
	"randomized Prim's": randomizedPrim,
	'random walls at 0.3': (draw) => randomWalls({ ...draw, density: 0.3 }),
	'random walls at the densest': (draw) => randomWalls({ ...draw, density: MAX_WALL_DENSITY })
};
const SIZES: readonly [number, number][] = [
	[3, 3],
	[4, 7],
	[15, 21]
];

describe.each(Object.entries(GENERATORS))('the %s generator', (_name, draw) => {
	it('draws the same grid from the same seed, and another from another', () => {
		const a = draw({ rows: 15, cols: 21, seed: 'lesson-3' });
		expect(draw({ rows: 15, cols: 21, seed: 'lesson-3' })).toEqual(a);
		expect(draw({ rows: 15, cols: 21, seed: 'lesson-4' }).cells).not.toEqual(a.cells);
	});

	it.each(SIZES)('connects the start to the goal on 200 seeds at %i×%i', (rows, cols) => {
		for (let seed = 0; seed < 200; seed++) {
			const spec = draw({ rows, cols, seed });
			expect(gridFaults(spec)).toEqual([]);
			expect(reachable(rows, cols, spec.cells, spec.start, spec.goal)).toBe(true);
		}
	});

	it('keeps the moves it is asked for', () => {
		const spec = draw({ rows: 5, cols: 5, seed: 1, connectivity: 8, diagonal: 'always' });
		expect([spec.connectivity, spec.diagonal]).toEqual([8, 'always']);
	});
});

describe('the generators', () => {
	it('carve mazes as trees: open cells one more than the passages between them', () => {
		for (const maze of [recursiveBacktracker, randomizedPrim]) {
			const spec = maze({ rows: 11, cols: 15, seed: 7 });
			const open = spec.cells.filter((w) => w !== WALL).length;
			let passages = 0;
			for (let cell = 0; cell < spec.cells.length; cell++) {
				if (spec.cells[cell] === WALL) continue;
				if (cell % spec.cols < spec.cols - 1 && spec.cells[cell + 1] !== WALL) passages++;
				if (cell + spec.cols < spec.cells.length && spec.cells[cell + spec.cols] !== WALL)
					passages++;
			}
			expect(passages).toBe(open - 1);
		}
	});

	it('refuse sizes and densities out of range, in words', () => {
		expect(() => recursiveBacktracker({ rows: 2, cols: 5, seed: 1 })).toThrow(
			"A grid's side is 3 to 100, not 2."
		);
		expect(() => randomWalls({ rows: 5, cols: 5, seed: 1, density: 0.5 })).toThrow(
			'Random walls have a density of 0 to 0.45, not 0.5.'
		);
	});
});

function run(name: 'bfs' | 'ucs' | 'greedy' | 'astar', spec: GridSpec) {
	return runToEnd(ALGORITHMS[name].run(gridProblem(spec, gridHeuristic(spec, 'manhattan'))));
}

describe('the preset grids', () => {
	it('are well formed', () => {
		for (const spec of [OPEN_FIELD, U_TRAP, SWAMP]) expect(gridFaults(spec)).toEqual([]);
	});

	it('open field: A* with octile h finds a cheapest path expanding only cells on one', () => {
		const problem = gridProblem(OPEN_FIELD, gridHeuristic(OPEN_FIELD, 'octile'));
		const astar = runToEnd(ALGORITHMS.astar.run(problem));
		const ucs = runToEnd(ALGORITHMS.ucs.run(gridProblem(OPEN_FIELD)));
		// From (2, 1) to (5, 10): 3 diagonal steps and 6 straight ones.
		expect(astar.cost).toBeCloseTo(6 + 3 * Math.SQRT2, 9);
		expect(ucs.cost).toBeCloseTo(6 + 3 * Math.SQRT2, 9);
		expect(astar.stats.expanded).toBeLessThan(ucs.stats.expanded);
	});

	it('U-trap: greedy best-first search walks into the U, and its path is longer than A*’s', () => {
		const greedy = run('greedy', U_TRAP);
		const astar = run('astar', U_TRAP);
		expect(greedy.outcome).toBe('goal');
		expect(greedy.cost).toBe(22);
		expect(astar.cost).toBe(16);
		// Its path climbed to the goal's row at the U's mouth, which A*'s never leaves row 7 for.
		expect(greedy.path.map((node) => node.state)).toContain(4 * U_TRAP.cols + 2);
		// And it went into the U, to the cell before its back wall.
		const { events } = collectRun(
			ALGORITHMS.greedy.run(gridProblem(U_TRAP, gridHeuristic(U_TRAP, 'manhattan')))
		);
		const expanded = events.flatMap((event) => (event.type === 'expand' ? [event.node.state] : []));
		expect(expanded).toContain(4 * U_TRAP.cols + 9);
	});

	it('swamp: breadth-first search wades through, uniform-cost search walks around', () => {
		const bfs = run('bfs', SWAMP);
		const ucs = run('ucs', SWAMP);
		// 8 steps straight across: (3, 1), five swamp cells, (3, 7), the goal.
		expect(bfs.actions).toEqual(new Array(8).fill('Right'));
		expect(bfs.cost).toBe(1 + 5 * 9 + 1 + 1);
		// Around the swamp: 3 Up, 8 Right, 3 Down, all dry.
		expect(ucs.cost).toBe(14);
		expect(ucs.actions.length).toBeGreaterThan(bfs.actions.length);
	});
});
