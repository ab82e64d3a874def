import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResultCode, resultCode, type PracticeResult } from '$lib/practice/result-code';
// Why a code does not read is a message: compared with its pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';

const results = fc.record({
	assignment: fc.string({ maxLength: 200 }),
	seed: fc.string({ maxLength: 40 }),
	name: fc.string({ maxLength: 60 }),
	score: fc.nat({ max: 2 ** 31 - 1 }),
	answers: fc.array(fc.nat({ max: 2 ** 31 - 1 }), { maxLength: 60 })
});

const EXAMPLE: PracticeResult = {
	assignment: 'v=1&title=Week 3: A*&algos=astar&n=3',
	seed: 'k3x9',
	name: 'Ana Lima',
	score: 2,
	answers: [4, 1, 7]
};

describe('result codes', () => {
	it('read back exactly what they hold', () => {
		fc.assert(
			fc.property(results, (result) => {
				const code = resultCode(result);
				expect(code).toMatch(/^FR1-[A-Za-z0-9_-]+$/);
				expect(readResultCode(code)).toEqual({ ok: true, result });
				// Whitespace a mail program or a spreadsheet adds around it is ignored.
				expect(readResultCode(`  ${code}\n`)).toEqual({ ok: true, result });
			})
		);
	});

	it('are short: a three-question result is a line of text', () => {
		const code = resultCode(EXAMPLE);
		expect(code).toBe(resultCode({ ...EXAMPLE }));
		expect(code.length).toBe(86);
	});

	it('catch any one character changed: an edited score or answer does not read', () => {
		fc.assert(
			fc.property(results, fc.nat(), fc.nat(), (result, where, what) => {
				const code = resultCode(result);
				const at = 4 + (where % (code.length - 4));
				const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
				const replacement =
					alphabet[what % 64] === code[at] ? alphabet[(what + 1) % 64] : alphabet[what % 64];
				const edited = code.slice(0, at) + replacement + code.slice(at + 1);
				const read = readResultCode(edited);
				// The last character carries padding bits too: a change there may leave the bytes as
				// they were, which is no edit at all.
				if (read.ok) expect(read.result).toEqual(result);
				else expect(english(read.message)).toMatch(/check|cut short|characters|left over/);
			})
		);
		// A score or an answer written over in the bytes, the check left as it was: refused.
		const bytes = Buffer.from(resultCode(EXAMPLE).slice(4), 'base64url');
		const scoreAt =
			2 + EXAMPLE.assignment.length + 1 + EXAMPLE.seed.length + 1 + EXAMPLE.name.length;
		expect(bytes[scoreAt]).toBe(2);
		for (const [at, value] of [
			[scoreAt, 3],
			[scoreAt + 2, 5]
		]) {
			const edited = Buffer.from(bytes);
			edited[at] = value;
			expect(readResultCode(`FR1-${edited.toString('base64url')}`)).toEqual({
				ok: false,
				message:
					'The code does not match its check: it was cut short, mistyped or edited. Copy it again, whole.'
			});
		}
	});

	it('say why garbage, truncated and foreign codes do not read, and never throw', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 120 }), (text) => {
				const read = readResultCode(text);
				if (!read.ok) expect(english(read.message).length).toBeGreaterThan(10);
			})
		);
		fc.assert(
			fc.property(results, fc.nat(), (result, cut) => {
				const code = resultCode(result);
				const short = code.slice(0, 4 + (cut % (code.length - 4)));
				const read = readResultCode(short);
				expect(read.ok).toBe(false);
			})
		);
		expect(readResultCode('')).toEqual({ ok: false, message: 'The code is empty.' });
		expect(readResultCode('hello')).toEqual({
			ok: false,
			message: 'This is not a Frontier result code: a code starts with "FR1-".'
		});
		expect(readResultCode('FR2-AAAA')).toEqual({
			ok: false,
			message: 'This code was made by another version of Frontier (FR2); this page reads FR1 codes.'
		});
		expect(readResultCode('FR1-ab$d')).toEqual({
			ok: false,
			message: 'The code has characters a result code never holds: was it copied whole?'
		});
		expect(readResultCode(resultCode(EXAMPLE).slice(0, 12))).toEqual({
			ok: false,
			message:
				'The code does not match its check: it was cut short, mistyped or edited. Copy it again, whole.'
		});
	});

	it('refuse values a code cannot hold, in words', () => {
		expect(() => resultCode({ ...EXAMPLE, score: -1 })).toThrow(
			'The score must be a whole number from 0 to 2^31 − 1, not -1.'
		);
		expect(() => resultCode({ ...EXAMPLE, answers: [1.5] })).toThrow(
			'The answer must be a whole number from 0 to 2^31 − 1, not 1.5.'
		);
	});
});
