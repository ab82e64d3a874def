import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'optional', label: 'optional' },
	// Boards separated by spaces, each solvable: the table runs A* and greedy best-first on each.
	check: ({ boards }) =>
		boards === undefined
			? []
			: boards
					.split(/\s+/)
					.filter((text) => text !== '')
					.flatMap((text) => boardProblems('boards', text, authorWords, { goal: 'blank-last' }))
};
