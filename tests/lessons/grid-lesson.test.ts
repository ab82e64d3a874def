import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPlayLink } from '$lib/config/play-link';
import { runConfigOf } from '$lib/config/play-run';
import {
	ADMISSIBILITY,
	cellNumber,
	forEachStep,
	gridHeuristic,
	gridLinkText,
	gridProblem,
	OPEN_FIELD,
	randomWalls,
	recursiveBacktracker,
	SWAMP,
	U_TRAP,
	WALL,
	type DiagonalRule,
	openCells,
	type GridSpec
} from '$lib/domains/grid';
import {
	admissibilityRows,
	capitalized,
	costDecimal,
	costFormula,
	costParts,
	costText,
	heuristicRows,
	readLessonGrid
} from '$lib/lessons/grid-lesson';
import { openSearch, solveSearch } from '$lib/player';
import { ALGORITHMS, collectRun, runToEnd } from '$lib/search';
import '../i18n/english-messages';

/**
 * Every number lesson 14 states, checked by running the engine as the lesson's figures run it:
 * each link is read as the playground reads it and searched by the same code.
 */

const LESSON = readFileSync('content/lessons/14-grid-mazes.md', 'utf8');

/** The grids the lesson links to, drawn or written by hand in the grid domain. */
const MAZE = recursiveBacktracker({ rows: 11, cols: 15, seed: 8 });
const WALLED = randomWalls({ rows: 15, cols: 21, seed: 9, density: 0.3, connectivity: 8 });
const GRIDS: Readonly<Record<string, GridSpec>> = {
	maze: MAZE,
	swamp: SWAMP,
	field: OPEN_FIELD,
	trap: U_TRAP,
	walled: WALLED
};
const TEXT = Object.fromEntries(Object.entries(GRIDS).map(([name, g]) => [name, gridLinkText(g)]));

type Name = keyof typeof TEXT;

function solve(grid: Name, query: string) {
	const read = readPlayLink(new URLSearchParams(`problem=grid&grid=${TEXT[grid]}&${query}`));
	expect(read.notices).toEqual([]);
	return solveSearch<number>(runConfigOf(read.config));
}

/** The cells a run expands, with their f, as the explorer shows them. */
function expansions(grid: Name, query: string) {
	const read = readPlayLink(new URLSearchParams(`problem=grid&grid=${TEXT[grid]}&${query}`));
	const { events } = collectRun(openSearch<number>(runConfigOf(read.config)).run);
	return events.flatMap((event) => (event.type === 'expand' ? [event.node] : []));
}

describe('lesson 14: its links', () => {
	it('name exactly the grid domain’s presets and the two drawn grids', () => {
		const linked = new Set([...LESSON.matchAll(/grid=([\w.-]+)/g)].map((match) => match[1]));
		expect(linked).toEqual(new Set(Object.values(TEXT)));
		for (const text of linked) expect(readLessonGrid(text).ok).toBe(true);
	});

	it('the walled field is 15 by 21, 8-connected, of weight 1, walled on about three cells in ten', () => {
		expect([WALLED.rows, WALLED.cols, WALLED.connectivity]).toEqual([15, 21, 8]);
		expect(new Set(WALLED.cells.filter((w) => w !== WALL))).toEqual(new Set([1]));
		const walls = WALLED.cells.length - openCells(WALLED).length;
		expect(walls).toBe(98);
		expect(Math.round((10 * walls) / WALLED.cells.length)).toBe(3);
	});
});

describe('lesson 14: the perfect maze', () => {
	it('has 11 rows, 15 columns and 95 open cells', () => {
		expect([MAZE.rows, MAZE.cols, openCells(MAZE).length]).toEqual([11, 15, 95]);
	});

	it('every search returns the same 32 steps; breadth-first search expands 47, A* 36', () => {
		const paths = ['bfs', 'dfs', 'ucs', 'greedy', 'astar'].map((algo) => {
			const result = solve('maze', `algo=${algo}`);
			expect(result.cost).toBe(32);
			return result.actions.join(' ');
		});
		expect(new Set(paths).size).toBe(1);
		expect(solve('maze', 'algo=bfs').stats.expanded).toBe(47);
		expect(solve('maze', 'algo=astar&h=manhattan').stats.expanded).toBe(36);
		// A* leaves out cells breadth-first search expands, all of them off the one path.
		const onPath = new Set(solve('maze', 'algo=astar').path.map((node) => node.state));
		const astar = new Set(expansions('maze', 'algo=astar&h=manhattan').map((node) => node.state));
		const skipped = expansions('maze', 'algo=bfs').filter((node) => !astar.has(node.state));
		expect(skipped).toHaveLength(11);
		for (const node of skipped) expect(onPath.has(node.state)).toBe(false);
	});
});

