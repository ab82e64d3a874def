import {
	compareNames,
	type GraphEdge,
	type GraphNode,
	type GraphRun,
	type GraphSpec
} from './graph';
import { layeredPlaces } from './layout';
import { message, type MessageRef } from '../../messages';

/**
 * A graph as a teacher types it, one fact per line, the way exam questions list them:
 *
 *   # The misleading-heuristic graph      (a comment, to the end of its line)
 *   directed                              (edges go one way; both ways when absent)
 *   start S
 *   goal G                                (one goal or more: "goal G1 G2")
 *   S A 1                                 (an edge: its two nodes and its cost, 0 or more)
 *   h S 7                                 (h of a node: for every node, or none; a goal's is 0)
 *   node S 40 120                         (where a node is drawn; laid out in layers when absent)
 *
 * Nodes are named by a letter then letters or digits (at most 12), case counting ("a" is not
 * "A"); the words of the format (start, goal, h, node, directed) name no node. Every fault is
 * named with its line, all at once, so a pasted exam graph is mended in one pass. The graph
 * lists its nodes in alphabetical order (compareNames), as an exam's table of h does.
 */

/** The most a graph may hold: the size of exam and lecture graphs, with room to spare. */
export const GRAPH_LIMITS = Object.freeze({ nodes: 40, edges: 120, nameLength: 12 });

/** A fault of a graph's text: the line it is on (1 for the first; 0 for the whole text). */
export interface GraphTextFault {
	readonly line: number;
	readonly message: MessageRef;
}

export type GraphTextResult =
	| { readonly ok: true; readonly run: GraphRun }
	| { readonly ok: false; readonly faults: readonly GraphTextFault[] };

/** Where a typed graph's node labels stand: centred above the node, clear of its disc. */
export const LABEL_ABOVE = Object.freeze({ dx: 0, dy: -24, anchor: 'middle' as const });

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const WORDS = new Set(['start', 'goal', 'h', 'node', 'directed']);

/**
 * Why `word` cannot name a node, in words; null when it can. The drawing (edit.ts) refuses a
 * name by the same rule, in the same words.
 */
export function nameFault(word: string): MessageRef | null {
	if (WORDS.has(word)) return message('domains_name_format_word', { word });
	if (!NAME.test(word)) return message('domains_name_invalid', { word });
	if (word.length > GRAPH_LIMITS.nameLength) {
		return message('domains_name_too_long', { word, max: GRAPH_LIMITS.nameLength });
	}
	return null;
}

/** A number as the text writes one: digits with an optional sign and decimal point. */
export function numberOf(word: string): number | null {
	if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return null;
	const value = Number(word);
	return Number.isFinite(value) ? value : null;
}

