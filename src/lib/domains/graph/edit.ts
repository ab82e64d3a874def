import {
	compareNames,
	type GraphEdge,
	type GraphNode,
	type GraphRun,
	type GraphSpec
} from './graph';
import { message, type MessageRef } from '../../messages';
import { LAYER_GAP, ROW_GAP } from './layout';
import { GRAPH_LIMITS, LABEL_ABOVE, nameFault, numberOf } from './text';

/**
 * The drawing's edits of a run on a graph: each takes a run and returns the next one with what
 * changed in words (what the drawing says aloud, and what undo and redo say they took back or
 * made again: history.ts), or refuses in words and changes nothing. The words begin with a word
 * of the drawing's own ("Node A added", "h(A) set to 3"), never a node's name, so that they
 * read mid-sentence too ("Undone: node A added"). The
 * runs they return are those the graph's text reads back (text.ts): nodes in alphabetical
 * order, labels above, h for every node or none and written for the goals, so a drawn graph
 * and its text are the same graph.
 */

export type Edit =
	| { readonly ok: true; readonly run: GraphRun; readonly said: MessageRef }
	| { readonly ok: false; readonly refusal: MessageRef };

/**
 * Places snap to a grid this fine, in the map's units: drawn nodes line up as on squared paper,
 * a tap lands where it was meant within a few pixels, and a link stays short.
 */
export const PLACE_GRID = 10;
const snap = (value: number): number => Math.round(value / PLACE_GRID) * PLACE_GRID;

const done = (run: GraphRun, said: MessageRef): Edit => ({ ok: true, run, said });
const refused = (refusal: MessageRef): Edit => ({ ok: false, refusal });

/** How an edge is written: one way on a directed graph, both ways otherwise. */
export function edgeName(from: string, to: string, directed: boolean): string {
	return `${from}${directed ? '→' : '–'}${to}`;
}

/** The index of the edge from `from` to `to` (either way on an undirected graph), or -1. */
export function edgeIndex(graph: GraphSpec, from: string, to: string): number {
	return graph.edges.findIndex(
		(edge) =>
			(edge.from === from && edge.to === to) ||
			(!graph.directed && edge.from === to && edge.to === from)
	);
}

function hasNode(graph: GraphSpec, name: string): boolean {
	return graph.nodes.some((node) => node.name === name);
}

function withGraph(run: GraphRun, graph: Partial<GraphSpec>, goals = run.goals): GraphRun {
	const next = { ...run.graph, ...graph };
	// h is written for the run's goals (text.ts): it follows them.
	return { ...run, goals, graph: { ...next, hGoals: next.h === null ? [] : goals } };
}

function sortedNodes(nodes: readonly GraphNode[]): GraphNode[] {
	return [...nodes].sort((a, b) => compareNames(a.name, b.name));
}

function sortedH(h: Readonly<Record<string, number>>): Record<string, number> {
	return Object.fromEntries(Object.entries(h).sort(([a], [b]) => compareNames(a, b)));
}

/** The first name not in use: A to Z, then A1 to Z1, A2, … */
export function nextName(graph: GraphSpec): string {
	const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
	for (let round = 0; ; round++) {
		for (const letter of letters) {
			const name = round === 0 ? letter : `${letter}${round}`;
			if (!hasNode(graph, name)) return name;
		}
	}
}

/**
 * A place for a node added without one (by keyboard): the first point of the layout's grid,
 * column by column, that is clear of every node.
 */
export function freePlace(graph: GraphSpec): { x: number; y: number } {
	const clear = (x: number, y: number): boolean =>
		graph.nodes.every((node) => Math.hypot(node.x - x, node.y - y) >= ROW_GAP / 2);
	for (let column = 0; ; column++) {
		for (let row = 0; row < 5; row++) {
			const x = 40 + column * LAYER_GAP;
			const y = 40 + row * ROW_GAP;
			if (clear(x, y)) return { x, y };
		}
	}
}

/** A node named by the drawing (nextName), at `at` (snapped to PLACE_GRID) or a free place. */
export function addNode(run: GraphRun, at?: { x: number; y: number }): Edit {
	const { graph } = run;
	if (graph.nodes.length >= GRAPH_LIMITS.nodes) {
		return refused(message('domains_gedit_max_nodes', { max: GRAPH_LIMITS.nodes }));
	}
	const name = nextName(graph);
	const place = at ?? freePlace(graph);
	const node: GraphNode = {
		name,
		label: name,
		x: snap(place.x),
		y: snap(place.y),
		labelAt: LABEL_ABOVE
	};
	const h = graph.h === null ? null : sortedH({ ...graph.h, [name]: 0 });
	return done(
		withGraph(run, { nodes: sortedNodes([...graph.nodes, node]), h }),
		message('domains_gedit_node_added', { name })
	);
}

