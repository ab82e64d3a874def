import { readWeights } from '$lib/lessons/weighted-figures';
import { authorWords } from './author-words';
import { boardProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { board: 'optional', weights: 'optional', chart: 'optional', label: 'required' },
	check: ({ board, weights, chart }) => {
		const read = weights === undefined ? null : readWeights(weights);
		return [
			...boardProblems('board', board, authorWords, { goal: 'blank-last' }),
			...(read === null || read.ok ? [] : [`prop "weights": ${read.message}`]),
			...(chart === undefined ? [] : ['prop "chart" takes true or false: write chart={false}.'])
		];
	}
};
