import { describe, expect, it } from 'vitest';
import { drawQuestion } from '$lib/practice/questions';
import { QUESTION_TYPES, TYPE_ALGORITHMS, type QuestionType } from '$lib/practice/question-spec';

/**
 * Where each question type shows its model answer's run under the question (PracticeQuestion.
 * modelRun): the page reads the question's own field, so a new type says it where it is built.
 */
const SHOWN: Readonly<Record<QuestionType, 'asked' | 'path' | 'route' | undefined>> = {
	simulate: undefined, // on boards; on the road map 'asked' (below)
	'path-cost': undefined,
	heuristic: undefined,
	solvable: undefined,
	'frontier-after': undefined,
	'never-expanded': undefined,
	'route-cost': 'route',
	'expansion-order': 'asked',
	'graph-values': 'asked',
	'graph-path': 'path',
	'which-algorithm': 'path',
	'which-heuristic': 'asked',
	admissible: undefined,
	'astar-trap': 'path',
	'grid-next': 'asked',
	'grid-cost': 'path',
	'grid-admissible': undefined,
	'grid-trap': 'path'
};

describe('the model answer’s run under a question', () => {
	it.each(QUESTION_TYPES.map((type) => [type]))('%s', (type) => {
		const algorithm = TYPE_ALGORITHMS[type]?.at(-1) ?? 'astar';
		const question = drawQuestion({ type, algorithm, level: 'easy', seed: 'model' });
		expect(question.modelRun).toBe(SHOWN[type]);
		if (question.modelRun !== undefined) expect(question.modelAnswer).not.toBeNull();
	});

	it('is shown for a simulation on the road map, at the last step asked', () => {
		const onMap = drawQuestion({
			type: 'simulate',
			algorithm: 'ucs',
			level: 'easy',
			seed: 'model',
			problem: 'graph'
		});
		expect(onMap.modelRun).toBe('asked');
	});
});
