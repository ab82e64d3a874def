import { describe, expect, it } from 'vitest';
import { numberText, SLOT, splitAtSlots } from '$lib/components/message-split';
import { m } from '$lib/paraglide/messages.js';

/** The explorer's own labels (messages/explorer/*.json), as each locale writes them. */

describe('the explorer’s counts in each locale', () => {
	it.each([
		['en', 1, 'Computing to step 2,000,000… 1 step so far'],
		['en', 12345, 'Computing to step 2,000,000… 12,345 steps so far'],
		['es', 1, 'Calculando hasta el paso 2.000.000… 1 paso hasta ahora'],
		['es', 12345, 'Calculando hasta el paso 2.000.000… 12.345 pasos hasta ahora'],
		['es', 1_000_000, 'Calculando hasta el paso 2.000.000… 1.000.000 de pasos hasta ahora'],
		['zh', 12345, '正在计算到第 2,000,000 步… 目前 12,345 步']
	] as const)('%s: %d steps computed so far, by the plural rules', (locale, count, text) => {
		expect(m.explorer_computing_to_step({ step: 2_000_000, count }, { locale })).toBe(text);
	});

	it.each([
		['en', 'Computing to step 1,234… 2 steps so far'],
		['es', 'Calculando hasta el paso 1234… 2 pasos hasta ahora'],
		['zh', '正在计算到第 1,234 步… 目前 2 步']
	] as const)('%s: a seek, with the step it is after and the steps so far', (locale, text) => {
		expect(m.explorer_computing_to_step({ step: 1234, count: 2 }, { locale })).toBe(text);
	});

	it.each([
		[
			'en',
			'Loaded the 6-6-3 pattern databases (5.6 MB): downloaded in 1,234 ms, ready 56 ms later.'
		],
		[
			'es',
			'Cargadas las bases de datos de patrones 6-6-3 (5,6 MB): descargadas en 1234 ms, listas 56 ms después.'
		],
		['zh', '已加载 6-6-3 模式数据库（5.6 MB）：下载用时 1,234 毫秒，之后 56 毫秒准备就绪。']
	] as const)('%s: a size to one decimal and two durations', (locale, text) => {
		expect(m.explorer_optimal_loaded({ mb: 5.6123, download: 1234, prepare: 56 }, { locale })).toBe(
			text
		);
	});

	it.each([
		['en', 'Search tree of 1 node. Drag to pan'],
		['es', 'Árbol de búsqueda de 1 nodo. Arrastra para desplazarte'],
		['zh', '含 1 个节点的搜索树。拖动可平移']
	] as const)('%s: a count written into a sentence', (locale, start) => {
		const nodes = m.explorer_count_nodes({ count: 1 }, { locale });
		expect(m.explorer_tree_svg_label({ nodes }, { locale }).startsWith(start)).toBe(true);
	});
});

describe('the explorer’s sentences in each locale', () => {
	it.each([
		['en', 'the other steps start an iteration or take the goal off the frontier'],
		['es', 'los demás pasos inician una iteración o sacan el objetivo de la frontera'],
		['zh', '其余步骤开始一次新的迭代或将目标从边界中取出']
	] as const)('%s: what the other steps do', (locale, text) => {
		const doings = m.explorer_or(
			{
				before: m.explorer_doing_iteration({}, { locale }),
				after: m.explorer_doing_goal({}, { locale })
			},
			{ locale }
		);
		expect(m.explorer_other_steps({ doings }, { locale })).toBe(text);
	});

	it.each([
		['en', 'Right first time: 3 of 4'],
		['es', 'Acertadas a la primera: 3 de 4'],
		['zh', '一次答对：3 / 4']
	] as const)('%s: the quiz’s score', (locale, text) => {
		expect(m.explorer_score({ right: 3, asked: 4 }, { locale })).toBe(text);
	});

	it.each([
		['en', 'Pick it in the frontier list (↑ ↓, Enter), in the tree or on the map.'],
		['es', 'Elígela en la lista de la frontera (↑ ↓, Enter), en el árbol o en el mapa.'],
		['zh', '在边界列表中（↑ ↓，Enter）、在搜索树中或在地图上选择它。']
	] as const)('%s: how to answer, keys untranslated', (locale, text) => {
		const where = m.explorer_picks_on_map({}, { locale });
		expect(m.explorer_how_list_picture({ where }, { locale })).toBe(text);
	});

	it.each([
		[
			'en',
			'Found 2 nodes with this board (node 4, node 9), reached by different paths; node 4 is selected.'
		],
		[
			'es',
			'Encontrados 2 nodos con este tablero (nodo 4, nodo 9), alcanzados por caminos distintos; está seleccionado el nodo 4.'
		],
		['zh', '有 2 个节点的棋盘与此相同（节点 4、节点 9），它们经由不同的路径到达；已选中节点 4。']
	] as const)('%s: a board found twice', (locale, text) => {
		const list = m.explorer_list_comma(
			{
				before: m.explorer_node_id({ id: 4 }, { locale }),
				after: m.explorer_node_id({ id: 9 }, { locale })
			},
			{ locale }
		);
		const nodes = m.explorer_count_nodes({ count: 2 }, { locale });
		expect(m.explorer_found_many({ nodes, list, first: 4 }, { locale })).toBe(text);
	});
});

describe('slots and numberText', () => {
	it('cut a message where a component draws a part of its own, in each word order', () => {
		expect(
			splitAtSlots(m.explorer_position({ step: SLOT, total: '12' }, { locale: 'en' }))
		).toEqual(['Step ', ' of 12']);
		expect(
			splitAtSlots(m.explorer_position({ step: SLOT, total: '12' }, { locale: 'zh' }))
		).toEqual(['步骤 ', ' / 12']);
		expect(splitAtSlots(m.explorer_step_k_note({ k: SLOT, k2: SLOT }, { locale: 'es' }))).toEqual([
			'El paso ',
			' significa que cada ejecución ha hecho ',
			' expansiones, o todas las que necesitaba.'
		]);
	});

	it('write a count as each locale groups it, English as countText does', () => {
		expect([12345, 1234, 0.5].map((value) => numberText(value, 'en'))).toEqual([
			'12,345',
			'1,234',
			'0.5'
		]);
		expect([12345, 1234, 0.5].map((value) => numberText(value, 'es'))).toEqual([
			'12.345',
			'1234',
			'0,5'
		]);
		expect(numberText(12345, 'zh')).toBe('12,345');
	});
});
