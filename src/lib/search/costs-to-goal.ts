/**
 * h*(n), the cheapest cost from every node to a goal: Dijkstra's algorithm run backwards from
 * the goals over the moves reversed (reaching m from n forwards is reaching n from m here), so
 * one run gives every node's cost, where a search from each node would give one each. It is the
 * yardstick a heuristic is checked against: admissible means h(n) ≤ h*(n) at every node.
 *
 * For the small problems checked so (a road map, a teacher's graph, an exam's grid): the
 * cheapest node not yet settled is found by a scan, quadratic in the nodes.
 */
export function costsToGoal<K>(
	nodes: Iterable<K>,
	goals: Iterable<K>,
	movesInto: (node: K) => Iterable<{ readonly from: K; readonly cost: number }>
): Map<K, number> {
	const best = new Map<K, number>();
	for (const node of nodes) best.set(node, Infinity);
	for (const goal of goals) best.set(goal, 0);
	const settled = new Set<K>();
	for (;;) {
		let next: K | null = null;
		let nextCost = Infinity;
		for (const [node, cost] of best) {
			if (!settled.has(node) && cost < nextCost) {
				next = node;
				nextCost = cost;
			}
		}
		if (next === null) return best;
		settled.add(next);
		for (const { from, cost } of movesInto(next)) {
			if (nextCost + cost < (best.get(from) ?? Infinity)) best.set(from, nextCost + cost);
		}
	}
}
