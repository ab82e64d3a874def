import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { start: 'optional', order: 'optional', label: 'optional' },
	check: ({ start, order }) => [
		...boardProblems('start', start, authorWords, { goal: 'blank-last' }),
		...(order === undefined || /^(?!.*(.).*\1)[UDLR]{4}$/.test(order)
			? []
			: [
					`prop "order" takes the four letters U, D, L, R in some order, e.g. UDLR; got "${order}".`
				])
	]
};
