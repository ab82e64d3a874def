import { describe, expect, it } from 'vitest';
import { messagePieces, slots } from '$lib/components/message-slots';
import { m } from '$lib/paraglide/messages.js';
import { countInWords } from '../../src/routes/count-in-words';

describe('messagePieces', () => {
	it('cuts a message at its slots, in the order its language puts them', () => {
		const marked = slots('lesson', 'path');
		expect(messagePieces(`Did you mean ${marked.lesson}?`)).toEqual([
			{ kind: 'text', text: 'Did you mean ' },
			{ kind: 'slot', name: 'lesson' },
			{ kind: 'text', text: '?' }
		]);
		expect(messagePieces(`${marked.path}${marked.lesson}`)).toEqual([
			{ kind: 'slot', name: 'path' },
			{ kind: 'slot', name: 'lesson' }
		]);
		expect(messagePieces('No slot.')).toEqual([{ kind: 'text', text: 'No slot.' }]);
	});

	it('finds the slots a compiled message was given, in each locale', () => {
		const pieces = (locale: 'en' | 'es' | 'zh') =>
			messagePieces(m.pages_error_did_you_mean(slots('lesson'), { locale }));
		expect(pieces('es')).toEqual([
			{ kind: 'text', text: '¿Querías decir ' },
			{ kind: 'slot', name: 'lesson' },
			{ kind: 'text', text: '?' }
		]);
		expect(pieces('zh')).toEqual([
			{ kind: 'text', text: '你是不是要找' },
			{ kind: 'slot', name: 'lesson' },
			{ kind: 'text', text: '？' }
		]);
	});
});

describe('the pages in Spanish and Chinese', () => {
	it.each([
		['en', 'This board is 1 move from the goal.', 'frontier now holds 1,234'],
		['es', 'Este tablero está a 1 movimiento del objetivo.', 'la frontera tiene ahora 1234'],
		['zh', '这个棋盘距目标 1 步。', '边界现有 1,234 个节点']
	] as const)('%s: the home page counts its moves and frontier', (locale, moves, frontier) => {
		expect(m.pages_home_caption_moves({ moves: 1 }, { locale })).toBe(moves);
		expect(m.pages_home_frontier_holds({ size: 1234 }, { locale })).toBe(frontier);
	});

	it('Spanish writes a round million of nodes with "de"', () => {
		expect(m.pages_home_caption_expanded({ nodes: 1_000_000 }, { locale: 'es' })).toBe(
			'A* con la distancia Manhattan expande 1.000.000 de nodos para encontrar esos movimientos y demostrar que no hay una solución más corta.'
		);
	});

	it.each([
		['en', 'Lessons · Lesson 14 of 14'],
		['es', 'Lecciones · Lección 14 de 14'],
		['zh', '课程列表 · 第 14 课，共 14 课']
	] as const)('%s: where a lesson stands in the course', (locale, text) => {
		const kicker = m.pages_lesson_kicker({ lessons: 'L', number: 14, count: 14 }, { locale });
		expect(kicker.replace('L', m.pages_lesson_kicker_lessons({}, { locale }))).toBe(text);
	});
});

describe('countInWords', () => {
	it.each([
		['en', 181_440n, '181,440', '181,440'],
		['es', 181_440n, '181.440', '181.440'],
		['en', 20_922_789_888_000n, '2.09 × 10¹³', '20,922,789,888,000'],
		['es', 20_922_789_888_000n, '2,09 × 10¹³', '20.922.789.888.000'],
		['zh', 20_922_789_888_000n, '2.09 × 10¹³', '20,922,789,888,000']
	] as const)('%s: %s', (locale, count, short, exact) => {
		expect(countInWords(count, locale)).toEqual({ short, exact });
	});
});

describe('the checking page in Spanish and Chinese', () => {
	it.each([
		['en', '3 codes: 2 match, 1 does not. 1 roster row has no code.'],
		['es', '3 códigos: 2 coinciden, 1 no. 1 fila de la lista no tiene código.'],
		['zh', '3 个代码：2 个相符，1 个不相符。名单中有 1 行没有代码。']
	] as const)('%s: what a check found', (locale, text) => {
		expect(
			m.pages_check_done(
				{
					codes: m.pages_check_done_codes({ count: 3 }, { locale }),
					matching: m.pages_check_done_matching({ count: 2 }, { locale }),
					other: m.pages_check_done_other({ count: 1 }, { locale }),
					more: m.pages_check_done_missing({ count: 1 }, { locale })
				},
				{ locale }
			)
		).toBe(text);
	});

	it.each([
		['es', '2 códigos se hicieron con las preguntas de otro nombre (un intento copiado)'],
		['zh', '有 2 个代码是用另一个姓名的题目做的（抄袭的作答）']
	] as const)('%s: a flag heading agrees with its count', (locale, text) => {
		expect(m.pages_flags_copied({ count: 2 }, { locale })).toBe(text);
	});

	it.each([
		['es', 'Línea 4: el mismo código que las líneas 2, 3.'],
		['zh', '第 4 行：与第 2、3 行的代码相同。']
	] as const)('%s: a duplicate names the lines it repeats', (locale, text) => {
		const lines = m.pages_flag_lines(
			{ count: 2, numbers: [2, 3].join(m.pages_flag_list_separator({}, { locale })) },
			{ locale }
		);
		expect(m.pages_flag_duplicate_text({ line: 4, lines }, { locale })).toBe(text);
	});
});

describe('the teachers page in Spanish and Chinese', () => {
	it('keeps the example link and the board in their slots, where each language puts them', () => {
		const said = (locale: 'es' | 'zh') =>
			messagePieces(m.pages_teachers_links_example(slots('link', 'board'), { locale }));
		expect(said('es')).toEqual([
			{ kind: 'text', text: 'Por ejemplo, ' },
			{ kind: 'slot', name: 'link' },
			{ kind: 'text', text: ' abre el paso 17 de A* con la distancia Manhattan en el tablero ' },
			{ kind: 'slot', name: 'board' },
			{ kind: 'text', text: '.' }
		]);
		expect(said('zh')).toEqual([
			{ kind: 'text', text: '例如，' },
			{ kind: 'slot', name: 'link' },
			{ kind: 'text', text: ' 会打开在棋盘 ' },
			{ kind: 'slot', name: 'board' },
			{ kind: 'text', text: ' 上使用曼哈顿距离的 A* 的第 17 步。' }
		]);
	});

	it.each([
		['es', 'Búsqueda en anchura frente a A* (una sesión)'],
		['zh', '广度优先搜索对比 A*（一次课）']
	] as const)('%s: a lesson plan’s title', (locale, text) => {
		expect(m.pages_plan_uninformed_title({}, { locale })).toBe(text);
	});
});
