import { authorWords } from './author-words';
import { readBoardList, readTableAlgorithms } from '$lib/lessons/compare-table';
import { heuristicProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'required', algorithms: 'required', heuristic: 'optional', caption: 'required' },
	check: ({ boards, algorithms, heuristic }) => {
		const problems = heuristicProblems('heuristic', heuristic, authorWords);
		if (boards !== undefined) {
			const read = readBoardList(boards);
			if (!read.ok) problems.push(`prop "boards": ${authorWords(read.why)}`);
		}
		if (algorithms !== undefined) {
			const read = readTableAlgorithms(algorithms);
			if (!read.ok) problems.push(`prop "algorithms" ${authorWords(read.why)}`);
		}
		return problems;
	}
};