/** Reads a graph's text; every fault is listed with its line (see the format above). */
export function readGraphText(text: string): GraphTextResult {
	const faults: GraphTextFault[] = [];
	const fault = (line: number, said: MessageRef): void => {
		faults.push({ line, message: said });
	};
	const order: string[] = [];
	const firstLine = new Map<string, number>();
	const edges: GraphEdge[] = [];
	const edgeLine = new Map<string, number>();
	const h = new Map<string, number>();
	const hLine = new Map<string, number>();
	const places = new Map<string, { x: number; y: number }>();
	let directed = false;
	let start: { name: string; line: number } | null = null;
	let goals: { names: string[]; line: number } | null = null;

	/** A name in use: checked, and remembered in order of first appearance. */
	const named = (word: string, line: number): string | null => {
		const refused = nameFault(word);
		if (refused !== null) {
			fault(line, refused);
			return null;
		}
		if (!firstLine.has(word)) {
			firstLine.set(word, line);
			order.push(word);
		}
		return word;
	};

	const lines = text.split(/\r\n|\r|\n/);
	for (const [index, raw] of lines.entries()) {
		const line = index + 1;
		const words = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
		if (words.length === 0) continue;
		const [head, ...rest] = words;
		switch (head) {
			case 'directed':
				if (rest.length > 0) fault(line, message('domains_text_directed_alone', {}));
				else if (edges.length > 0) fault(line, message('domains_text_directed_first', {}));
				else directed = true;
				continue;
			case 'start': {
				if (rest.length !== 1) {
					fault(line, message('domains_text_start_form', {}));
					continue;
				}
				if (start !== null) {
					fault(line, message('domains_text_start_twice', { line: start.line }));
					continue;
				}
				const name = named(rest[0], line);
				if (name !== null) start = { name, line };
				continue;
			}
			case 'goal': {
				if (rest.length === 0) {
					fault(line, message('domains_text_goal_form', {}));
					continue;
				}
				if (goals !== null) {
					fault(line, message('domains_text_goals_twice', { line: goals.line }));
					continue;
				}
				const names = rest.map((word) => named(word, line));
				if (names.some((name) => name === null)) continue;
				const unique = [...new Set(names as string[])];
				if (unique.length < names.length)
					fault(line, message('domains_text_goal_listed_twice', {}));
				goals = { names: unique, line };
				continue;
			}
			case 'h': {
				if (rest.length !== 2) {
					fault(line, message('domains_text_h_form', {}));
					continue;
				}
				const name = named(rest[0], line);
				const value = numberOf(rest[1]);
				if (value === null)
					fault(line, message('domains_text_h_not_number', { name: rest[0], value: rest[1] }));
				else if (value < 0)
					fault(line, message('domains_text_h_negative', { name: rest[0], value: String(value) }));
				if (name === null || value === null || value < 0) continue;
				if (h.has(name)) {
					fault(line, message('domains_text_h_twice', { name, line: hLine.get(name) ?? 0 }));
					continue;
				}
				h.set(name, value);
				hLine.set(name, line);
				continue;
			}
			case 'node': {
				if (rest.length !== 3) {
					fault(line, message('domains_text_node_form', {}));
					continue;
				}
				const name = named(rest[0], line);
				const [x, y] = [numberOf(rest[1]), numberOf(rest[2])];
				if (x === null || y === null) {
					fault(
						line,
						message('domains_text_place_not_numbers', { name: rest[0], x: rest[1], y: rest[2] })
					);
					continue;
				}
				if (name === null) continue;
				if (places.has(name)) {
					fault(line, message('domains_text_place_twice', { name }));
					continue;
				}
				places.set(name, { x, y });
				continue;
			}
		}
		// Anything else is an edge: two nodes and a cost.
		if (words.length !== 3) {
			fault(line, message('domains_text_bad_line', { text: raw.trim() }));
			continue;
		}
		const from = named(words[0], line);
		const to = named(words[1], line);
		const cost = numberOf(words[2]);
		if (cost === null) {
			fault(
				line,
				message('domains_text_cost_not_number', { from: words[0], to: words[1], cost: words[2] })
			);
			continue;
		}
		if (cost < 0) {
			fault(
				line,
				message('domains_text_cost_negative', { from: words[0], to: words[1], cost: String(cost) })
			);
			continue;
		}
		if (from === null || to === null) continue;
		if (from === to) {
			fault(line, message('domains_text_loop', { from, to }));
			continue;
		}
		const key = directed ? `${from}>${to}` : [from, to].sort().join('-');
		const earlier = edgeLine.get(key);
		if (earlier !== undefined) {
			fault(line, message('domains_text_edge_twice', { from, to, line: earlier }));
			continue;
		}
		edgeLine.set(key, line);
		edges.push({ from, to, cost });
	}

	if (start === null) fault(0, message('domains_text_no_start', {}));
	if (goals === null) fault(0, message('domains_text_no_goal', {}));
	if (order.length > GRAPH_LIMITS.nodes) {
		fault(
			0,
			message('domains_text_too_many_nodes', { count: order.length, max: GRAPH_LIMITS.nodes })
		);
	}
	if (edges.length > GRAPH_LIMITS.edges) {
		fault(
			0,
			message('domains_text_too_many_edges', { count: edges.length, max: GRAPH_LIMITS.edges })
		);
	}
	const goalNames: readonly string[] = goals?.names ?? [];
	if (h.size > 0) {
		// A goal's h is 0 by definition, so exam graphs often leave it out.
		const missing = order.filter((name) => !h.has(name) && !goalNames.includes(name));
		if (missing.length > 0) {
			fault(
				hLine.values().next().value ?? 0,
				message('domains_text_h_missing', { names: missing.join(', ') })
			);
		}
	}
	if (faults.length > 0 || start === null) {
		// Faults by line; those of the whole text (line 0: no start, too large) last.
		const order = (fault: GraphTextFault): number => (fault.line === 0 ? Infinity : fault.line);
		return { ok: false, faults: [...faults].sort((a, b) => order(a) - order(b)) };
	}
	const names = [...order].sort(compareNames);
	const auto = layeredPlaces(names, edges, start.name);
	const nodes: GraphNode[] = names.map((name) => {
		const place = places.get(name) ?? auto.get(name)!;
		// Labels (a node's h) above the node: edges of a layered drawing leave it sideways.
		return { name, label: name, x: place.x, y: place.y, labelAt: LABEL_ABOVE };
	});
	const graph: GraphSpec = {
		nodes,
		edges,
		directed,
		h: h.size === 0 ? null : Object.fromEntries(names.map((name) => [name, h.get(name) ?? 0])),
		hGoals: h.size === 0 ? [] : goalNames,
		nodeWord: 'node'
	};
	return { ok: true, run: { graph, start: start.name, goals: goalNames } };
}

/** A number as the text writes it: as short as it reads back exactly. */
function numberText(value: number): string {
	return String(value);
}

/**
 * The text of a run on a graph, in the format above: every fact once, in a fixed order — the
 * start, the goals, the edges as given, h, then the places of the nodes that do not stand where
 * the layered layout would put them (`places: 'moved'`, the default: a link stays short) or of
 * every node (`places: 'all'`); a node named on no other line is written with its place, or it
 * would be lost. Either text reads back to the same run.
 */
export function graphText(
	{ graph, start, goals }: GraphRun,
	{ places = 'moved' }: { places?: 'moved' | 'all' } = {}
): string {
	const lines: string[] = [];
	if (graph.directed) lines.push('directed');
	lines.push(`start ${start}`, `goal ${goals.join(' ')}`);
	for (const { from, to, cost } of graph.edges) lines.push(`${from} ${to} ${numberText(cost)}`);
	const h = graph.h;
	if (h !== null) {
		for (const { name } of graph.nodes) lines.push(`h ${name} ${numberText(h[name] ?? 0)}`);
	}
	const names = graph.nodes.map((node) => node.name).sort(compareNames);
	const auto = layeredPlaces(names, graph.edges, start);
	// A node on no other line exists only by its place: written even where the layout puts it.
	const mentioned = new Set([
		start,
		...goals,
		...graph.edges.flatMap(({ from, to }) => [from, to])
	]);
	for (const { name, x, y } of graph.nodes) {
		const laid = auto.get(name);
		const alone = h === null && !mentioned.has(name);
		if (places === 'all' || alone || laid === undefined || laid.x !== x || laid.y !== y) {
			lines.push(`node ${name} ${numberText(x)} ${numberText(y)}`);
		}
	}
	return lines.join('\n');
}
