import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';
import { childOrderMessage } from '$lib/domains/child-order';
import { UDLR } from '$lib/puzzle/board';
import {
	ALGORITHM_NAMES,
	algorithmNameMessage,
	describedOptions,
	DESCRIPTIONS
} from '$lib/search/descriptions';
import {
	duplicateChoiceMessage,
	priorityRuleMessage,
	runRuleMessages
} from '$lib/search/rule-messages';
import { pseudocode } from '$lib/search/pseudocode';
import { priorityMessage, priorityText } from '$lib/search/descriptions';
import { keyWithPartsMessage, termsOfPriority } from '$lib/search/priority-terms';
import { tieFact, tieMessage } from '$lib/search/tie-fact';
import { solveLikeAHuman } from '$lib/solve/human-method';
import type { Locale } from '$lib/paraglide/runtime.js';
import { reachableMessage, reachableText } from '$lib/puzzle/facts';
import { goalBoard } from '$lib/puzzle/goal';
import { explainSolvability } from '$lib/puzzle/solvability';
import { board } from '../search/helpers';
import { GRAPH_PRESETS } from '$lib/domains/graph/presets';
import { endedBeforeMessage, readGoToStep, speedShort, speedWords } from '$lib/player/timeline';
import { HEURISTIC_INFO } from '$lib/puzzle/heuristics';
import { message } from '$lib/messages';
import { noTextOrder } from '$lib/search/entry-order';
import { configLabel } from '$lib/lessons/compare';
import { readBoardList } from '$lib/lessons/compare-table';
import { decimalText, shortNumberText } from '$lib/components/message-split';
import {
	admissibility,
	GRID_HEURISTIC_LABEL_MESSAGES,
	GRID_HEURISTIC_NAMES
} from '$lib/domains/grid/heuristics';

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

	it('states each rule in one line (the English /play shows under its choices)', () => {
		expect(ALGORITHM_NAMES.map((name) => messageText(DESCRIPTIONS[name].ruleMessage))).toEqual([
			'Expands the shallowest frontier node first (a FIFO queue).',
			'Expands the deepest frontier node first (a stack).',
			'Depth-first search with a depth limit of 0, 1, 2, ... until a goal is found.',
			'Expands the frontier node with the lowest path cost g first.',
			'Expands the frontier node with the lowest estimate h first.',
			'Expands the frontier node with the lowest f = g + h first.',
			'Expands the frontier node with the lowest f = g + w·h first.',
			'Depth-first search cut at an f bound that grows to the smallest f cut.',
			'Steps to the unvisited neighbour with the lowest h, never backtracking.'
		]);
	});

	it('names each algorithm in English in every form, and the condition of its promise', () => {
		const written = (ref: MessageRef | null) => (ref === null ? null : messageText(ref));
		expect(
			Object.values(DESCRIPTIONS).map(({ names, optimalWhen }) => [
				written(names.label),
				written(names.subject),
				written(names.inSentence),
				written(names.iterationSubject),
				written(optimalWhen)
			])
		).toEqual([
			[
				'Breadth-first search',
				'Breadth-first search',
				'breadth-first search',
				null,
				'every step costs the same (it finds the fewest actions)'
			],
			['Depth-first search', 'Depth-first search', 'depth-first search', null, null],
			[
				'Iterative deepening',
				'Iterative deepening',
				'iterative deepening',
				'Depth-limited depth-first search',
				'every step costs the same (it finds the fewest actions)'
			],
			[
				'Uniform-cost search',
				'Uniform-cost search',
				'uniform-cost search',
				null,
				'step costs are positive'
			],
			[
				'Greedy best-first search',
				'Greedy best-first search',
				'greedy best-first search',
				null,
				null
			],
			['A* search', 'A*', 'A* search', null, 'h is admissible (never overestimates)'],
			['Weighted A*', 'Weighted A*', 'weighted A*', null, null],
			['IDA*', 'IDA*', 'IDA*', null, 'h is admissible (never overestimates)'],
			['Greedy walk', 'The greedy walk', 'greedy walk', null, null]
		]);
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

describe('the parity argument and the reachable states in each locale', () => {
	/** Boards on both sides of each rule, solvable and not, against both goals. */
	const BOARDS = [
		'812_43765',
		'12345687_',
		'213456 78_',
		'1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0',
		'1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15'
	];

	it('writes every board’s reason with its verdict, in English', () => {
		for (const text of BOARDS) {
			const start = board(text.replace(' ', ''));
			for (const convention of ['blank-last', 'blank-first'] as const) {
				const verdict = explainSolvability(start, goalBoard(start.rows, start.cols, convention));
				expect(messageText(verdict.reasonMessage)).toMatch(/, so this board is (not )?solvable/);
			}
		}
		for (const [rows, cols] of [
			[2, 2],
			[3, 3],
			[4, 4],
			[5, 5]
		]) {
			expect(messageText(reachableMessage(rows, cols))).toBe(reachableText(rows, cols));
		}
	});

	it('an odd width, in Spanish and Chinese', () => {
		const verdict = explainSolvability(board('12345687_'), goalBoard(3, 3));
		expect(messageText(verdict.reasonMessage, 'es')).toBe(
			'Hay 1 inversión, un número impar, pero la regla exige un número par, así que este tablero no tiene solución: ninguna secuencia de movimientos alcanza el objetivo.'
		);
		expect(messageText(verdict.reasonMessage, 'zh')).toBe(
			'有 1 个逆序，是奇数，但规则要求偶数，所以这个棋盘不可解：没有任何移动序列能到达目标。'
		);
		expect(messageText(verdict.rule.message, 'es')).toBe(
			'Con un número impar de columnas, el número de inversiones debe ser par.'
		);
	});

	it('an even width, in Spanish and Chinese', () => {
		const loyd = board('1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0');
		const verdict = explainSolvability(loyd, goalBoard(4, 4));
		expect(messageText(verdict.reasonMessage, 'es')).toBe(
			'El hueco está en la fila 1 contando desde abajo y hay 1 inversión: la misma paridad, pero la regla exige distinta paridad, así que este tablero no tiene solución: ninguna secuencia de movimientos alcanza el objetivo.'
		);
		expect(messageText(verdict.rule.message, 'zh')).toBe(
			'列数为偶数时，空格从下往上数的行号与逆序数必须具有不同的奇偶性。'
		);
	});

	it('the reachable states in the locale’s numbers', () => {
		expect(messageText(reachableMessage(3, 3), 'es')).toBe('181.440');
		expect(messageText(reachableMessage(4, 4), 'zh')).toBe('10,461,394,944,000');
		expect(messageText(reachableMessage(5, 5), 'es')).toBe('25!/2');
	});
});

describe('the rules of a run in each locale', () => {
	const OPTIONS = [
		{},
		{ duplicates: 'tree' },
		{ duplicates: 'graph-except-start', goalTest: 'on-generation' },
		{ duplicates: 'prune', tieBreak: 'alpha' },
		{ pushOrder: 'generated', weight: 1.5 }
	] as const;

	it('writes every run’s rules whole in every language, and the choices and priority rules', () => {
		for (const name of ALGORITHM_NAMES) {
			for (const options of OPTIONS) {
				for (const locale of ['en', 'es', 'zh'] as const) {
					for (const rule of runRuleMessages(name, options)) {
						expect(messageText(rule, locale)).toMatch(/^[^{}]{4,}$/);
						expect(messageText(rule, locale)).not.toMatch(/undefined|NaN|\[object/);
					}
				}
			}
		}
		for (const policy of [
			'tree',
			'graph',
			'graph-update',
			'graph-except-start',
			'prune'
		] as const) {
			expect(messageText(duplicateChoiceMessage(policy))).toMatch(/^.+ — [a-z]/);
		}
		expect(
			(['g', 'h', 'g+h', 'g+wh'] as const).map((priority) =>
				messageText(priorityRuleMessage(priority, 1.5))
			)
		).toEqual([
			'lowest g first',
			'lowest h first',
			'lowest f = g + h first',
			'lowest f = g + w·h (w = 1.5) first'
		]);
	});

	it('weighted A*’s rules, in Spanish and Chinese', () => {
		expect(
			runRuleMessages('wastar', { weight: 1.5 }).map((rule) => messageText(rule, 'es'))
		).toEqual([
			'cada nodo se compara con el objetivo cuando se saca de la frontera',
			'un hijo cuyo estado ya se alcanzó no se vuelve a añadir, salvo que llegue por un camino más barato a un estado que aún está en la frontera, y entonces sustituye esa entrada',
			'los empates salen de la frontera así: primero el que entró primero',
			'el peso w es 1,5'
		]);
		expect(messageText(duplicateChoiceMessage('tree'), 'zh')).toBe(
			'树搜索 — 每个子节点都加入，即使其状态之前见过'
		);
		expect(messageText(priorityRuleMessage('g+wh', 2), 'zh')).toBe(
			'f = g + w·h（w = 2）最小者先出'
		);
	});
});

describe('the heuristics in each locale', () => {
	it('says in English, word for word, what the English labels and notes said', () => {
		expect(Object.values(HEURISTIC_INFO).map((info) => messageText(info.labelMessage))).toEqual([
			'No heuristic (h = 0)',
			'Misplaced tiles',
			'Manhattan distance',
			'Linear conflict'
		]);
		expect(messageText(HEURISTIC_INFO['linear-conflict'].descriptionMessage)).toBe(
			'Manhattan distance plus 2 for each tile that must step out of its row or column to let another pass.'
		);
		expect(
			GRID_HEURISTIC_NAMES.map((name) => messageText(GRID_HEURISTIC_LABEL_MESSAGES[name]))
		).toEqual([
			'Manhattan distance',
			'Euclidean distance',
			'octile distance',
			'Chebyshev distance',
			'h = 0'
		]);
		expect(messageText(admissibility('octile', 8).noteMessage)).toBe(
			'exact on an open grid of equal weights with diagonals at √2'
		);
	});

	it('names them in Spanish and Chinese with the glossary’s terms', () => {
		expect(messageText(HEURISTIC_INFO.manhattan.labelMessage, 'es')).toBe('Distancia Manhattan');
		expect(messageText(HEURISTIC_INFO['linear-conflict'].labelMessage, 'zh')).toBe('线性冲突');
		expect(messageText(HEURISTIC_INFO.zero.descriptionMessage, 'es')).toBe(
			'No estima nada, así que A* expande como la búsqueda de coste uniforme.'
		);
		expect(messageText(admissibility('manhattan', 8).noteMessage, 'zh')).toBe(
			'会高估：一个对角步（√2）就覆盖了曼哈顿距离的 2'
		);
	});
});

describe('the player’s speed and “Go to step” field in each locale', () => {
	const GOING = { computed: 121, complete: false, expansionCap: 50_000, lastPossible: 50_001 };

	it('Spanish and Chinese', () => {
		expect(messageText(speedWords(0.5), 'es')).toBe('0,5 pasos por segundo');
		expect(messageText(speedWords(1000), 'zh')).toBe('每秒 1,000 步');
		const beyond = readGoToStep('50002', GOING);
		expect(beyond.ok).toBe(false);
		if (beyond.ok) return;
		expect(messageText(beyond.message, 'es')).toBe(
			'El paso 50.002 queda más allá del tope de 50.000 expansiones: esta ejecución no puede pasar del paso 50.001.'
		);
		expect(messageText(beyond.message, 'zh')).toBe(
			'第 50,002 步超出了 50,000 次扩展的上限：这次运行不能超过第 50,001 步。'
		);
		expect(messageText(endedBeforeMessage(40, 11) ?? speedShort(1), 'es')).toBe(
			'La ejecución terminó en el paso 11, antes del paso 40: se muestra el paso 11, el último.'
		);
	});
});

describe('the teaching graphs in each locale', () => {
	it('say in English, word for word, what they said before they were messages', () => {
		const [exam] = GRAPH_PRESETS;
		expect(messageText(exam.titleMessage)).toBe('A small exam graph');
		expect(messageText(exam.showsMessage)).toBe(
			'Six nodes, a consistent h and ties broken alphabetically: the size of graph an exam asks you to search by hand.'
		);
	});

	it('Spanish and Chinese', () => {
		const [exam] = GRAPH_PRESETS;
		expect(messageText(exam.titleMessage, 'es')).toBe('Un grafo pequeño de examen');
		expect(messageText(exam.titleMessage, 'zh')).toBe('一个小型考试图');
	});
});

describe('the engine’s sentences in Spanish and Chinese', () => {
	const tied = [
		{ id: 3, g: 2, h: 5 },
		{ id: 5, g: 3, h: 4 },
		{ id: 8, g: Math.SQRT2, h: 3 }
	];

	it('a tie on the frontier, as the narration says it', () => {
		const fact = tieFact(tied, 3, 'f', 7, 'fifo')!;
		expect(messageText(tieMessage(fact), 'es')).toBe(
			'3 entradas comparten f 7 (nodos 3, 5 y 8); el desempate (primero el que entró primero) elige el nodo 3.'
		);
		expect(messageText(tieMessage(fact), 'zh')).toBe(
			'3 个条目的 f 同为 7（节点 3、5 和 8）；平局规则（先加入者先出）选中节点 3。'
		);
	});

	it('a tie decided by g, its number written in the language', () => {
		const fact = tieFact(tied, 8, 'f', 7, 'low-g-text')!;
		expect(messageText(tieMessage(fact, 'counted'), 'en')).toBe(
			'3 entries share f 7; the tie-break (lower g first, then the state that reads first as text) picks node 8, whose g 1.41 is the lowest of them.'
		);
		expect(messageText(tieMessage(fact, 'counted'), 'es')).toBe(
			'3 entradas comparten f 7; el desempate (primero la g menor, luego el estado que va primero como texto) elige el nodo 8, cuya g, 1,41, es la menor de ellas.'
		);
		expect(messageText(tieMessage(fact, 'counted'), 'zh')).toBe(
			'3 个条目的 f 同为 7；平局规则（g 较小者先出，其次按文本排在前面的状态先出）选中节点 8，它的 g 为 1.41，是其中最小的。'
		);
	});

	it('a formula with a diagonal step: 1.41 in English and Chinese, 1,41 in Spanish', () => {
		const node = { g: Math.SQRT2, h: 4 };
		const words = (locale: Locale) => [
			messageText(priorityMessage('g+h', node), locale),
			messageText(priorityMessage('g+wh', node, 1.5), locale),
			messageText(keyWithPartsMessage(termsOfPriority('g+h'), { ...node, f: 0 }), locale)
		];
		expect(words('en')).toEqual([
			'f 5.41 = g 1.41 + h 4',
			'f 7.41 = g 1.41 + 1.5·h 4',
			'5.41 = g 1.41 + h 4'
		]);
		expect(words('es')).toEqual([
			'f 5,41 = g 1,41 + h 4',
			'f 7,41 = g 1,41 + 1,5·h 4',
			'5,41 = g 1,41 + h 4'
		]);
		expect(words('zh')).toEqual([
			'f 5.41 = g 1.41 + h 4',
			'f 7.41 = g 1.41 + 1.5·h 4',
			'5.41 = g 1.41 + h 4'
		]);
		// The English is the one the string formulas write (search/descriptions.ts priorityText).
		expect(messageText(priorityMessage('g+wh', node, 1.5), 'en')).toBe(
			priorityText('g+wh', node, 1.5)
		);
	});

	it('the steps of the method people use (lesson 12)', () => {
		const result = solveLikeAHuman(goalBoard(3, 3));
		if (!result.ok) throw new Error('the goal is solvable');
		const labels = (locale: Locale) =>
			result.value.steps.map((step) => messageText(step.label, locale));
		expect(labels('en')).toEqual([
			'row 1: tile 1',
			'row 1: tiles 2 and 3 together',
			'columns: tiles 4 and 7',
			'last 2×2: tiles 5, 6, 8'
		]);
		expect(labels('es')).toEqual([
			'fila 1: pieza 1',
			'fila 1: piezas 2 y 3 a la vez',
			'columnas: piezas 4 y 7',
			'último 2×2: piezas 5, 6, 8'
		]);
		expect(labels('zh')).toEqual([
			'第 1 行：方块 1',
			'第 1 行：方块 2 和 3 一起',
			'列：方块 4 和 7',
			'最后的 2×2：方块 5、6、8'
		]);
		const refused = solveLikeAHuman(board('1 2 3 / 4 5 6 / 8 7 _'));
		expect(!refused.ok && messageText(refused.message, 'es')).toBe(
			'Este tablero no puede llegar al objetivo: tiene la paridad equivocada, así que ningún método puede resolverlo.'
		);
	});
});

describe('the engine’s remaining refusals and the lessons’ numbers in each locale', () => {
	it('refuses a tie-break by text where the states have no text order', () => {
		const refusal = noTextOrder('alpha');
		expect(messageText(refusal, 'es')).toBe(
			'El desempate alpha compara los estados como texto, y los estados de este problema no tienen orden de texto: elige otro desempate.'
		);
		expect(messageText(refusal, 'zh')).toBe(
			'平局规则 alpha 按文本比较状态，而这个问题的状态没有文本顺序：请选择其他平局规则。'
		);
	});

	it('says why a run or a pattern database could not start', () => {
		const unknown = message('search_unknown_algorithm', { algorithm: 'bogo', names: 'bfs, dfs' });
		expect(messageText(unknown, 'en')).toBe('Unknown algorithm "bogo": use bfs, dfs.');
		expect(messageText(unknown, 'es')).toBe('Algoritmo desconocido «bogo»: usa bfs, dfs.');
		expect(messageText(unknown, 'zh')).toBe('未知算法“bogo”：请使用 bfs, dfs。');
		expect(messageText(message('search_pdb_no_header', {}), 'zh')).toBe(
			'不是模式数据库（缺少 FPDB 文件头）'
		);
		expect(messageText(message('outcome_no_start', {}), 'es')).toBe(
			'La ejecución terminó sin un evento de inicio.'
		);
	});

	it('writes the comparison table’s columns and rejections with the locale’s numbers', () => {
		const column = configLabel({ algorithm: 'wastar', heuristic: 'manhattan', weight: 1.5 });
		expect(messageText(column, 'en')).toBe('Weighted A* (Manhattan, w = 1.5)');
		expect(messageText(column, 'es')).toBe('A* ponderado (Manhattan, w = 1,5)');
		expect(messageText(column, 'zh')).toBe('加权 A*（曼哈顿，w = 1.5）');
		const many = readBoardList(Array(9).fill('1234_5678').join(';'));
		expect(many.ok).toBe(false);
		if (!many.ok) {
			expect(messageText(many.why, 'es')).toMatch(
				/^admite de 1 a 8 tableros separados por punto y coma; se recibió "/
			);
			expect(messageText(many.why, 'zh')).toMatch(/^取 1 到 8 个以分号分隔的棋盘；收到的是 "/);
		}
		const unsolvable = readBoardList('12345687_');
		expect(!unsolvable.ok && messageText(unsolvable.why, 'es')).toBe(
			'el tablero 12345687_ no puede llegar al objetivo.'
		);
	});

	it('writes a lesson table’s decimals and counts as the locale does', () => {
		expect(decimalText(28.142, 2, 'en')).toBe('28.14');
		expect(decimalText(28.142, 2, 'es')).toBe('28,14');
		expect(decimalText(28.142, 2, 'zh')).toBe('28.14');
		expect(shortNumberText(1.414, 2, 'es')).toBe('1,41');
		expect(shortNumberText(12345, 2, 'en')).toBe('12345');
	});
});
