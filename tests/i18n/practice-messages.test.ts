import { describe, expect, it } from 'vitest';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';
import { m } from '$lib/paraglide/messages.js';
import { messageText } from '$lib/components/message-text';
import { message } from '$lib/messages';
import { assignmentQuery, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import {
	QUESTION_TYPE_LABELS,
	QUESTION_TYPES,
	type PracticeQuestion,
	type QuestionSpec
} from '$lib/practice/question-spec';
import { STEP_DETAIL_LABELS, STEP_DETAILS } from '$lib/practice/step-details';
import { questionTypeText, stepDetailText } from '$lib/components/practice/type-words';
import {
	answerText,
	drawQuestion,
	expectedAnswer,
	judgePart,
	NUMBER_ANSWER_HINT,
	readNumberAnswer,
	SOLVABLE_WORDS
} from '$lib/practice/questions';
import { resultCode } from '$lib/practice/result-code';
import { andList } from '$lib/practice/practice-words';
import type { Locale } from '$lib/paraglide/runtime.js';

/**
 * Practice's messages (messages/practice/*.json) in Spanish and Chinese, on questions drawn
 * from a pinned seed. The algorithm's and the heuristic's names, and the parity argument, are
 * other families' words, still English: they are passed through as they are.
 */

const spec = (over: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'path-cost',
	algorithm: 'astar',
	level: 'easy',
	seed: 'unit',
	...over
});

/** A part's task, prompt, explanation and the verdict on `answer`, in `locale`. */
function worded(question: PracticeQuestion, answer: number, locale: Locale) {
	const part = question.parts[0];
	return {
		task: practiceText(question.task, locale),
		prompt: practiceText(part.prompt, locale),
		explanation: 'explanation' in part ? practiceText(part.explanation, locale) : '',
		verdict: verdictText(judgePart(question, 0, answer), locale)
	};
}

