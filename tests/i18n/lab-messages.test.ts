import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';
import { LAB_TEMPLATES, templateCode } from '$lib/lab/templates';
import { checkSample, sampleBoards } from '$lib/lab/sample-check';
import { failureText, lineMessage } from '$lib/lab/failure-text';

/** The lab's labels (messages/lab/*.json) in Spanish and Chinese, as lesson 9 names them. */
describe('the lab in Spanish and Chinese', () => {
	it('names its check as lesson 9 does', () => {
		expect(m.lab_check_all({}, { locale: 'es' })).toBe('Comprobar todos los tableros');
		expect(m.lab_check_all({}, { locale: 'zh' })).toBe('检查所有棋盘');
		expect(m.lab_run({}, { locale: 'es' })).toBe('Ejecutar');
	});

	it('names its templates', () => {
		expect(LAB_TEMPLATES.map((template) => messageText(template.label, 'es'))).toEqual([
			'Distancia Manhattan',
			'Piezas descolocadas',
			'Vacía'
		]);
		expect(messageText(LAB_TEMPLATES[0].label, 'zh')).toBe('曼哈顿距离');
	});
});

describe('the lab’s checks and sandbox in Spanish and Chinese', () => {
	it('writes a template’s comment in the reader’s language, above the same code', () => {
		const manhattan = LAB_TEMPLATES[0];
		const es = templateCode(manhattan, messageText(manhattan.comment, 'es'));
		const zh = templateCode(manhattan, messageText(manhattan.comment, 'zh'));
		expect(es.split('\n')[0]).toBe(
			'// Distancia Manhattan: para cada pieza, las filas más las columnas hasta su celda objetivo.'
		);
		expect(zh.split('\n')[0]).toBe('// 曼哈顿距离：对每个方块，计算它到目标格的行数加列数。');
		expect(es.split('\n').slice(1)).toEqual(zh.split('\n').slice(1));
		expect(templateCode(manhattan, messageText(manhattan.comment, 'en'))).toBe(
			`// Manhattan distance: for each tile, the rows plus columns to its goal cell.\n${manhattan.code}`
		);
	});

	it('names the sampled boards and says why the sandbox did not load', () => {
		const report = checkSample(sampleBoards().map(() => 99));
		const first = report.firstOverestimates[0].name;
		expect(messageText(first, 'es')).toBe('instancia 1 de Korf');
		expect(messageText(first, 'zh')).toBe('Korf 实例 1');
		expect(messageText(lineMessage(failureText({ kind: 'sandbox' }, '')), 'es')).toBe(
			'El entorno aislado que ejecuta tu código no se cargó: necesita la red, aunque el resto del sitio funcione sin conexión.'
		);
		expect(messageText(failureText({ kind: 'runtime', status: 404 }, '').message, 'zh')).toBe(
			'实验室的运行时没有加载（404）。'
		);
	});

	it('gives its verdicts with the counts in the locale’s numbers', () => {
		const moves = m.lab_count_moves({ count: 241_920 }, { locale: 'es' });
		expect(
			m.lab_verdict_not_consistent(
				{ word: 'No consistente', inconsistent: 241_920, moves },
				{ locale: 'es' }
			)
		).toBe('No consistente: en 241.920 de 241.920 movimientos, h cambia en más de 1.');
		expect(
			m.lab_status_sample_checked(
				{
					overestimates: m.lab_count_overestimates({ count: 149 }, { locale: 'zh' }),
					moves: m.lab_count_inconsistent_moves({ count: 1 }, { locale: 'zh' })
				},
				{ locale: 'zh' }
			)
		).toBe('样本检查完毕：149 次高估，1 个不一致的移动。');
		expect(m.lab_number_fraction({ value: 1.5 }, { locale: 'es' })).toBe('1,50');
		expect(
			m.site_work_progress(
				{
					label: 'Evaluando tu h en cada tablero',
					done: 12_345,
					total: 181_440,
					unit: 'tableros',
					percent: 6
				},
				{ locale: 'es' }
			)
		).toBe('Evaluando tu h en cada tablero: 12.345 de 181.440 tableros como máximo (6 %).');
	});

	it('translates CodeMirror’s search panel', () => {
		expect(m.lab_cm_find({}, { locale: 'es' })).toBe('Buscar');
		expect(m.lab_cm_replace_all({}, { locale: 'zh' })).toBe('全部替换');
	});
});
