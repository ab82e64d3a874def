import type { Problem, Successor } from '../../search/problem';
import { message, type MessageRef } from '../../messages';
import type { NodeKind } from '../../messages/domains';

/**
 * A weighted graph as a search course writes one on the board or in an exam: named nodes placed
 * on a plane, edges with costs (undirected unless the graph says so), and optionally h, an
 * estimate of each node's cost to a set of goals. The road map of Romania is one (romania.ts);
 * a teacher's own graph is another. Pure data: views draw it, `graphProblem` searches it.
 */

export interface GraphNode {
	/** How the node is written in the tree, the frontier and the answers: "A", "Sibiu". */
	readonly name: string;
	/** A longer name for captions, or the name again. */
	readonly label: string;
	/** Its place on the map view, in the map's own units. */
	readonly x: number;
	readonly y: number;
	/**
	 * Where its label's first line starts, from the node, and how it is anchored, when placed by
	 * hand clear of the edges; to the node's right when absent.
	 */
	readonly labelAt?: { readonly dx: number; readonly dy: number; readonly anchor: LabelAnchor };
}

export type LabelAnchor = 'start' | 'middle' | 'end';

export interface GraphEdge {
	readonly from: string;
	readonly to: string;
	/** The step cost, 0 or more. */
	readonly cost: number;
	/** Where the cost is written, as a fraction of the way from `from`; halfway when absent. */
	readonly labelAt?: number;
}

export interface GraphSpec {
	readonly nodes: readonly GraphNode[];
	readonly edges: readonly GraphEdge[];
	/** Whether an edge goes from `from` to `to` only; otherwise both ways. */
	readonly directed: boolean;
	/**
	 * h by node name, written for the goals `hGoals`; a run to other goals has no h (it runs
	 * uninformed), since an estimate of the distance to Bucharest says nothing about Arad.
	 */
	readonly h: Readonly<Record<string, number>> | null;
	readonly hGoals: readonly string[];
	/** What a node is called in messages: "city" on a road map, "node" in an exam's graph. */
	readonly nodeWord: NodeKind;
	/** The map view's size in the nodes' units; the nodes' extent and a margin when absent. */
	readonly frame?: { readonly width: number; readonly height: number };
}

/**
 * A graph with nothing in it: what a graph's view draws in the instant a page swapping its
 * problem hands it the next problem's configuration, before the view is replaced.
 */
export const NO_GRAPH: GraphSpec = Object.freeze({
	nodes: [],
	edges: [],
	directed: false,
	h: null,
	hGoals: [],
	nodeWord: 'node'
});

/** A run on a graph: the graph, where it starts and the goals it looks for. */
export interface GraphRun {
	readonly graph: GraphSpec;
	readonly start: string;
	readonly goals: readonly string[];
}

/** A search on a graph; `N` narrows the names when they are known (the road map's letters). */
export interface GraphProblem<N extends string = string> extends Problem<N> {
	readonly goals: readonly N[];
}

/**
 * The order names are generated and tied in: "alphabetical", as exam questions put it, by the
 * names' characters (A before B before a), the same in every browser. It is also a graph
 * problem's text order (Problem.compareText): a tie broken by text goes to the name that
 * comes first.
 */
export function compareNames(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** What is wrong with `graph` as data, as messages; empty when nothing is. */
export function graphFaults(graph: GraphSpec): MessageRef[] {
	const faults: MessageRef[] = [];
	const names = new Set<string>();
	for (const { name } of graph.nodes) {
		if (name.trim() === '') faults.push(message('domains_graph_fault_unnamed', {}));
		else if (names.has(name)) faults.push(message('domains_graph_fault_named_twice', { name }));
		names.add(name);
	}
	for (const { from, to, cost } of graph.edges) {
		for (const end of [from, to]) {
			if (!names.has(end)) faults.push(message('domains_graph_fault_edge_end', { from, to, end }));
		}
		if (!Number.isFinite(cost) || cost < 0) {
			faults.push(message('domains_graph_fault_edge_cost', { from, to, cost: String(cost) }));
		}
	}
	const h = graph.h;
	if (h !== null) {
		for (const [name, value] of Object.entries(h)) {
			if (!names.has(name)) faults.push(message('domains_graph_fault_h_unknown', { name }));
			if (!Number.isFinite(value) || value < 0) {
				faults.push(message('domains_graph_fault_h_negative', { name, value: String(value) }));
			}
		}
		for (const name of names) {
			if (h[name] === undefined) faults.push(message('domains_graph_fault_h_missing', { name }));
		}
		for (const goal of graph.hGoals) {
			if (!names.has(goal)) faults.push(message('domains_graph_fault_h_goal', { goal }));
		}
	}
	return faults;
}

/** What is wrong with a run on `graph` from `start` to `goals`, as messages; empty when nothing is. */
export function runFaults({ graph, start, goals }: GraphRun): MessageRef[] {
	const names = graph.nodes.map((node) => node.name);
	const known = new Set(names);
	const faults = graphFaults(graph);
	const list = names.join(', ');
	const kind = graph.nodeWord;
	if (!known.has(start)) {
		faults.push(message('domains_graph_fault_start', { kind, start, names: list }));
	}
	if (goals.length === 0) faults.push(message('domains_graph_fault_no_goal', {}));
	for (const goal of goals) {
		if (!known.has(goal)) {
			faults.push(message('domains_graph_fault_goal', { kind, goal, names: list }));
		}
	}
	return faults;
}

/** Whether h was written for exactly these goals. */
export function hHolds(graph: GraphSpec, goals: readonly string[]): boolean {
	if (graph.h === null) return false;
	const wanted = new Set(graph.hGoals);
	return goals.length === wanted.size && goals.every((goal) => wanted.has(goal));
}

/**
 * Searching `run.graph` from `run.start` for any of `run.goals`. A node's successors are its
 * neighbours in alphabetical order (compareNames), each reached by the action "A→S" at the
 * edge's cost; h is given when it was written for these goals (hHolds). The run must be
 * faultless (runFaults).
 */
export function graphProblem<N extends string = string>(run: {
	readonly graph: GraphSpec;
	readonly start: N;
	readonly goals: readonly N[];
}): GraphProblem<N> {
	const { graph, start, goals } = run;
	const out = new Map<string, Successor<N>[]>(graph.nodes.map(({ name }) => [name, []]));
	for (const { from, to, cost } of graph.edges) {
		out.get(from)?.push({ action: `${from}→${to}`, state: to as N, cost });
		if (!graph.directed) out.get(to)?.push({ action: `${to}→${from}`, state: from as N, cost });
	}
	for (const edges of out.values()) edges.sort((x, y) => compareNames(x.state, y.state));
	const goalSet = new Set<string>(goals);
	const problem: GraphProblem<N> = {
		initial: start,
		goals,
		isGoal: (name) => goalSet.has(name),
		successors: (name) => out.get(name) ?? [],
		key: (name) => name,
		compareText: compareNames
	};
	const h = graph.h;
	return h !== null && hHolds(graph, goals)
		? { ...problem, heuristic: (name) => h[name] }
		: problem;
}

/**
 * The node `text` names: its name exactly, else a name or label in any case ("a", "arad" and
 * "Arad" all name A on the road map). Null when none does.
 */
export function findNode(graph: GraphSpec, text: string): string | null {
	const word = text.trim();
	if (graph.nodes.some((node) => node.name === word)) return word;
	const lower = word.toLowerCase();
	const found = graph.nodes.find(
		(node) => node.name.toLowerCase() === lower || node.label.toLowerCase() === lower
	);
	return found?.name ?? null;
}
