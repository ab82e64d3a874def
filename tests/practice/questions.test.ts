import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardLinkText } from '$lib/config/play-link';
import {
	drawQuestion,
	expectedAnswer,
	judgePart,
	LEVELS,
	QUESTION_TYPES,
	TYPE_ALGORITHMS,
	type QuestionSpec
} from '$lib/practice/questions';
import { evaluateHeuristic } from '$lib/puzzle/heuristics';
import { isSolvable } from '$lib/puzzle/solvability';
import { returnedLength } from '$lib/challenge/challenge';
import { readPlayLink } from '$lib/config/play-link';

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'simulate',
	algorithm: 'astar',
	level: 'easy',
	seed: 'unit',
	...overrides
});

describe('practice questions', () => {
	it('are drawn the same for the same spec, and afresh for another seed', () => {
		for (const type of QUESTION_TYPES) {
			for (const level of LEVELS) {
				const a = drawQuestion(spec({ type, level }));
				expect(drawQuestion(spec({ type, level }))).toEqual(a);
				const boards = ['b', 'c', 'd'].map((seed) =>
					boardLinkText(drawQuestion(spec({ type, level, seed })).board)
				);
				expect(new Set([boardLinkText(a.board), ...boards]).size).toBeGreaterThan(1);
			}
		}
	});

	it('expect the engine’s own answers, whatever the seed', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...QUESTION_TYPES),
				fc.constantFrom(...LEVELS),
				fc.string({ maxLength: 12 }),
				(type, level, seed) => {
					const fits = TYPE_ALGORITHMS[type];
					const algorithm = fits === null ? 'astar' : fits[seed.length % fits.length];
					const question = drawQuestion({ type, algorithm, level, seed });
					expect(question.parts.length).toBeGreaterThan(0);
					for (const [i, part] of question.parts.entries()) {
						expect(judgePart(question, i, expectedAnswer(part))?.correct).toBe(true);
					}
					const part = question.parts[0];
					if (type === 'heuristic' && part.kind === 'number') {
						const h = { easy: 'misplaced', medium: 'manhattan', hard: 'linear-conflict' } as const;
						expect(part.answer).toBe(evaluateHeuristic(h[level], question.board, question.goal));
					}
					if (type === 'solvable' && part.kind === 'yes-no') {
						expect(part.answer).toBe(isSolvable(question.board, question.goal));
					}
					if (type === 'path-cost' && part.kind === 'number') {
						const query = new URLSearchParams(question.modelAnswer ?? '');
						expect(part.answer).toBe(returnedLength(readPlayLink(query).config).length);
					}
				}
			),
			{ numRuns: 40 }
		);
	});

	it('ask a path length with the fewest moves beside it', () => {
		const question = drawQuestion(
			spec({ type: 'path-cost', algorithm: 'greedy', level: 'medium' })
		);
		expect(boardLinkText(question.board)).toBe('_43215786');
		expect(question.task).toBe(
			'How long is the path greedy best-first search returns from this board?'
		);
		expect(question.modelAnswer).toBe('v=1&board=_43215786&algo=greedy&step=9');
		expect(judgePart(question, 0, 7)).toEqual({
			correct: false,
			headline: 'Not quite: it is 8.',
			reason:
				'Greedy best-first search returns a path of 8 moves, the fewest possible: the board is 8 moves from the goal.'
		});
	});

	it('explain a heuristic value tile by tile', () => {
		const question = drawQuestion(spec({ type: 'heuristic', level: 'medium' }));
		expect(boardLinkText(question.board)).toBe('283175_46');
		expect(question.task).toBe(
			'What is h of this board, for the goal shown, when h is “Manhattan distance”?'
		);
		expect(judgePart(question, 0, 10)).toEqual({
			correct: true,
			headline: 'Right.',
			reason:
				'Each tile counts the rows plus columns between its cell and its goal cell: 1 (tile 1) + 1 (tile 2) + 2 (tile 4) + 1 (tile 5) + 1 (tile 6) + 2 (tile 7) + 2 (tile 8) = 10.'
		});
	});

	it('judge solvability by parity, on a 4×4 board with the blank’s row', () => {
		const question = drawQuestion(spec({ type: 'solvable', level: 'hard' }));
		expect(boardLinkText(question.board)).toBe('0,14,8,3,15,7,1,10,4,2,12,13,9,11,5,6');
		expect(judgePart(question, 0, 1)).toEqual({
			correct: false,
			headline: 'Not quite: it is not solvable.',
			reason:
				'The blank is in row 4 from the bottom and there are 56 inversions: the same parity, but the rule requires different parity, so this board is not solvable: no sequence of moves reaches the goal.'
		});
		// Only 1 (yes) and 0 (no) are answers; anything else names nothing (an edited code).
		expect(judgePart(question, 0, 2)).toBeNull();
		expect(judgePart(question, 1, 0)).toBeNull();
	});

	it('perform a blind search on a 2×3 board, and state its conventions', () => {
		const question = drawQuestion(spec({ algorithm: 'bfs' }));
		expect([question.board.rows, question.board.cols]).toEqual([2, 3]);
		expect(question.conventions).toBe(
			'Children are generated in the order the blank moves: up, down, left, right; a child is tested against the goal as soon as it is generated; a child whose board was already reached is not added again.'
		);
		expect(question.parts.map((part) => part.prompt)).toEqual([
			'Which node does expansion 2 take?',
			'Which node does expansion 3 take?',
			'Which node does expansion 4 take?'
		]);
		// A node that is not on the frontier names nothing.
		expect(judgePart(question, 0, 999)).toBeNull();
	});

	it('refuse an algorithm their type does not ask about, in words', () => {
		expect(() => drawQuestion(spec({ algorithm: 'iddfs' }))).toThrow(
			'“Perform the search, picking each expansion” is asked of bfs, dfs, ucs, greedy, astar, wastar, not iddfs.'
		);
		expect(() => drawQuestion(spec({ type: 'path-cost', algorithm: 'dfs' }))).toThrow(
			'“Length of the path returned” is asked of bfs, ucs, greedy, astar, wastar, not dfs.'
		);
	});
});
