import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { formatCount } from '$lib/components/lessons/state-space';

/**
 * The lessons' figures in Spanish and Chinese (messages/lesson-widgets): a few sentences, exactly,
 * with the labels the translated lessons tell the student to press.
 */
describe('lesson-widgets messages', () => {
	it('name the buttons as the translated lessons do', () => {
		expect(m.lesson_another_like_this({}, { locale: 'es' })).toBe('Otro como este');
		expect(m.lesson_another_like_this({}, { locale: 'zh' })).toBe('再来一个');
		expect(m.lesson_solver_solve({}, { locale: 'es' })).toBe('Resolver');
		expect(m.lesson_cancel({}, { locale: 'zh' })).toBe('取消');
		expect(m.lesson_play({}, { locale: 'es' })).toBe('Reproducir');
		expect(m.lesson_growth_col_stored({}, { locale: 'es' })).toBe('Almacenados');
		expect(m.lesson_growth_col_stored({}, { locale: 'zh' })).toBe('已存储');
		expect(m.lesson_on_removal({}, { locale: 'es' })).toBe('al sacarlo');
		expect(m.lesson_human_method_rows({}, { locale: 'zh' })).toBe('先行后列');
	});

	it('count in each language, with its plural forms and number grouping', () => {
		expect(m.lesson_count_moves({ count: 1 })).toBe('1 move');
		expect(m.lesson_count_moves({ count: 12345 })).toBe('12,345 moves');
		expect(m.lesson_count_moves({ count: 1 }, { locale: 'es' })).toBe('1 movimiento');
		expect(m.lesson_count_moves({ count: 12345 }, { locale: 'es' })).toBe('12.345 movimientos');
		expect(m.lesson_count_nodes({ count: 1000000 }, { locale: 'es' })).toBe('1.000.000 de nodos');
		expect(m.lesson_count_boards({ count: 4 }, { locale: 'zh' })).toBe('4 个棋盘');
		expect(m.lesson_hrace_all_done({ count: 1 }, { locale: 'es' })).toBe(
			'La 1 ejecución está hecha, en esta página.'
		);
	});

	it('write whole sentences of the figures', () => {
		const moves = m.lesson_count_moves({ count: 16 }, { locale: 'es' });
		expect(m.lesson_walk_stuck({ moves }, { locale: 'es' })).toBe(
			'El paseo se atasca tras 16 movimientos: todos los vecinos de su último tablero son tableros por los que ya pasó.'
		);
		expect(m.lesson_exercise_part_of({ part: 2, parts: 3 }, { locale: 'zh' })).toBe(
			'第 2 部分，共 3 部分'
		);
		expect(m.lesson_stuck_walked({ walked: 1234, total: 2500 })).toBe(
			'Walked from 1,234 of 2,500 boards…'
		);
		expect(m.lesson_stuck_walked({ walked: 1234, total: 2500 }, { locale: 'zh' })).toBe(
			'已从 2,500 个棋盘中的 1,234 个出发行走……'
		);
		expect(m.lesson_solver_check({ rows: 4, cols: 4, manhattan: 41 }, { locale: 'zh' })).toBe(
			'4×4 棋盘，曼哈顿距离 41。'
		);
	});

	it("group the tables' counts as each language does", () => {
		expect(formatCount(181440, 'en')).toBe('181,440');
		expect(formatCount(181440, 'es')).toBe('181.440');
		expect(formatCount(1234, 'es')).toBe('1234');
		expect(formatCount(10461394944000n, 'zh')).toBe('10,461,394,944,000');
	});
});
