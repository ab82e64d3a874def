import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { message } from '$lib/messages';
import { m } from '$lib/paraglide/messages.js';
import { frontierKindOf, frontierLabel, frontierView } from '$lib/viz/frontier-view';
import { FATE_DISPLAY, ROLE_STYLES } from '$lib/viz/node-roles';

describe('the figures’ words in Spanish and Chinese (messages/viz)', () => {
	it('names each node role as every legend does', () => {
		const names = (locale: 'en' | 'es' | 'zh'): string[] =>
			Object.values(ROLE_STYLES).map((style) => messageText(style.label, locale));
		expect(names('en')).toEqual([
			'being expanded',
			'on the frontier',
			'explored',
			'duplicate, not added',
			'goal',
			'on the solution path'
		]);
		expect(names('es')).toEqual([
			'en expansión',
			'en la frontera',
			'explorado',
			'duplicado, no añadido',
			'objetivo',
			'en el camino solución'
		]);
		expect(names('zh')).toEqual([
			'正在扩展',
			'在边界中',
			'已探索',
			'重复，未加入',
			'目标',
			'在解路径上'
		]);
	});

	it('says what became of a child', () => {
		expect(messageText(FATE_DISPLAY.replaced.text, 'en')).toBe('replaced a costlier entry');
		expect(messageText(FATE_DISPLAY.replaced.text, 'es')).toBe('sustituyó una entrada más costosa');
		expect(messageText(FATE_DISPLAY.replaced.text, 'zh')).toBe('替换了代价更高的条目');
		expect(messageText(FATE_DISPLAY['depth-cut'].text, 'es')).toBe(
			'podado por el límite de profundidad'
		);
		expect(messageText(FATE_DISPLAY['bound-cut'].text, 'zh')).toBe('被 f 界限剪除');
	});

	it('names the frontier’s structure', () => {
		const bfs = frontierLabel(frontierKindOf('bfs'));
		expect(messageText(bfs, 'es')).toBe('Cola — el primero en entrar es el primero en salir');
		expect(messageText(bfs, 'zh')).toBe('队列——先进先出');
		const ida = frontierLabel(frontierKindOf('idastar'));
		expect(messageText(ida, 'es')).toBe(
			'Pila — el último en entrar es el primero en salir, dentro de la cota'
		);
		expect(messageText(ida, 'zh')).toBe('栈——后进先出，限于界限之内');
		const walk = frontierLabel(frontierKindOf('walk'));
		expect(messageText(walk, 'zh')).toBe('下一步——此遍历不保留边界：它走向 h 最小的未访问子节点');
		// The order and the tie-break are the search layer's words, put in as they come.
		const priority = message('viz_frontier_priority', {
			rule: message('search_id', { id: 1 }),
			ties: message('search_id', { id: 2 })
		});
		expect(messageText(priority, 'es')).toBe('Cola de prioridad — 1; empates: 2');
		expect(messageText(priority, 'zh')).toBe('优先队列——1；平局：2');
		expect(m.viz_frontier_rule({ rule: 'X' }, { locale: 'zh' })).toBe('X。');
	});

	it('counts the rows not shown, with the locale’s digits', () => {
		const rows = Array.from({ length: 60 }, (_, id) => ({ id, g: id, h: 0, f: id, depth: id }));
		const more = frontierView(rows, 12384, frontierKindOf('bfs')).moreLabel;
		if (more === null) throw new Error('expected rows beyond the shown ones');
		expect(messageText(more, 'en')).toBe('and 12,334 more');
		expect(messageText(more, 'es')).toBe('y 12.334 más');
		expect(messageText(more, 'zh')).toBe('还有 12,334 个');
	});
});
