import { boardProblems, EIGHT_PUZZLE } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { start: 'optional', label: 'optional' },
	check: ({ start }) => boardProblems('start', start, authorWords, EIGHT_PUZZLE)
};
