import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// Why a code does not match is a message: compared with its pinned English (english-messages.ts).
import '../i18n/english-messages';
import { assignmentQuery, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { chosenBy, listText, setMask, setText, MAX_SET_CANDIDATES } from '$lib/practice/choose-set';
import { expectedAnswer } from '$lib/practice/questions';
import { readResultCode, resultCode, type PracticeResult } from '$lib/practice/result-code';

describe('sets as bitmasks', () => {
	it('write candidate i as bit i, and read back every set of up to 30 candidates', () => {
		expect(setMask([true, false, true])).toBe(5);
		expect(setMask([])).toBe(0);
		expect(setMask(Array.from({ length: 30 }, () => true))).toBe(2 ** 30 - 1);
		expect(() => setMask(Array.from({ length: 31 }, () => false))).toThrow(
			'A set is chosen from at most 30 candidates.'
		);
		fc.assert(
			fc.property(fc.array(fc.boolean(), { maxLength: MAX_SET_CANDIDATES }), (chosen) => {
				const mask = setMask(chosen);
				expect(chosenBy(mask, chosen.length)).toEqual(chosen);
				// And through a result code, which holds 0 … 2^31 − 1.
				const result: PracticeResult = {
					assignment: 'v=1',
					seed: 's',
					name: '',
					score: 0,
					answers: [mask]
				};
				expect(readResultCode(resultCode(result))).toEqual({ ok: true, result });
			})
		);
	});

	it('name no set when a bit lies past the last candidate', () => {
		expect(chosenBy(7, 3)).toEqual([true, true, true]);
		expect(chosenBy(8, 3)).toBeNull();
		expect(chosenBy(-1, 3)).toBeNull();
		expect(chosenBy(1.5, 3)).toBeNull();
	});

	it('are said as a list of letters', () => {
		expect([[], ['A'], ['A', 'C'], ['A', 'C', 'F']].map(listText)).toEqual([
			'none',
			'A',
			'A and C',
			'A, C and F'
		]);
	});
});

describe('checking codes with sets', () => {
	const { assignment } = readAssignment(
		new URLSearchParams(
			'v=1&types=frontier-after,never-expanded&algos=bfs,astar&n=2&level=medium&key=sets'
		)
	);
	const query = assignmentQuery(assignment);
	const questions = questionsFor(assignment, 'class');
	const right = questions.flatMap((q) => q.parts.map(expectedAnswer));
	const result: PracticeResult = {
		assignment: query,
		seed: 'class',
		name: 'Ana',
		score: right.length,
		answers: right
	};

	it('match the right sets, and a wrong set scored as wrong', () => {
		expect(questions.map((q) => q.parts.map((p) => p.kind))).toEqual([
			['choose-set', 'pick'],
			['choose-set']
		]);
		expect(questions.map((q) => q.spec.algorithm)).toEqual(['bfs', 'astar']);
		const checked = checkCode(resultCode(result));
		expect(checked).toMatchObject({ status: 'matches', earned: 3 });
		// The checking page shows a set by its letters, a pick by its node.
		const set = questions[0].parts[0];
		if (set.kind !== 'choose-set') throw new Error('a set');
		expect(checked.answers.map((answer) => answer.text)).toEqual([
			setText(set, right[0]),
			`node ${right[1]}`,
			expect.stringMatching(/^[A-Z](, [A-Z])*( and [A-Z])?$/)
		]);
		// The empty set is a set: wrong here, and judged so.
		const wrongFirst = [0, ...right.slice(1)];
		expect(checkCode(resultCode({ ...result, score: 2, answers: wrongFirst }))).toMatchObject({
			status: 'matches',
			earned: 2
		});
	});

	it('flag an edited set: one that earns less than claimed, or names a board not listed', () => {
		const edited = [right[0] ^ 1, ...right.slice(1)];
		expect(checkCode(resultCode({ ...result, answers: edited })).message).toEqual(
			'Does not match: it claims 3 right, but its answers earn 2. The code was edited.'
		);
		const set = questions[0].parts[0];
		if (set.kind !== 'choose-set') throw new Error('a set');
		const pastLast = [2 ** set.candidates.length, ...right.slice(1)];
		expect(checkCode(resultCode({ ...result, score: 2, answers: pastLast })).message).toEqual(
			'Does not match: 1 answer names nothing the question offers. The code was edited.'
		);
	});
});
