import { readLessonGrid } from '$lib/lessons/grid-lesson';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { grid: 'required', label: 'required' },
	check: ({ grid }) => {
		if (grid === undefined) return [];
		const read = readLessonGrid(grid);
		return read.ok ? [] : [`prop "grid" holds no grid: ${read.message}`];
	}
};
