/**
 * A textbook re-implementation of the exam conventions the graph questions follow, written
 * beside the engine rather than on it, so that the questions' model answers can be checked
 * against it (graph-questions-oracle.test.ts). It reads only the GraphRun shape: no search,
 * trace, player or heuristic check of the site.
 *
 * The conventions (the questions' own `conventions` text states them):
 * - a node's children are its neighbours in alphabetical order of their names; an undirected
 *   edge goes both ways;
 * - breadth-first search: a FIFO queue; a child is tested against the goal when it is
 *   generated (the start itself before anything); a child whose state was already reached
 *   (explored or on the frontier) is not added;
 * - depth-first search: a stack, a node's children pushed last first so that they come off in
 *   alphabetical order; goal test on removal; the same rule for repeated states;
 * - uniform-cost search (priority g), greedy best-first search (priority h), A* (g + h) and
 *   weighted A* (g + w·h, w = 2): goal test on removal; equal priorities leave the frontier by
 *   the name that comes first alphabetically, then first added; greedy best-first search keeps
 *   the rule above for repeated states, while uniform-cost search, A* and weighted A* let a
 *   child that reaches a state still on the frontier by a strictly cheaper path replace that
 *   entry; explored states are never reopened.
 */

/** The shape of a graph run a question carries (src/lib/domains/graph's GraphRun, in part). */
export interface OracleRun {
	readonly graph: {
		readonly nodes: readonly { readonly name: string }[];
		readonly edges: readonly {
			readonly from: string;
			readonly to: string;
			readonly cost: number;
		}[];
		readonly directed: boolean;
		readonly h: Readonly<Record<string, number>> | null;
	};
	readonly start: string;
	readonly goals: readonly string[];
}

export type OracleAlgorithm = 'bfs' | 'dfs' | 'ucs' | 'greedy' | 'astar' | 'wastar';

/** Weighted A*'s weight when none is given. */
export const ORACLE_WEIGHT = 2;

/** A node taken off the frontier: expanded, or the goal the search ends with. */
export interface Removal {
	readonly state: string;
	readonly g: number;
	readonly goal: boolean;
}

/** A child that joins the frontier (or replaces a costlier entry), in the order it does. */
export interface Joined {
	readonly parent: string;
	readonly state: string;
	readonly g: number;
	readonly f: number;
	readonly replaced: boolean;
}