describe('practice questions in Spanish and Chinese', () => {
	it('the length of the path returned, with the fewest moves beside it', () => {
		const question = drawQuestion(spec({}));
		expect(worded(question, 5, 'es')).toEqual({
			task: '¿Cuántos movimientos tiene el camino que devuelve búsqueda A* desde este tablero?',
			prompt: 'Movimientos del camino devuelto',
			explanation:
				'Búsqueda A* devuelve un camino de 4 movimientos, el mínimo posible: el tablero está a 4 movimientos del objetivo.',
			verdict: {
				correct: false,
				headline: 'No exactamente: es 4.',
				reason:
					'Búsqueda A* devuelve un camino de 4 movimientos, el mínimo posible: el tablero está a 4 movimientos del objetivo.'
			}
		});
		expect(worded(question, 4, 'zh')).toEqual({
			task: '从这个棋盘出发，A* 搜索返回的路径有多长？',
			prompt: '返回路径的移动数',
			explanation: 'A* 搜索返回的路径有 4 步移动，这已是最少：该棋盘距目标 4 步移动。',
			verdict: {
				correct: true,
				headline: '正确。',
				reason: 'A* 搜索返回的路径有 4 步移动，这已是最少：该棋盘距目标 4 步移动。'
			}
		});
		// English, word for word as before the messages.
		expect(worded(question, 4, 'en').explanation).toBe(
			'A* search returns a path of 4 moves, the fewest possible: the board is 4 moves from the goal.'
		);
	});

	it('a heuristic’s value, tile by tile', () => {
		const question = drawQuestion(spec({ type: 'heuristic' }));
		expect(worded(question, 4, 'es').explanation).toBe(
			'Cada pieza fuera de su casilla objetivo cuenta 1 (el hueco no cuenta): 1 (pieza 2) + 1 (pieza 3) + 1 (pieza 5) + 1 (pieza 6) = 4.'
		);
		expect(worded(question, 4, 'zh')).toEqual({
			task: '当 h 为“错位棋子数”时，对于图示目标，这个棋盘的 h 是多少？',
			prompt: 'h',
			explanation:
				'每个不在目标格中的方块计 1（空格不计）：1（方块 2） + 1（方块 3） + 1（方块 5） + 1（方块 6） = 4。',
			verdict: {
				correct: true,
				headline: '正确。',
				reason:
					'每个不在目标格中的方块计 1（空格不计）：1（方块 2） + 1（方块 3） + 1（方块 5） + 1（方块 6） = 4。'
			}
		});
	});

	it('solvability: the question, its buttons and a wrong answer’s verdict', () => {
		const question = drawQuestion(spec({ type: 'solvable' }));
		expect(expectedAnswer(question.parts[0])).toBe(0);
		const es = worded(question, 1, 'es');
		expect([es.task, es.prompt, es.verdict?.headline]).toEqual([
			'¿Puede este tablero de 2×3 llegar al objetivo deslizando piezas?',
			'¿Tiene solución?',
			'No exactamente: no tiene solución.'
		]);
		const zh = worded(question, 1, 'zh');
		expect([zh.task, zh.prompt, zh.verdict?.headline]).toEqual([
			'这个 2×3 棋盘能否通过滑动方块到达目标？',
			'可解吗？',
			'不完全对：不可解。'
		]);
		const buttons = (locale: Locale) => [
			m.practice_yes_words({ words: practiceText(SOLVABLE_WORDS.yes, locale) }, { locale }),
			m.practice_no_words({ words: practiceText(SOLVABLE_WORDS.no, locale) }, { locale })
		];
		expect(buttons('en')).toEqual(['Yes, solvable', 'No, not solvable']);
		expect(buttons('es')).toEqual(['Sí, tiene solución', 'No, no tiene solución']);
		expect(buttons('zh')).toEqual(['是，可解', '否，不可解']);
	});

	it('a search performed expansion by expansion, with its next depth limits', () => {
		const question = drawQuestion(spec({ type: 'simulate', algorithm: 'iddfs', level: 'medium' }));
		const words = (locale: Locale) => [
			practiceText(question.task, locale),
			...question.parts.slice(2, 4).map((part) => practiceText(part.prompt, locale)),
			practiceText(question.parts[3].kind === 'pick' ? question.parts[3].expanded! : '', locale)
		];
		expect(words('es')).toEqual([
			'Realiza profundización iterativa desde este tablero: en cada expansión, elige el nodo que saca de la pila; cuando la pila esté vacía, da el siguiente límite de profundidad.',
			'El límite de profundidad 1 se ha agotado: ¿cuál es el siguiente límite?',
			'¿Qué nodo toma la expansión 6?',
			'El límite de profundidad es 2; expandidos hasta ahora en esta iteración: nodo 4 (el inicio).'
		]);
		expect(words('zh')).toEqual([
			'从这个棋盘出发执行迭代加深：每次扩展时，选出它从栈中取出的节点；栈空时，给出下一个深度限制。',
			'深度限制 1 已用尽：下一个限制是多少？',
			'第 6 次扩展取出哪个节点？',
			'深度限制为 2；本次迭代中目前已扩展：节点 4（起点）。'
		]);
		expect(verdictText(judgePart(question, 2, 3), 'es')).toEqual({
			correct: false,
			headline: 'No exactamente: es 2.',
			reason:
				'La pila está vacía: se han recorrido todos los nodos hasta la profundidad 1 sin encontrar el objetivo, así que la búsqueda vuelve a empezar desde el inicio con el límite 1 + 1 = 2.'
		});
	});

	it('a set of boards said with “and” before the last', () => {
		const set = andList(['A', 'C', 'F']);
		expect((['en', 'es', 'zh'] as const).map((locale) => practiceText(set, locale))).toEqual([
			'A, C and F',
			'A, C y F',
			'A、C 和 F'
		]);
		expect(practiceText(andList([]), 'es')).toBe('ninguno');
	});

	it('what to type in a number’s field', () => {
		expect(practiceText(NUMBER_ANSWER_HINT, 'es')).toBe(
			'Escribe un número entero, 0 o mayor, en cifras (por ejemplo, 7).'
		);
		expect(practiceText(NUMBER_ANSWER_HINT, 'zh')).toBe(
			'请用阿拉伯数字输入一个不小于 0 的整数（例如 7）。'
		);
	});
});