describe('lesson 14: the swamp', () => {
	it('breadth-first search goes straight across, 8 steps for 1 + 5 × 9 + 1 + 1 = 48', () => {
		const bfs = solve('swamp', 'algo=bfs');
		expect(bfs.actions).toEqual(new Array(8).fill('Right'));
		expect(bfs.cost).toBe(48);
		expect(bfs.stats.expanded).toBe(41);
	});

	it('uniform-cost search goes 3 up, 8 along and 3 down, 14 dry steps for 14', () => {
		const ucs = solve('swamp', 'algo=ucs');
		expect(ucs.actions).toEqual([
			...new Array(3).fill('Up'),
			...new Array(8).fill('Right'),
			...new Array(3).fill('Down')
		]);
		expect(ucs.cost).toBe(14);
		expect(ucs.stats.expanded).toBe(42);
	});

	it('A* with the Manhattan distance: h(start) = 8, 37 expansions, 5 fewer than uniform-cost search', () => {
		expect(gridHeuristic(SWAMP, 'manhattan')(SWAMP.start)).toBe(8);
		const astar = solve('swamp', 'algo=astar&h=manhattan');
		expect(astar.cost).toBe(14);
		expect(astar.stats.expanded).toBe(37);
	});

	it('exercise 3: Manhattan × 9 says 72 at the start, and A* with it wades through for 48', () => {
		const manhattan = gridHeuristic(SWAMP, 'manhattan');
		const inflated = (cell: number): number => 9 * manhattan(cell);
		expect(inflated(SWAMP.start)).toBe(72);
		expect(runToEnd(ALGORITHMS.astar.run(gridProblem(SWAMP, inflated))).cost).toBe(48);
	});
});

describe('lesson 14: the open field', () => {
	it('the goal is 3 rows down and 9 columns across; the cheapest path 3 diagonal and 6 straight steps', () => {
		expect(OPEN_FIELD.goal - OPEN_FIELD.start).toBe(3 * OPEN_FIELD.cols + 9);
		const astar = solve('field', 'algo=astar&h=octile');
		expect(costParts(OPEN_FIELD, astar.path)).toEqual({ straight: 6, diagonal: 3 });
		expect(astar.cost).toBeCloseTo(6 + 3 * Math.SQRT2, 9);
		expect(costDecimal(astar.cost ?? NaN)).toBe('10.24');
	});

	it('uniform-cost search expands 86 cells, A* with the octile distance 16', () => {
		expect(solve('field', 'algo=ucs').stats.expanded).toBe(86);
		expect(solve('field', 'algo=astar&h=octile').stats.expanded).toBe(16);
	});

	it('octile at the start is 9 + 3(√2 − 1) = 6 + 3√2, the cost of the cheapest path', () => {
		expect(gridHeuristic(OPEN_FIELD, 'octile')(OPEN_FIELD.start)).toBeCloseTo(
			6 + 3 * Math.SQRT2,
			12
		);
	});

	it('next to the goal diagonally, Manhattan says 2 where one step costs √2', () => {
		const beside = OPEN_FIELD.goal - OPEN_FIELD.cols - 1;
		expect(gridHeuristic(OPEN_FIELD, 'manhattan')(beside)).toBe(2);
		const steps: [string, number, number][] = [];
		forEachStep(OPEN_FIELD, beside, (action, next, cost) => steps.push([action, next, cost]));
		expect(steps).toContainEqual(['SE', OPEN_FIELD.goal, Math.SQRT2]);
	});
});

