import { gridLinkText } from '../../src/lib/domains/grid';
import fc from 'fast-check';
import { graphLinkText } from '$lib/domains/graph';
import { describe, expect, it } from 'vitest';
import { boardLinkText } from '$lib/config/play-link';
import {
	LEVELS,
	QUESTION_TYPES,
	TYPE_ALGORITHMS,
	type PracticeQuestion,
	type QuestionSpec
} from '$lib/practice/question-spec';
import { roadMapInstance } from '$lib/practice/instances';
import { drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import type { Board } from '$lib/puzzle/board';
import { assignmentQuery, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { resultCode } from '$lib/practice/result-code';
import { evaluateHeuristic } from '$lib/puzzle/heuristics';
import { isSolvable } from '$lib/puzzle/solvability';
import { returnedLength } from '$lib/challenge/challenge';
import { readTilePlayLink } from '$lib/config/play-link';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';
import { MessageError } from '$lib/messages/message-error';
import { english } from '../i18n/english-messages';

/** The question's board: every question here but the road map's has one. */
const boardOf = ({ instance }: PracticeQuestion): Board => {
	if (instance.problem !== 'tile') throw new Error('a board');
	return instance.spec.board;
};

const goalOf = ({ instance }: PracticeQuestion): Board => {
	if (instance.problem !== 'tile') throw new Error('a goal board');
	return instance.spec.goal;
};

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
				// A board, on the road map the start city, or a drawn graph whole.
				const drawn = (question: PracticeQuestion): string =>
					question.instance.problem === 'tile'
						? boardLinkText(boardOf(question))
						: question.instance.problem === 'grid'
							? gridLinkText(question.instance.spec.grid)
							: 'exam' in question.instance
								? graphLinkText(question.instance.spec)
								: question.instance.spec.start;
				const others = ['b', 'c', 'd'].map((seed) =>
					drawn(drawQuestion(spec({ type, level, seed })))
				);
				expect(new Set([drawn(a), ...others]).size).toBeGreaterThan(1);
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
						expect(part.answer).toBe(
							evaluateHeuristic(h[level], boardOf(question), goalOf(question))
						);
					}
					if (type === 'solvable' && part.kind === 'yes-no') {
						expect(part.answer).toBe(isSolvable(boardOf(question), goalOf(question)));
					}
					if (type === 'path-cost' && part.kind === 'number') {
						const query = new URLSearchParams(question.modelAnswer ?? '');
						expect(part.answer).toBe(returnedLength(readTilePlayLink(query).config).length);
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
		expect(boardLinkText(boardOf(question))).toBe('_43215786');
		expect(practiceText(question.task)).toBe(
			'How long is the path greedy best-first search returns from this board?'
		);
		expect(question.modelAnswer).toBe('v=1&board=_43215786&algo=greedy&step=9');
		expect(verdictText(judgePart(question, 0, 7))).toEqual({
			correct: false,
			headline: 'Not quite: it is 8.',
			reason:
				'Greedy best-first search returns a path of 8 moves, the fewest possible: the board is 8 moves from the goal.'
		});
	});

	it('explain a heuristic value tile by tile', () => {
		const question = drawQuestion(spec({ type: 'heuristic', level: 'medium' }));
		expect(boardLinkText(boardOf(question))).toBe('283175_46');
		expect(practiceText(question.task)).toBe(
			'What is h of this board, for the goal shown, when h is “Manhattan distance”?'
		);
		expect(verdictText(judgePart(question, 0, 10))).toEqual({
			correct: true,
			headline: 'Right.',
			reason:
				'Each tile counts the rows plus columns between its cell and its goal cell: 1 (tile 1) + 1 (tile 2) + 2 (tile 4) + 1 (tile 5) + 1 (tile 6) + 2 (tile 7) + 2 (tile 8) = 10.'
		});
	});

	it('judge solvability by parity, on a 4×4 board with the blank’s row', () => {
		const question = drawQuestion(spec({ type: 'solvable', level: 'hard' }));
		expect(boardLinkText(boardOf(question))).toBe('0,14,8,3,15,7,1,10,4,2,12,13,9,11,5,6');
		expect(verdictText(judgePart(question, 0, 1))).toEqual({
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
		expect([boardOf(question).rows, boardOf(question).cols]).toEqual([2, 3]);
		expect(practiceText(question.conventions)).toBe(
			'Children are generated in the order the blank moves: up, down, left, right; a child is tested against the goal as soon as it is generated; a child whose state was already reached is not added again.'
		);
		expect(question.parts.map((part) => practiceText(part.prompt))).toEqual([
			'Which node does expansion 2 take?',
			'Which node does expansion 3 take?',
			'Which node does expansion 4 take?'
		]);
		// A node that is not on the frontier names nothing.
		expect(judgePart(question, 0, 999)).toBeNull();
	});

	it('refuse an algorithm their type does not ask about, in words', () => {
		const thrown = (bad: QuestionSpec): string => {
			try {
				drawQuestion(bad);
			} catch (error) {
				return error instanceof MessageError ? english(error.ref) : String(error);
			}
			return 'nothing thrown';
		};
		expect(thrown(spec({ algorithm: 'walk' }))).toBe(
			'“Perform the search, picking each expansion” is asked of bfs, dfs, ucs, greedy, astar, wastar, iddfs, idastar, not walk.'
		);
		expect(thrown(spec({ type: 'path-cost', algorithm: 'dfs' }))).toBe(
			'“Length of the path returned” is asked of bfs, ucs, greedy, astar, wastar, not dfs.'
		);
	});

	it('perform iterative deepening, asking each next depth limit, with its rules stated', () => {
		const question = drawQuestion(spec({ algorithm: 'iddfs', level: 'medium' }));
		expect(practiceText(question.task)).toBe(
			'Perform iterative deepening from this board: for each expansion, pick the node it takes off the stack; when the stack is empty, give the next depth limit.'
		);
		expect(practiceText(question.conventions)).toBe(
			'Children are generated in the order the blank moves: up, down, left, right; a node is tested against the goal when it is taken off the frontier; a child that goes straight back to the state its parent came from is not pushed; any other state seen before is pushed again (tree search); a node’s children are pushed last first, so they come off the stack in the order they were generated; a child deeper than the depth limit L is not pushed; L starts at 0; when the stack is empty, the search starts again from the start with the limit L + 1.'
		);
		expect(question.parts.map((part) => [part.kind, practiceText(part.prompt)])).toEqual([
			['number', 'The depth limit 0 is exhausted: what is the next limit?'],
			['pick', 'Which node does expansion 3 take?'],
			['number', 'The depth limit 1 is exhausted: what is the next limit?'],
			['pick', 'Which node does expansion 6 take?'],
			['pick', 'Which node does expansion 7 take?']
		]);
		expect(question.parts.map(expectedAnswer)).toEqual([1, 2, 2, 5, 7]);
		expect(verdictText(judgePart(question, 2, 3))).toEqual({
			correct: false,
			headline: 'Not quite: it is 2.',
			reason:
				'The stack is empty: every node within depth 1 was searched without the goal, so the search starts again from the start with the limit 1 + 1 = 2.'
		});
		const pick = question.parts[3];
		expect(pick.kind === 'pick' && pick.expanded !== undefined && practiceText(pick.expanded)).toBe(
			'The depth limit is 2; expanded so far in this iteration: node 4 (the start).'
		);
		expect(practiceText(judgePart(question, 3, 6)?.reason ?? '')).toBe(
			'Depth-limited depth-first search takes the entry on top of the stack, the one pushed last (a child deeper than the depth limit L is not pushed): that is node 5, not node 6.'
		);
		expect(question.modelAnswer).toBe('v=1&board=415_32&size=2x3&algo=iddfs&step=9');
	});

	it('perform IDA* on the road map, from a drawn city, with the map’s own conventions', () => {
		const question = drawQuestion(
			spec({ algorithm: 'idastar', level: 'medium', seed: 'z', problem: 'graph' })
		);
		expect(question.instance).toEqual(roadMapInstance('A'));
		expect(practiceText(question.task)).toBe(
			'Perform IDA* from Arad (A) to Bucharest (B) on the road map: for each expansion, pick the node it takes off the stack; when the stack is empty, give the next f bound.'
		);
		expect(practiceText(question.conventions)).toBe(
			'A city’s neighbours are generated in alphabetical order of their letters; a road’s length is its step cost; h is the straight-line distance to Bucharest; a node is tested against the goal when it is taken off the frontier; a child that goes straight back to the state its parent came from is not pushed; any other state seen before is pushed again (tree search); a node’s children are pushed last first, so they come off the stack in the order they were generated; a child whose f = g + h is above the bound is not pushed; the bound starts at h of the start; when the stack is empty, the search starts again from the start with the bound raised to the smallest f that was above it.'
		);
		// /play opens the road map too: the model answer is its run at the last step asked.
		expect(question.modelAnswer).toBe('v=1&problem=road-map&start=A&algo=idastar&step=14');
		expect(question.parts.map((part) => [part.kind, expectedAnswer(part)])).toEqual([
			// AIMA's IDA* from Arad: the bounds 366, 393, 413, 415, 417.
			['number', 393],
			['number', 413],
			['number', 415],
			['pick', 8],
			['number', 417]
		]);
		const pick = question.parts[3];
		if (pick.kind !== 'pick') throw new Error('a pick');
		expect(pick.question.choices.map((choice) => [choice.id, choice.notation, choice.f])).toEqual([
			[8, 'F, Fagaras', 415],
			[9, 'R, Rimnicu Vilcea', 413]
		]);
	});

	it('carry iterative and road-map answers in a result code the checking page replays', () => {
		for (const query of [
			'v=1&algos=iddfs%2Cidastar&n=2&key=it',
			'v=1&algos=idastar%2Cbfs%2Ciddfs&problem=road-map&n=4&level=medium&key=map'
		]) {
			const { assignment } = readAssignment(new URLSearchParams(query));
			expect(assignmentQuery(assignment)).toBe(query);
			const questions = questionsFor(assignment, 'ana');
			const right = questions.flatMap((question) => question.parts.map(expectedAnswer));
			const code = resultCode({
				assignment: query,
				seed: 'ana',
				name: 'Ana',
				score: right.length,
				answers: right
			});
			expect(checkCode(code)).toMatchObject({
				status: 'matches',
				earned: right.length,
				parts: right.length
			});
			// One bound typed wrong: the score is one less, and a code claiming more is caught.
			const bound = questions
				.flatMap((question) => question.parts)
				.findIndex((part) => part.kind === 'number');
			const wrong = right.map((answer, i) => (i === bound ? answer + 1 : answer));
			const one = { assignment: query, seed: 'ana', name: 'Ana', answers: wrong };
			expect(checkCode(resultCode({ ...one, score: right.length - 1 })).status).toBe('matches');
			expect(checkCode(resultCode({ ...one, score: right.length })).status).toBe('edited');
		}
	});
});
