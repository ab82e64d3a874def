import { message, type MessageRef } from '../../messages';
import { randomizedPrim, randomWalls, recursiveBacktracker, MAX_WALL_DENSITY } from './generators';
import {
	cellAt,
	cellNumber,
	cellText,
	GRID_LIMITS,
	WALL,
	type Connectivity,
	type DiagonalRule,
	type GridSpec
} from './grid';
import type { GridHeuristicName } from './heuristics';
import { gridLinkText, MAX_GRID_LINK } from './link';
import type { GridPreset } from './presets';
import { defaultGridHeuristic, type GridGenerator } from './run';

/**
 * Drawing a grid maze, as pure functions of its spec: painting walls and weights along a drag,
 * moving the start and the goal, resizing, clearing, the moves, the generators and the presets.
 * Undo and redo walk the drawing's history (../history.ts). Every edit returns a new spec (the old one is never
 * changed, so a history can hold it) and says what it did in words, which undo and redo repeat.
 */

/** An edit done, with the new spec and its words; or refused, with the reason. */
export type GridEdit =
	| { readonly ok: true; readonly spec: GridSpec; readonly said: MessageRef }
	| { readonly ok: false; readonly refusal: MessageRef };

const refuse = (refusal: MessageRef): GridEdit => ({ ok: false, refusal });

/** What a paint stroke lays on each cell it crosses: a wall, or open ground of a weight 1–9. */
export type Paint = number;

/** The weight an erased cell gets back: open ground that costs 1 to enter. */
export const ERASED = GRID_LIMITS.minWeight;

/**
 * The cells a straight line from the centre of cell `from` to the centre of cell `to` passes
 * through, in order, both ends included; consecutive cells share a side, so a wall drawn along
 * it has no diagonal gap for a step to slip through, on any moves. Where the line passes exactly
 * through a corner, the cell across the columns comes first. A drag's pointer samples come
 * several cells apart when it moves fast: the cells between two samples are this line's.
 */
export function cellLine(spec: Pick<GridSpec, 'cols'>, from: number, to: number): number[] {
	const a = cellAt(spec, from);
	const b = cellAt(spec, to);
	const dr = Math.abs(b.row - a.row);
	const dc = Math.abs(b.col - a.col);
	const stepR = Math.sign(b.row - a.row);
	const stepC = Math.sign(b.col - a.col);
	const line = [from];
	let { row, col } = a;
	// Walking the grid along the segment: the next side crossed is a column's while the
	// column crossings made so far (scaled by dr) run behind the row crossings (scaled by dc).
	let crossedC = 0;
	let crossedR = 0;
	while (crossedC < dc || crossedR < dr) {
		// The line crosses its next column side at (2·crossedC + 1) / (2·dc) of its length, its
		// next row side at (2·crossedR + 1) / (2·dr); compared without division.
		const nextC = (2 * crossedC + 1) * dr;
		const nextR = (2 * crossedR + 1) * dc;
		if (crossedR >= dr || (crossedC < dc && nextC <= nextR)) {
			col += stepC;
			crossedC++;
		} else {
			row += stepR;
			crossedR++;
		}
		line.push(cellNumber(spec, row, col));
	}
	return line;
}

/** A paint's name in sentences: "wall", "weight 5". */
export function paintWords(paint: Paint): MessageRef {
	return paint === WALL
		? message('domains_paint_wall', {})
		: paint === ERASED
			? message('domains_paint_open', {})
			: message('domains_paint_weight', { weight: paint });
}

/**
 * `cells` painted with `paint`, as a new spec: a wall is never painted over the start or the
 * goal (they must stay open), and those cells are counted as skipped. `changed` counts the
 * cells that were not already `paint`.
 */
export function paintCells(
	spec: GridSpec,
	cells: readonly number[],
	paint: Paint
): { readonly spec: GridSpec; readonly changed: number; readonly skipped: number } {
	let next: number[] | null = null;
	let changed = 0;
	let skipped = 0;
	const seen = new Set<number>();
	for (const cell of cells) {
		if (seen.has(cell)) continue;
		seen.add(cell);
		if (paint === WALL && (cell === spec.start || cell === spec.goal)) {
			skipped++;
			continue;
		}
		if (spec.cells[cell] === paint) continue;
		next ??= [...spec.cells];
		next[cell] = paint;
		changed++;
	}
	return { spec: next === null ? spec : { ...spec, cells: next }, changed, skipped };
}

