import { roadMapPropProblems } from '$lib/lessons/road-map-view';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { algorithm: 'required', start: 'optional', goalTest: 'optional', label: 'required' },
	check: ({ algorithm, start, goalTest }) => roadMapPropProblems({ algorithm, start, goalTest })
};