/** `name` moved to (x, y), snapped to PLACE_GRID. */
export function moveNode(run: GraphRun, name: string, x: number, y: number): Edit {
	if (!hasNode(run.graph, name)) return refused(message('domains_gedit_no_node', { name }));
	const [nx, ny] = [snap(x), snap(y)];
	const nodes = run.graph.nodes.map((node) =>
		node.name === name ? { ...node, x: nx, y: ny } : node
	);
	return done(
		withGraph(run, { nodes }),
		message('domains_gedit_node_moved', { name, x: String(nx), y: String(ny) })
	);
}

/** `name` called `to` everywhere: its node, its edges, h, the start and the goals. */
export function renameNode(run: GraphRun, name: string, to: string): Edit {
	const { graph } = run;
	const word = to.trim();
	if (!hasNode(graph, name)) return refused(message('domains_gedit_no_node', { name }));
	if (word === name) return refused(message('domains_gedit_same_name', { name }));
	const fault = nameFault(word);
	if (fault !== null) return refused(fault);
	if (hasNode(graph, word)) return refused(message('domains_gedit_name_taken', { name: word }));
	const named = (old: string): string => (old === name ? word : old);
	const nodes = sortedNodes(
		graph.nodes.map((node) => (node.name === name ? { ...node, name: word, label: word } : node))
	);
	const edges = graph.edges.map((edge) => ({
		...edge,
		from: named(edge.from),
		to: named(edge.to)
	}));
	const h =
		graph.h === null
			? null
			: sortedH(
					Object.fromEntries(Object.entries(graph.h).map(([key, value]) => [named(key), value]))
				);
	const next = withGraph(run, { nodes, edges, h }, run.goals.map(named));
	return done(
		{ ...next, start: named(run.start) },
		message('domains_gedit_renamed', { name, to: word })
	);
}

/** `name` and every edge at it; the start and the last goal stay until another is chosen. */
export function deleteNode(run: GraphRun, name: string): Edit {
	const { graph } = run;
	if (!hasNode(graph, name)) return refused(message('domains_gedit_no_node', { name }));
	if (run.start === name) {
		return refused(message('domains_gedit_delete_start', { name }));
	}
	if (run.goals.length === 1 && run.goals[0] === name) {
		return refused(message('domains_gedit_delete_goal', { name }));
	}
	const nodes = graph.nodes.filter((node) => node.name !== name);
	const edges = graph.edges.filter((edge) => edge.from !== name && edge.to !== name);
	const h =
		graph.h === null
			? null
			: Object.fromEntries(Object.entries(graph.h).filter(([key]) => key !== name));
	const gone = graph.edges.length - edges.length;
	const goals = run.goals.filter((goal) => goal !== name);
	const said =
		gone === 0
			? message('domains_gedit_deleted', { name })
			: message('domains_gedit_deleted_edges', { name, count: gone });
	return done(withGraph(run, { nodes, edges, h }, goals), said);
}

/**
 * h of `name` as typed; the first h given gives every other node h = 0 (the text gives h for
 * every node or none).
 */
export function setH(run: GraphRun, name: string, typed: string): Edit {
	const { graph } = run;
	if (!hasNode(graph, name)) return refused(message('domains_gedit_no_node', { name }));
	const value = numberOf(typed.trim());
	if (value === null)
		return refused(message('domains_text_h_not_number', { name, value: typed.trim() }));
	if (value < 0) return refused(message('domains_text_h_negative', { name, value: String(value) }));
	const before = graph.h ?? Object.fromEntries(graph.nodes.map((node) => [node.name, 0]));
	const h = sortedH({ ...before, [name]: value });
	return done(
		withGraph(run, { h }),
		message('domains_gedit_h_set', { name, value: String(value) })
	);
}

/** No h at all: informed searches then use h = 0. */
export function clearH(run: GraphRun): Edit {
	if (run.graph.h === null) return refused(message('domains_gedit_no_h', {}));
	return done(withGraph(run, { h: null }), message('domains_gedit_h_cleared', {}));
}

