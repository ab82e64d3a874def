import { boardProblems, heuristicProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { board: 'required', heuristic: 'optional', step: 'optional', label: 'required' },
	check: ({ board, heuristic, step }) => [
		...boardProblems('board', board, { goal: 'blank-last' }),
		...heuristicProblems('heuristic', heuristic),
		...(step === undefined ? [] : ['prop "step" takes a number: write step={2}.'])
	]
};
