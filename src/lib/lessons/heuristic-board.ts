/**
 * The three heuristics of the lesson on one board, tile by tile, for the figure that draws each
 * tile's share on the tile: whether it is misplaced, its Manhattan distance, and for linear
 * conflict the pairs of tiles that stand in their goal row (or column) in reversed order and
 * which tiles carry the +2 for stepping out of the line. Built on heuristicBreakdown
 * (puzzle/heuristics.ts), so the totals are the engine's own.
 */

import type { Board } from '$lib/puzzle/board';
import { heuristicBreakdown, type CellPosition } from '$lib/puzzle/heuristics';

export interface TileShares {
	readonly tile: number;
	readonly position: CellPosition;
	readonly goalPosition: CellPosition;
	/** 1 when the tile is off its goal cell. */
	readonly misplaced: number;
	/** Rows plus columns to its goal cell. */
	readonly manhattan: number;
	/** 2 for each line the tile must step out of (its linear-conflict share beyond Manhattan). */
	readonly conflictExtra: number;
}

/** Two tiles of one line, both at home in it, in reversed goal order. */
export interface ConflictPair {
	readonly line: 'row' | 'column';
	readonly lineIndex: number;
	/** The two tiles, the smaller number first. */
	readonly tiles: readonly [number, number];
}

export interface BoardHeuristics {
	readonly tiles: readonly TileShares[];
	/** Row pairs before column pairs, then by line and tile numbers. */
	readonly pairs: readonly ConflictPair[];
	readonly misplaced: number;
	readonly manhattan: number;
	readonly linearConflict: number;
}

/** Each tile's share of every heuristic, the conflicting pairs and the three totals. */
export function boardHeuristics(board: Board, goal: Board): BoardHeuristics {
	const misplaced = heuristicBreakdown('misplaced', board, goal);
	const manhattan = heuristicBreakdown('manhattan', board, goal);
	const conflict = heuristicBreakdown('linear-conflict', board, goal);
	const pairs = new Map<string, ConflictPair>();
	const tiles = conflict.map((entry, i): TileShares => {
		for (const { line, lineIndex, with: others } of entry.conflicts) {
			for (const other of others) {
				const [a, b] = entry.tile < other ? [entry.tile, other] : [other, entry.tile];
				const key = `${line}${lineIndex}:${a}-${b}`;
				if (!pairs.has(key)) pairs.set(key, { line, lineIndex, tiles: [a, b] });
			}
		}
		return {
			tile: entry.tile,
			position: entry.position,
			goalPosition: entry.goalPosition,
			misplaced: misplaced[i].value,
			manhattan: manhattan[i].value,
			conflictExtra: entry.value - manhattan[i].value
		};
	});
	const sum = (values: readonly { value: number }[]): number =>
		values.reduce((total, { value }) => total + value, 0);
	return {
		tiles,
		pairs: [...pairs.values()].sort(
			(p, q) =>
				Number(p.line === 'column') - Number(q.line === 'column') ||
				p.lineIndex - q.lineIndex ||
				p.tiles[0] - q.tiles[0] ||
				p.tiles[1] - q.tiles[1]
		),
		misplaced: sum(misplaced),
		manhattan: sum(manhattan),
		linearConflict: sum(conflict)
	};
}
