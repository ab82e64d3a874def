import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

const GOALS = ['blank-first', 'blank-last'];

export const spec: WidgetSpec = {
	props: { board: 'optional', goal: 'optional', label: 'optional' },
	check: ({ board, goal }) => [
		...boardProblems('board', board, authorWords),
		...(goal === undefined || GOALS.includes(goal)
			? []
			: [`prop "goal" must be blank-first or blank-last, not "${goal}".`])
	]
};
