import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { readChallenge } from '$lib/challenge/challenge';
import { readCompareLink } from '$lib/config/compare-link';
import { readEmbedLink } from '$lib/config/embed-link';
import type { LinkNotice } from '$lib/config/link-notices';
import { readPlayLink, settledNotices } from '$lib/config/play-link';
import { unsolvableRefusal } from '$lib/config/unsolvable-board';
import { goalBoard } from '$lib/puzzle/goal';
import { parseBoard } from '$lib/puzzle/notation';
import { explainSolvability } from '$lib/puzzle/solvability';

/** Each notice's sentence in `locale`, by parameter. */
function said(notices: readonly LinkNotice[], locale: 'en' | 'es' | 'zh'): string[][] {
	return notices.map((notice) => [notice.param, messageText(notice.message, locale)]);
}

describe('link notices in each locale (messages/notices)', () => {
	const played = readPlayLink(
		new URLSearchParams('algo=quick&algo=bfs&colour=red&cap=99999999')
	).notices;

	it('en: a parameter given twice, one not known, a value not taken and a cap out of range', () => {
		expect(said(played, 'en')).toEqual([
			[
				'algo',
				'The parameter "algo" is given 2 times; the first, "quick", is used and the others are ignored.'
			],
			['colour', 'The parameter "colour" is not known and was ignored.'],
			[
				'algo',
				'The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "quick". Using the default instead.'
			],
			['cap', 'The expansion cap must be between 1 and 2,000,000; using 2,000,000.']
		]);
	});

	it('es: the same, with Spanish numbers and "o" before the last choice', () => {
		expect(said(played, 'es')).toEqual([
			[
				'algo',
				'El parámetro "algo" aparece 2 veces; se usa el primero, "quick", y se ignoran los demás.'
			],
			['colour', 'El parámetro "colour" no se reconoce y se ha ignorado.'],
			[
				'algo',
				'El parámetro "algo" admite bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar o walk; se recibió "quick". Se usa el valor predeterminado en su lugar.'
			],
			['cap', 'El tope de expansiones debe estar entre 1 y 2.000.000; se usa 2.000.000.']
		]);
	});

	it('zh: the same, with full-width punctuation', () => {
		expect(said(played, 'zh')).toEqual([
			['algo', '参数 "algo" 出现了 2 次；使用第一个值 "quick"，其余的已忽略。'],
			['colour', '参数 "colour" 无法识别，已忽略。'],
			[
				'algo',
				'参数 "algo" 可取 bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar 或 walk；收到的是 "quick"。改用默认值。'
			],
			['cap', '扩展上限必须在 1 到 2,000,000 之间；改用 2,000,000。']
		]);
	});

	it('a moment past the step is counted in each locale (one moment)', () => {
		const notices = settledNotices({ step: 3, moment: 9 }, { step: 3, moment: 0 });
		expect(['en', 'es', 'zh'].map((locale) => said(notices, locale as 'en')[0][1])).toEqual([
			'The parameter "moment" is 10, but step 3 has 1 moment (one per pseudocode line it carries out); showing moment 1, its last.',
			'El parámetro "moment" vale 10, pero el paso 3 tiene 1 momento (uno por cada línea de pseudocódigo que ejecuta); se muestra el momento 1, el último.',
			'参数 "moment" 为 10，但第 3 步只有 1 个时刻（它执行的每行伪代码一个）；显示第 1 个时刻，即最后一个。'
		]);
	});

	it('a step past the end: Spanish groups from five digits', () => {
		const notices = settledNotices({ step: 12345, moment: null }, { step: 1000, moment: null });
		expect(said(notices, 'es')).toEqual([
			[
				'step',
				'El parámetro "step" vale 12.345, pero la ejecución termina en el paso 1000; se muestra el paso 1000.'
			]
		]);
		expect(said(notices, 'zh')).toEqual([
			['step', '参数 "step" 为 12,345，但运行在第 1,000 步结束；显示第 1,000 步。']
		]);
	});

	it('unknown panels, plural in Spanish', () => {
		expect(said(readEmbedLink(new URLSearchParams('panels=chart,boards,x')).notices, 'es')).toEqual(
			[
				[
					'panels',
					'El parámetro "panels" enumera board, controls, narration, frontier, tree, code, stats, details, chart, share; "boards", "x" no están entre ellos y se han ignorado.'
				]
			]
		);
	});

	it('the challenge’s own parameters', () => {
		const notices = readChallenge(new URLSearchParams('k=40&ask=path')).notices;
		expect(said(notices, 'es')).toEqual([
			[
				'ask',
				'El parámetro "ask" admite next o length; se recibió "path". Se pregunta por las siguientes expansiones.'
			],
			['k', 'El parámetro "k" admite un número entero de 1 a 10; se recibió "40". Se usa 3.']
		]);
		expect(said(notices, 'zh')).toEqual([
			['ask', '参数 "ask" 可取 next 或 length；收到的是 "path"。改为询问接下来的扩展。'],
			['k', '参数 "k" 取 1 到 10 之间的整数；收到的是 "40"。改用 3。']
		]);
	});

	it('a comparison’s runs: a nested reason, in the sentence’s locale', () => {
		const notices = readCompareLink(new URLSearchParams('runs=bfs,,,astar:zero:2')).notices;
		expect(said(notices, 'zh')).toEqual([
			['runs', '参数 "runs" 的逗号之间有 2 个空项；已跳过。'],
			['runs', '运行 "astar:zero:2"：只有加权 A*（wastar）接受权重。已略去。'],
			['runs', '一次比较至少需要 2 个运行；改为显示默认比较。']
		]);
		expect(said(notices, 'es')[1]).toEqual([
			'runs',
			'La ejecución "astar:zero:2": solo A* ponderado (wastar) admite un peso. Se ha omitido.'
		]);
	});
});

describe('an unsolvable board, in Spanish and Chinese', () => {
	it('refuses with the parity argument in the same language', () => {
		const board = parseBoard('1,2,3,4,5,6,8,7,0');
		if (!board.ok) throw new Error('the board reads');
		const refusal = unsolvableRefusal(board.value, goalBoard(3, 3, 'blank-last'));
		if (refusal === null) throw new Error('the board is unsolvable');
		const goal = goalBoard(3, 3, 'blank-last');
		const reason = (locale: 'es' | 'zh') =>
			messageText(explainSolvability(board.value, goal).reasonMessage, locale);
		expect(reason('es')).toBe(
			'Hay 1 inversión, un número impar, pero la regla exige un número par, así que este tablero no tiene solución: ninguna secuencia de movimientos alcanza el objetivo.'
		);
		expect(messageText(refusal, 'es')).toBe(
			`${reason('es')} Una búsqueda expandiría los 181,440 estados que este tablero puede alcanzar y terminaría sin solución. Intercambia dos piezas (por ejemplo, la 8 y la 7) para que tenga solución, o elige otro tablero.`
		);
		expect(messageText(refusal, 'zh')).toBe(
			`${reason('zh')}搜索会扩展此棋盘能到达的全部 181,440 个状态，最终无解。交换两块滑块（例如 8 和 7）即可使其可解，或者换一个棋盘。`
		);
	});
});