export interface OracleResult {
	/** The nodes taken off the frontier, in order, the goal too when it is taken off. */
	readonly removals: readonly Removal[];
	readonly joined: readonly Joined[];
	/** The path returned, start first; empty when no goal is found. */
	readonly path: readonly string[];
	readonly cost: number | null;
	/** How many removals the alphabetical tie-break decided (a priority queue's only). */
	readonly ties: number;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Each node's successors, in alphabetical order. */
export function successors(run: OracleRun): Map<string, { to: string; cost: number }[]> {
	const out = new Map<string, { to: string; cost: number }[]>(
		run.graph.nodes.map(({ name }) => [name, []])
	);
	for (const { from, to, cost } of run.graph.edges) {
		out.get(from)!.push({ to, cost });
		if (!run.graph.directed) out.get(to)!.push({ to: from, cost });
	}
	for (const list of out.values()) list.sort((x, y) => byName(x.to, y.to));
	return out;
}

export function hOf(run: OracleRun, name: string): number {
	return run.graph.h?.[name] ?? 0;
}

interface SearchNode {
	readonly state: string;
	readonly g: number;
	readonly f: number;
	readonly parent: SearchNode | null;
	/** When it joined the frontier: the tie-break after the name. */
	readonly seq: number;
	stale: boolean;
}

function pathOf(node: SearchNode): string[] {
	const path: string[] = [];
	for (let at: SearchNode | null = node; at !== null; at = at.parent) path.unshift(at.state);
	return path;
}

/** Runs `algorithm` on `run` by the exam conventions. */
export function oracleSearch(run: OracleRun, algorithm: OracleAlgorithm): OracleResult {
	const succ = successors(run);
	const isGoal = (name: string): boolean => run.goals.includes(name);
	const informed = algorithm === 'greedy' || algorithm === 'astar' || algorithm === 'wastar';
	const h = (name: string): number => (informed ? hOf(run, name) : 0);
	const priority = (g: number, name: string): number => {
		switch (algorithm) {
			case 'greedy':
				return h(name);
			case 'astar':
				return g + h(name);
			case 'wastar':
				return g + ORACLE_WEIGHT * h(name);
			default:
				return g;
		}
	};
	const update = algorithm === 'ucs' || algorithm === 'astar' || algorithm === 'wastar';
	const removals: Removal[] = [];
	const joined: Joined[] = [];
	let seq = 0;
	let ties = 0;
	const make = (state: string, g: number, parent: SearchNode | null): SearchNode => ({
		state,
		g,
		f: priority(g, state),
		parent,
		seq: seq++,
		stale: false
	});
	const done = (node: SearchNode | null): OracleResult => ({
		removals,
		joined,
		path: node === null ? [] : pathOf(node),
		cost: node === null ? null : node.g,
		ties
	});
	const root = make(run.start, 0, null);

	if (algorithm === 'bfs' || algorithm === 'dfs') {
		// Reached: explored or on the frontier.
		const reached = new Set<string>([run.start]);
		if (algorithm === 'bfs') {
			if (isGoal(run.start)) return done(root);
			const queue: SearchNode[] = [root];
			while (queue.length > 0) {
				const node = queue.shift()!;
				removals.push({ state: node.state, g: node.g, goal: false });
				for (const { to, cost } of succ.get(node.state)!) {
					if (reached.has(to)) continue;
					reached.add(to);
					const child = make(to, node.g + cost, node);
					joined.push({ parent: node.state, state: to, g: child.g, f: child.f, replaced: false });
					if (isGoal(to)) return done(child);
					queue.push(child);
				}
			}
			return done(null);
		}
		const stack: SearchNode[] = [root];
		while (stack.length > 0) {
			const node = stack.pop()!;
			removals.push({ state: node.state, g: node.g, goal: isGoal(node.state) });
			if (isGoal(node.state)) return done(node);
			const kept: SearchNode[] = [];
			for (const { to, cost } of succ.get(node.state)!) {
				if (reached.has(to)) continue;
				reached.add(to);
				const child = make(to, node.g + cost, node);
				joined.push({ parent: node.state, state: to, g: child.g, f: child.f, replaced: false });
				kept.push(child);
			}
			// Last first, so that they come off in alphabetical order.
			for (let i = kept.length - 1; i >= 0; i--) stack.push(kept[i]);
		}
		return done(null);
	}

	// A priority queue kept as a plain list, searched for its least entry.
	const frontier: SearchNode[] = [root];
	const onFrontier = new Map<string, SearchNode>([[run.start, root]]);
	const explored = new Set<string>();
	const before = (a: SearchNode, b: SearchNode): boolean =>
		a.f !== b.f ? a.f < b.f : a.state !== b.state ? a.state < b.state : a.seq < b.seq;
	while (frontier.length > 0) {
		let best = 0;
		for (let i = 1; i < frontier.length; i++) if (before(frontier[i], frontier[best])) best = i;
		if (frontier.some((other, i) => i !== best && other.f === frontier[best].f)) ties++;
		const node = frontier.splice(best, 1)[0];
		onFrontier.delete(node.state);
		removals.push({ state: node.state, g: node.g, goal: isGoal(node.state) });
		if (isGoal(node.state)) return done(node);
		explored.add(node.state);
		for (const { to, cost } of succ.get(node.state)!) {
			if (explored.has(to)) continue;
			const g = node.g + cost;
			const waiting = onFrontier.get(to);
			if (waiting !== undefined && !(update && g < waiting.g)) continue;
			if (waiting !== undefined) frontier.splice(frontier.indexOf(waiting), 1);
			const child = make(to, g, node);
			frontier.push(child);
			onFrontier.set(to, child);
			joined.push({
				parent: node.state,
				state: to,
				g,
				f: child.f,
				replaced: waiting !== undefined
			});
		}
	}
	return done(null);
}

/** The cheapest cost between every two nodes (Floyd–Warshall), Infinity where none. */
export function allPairs(run: OracleRun): Map<string, Map<string, number>> {
	const names = run.graph.nodes.map(({ name }) => name);
	const d = new Map(names.map((a) => [a, new Map(names.map((b) => [b, a === b ? 0 : Infinity]))]));
	for (const { from, to, cost } of run.graph.edges) {
		if (cost < d.get(from)!.get(to)!) d.get(from)!.set(to, cost);
		if (!run.graph.directed && cost < d.get(to)!.get(from)!) d.get(to)!.set(from, cost);
	}
	for (const k of names) {
		for (const i of names) {
			const ik = d.get(i)!.get(k)!;
			if (ik === Infinity) continue;
			for (const j of names) {
				const through = ik + d.get(k)!.get(j)!;
				if (through < d.get(i)!.get(j)!) d.get(i)!.set(j, through);
			}
		}
	}
	return d;
}

/** h*: each node's cheapest cost to a goal. */
export function hStar(run: OracleRun, d = allPairs(run)): Map<string, number> {
	return new Map(
		run.graph.nodes.map(({ name }) => [
			name,
			Math.min(...run.goals.map((goal) => d.get(name)!.get(goal)!))
		])
	);
}

export interface HVerdict {
	readonly admissible: boolean;
	/** The nodes where h > h*, in the graph's node order. */
	readonly overestimating: readonly string[];
	readonly consistent: boolean;
	/** The indices of the edges along which h drops by more than the cost, either way it goes. */
	readonly inconsistentEdges: readonly number[];
	/** The goals whose h is not 0, in the order the run lists its goals. */
	readonly nonzeroGoals: readonly string[];
}

export function hVerdict(run: OracleRun): HVerdict {
	const star = hStar(run);
	const overestimating = run.graph.nodes
		.map(({ name }) => name)
		.filter((name) => hOf(run, name) > star.get(name)!);
	const drops = (a: string, b: string, cost: number): boolean => hOf(run, a) - hOf(run, b) > cost;
	const inconsistentEdges = run.graph.edges.flatMap(({ from, to, cost }, i) =>
		drops(from, to, cost) || (!run.graph.directed && drops(to, from, cost)) ? [i] : []
	);
	const nonzeroGoals = run.goals.filter((goal) => hOf(run, goal) !== 0);
	return {
		admissible: overestimating.length === 0,
		overestimating,
		consistent: inconsistentEdges.length === 0 && nonzeroGoals.length === 0,
		inconsistentEdges,
		nonzeroGoals
	};
}