/**
 * One drag of the pointer (or one press of Space) with a paint: the spec as it was, the spec
 * painted so far, the last cell reached, and the cells painted. The drawing shows `spec` while
 * the drag lasts and records it as one step when it ends, so one undo takes back the whole
 * stroke and the run starts again once.
 */
export interface Stroke {
	readonly before: GridSpec;
	readonly spec: GridSpec;
	readonly paint: Paint;
	readonly last: number;
	/** Every cell the stroke changed, each once. */
	readonly painted: ReadonlySet<number>;
	/** How many times a wall was kept off the start or the goal. */
	readonly skipped: number;
}

export function startStroke(spec: GridSpec, paint: Paint, cell: number): Stroke {
	const empty: Stroke = {
		before: spec,
		spec,
		paint,
		last: cell,
		painted: new Set(),
		skipped: 0
	};
	return paintStroke(empty, [cell]);
}

/** The stroke carried on to `cell`: every cell on the line from the last one painted. */
export function extendStroke(stroke: Stroke, cell: number): Stroke {
	if (cell === stroke.last) return stroke;
	return { ...paintStroke(stroke, cellLine(stroke.spec, stroke.last, cell).slice(1)), last: cell };
}

function paintStroke(stroke: Stroke, cells: readonly number[]): Stroke {
	const done = paintCells(stroke.spec, cells, stroke.paint);
	if (done.changed === 0 && done.skipped === 0) return stroke;
	const painted = new Set(stroke.painted);
	for (const cell of cells)
		if (done.spec.cells[cell] !== stroke.spec.cells[cell]) painted.add(cell);
	return { ...stroke, spec: done.spec, painted, skipped: stroke.skipped + done.skipped };
}

/** A finished stroke as an edit: what it painted, in words; refused when it changed nothing. */
export function endStroke(stroke: Stroke): GridEdit {
	const count = stroke.painted.size;
	if (count === 0) {
		return refuse(
			stroke.skipped > 0
				? message('domains_stroke_no_wall', {})
				: message('domains_stroke_nothing', { paint: paintWords(stroke.paint) })
		);
	}
	const cells = message('domains_count_cells', { count });
	const said =
		stroke.paint === WALL
			? message('domains_stroke_wall', { cells })
			: stroke.paint === ERASED
				? message('domains_stroke_erased', { count })
				: message('domains_stroke_weight', { weight: stroke.paint, cells });
	const kept = stroke.skipped > 0 ? message('domains_stroke_kept', { said }) : said;
	return { ok: true, spec: stroke.spec, said: kept };
}

export type GridEnd = 'start' | 'goal';

/**
 * The start or the goal moved to `cell`: refused on a wall, on the other end, or off the grid.
 * The ends must stay different open cells for the grid to be searched (gridFaults).
 */
export function moveEnd(spec: GridSpec, end: GridEnd, cell: number): GridEdit {
	if (!Number.isInteger(cell) || cell < 0 || cell >= spec.rows * spec.cols) {
		return refuse(message('domains_end_off_grid', { end, rows: spec.rows, cols: spec.cols }));
	}
	if (spec[end] === cell)
		return refuse(message('domains_end_already', { end, cell: cellText(spec, cell) }));
	const other = end === 'start' ? spec.goal : spec.start;
	if (cell === other) {
		return refuse(message('domains_end_on_other', { end, cell: cellText(spec, cell) }));
	}
	if (spec.cells[cell] === WALL) {
		return refuse(message('domains_end_on_wall', { end, cell: cellText(spec, cell) }));
	}
	return {
		ok: true,
		spec: { ...spec, [end]: cell },
		said: message('domains_end_moved', { end, cell: cellText(spec, cell) })
	};
}

