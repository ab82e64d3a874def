import { afterEach, describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';
import { getLocale, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime.js';
import {
	assignmentQuery,
	readAssignment,
	DEFAULT_ASSIGNMENT,
	type Assignment
} from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { expectedAnswer } from '$lib/practice/questions';
import { readResultCode, resultCode, type PracticeResult } from '$lib/practice/result-code';
import type { MessageRef } from '$lib/messages';

/**
 * The course's messages (messages/course/*.json) in Spanish and Chinese, and what stays the same
 * in every language: a result code made on a Chinese page checks on the English checking page
 * exactly as on the Chinese one.
 */

const pageLocale = getLocale;
afterEach(() => overwriteGetLocale(pageLocale));

/** `ref` in each language. */
function inEach(ref: MessageRef | null): Record<Locale, string> {
	if (ref === null) throw new Error('a message was expected');
	return { en: messageText(ref, 'en'), es: messageText(ref, 'es'), zh: messageText(ref, 'zh') };
}

const QUERY = 'v=1&types=simulate%2Cheuristic&n=2&title=HW&key=hw';
const { assignment } = readAssignment(new URLSearchParams(QUERY));
const right = questionsFor(assignment, 's1').flatMap((q) => q.parts.map(expectedAnswer));
const result: PracticeResult = {
	assignment: QUERY,
	seed: 's1',
	name: 'Ana',
	score: right.length,
	answers: right
};

describe('the course in Spanish and Chinese', () => {
	it('says why a result code does not read', () => {
		const empty = readResultCode('');
		expect(empty.ok ? null : inEach(empty.message)).toEqual({
			en: 'The code is empty.',
			es: 'El código está vacío.',
			zh: '代码为空。'
		});
		const other = readResultCode('FR2-AAAA');
		expect(other.ok ? null : inEach(other.message)).toEqual({
			en: 'This code was made by another version of Frontier (FR2); this page reads FR1 codes.',
			es: 'Este código lo creó otra versión de Frontier (FR2); esta página lee códigos FR1.',
			zh: '此代码由另一个版本的 Frontier 生成（FR2）；本页面只读取 FR1 代码。'
		});
	});

	it('says why a code does not match, every problem in one sentence', () => {
		const short = right.slice(0, right.length - 1);
		const edited = checkCode(resultCode({ ...result, score: right.length, answers: short }));
		expect(edited.status).toBe('edited');
		expect(inEach(edited.message)).toEqual({
			en: `Does not match: it holds ${short.length} answers where the assignment asks ${right.length}; it claims ${right.length} right, but its answers earn ${short.length}. The code was edited.`,
			es: `No coincide: contiene ${short.length} respuestas donde la tarea pide ${right.length}; dice tener ${right.length} aciertos, pero sus respuestas obtienen ${short.length}. El código se editó.`,
			zh: `不符：它包含 ${short.length} 个答案，而作业要求 ${right.length} 个；它声称答对 ${right.length} 个，但其答案只得到 ${short.length} 个。代码被编辑过。`
		});
		expect(inEach(checkCode(resultCode(result), 'week4').message)).toEqual({
			en: 'This code is for the assignment “hw”, not “week4”.',
			es: 'Este código es de la tarea «hw», no de «week4».',
			zh: '此代码属于作业“hw”，而不是“week4”。'
		});
	});

	it('says what an assignment link could not use, its values quoted as given', () => {
		const { notices } = readAssignment(new URLSearchParams('v=1&pass=200&n=0'));
		expect(notices.map((notice) => inEach(notice.message))).toEqual([
			{
				en: 'The parameter "n" takes a whole number of questions from 1 to 20; got "0". Asking 3.',
				es: 'El parámetro "n" admite un número entero de preguntas de 1 a 20; se recibió "0". Se hacen 3.',
				zh: '参数 "n" 接受 1 到 20 之间的整数题数；收到的是 "0"。改为出 3 道题。'
			},
			{
				en: 'The parameter "pass" takes a pass mark in percent, a whole number from 0 to 100; got "200". Using 50.',
				es: 'El parámetro "pass" admite una nota de aprobado en porcentaje, un número entero de 0 a 100; se recibió "200". Se usa 50.',
				zh: '参数 "pass" 接受以百分比表示的及格线，即 0 到 100 之间的整数；收到的是 "200"。改用 50。'
			}
		]);
	});

	it('writes the assignment form’s words and the untitled package’s name', () => {
		expect(m.course_form_error_count({ max: 20 }, { locale: 'es' })).toBe(
			'El número de preguntas es un número entero de 1 a 20.'
		);
		expect(m.course_form_error_count({ max: 20 }, { locale: 'zh' })).toBe(
			'题数必须是 1 到 20 之间的整数。'
		);
		expect(m.course_package_untitled({}, { locale: 'zh' })).toBe('Frontier 练习');
	});
});

describe('a result code in every language', () => {
	it('made on a Chinese page checks on the English page as on the Chinese one', () => {
		overwriteGetLocale(() => 'zh');
		// The teacher builds on /zh/teachers: the builder's default title is in Chinese.
		const zhAssignment: Assignment = {
			...DEFAULT_ASSIGNMENT,
			types: ['simulate', 'heuristic'],
			count: 2,
			title: m.files_ui_default_title(),
			key: 'week3-astar'
		};
		const query = assignmentQuery(zhAssignment);
		const answers = questionsFor(
			readAssignment(new URLSearchParams(query)).assignment,
			'zh-1'
		).flatMap((q) => q.parts.map(expectedAnswer));
		const code = resultCode({
			assignment: query,
			seed: 'zh-1',
			name: '李华',
			score: answers.length,
			answers
		});
		const onZh = checkCode(code, 'week3-astar');
		overwriteGetLocale(() => 'en');
		const onEn = checkCode(code, 'week3-astar');
		expect(onEn).toEqual(onZh);
		expect(onEn).toMatchObject({ status: 'matches', message: null, earned: answers.length });
		expect(onEn.result?.name).toBe('李华');
		expect(onEn.assignment?.title).toBe(m.files_ui_default_title({}, { locale: 'zh' }));
	});
});
