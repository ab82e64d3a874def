/**
 * The board a student's h(board) receives in the heuristic lab (docs/lab.md documents it for
 * students). One object is reused for every board of a check, its cells rewritten in place:
 * 181,440 boards must be evaluated in well under a second, so nothing is allocated per board
 * except what a student's own call asks for (a position object).
 *
 * Rows and columns count from 0, top left; cells are read row by row; 0 is the blank.
 */

import { BLANK, type Board } from '../puzzle/board';
import { goalPositions } from '../puzzle/goal';

/** A place on the board: row and column from 0, top left. */
export interface LabPosition {
	readonly row: number;
	readonly col: number;
}

export class LabBoard {
	readonly rows: number;
	readonly cols: number;
	/** Number of cells, rows × cols (the blank included). */
	readonly size: number;
	/** The tiles row by row, 0 for the blank. Rewritten for every board: copy it to keep it. */
	readonly cells: number[];
	/** The tile numbers 1 .. size − 1, for loops over tiles. */
	readonly tiles: readonly number[];
	readonly #at: Int32Array;
	readonly #home: Int32Array;

	constructor(goal: Board) {
		this.rows = goal.rows;
		this.cols = goal.cols;
		this.size = goal.rows * goal.cols;
		this.cells = [...goal.cells];
		this.tiles = Object.freeze(Array.from({ length: this.size - 1 }, (_, i) => i + 1));
		this.#at = new Int32Array(this.size);
		this.#home = goalPositions(goal);
		this.set(goal.cells);
	}

	/** Makes this object show `cells` (a board of the goal's size). Not for students. */
	set(cells: ArrayLike<number>): void {
		for (let i = 0; i < this.size; i++) {
			const tile = cells[i];
			this.cells[i] = tile;
			this.#at[tile] = i;
		}
	}

	/** The tile at (row, col), 0 for the blank; undefined off the board. */
	tileAt(row: number, col: number): number | undefined {
		if (!this.#onBoard(row, col)) return undefined;
		return this.cells[row * this.cols + col];
	}

	/** Where `tile` stands now (0 for the blank); undefined for a number that is no tile. */
	positionOf(tile: number): LabPosition | undefined {
		if (!this.#isTile(tile)) return undefined;
		return this.#position(this.#at[tile]);
	}

	/** Where `tile` stands in the goal; undefined for a number that is no tile. */
	goalPositionOf(tile: number): LabPosition | undefined {
		if (!this.#isTile(tile)) return undefined;
		return this.#position(this.#home[tile]);
	}

	/** Where the blank is. */
	get blank(): LabPosition {
		return this.#position(this.#at[BLANK]);
	}

	/** Rows plus columns between `tile` and its goal cell; 0 for the blank or no tile. */
	manhattan(tile: number): number {
		if (!this.#isTile(tile) || tile === BLANK) return 0;
		const at = this.#at[tile];
		const home = this.#home[tile];
		const cols = this.cols;
		return (
			Math.abs(Math.floor(at / cols) - Math.floor(home / cols)) +
			Math.abs((at % cols) - (home % cols))
		);
	}

	/** Whether every tile is on its goal cell. */
	isGoal(): boolean {
		for (let i = 0; i < this.size; i++) if (this.#home[this.cells[i]] !== i) return false;
		return true;
	}

	#position(index: number): LabPosition {
		return { row: Math.floor(index / this.cols), col: index % this.cols };
	}

	#isTile(tile: number): boolean {
		return Number.isInteger(tile) && tile >= 0 && tile < this.size;
	}

	#onBoard(row: number, col: number): boolean {
		return (
			Number.isInteger(row) &&
			Number.isInteger(col) &&
			row >= 0 &&
			row < this.rows &&
			col >= 0 &&
			col < this.cols
		);
	}
}
