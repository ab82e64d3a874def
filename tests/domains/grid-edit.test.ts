import { undoText } from '$lib/components/domains/undo-words';
import type { MessageRef } from '$lib/messages';
import { english } from '../i18n/english-messages';
import { record, redo, startHistory, stepWords, undo } from '$lib/domains/history';
import { describe, expect, it } from 'vitest';
import {
	cellLine,
	clearGrid,
	endStroke,
	extendStroke,
	generateGrid,
	heuristicAfterMoves,
	linkLengthNote,
	moveEnd,
	movesChoice,
	paintCells,
	presetGrid,
	readSide,
	resizeGrid,
	setMoves,
	startStroke,
	type GridEdit
} from '$lib/domains/grid/edit';
import {
	gridFaults,
	GRID_PRESETS,
	gridLinkText,
	MAX_GRID_LINK,
	recursiveBacktracker,
	U_TRAP,
	WALL,
	type GridSpec
} from '$lib/domains/grid';

/** A grid from rows of text: "#" a wall, "1"–"9" a weight, "S" and "G" weigh 1. */
function grid(lines: readonly string[]): GridSpec {
	const text = lines.join('');
	return {
		rows: lines.length,
		cols: lines[0].length,
		cells: [...text].map((ch) => (ch === '#' ? WALL : ch === 'S' || ch === 'G' ? 1 : Number(ch))),
		start: text.indexOf('S'),
		goal: text.indexOf('G'),
		connectivity: 4,
		diagonal: 'no-corner-cutting'
	};
}

/** A grid as rows of text, the inverse of `grid` (the ends written over their weight). */
function rowsOf(spec: GridSpec): string[] {
	const out: string[] = [];
	for (let r = 0; r < spec.rows; r++) {
		let line = '';
		for (let c = 0; c < spec.cols; c++) {
			const cell = r * spec.cols + c;
			line +=
				cell === spec.start
					? 'S'
					: cell === spec.goal
						? 'G'
						: spec.cells[cell] === WALL
							? '#'
							: String(spec.cells[cell]);
		}
		out.push(line);
	}
	return out;
}

function done(edit: GridEdit): GridSpec & { said: MessageRef } {
	if (!edit.ok) throw new Error(`refused: ${english(edit.refusal)}`);
	return { ...edit.spec, said: edit.said };
}

const EMPTY = grid(['S1111', '11111', '11111', '1111G']);

describe('cellLine', () => {
	it('walks every cell a segment crosses, each sharing a side with the one before', () => {
		// (0, 0) to (2, 4) on a 5-column grid.
		expect(cellLine({ cols: 5 }, 0, 14)).toEqual([0, 1, 6, 7, 8, 13, 14]);
		// Back the other way: the same cells, reversed up to the corner ties.
		expect(cellLine({ cols: 5 }, 14, 0)).toEqual([14, 13, 8, 7, 6, 1, 0]);
		// A straight run and a single cell.
		expect(cellLine({ cols: 5 }, 5, 9)).toEqual([5, 6, 7, 8, 9]);
		expect(cellLine({ cols: 5 }, 7, 7)).toEqual([7]);
		// An exact diagonal passes through corners: the column's cell first.
		expect(cellLine({ cols: 5 }, 0, 12)).toEqual([0, 1, 6, 7, 12]);
		// Steep: (0, 1) to (3, 2).
		expect(cellLine({ cols: 5 }, 1, 17)).toEqual([1, 6, 7, 12, 17]);
	});

	it('never leaves a diagonal gap, on any segment of a 7×9 grid', () => {
		const cols = 9;
		for (let from = 0; from < 63; from += 5) {
			for (let to = 0; to < 63; to++) {
				const line = cellLine({ cols }, from, to);
				expect(line[0]).toBe(from);
				expect(line.at(-1)).toBe(to);
				for (let i = 1; i < line.length; i++) {
					const [a, b] = [line[i - 1], line[i]];
					const apart =
						Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) +
						Math.abs((a % cols) - (b % cols));
					expect(apart).toBe(1);
				}
			}
		}
	});
});