/** A side typed for the grid's size, read: a whole number 3–100, or why not, in words. */
export function readSide(
	text: string,
	side: 'rows' | 'columns'
):
	| { readonly ok: true; readonly value: number }
	| { readonly ok: false; readonly message: MessageRef } {
	const { minSide, maxSide } = GRID_LIMITS;
	const trimmed = text.trim();
	const value = Number(trimmed);
	if (trimmed === '' || !/^\d+$/.test(trimmed) || !Number.isSafeInteger(value)) {
		return {
			ok: false,
			message:
				trimmed === ''
					? message('domains_side_no_number', { side, min: minSide, max: maxSide })
					: message('domains_side_not_whole', {
							side,
							value: trimmed,
							min: minSide,
							max: maxSide
						})
		};
	}
	if (value < minSide || value > maxSide) {
		return {
			ok: false,
			message: message('domains_grid_side_range', {
				side,
				min: minSide,
				max: maxSide,
				value
			})
		};
	}
	return { ok: true, value };
}

/**
 * The grid at `rows` × `cols`, keeping every cell that fits (anchored at the top left); new
 * cells are open ground of weight 1. A start or goal cut off moves to the nearest cell in the
 * last row or column kept, opened if it was a wall; if both land on one cell, the goal goes to
 * the opposite corner from the start.
 */
export function resizeGrid(spec: GridSpec, rows: number, cols: number): GridEdit {
	const { minSide, maxSide } = GRID_LIMITS;
	for (const [side, value] of [
		['rows', rows],
		['columns', cols]
	] as const) {
		if (!Number.isInteger(value) || value < minSide || value > maxSide) {
			return refuse(
				message('domains_grid_side_range', {
					side,
					min: minSide,
					max: maxSide,
					value
				})
			);
		}
	}
	if (rows === spec.rows && cols === spec.cols) {
		return refuse(message('domains_grid_already_size', { rows, cols }));
	}
	const cells: number[] = new Array(rows * cols).fill(ERASED);
	for (let r = 0; r < Math.min(rows, spec.rows); r++) {
		for (let c = 0; c < Math.min(cols, spec.cols); c++) {
			cells[r * cols + c] = spec.cells[r * spec.cols + c];
		}
	}
	const place = (cell: number): number => {
		const { row, col } = cellAt(spec, cell);
		return Math.min(row, rows - 1) * cols + Math.min(col, cols - 1);
	};
	const start = place(spec.start);
	let goal = place(spec.goal);
	if (goal === start) {
		const { row, col } = cellAt({ cols }, start);
		goal = (row < rows / 2 ? rows - 1 : 0) * cols + (col < cols / 2 ? cols - 1 : 0);
	}
	cells[start] = cells[start] === WALL ? ERASED : cells[start];
	cells[goal] = cells[goal] === WALL ? ERASED : cells[goal];
	return {
		ok: true,
		spec: { ...spec, rows, cols, cells, start, goal },
		said: message('domains_grid_resized', { rows, cols })
	};
}

/** Every cell open ground of weight 1, the start and the goal where they are. */
export function clearGrid(spec: GridSpec): GridEdit {
	if (spec.cells.every((weight) => weight === ERASED)) {
		return refuse(message('domains_grid_clear_already', {}));
	}
	return {
		ok: true,
		spec: { ...spec, cells: spec.cells.map(() => ERASED) },
		said: message('domains_grid_cleared', {})
	};
}

/** The moves a grid may have, as one choice: 4-connected, or 8 with a diagonal rule. */
export type MovesChoice = '4' | '8n' | '8o' | '8a';
export const MOVES_CHOICES: readonly MovesChoice[] = Object.freeze(['4', '8n', '8o', '8a']);

const CHOICE_MOVES: Readonly<Record<MovesChoice, Pick<GridSpec, 'connectivity' | 'diagonal'>>> = {
	'4': { connectivity: 4, diagonal: 'no-corner-cutting' },
	'8n': { connectivity: 8, diagonal: 'no-corner-cutting' },
	'8o': { connectivity: 8, diagonal: 'one-side' },
	'8a': { connectivity: 8, diagonal: 'always' }
};

/** Each choice of moves in words, as the editor offers them. */
export const MOVES_LABELS: Readonly<Record<MovesChoice, MessageRef>> = Object.freeze({
	'4': message('domains_moves_4', {}),
	'8n': message('domains_moves_8n', {}),
	'8o': message('domains_moves_8o', {}),
	'8a': message('domains_moves_8a', {})
});

