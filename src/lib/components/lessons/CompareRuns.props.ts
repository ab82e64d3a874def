import { readAlgorithmList } from '$lib/config/compare-config';
import { authorWords } from './author-words';
import { boardProblems, heuristicProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { board: 'required', algorithms: 'required', heuristic: 'optional', label: 'required' },
	check: ({ board, algorithms, heuristic }) => {
		const problems = [
			...boardProblems('board', board, authorWords, { goal: 'blank-last' }),
			...heuristicProblems('heuristic', heuristic, authorWords)
		];
		if (algorithms !== undefined) {
			const read = readAlgorithmList(algorithms);
			if (!read.ok) problems.push(`prop "algorithms" ${authorWords(read.why)}`);
		}
		return problems;
	}
};
