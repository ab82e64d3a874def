import { goalBoard } from '../../puzzle/goal';
import { DEFAULT_HEURISTIC, HEURISTICS, isHeuristicName } from '../../puzzle/heuristics';
import { explainSolvability } from '../../puzzle/solvability';
import { tileProblem } from '../../search/tile-problem';
import type { Domain, DomainSamples } from '../domain';
import { drawTileSpec, type TileDraw } from './instances';
import { TILE_LINK } from './link';
import { specBoard, specGoal, type TileSpec } from './spec';
import { tileWords } from './words';

/** How a tile state reads as a board: the engine's own decoding. */
export { boardOfTileState } from '../../search/tile-problem';
export { boardLinkText, boardRows, boardRowsText, tileWords } from './words';
export * from './instances';
export * from './link';
export * from './spec';

/** A board from its text, the goal of a convention, and the fewest moves between them. */
function sample(board: string, goal: 'blank-last' | 'blank-first', cost: number) {
	const read = specBoard(board);
	return { spec: { board: read, goal: goalBoard(read.rows, read.cols, goal) }, cost };
}

/**
 * Boards of 2×3, 2×2 and 3×2, each reaching at most 360 boards, which the contract suite
 * searches whole; each with the fewest moves to its goal.
 */
const SAMPLES: DomainSamples<TileSpec, TileDraw> = {
	problems: [
		sample('4_1/253', 'blank-last', 8),
		sample('3_/21', 'blank-last', 5),
		sample('534/12_', 'blank-last', 12),
		sample('12_/345', 'blank-first', 2),
		sample('4_/13/25', 'blank-first', 13)
	],
	draws: [
		{ size: '2x3', distance: 5 },
		{ size: '3x3', distance: 6 }
	]
};

/**
 * The sliding-tile puzzle, any r×c. An unsolvable board is not refused: the search runs, and
 * the end message gives the parity argument (`unreachable`).
 */
export const TILE_DOMAIN: Domain<TileSpec, TileDraw> = Object.freeze({
	id: 'tile',
	words(spec: TileSpec) {
		const board = specBoard(spec.board);
		return tileWords(board.rows, board.cols, spec.childOrder);
	},
	open(spec: TileSpec) {
		const board = specBoard(spec.board);
		const goal = specGoal(spec.goal ?? 'blank-last', board);
		const heuristic = spec.heuristic ?? DEFAULT_HEURISTIC;
		if (!isHeuristicName(heuristic)) {
			throw new RangeError(
				`Unknown heuristic "${String(heuristic)}": use ${HEURISTICS.slice(0, -1).join(', ')} or ${HEURISTICS.at(-1)}.`
			);
		}
		const problem = tileProblem(board, {
			goal,
			heuristic,
			childOrder: spec.childOrder,
			table: spec.heuristicTable
		});
		const solvability = explainSolvability(board, goal);
		return {
			problem,
			heuristic,
			unreachable: solvability.solvable
				? null
				: { reason: solvability.reasonMessage, rows: board.rows, cols: board.cols }
		};
	},
	link: TILE_LINK,
	draw: drawTileSpec,
	samples: SAMPLES
});
