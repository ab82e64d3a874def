import type { GraphSpec, LabelAnchor } from '../domains/graph';
import { costBox, costPlace, hBox, type Box } from './graph-labels';

/**
 * A graph's map view as numbers: where each node, its label and each edge's cost sit, in the
 * graph's own units. The map components draw these; the run's roles colour them.
 */

/** Radius of a node's disc. */
export const NODE_RADIUS = 14;
/** Distance between a label's name line and the h line under it. */
export const LABEL_LINE = 15;
/** Room around the nodes when the graph gives no frame. */
const MARGIN = 60;

export interface NodeMark {
	readonly name: string;
	readonly label: string;
	readonly x: number;
	readonly y: number;
	/** h of the node, when the graph gives one. */
	readonly h: number | null;
	/** Where the label's first line starts, and its anchor; h goes LABEL_LINE below. */
	readonly labelX: number;
	readonly labelY: number;
	readonly anchor: LabelAnchor;
	/** The label sits above the node: without its h line it moves down by LABEL_LINE. */
	readonly above: boolean;
	/**
	 * The baseline of the h line: under the label's first line where the node has a longer
	 * label than its name, in its place where it has none (a drawn node: just "h 3").
	 */
	readonly hY: number;
}

export interface EdgeMark {
	/** The edge's key (edgeKey), which roles and highlights name it by. */
	readonly key: string;
	readonly from: string;
	readonly to: string;
	readonly cost: number;
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
	/**
	 * Where the cost is written (its centre): where the graph places it, or halfway along the
	 * edge unless an h, a node or another cost is there (costPlace).
	 */
	readonly labelX: number;
	readonly labelY: number;
}

export interface GraphMarks {
	readonly width: number;
	readonly height: number;
	readonly nodes: readonly NodeMark[];
	readonly edges: readonly EdgeMark[];
	readonly directed: boolean;
}

/**
 * The key of the edge between `a` and `b`: the same whichever end is named first on an
 * undirected graph ("A-S"), from `a` to `b` on a directed one ("A>S").
 */
export function edgeKey(a: string, b: string, directed = false): string {
	if (directed) return `${a}>${b}`;
	return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The map of `graph`: its nodes where the graph places them, labels to the right unless placed. */
export function graphMarks(graph: GraphSpec): GraphMarks {
	const places = new Map(graph.nodes.map((node) => [node.name, node]));
	const nodes = graph.nodes.map((node): NodeMark => {
		const { dx, dy, anchor } = node.labelAt ?? { dx: NODE_RADIUS + 6, dy: 5, anchor: 'start' };
		return {
			name: node.name,
			label: node.label,
			x: node.x,
			y: node.y,
			h: graph.h?.[node.name] ?? null,
			labelX: node.x + dx,
			labelY: node.y + dy,
			anchor,
			above: dy < -NODE_RADIUS,
			hY: node.y + dy + (node.label === node.name ? 0 : LABEL_LINE)
		};
	});
	// What a cost must stay clear of: every h line, every disc, and the costs placed before it
	// (those the graph places by hand first, then the others in the graph's order).
	const taken: Box[] = nodes.flatMap((mark) =>
		mark.h === null ? [] : [hBox(mark.labelX, mark.hY, mark.anchor, `h ${mark.h}`)]
	);
	const discs = nodes.map((mark) => ({ x: mark.x, y: mark.y, r: NODE_RADIUS }));
	const costAt = new Map<(typeof graph.edges)[number], { x: number; y: number }>();
	for (const edge of graph.edges) {
		const a = places.get(edge.from);
		const b = places.get(edge.to);
		if (a === undefined || b === undefined || edge.labelAt === undefined) continue;
		const at = { x: a.x + (b.x - a.x) * edge.labelAt, y: a.y + (b.y - a.y) * edge.labelAt };
		costAt.set(edge, at);
		taken.push(costBox(at.x, at.y, String(edge.cost)));
	}
	for (const edge of graph.edges) {
		const a = places.get(edge.from);
		const b = places.get(edge.to);
		if (a === undefined || b === undefined || edge.labelAt !== undefined) continue;
		const at = costPlace(a, b, String(edge.cost), taken, discs);
		costAt.set(edge, at);
		taken.push(costBox(at.x, at.y, String(edge.cost)));
	}
	const edges = graph.edges.flatMap((edge): EdgeMark[] => {
		const a = places.get(edge.from);
		const b = places.get(edge.to);
		const at = costAt.get(edge);
		if (a === undefined || b === undefined || at === undefined) return [];
		return [
			{
				key: edgeKey(edge.from, edge.to, graph.directed),
				from: edge.from,
				to: edge.to,
				cost: edge.cost,
				x1: a.x,
				y1: a.y,
				x2: b.x,
				y2: b.y,
				labelX: at.x,
				labelY: at.y
			}
		];
	});
	const frame = graph.frame ?? {
		width: Math.max(0, ...graph.nodes.map((node) => node.x)) + MARGIN,
		height: Math.max(0, ...graph.nodes.map((node) => node.y)) + MARGIN
	};
	return { ...frame, nodes, edges, directed: graph.directed };
}

/**
 * The node a point is on, for an edge dragged onto one: the nearest whose centre is within
 * `reach` of (x, y), `except` (the edge's own end) never; null when none is.
 */
export function nodeAt(
	nodes: readonly NodeMark[],
	x: number,
	y: number,
	reach: number,
	except?: string
): string | null {
	let found: string | null = null;
	let nearest = reach;
	for (const mark of nodes) {
		const distance = Math.hypot(mark.x - x, mark.y - y);
		if (mark.name !== except && distance <= nearest) [found, nearest] = [mark.name, distance];
	}
	return found;
}
