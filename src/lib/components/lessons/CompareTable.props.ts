import { readBoardList, readTableAlgorithms } from '$lib/lessons/compare-table';
import { heuristicProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { boards: 'required', algorithms: 'required', heuristic: 'optional', caption: 'required' },
	check: ({ boards, algorithms, heuristic }) => {
		const problems = heuristicProblems('heuristic', heuristic);
		if (boards !== undefined) {
			const read = readBoardList(boards);
			if (!read.ok) problems.push(`prop "boards": ${read.message}`);
		}
		if (algorithms !== undefined) {
			const read = readTableAlgorithms(algorithms);
			if (!read.ok) problems.push(`prop "algorithms" ${read.message}`);
		}
		return problems;
	}
};
