import { message, type MessageRef } from '../../messages';
import type { Problem, Successor } from '../../search/problem';
import type { SuccessorList } from '../../search/successor-list';
import { MessageError } from '../../messages/message-error';
import { joined } from '../words-list';

/**
 * A grid maze as a search course draws one: rows × cols cells, each a wall or open ground with a
 * weight, a start cell and a goal cell. A step enters a neighbouring open cell and costs that
 * cell's weight (the cost to ENTER it); a diagonal step costs the entered cell's weight × √2, the
 * length of a unit square's diagonal. Costs are JavaScript numbers: orthogonal costs are whole,
 * diagonal ones carry Math.SQRT2, so tests compare path costs with `toBeCloseTo`.
 *
 * Cells are numbered row by row from 0 (the top left): cell (r, c) is r·cols + c, and rows and
 * columns count from 0. A search's states are these numbers, which the engine keys fastest.
 */

/** The smallest and largest grid side, and the weights an open cell may have. */
export const GRID_LIMITS = Object.freeze({ minSide: 3, maxSide: 100, minWeight: 1, maxWeight: 9 });

/** A wall, in `GridSpec.cells`; an open cell is its weight, 1–9. */
export const WALL = 0;

/** Neighbours a step may enter: the four orthogonal ones, or the eight around. */
export type Connectivity = 4 | 8;

/**
 * When an 8-connected grid lets a diagonal step pass between the two orthogonal neighbours it
 * squeezes by: 'no-corner-cutting' only when both are open, 'one-side' when at least one is,
 * 'always' even between two walls.
 */
export type DiagonalRule = 'no-corner-cutting' | 'one-side' | 'always';
export const DIAGONAL_RULES: readonly DiagonalRule[] = Object.freeze([
	'no-corner-cutting',
	'one-side',
	'always'
]);

export interface GridSpec {
	readonly rows: number;
	readonly cols: number;
	/** rows·cols entries, row by row: WALL (0) or an open cell's weight 1–9. */
	readonly cells: readonly number[];
	/** The start and goal cells' numbers (r·cols + c). */
	readonly start: number;
	readonly goal: number;
	readonly connectivity: Connectivity;
	/** Read on an 8-connected grid only; 'no-corner-cutting' by default. */
	readonly diagonal: DiagonalRule;
}

/** A cell's row and column. */
export interface Cell {
	readonly row: number;
	readonly col: number;
}

export function cellAt(spec: Pick<GridSpec, 'cols'>, cell: number): Cell {
	return { row: Math.floor(cell / spec.cols), col: cell % spec.cols };
}

export function cellNumber(spec: Pick<GridSpec, 'cols'>, row: number, col: number): number {
	return row * spec.cols + col;
}

/** A move: its action name and its row and column offsets. */
export interface Move {
	readonly action: MoveName;
	readonly dr: number;
	readonly dc: number;
}

export type MoveName = 'Up' | 'Right' | 'Down' | 'Left' | 'NE' | 'SE' | 'SW' | 'NW';

/**
 * The child order: clockwise from Up over the orthogonal moves, then clockwise from NE over the
 * diagonal ones (8-connected grids only).
 */
export const MOVES: readonly Move[] = Object.freeze([
	{ action: 'Up', dr: -1, dc: 0 },
	{ action: 'Right', dr: 0, dc: 1 },
	{ action: 'Down', dr: 1, dc: 0 },
	{ action: 'Left', dr: 0, dc: -1 },
	{ action: 'NE', dr: -1, dc: 1 },
	{ action: 'SE', dr: 1, dc: 1 },
	{ action: 'SW', dr: 1, dc: -1 },
	{ action: 'NW', dr: -1, dc: -1 }
]);

/** The moves a grid allows, in child order. */
export function gridMoves(connectivity: Connectivity): readonly Move[] {
	return connectivity === 4 ? MOVES.slice(0, 4) : MOVES;
}

/**
 * Everything that keeps `spec` from being a grid to search, each fault in words; empty when it
 * is one. The start and the goal must be different cells: a search that starts on its goal
 * shows nothing of how a frontier grows.
 */
