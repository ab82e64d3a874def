import { ProblemSpecError, type Domain } from '../domain';
import { graphProblem, runFaults, type GraphRun } from './graph';
import { graphWords } from './words';
import { ROMANIA } from './romania';

export * from './graph';
export * from './romania';
export * from './words';

/** Weighted graphs: the road map, and the graphs teachers write. */
export const GRAPH_DOMAIN: Domain<GraphRun> = Object.freeze({
	id: 'graph',
	words: (run: GraphRun) => graphWords(run.graph),
	open(run: GraphRun) {
		const faults = runFaults(run);
		if (faults.length > 0) throw new ProblemSpecError(faults.join(' '));
		return { problem: graphProblem(run), heuristic: null, unreachable: null };
	}
});

/**
 * The graphs a link can name by a word (`problem=road-map`): each opens as its graph, with the
 * start and goal the link gives. Teachers' own graphs travel in the link itself.
 */
export const NAMED_GRAPHS = Object.freeze({ 'road-map': ROMANIA });
export type GraphName = keyof typeof NAMED_GRAPHS;
export const GRAPH_NAMES: readonly GraphName[] = Object.freeze(
	Object.keys(NAMED_GRAPHS) as GraphName[]
);
export function isGraphName(text: string): text is GraphName {
	return (GRAPH_NAMES as readonly string[]).includes(text);
}

/** What the pages call each named graph and its h. */
export const GRAPH_TITLES: Readonly<
	Record<GraphName, { readonly title: string; readonly h: string }>
> = Object.freeze({
	'road-map': { title: 'the road map of Romania', h: 'straight-line distance to Bucharest' }
});
