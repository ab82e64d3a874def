import { exerciseProblems } from '$lib/lessons/drawn-exercise';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: {
		type: 'required',
		level: 'optional',
		algorithm: 'optional',
		seed: 'required',
		label: 'required'
	},
	check: ({ type, level, algorithm, seed }) => exerciseProblems({ type, level, algorithm, seed })
};
