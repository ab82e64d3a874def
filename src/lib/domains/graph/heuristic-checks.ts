import { costsToGoal } from '../../search/costs-to-goal';
import type { GraphRun } from './graph';
import { message, type MessageRef } from '../../messages';

/**
 * Whether a graph's h can be trusted, checked the way a course defines it:
 *
 * - admissible: h(n) ≤ h*(n) for every node n, where h*(n) is the cost of a cheapest path from
 *   n to a goal (a node with no path to a goal has h* = ∞, and any h is admissible there);
 * - consistent: h(goal) = 0, and h(n) ≤ cost(n, m) + h(m) along every edge n → m (both ways on
 *   an undirected edge) — the triangle inequality, which makes f never fall along a path, so A*
 *   graph search never finds a cheaper path to a node it has expanded. Consistent implies
 *   admissible; the converse fails, and the inconsistent-but-admissible graphs are where A*
 *   graph search without reopening returns a path that is not the cheapest.
 *
 * h* comes from one uniform-cost search run backwards from all the goals at once (Dijkstra on
 * the reversed edges): the cheapest way to any goal is the cheapest way from the nearest one.
 */

/** h* of every node by name: its cheapest cost to a goal, Infinity where none is reachable. */
export function trueCosts({ graph, goals }: GraphRun): Map<string, number> {
	// Edges backwards: reaching m from n forwards is reaching n from m here.
	const into = new Map<string, { from: string; cost: number }[]>(
		graph.nodes.map(({ name }) => [name, []])
	);
	for (const { from, to, cost } of graph.edges) {
		into.get(to)?.push({ from, cost });
		if (!graph.directed) into.get(from)?.push({ from: to, cost });
	}
	return costsToGoal(
		graph.nodes.map(({ name }) => name),
		goals,
		(name) => into.get(name) ?? []
	);
}

/** One node's row of the table: h beside h*. */
export interface HeuristicRow {
	readonly name: string;
	readonly h: number;
	/** The cheapest cost to a goal; Infinity where no goal is reachable. */
	readonly hStar: number;
	/** h(n) > h*(n): this node breaks admissibility. */
	readonly overestimates: boolean;
}

/** An edge along which h drops by more than the edge costs: h(from) − h(to) > cost. */
export interface InconsistentEdge {
	readonly from: string;
	readonly to: string;
	readonly cost: number;
	readonly drop: number;
}

export interface HeuristicVerdict {
	readonly rows: readonly HeuristicRow[];
	readonly admissible: boolean;
	readonly consistent: boolean;
	/** Goals whose h is not 0 (which breaks consistency, and admissibility with it). */
	readonly nonzeroGoals: readonly string[];
	readonly inconsistentEdges: readonly InconsistentEdge[];
}

/**
 * Room for the rounding of sums of decimal costs (0.1 + 0.2 is not 0.3 in binary): a violation
 * must exceed its bound by more than this.
 */
const SLACK = 1e-9;

/** The verdicts on a run's h, with every violation; null when the graph has no h for its goals. */
export function heuristicVerdict(run: GraphRun): HeuristicVerdict | null {
	const { graph, goals } = run;
	const h = graph.h;
	if (h === null) return null;
	const hStar = trueCosts(run);
	const rows = graph.nodes.map(({ name }) => {
		const star = hStar.get(name) ?? Infinity;
		return { name, h: h[name], hStar: star, overestimates: h[name] > star + SLACK };
	});
	const nonzeroGoals = goals.filter((goal) => h[goal] !== 0);
	const inconsistentEdges: InconsistentEdge[] = [];
	const along = (from: string, to: string, cost: number): void => {
		const drop = h[from] - h[to];
		if (drop > cost + SLACK) {
			inconsistentEdges.push({ from, to, cost, drop: Number(drop.toPrecision(12)) });
		}
	};
	for (const { from, to, cost } of graph.edges) {
		along(from, to, cost);
		if (!graph.directed) along(to, from, cost);
	}
	return {
		rows,
		admissible: rows.every((row) => !row.overestimates),
		consistent: nonzeroGoals.length === 0 && inconsistentEdges.length === 0,
		nonzeroGoals,
		inconsistentEdges
	};
}

/** A number as the verdicts write it: "∞" for no path. */
function costText(value: number): string {
	return value === Infinity ? '∞' : String(value);
}

/**
 * Every violation as a message, admissibility's first: "h(B) = 5 > h*(B) = 3",
 * "h(A) − h(C) = 4 > cost(A, C) = 2", "h(G) = 1, but a goal's h is 0".
 */
export function violationMessages(verdict: HeuristicVerdict): MessageRef[] {
	return [
		...verdict.rows
			.filter((row) => row.overestimates)
			.map((row) =>
				message('domains_h_overestimates', {
					name: row.name,
					h: String(row.h),
					hStar: costText(row.hStar)
				})
			),
		...verdict.nonzeroGoals.map((goal) =>
			message('domains_h_goal_not_zero', {
				goal,
				h: String(verdict.rows.find((row) => row.name === goal)?.h)
			})
		),
		...verdict.inconsistentEdges.map(({ from, to, cost, drop }) =>
			message('domains_h_drops', { from, to, drop: String(drop), cost: String(cost) })
		)
	];
}
