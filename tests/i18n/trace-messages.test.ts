import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { graphWords, ROMANIA, roadMapProblem } from '$lib/domains/graph';
import { formatBoard, parseBoard } from '$lib/puzzle';
import {
	ALGORITHMS,
	collectRun,
	describedOptions,
	tileProblem,
	type AlgorithmName,
	type Problem,
	type SearchOptions
} from '$lib/search';
import { createTraceFor, describeFrontierOrder, frontierOrderFor } from '$lib/trace';
import { actionText, narrate, variablesAt } from '$lib/trace/narration';
import { narrationInputAt, type RunFacts } from '$lib/trace/step-narration';
import type { Locale } from '$lib/paraglide/runtime.js';

/** A finished run's trace, and what the narration is told of it, as the explorer does. */
function tracedRun<S>(
	algorithm: AlgorithmName,
	problem: Problem<S>,
	words: Partial<RunFacts<S>>,
	options: SearchOptions = {}
) {
	const run = collectRun(ALGORITHMS[algorithm].run(problem, options));
	const trace = createTraceFor(algorithm, options, problem);
	for (const event of run.events) trace.append(event);
	trace.finish(run.result);
	const facts: RunFacts<S> = { ...words, algorithm, options: describedOptions(algorithm, options) };
	/** The narration at `step` (its `moment`-th line step, if given) in `locale`. */
	return (locale: Locale, step: number, moment: number | null = null): string => {
		trace.seek(step, moment);
		return messageText(narrate(narrationInputAt(trace, facts)), locale);
	};
}

/** The 8-puzzle two moves from its goal, its boards written in rows. */
function tileRun(algorithm: AlgorithmName) {
	const parsed = parseBoard('1234_5786');
	if (!parsed.ok) throw new Error(parsed.error.code);
	const problem = tileProblem(parsed.value);
	return tracedRun(algorithm, problem, {
		stateText: (state) => formatBoard(problem.toBoard(state), 'rows', { rowSeparator: ' / ' })
	});
}

/** The road map from Arad to Bucharest, each node's city named as the explorer names it. */
function roadRun(algorithm: AlgorithmName, options: SearchOptions = {}) {
	const words = graphWords(ROMANIA);
	return tracedRun(
		algorithm,
		roadMapProblem('A', 'B'),
		{ stateText: words.text, sentenceName: words.sentenceName },
		options
	);
}