describe('lesson 14: the heuristics', () => {
	it('exercise 1: 3 rows and 5 columns away, Manhattan 8, Euclidean √34, octile 2 + 3√2, Chebyshev 5', () => {
		// An open 6×8 grid with the goal at the bottom right; the cell (2, 2) is 3 and 5 away.
		const open = (connectivity: 4 | 8): GridSpec => ({
			rows: 6,
			cols: 8,
			cells: new Array(48).fill(1),
			start: cellNumber({ cols: 8 }, 2, 2),
			goal: 47,
			connectivity,
			diagonal: 'no-corner-cutting'
		});
		const grid = open(8);
		const h = (name: 'manhattan' | 'euclidean' | 'octile' | 'chebyshev') =>
			gridHeuristic(grid, name)(grid.start);
		expect(h('manhattan')).toBe(8);
		expect(h('euclidean')).toBeCloseTo(Math.sqrt(34), 12);
		expect(h('euclidean').toFixed(2)).toBe('5.83');
		expect(h('octile')).toBeCloseTo(2 + 3 * Math.SQRT2, 12);
		expect(h('octile').toFixed(2)).toBe('6.24');
		expect(h('chebyshev')).toBe(5);
		expect(runToEnd(ALGORITHMS.ucs.run(gridProblem(open(4)))).cost).toBe(8);
		expect(runToEnd(ALGORITHMS.ucs.run(gridProblem(grid))).cost).toBeCloseTo(2 + 3 * Math.SQRT2, 9);
	});

	it('Chebyshev ≤ Euclidean ≤ octile ≤ Manhattan on every cell', () => {
		const names = ['chebyshev', 'euclidean', 'octile', 'manhattan'] as const;
		const h = names.map((name) => gridHeuristic(WALLED, name));
		for (let cell = 0; cell < WALLED.cells.length; cell++) {
			// Euclidean and octile agree on the diagonals, up to rounding.
			for (let i = 1; i < h.length; i++)
				expect(h[i](cell) + 1e-9).toBeGreaterThanOrEqual(h[i - 1](cell));
		}
	});

	it('exercise 2: SE between two walls passes only when diagonals always may', () => {
		const corner = (diagonal: DiagonalRule): GridSpec => ({
			rows: 3,
			cols: 3,
			cells: [1, WALL, 1, WALL, 1, 1, 1, 1, 1],
			start: 0,
			goal: 8,
			connectivity: 8,
			diagonal
		});
		const steps = (diagonal: DiagonalRule): string[] => {
			const out: string[] = [];
			forEachStep(corner(diagonal), 0, (action) => out.push(action));
			return out;
		};
		expect(steps('no-corner-cutting')).toEqual([]);
		expect(steps('one-side')).toEqual([]);
		expect(steps('always')).toEqual(['SE']);
	});

	it('the admissibility table is ADMISSIBILITY, every pair once, Manhattan refused on 8-connected grids only', () => {
		const rows = admissibilityRows();
		expect(rows.flatMap((row) => row.notes)).toHaveLength(ADMISSIBILITY.length);
		for (const row of rows) {
			for (const note of row.notes) expect(ADMISSIBILITY).toContain(note);
		}
		const refused = rows.flatMap((row) =>
			row.notes.filter((note) => !note.admissible).map((note) => [row.heuristic, note.connectivity])
		);
		expect(refused).toEqual([['manhattan', 8]]);
	});
});