describe('paint strokes', () => {
	it('paints a wall along a drag, the cells between samples included, as one step', () => {
		let stroke = startStroke(EMPTY, WALL, 1);
		stroke = extendStroke(stroke, 13); // (0, 1) to (2, 3): a sample three cells on
		stroke = extendStroke(stroke, 13);
		const edit = done(endStroke(stroke));
		expect(rowsOf(edit)).toEqual(['S##11', '11##1', '111#1', '1111G']);
		expect(english(edit.said)).toBe('Wall on 5 cells');
		// The spec the stroke began on is untouched.
		expect(rowsOf(EMPTY)).toEqual(['S1111', '11111', '11111', '1111G']);
	});

	it('skips the start and the goal under a wall, and says so', () => {
		let stroke = startStroke(EMPTY, WALL, 10);
		stroke = extendStroke(stroke, 0);
		stroke = extendStroke(stroke, 4);
		const edit = done(endStroke(stroke));
		expect(rowsOf(edit)).toEqual(['S####', '#1111', '#1111', '1111G']);
		expect(english(edit.said)).toBe('Wall on 6 cells (the start and the goal stay open)');
		expect(endStroke(startStroke(EMPTY, WALL, 19))).toEqual({
			ok: false,
			refusal: 'No wall drawn: the start and the goal stay open, a wall cannot go on them.'
		});
	});

	it('lays weights, erases, and counts only the cells it changed', () => {
		const walled = grid(['S#111', '1#111', '1#911', '1111G']);
		let stroke = startStroke(walled, 5, 2);
		stroke = extendStroke(stroke, 17);
		const weighed = done(endStroke(stroke));
		expect(rowsOf(weighed)).toEqual(['S#511', '1#511', '1#511', '1151G']);
		// (2, 2) weighed 9 and (3, 2) was 1: four cells changed.
		expect(english(weighed.said)).toBe('Weight 5 on 4 cells');
		const erased = done(endStroke(extendStroke(startStroke(weighed, 1, 1), 16)));
		expect(rowsOf(erased)).toEqual(['S1511', '11511', '11511', '1151G']);
		// The three walls of column 1; (3, 1) was open ground already.
		expect(english(erased.said)).toBe('3 cells erased');
		expect(endStroke(startStroke(EMPTY, 1, 7))).toEqual({
			ok: false,
			refusal: 'Nothing changed: the cells were open ground already.'
		});
		expect(endStroke(startStroke(EMPTY, 1, 7)).ok).toBe(false);
	});

	it('paintCells leaves the spec itself when nothing changes', () => {
		const same = paintCells(EMPTY, [1, 2], 1);
		expect(same.spec).toBe(EMPTY);
		expect([same.changed, same.skipped]).toEqual([0, 0]);
	});
});

describe('moving the start and the goal', () => {
	const walled = grid(['S#111', '1#111', '11111', '1111G']);

	it('moves either end to an open cell', () => {
		const moved = done(moveEnd(walled, 'start', 12));
		expect(rowsOf(moved)).toEqual(['1#111', '1#111', '11S11', '1111G']);
		expect(english(moved.said)).toBe('Start moved to (2, 2)');
		const goal = done(moveEnd(moved, 'goal', 4));
		expect(rowsOf(goal)).toEqual(['1#11G', '1#111', '11S11', '11111']);
		expect(english(goal.said)).toBe('Goal moved to (0, 4)');
	});

	it('refuses a wall, the other end, the same cell and a cell off the grid', () => {
		expect(moveEnd(walled, 'start', 1)).toEqual({
			ok: false,
			refusal: 'The start cannot go on the wall (0, 1): erase it first.'
		});
		expect(moveEnd(walled, 'goal', 0)).toEqual({
			ok: false,
			refusal: 'The goal cannot go on the start (0, 0): they are two cells.'
		});
		expect(moveEnd(walled, 'goal', 19)).toEqual({
			ok: false,
			refusal: 'The goal is at (3, 4) already.'
		});
		expect(moveEnd(walled, 'start', 20)).toEqual({
			ok: false,
			refusal: 'The start must be a cell of the 4×5 grid.'
		});
	});
});

