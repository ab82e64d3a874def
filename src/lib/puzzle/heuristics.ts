/**
 * Heuristics h(n) for the tile puzzle: estimates of the moves left to the goal. None counts the
 * blank, since the blank is not a tile that must be brought home, and counting it would break
 * admissibility.
 *
 * - zero: h = 0; A* then expands like uniform-cost search.
 * - misplaced: tiles off their goal cell; each needs at least one move.
 * - manhattan: the sum of each tile's row and column distance to its goal cell; one move changes
 *   one tile's distance by exactly 1, so it is consistent.
 * - linear-conflict (Hansson, Mayer and Yung, 1992): Manhattan plus 2 for each tile that must
 *   leave its row or column to let another tile of that line pass. Two tiles in their goal row
 *   but in reversed order cannot pass each other inside the row: one must step out and back,
 *   two moves Manhattan does not count. In each row (and column), the fewest tiles to take out
 *   so that the rest are in goal order is the line's length minus its longest increasing run
 *   of goal columns (rows). One move changes that count in at most one line by at most 1,
 *   only for the tile that moves, whose Manhattan distance changes by 1 too, so h changes by at
 *   most 1 per move: the heuristic is consistent, hence admissible.
 */

import { assertSameSize, BLANK, type Board } from './board';
import { goalPositions } from './goal';
import { message, type MessageRef } from '../messages';

export type HeuristicName = 'zero' | 'misplaced' | 'manhattan' | 'linear-conflict';

export const HEURISTICS: readonly HeuristicName[] = Object.freeze([
	'zero',
	'misplaced',
	'manhattan',
	'linear-conflict'
]);

export interface HeuristicInfo {
	readonly name: HeuristicName;
	/** Its name, as a message. */
	readonly labelMessage: MessageRef;
	/** What it counts, in a sentence, as a message. */
	readonly descriptionMessage: MessageRef;
	/** Never overestimates the moves left. */
	readonly admissible: boolean;
	/** h(n) ≤ 1 + h(n′) for every move n → n′ (unit step costs). */
	readonly consistent: boolean;
}

export const HEURISTIC_INFO: Readonly<Record<HeuristicName, HeuristicInfo>> = Object.freeze({
	zero: {
		name: 'zero',
		labelMessage: message('search_heuristic_zero', {}),
		descriptionMessage: message('search_heuristic_zero_description', {}),
		admissible: true,
		consistent: true
	},
	misplaced: {
		name: 'misplaced',
		labelMessage: message('search_heuristic_misplaced', {}),
		descriptionMessage: message('search_heuristic_misplaced_description', {}),
		admissible: true,
		consistent: true
	},
	manhattan: {
		name: 'manhattan',
		labelMessage: message('search_heuristic_manhattan', {}),
		descriptionMessage: message('search_heuristic_manhattan_description', {}),
		admissible: true,
		consistent: true
	},
	'linear-conflict': {
		name: 'linear-conflict',
		labelMessage: message('search_heuristic_linear_conflict', {}),
		descriptionMessage: message('search_heuristic_linear_conflict_description', {}),
		admissible: true,
		consistent: true
	}
});

/**
 * The heuristic a run uses when none is named (a tile problem, a link, a lesson's figure, the
 * command line): Manhattan distance, consistent and so admissible, and cheap enough for every
 * board the site offers.
 */
export const DEFAULT_HEURISTIC: HeuristicName = 'manhattan';

export function isHeuristicName(text: string): text is HeuristicName {
	return (HEURISTICS as readonly string[]).includes(text);
}

export interface CellPosition {
	/** Reading order, 0-based. */
	readonly index: number;
	readonly row: number;
	readonly col: number;
}

/** A conflict of one tile inside a row or column that is its goal row or column. */
export interface LineConflict {
	readonly line: 'row' | 'column';
	/** 0-based row or column number. */
	readonly lineIndex: number;
	/** Tiles of this line, also at home in it, standing in reversed goal order with this one. */
	readonly with: readonly number[];
	/** Whether this tile is one of the fewest that must leave the line (it carries the +2). */
	readonly leaves: boolean;
}

/** One tile's share of h; the shares of all tiles add up to h. */
export interface TileContribution {
	readonly tile: number;
	readonly position: CellPosition;
	readonly goalPosition: CellPosition;
	readonly value: number;
	/** Linear conflict only; empty for the other heuristics and for tiles without conflict. */
	readonly conflicts: readonly LineConflict[];
}

/** h of `board` for `goal`. Precondition: the same size (else RangeError). */
export function evaluateHeuristic(name: HeuristicName, board: Board, goal: Board): number {
	assertSameSize(board, goal);
	return compileHeuristic(name, goal)(board.cells);
}

/**
 * The fast form for search engines: goal rows and columns are computed once, and each call
 * walks the cells without allocating. `cells` must be a board of the goal's size.
 */
