/**
 * Exam grids drawn from a seed: the small mazes with weighted cells that grid questions ask
 * about, one per student and question, so that a practice page, its result code and the
 * checking page all draw the same grid.
 *
 * A grid is a field of random walls (the domain's own generator) whose open cells are given
 * weights from the seed, with a start and a goal placed apart; a trap grid is a U-shaped wall
 * opening towards the start with the goal behind it (as U_TRAP is drawn), flipped and shifted by
 * the seed. A question that needs a property (a tie to accept, a greedy path dearer than A*'s)
 * draws from `<seed>/1`, `<seed>/2`, … until a grid has it.
 */

import {
	drawGrid,
	openCells,
	reachable,
	WALL,
	type Connectivity,
	type GridSpec
} from '../domains/grid';
import { createRng, type Rng } from '../puzzle/rng';
import type { Level } from './question-spec';

/** The side of a level's grids (square), and the heaviest weight drawn on it. */
export const EXAM_GRID_SIZES: Readonly<Record<Level, { side: number; maxWeight: number }>> = {
	easy: { side: 5, maxWeight: 3 },
	medium: { side: 6, maxWeight: 5 },
	hard: { side: 7, maxWeight: 9 }
};

/** How many grids are drawn for one question before it is given up. */
const GRID_TRIES = 200;

/** What a question draws: the moves, and whether the cells weigh more than 1. */
export interface ExamGridDraw {
	readonly connectivity: Connectivity;
	readonly weighted: boolean;
}

/**
 * A grid of random walls with weights from the seed, the start and the goal at least half the
 * grid's width and height apart (rows plus columns), the goal reachable from the start.
 */
function fieldGrid(seed: string, level: Level, draw: ExamGridDraw): GridSpec | null {
	const { side, maxWeight } = EXAM_GRID_SIZES[level];
	const walls = drawGrid(seed, {
		rows: side,
		cols: side,
		generator: 'walls',
		connectivity: draw.connectivity
	});
	const rng = createRng(`exam-grid/${seed}`);
	const cells = walls.cells.map((weight) =>
		weight === WALL ? WALL : draw.weighted ? 1 + rng.int(maxWeight) : 1
	);
	const open = openCells({ cells });
	const start = open[rng.int(open.length)];
	const far = open.filter(
		(cell) =>
			Math.abs(Math.floor(cell / side) - Math.floor(start / side)) +
				Math.abs((cell % side) - (start % side)) >=
			side
	);
	if (far.length === 0) return null;
	const goal = far[rng.int(far.length)];
	if (!reachable(side, side, cells, start, goal)) return null;
	return { ...walls, cells, start, goal };
}

/** A grid flipped left to right and top to bottom as `flips` says (bit 0 and bit 1). */
function flipped(grid: GridSpec, flips: number): GridSpec {
	const { rows, cols } = grid;
	const at = (cell: number): number => {
		let row = Math.floor(cell / cols);
		let col = cell % cols;
		if (flips & 1) col = cols - 1 - col;
		if (flips & 2) row = rows - 1 - row;
		return row * cols + col;
	};
	const cells = new Array<number>(grid.cells.length);
	grid.cells.forEach((weight, cell) => (cells[at(cell)] = weight));
	return { ...grid, cells, start: at(grid.start), goal: at(grid.goal) };
}

/**
 * A trap for greedy best-first search, 4-connected, every cell weighing 1 (or, hard, a few
 * heavier): a U-shaped wall whose back stands between the start and the goal, opening towards
 * the start. Greedy follows h into the U; A* looks around it. Placed from the seed, then flipped.
 */
function trapGrid(seed: string, level: Level): GridSpec {
	const side = EXAM_GRID_SIZES[level].side + 2;
	const rng = createRng(`exam-trap/${seed}`);
	const cells = new Array<number>(side * side).fill(1);
	// The U: arms on rows top and bottom from column left to back, its back on column back.
	const top = 1 + rng.int(2);
	const bottom = Math.min(side - 2, top + 3 + rng.int(2));
	const back = side - 3;
	const left = 1 + rng.int(back - 3);
	for (let col = left; col <= back; col++) {
		cells[top * side + col] = WALL;
		cells[bottom * side + col] = WALL;
	}
	for (let row = top; row <= bottom; row++) cells[row * side + back] = WALL;
	const goalRow = top + 1 + rng.int(bottom - top - 1);
	const goal = goalRow * side + side - 1 - rng.int(2);
	// The start below or above the U, to the left of its mouth.
	const startRow = rng.int(2) === 0 ? side - 1 : 0;
	const start = startRow * side + rng.int(left + 1);
	if (level === 'hard') {
		for (let i = 0; i < side; i++) {
			const cell = rng.int(cells.length);
			if (cells[cell] !== WALL) cells[cell] = 1 + rng.int(3);
		}
	}
	cells[start] = 1;
	cells[goal] = 1;
	const grid: GridSpec = {
		rows: side,
		cols: side,
		cells,
		start,
		goal,
		connectivity: 4,
		diagonal: 'no-corner-cutting'
	};
	return flipped(grid, rng.int(4));
}

/** The seeds a question's draws try, in turn: `<seed>`, `<seed>/2`, `<seed>/3`, … */
function drawSeed(base: string, attempt: number): string {
	return attempt === 1 ? base : `${base}/${attempt}`;
}

/**
 * The first grid drawn for `type` from `seed` that `keep` takes (it returns what the question
 * needs of it, or null for the next draw); a RangeError, in words, when none of GRID_TRIES does.
 */
export function drawExamGrid<T>(
	type: string,
	seed: string,
	level: Level,
	draw: ExamGridDraw | 'trap',
	keep: (grid: GridSpec, rng: Rng) => T | null
): T {
	const base = `${type}/${level}/${seed}`;
	for (let attempt = 1; attempt <= GRID_TRIES; attempt++) {
		const at = drawSeed(base, attempt);
		const grid = draw === 'trap' ? trapGrid(at, level) : fieldGrid(at, level, draw);
		if (grid === null) continue;
		const kept = keep(grid, createRng(`keep/${at}`));
		if (kept !== null) return kept;
	}
	throw new RangeError(
		`No grid drawn from the seed “${seed}” makes this question; try another seed.`
	);
}
