import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { start: 'optional', side: 'optional', label: 'optional' },
	check: ({ start, side }) => [
		// Unsolvable boards are the point of this widget: any readable board will do.
		...boardProblems('start', start, authorWords),
		...(side === undefined ? [] : [`prop "side" takes a number: write side={3} or side={4}.`])
	]
};
