import { message, type MessageRef } from '../../messages';
import { cellAt, gridFaults, GRID_LIMITS, WALL, type DiagonalRule, type GridSpec } from './grid';

/**
 * A grid in a link, in characters a URL carries as they are (letters, digits, "-", "_", "."):
 *
 *   link    = "v1." size "." moves ".s" cell ".g" cell "." walls "." weights
 *   size    = rows "x" cols                      rows, cols: 3–100, in decimal
 *   moves   = "4" | "8n" | "8o" | "8a"           8n no corner cutting, 8o one side, 8a always
 *   cell    = row "-" col                        from 0, in decimal
 *   walls   = base64url digits (A–Z a–z 0–9 - _), 6 cells each, row by row, first cell in the
 *             highest bit; 1 is a wall; the bits past the last cell are 0
 *   weights = { [count] weight }                 the open cells' weights row by row, in runs:
 *             weight a–i for 1–9, after its count in decimal when the run is longer than one
 *
 * "v1.3x4.4.s0-0.g2-3.Ig.10a" is a 3×4 grid, 4-connected, from (0, 0) to (2, 3), with walls at
 * (0, 2) and (1, 2) ("Ig" is 001000 100000) and every open cell weighing 1. A 100×100 maze of
 * equal weights takes about 1,700 characters; a grid of weights that change from cell to cell
 * may not fit, and the reader refuses a text longer than MAX_GRID_LINK.
 */

/** The longest grid text a link holds, in characters. */
export const MAX_GRID_LINK = 6000;
export const GRID_LINK_VERSION = 'v1';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MOVE_CODES: Readonly<Record<string, Pick<GridSpec, 'connectivity' | 'diagonal'>>> = {
	'4': { connectivity: 4, diagonal: 'no-corner-cutting' },
	'8n': { connectivity: 8, diagonal: 'no-corner-cutting' },
	'8o': { connectivity: 8, diagonal: 'one-side' },
	'8a': { connectivity: 8, diagonal: 'always' }
};
const DIAGONAL_CODES: Readonly<Record<DiagonalRule, string>> = {
	'no-corner-cutting': '8n',
	'one-side': '8o',
	always: '8a'
};

/** `spec` as a link writes it (the grammar above). */
export function gridLinkText(spec: GridSpec): string {
	const moves = spec.connectivity === 4 ? '4' : DIAGONAL_CODES[spec.diagonal];
	const at = (cell: number): string => {
		const { row, col } = cellAt(spec, cell);
		return `${row}-${col}`;
	};
	let walls = '';
	for (let i = 0; i < spec.cells.length; i += 6) {
		let digit = 0;
		for (let bit = 0; bit < 6; bit++) {
			if (spec.cells[i + bit] === WALL) digit |= 1 << (5 - bit);
		}
		walls += BASE64URL[digit];
	}
	let weights = '';
	const open = spec.cells.filter((weight) => weight !== WALL);
	for (let i = 0; i < open.length;) {
		let end = i + 1;
		while (end < open.length && open[end] === open[i]) end++;
		weights += (end - i > 1 ? String(end - i) : '') + String.fromCharCode(96 + open[i]);
		i = end;
	}
	return [
		GRID_LINK_VERSION,
		`${spec.rows}x${spec.cols}`,
		moves,
		`s${at(spec.start)}`,
		`g${at(spec.goal)}`,
		walls,
		weights
	].join('.');
}

export type GridLinkResult =
	| { readonly ok: true; readonly spec: GridSpec }
	| { readonly ok: false; readonly faults: readonly MessageRef[] };