describe('the question types and step details as the page names them', () => {
	it('are in English the names the lower layer gives them', () => {
		expect(QUESTION_TYPES.map((type) => questionTypeText(type, 'en'))).toEqual(
			QUESTION_TYPES.map((type) => messageText(QUESTION_TYPE_LABELS[type], 'en'))
		);
		expect(STEP_DETAILS.map((detail) => stepDetailText(detail, 'en'))).toEqual(
			STEP_DETAILS.map((detail) => messageText(STEP_DETAIL_LABELS[detail], 'en'))
		);
		expect(questionTypeText('frontier-after', 'es')).toBe('La frontera tras la expansión k');
		expect(questionTypeText('never-expanded', 'zh')).toBe('A* 永不扩展的节点');
	});
});

describe('a result code, whatever language the questions were worded in', () => {
	const { assignment } = readAssignment(
		new URLSearchParams('v=1&types=path-cost,heuristic,solvable,expansion-order&n=4&seed=class')
	);

	/**
	 * A student who reads each question in `locale` and answers it: a number typed in digits,
	 * a button or an option clicked, which the page turns into the whole number it keeps. The
	 * code holds only those numbers, so it is the same in every language.
	 */
	function attempt(locale: Locale) {
		const questions = questionsFor(assignment, 'class');
		const answers: number[] = [];
		const shown: string[] = [];
		for (const question of questions) {
			shown.push(practiceText(question.task, locale));
			for (const [index, part] of question.parts.entries()) {
				shown.push(practiceText(part.prompt, locale));
				const answer = expectedAnswer(part);
				// A number goes through its field as typed; every other kind is clicked.
				answers.push(part.kind === 'number' ? readNumberAnswer(String(answer))! : answer);
				expect(judgePart(question, index, answer)?.correct).toBe(true);
			}
		}
		const code = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'class',
			name: 'Ana',
			score: answers.length,
			answers
		});
		let at = 0;
		const records = questions.flatMap((question) =>
			question.parts.map((_, index) => answerText(question, index, answers[at++]))
		);
		return { shown, code, records };
	}

	it('is the same in English, Spanish and Chinese, and checks on the English page', () => {
		const [en, es, zh] = (['en', 'es', 'zh'] as const).map(attempt);
		// The questions were worded apart…
		expect(es.shown[0]).not.toBe(en.shown[0]);
		expect(zh.shown[0]).not.toBe(en.shown[0]);
		// …and answered into the same code, with the same records for the teacher and an LMS.
		expect(es.code).toBe(en.code);
		expect(zh.code).toBe(en.code);
		expect(es.records).toEqual(en.records);
		expect(zh.records).toEqual(en.records);
		const checked = checkCode(zh.code);
		expect([checked.status, checked.earned, checked.parts]).toEqual(['matches', 6, 6]);
	});
});

