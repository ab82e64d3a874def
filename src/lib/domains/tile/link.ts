/**
 * The tile puzzle in a link: `board` (any notation), `size` for boards that are not square, and
 * `goal` (a convention's name, or a board). A link without `problem=` is a tile link, as every
 * link before the road map was.
 */

import type { Board } from '../../puzzle/board';
import { goalBoard, goalConventionOf, resolveGoal } from '../../puzzle/goal';
import { parseBoard, parseSize } from '../../puzzle/notation';
import { quoted, type DomainLink, type NoteParam } from '../link';
import { specBoard, specGoal, type BoardSpec, type TileSpec } from './spec';
import { boardLinkText } from './words';
import { message } from '../../messages';

/** The word a link names the tile puzzle with (`problem=tiles`), which links may leave out. */
export const TILES_WORD = 'tiles';

/** The board a link that gives none opens (link version 1): an 8-puzzle seven moves from the goal. */
const DEFAULT_BOARD = parseBoard('41325_786');
if (!DEFAULT_BOARD.ok) throw new Error(DEFAULT_BOARD.error.code);
export const LINK_DEFAULT_BOARD: Board = DEFAULT_BOARD.value;

/** A goal as links write it: its convention's name (blank-last, blank-first), else the board. */
export function goalLinkText(goal: Board): string {
	return goalConventionOf(goal) ?? boardLinkText(goal);
}

export const TILE_LINK: DomainLink<TileSpec, BoardSpec> = Object.freeze({
	words: [TILES_WORD],
	params: ['board', 'size'],
	paramsDo: message('domains_tile_params_do', {}),
	shown: () => message('domains_tile_shown', {}),
	read(query: URLSearchParams, _word: string, note: NoteParam): BoardSpec {
		const board = readBoard(query, note);
		return { board, goal: readGoal(query.get('goal'), board, note) };
	},
	write(spec: TileSpec) {
		const board = specBoard(spec.board);
		const goal = goalLinkText(specGoal(spec.goal ?? 'blank-last', board));
		const params: [string, string][] = [['board', boardLinkText(board)]];
		if (board.rows !== board.cols) params.push(['size', `${board.rows}x${board.cols}`]);
		if (goal !== 'blank-last') params.push(['goal', goal]);
		return params;
	}
});

function readBoard(query: URLSearchParams, note: NoteParam): Board {
	const text = query.get('board');
	const sizeText = query.get('size');
	const size = sizeText === null ? undefined : parseSize(sizeText);
	if (size !== undefined && !size.ok) {
		note('size', message('domains_tile_link_size_bad', { detail: size.error.message }));
	}
	if (text === null) {
		if (size?.ok) {
			note('size', message('domains_tile_link_size_alone', size.value));
		}
		return LINK_DEFAULT_BOARD;
	}
	const board = parseBoard(text, size?.ok ? size.value : undefined);
	if (board.ok) return board.value;
	// A size that contradicts a board readable on its own: the board wins, the size is said.
	const alone = size?.ok ? parseBoard(text) : board;
	if (alone.ok && size?.ok) {
		note(
			'size',
			message('domains_tile_link_size_mismatch', {
				rows: size.value.rows,
				cols: size.value.cols,
				board: quoted(text),
				boardRows: alone.value.rows,
				boardCols: alone.value.cols
			})
		);
		return alone.value;
	}
	note('board', message('domains_tile_link_board_bad', { detail: board.error.message }));
	return LINK_DEFAULT_BOARD;
}

function readGoal(text: string | null, board: Board, note: NoteParam): Board {
	const fallback = goalBoard(board.rows, board.cols, 'blank-last');
	if (text === null) return fallback;
	const goal = resolveGoal(text.trim(), board.rows, board.cols);
	if (goal.ok) return goal.value;
	note('goal', message('domains_tile_link_goal_bad', { detail: goal.error.message }));
	return fallback;
}