/** The grid a link's text names, or what is wrong with the text, in words. */
export function readGridLinkText(text: string): GridLinkResult {
	const refuse = (...faults: MessageRef[]): GridLinkResult => ({ ok: false, faults });
	if (text.length > MAX_GRID_LINK) {
		return refuse(
			message('domains_gridlink_too_long', {
				max: message('domains_count_characters', { count: MAX_GRID_LINK }),
				length: text.length
			})
		);
	}
	const parts = text.split('.');
	if (parts[0] !== GRID_LINK_VERSION) {
		return refuse(
			message('domains_gridlink_version', { version: parts[0], current: GRID_LINK_VERSION })
		);
	}
	if (parts.length !== 7) {
		return refuse(message('domains_gridlink_parts', { count: parts.length }));
	}
	const [, sizeText, movesText, startText, goalText, wallsText, weightsText] = parts;
	const size = /^(\d{1,3})x(\d{1,3})$/.exec(sizeText);
	if (size === null) return refuse(message('domains_gridlink_size', { size: sizeText }));
	const rows = Number(size[1]);
	const cols = Number(size[2]);
	const { minSide, maxSide } = GRID_LIMITS;
	if ([rows, cols].some((side) => side < minSide || side > maxSide)) {
		return refuse(
			message('domains_gridlink_size_range', { min: minSide, max: maxSide, rows, cols })
		);
	}
	const faults: MessageRef[] = [];
	const moves = MOVE_CODES[movesText];
	if (moves === undefined) faults.push(message('domains_gridlink_moves', { moves: movesText }));
	const readCell = (part: string, letter: string, end: 'start' | 'goal'): number => {
		const match = new RegExp(`^${letter}(\\d{1,3})-(\\d{1,3})$`).exec(part);
		if (match === null) {
			faults.push(message('domains_gridlink_cell', { end, part, letter }));
			return -1;
		}
		const [row, col] = [Number(match[1]), Number(match[2])];
		if (row >= rows || col >= cols) {
			faults.push(message('domains_gridlink_cell_off', { end, row, col, rows, cols }));
			return -1;
		}
		return row * cols + col;
	};
	const start = readCell(startText, 's', 'start');
	const goal = readCell(goalText, 'g', 'goal');
	const cellCount = rows * cols;
	const wallChars = Math.ceil(cellCount / 6);
	const cells: number[] = [];
	if (wallsText.length !== wallChars) {
		faults.push(
			message('domains_gridlink_walls_length', {
				rows,
				cols,
				chars: message('domains_count_characters', { count: wallChars }),
				length: wallsText.length
			})
		);
	} else {
		for (let i = 0; i < wallChars; i++) {
			const digit = BASE64URL.indexOf(wallsText[i]);
			if (digit < 0) {
				faults.push(message('domains_gridlink_walls_char', { char: wallsText[i] }));
				break;
			}
			for (let bit = 0; bit < 6; bit++) {
				const wall = (digit >> (5 - bit)) & 1;
				if (i * 6 + bit < cellCount) cells.push(wall === 1 ? WALL : 1);
				else if (wall === 1) faults.push(message('domains_gridlink_walls_past', {}));
			}
		}
	}
	if (faults.length > 0) return refuse(...faults);
	const open = cells.filter((cell) => cell !== WALL).length;
	const weights: number[] = [];
	const run = /(\d*)([a-z])/y;
	let at = 0;
	while (at < weightsText.length) {
		run.lastIndex = at;
		const match = run.exec(weightsText);
		const weight = match === null ? 0 : match[2].charCodeAt(0) - 96;
		if (match === null || weight > GRID_LIMITS.maxWeight) {
			return refuse(message('domains_gridlink_weights', { weights: weightsText }));
		}
		const count = match[1] === '' ? 1 : Number(match[1]);
		if (weights.length + count > open) break;
		for (let i = 0; i < count; i++) weights.push(weight);
		at = run.lastIndex;
	}
	if (weights.length !== open || at < weightsText.length) {
		return refuse(
			message('domains_gridlink_weights_count', {
				open: message('domains_count_open_cells', { count: open }),
				given:
					at < weightsText.length ? message('domains_gridlink_weights_more', {}) : weights.length
			})
		);
	}
	let next = 0;
	const spec: GridSpec = {
		rows,
		cols,
		cells: cells.map((cell) => (cell === WALL ? WALL : weights[next++])),
		start,
		goal,
		connectivity: moves.connectivity,
		diagonal: moves.diagonal
	};
	const specFaults = gridFaults(spec);
	return specFaults.length > 0 ? refuse(...specFaults) : { ok: true, spec };
}
