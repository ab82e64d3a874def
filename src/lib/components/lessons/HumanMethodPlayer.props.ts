import { boardProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';
import { parseBoard } from '$lib/puzzle/notation';

const METHODS = ['human', 'naive'];

export const spec: WidgetSpec = {
	props: { start: 'optional', method: 'optional', label: 'required' },
	check: ({ start, method }) => {
		const problems = boardProblems('start', start, { solvable: true });
		const parsed = start === undefined ? null : parseBoard(start);
		if (parsed?.ok && (parsed.value.rows > 5 || parsed.value.cols > 5)) {
			problems.push('prop "start": the player takes boards up to 5×5.');
		}
		if (method !== undefined && !METHODS.includes(method)) {
			problems.push(`prop "method" takes human or naive, not "${method}".`);
		}
		return problems;
	}
};