describe('the narration in Spanish and Chinese', () => {
	it('breadth-first search on a tile board', () => {
		const at = tileRun('bfs');
		expect([at('en', 0), at('es', 0), at('zh', 0)]).toEqual([
			'The frontier starts with the root, node 0 (1 2 3 / 4 _ 5 / 7 8 6); explored starts empty.',
			'La frontera empieza con la raíz, nodo 0 (1 2 3 / 4 _ 5 / 7 8 6); el conjunto explorado empieza vacío.',
			'边界起初只有根节点：节点 0（1 2 3 / 4 _ 5 / 7 8 6）；已探索集合起初为空。'
		]);
		expect([at('en', 2), at('es', 2), at('zh', 2)]).toEqual([
			'Took node 1, the oldest entry of the queue (depth 1); node 2 is next in line. 3 children: 2 added (nodes 5, 6), 1 already explored (node 0).',
			'Se saca el nodo 1, la entrada más antigua de la cola (profundidad 1); el nodo 2 es el siguiente en la cola. 3 hijos: 2 añadidos (nodos 5, 6), 1 ya explorado (nodo 0).',
			'取出节点 1，即队列中最早的条目（深度 1）；下一个是节点 2。3 个子节点：2 个加入边界（节点 5、6），1 个已探索（节点 0）。'
		]);
		// Line steps of step 2: its first child is discarded, its second kept.
		expect([at('es', 2, 2), at('zh', 2, 2)]).toEqual([
			'Hijo 1 (hueco abajo): su estado está en el conjunto explorado (nodo 0): se descarta.',
			'子节点 1（空格下移）：它的状态在已探索集合中（节点 0）：丢弃。'
		]);
		expect([at('es', 2, 4), at('zh', 2, 4)]).toEqual([
			'Hijo 2 (hueco a la izquierda): su estado no está ni en el conjunto explorado ni en la frontera: pasa a ser el nodo 5.',
			'子节点 2（空格左移）：它的状态既不在已探索集合中，也不在边界中：成为节点 5。'
		]);
		expect([at('en', 1, 4), at('es', 1, 4), at('zh', 1, 4)]).toEqual([
			'Node 1 joins the back of the queue.',
			'El nodo 1 se pone al final de la cola.',
			'加入队列末尾：节点 1。'
		]);
	});

	it('A* on a tile board, to the goal', () => {
		const at = tileRun('astar');
		expect([at('es', 2), at('zh', 2)]).toEqual([
			'Se saca el nodo 4 (f 2 = g 1 + h 1) de la frontera: tiene la f más baja; le sigue el nodo 1, con f 4. 3 hijos: 2 añadidos (nodos 5, 6), 1 ya explorado (nodo 0).',
			'从边界取出节点 4（f 2 = g 1 + h 1）：f 最小；排在其后的是节点 1，f 为 4。3 个子节点：2 个加入边界（节点 5、6），1 个已探索（节点 0）。'
		]);
		expect([at('es', 1, 1), at('zh', 1, 1)]).toEqual([
			'El nodo 0 no es un objetivo, así que se expande.',
			'检查节点 0：不是目标，所以扩展它。'
		]);
		expect([at('es', 1, 2), at('zh', 1, 2)]).toEqual([
			'Se genera el hijo 1 de 4: hueco arriba, f 4 = g 1 + h 3.',
			'生成第 1 个子节点（共 4 个）：空格上移，f 4 = g 1 + h 3。'
		]);
		expect([at('en', 3), at('es', 3), at('zh', 3)]).toEqual([
			'Took node 6 (f 2 = g 2 + h 0) off the frontier: the lowest f; next was node 1 with f 4. Reached the goal: node 6 (1 2 3 / 4 5 6 / 7 8 _), 2 actions from the root, with path cost 2.',
			'Se saca el nodo 6 (f 2 = g 2 + h 0) de la frontera: tiene la f más baja; le sigue el nodo 1, con f 4. Objetivo alcanzado: el nodo 6 (1 2 3 / 4 5 6 / 7 8 _), a 2 acciones de la raíz, con coste del camino 2.',
			'从边界取出节点 6（f 2 = g 2 + h 0）：f 最小；排在其后的是节点 1，f 为 4。到达目标：节点 6（1 2 3 / 4 5 6 / 7 8 _），距根节点 2 个动作，路径代价为 2。'
		]);
		expect([at('es', 3, 1), at('zh', 3, 1)]).toEqual([
			'El nodo 6 es el objetivo: el camino tiene coste 2.',
			'检查节点 6：是目标，路径代价为 2。'
		]);
	});

	it('breadth-first search on the road map names the cities', () => {
		const at = roadRun('bfs');
		expect([at('en', 1), at('es', 1), at('zh', 1)]).toEqual([
			'Took node 0 (Arad), the oldest entry of the queue (depth 0); the queue holds nothing else. 3 children: 3 added (Sibiu, node 1; Timisoara, node 2; Zerind, node 3).',
			'Se saca el nodo 0 (Arad), la entrada más antigua de la cola (profundidad 0); la cola no contiene nada más. 3 hijos: 3 añadidos (Sibiu, nodo 1; Timisoara, nodo 2; Zerind, nodo 3).',
			'取出节点 0（Arad），即队列中最早的条目（深度 0）；队列中再没有其他条目。3 个子节点：3 个加入边界（Sibiu，节点 1；Timisoara，节点 2；Zerind，节点 3）。'
		]);
		expect([at('es', 1, 3), at('zh', 1, 3)]).toEqual([
			'El nodo 1 (Sibiu) no es un objetivo.',
			'检查节点 1（Sibiu）：不是目标。'
		]);
	});

	it('A* on the road map, from Arad to Bucharest', () => {
		const at = roadRun('astar');
		expect([at('es', 0), at('zh', 0)]).toEqual([
			'La frontera empieza con la raíz, nodo 0 (A, Arad), f 366 = g 0 + h 366; el conjunto explorado empieza vacío.',
			'边界起初只有根节点：节点 0（A, Arad），f 366 = g 0 + h 366；已探索集合起初为空。'
		]);
		expect([at('es', 1, 4), at('zh', 1, 4)]).toEqual([
			'El nodo 1 (Sibiu) entra en la cola de prioridad, colocado según f 393 = g 140 + h 253.',
			'加入优先队列：节点 1（Sibiu），按 f 393 = g 140 + h 253 排位。'
		]);
		expect([at('es', 2, 3), at('zh', 2, 3)]).toEqual([
			'Hijo 1 (carretera S→A): su estado está en el conjunto explorado (nodo 0): se descarta.',
			'子节点 1（道路 S→A）：它的状态在已探索集合中（节点 0）：丢弃。'
		]);
		expect([at('en', 6), at('es', 6), at('zh', 6)]).toEqual([
			'Took node 10 (Bucharest: f 418 = g 418 + h 0) off the frontier: the lowest f; next was node 2 (Timisoara) with f 447. Reached the goal: node 10 (B, Bucharest), 4 actions from the root, with path cost 418.',
			'Se saca el nodo 10 (Bucharest: f 418 = g 418 + h 0) de la frontera: tiene la f más baja; le sigue el nodo 2 (Timisoara), con f 447. Objetivo alcanzado: el nodo 10 (B, Bucharest), a 4 acciones de la raíz, con coste del camino 418.',
			'从边界取出节点 10（Bucharest：f 418 = g 418 + h 0）：f 最小；排在其后的是节点 2（Timisoara），f 为 447。到达目标：节点 10（B, Bucharest），距根节点 4 个动作，路径代价为 418。'
		]);
	});
});