/** What each choice lets a step do, in one sentence. */
export const MOVES_NOTES: Readonly<Record<MovesChoice, MessageRef>> = Object.freeze({
	'4': message('domains_moves_note_4', {}),
	'8n': message('domains_moves_note_8n', {}),
	'8o': message('domains_moves_note_8o', {}),
	'8a': message('domains_moves_note_8a', {})
});

export function movesChoice(spec: Pick<GridSpec, 'connectivity' | 'diagonal'>): MovesChoice {
	if (spec.connectivity === 4) return '4';
	const rules: Readonly<Record<DiagonalRule, MovesChoice>> = {
		'no-corner-cutting': '8n',
		'one-side': '8o',
		always: '8a'
	};
	return rules[spec.diagonal];
}

/** The grid with other moves. On 4-connected moves the diagonal rule is kept as it was. */
export function setMoves(spec: GridSpec, choice: MovesChoice): GridEdit {
	if (movesChoice(spec) === choice)
		return refuse(message('domains_moves_already', { moves: MOVES_LABELS[choice] }));
	const moves = CHOICE_MOVES[choice];
	const diagonal = moves.connectivity === 4 ? spec.diagonal : moves.diagonal;
	return {
		ok: true,
		spec: { ...spec, connectivity: moves.connectivity, diagonal },
		said: message('domains_moves_set', { moves: MOVES_LABELS[choice] })
	};
}

/**
 * The heuristic a run keeps when its grid's moves change from `from` to `to`: the new moves'
 * own (defaultGridHeuristic) if the run had the old moves' own, else the one the reader chose,
 * which the admissibility note then judges on the new moves.
 */
export function heuristicAfterMoves(
	current: GridHeuristicName,
	from: Connectivity,
	to: Connectivity
): GridHeuristicName {
	return from !== to && current === defaultGridHeuristic(from) ? defaultGridHeuristic(to) : current;
}

/** What each generator is called in the editor. */
export const GENERATOR_LABELS: Readonly<Record<GridGenerator, MessageRef>> = Object.freeze({
	backtracker: message('domains_generator_backtracker', {}),
	prim: message('domains_generator_prim', {}),
	walls: message('domains_generator_walls', {})
});

/**
 * A grid drawn by `generator` from `seed` at the spec's size and moves (random walls at
 * `density`, 0 to MAX_WALL_DENSITY). The generators put the start in the top-left corner and
 * the goal in the bottom-right room or corner, and always leave a way between them.
 */
export function generateGrid(
	spec: GridSpec,
	generator: GridGenerator,
	seed: string,
	density: number
): GridEdit {
	if (!(density >= 0 && density <= MAX_WALL_DENSITY)) {
		return refuse(
			message('domains_density_range', { max: MAX_WALL_DENSITY, value: String(density) })
		);
	}
	const draw = {
		rows: spec.rows,
		cols: spec.cols,
		seed,
		connectivity: spec.connectivity,
		diagonal: spec.diagonal
	};
	const drawn =
		generator === 'backtracker'
			? recursiveBacktracker(draw)
			: generator === 'prim'
				? randomizedPrim(draw)
				: randomWalls({ ...draw, density });
	const said =
		generator === 'walls'
			? message('domains_drawn_walls', { density: String(density), seed })
			: generator === 'prim'
				? message('domains_drawn_prim', { seed })
				: message('domains_drawn_backtracker', { seed });
	return { ok: true, spec: drawn, said };
}

/** A preset the pages offer (presets.ts), opened whole: its size, moves and ends too. */
export function presetGrid(preset: GridPreset): GridEdit {
	return {
		ok: true,
		spec: preset.grid,
		said: message('domains_preset_opened', { preset: preset.label })
	};
}

/**
 * What the editor says of a grid too long for a link, or null when it fits: the run goes on,
 * but the link cannot carry the grid (its reader refuses a text over MAX_GRID_LINK and opens
 * the U-trap instead).
 */
export function linkLengthNote(spec: GridSpec): MessageRef | null {
	const length = gridLinkText(spec).length;
	if (length <= MAX_GRID_LINK) return null;
	return message('domains_grid_link_too_long_note', { count: length, max: MAX_GRID_LINK });
}
