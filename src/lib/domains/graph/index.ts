import { ProblemSpecError, type Domain } from '../domain';
import { graphProblem, runFaults, type GraphRun } from './graph';

export * from './graph';
export * from './romania';

/** Weighted graphs: the road map, and the graphs teachers write. */
export const GRAPH_DOMAIN: Domain<GraphRun> = Object.freeze({
	id: 'graph',
	open(run: GraphRun) {
		const faults = runFaults(run);
		if (faults.length > 0) throw new ProblemSpecError(faults.join(' '));
		return { problem: graphProblem(run), heuristic: null, unreachable: null };
	}
});