describe('the frontier-after, never-expanded and route-cost questions in Spanish and Chinese', () => {
	it('the frontier after expansion k: its task, its conventions and a wrong set’s verdict', () => {
		const question = drawQuestion(spec({ type: 'frontier-after', algorithm: 'bfs' }));
		expect(practiceText(question.task, 'es')).toBe(
			'Aplica el algoritmo búsqueda en anchura desde este tablero durante 2 expansiones (la primera toma el inicio): ¿qué tableros están en la frontera tras la expansión 2?'
		);
		expect(practiceText(question.task, 'zh')).toBe(
			'从这个棋盘出发执行广度优先搜索，共 2 次扩展（第一次取出起点）：第 2 次扩展之后，哪些棋盘在边界上？'
		);
		expect(practiceText(question.conventions, 'zh')).toBe(
			'子节点按空格移动的顺序生成：上、下、左、右；子节点一生成就进行目标测试；状态已到达过的子节点不再加入。'
		);
		const wrong = 1 + 2 + 4 + 8 + 32;
		expect(verdictText(judgePart(question, 0, wrong), 'es')?.reason).toBe(
			'La búsqueda en anchura toma la entrada que llegó primero a la cola: las primeras 2 expansiones toman: nodo 0 y nodo 1 (D), en ese orden. La frontera contiene entonces todos los nodos que generaron y que ninguna de ellas tomó: A, B, C y E. Omitidos: E (nodo 2): generado por la expansión 1, como hijo del inicio, el nodo 0, y ninguna expansión lo ha tomado todavía. Elegidos sin pertenecer al conjunto: D (nodo 1): generado por la expansión 1, como hijo del inicio, el nodo 0; luego sacado de la frontera y expandido por la expansión 2; F (nunca generado): a un movimiento de nodo 2 (E), que sigue en la frontera: solo expandirlo generaría este tablero.'
		);
		expect(verdictText(judgePart(question, 0, wrong), 'zh')?.headline).toBe(
			'不完全对：答案是 A、B、C 和 E。'
		);
	});

	it('the nodes A* never expands: the question and a wrong set’s verdict', () => {
		const question = drawQuestion(spec({ type: 'never-expanded' }));
		expect(practiceText(question.parts[0].prompt, 'es')).toBe(
			'¿Cuáles de estos nodos no expande nunca A*?'
		);
		expect(practiceText(question.task, 'zh')).toBe(
			'使用 h = “曼哈顿距离” 的 A* 搜索从这个棋盘找到一条最便宜的路径，代价 C* = 8。它生成的节点中哪些永不扩展？'
		);
		expect(verdictText(judgePart(question, 0, 63), 'es')?.reason).toBe(
			'C* = 8. La heurística «Distancia Manhattan» es consistente, así que f = g + h nunca disminuye a lo largo de un camino: A* expande todos los nodos con f < C* antes de sacar el objetivo de la frontera, y ninguno con f > C*. Elegidos sin pertenecer al conjunto: B (nodo 1): f = 1 + 5 = 6, por debajo de C* = 8, así que A* lo expande (expansión 2) antes de tomar el objetivo.'
		);
		expect(verdictText(judgePart(question, 0, 63), 'zh')?.reason).toBe(
			'C* = 8。启发式“曼哈顿距离”是一致的，因此 f = g + h 沿路径从不减小：A* 在把目标从边界取出之前，会扩展所有 f < C* 的节点，而不会扩展任何 f > C* 的节点。选了但不在集合中：B（节点 1）：f = 1 + 5 = 6，低于 C* = 8，所以 A* 在取出目标之前会扩展它（第 2 次扩展）。'
		);
	});

	it('the route returned on the road map: the question and a wrong cost’s verdict', () => {
		const question = drawQuestion(spec({ type: 'route-cost', algorithm: 'bfs', seed: 's3' }));
		expect(practiceText(question.task, 'zh')).toBe(
			'在公路地图上，广度优先搜索从 Sibiu（S）到 Bucharest（B）返回哪条路线？代价是多少？'
		);
		expect(practiceText(question.parts[1].prompt, 'es')).toBe(
			'El coste de la ruta (la suma de las longitudes de sus carreteras)'
		);
		expect(verdictText(judgePart(question, 1, 429), 'es')).toEqual({
			correct: false,
			headline: 'No exactamente: es 310.',
			reason:
				'99 + 211 = 310; 32 más que la más barata, Sibiu → Rimnicu Vilcea → Pitesti → Bucharest, de 278: el algoritmo búsqueda en anchura es óptimo cuando todos los pasos cuestan lo mismo (encuentra el menor número de acciones), y aquí las carreteras tienen longitudes distintas.'
		});
		expect(verdictText(judgePart(question, 1, 429), 'zh')?.reason).toBe(
			'99 + 211 = 310；比最便宜的路线 Sibiu → Rimnicu Vilcea → Pitesti → Bucharest（278）多 32：广度优先搜索仅在每一步的代价都相同（它找到动作最少的路径）时才是最优的，而这里的道路长度各不相同。'
		);
	});

	it('the next cell on a grid maze: its task and a wrong pick’s verdict', () => {
		const question = drawQuestion(spec({ type: 'grid-next' }));
		expect(practiceText(question.task, 'zh')).toBe(
			'A* 搜索已扩展这个网格中的 4 个单元格（带阴影；边界上的单元格有轮廓线）。它下一个扩展哪个单元格？点击它，或按（行, 列）输入。'
		);
		expect(practiceText(question.parts[0].prompt, 'es')).toBe(
			'La celda que se expande a continuación'
		);
		expect(verdictText(judgePart(question, 0, 0), 'es')?.reason).toBe(
			'Frontera de Búsqueda A*, de la próxima en salir en adelante: (4, 2) (f 10 = 4 + 6), (2, 1) (f 10 = 5 + 5), (3, 2) (f 10 = 5 + 5), (2, 0) (f 11 = 5 + 6). (4, 2) sale primero. (2, 1), (3, 2), (4, 2) empatan; los empates salen así: primero el que entró primero, de modo que (4, 2) sale primero, pero se acepta cualquiera de ellas.'
		);
		expect(verdictText(judgePart(question, 0, 0), 'zh')?.headline).toBe(
			'不完全对：以下任一均可：(2, 1)、(3, 2)、(4, 2)。'
		);
	});

	it('admissible heuristics with diagonal moves: a prompt and a wrong answer’s verdict', () => {
		const question = drawQuestion(spec({ type: 'grid-admissible', level: 'medium' }));
		expect(practiceText(question.parts[5].prompt, 'es')).toBe(
			'Una celda donde la distancia Manhattan sobreestima (h > h*)'
		);
		expect(verdictText(judgePart(question, 0, 1), 'zh')).toEqual({
			correct: false,
			headline: '不完全对：不可采纳。',
			reason: '会高估：一个对角步（√2）就覆盖了曼哈顿距离的 2：在 (1, 3)，h = 2 > h* = 1.41。'
		});
		expect(verdictText(judgePart(question, 0, 1), 'es')?.reason).toBe(
			'Sobreestima: un paso diagonal (√2) cubre un 2 de Manhattan: en (1, 3), h = 2 > h* = 1.41.'
		);
	});
});

