import { describe, expect, it } from 'vitest';
import { failureText, lineMessage } from '../../src/lib/lab/failure-text';
import { badResult } from '../../src/lib/lab/evaluate';
import { messageText } from '$lib/components/message-text';
import { english } from '../i18n/english-messages';

const CODE = '// h of the 8-puzzle\nfunction h(board) {\n  return 1;\n}';

describe('a failure of h in one sentence', () => {
	it('leads with the line it belongs to', () => {
		expect(english(lineMessage(failureText({ kind: 'goal', value: 1 }, CODE)))).toBe(
			'Line 2: h of the goal is 1, not 0: at the goal no move is left, so a heuristic that is not 0 there overestimates.'
		);
	});

	it('is the message alone when no line is to blame', () => {
		expect(
			english(lineMessage(failureText({ kind: 'timeout', budget: 'call', ms: 1000 }, CODE)))
		).toBe('One call of h took longer than 1 s (an endless loop?), so it was stopped.');
	});

	it('is said in Spanish and Chinese, the line and the value h returned included', () => {
		const failure = lineMessage(
			failureText(
				{ kind: 'result', value: badResult(-1)!, cells: [1, 2, 3, 4, 5, 6, 7, 8, 0] },
				CODE
			)
		);
		expect(messageText(failure, 'es')).toBe(
			'Línea 2: h devolvió -1 (un número negativo) con el tablero 12345678_; debe devolver un número ≥ 0.'
		);
		expect(messageText(failure, 'zh')).toBe(
			'第 2 行：h 在棋盘 12345678_ 上返回了 -1（负数）；它必须返回一个 ≥ 0 的数。'
		);
		const missing = lineMessage(failureText({ kind: 'missing' }, CODE));
		expect(messageText(missing, 'en')).toBe(
			'The code defines no function named h. Write one: function h(board) { … return a number; }.'
		);
		const slow = failureText({ kind: 'timeout', budget: 'check', ms: 2500 }, CODE).message;
		expect(messageText(slow, 'es')).toBe(
			'La comprobación tardó en total más de 2,5 s, así que se detuvo.'
		);
		expect(messageText(slow, 'zh')).toBe('检查总耗时超过 2.5 秒，因此已被停止。');
	});
});
