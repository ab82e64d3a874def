import type { GraphEdge } from './graph';

/** The gap between two layers, and between two nodes of a layer, in the map's units. */
export const LAYER_GAP = 120;
export const ROW_GAP = 80;

/**
 * Places for the nodes of a graph typed without them: in layers by their number of edges from
 * the start (as breadth-first search meets them), the start alone on the left, each layer a
 * column, its nodes in the order of `order` (the graph's alphabetical order); nodes the start
 * cannot reach form a last column. A search then reads left to right, the way a search tree
 * grows on the board. The places depend on the edges, the start and `order` alone, so a text
 * can leave out every place that equals them (text.ts).
 */
export function layeredPlaces(
	order: readonly string[],
	edges: readonly GraphEdge[],
	start: string
): Map<string, { x: number; y: number }> {
	const around = new Map<string, string[]>(order.map((name) => [name, []]));
	for (const { from, to } of edges) {
		around.get(from)?.push(to);
		around.get(to)?.push(from);
	}
	const layerOf = new Map<string, number>([[start, 0]]);
	const queue = [start];
	for (let i = 0; i < queue.length; i++) {
		const name = queue[i];
		const next = [...(around.get(name) ?? [])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
		for (const neighbour of next) {
			if (layerOf.has(neighbour)) continue;
			layerOf.set(neighbour, layerOf.get(name)! + 1);
			queue.push(neighbour);
		}
	}
	const deepest = Math.max(0, ...layerOf.values());
	const layers: string[][] = Array.from({ length: deepest + 2 }, () => []);
	for (const name of order) layers[layerOf.get(name) ?? deepest + 1].push(name);
	// Each layer in the order of its nodes' neighbours in the layer before (their mean row: the
	// barycentre rule of layered drawing), so edges between layers cross as little as they can.
	for (let column = 1; column <= deepest; column++) {
		const before = new Map(layers[column - 1].map((name, row) => [name, row]));
		const centre = (name: string): number => {
			const rows = (around.get(name) ?? []).flatMap((next) => before.get(next) ?? []);
			return rows.length === 0 ? Infinity : rows.reduce((sum, row) => sum + row, 0) / rows.length;
		};
		const centres = new Map(layers[column].map((name) => [name, centre(name)]));
		layers[column].sort(
			(a, b) => centres.get(a)! - centres.get(b)! || order.indexOf(a) - order.indexOf(b)
		);
	}
	const tallest = Math.max(...layers.map((layer) => layer.length));
	const places = new Map<string, { x: number; y: number }>();
	layers.forEach((layer, column) => {
		// Each column centred on the tallest, so edges between layers stay short.
		const top = ((tallest - layer.length) * ROW_GAP) / 2;
		layer.forEach((name, row) => {
			places.set(name, { x: 40 + column * LAYER_GAP, y: 40 + top + row * ROW_GAP });
		});
	});
	return places;
}
