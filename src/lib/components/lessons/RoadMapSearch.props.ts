import { roadMapPropProblems } from '$lib/lessons/road-map-view';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: {
		algorithm: 'required',
		start: 'optional',
		goalTest: 'optional',
		label: 'required',
		step: 'optional',
		line: 'optional',
		grain: 'optional'
	},
	check: (props) => roadMapPropProblems(props)
};