describe('lesson 14: the U-shaped trap', () => {
	it('greedy best-first search expands 50 cells and returns 22 steps, up, along and down', () => {
		const greedy = solve('trap', 'algo=greedy&h=manhattan');
		expect(greedy.stats.expanded).toBe(50);
		expect(greedy.cost).toBe(22);
		expect(greedy.actions.join(' ')).toBe(
			'Up Up Up Up Right Right Up Up Up Right Right Right Right Right Right Right Right Right Right Down Down Down'
		);
	});

	it('greedy search climbs to the goal’s row and runs in to the back wall, where h = 3', () => {
		const cells = expansions('trap', 'algo=greedy&h=manhattan').map((node) => node.state);
		const goalRow = Math.floor(U_TRAP.goal / U_TRAP.cols);
		expect(goalRow).toBe(4);
		const deepest = cellNumber(U_TRAP, 4, 9);
		expect(U_TRAP.cells[deepest + 1]).toBe(WALL);
		expect(gridHeuristic(U_TRAP, 'manhattan')(deepest)).toBe(3);
		// Up four times to row 4, then Right along it to the back wall: its first 14 expansions.
		expect(cells.slice(0, 14)).toEqual([
			...[8, 7, 6, 5, 4].map((row) => cellNumber(U_TRAP, row, 0)),
			...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((col) => cellNumber(U_TRAP, 4, col))
		]);
	});

	it('A* returns 16 steps, the cheapest, after 54 expansions, each at f = 16 = h(start)', () => {
		const astar = solve('trap', 'algo=astar&h=manhattan');
		expect(astar.cost).toBe(16);
		expect(astar.stats.expanded).toBe(54);
		expect(solve('trap', 'algo=ucs').cost).toBe(16);
		expect(gridHeuristic(U_TRAP, 'manhattan')(U_TRAP.start)).toBe(16);
		const expanded = expansions('trap', 'algo=astar&h=manhattan');
		expect(expanded).toHaveLength(54);
		expect(new Set(expanded.map((node) => node.f))).toEqual(new Set([16]));
		// It looks into the U too, as far as the back wall.
		expect(expanded.map((node) => node.state)).toContain(cellNumber(U_TRAP, 4, 9));
		// Greedy search: 4 expansions fewer, 6 steps more.
		const greedy = solve('trap', 'algo=greedy&h=manhattan');
		expect(astar.stats.expanded - greedy.stats.expanded).toBe(4);
		expect(greedy.actions.length - astar.actions.length).toBe(6);
	});
});

describe('lesson 14: one maze, five heuristics', () => {
	const rows = heuristicRows(TEXT.walled);
	const by = Object.fromEntries(rows.map((row) => [row.heuristic, row]));

	it('expansions: h = 0 200, Chebyshev 116, Euclidean 89, octile 73, Manhattan 44', () => {
		expect(rows.map((row) => [row.heuristic, row.expanded])).toEqual([
			['manhattan', 44],
			['euclidean', 89],
			['octile', 73],
			['chebyshev', 116],
			['zero', 200]
		]);
		expect(solve('walled', 'algo=ucs').stats.expanded).toBe(by.zero.expanded);
	});

	it('the admissible four return 14 + 10√2 ≈ 28.14; Manhattan 22 + 6√2 ≈ 30.49', () => {
		for (const name of ['euclidean', 'octile', 'chebyshev', 'zero']) {
			expect(by[name].admissible).toBe(true);
			expect(by[name].parts).toEqual({ straight: 14, diagonal: 10 });
			expect(costFormula(by[name].parts)).toBe('14 + 10√2');
			expect(costDecimal(by[name].cost)).toBe('28.14');
		}
		expect(by.manhattan.admissible).toBe(false);
		expect(by.manhattan.parts).toEqual({ straight: 22, diagonal: 6 });
		expect(costFormula(by.manhattan.parts)).toBe('22 + 6√2');
		expect(costDecimal(by.manhattan.cost)).toBe('30.49');
		// Four diagonal steps fewer, eight straight steps more.
		expect(by.octile.parts.diagonal - by.manhattan.parts.diagonal).toBe(4);
		expect(by.manhattan.parts.straight - by.octile.parts.straight).toBe(8);
	});

	it('each row is the run its link opens', () => {
		expect(by.octile.query).toBe(`problem=grid&grid=${TEXT.walled}&algo=astar&h=octile`);
		expect(by.octile.expanded).toBe(solve('walled', 'algo=astar&h=octile').stats.expanded);
	});

	it('writes costs as a reader checks them', () => {
		expect(costFormula({ straight: 16, diagonal: 0 })).toBe('16');
		expect(costFormula({ straight: 0, diagonal: 1 })).toBe('√2');
		expect(costFormula({ straight: 0, diagonal: 6 })).toBe('6√2');
		expect(costDecimal(16)).toBe('16');
		expect(costText(by.octile)).toBe('14\u00a0+\u00a010√2 ≈\u00a028.14');
		expect(costText({ parts: { straight: 16, diagonal: 0 }, cost: 16 })).toBe('16');
	});

	it('heads a row with a capital, but leaves a symbol as it is', () => {
		expect(capitalized('octile distance')).toBe('Octile distance');
		expect(capitalized('h = 0')).toBe('h = 0');
	});

	it('refuses a grid text that is no grid, in words', () => {
		expect(() => heuristicRows('v1.2x2')).toThrow(RangeError);
		expect(readLessonGrid('v9.3x3')).toMatchObject({ ok: false });
	});
});
