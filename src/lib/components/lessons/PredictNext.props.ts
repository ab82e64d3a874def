import { boardProblems, heuristicProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { board: 'required', heuristic: 'optional', step: 'optional', label: 'required' },
	check: ({ board, heuristic, step }) => [
		...boardProblems('board', board, authorWords, { goal: 'blank-last' }),
		...heuristicProblems('heuristic', heuristic, authorWords),
		...(step === undefined ? [] : ['prop "step" takes a number: write step={2}.'])
	]
};
