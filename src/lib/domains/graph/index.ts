import type { Domain } from '../domain';
import { MessageError } from '../../messages/message-error';
import { joined } from '../words-list';
import { graphProblem, runFaults, type GraphRun } from './graph';
import { drawRoadMapRun, roadMapRun, type RoadMapDraw } from './instances';
import { GRAPH_LINK } from './link';
import { graphWords } from './words';
import { ROMANIA } from './romania';

export * from './graph';
export * from './instances';
export * from './link';
export * from './romania';
export * from './words';

/** Weighted graphs: the road map, and the graphs teachers write. */
export const GRAPH_DOMAIN: Domain<GraphRun, RoadMapDraw> = Object.freeze({
	id: 'graph',
	words: (run: GraphRun) => graphWords(run.graph),
	open(run: GraphRun) {
		const faults = runFaults(run);
		if (faults.length > 0) throw new MessageError(joined(faults));
		return { problem: graphProblem(run), heuristic: null, unreachable: null };
	},
	link: GRAPH_LINK,
	draw: drawRoadMapRun,
	samples: {
		// The textbook's drive, A to B (418), two more to B, and one to Craiova, where the map's h,
		// written for B, is not used. The costs are the roads' lengths along a cheapest route.
		problems: [
			{ spec: roadMapRun('A'), cost: 418 },
			{ spec: roadMapRun('T'), cost: 536 },
			{ spec: roadMapRun('Z'), cost: 493 },
			{ spec: { graph: ROMANIA, start: 'A', goals: ['C'] }, cost: 366 }
		],
		draws: [{}]
	}
});
