import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { board: 'required', label: 'optional' },
	check: ({ board }) => boardProblems('board', board, authorWords, { goal: 'blank-last' })
};