export function compileHeuristic(
	name: HeuristicName,
	goal: Board
): (cells: ArrayLike<number>) => number {
	const { rows, cols } = goal;
	const count = rows * cols;
	const home = goalPositions(goal);
	const homeRow = home.map((index) => Math.floor(index / cols));
	const homeCol = home.map((index) => index % cols);
	const cellRow = Int32Array.from({ length: count }, (_, i) => Math.floor(i / cols));
	const cellCol = Int32Array.from({ length: count }, (_, i) => i % cols);

	const misplaced = (cells: ArrayLike<number>): number => {
		let h = 0;
		for (let i = 0; i < count; i++) {
			const tile = cells[i];
			if (tile !== BLANK && home[tile] !== i) h++;
		}
		return h;
	};
	const manhattan = (cells: ArrayLike<number>): number => {
		let h = 0;
		for (let i = 0; i < count; i++) {
			const tile = cells[i];
			if (tile === BLANK) continue;
			h += Math.abs(cellRow[i] - homeRow[tile]) + Math.abs(cellCol[i] - homeCol[tile]);
		}
		return h;
	};

	switch (name) {
		case 'zero':
			return () => 0;
		case 'misplaced':
			return misplaced;
		case 'manhattan':
			return manhattan;
		case 'linear-conflict': {
			// Scratch buffers shared by every call: the goal columns (rows) met along one line,
			// and the tails of the increasing runs found so far.
			const line = new Int32Array(Math.max(rows, cols));
			const tails = new Int32Array(Math.max(rows, cols));
			return (cells: ArrayLike<number>): number => {
				let leaving = 0;
				for (let r = 0; r < rows; r++) {
					let length = 0;
					for (let c = 0; c < cols; c++) {
						const tile = cells[r * cols + c];
						if (tile !== BLANK && homeRow[tile] === r) line[length++] = homeCol[tile];
					}
					leaving += length - longestIncreasing(line, length, tails);
				}
				for (let c = 0; c < cols; c++) {
					let length = 0;
					for (let r = 0; r < rows; r++) {
						const tile = cells[r * cols + c];
						if (tile !== BLANK && homeCol[tile] === c) line[length++] = homeRow[tile];
					}
					leaving += length - longestIncreasing(line, length, tails);
				}
				return manhattan(cells) + 2 * leaving;
			};
		}
	}
}

/**
 * Each tile's share of h, ordered by tile number, for tables and tile highlights. For linear
 * conflict one fewest set of leaving tiles per line is chosen (a longest increasing run is
 * kept, earliest cells first on ties); each leaving tile carries 2 for that line.
 */
export function heuristicBreakdown(
	name: HeuristicName,
	board: Board,
	goal: Board
): TileContribution[] {
	assertSameSize(board, goal);
	const { rows, cols } = board;
	const home = goalPositions(goal);
	const at = (index: number): CellPosition => ({
		index,
		row: Math.floor(index / cols),
		col: index % cols
	});
	const conflicts = new Map<number, LineConflict[]>();
	if (name === 'linear-conflict') {
		const lines: { line: 'row' | 'column'; lineIndex: number; cells: number[] }[] = [];
		for (let r = 0; r < rows; r++) {
			const cells = Array.from({ length: cols }, (_, c) => r * cols + c);
			lines.push({ line: 'row', lineIndex: r, cells });
		}
		for (let c = 0; c < cols; c++) {
			const cells = Array.from({ length: rows }, (_, r) => r * cols + c);
			lines.push({ line: 'column', lineIndex: c, cells });
		}
		for (const { line, lineIndex, cells } of lines) {
			const goalPlace = (tile: number): number =>
				line === 'row' ? at(home[tile]).col : at(home[tile]).row;
			const homeLine = (tile: number): number =>
				line === 'row' ? at(home[tile]).row : at(home[tile]).col;
			const tiles = cells
				.map((index) => board.cells[index])
				.filter((tile) => tile !== BLANK && homeLine(tile) === lineIndex);
			const kept = longestIncreasingRun(tiles.map(goalPlace));
			tiles.forEach((tile, i) => {
				const reversed = tiles.filter(
					(other, j) => j !== i && j < i === goalPlace(other) > goalPlace(tile)
				);
				if (reversed.length === 0) return;
				const entry: LineConflict = { line, lineIndex, with: reversed, leaves: !kept.has(i) };
				conflicts.set(tile, [...(conflicts.get(tile) ?? []), entry]);
			});
		}
	}

	const contributions: TileContribution[] = [];
	for (let tile = 1; tile < board.cells.length; tile++) {
		const position = at(board.cells.indexOf(tile));
		const goalPosition = at(home[tile]);
		const distance =
			Math.abs(position.row - goalPosition.row) + Math.abs(position.col - goalPosition.col);
		const tileConflicts = conflicts.get(tile) ?? [];
		const value =
			name === 'zero'
				? 0
				: name === 'misplaced'
					? Number(position.index !== goalPosition.index)
					: distance + 2 * tileConflicts.filter((conflict) => conflict.leaves).length;
		contributions.push({ tile, position, goalPosition, value, conflicts: tileConflicts });
	}
	return contributions;
}

/** Length of the longest strictly increasing subsequence of sequence[0..length) (patience). */
function longestIncreasing(sequence: Int32Array, length: number, tails: Int32Array): number {
	let longest = 0;
	for (let i = 0; i < length; i++) {
		const value = sequence[i];
		let low = 0;
		let high = longest;
		while (low < high) {
			const middle = (low + high) >> 1;
			if (tails[middle] < value) low = middle + 1;
			else high = middle;
		}
		tails[low] = value;
		if (low === longest) longest++;
	}
	return longest;
}

/** Indices of one longest strictly increasing subsequence, preferring earlier elements. */
function longestIncreasingRun(sequence: readonly number[]): Set<number> {
	const lengths = sequence.map(() => 1);
	const previous = sequence.map(() => -1);
	for (let i = 0; i < sequence.length; i++) {
		for (let j = 0; j < i; j++) {
			if (sequence[j] < sequence[i] && lengths[j] + 1 > lengths[i]) {
				lengths[i] = lengths[j] + 1;
				previous[i] = j;
			}
		}
	}
	const kept = new Set<number>();
	let end = lengths.indexOf(Math.max(0, ...lengths));
	while (end >= 0) {
		kept.add(end);
		end = previous[end];
	}
	return kept;
}
