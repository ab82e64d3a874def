import type { GraphRun } from './graph';
import { readGraphText } from './text';
import { message, type MessageRef } from '../../messages';

/**
 * Teaching graphs, each made to show one thing a search course asks about, written in the
 * graph text format (text.ts) so that a teacher can open one, read it, and change it. Each
 * claim in `shows` is checked by tests/domains/graph-presets.test.ts against the engine.
 */
export interface GraphPreset {
	readonly id: string;
	readonly title: string;
	/** What the graph shows, in one or two sentences. */
	readonly shows: string;
	/**
	 * `title` and `shows` as messages, in the reader's language (the English fields stay for the
	 * link notices, not yet messages).
	 */
	readonly titleMessage: MessageRef;
	readonly showsMessage: MessageRef;
	readonly text: string;
}

export const GRAPH_PRESETS: readonly GraphPreset[] = Object.freeze([
	{
		id: 'exam',
		titleMessage: message('search_graph_preset_exam', {}),
		showsMessage: message('search_graph_preset_exam_shows', {}),
		title: 'A small exam graph',
		shows:
			'Six nodes, a consistent h and ties broken alphabetically: the size of graph an exam asks you to search by hand.',
		text: `# A small exam graph: h is consistent (so admissible too).
start S
goal G
S A 1
S B 4
A B 2
A C 5
B C 1
B D 5
C G 3
D G 2
h S 6
h A 5
h B 3
h C 2
h D 2`
	},
	{
		id: 'misleading',
		titleMessage: message('search_graph_preset_misleading', {}),
		showsMessage: message('search_graph_preset_misleading_shows', {}),
		title: 'A misleading heuristic',
		shows:
			'Greedy best-first search follows the small h of A straight to a goal at cost 11; A* weighs the cost already paid too and finds the path of cost 9 through B and C.',
		text: `# Greedy search goes to A, whose h looks closest, and pays 10 for its last edge.
start S
goal G
S A 1
A G 10
S B 3
B C 3
C G 3
h S 2
h A 1
h B 5
h C 3`
	},
	{
		id: 'inconsistent',
		titleMessage: message('search_graph_preset_inconsistent', {}),
		showsMessage: message('search_graph_preset_inconsistent_shows', {}),
		title: 'Admissible but not consistent',
		shows:
			'h never overestimates, but it drops by more than an edge costs along S–A (by 5) and B–C (by 3). A* graph search expands C through A first (g 3), later finds the cheaper way through B (g 2) and, C being expanded already, keeps the first: it returns cost 6 where 5 is cheapest.',
		text: `# h(S) − h(A) = 5 > 1 and h(B) − h(C) = 3 > 1: A* graph search without reopening returns 6, not 5.
start S
goal G
S A 1
S B 1
A C 2
B C 1
C G 3
h S 5
h A 0
h B 4
h C 1`
	},
	{
		id: 'loop',
		titleMessage: message('search_graph_preset_loop', {}),
		showsMessage: message('search_graph_preset_loop_shows', {}),
		title: 'Depth-first search in a loop',
		shows:
			'Depth-first tree search from S takes A (alphabetically first), then B, then A again: it keeps no record of where it has been, so it goes back and forth for ever and never tries G. Graph search, which remembers what it has reached, finds G.',
		text: `# The triangle A–B–C traps depth-first tree search; G is one edge from S.
start S
goal G
S A 1
S G 4
A B 1
B C 1
C A 1`
	},
	{
		id: 'zero-cost',
		titleMessage: message('search_graph_preset_zero_cost', {}),
		showsMessage: message('search_graph_preset_zero_cost_shows', {}),
		title: 'Edges that cost nothing',
		shows:
			'S, A and C all have g = 0, so uniform-cost search expands them before anything else and their order is decided by ties alone; the cheapest paths to G, through C and through B, both cost 3.',
		text: `# Zero-cost edges: several nodes share g 0, and the tie-break orders them.
start S
goal G
S A 0
A C 0
S B 2
C G 3
B G 1`
	},
	{
		id: 'fewest-edges',
		titleMessage: message('search_graph_preset_fewest_edges', {}),
		showsMessage: message('search_graph_preset_fewest_edges_shows', {}),
		title: 'Fewest edges is not cheapest',
		shows:
			'Breadth-first search returns the edge S–G (one edge, cost 5); uniform-cost search returns S, A, B, G (three edges, cost 3).',
		text: `# Breadth-first counts edges; uniform-cost adds up costs.
start S
goal G
S G 5
S A 1
A B 1
B G 1`
	},
	{
		id: 'two-goals',
		titleMessage: message('search_graph_preset_two_goals', {}),
		showsMessage: message('search_graph_preset_two_goals_shows', {}),
		title: 'Two goals',
		shows:
			'Either goal will do: uniform-cost search stops at G2 (cost 5), the cheaper of the two, though G1 was generated first (at cost 8).',
		text: `# Two goals: the search stops at the first goal its rule reaches.
start S
goal G1 G2
S A 2
A G1 6
S B 3
B G2 2`
	},
	{
		id: 'one-way',
		titleMessage: message('search_graph_preset_one_way', {}),
		showsMessage: message('search_graph_preset_one_way_shows', {}),
		title: 'One-way edges and a dead end',
		shows:
			'In a directed graph an edge goes one way only: depth-first search runs into the dead end D, backs up, and reaches G through B.',
		text: `# Directed: A → D leads nowhere, and no edge leads back.
directed
start S
goal G
S A 1
A D 1
S B 2
B G 2
G S 1`
	},
	{
		id: 'ties',
		titleMessage: message('search_graph_preset_ties', {}),
		showsMessage: message('search_graph_preset_ties_shows', {}),
		title: 'Ties everywhere',
		shows:
			'A, B and C share f = 2 when they join the frontier: which one A* takes first is the tie-break alone (first added, or alphabetical, which agree here; last added takes C).',
		text: `# Every route costs the same: the tie-break decides the order of expansion.
start S
goal G
S A 1
S B 1
S C 1
A G 2
B G 2
C G 2
h S 3
h A 1
h B 1
h C 1`
	},
	{
		id: 'unreachable',
		titleMessage: message('search_graph_preset_unreachable', {}),
		showsMessage: message('search_graph_preset_unreachable_shows', {}),
		title: 'An unreachable goal',
		shows:
			'No edge joins S to G: every search expands all it can reach from S, then reports failure.',
		text: `# G lies in another part of the graph.
start S
goal G
S A 1
A B 1
B S 1
G H 1`
	},
	{
		id: 'deepening',
		titleMessage: message('search_graph_preset_deepening', {}),
		showsMessage: message('search_graph_preset_deepening_shows', {}),
		title: 'Iterative deepening repeats itself',
		shows:
			'G is three edges deep in a binary tree: iterative deepening searches depth 0, then 1, then 2, then 3, expanding the nodes near the root again each time.',
		text: `# A binary tree with its goal at depth 3.
start S
goal G
S A 1
S B 1
A C 1
A D 1
B E 1
B F 1
E G 1
E H 1`
	}
]);

/** The run a preset's text reads to; the presets are written faultless (tests read them all). */
export function presetRun(preset: GraphPreset): GraphRun {
	const read = readGraphText(preset.text);
	if (!read.ok) {
		throw new Error(
			`The preset ${preset.id} has faults: ${read.faults.map((f) => f.message).join(' ')}`
		);
	}
	return read.run;
}
