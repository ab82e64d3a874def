import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { childOrderMessage } from '$lib/domains/child-order';
import { UDLR } from '$lib/puzzle/board';
import { algorithmNameMessage, describedOptions, DESCRIPTIONS } from '$lib/search/descriptions';
import { pseudocode } from '$lib/search/pseudocode';
import type { Locale } from '$lib/paraglide/runtime.js';

/** The lines of `name`'s pseudocode under `options`, in `locale`, the tile puzzle's child order. */
function lines(
	name: Parameters<typeof pseudocode>[0],
	options: Parameters<typeof describedOptions>[1],
	locale: Locale
): string[] {
	return pseudocode(name, describedOptions(name, options), {
		childOrder: childOrderMessage(UDLR)
	}).map((line) => messageText(line.text, locale));
}

describe('the algorithms’ names in each locale', () => {
	it.each([
		['en', ['Breadth-first search', 'Breadth-first search', 'breadth-first search']],
		['es', ['Búsqueda en anchura', 'La búsqueda en anchura', 'búsqueda en anchura']],
		['zh', ['广度优先搜索', '广度优先搜索', '广度优先搜索']]
	] as const)(
		'%s: breadth-first search as a label, a subject and inside a sentence',
		(locale, names) => {
			expect(
				(['label', 'subject', 'inSentence'] as const).map((form) =>
					messageText(algorithmNameMessage('bfs', form), locale)
				)
			).toEqual(names);
		}
	);

	it('A* is shorter as a subject; the walk takes an article', () => {
		expect(messageText(algorithmNameMessage('astar'), 'es')).toBe('Búsqueda A*');
		expect(messageText(algorithmNameMessage('astar', 'subject'), 'zh')).toBe('A*');
		expect(messageText(algorithmNameMessage('walk', 'subject'), 'es')).toBe('El paseo voraz');
		expect(messageText(algorithmNameMessage('wastar', 'inSentence'), 'zh')).toBe('加权 A*');
	});

	it('every English name is the description’s English, word for word', () => {
		for (const description of Object.values(DESCRIPTIONS)) {
			const { names } = description;
			expect(messageText(names.label)).toBe(description.label);
			expect(messageText(names.subject)).toBe(description.subject);
			expect(names.iterationSubject && messageText(names.iterationSubject)).toBe(
				description.iterationSubject
			);
			expect(messageText(description.ruleMessage)).toBe(description.rule);
			expect(description.optimalWhenMessage && messageText(description.optimalWhenMessage)).toBe(
				description.optimalWhen
			);
		}
	});
});

describe('the pseudocode in each locale', () => {
	it('A*: the prose is translated, the identifiers and formulas are kept', () => {
		expect(lines('astar', {}, 'es').slice(0, 4)).toEqual([
			'frontier ← una cola de prioridad según f = g + h, con la raíz',
			'explored ← {}',
			'bucle',
			'si frontier está vacía: devolver fallo'
		]);
		expect(lines('astar', {}, 'zh').slice(0, 5)).toEqual([
			'frontier ← 一个按 f = g + h 排序的优先队列，其中放入根节点',
			'explored ← {}',
			'循环',
			'如果 frontier 为空：返回失败',
			'node ← POP(frontier)   — f 最小的条目；平局时：先加入者先出'
		]);
	});

	it('weighted A* writes its weight in the locale’s numbers', () => {
		expect(lines('wastar', { weight: 1.5 }, 'en')[0]).toBe(
			'frontier ← a priority queue on f = g + w·h (w = 1.5), holding the root'
		);
		expect(lines('wastar', { weight: 1.5 }, 'es')[0]).toBe(
			'frontier ← una cola de prioridad según f = g + w·h (w = 1,5), con la raíz'
		);
	});

	it('the child order is a list in the locale: "Arriba, Abajo, …", "上、下、…"', () => {
		expect(lines('bfs', {}, 'es')).toContain(
			'para cada child de node, Arriba, Abajo, Izquierda, Derecha:'
		);
		expect(lines('bfs', {}, 'zh')).toContain('对 node 的每个 child，上、下、左、右：');
	});

	it('iterative deepening with a depth limit, in Spanish', () => {
		expect(lines('iddfs', { depthLimit: 3 }, 'es')).toEqual([
			'limit ← 0',
			'bucle',
			'frontier ← una pila, con la raíz; cutoff ← false',
			'mientras frontier no esté vacía:',
			'node ← POP(frontier)   — la entrada más reciente',
			'si node es un objetivo: devolver el camino hasta node',
			'si se alcanza el tope de expansiones: parar',
			'kept ← []',
			'para cada child de node, Arriba, Abajo, Izquierda, Derecha:',
			'si child deshace el movimiento que llevó a node: saltar child',
			'si depth(child) > limit: cortar child; cutoff ← true',
			'si no, kept ← kept + child',
			'PUSH de los hijos de kept sobre frontier, el último primero, para que el primero salga primero',
			'si cutoff es false (último límite 3): devolver fallo',
			'limit ← limit + 1'
		]);
	});

	it('the greedy walk, in Chinese', () => {
		expect(lines('walk', { tieBreak: 'alpha' }, 'zh').slice(-2)).toEqual([
			'如果 candidates 为空：返回受困',
			'node ← candidates 中 h 最小的 child（平局时取按字母顺序排在前面的状态）'
		]);
	});
});
