import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { count: 'optional', label: 'optional' },
	check: ({ count }) =>
		count === undefined ? [] : [`prop "count" takes a number: write count={500}.`]
};
