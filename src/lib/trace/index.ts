/**
 * The trace: a run's events folded into what the views show at any step — the search tree
 * with each node's role, the frontier in the order it will be emptied, and the counters — with
 * a cursor that moves forward and back exactly.
 *
 *   const trace = createTrace<TileState>(frontierOrderFor('astar', options));
 *   for (const event of events) trace.append(event);
 *   trace.finish(result);
 *   trace.seek(12);
 *   trace.nodes(); trace.frontierRows(20); trace.stats();
 */
export { createTrace, Trace, DEFAULT_FRONTIER_ROWS } from './trace';
export { frontierByArrival, type FrontierByArrival } from './frontier-arrival';
export {
	describeFrontierOrder,
	frontierOrderFor,
	type FrontierKind,
	type FrontierOrder
} from './frontier-order';
export type {
	FrontierRow,
	FrontierRows,
	GhostChild,
	TraceNode,
	TraceRole,
	TraceStats
} from './types';