export function gridFaults(spec: GridSpec): MessageRef[] {
	const { minSide, maxSide, minWeight, maxWeight } = GRID_LIMITS;
	const faults: MessageRef[] = [];
	for (const [side, value] of [
		['rows', spec.rows],
		['columns', spec.cols]
	] as const) {
		if (!Number.isInteger(value) || value < minSide || value > maxSide) {
			faults.push(
				message('domains_grid_side_range', {
					side,
					min: minSide,
					max: maxSide,
					value
				})
			);
		}
	}
	if (faults.length > 0) return faults;
	const size = spec.rows * spec.cols;
	if (spec.cells.length !== size) {
		faults.push(
			message('domains_grid_cell_count', {
				rows: spec.rows,
				cols: spec.cols,
				size: message('domains_count_cells', { count: size }),
				given: spec.cells.length
			})
		);
		return faults;
	}
	const bad = spec.cells.findIndex(
		(w) => w !== WALL && !(Number.isInteger(w) && w >= minWeight && w <= maxWeight)
	);
	if (bad >= 0) {
		faults.push(
			message('domains_grid_cell_weight', {
				cell: cellText(spec, bad),
				weight: String(spec.cells[bad]),
				min: minWeight,
				max: maxWeight
			})
		);
	}
	for (const [end, cell] of [
		['start', spec.start],
		['goal', spec.goal]
	] as const) {
		if (!Number.isInteger(cell) || cell < 0 || cell >= size) {
			faults.push(message('domains_grid_end_off', { end, rows: spec.rows, cols: spec.cols }));
		} else if (spec.cells[cell] === WALL) {
			faults.push(message('domains_grid_end_wall', { end, cell: cellText(spec, cell) }));
		}
	}
	if (spec.start === spec.goal) faults.push(message('domains_grid_same_cell', {}));
	if (spec.connectivity !== 4 && spec.connectivity !== 8) {
		faults.push(message('domains_grid_connectivity', { value: String(spec.connectivity) }));
	}
	if (!DIAGONAL_RULES.includes(spec.diagonal)) {
		faults.push(
			message('domains_grid_diagonal', {
				value: String(spec.diagonal),
				rules: DIAGONAL_RULES.join(', ')
			})
		);
	}
	return faults;
}

/** The open cells of a grid, by number: the states a search can reach at most. */
export function openCells(spec: Pick<GridSpec, 'cells'>): number[] {
	return spec.cells.flatMap((weight, cell) => (weight === WALL ? [] : [cell]));
}

/** A cell as the site writes it: "(3, 4)", row then column, from 0. */
export function cellText(spec: Pick<GridSpec, 'cols'>, cell: number): string {
	const { row, col } = cellAt(spec, cell);
	return `(${row}, ${col})`;
}

/**
 * Calls `visit` for each step out of `cell`, in child order: the moves that stay on the grid,
 * enter an open cell and, for a diagonal, pass as the diagonal rule allows.
 */
export function forEachStep(
	spec: GridSpec,
	cell: number,
	visit: (action: MoveName, next: number, cost: number) => void
): void {
	const { rows, cols, cells } = spec;
	const row = Math.floor(cell / cols);
	const col = cell % cols;
	const open = (r: number, c: number): boolean =>
		r >= 0 && r < rows && c >= 0 && c < cols && cells[r * cols + c] !== WALL;
	for (const { action, dr, dc } of gridMoves(spec.connectivity)) {
		const r = row + dr;
		const c = col + dc;
		if (!open(r, c)) continue;
		const diagonal = dr !== 0 && dc !== 0;
		if (diagonal && spec.diagonal !== 'always') {
			// The two orthogonal neighbours the diagonal passes between.
			const sides = Number(open(row + dr, col)) + Number(open(row, col + dc));
			if (sides < (spec.diagonal === 'no-corner-cutting' ? 2 : 1)) continue;
		}
		const weight = cells[r * cols + c];
		visit(action, r * cols + c, diagonal ? weight * Math.SQRT2 : weight);
	}
}

/**
 * The search problem of `spec`: states are cell numbers, the goal test asks for the goal cell,
 * successors come in child order (MOVES) with the cost of entering each. `heuristic`, when given,
 * is h (heuristics.ts builds them). Throws a MessageError naming the faults of a spec that is
 * no grid.
 */
export function gridProblem(spec: GridSpec, heuristic?: (cell: number) => number): Problem<number> {
	const faults = gridFaults(spec);
	if (faults.length > 0) throw new MessageError(joined(faults));
	const size = spec.rows * spec.cols;
	return {
		initial: spec.start,
		isGoal: (cell) => cell === spec.goal,
		successors(cell) {
			const out: Successor<number>[] = [];
			forEachStep(spec, cell, (action, state, cost) => out.push({ action, state, cost }));
			return out;
		},
		successorsInto(cell: number, into: SuccessorList<number>, h?: number) {
			forEachStep(spec, cell, (action, state, cost) =>
				into.add(action, state, cost, h === undefined || !heuristic ? 0 : heuristic(state))
			);
		},
		key: (cell) => cell,
		...(heuristic ? { heuristic } : {}),
		// Cells read row by row, so their text order is their number's.
		compareText: (a, b) => a - b,
		stateIndex: { size, of: (cell) => cell }
	};
}
