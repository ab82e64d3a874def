import { describe, expect, it } from 'vitest';
import '../i18n/english-messages';
import {
	ADMISSIBILITY,
	gridLinkText,
	GRID_HEURISTIC_NAMES,
	type GridSpec
} from '$lib/domains/grid';
import { assignmentQuery, assignmentQuestions, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import {
	GRID_QUESTION_TYPES,
	LEVELS,
	QUESTION_TYPE_LABELS,
	TYPE_ALGORITHMS,
	type ChoicePart,
	type PracticeQuestion,
	type QuestionSpec
} from '$lib/practice/question-spec';
import { answerText, drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { resultCode } from '$lib/practice/result-code';
import { readPlayLink } from '$lib/config/play-link';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';

/**
 * Grid questions: exact answers on pinned draws (each checked by hand against the grid its link
 * text spells), determinism per seed, every answer read back through the link and the checking
 * page. grid-questions-oracle.test.ts checks the answers on many draws against a Dijkstra of
 * its own.
 */

function grid(question: PracticeQuestion): GridSpec {
	if (question.instance.problem !== 'grid') throw new Error('not a grid question');
	return question.instance.spec.grid;
}

/** A part's explanation: every grid part has one (a pick part, which has none, is not asked). */
function explained(part: PracticeQuestion['parts'][number]): string {
	return 'explanation' in part ? practiceText(part.explanation) : '';
}

function accepted(part: PracticeQuestion['parts'][number]): string[] {
	const choice = part as ChoicePart;
	return choice.accepted.map((index) => practiceText(choice.options[index]));
}

const spec = (over: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'grid-next',
	algorithm: 'astar',
	level: 'medium',
	seed: 'a',
	...over
});

describe('grid questions on pinned draws', () => {
	it('grid-next, A*: the frontier after two expansions, one cell leaving first', () => {
		const question = drawQuestion(spec({}));
		// Row by row (# a wall): the start (3, 1) weighs 2; (1, 1) is reached through (2, 1) at
		// g 2 with h 5 to the goal (0, 5): f 7, the least on the frontier.
		expect(gridLinkText(grid(question))).toBe(
			'v1.6x6.4.s3-1.g0-5.QAArgM.aedcadaecec2a3de2beac2eae2d'
		);
		expect(question.instance.problem === 'grid' && question.instance.explored).toEqual([19, 13]);
		const [part] = question.parts;
		expect(accepted(part)).toEqual(['(1, 1)']);
		expect(part.kind === 'choice' && part.cells?.length).toBe(
			part.kind === 'choice' ? part.options.length : -1
		);
		expect(explained(part)).toBe(
			'A* search’s frontier, next to leave first: (1, 1) (f 7 = 2 + 5), (2, 0) (f 9 = 2 + 7), (2, 2) (f 10 = 5 + 5), (4, 1) (f 13 = 5 + 8). (1, 1) comes off first.'
		);
		expect(question.modelAnswer).toBe(
			'v=1&problem=grid&grid=v1.6x6.4.s3-1.g0-5.QAArgM.aedcadaecec2a3de2beac2eae2d&step=3'
		);
		const right = expectedAnswer(part);
		expect(verdictText(judgePart(question, 0, right))?.headline).toBe('Right.');
		const wrong = (part as ChoicePart).options.indexOf('(2, 0)');
		expect(verdictText(judgePart(question, 0, wrong))?.headline).toBe('Not quite: it is (1, 1).');
		expect(answerText(question, 0, wrong)).toBe('(2, 0)');
	});

	it('grid-next, uniform-cost search: every cell tied on g is accepted, and named', () => {
		const question = drawQuestion(spec({ algorithm: 'ucs' }));
		const [part] = question.parts;
		expect(accepted(part)).toEqual(['(1, 1)', '(2, 0)']);
		expect(
			verdictText(judgePart(question, 0, (part as ChoicePart).options.indexOf('(2, 2)')))?.headline
		).toBe('Not quite: any of (1, 1), (2, 0).');
		expect(explained(part)).toBe(
			'Uniform-cost search’s frontier, next to leave first: (1, 1) (g 2), (2, 0) (g 2), (4, 1) (g 5), (2, 2) (g 5). (1, 1) comes off first. (1, 1), (2, 0) tie; ties leave first added first, so (1, 1) leaves first, but any of them is accepted.'
		);
	});

	it('grid-cost: the cost of the path uniform-cost search returns, summed cell by cell', () => {
		const question = drawQuestion(spec({ type: 'grid-cost', algorithm: 'ucs' }));
		expect(gridLinkText(grid(question))).toBe(
			'v1.6x6.4.s5-2.g1-5.EAoBog.acdacebdb2ec2dbebcbcadeb3e2d'
		);
		expect(question.parts.map(expectedAnswer)).toEqual([25]);
		expect(explained(question.parts[0])).toBe(
			'Uniform-cost search returns (5, 2) → (5, 3) → (4, 3) → (3, 3) → (3, 4) → (2, 4) → (2, 5) → (1, 5): 5 + 4 + 2 + 3 + 4 + 2 + 5 = 25.'
		);
	});

	it('grid-cost: greedy best-first search misses the cheapest path, and both costs are asked', () => {
		const question = drawQuestion(spec({ type: 'grid-cost', algorithm: 'greedy' }));
		expect(question.parts.map(expectedAnswer)).toEqual([27, 25]);
		expect(question.parts.map((part) => part.kind)).toEqual(['number', 'number']);
	});

	it('grid-admissible: exactly Manhattan distance overestimates with diagonal moves', () => {
		const question = drawQuestion(spec({ type: 'grid-admissible' }));
		expect(grid(question).connectivity).toBe(8);
		const yesNo = question.parts.slice(0, GRID_HEURISTIC_NAMES.length);
		expect(yesNo.map(expectedAnswer)).toEqual(
			GRID_HEURISTIC_NAMES.map((name) =>
				ADMISSIBILITY.find((note) => note.heuristic === name && note.connectivity === 8)?.admissible
					? 1
					: 0
			)
		);
		expect(yesNo.map(expectedAnswer)).toEqual([0, 1, 1, 1, 1]);
		const cells = question.parts.at(-1)!;
		expect(accepted(cells)).toEqual(['(2, 2)', '(3, 2)', '(5, 2)']);
		expect(explained(cells)).toBe(
			'Any of (2, 2), (3, 2), (5, 2): at (2, 2) h = 3 > h* = 2.41; at (3, 2) h = 2 > h* = 1.41; at (5, 2) h = 2 > h* = 1.41.'
		);
	});

	it('grid-trap: greedy follows h into the U and pays more than A*', () => {
		const question = drawQuestion(spec({ type: 'grid-trap' }));
		expect(gridLinkText(grid(question))).toBe('v1.8x8.4.s7-7.g2-1.ADwgICA8AAA.53a');
		expect(question.parts.map(expectedAnswer)).toEqual([15, 11]);
		const model = readPlayLink(new URLSearchParams(question.modelAnswer ?? '')).config;
		expect(model.algorithm).toBe('greedy');
		expect(model.problem).toBe('grid');
	});
});

describe('grid questions, every type and level', () => {
	for (const type of GRID_QUESTION_TYPES) {
		for (const algorithm of TYPE_ALGORITHMS[type] ?? ['astar' as const]) {
			it(`${type}, ${algorithm}: the same seed draws the same question; others differ`, () => {
				for (const level of LEVELS) {
					const a = drawQuestion(spec({ type, algorithm, level, seed: 's1' }));
					expect(drawQuestion(spec({ type, algorithm, level, seed: 's1' }))).toEqual(a);
					const texts = ['s2', 's3', 's4'].map((seed) =>
						gridLinkText(grid(drawQuestion(spec({ type, algorithm, level, seed }))))
					);
					expect(new Set([gridLinkText(grid(a)), ...texts]).size).toBeGreaterThan(1);
					// Every expected answer is judged right, and a model answer opens a grid run.
					a.parts.forEach((part, i) => {
						expect(judgePart(a, i, expectedAnswer(part))?.correct).toBe(true);
					});
					const model = readPlayLink(new URLSearchParams(a.modelAnswer ?? ''));
					expect(model.notices).toEqual([]);
					expect(model.config.problem).toBe('grid');
				}
			});
		}
	}

	it('the labels the teachers’ form shows', () => {
		expect(GRID_QUESTION_TYPES.map((type) => QUESTION_TYPE_LABELS[type])).toEqual([
			'The cell a search expands next, on a grid maze',
			'Cost of the path a search returns, on a weighted grid maze',
			'Which heuristics are admissible with diagonal moves, on a grid maze',
			'Greedy best-first search against A* on a U-shaped trap: each path’s cost'
		]);
	});
});

describe('grid questions in assignments', () => {
	const query =
		'v=1&types=grid-next%2Cgrid-cost%2Cgrid-admissible%2Cgrid-trap&algos=bfs%2Cucs%2Cgreedy&n=5&level=hard&title=Grids';

	it('an assignment of grid types reads back from its link as written', () => {
		const { assignment, notices } = readAssignment(new URLSearchParams(query));
		expect(notices).toEqual([]);
		expect(assignment.types).toEqual(['grid-next', 'grid-cost', 'grid-admissible', 'grid-trap']);
		expect(assignmentQuery(assignment)).toBe(query);
		expect(
			assignmentQuestions(assignment, 'kim').map(({ type, algorithm }) => `${type}:${algorithm}`)
		).toEqual([
			'grid-next:bfs',
			'grid-cost:ucs',
			'grid-admissible:astar',
			'grid-trap:astar',
			'grid-next:greedy'
		]);
	});

	it('a code of answers to grid questions is judged again by the checking page', () => {
		const { assignment } = readAssignment(new URLSearchParams(query));
		const questions = questionsFor(assignment, 'kim');
		const answers = questions.flatMap((q) => q.parts.map((part) => expectedAnswer(part)));
		const first = questions[0].parts[0] as ChoicePart;
		const wrong = first.options.findIndex((_, i) => !first.accepted.includes(i));
		const given = [wrong, ...answers.slice(1)];
		const code = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'kim',
			name: 'Kim',
			score: answers.length - 1,
			answers: given
		});
		const checked = checkCode(code);
		expect(checked.status).toBe('matches');
		expect(checked.earned).toBe(answers.length - 1);
		expect(checked.parts).toBe(answers.length);
		expect(checked.answers[0].text).toBe(first.options[wrong]);
		expect(checked.answers[0].verdict?.correct).toBe(false);
	});
});