/** An edge from `from` to `to` costing `cost`. */
export function addEdge(run: GraphRun, from: string, to: string, cost = 1): Edit {
	const { graph } = run;
	for (const end of [from, to])
		if (!hasNode(graph, end)) return refused(message('domains_gedit_no_node', { name: end }));
	const written = edgeName(from, to, graph.directed);
	if (from === to) return refused(message('domains_gedit_loop', { edge: written, from }));
	if (edgeIndex(graph, from, to) >= 0)
		return refused(message('domains_gedit_edge_taken', { edge: written }));
	if (graph.edges.length >= GRAPH_LIMITS.edges) {
		return refused(message('domains_gedit_max_edges', { max: GRAPH_LIMITS.edges }));
	}
	const edge: GraphEdge = { from, to, cost };
	return done(
		withGraph(run, { edges: [...graph.edges, edge] }),
		message('domains_gedit_edge_added', { edge: written, cost: String(cost) })
	);
}

/** The cost of the edge from `from` to `to`, as typed. */
export function setCost(run: GraphRun, from: string, to: string, typed: string): Edit {
	const { graph } = run;
	const index = edgeIndex(graph, from, to);
	const written = edgeName(from, to, graph.directed);
	if (index < 0) return refused(message('domains_gedit_no_edge', { edge: written }));
	const cost = numberOf(typed.trim());
	if (cost === null)
		return refused(message('domains_gedit_cost_not_number', { edge: written, cost: typed.trim() }));
	if (cost < 0)
		return refused(message('domains_gedit_cost_negative', { edge: written, cost: String(cost) }));
	const edges = graph.edges.map((edge, i) => (i === index ? { ...edge, cost } : edge));
	return done(
		withGraph(run, { edges }),
		message('domains_gedit_cost_set', { edge: written, cost: String(cost) })
	);
}

/** The edge from `from` to `to` gone; its nodes stay. */
export function deleteEdge(run: GraphRun, from: string, to: string): Edit {
	const { graph } = run;
	const index = edgeIndex(graph, from, to);
	const written = edgeName(from, to, graph.directed);
	if (index < 0) return refused(message('domains_gedit_no_edge', { edge: written }));
	const edges = graph.edges.filter((_, i) => i !== index);
	return done(withGraph(run, { edges }), message('domains_gedit_edge_deleted', { edge: written }));
}

/** Edges one way (from → to, as drawn) or both ways. */
export function setDirected(run: GraphRun, directed: boolean): Edit {
	const { graph } = run;
	if (graph.directed === directed) {
		return refused(
			message(directed ? 'domains_gedit_already_one_way' : 'domains_gedit_already_two_way', {})
		);
	}
	if (!directed) {
		const pair = graph.edges.find((edge) =>
			graph.edges.some((other) => other.from === edge.to && other.to === edge.from)
		);
		if (pair !== undefined) {
			return refused(
				message('domains_gedit_pair', {
					first: edgeName(pair.from, pair.to, true),
					second: edgeName(pair.to, pair.from, true)
				})
			);
		}
	}
	return done(
		withGraph(run, { directed }),
		message(directed ? 'domains_gedit_made_one_way' : 'domains_gedit_made_two_way', {})
	);
}

/** The search starts at `name`. */
export function setStart(run: GraphRun, name: string): Edit {
	if (!hasNode(run.graph, name)) return refused(message('domains_gedit_no_node', { name }));
	if (run.start === name) return refused(message('domains_gedit_already_start', { name }));
	return done({ ...run, start: name }, message('domains_gedit_start_set', { name }));
}

/** `name` a goal, or no longer one; a run keeps one goal at least. Goals in alphabetical order. */
export function toggleGoal(run: GraphRun, name: string): Edit {
	if (!hasNode(run.graph, name)) return refused(message('domains_gedit_no_node', { name }));
	if (run.goals.includes(name)) {
		if (run.goals.length === 1) {
			return refused(message('domains_gedit_only_goal', { name }));
		}
		return done(
			withGraph(
				run,
				{},
				run.goals.filter((goal) => goal !== name)
			),
			message('domains_gedit_not_goal', { name })
		);
	}
	const goals = [...run.goals, name].sort(compareNames);
	return done(withGraph(run, {}, goals), message('domains_gedit_made_goal', { name }));
}
