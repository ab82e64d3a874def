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
