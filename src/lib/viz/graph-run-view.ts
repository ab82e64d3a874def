import type { Trace } from '../trace';
import { wholeStepMoment } from '../trace';
import { edgeKey } from './graph-marks';

/**
 * A run on a graph as its map view shows it at the trace's position: each node coloured by the
 * most telling role any search node on it has (the goal reached over the node being expanded,
 * over the path, over the frontier, over explored), the edges the search tree used, the path
 * found, and at a line step about one child the edge being looked along.
 */

export type MapRole = 'unseen' | 'explored' | 'frontier' | 'path' | 'goal' | 'current';

const ROLE_RANK: Readonly<Record<MapRole, number>> = {
	unseen: 0,
	explored: 1,
	frontier: 2,
	path: 3,
	current: 4,
	goal: 5
};

export interface GraphRunView {
	/** Each node's role, by name; nodes the search has not reached are 'unseen'. */
	readonly roles: Readonly<Record<string, MapRole>>;
	/** Keys (edgeKey) of the edges from a parent to a child in the search tree. */
	readonly treeEdges: ReadonlySet<string>;
	/** Keys of the edges of the path found, once the run is shown at its goal. */
	readonly pathEdges: ReadonlySet<string>;
	/** At a line step about one child: the edge from the node expanded to the child's. */
	readonly lookedEdge: string | null;
	/** At the line that replaces a frontier entry: the edge that entry came by. */
	readonly struckEdge: string | null;
}

/**
 * The map at `trace`'s position; `shown` is the node drawn as current when the explorer shows
 * another than the one expanded (a step of the solution played back), null for the trace's own.
 */
export function graphRunViewAt(
	trace: Trace<unknown> | null,
	names: readonly string[],
	directed: boolean,
	shown: string | null = null
): GraphRunView {
	const roles: Record<string, MapRole> = Object.fromEntries(
		names.map((name) => [name, 'unseen' as MapRole])
	);
	const treeEdges = new Set<string>();
	const pathEdges = new Set<string>();
	if (trace === null || trace.length === 0) {
		return { roles, treeEdges, pathEdges, lookedEdge: null, struckEdge: null };
	}
	const mark = (name: string, role: MapRole): void => {
		if (ROLE_RANK[role] > ROLE_RANK[roles[name] ?? 'unseen']) roles[name] = role;
	};
	const nameOf = new Map<number, string>();
	for (const node of trace.nodes()) {
		const name = String(node.state);
		nameOf.set(node.id, name);
		// A path replaced or discarded never reached its city on the map: another path did.
		if (node.role === 'replaced' || node.role === 'discarded') continue;
		mark(name, node.role);
		const from = node.parent === null ? undefined : nameOf.get(node.parent);
		if (from !== undefined) treeEdges.add(edgeKey(from, name, directed));
	}
	const result = trace.atEnd ? trace.result : null;
	if (result?.outcome === 'goal') {
		result.path.slice(1).forEach((node, i) => {
			pathEdges.add(edgeKey(String(result.path[i].state), String(node.state), directed));
		});
	}
	const event = trace.event(trace.cursor);
	// A step of the solution played back: its city is the one marked as current (the goal
	// reached keeps its own colour). A path that multiple-path pruning discards is not
	// expanded: its city, expanded by another path, stays explored.
	const discarded = event.type === 'discard' ? String(event.node.state) : null;
	if (
		shown !== null &&
		shown !== discarded &&
		roles[shown] !== 'current' &&
		roles[shown] !== 'goal'
	) {
		for (const name of names) if (roles[name] === 'current') roles[name] = 'explored';
		roles[shown] = 'current';
	}
	const moments = trace.moments(trace.cursor);
	const moment = moments[trace.moment ?? wholeStepMoment(event, moments)];
	let lookedEdge: string | null = null;
	let struckEdge: string | null = null;
	if (event.type === 'expand' && moment !== undefined && moment.child !== null) {
		const child = event.children[moment.child];
		if (child !== undefined) {
			const from = String(event.node.state);
			lookedEdge = edgeKey(from, String(child.state), directed);
			const old =
				moment.line === 'replace' && child.existing !== null ? trace.node(child.existing) : null;
			const via = old?.parent == null ? undefined : nameOf.get(old.parent);
			if (old !== null && via !== undefined) struckEdge = edgeKey(via, String(old.state), directed);
		}
	}
	return { roles, treeEdges, pathEdges, lookedEdge, struckEdge };
}