describe('the size', () => {
	it('reads a side of 3 to 100, and says why another is refused', () => {
		expect(readSide(' 12 ', 'rows')).toEqual({ ok: true, value: 12 });
		expect(readSide('2', 'rows')).toEqual({
			ok: false,
			message: 'A grid has 3 to 100 rows, not 2.'
		});
		expect(readSide('1000', 'columns')).toEqual({
			ok: false,
			message: 'A grid has 3 to 100 columns, not 1,000.'
		});
		expect(readSide('7.5', 'columns')).toEqual({
			ok: false,
			message: '"7.5" is not a whole number: a grid has 3 to 100 columns.'
		});
		expect(readSide('', 'rows')).toEqual({
			ok: false,
			message: 'No number: a grid has 3 to 100 rows.'
		});
	});

	it('keeps what fits when it shrinks, and opens new ground when it grows', () => {
		const walled = grid(['S#111', '1#191', '11111', '1111G']);
		const smaller = done(resizeGrid(walled, 3, 3));
		// The goal (3, 4) is cut off: it moves to (2, 2), the nearest cell kept.
		expect(rowsOf(smaller)).toEqual(['S#1', '1#1', '11G']);
		expect(english(smaller.said)).toBe('Grid resized to 3×3');
		const larger = done(resizeGrid(walled, 5, 6));
		expect(rowsOf(larger)).toEqual(['S#1111', '1#1911', '111111', '1111G1', '111111']);
		expect(gridFaults(larger)).toEqual([]);
	});

	it('opens a wall an end lands on, and parts two ends that land on one cell', () => {
		const cut = grid(['111#1', '111#1', '1S1#G']);
		const narrow = done(resizeGrid(cut, 3, 4));
		expect(rowsOf(narrow)).toEqual(['111#', '111#', '1S1G']);
		const tiny = grid(['11111', '11111', '11111', '111S1', '1111G']);
		const both = done(resizeGrid(tiny, 3, 3));
		// Both land on (2, 2): the goal goes to the corner across, (0, 0).
		expect(rowsOf(both)).toEqual(['G11', '111', '11S']);
		expect(gridFaults(both)).toEqual([]);
	});

	it('refuses a size out of range, or the same size', () => {
		expect(resizeGrid(EMPTY, 101, 5)).toEqual({
			ok: false,
			refusal: 'A grid has 3 to 100 rows, not 101.'
		});
		expect(resizeGrid(EMPTY, 4, 5)).toEqual({ ok: false, refusal: 'The grid is 4×5 already.' });
	});
});

