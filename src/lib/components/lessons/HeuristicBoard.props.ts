import { eightPuzzleProblems } from '$lib/lessons/eight-puzzle-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { start: 'optional', label: 'optional' },
	check: ({ start }) => eightPuzzleProblems('start', start)
};
