/**
 * Exam graphs drawn from a seed: the small weighted graphs with h on the nodes that search
 * exams ask about, one per student and question, so that a practice page, its result code and
 * the checking page all draw the same graph.
 *
 * A graph is drawn as a road map is made: nodes on the cells of a small grid (S in the left
 * column, G in the right), edges between near nodes that cross no other edge, and an edge's
 * cost at least the straight-line distance it spans (rounded up, plus a little). h is the
 * straight-line distance to G rounded down, which makes it consistent: for an edge (a, b),
 * ⌊d(a, G)⌋ ≤ ⌊d(a, b) + d(b, G)⌋ ≤ ⌈d(a, b)⌉ + ⌊d(b, G)⌋ ≤ cost(a, b) + h(b). The questions
 * that need another h (one that overestimates, or one that is admissible but not consistent)
 * change it from there (withH).
 *
 * A graph is handed on as its text (domains/graph/text.ts) and read back, so that the graph a
 * question shows is exactly the one its model answer's link carries.
 */

import { createRng, type Rng } from '../puzzle/rng';
import type { GraphRun } from '../domains/graph';
import { readGraphText } from '../domains/graph/text';
import type { Level } from './question-spec';

/** How many nodes a level's graphs have (S and G among them), and how many edges beyond a tree. */
export const EXAM_GRAPH_SIZES: Readonly<Record<Level, { nodes: number; extraEdges: number }>> = {
	easy: { nodes: 5, extraEdges: 1 },
	medium: { nodes: 6, extraEdges: 2 },
	hard: { nodes: 8, extraEdges: 3 }
};

/** The grid the nodes stand on: S in column 0, G in the last, the others in between. */
const COLUMNS = 5;
const ROWS = 3;
/** A grid step in cost units: the straight-line distance between neighbouring cells. */
const CELL_COST = 2;
/** A grid step in the map's drawing units. */
const CELL_WIDTH = 90;
const CELL_HEIGHT = 80;
const MARGIN = 40;

interface Placed {
	readonly name: string;
	readonly column: number;
	readonly row: number;
}

/** The straight-line distance between two nodes, in cost units. */
function distance(a: Placed, b: Placed): number {
	return CELL_COST * Math.hypot(a.column - b.column, a.row - b.row);
}

/** Whether segments ab and cd cross at a point inside both (sharing an end is not crossing). */
function crosses(a: Placed, b: Placed, c: Placed, d: Placed): boolean {
	if (a === c || a === d || b === c || b === d) return false;
	const side = (p: Placed, q: Placed, r: Placed): number =>
		Math.sign((q.column - p.column) * (r.row - p.row) - (q.row - p.row) * (r.column - p.column));
	const d1 = side(c, d, a);
	const d2 = side(c, d, b);
	const d3 = side(a, b, c);
	const d4 = side(a, b, d);
	if (d1 * d2 < 0 && d3 * d4 < 0) return true;
	// Collinear overlap: an edge along a line through another node's cell would hide it.
	return (
		(d1 === 0 && between(c, d, a)) ||
		(d2 === 0 && between(c, d, b)) ||
		(d3 === 0 && between(a, b, c)) ||
		(d4 === 0 && between(a, b, d))
	);
}

/** Whether r lies strictly inside the box of segment pq (r collinear with it). */
function between(p: Placed, q: Placed, r: Placed): boolean {
	const inside = (x: number, lo: number, hi: number): boolean =>
		x > Math.min(lo, hi) && x < Math.max(lo, hi);
	return (
		(inside(r.column, p.column, q.column) || (p.column === q.column && r.column === p.column)) &&
		(inside(r.row, p.row, q.row) || (p.row === q.row && r.row === p.row))
	);
}

/** Whether segment ab passes through the cell of a node other than its ends. */
function passesThrough(a: Placed, b: Placed, nodes: readonly Placed[]): boolean {
	return nodes.some((n) => {
		if (n === a || n === b) return false;
		const cross = (b.column - a.column) * (n.row - a.row) - (b.row - a.row) * (n.column - a.column);
		return cross === 0 && between(a, b, n);
	});
}

/** A drawn graph's start and goal, by name. */
const START = 'S';
const GOAL = 'G';

/** The node names of a graph of `count` nodes: S, then A, B, C, … and G last. */
export function examNames(count: number): string[] {
	const inner = 'ABCDEF'.slice(0, count - 2).split('');
	return [START, ...inner, GOAL];
}