describe('the graph questions, step details and drawing errors in Spanish and Chinese', () => {
	it('ask the nodes of an expansion order by their place', () => {
		const second = message('practice_graph_order_prompt', { place: 2 });
		expect(messageText(second, 'en')).toBe('2nd node taken off the frontier');
		expect(messageText(message('practice_graph_order_prompt', { place: 23 }), 'en')).toBe(
			'23rd node taken off the frontier'
		);
		expect(messageText(second, 'es')).toBe('2.º nodo que sale de la frontera');
		expect(messageText(second, 'zh')).toBe('第 2 个从边界取出的节点');
	});

	it('say why h is not consistent, and a path’s nodes counted', () => {
		const goal = message('practice_graph_goal_not_zero', { goal: 'G' });
		expect(messageText(goal, 'es')).toBe('h(G) no es 0, pero G es un objetivo');
		expect(messageText(goal, 'zh')).toBe('h(G) 不为 0，但 G 是目标');
		const returns = message('practice_graph_path_returns', {
			algorithm: message('search_algorithm_ucs', {}),
			path: 'S → A → G',
			count: 3
		});
		expect(messageText(returns, 'es')).toBe(
			'Búsqueda de coste uniforme devuelve S → A → G: 3 nodos.'
		);
		expect(messageText(returns, 'zh')).toBe('一致代价搜索返回 S → A → G：3 个节点。');
	});

	it('ask an order of a long frontier, its entries counted', () => {
		const head = message('practice_sd_order_prompt_head', { expansion: 4, count: 9, marked: 5 });
		expect(messageText(head, 'en')).toBe(
			'After expansion 4, the frontier holds 9 entries: put the first 5 to leave in order.'
		);
		expect(messageText(head, 'es')).toBe(
			'Tras la expansión 4, la frontera contiene 9 entradas: ordena las 5 primeras en salir.'
		);
		expect(messageText(head, 'zh')).toBe(
			'第 4 次扩展之后，边界中有 9 个条目：请按顺序排出最先离开的 5 个。'
		);
	});

	it('refuse a teacher’s graph too long for a link, its characters counted in the locale', () => {
		const long = message('practice_own_graph_too_long', { count: 2345, max: 1200 });
		expect(messageText(long, 'es')).toBe(
			'Tu grafo ocupa 2345 caracteres en un enlace, más de los 1200 que admite una tarea (su enlace va en cada código de resultado). Caben menos nodos o aristas, o quita las líneas de los nodos para que el grafo se vuelva a disponer.'
		);
		expect(messageText(long, 'zh')).toBe(
			'你的图在链接中占 2,345 个字符，超过了一份作业能容纳的 1,200 个（作业链接会写进每个结果码）。请减少节点或边，或删去节点行，让图重新排布。'
		);
	});
});
