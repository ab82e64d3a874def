import { boardProblems, EIGHT_PUZZLE } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { start: 'optional', label: 'optional' },
	check: ({ start }) => boardProblems('start', start, EIGHT_PUZZLE)
};
