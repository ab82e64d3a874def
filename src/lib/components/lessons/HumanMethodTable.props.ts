import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'optional', caption: 'optional' },
	check: ({ boards }) =>
		boards === undefined ? [] : ['prop "boards" takes a number: write boards={10}.']
};
