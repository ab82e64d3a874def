/**
 * The trace: a run's events folded into what the views show at any step — the search tree
 * with each node's role, the frontier in the order it will be emptied, and the counters — with
 * a cursor that moves forward and back exactly.
 *
 *   const trace = createTraceFor('astar', options, problem);
 *   for (const event of events) trace.append(event);
 *   trace.finish(result);
 *   trace.seek(12);      // the whole of step 12
 *   trace.seek(12, 3);   // its fourth line step (line-steps.ts)
 *   trace.nodes(); trace.frontierRows(20); trace.stats();
 */
export { createTrace, createTraceFor, Trace, DEFAULT_FRONTIER_ROWS } from './trace';
export {
	linePlanFor,
	momentsOf,
	wholeStepMoment,
	type LinePlan,
	type Moment,
	type MomentReach
} from './line-steps';
export { frontierByArrival, type FrontierByArrival } from './frontier-arrival';
export { countsByDepth, depthProfileOf, PROFILE_GROUPS, type ProfileGroup } from './depth-tally';
export {
	describeFrontierOrder,
	frontierOrderFor,
	priorityLetter,
	priorityOf,
	tieBreakOf,
	type FrontierKind,
	type FrontierOrder
} from './frontier-order';
export type {
	FrontierRow,
	FrontierRows,
	GhostChild,
	DepthProfile,
	TraceNode,
	TraceRole,
	TraceStats,
	TreeShape,
	TreeShapeNode
} from './types';
