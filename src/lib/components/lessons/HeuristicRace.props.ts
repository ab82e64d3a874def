import { boardProblems, EIGHT_PUZZLE } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'optional', label: 'optional' },
	check: ({ boards }) =>
		boards === undefined
			? []
			: boards
					.trim()
					.split(/\s+/)
					.flatMap((board) => boardProblems('boards', board, authorWords, EIGHT_PUZZLE))
};
