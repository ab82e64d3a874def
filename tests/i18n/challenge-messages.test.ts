import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';
import {
	challengeRun,
	judge,
	judgeLength,
	questionAt,
	returnedLength
} from '$lib/challenge/challenge';
import { readPlayLink } from '$lib/config/play-link';
import { message, type MessageRef } from '$lib/messages';
import { replayChallenge } from '$lib/challenge/replay';

/** The challenge's verdicts (messages/challenge/*.json) in Spanish and Chinese. */

const said = (words: string | MessageRef, locale: 'es' | 'zh'): string =>
	typeof words === 'string' ? words : messageText(words, locale);

describe('the challenge in Spanish and Chinese', () => {
	it('a wrong pick on A*: the rule, the two entries and their sums', () => {
		const { config } = readPlayLink(new URLSearchParams('board=41325_786&algo=astar&step=1'));
		const run = challengeRun(config, 3);
		const question = questionAt(run, 1);
		if ('reason' in question) throw new Error('no question');
		const wrong = question.choices.find((choice) => choice.id !== question.answer);
		if (wrong === undefined) throw new Error('one choice');
		const verdict = judge(question, wrong.id, 'astar', 1);
		expect(said(verdict.headline, 'es')).toBe(
			`Este no: la búsqueda toma el nodo ${question.answer}.`
		);
		expect(said(verdict.headline, 'zh')).toBe(`不是这个：搜索取出的是节点 ${question.answer}。`);
		expect(said(verdict.reason, 'es')).toMatch(
			/^A\* toma la entrada de menor f = g \+ h: es el nodo \d+ \(f \d+ = g \d+ \+ h \d+\), no el nodo \d+ \(f \d+ = g \d+ \+ h \d+\)\.$/
		);
		expect(said(verdict.reason, 'zh')).toMatch(
			/^A\* 取出f = g \+ h 最低的条目：应是节点 \d+（f \d+ = g \d+ \+ h \d+），而不是节点 \d+（f \d+ = g \d+ \+ h \d+）。$/
		);
	});

	it('a typed path length, right and wrong', () => {
		const { config } = readPlayLink(new URLSearchParams('board=41325_786&algo=astar'));
		const returned = returnedLength(config);
		const right = judgeLength(config, returned.length ?? 0, returned);
		expect(said(right.headline, 'es')).toBe('Correcto.');
		expect(said(right.headline, 'zh')).toBe('正确。');
		const wrong = judgeLength(config, 99, returned);
		expect(said(wrong.headline, 'es')).toBe(
			`No exactamente: el camino tiene ${returned.length} movimientos.`
		);
		expect(said(wrong.reason, 'es')).toBe(
			`A* search devuelve un camino de ${returned.length} movimientos desde este tablero.`.replace(
				'A* search',
				messageText({ id: 'search_algorithm_astar', params: {} }, 'es')
			)
		);
	});

	it('the page names its controls', () => {
		expect(m.challenge_next_question({}, { locale: 'es' })).toBe('Siguiente pregunta');
		expect(m.challenge_next_question({}, { locale: 'zh' })).toBe('下一题');
		expect(m.challenge_cancelled({ done: 12, target: 1000 }, { locale: 'es' })).toBe(
			'Cancelado tras 12 de como máximo 1000 expansiones.'
		);
	});
});

describe('the checking page’s replay of a challenge, in Spanish and Chinese', () => {
	it('names the challenge and says why an edited one is not replayed', () => {
		const replay = replayChallenge('challenge?board=12345678_&algo=astar&n=3&step=0x', []);
		expect(replay.ok).toBe(false);
		if (replay.ok) return;
		expect(messageText(replay.reason, 'es')).toBe(
			'El desafío de este código no es uno que escriba este sitio: el código se ha editado.'
		);
		expect(messageText(replay.reason, 'zh')).toBe(
			'这个代码中的挑战不是本网站会生成的：代码被修改过。'
		);
	});

	it('counts the expansions a replay stops at, in the locale', () => {
		const tooLong = message('challenge_replay_too_long', { count: 20000 });
		expect(messageText(tooLong, 'en')).toBe(
			'This challenge runs past 20,000 expansions: too long to check here; open the challenge link.'
		);
		expect(messageText(tooLong, 'es')).toBe(
			'Este desafío pasa de 20.000 expansiones: es demasiado largo para comprobarlo aquí; abre el enlace del desafío.'
		);
		expect(messageText(message('challenge_replay_from_step', { step: 1234 }), 'zh')).toBe(
			'从第 1,234 步开始'
		);
	});
});
