import { describe, expect, it } from 'vitest';
import { spec as drawnSpec } from '../../src/lib/components/lessons/DrawnExercise.props';
import { boardLinkText } from '../../src/lib/config/play-link';
import {
	exerciseProblems,
	readExercise,
	readExerciseState,
	roundQuestion,
	roundSeed,
	stateFits
} from '../../src/lib/lessons/drawn-exercise';
import { checkLessonWidgets } from '../../src/lib/lessons/widgets';
import type { PracticeQuestion } from '../../src/lib/practice/question-spec';
import { readNumberAnswer } from '../../src/lib/practice/questions';
import type { Board } from '../../src/lib/puzzle/board';
import '../i18n/english-messages';

function spec(props: Parameters<typeof readExercise>[0]) {
	const read = readExercise(props);
	if (!read.ok) throw new Error(read.problems.join(' '));
	return read.spec;
}

/** A lesson's drawn question is always on a board. */
const boardOf = ({ instance }: PracticeQuestion): Board => {
	if (instance.problem !== 'tile') throw new Error('a board');
	return instance.spec.board;
};

describe('readExercise', () => {
	it('reads a board question without an algorithm, level easy by default', () => {
		expect(readExercise({ type: 'heuristic', seed: 's' })).toEqual({
			ok: true,
			spec: { type: 'heuristic', level: 'easy', seed: 's', algorithm: 'astar' }
		});
	});

	it('reads a search question with its algorithm, aliases included', () => {
		expect(readExercise({ type: 'simulate', level: 'hard', algorithm: 'ast', seed: 's' })).toEqual({
			ok: true,
			spec: { type: 'simulate', level: 'hard', seed: 's', algorithm: 'astar' }
		});
	});

	it('says what is wrong, one sentence each', () => {
		expect(exerciseProblems({ type: 'guess', level: 'tricky', seed: ' ' })).toEqual([
			'prop "type" takes simulate, path-cost, heuristic, solvable, frontier-after, never-expanded, route-cost, expansion-order, graph-values, graph-path, which-algorithm, which-heuristic, admissible, astar-trap, grid-next, grid-cost, grid-admissible, grid-trap; got "guess".',
			'prop "level" takes easy, medium, hard; got "tricky".',
			'prop "seed" needs some text: the same text draws the same question.'
		]);
		expect(exerciseProblems({ type: 'simulate', seed: 's' })).toEqual([
			'prop "algorithm" is needed by type "simulate" (one of bfs, dfs, ucs, greedy, astar, wastar, iddfs, idastar).'
		]);
		expect(exerciseProblems({ type: 'path-cost', algorithm: 'dfs', seed: 's' })).toEqual([
			'prop "algorithm" of type "path-cost" takes bfs, ucs, greedy, astar, wastar; got "dfs".'
		]);
		expect(exerciseProblems({ type: 'solvable', algorithm: 'bfs', seed: 's' })).toEqual([
			'prop "algorithm" is not read by type "solvable": leave it out.'
		]);
	});
});

describe('rounds', () => {
	it('names round 1 by the lesson’s seed and the next ones by a suffix', () => {
		expect([1, 2, 3].map((round) => roundSeed('lesson9-a', round))).toEqual([
			'lesson9-a',
			'lesson9-a-2',
			'lesson9-a-3'
		]);
	});

	it('draws another board of the same kind each round, the same on every run', () => {
		const manhattan = spec({ type: 'heuristic', level: 'medium', seed: 'lesson9-manhattan' });
		const boards = [1, 2, 3].map((round) =>
			boardLinkText(boardOf(roundQuestion(manhattan, round)))
		);
		expect(boards).toEqual(['152873_46', '_53276148', '16_532478']);
		const first = roundQuestion(manhattan, 1);
		expect(first.parts).toHaveLength(1);
		expect(first.parts[0]).toMatchObject({ kind: 'number', prompt: 'h', answer: 10 });
		expect(roundQuestion(manhattan, 1)).toEqual(first);
	});

	it('simulates a blind search on the 2×3 board it draws', () => {
		const bfs = spec({ type: 'simulate', algorithm: 'bfs', seed: 'lesson4' });
		const question = roundQuestion(bfs, 1);
		expect(boardLinkText(boardOf(question))).toBe('413_25');
		expect(
			question.parts.map((part) => (part.kind === 'pick' ? part.question.answer : -1))
		).toEqual([1, 2, 3]);
	});
});