describe('clearing, moves, generators and presets', () => {
	it('clears every wall and weight, the ends kept', () => {
		const cleared = done(clearGrid(grid(['1#S11', '19#11', '11#1G'])));
		expect(rowsOf(cleared)).toEqual(['11S11', '11111', '1111G']);
		expect(english(cleared.said)).toBe('Grid cleared');
		expect(clearGrid(EMPTY).ok).toBe(false);
	});

	it('sets the moves and names each choice', () => {
		const eight = done(setMoves(EMPTY, '8o'));
		expect([eight.connectivity, eight.diagonal, movesChoice(eight)]).toEqual([8, 'one-side', '8o']);
		expect(english(eight.said)).toBe('Moves set to 8-connected, past one wall');
		const four = done(setMoves(eight, '4'));
		expect([four.connectivity, movesChoice(four)]).toEqual([4, '4']);
		expect(setMoves(four, '4').ok).toBe(false);
	});

	it('resets the heuristic with the moves only when it was the old moves’ own', () => {
		expect(heuristicAfterMoves('manhattan', 4, 8)).toBe('octile');
		expect(heuristicAfterMoves('octile', 8, 4)).toBe('manhattan');
		expect(heuristicAfterMoves('euclidean', 4, 8)).toBe('euclidean');
		expect(heuristicAfterMoves('manhattan', 8, 4)).toBe('manhattan');
		expect(heuristicAfterMoves('octile', 8, 8)).toBe('octile');
	});

	it('generates from a seed at the grid’s size and moves', () => {
		const eight = { ...EMPTY, rows: 7, cols: 9, cells: new Array(63).fill(1), goal: 62 };
		const maze = done(generateGrid(eight, 'backtracker', 'lesson', 0.3));
		expect(maze.cells).toEqual(recursiveBacktracker({ rows: 7, cols: 9, seed: 'lesson' }).cells);
		expect(english(maze.said)).toBe('Maze by recursive backtracker, seed “lesson”');
		const walls = done(generateGrid(eight, 'walls', 'x', 0.2));
		expect(english(walls.said)).toBe('Random walls at 0.2, seed “x”');
		expect(generateGrid(eight, 'walls', 'x', 0.5)).toEqual({
			ok: false,
			refusal: 'Random walls have a density of 0 to 0.45, not 0.5.'
		});
	});

	it('opens a preset', () => {
		const trap = done(presetGrid(GRID_PRESETS[0]));
		expect(gridLinkText(trap)).toBe(gridLinkText(U_TRAP));
		expect(english(trap.said)).toBe('The U-shaped trap opened');
	});
});

describe('a grid too long for a link', () => {
	it('is said with its length; a maze fits', () => {
		expect(linkLengthNote(recursiveBacktracker({ rows: 100, cols: 100, seed: 1 }))).toBeNull();
		// Weights that change at every cell: one letter per cell, 10,000 of them.
		const cells = Array.from({ length: 10000 }, (_, i) => 1 + ((i + Math.floor(i / 100)) % 2));
		const checker: GridSpec = { ...EMPTY, rows: 100, cols: 100, cells, goal: 9999 };
		const length = gridLinkText(checker).length;
		expect(length).toBe(11693);
		expect(length).toBeGreaterThan(MAX_GRID_LINK);
		expect(english(linkLengthNote(checker)!)).toBe(
			'This grid takes 11,693 characters in a link, more than the 6,000 a link holds: the run here goes on, but the page’s link cannot be shared, as it would open the U-trap instead. Fewer changes of weight from cell to cell shorten it (walls cost little).'
		);
	});
});

describe('undo and redo', () => {
	it('walks back and forth through the strokes, saying what each took back', () => {
		let history = startHistory(EMPTY);
		const wall = done(endStroke(extendStroke(startStroke(EMPTY, WALL, 2), 12)));
		history = record(history, wall, wall.said);
		const moved = done(moveEnd(wall, 'start', 15));
		history = record(history, moved, moved.said);
		expect(rowsOf(history.present)).toEqual(['11#11', '11#11', '11#11', 'S111G']);

		history = undo(history);
		expect(undoText(stepWords(history, true), 'en')).toBe('Undone: start moved to (3, 0)');
		expect(rowsOf(history.present)).toEqual(['S1#11', '11#11', '11#11', '1111G']);
		history = undo(history);
		expect(undoText(stepWords(history, true), 'en')).toBe('Undone: wall on 3 cells');
		expect(history.present).toBe(EMPTY);
		expect(undo(history)).toBe(history);

		history = redo(history);
		expect(undoText(stepWords(history, false), 'en')).toBe('Redone: wall on 3 cells');
		expect(rowsOf(history.present)).toEqual(['S1#11', '11#11', '11#11', '1111G']);
		// A new edit drops what was undone.
		const cleared = done(clearGrid(history.present));
		history = record(history, cleared, cleared.said);
		expect(history.future).toEqual([]);
		expect(redo(history)).toBe(history);
		expect(history.past.map((entry) => entry.change)).toEqual([null, 'Wall on 3 cells']);
	});
});