describe('the narration’s counts in Spanish and Chinese', () => {
	it('the expansion cap, one and more', () => {
		for (const [cap, sentences] of [
			[
				1,
				[
					'The search stopped at the cap of 1 expansion, without reaching a goal.',
					'La búsqueda se detuvo en el tope de 1 expansión, sin alcanzar ningún objetivo.',
					'搜索在 1 次扩展的上限处停止，未到达目标。'
				]
			],
			[
				2,
				[
					'The search stopped at the cap of 2 expansions, without reaching a goal.',
					'La búsqueda se detuvo en el tope de 2 expansiones, sin alcanzar ningún objetivo.',
					'搜索在 2 次扩展的上限处停止，未到达目标。'
				]
			]
		] as const) {
			const at = roadRun('bfs', { maxExpansions: cap });
			const ends = (['en', 'es', 'zh'] as const).map((locale) => at(locale, cap));
			ends.forEach((text, i) => expect(text.endsWith(sentences[i]), text).toBe(true));
		}
	});
});

describe('the trace’s other words in Spanish and Chinese', () => {
	it('the four tile moves and a road', () => {
		const actions = ['Up', 'Down', 'Left', 'Right', 'A→S'].map(actionText);
		expect(actions.map((ref) => messageText(ref, 'es'))).toEqual([
			'hueco arriba',
			'hueco abajo',
			'hueco a la izquierda',
			'hueco a la derecha',
			'carretera A→S'
		]);
		expect(actions.map((ref) => messageText(ref, 'zh'))).toEqual([
			'空格上移',
			'空格下移',
			'空格左移',
			'空格右移',
			'道路 A→S'
		]);
	});

	it('the frontier’s order, for the queue and the stack', () => {
		const orders = [frontierOrderFor('bfs'), frontierOrderFor('dfs')].map(describeFrontierOrder);
		expect(orders.map((ref) => messageText(ref, 'es'))).toEqual([
			'cola FIFO: el primero en entrar es el primero en salir',
			'pila: el último en entrar es el primero en salir'
		]);
		expect(orders.map((ref) => messageText(ref, 'zh'))).toEqual([
			'FIFO 队列：先进先出',
			'栈：后进先出'
		]);
	});

	it('the pseudocode panel’s child', () => {
		const parsed = parseBoard('1234_5786');
		if (!parsed.ok) throw new Error(parsed.error.code);
		const problem = tileProblem(parsed.value);
		const run = collectRun(ALGORITHMS.astar.run(problem));
		const trace = createTraceFor('astar', {}, problem);
		for (const event of run.events) trace.append(event);
		trace.finish(run.result);
		trace.seek(1, 2);
		const facts = { algorithm: 'astar' as const, options: describedOptions('astar') };
		const child = variablesAt(narrationInputAt(trace, facts)).find((v) => v.name === 'child');
		const value = child?.value;
		if (value === undefined || typeof value === 'string') throw new Error('no child');
		expect((['en', 'es', 'zh'] as const).map((locale) => messageText(value, locale))).toEqual([
			'blank Up (child 1 of 4): f 4 = g 1 + h 3',
			'hueco arriba (hijo 1 de 4): f 4 = g 1 + h 3',
			'空格上移（第 1 个子节点，共 4 个）：f 4 = g 1 + h 3'
		]);
	});
});
