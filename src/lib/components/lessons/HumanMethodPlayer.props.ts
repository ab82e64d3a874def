import { boardProblems } from '$lib/lessons/widget-checks';
import { authorWords } from './author-words';
import type { WidgetSpec } from '$lib/lessons/widget-spec';
import { MAX_SIDE } from './human-method';

const METHODS = ['human', 'naive'];

export const spec: WidgetSpec = {
	props: { start: 'optional', method: 'optional', label: 'required' },
	check: ({ start, method }) => {
		const problems = boardProblems('start', start, authorWords, { maxSide: MAX_SIDE });
		if (method !== undefined && !METHODS.includes(method)) {
			problems.push(`prop "method" takes human or naive, not "${method}".`);
		}
		return problems;
	}
};