/** One drawn graph: its nodes and edges with costs, h consistent; null when the draw fails. */
function drawOnce(rng: Rng, level: Level): GraphRun | null {
	const { nodes: count, extraEdges } = EXAM_GRAPH_SIZES[level];
	const names = examNames(count);
	const innerCells: [number, number][] = [];
	for (let column = 1; column < COLUMNS - 1; column++) {
		for (let row = 0; row < ROWS; row++) innerCells.push([column, row]);
	}
	shuffle(rng, innerCells);
	const placed: Placed[] = [
		{ name: START, column: 0, row: rng.int(ROWS) },
		...names.slice(1, -1).map((name, i) => ({
			name,
			column: innerCells[i][0],
			row: innerCells[i][1]
		})),
		{ name: GOAL, column: COLUMNS - 1, row: rng.int(ROWS) }
	];
	// Candidate edges: nodes in different columns, at most two apart and one row, whose segment
	// hides no other node.
	const candidates: [Placed, Placed][] = [];
	for (let i = 0; i < placed.length; i++) {
		for (let j = i + 1; j < placed.length; j++) {
			const [a, b] = [placed[i], placed[j]];
			if (Math.abs(a.column - b.column) > 2 || Math.abs(a.row - b.row) > 1) continue;
			// No edge straight up or down: it would run through the h written above a node.
			if (a.column === b.column) continue;
			if (passesThrough(a, b, placed)) continue;
			candidates.push([a, b]);
		}
	}
	shuffle(rng, candidates);
	const chosen: [Placed, Placed][] = [];
	const fits = ([a, b]: [Placed, Placed]): boolean => !chosen.some(([c, d]) => crosses(a, b, c, d));
	// A random spanning tree first (Kruskal's rule on shuffled edges), then a few more edges.
	const component = new Map(placed.map((node) => [node.name, node.name]));
	const root = (name: string): string => {
		let at = name;
		while (component.get(at) !== at) at = component.get(at)!;
		return at;
	};
	const rest: [Placed, Placed][] = [];
	for (const pair of candidates) {
		const [ra, rb] = [root(pair[0].name), root(pair[1].name)];
		if (ra !== rb && fits(pair)) {
			component.set(ra, rb);
			chosen.push(pair);
		} else rest.push(pair);
	}
	if (new Set(placed.map((node) => root(node.name))).size !== 1) return null;
	let added = 0;
	for (const pair of rest) {
		if (added === extraEdges) break;
		if (!fits(pair)) continue;
		chosen.push(pair);
		added += 1;
	}
	const goal = placed[placed.length - 1];
	// The graph text format's lines (domains/graph/graph-text.ts): keywords, not words.
	const lines = [`start ${START}`, `goal ${GOAL}`];
	const byName = (a: Placed, b: Placed): number => (a.name < b.name ? -1 : 1);
	for (const pair of chosen) {
		const [a, b] = [...pair].sort(byName);
		const cost = Math.ceil(distance(a, b) - 1e-9) + rng.int(3);
		lines.push(`${a.name} ${b.name} ${cost}`);
	}
	for (const node of placed) {
		if (node !== goal) lines.push(`h ${node.name} ${Math.floor(distance(node, goal) + 1e-9)}`);
	}
	for (const node of placed) {
		lines.push(
			`node ${node.name} ${MARGIN + node.column * CELL_WIDTH} ${MARGIN + node.row * CELL_HEIGHT}`
		);
	}
	const read = readGraphText(lines.join('\n'));
	return read.ok ? read.run : null;
}

/** Fisher–Yates: every order of `items` equally likely, drawn from `rng`. */
export function shuffle<T>(rng: Rng, items: T[]): void {
	for (let i = items.length - 1; i > 0; i--) {
		const j = rng.int(i + 1);
		[items[i], items[j]] = [items[j], items[i]];
	}
}

/** Draws of a graph before a question gives up on finding one with the property it needs. */
export const MAX_GRAPH_DRAWS = 400;

/**
 * The first graph drawn from `salt` and `seed` (draw 1, then `…/2`, `…/3`, …) that `keep`
 * accepts, with what `keep` made of it: the same spec always gives the same graph. Throws a
 * RangeError, in words, when none of MAX_GRAPH_DRAWS does.
 */
export function drawExamGraph<T>(
	salt: string,
	seed: string,
	level: Level,
	keep: (run: GraphRun, rng: Rng) => T | null
): T {
	for (let draw = 1; draw <= MAX_GRAPH_DRAWS; draw++) {
		// Draw 1 reads the seed alone; later draws add their number.
		const rng = createRng(
			`exam-graph/${salt}/${level}/${[seed, draw].slice(0, draw > 1 ? 2 : 1).join('/')}`
		);
		const run = drawOnce(rng, level);
		if (run === null) continue;
		const kept = keep(run, rng);
		if (kept !== null) return kept;
	}
	throw new RangeError(`No ${level} graph drawn from this seed suits the question (${salt}).`);
}

/** The run with h replaced (a goal's h stays 0 unless `h` says otherwise). */
export function withH(run: GraphRun, h: Readonly<Record<string, number>>): GraphRun {
	return { ...run, graph: { ...run.graph, h: { ...run.graph.h, ...h } } };
}