describe('kept answers', () => {
	const solvable = spec({ type: 'solvable', level: 'medium', seed: 'lesson3' });
	const astar = spec({ type: 'simulate', level: 'medium', algorithm: 'astar', seed: 'lesson8' });

	it('reads only the kept shape', () => {
		expect(readExerciseState({ round: 2, at: 1, answers: [3, 4] })).toEqual({
			round: 2,
			at: 1,
			answers: [3, 4]
		});
		expect(readExerciseState({ round: 0, at: 0, answers: [] })).toBeNull();
		expect(readExerciseState({ round: 1, at: 0, answers: [1.5] })).toBeNull();
		expect(readExerciseState({ round: 1, at: 0 })).toBeNull();
		expect(readExerciseState('nonsense')).toBeNull();
	});

	it('replays a state only where it fits its round’s question', () => {
		const board = roundQuestion(solvable, 1);
		expect(stateFits(board, { round: 1, at: 0, answers: [] })).toBe(true);
		expect(stateFits(board, { round: 1, at: 0, answers: [0] })).toBe(true);
		// Yes/no is 1 or 0; a one-part question has no part 1.
		expect(stateFits(board, { round: 1, at: 0, answers: [2] })).toBe(false);
		expect(stateFits(board, { round: 1, at: 1, answers: [0] })).toBe(false);

		const search = roundQuestion(astar, 1);
		expect(stateFits(search, { round: 1, at: 1, answers: [2, 3] })).toBe(true);
		// Node 9 is not on the first frontier (1, 2, 3, 4); answers must reach the part.
		expect(stateFits(search, { round: 1, at: 0, answers: [9] })).toBe(false);
		expect(stateFits(search, { round: 1, at: 2, answers: [2] })).toBe(false);
	});

	it('reads a typed number: digits only, at most six', () => {
		expect(readNumberAnswer(' 10 ')).toBe(10);
		expect(readNumberAnswer('0')).toBe(0);
		expect(readNumberAnswer('ten')).toBeNull();
		expect(readNumberAnswer('-1')).toBeNull();
		expect(readNumberAnswer('1.5')).toBeNull();
		expect(readNumberAnswer('')).toBeNull();
		expect(readNumberAnswer('1234567')).toBeNull();
	});
});

describe('the lesson tag', () => {
	const check = (source: string): string | null => {
		try {
			checkLessonWidgets('/content/lessons/99-test.md', source, { DrawnExercise: drawnSpec });
			return null;
		} catch (error) {
			return (error as Error).message;
		}
	};

	it('passes a good tag and names an unknown prop or a bad value', () => {
		expect(check('<DrawnExercise type="heuristic" level="hard" seed="a" label="h3" />')).toBeNull();
		expect(
			check('<DrawnExercise type="heuristic" seed="a" label="h" heuristic="manhattan" />')
		).toBe(
			'/content/lessons/99-test.md:1: <DrawnExercise> unknown prop "heuristic" (it takes: type, level, algorithm, seed, label).'
		);
		expect(check('<DrawnExercise type="simulate" algorithm="walk" seed="a" label="x" />')).toBe(
			'/content/lessons/99-test.md:1: <DrawnExercise> prop "algorithm" of type "simulate" takes bfs, dfs, ucs, greedy, astar, wastar, iddfs, idastar; got "walk".'
		);
	});
});
