import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { PLAY_PARAM_DOCS, LAB_PARAM_DOCS } from '$lib/config/link-params';
import { m } from '$lib/paraglide/messages.js';
import { readTypedBoard } from '$lib/puzzle/board-entry';
import { parseBoard } from '$lib/puzzle/notation';
import { applyMoves, parseMoves } from '$lib/puzzle/moves';
import { message, type MessageRef } from '$lib/messages';
import type { Locale } from '$lib/paraglide/runtime.js';

/**
 * The puzzle layer's errors (messages/notices, notice_board_*, notice_move_*) and the teachers'
 * tables of link parameters (notice_doc_*) in Spanish and Chinese.
 */

/** The error `text` reads as, in `locale`. */
function boardError(text: string, locale: Locale): string {
	const read = parseBoard(text);
	if (read.ok) throw new Error(`${text} reads as a board`);
	return messageText(read.error.message, locale);
}

/** A parameter's cell of the /play table, in `locale`. */
function cell(name: string, field: 'meaning' | 'values', locale: Locale): string {
	const doc = PLAY_PARAM_DOCS.find((param) => param.name === name);
	const text = doc?.[field];
	if (text === undefined) throw new Error(name);
	return typeof text === 'string' ? text : messageText(text, locale);
}

describe('a typed board that is no board, in Spanish and Chinese', () => {
	it('names a repeated tile and its positions', () => {
		expect(boardError('12345677_', 'en')).toBe('Tile 7 appears twice (positions 7 and 8).');
		expect(boardError('12345677_', 'es')).toBe('La pieza 7 aparece dos veces (posiciones 7 y 8).');
		expect(boardError('12345677_', 'zh')).toBe('方块 7 出现了两次（位置 7 和 8）。');
	});

	it('adds the missing tile a figure’s reader most likely left out', () => {
		const read = readTypedBoard('12345677_');
		if (read.ok) throw new Error('reads');
		expect(messageText(read.message, 'es')).toBe(
			'La pieza 7 aparece dos veces (posiciones 7 y 8). Falta la pieza 8.'
		);
		expect(messageText(read.message, 'zh')).toBe('方块 7 出现了两次（位置 7 和 8）。缺少方块 8。');
	});

	it('counts cells with the plural of each language', () => {
		expect(boardError('1 2 3 / 4 5 / 6 7 _', 'es')).toBe(
			'La fila 2 tiene 2 casillas pero la fila 1 tiene 3: todas las filas necesitan el mismo número.'
		);
		expect(boardError('1 2 3 / 4 5 / 6 7 _', 'zh')).toBe(
			'第 2 行有 2 格，但第 1 行有 3 格：每一行的格数必须相同。'
		);
	});

	it('says why a move is illegal, keeping the move’s name', () => {
		const solved = parseBoard('12345678_');
		const moves = parseMoves('Up, Down, Down');
		if (!solved.ok || !moves.ok) throw new Error('setup');
		const played = applyMoves(solved.value, moves.value);
		if (played.ok) throw new Error('legal');
		expect(messageText(played.error.message, 'es')).toBe(
			'El movimiento 3 de 3 (Down) no es válido: el hueco está en la fila inferior, así que no puede moverse hacia abajo.'
		);
		expect(messageText(played.error.message, 'zh')).toBe(
			'第 3 步（共 3 步，Down）不合法：空格在最下面一行，所以不能向下移动。'
		);
	});
});

describe('the teachers’ tables of link parameters, in Spanish and Chinese', () => {
	it('describes a parameter in words and keeps its values as a link writes them', () => {
		expect(cell('w', 'meaning', 'es')).toBe('la w de A* ponderado en f = g + w·h');
		expect(cell('w', 'meaning', 'zh')).toBe('加权 A* 中 f = g + w·h 的 w');
		expect(cell('ties', 'values', 'es')).toBe(cell('ties', 'values', 'en'));
		expect(cell('order', 'values', 'es')).toBe('cuatro letras, p. ej. UDLR o ULRD');
	});

	it('writes the numbers in each language', () => {
		expect(cell('cap', 'values', 'en')).toBe('1 to 2,000,000');
		expect(cell('cap', 'values', 'es')).toBe('de 1 a 2.000.000');
		expect(cell('cap', 'values', 'zh')).toBe('1 到 2,000,000');
		const code = LAB_PARAM_DOCS.find((param) => param.name === 'code')?.meaning as MessageRef;
		expect(messageText(code, 'es')).toBe(
			'el código de la heurística: UTF-8, DEFLATE sin cabecera, base64url; 20.000 caracteres como máximo'
		);
	});

	it('names the algorithms with their aliases', () => {
		expect(cell('algo', 'values', 'en')).toContain('astar (or ast)');
		expect(cell('algo', 'values', 'es')).toContain('astar (o ast)');
		expect(cell('algo', 'values', 'zh')).toContain('astar（或 ast）');
	});
});

describe('a lesson table’s number in each language', () => {
	it('groups thousands as the locale does: es from five digits', () => {
		const number = (value: number, locale: Locale) => m.lesson_number({ value }, { locale });
		expect([number(1234, 'es'), number(12345, 'es')]).toEqual(['1234', '12.345']);
		expect([number(1234, 'zh'), number(12345, 'zh')]).toEqual(['1,234', '12,345']);
		expect(messageText(message('lesson_number', { value: 12345 }), 'es')).toBe('12.345');
	});
});
