import { eightPuzzleProblems } from '$lib/lessons/eight-puzzle-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'optional', label: 'optional' },
	check: ({ boards }) =>
		boards === undefined
			? []
			: boards
					.trim()
					.split(/\s+/)
					.flatMap((board) => eightPuzzleProblems('boards', board))
};
