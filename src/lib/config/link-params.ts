/**
 * Every parameter a Frontier link can hold, documented once: the teachers page renders these
 * tables, and a test checks them against the readers (play-link.ts, embed-link.ts) and README.
 */
import { GRID_HEURISTIC_NAMES, MAX_GRID_LINK } from '../domains/grid';
import { DEFAULT_TIE_BREAK, DEFAULT_WEIGHT } from '../search/descriptions';
import { ENGINE_MAX_EXPANSIONS, UI_MAX_EXPANSIONS } from '../search/options';
import { HEURISTICS } from '../puzzle/heuristics';
import { countText } from '../count-text';
import { EXPLORER_PANELS } from './embed-link';
import { CUSTOM_H, GRAPH_PLAY_DEFAULTS, PLAY_DEFAULTS, TILES_WORD } from './play-link';
import { algorithmNamesText, DUPLICATE_POLICIES, GOAL_TESTS, TIE_BREAKS } from './run-options';
import { PROBLEM_WORDS } from '../domains';
import { MAX_GRAPH_LINK } from '../domains/graph/link';

export interface ParamDoc {
	readonly name: string;
	readonly meaning: string;
	/** The values it takes, as a reader would type them. */
	readonly values: string;
	/** Its default in link version 1, as written in a link ('' when it has none). */
	readonly byDefault: string;
}

/** hv, read by /play and /compare alike with their hcode. */
const HV_DOC: ParamDoc = {
	name: 'hv',
	meaning: 'the format of hcode (the lab link’s version)',
	values: '1',
	byDefault: 'none'
};

export const PLAY_PARAM_DOCS: readonly ParamDoc[] = [
	{ name: 'v', meaning: 'link format version', values: '1', byDefault: '1' },
	{
		name: 'problem',
		meaning:
			'what is searched: the sliding-tile puzzle, a named graph (road-map: the road map of Romania, h the straight-line distance to Bucharest), a graph of your own (graph, written in g), or a grid maze (grid, written in grid); board, size, order, preset and unsolvable describe tile runs, start and g a graph run, grid a grid run; h is a tile or grid run’s',
		values: PROBLEM_WORDS.join(', '),
		byDefault: TILES_WORD
	},
	{
		name: 'start',
		meaning: 'a graph run’s start, by name or label (A or Arad)',
		values: 'a node of the graph',
		byDefault: GRAPH_PLAY_DEFAULTS['road-map'].start
	},
	{
		name: 'g',
		meaning:
			'a graph of your own (problem=graph): its text, one fact a line, lines joined by _ (start S_goal G_S A 3_h S 2; docs/graphs.md); it names its start and goals',
		values: `the graph text format, at most ${MAX_GRAPH_LINK} characters`,
		byDefault: 'none'
	},
	{
		name: 'grid',
		meaning:
			'a grid maze (problem=grid): its size, moves, start, goal, walls and weights in one compact text (v1.9x13.4.s8-0.g4-12.…; docs/grids.md)',
		values: `the grid link text, at most ${MAX_GRID_LINK} characters`,
		byDefault: 'the U-shaped trap'
	},
	{
		name: 'board',
		meaning: 'the start board',
		values: 'any notation: 41325_786, 1,2,3,…,0 or rows with /',
		byDefault: '41325_786'
	},
	{
		name: 'size',
		meaning: 'rows × columns, for boards that are not square',
		values: 'RxC, e.g. 2x3',
		byDefault: 'inferred'
	},
	{
		name: 'goal',
		meaning: 'the goal: a board, or on a graph a node',
		values: 'blank-last, blank-first or a board; on a graph a node by name or label',
		byDefault: `blank-last; on the road map ${GRAPH_PLAY_DEFAULTS['road-map'].goal}`
	},
	{
		name: 'algo',
		meaning: 'the search algorithm',
		values: algorithmNamesText(),
		byDefault: PLAY_DEFAULTS.algorithm
	},
	{
		name: 'preset',
		meaning:
			'run a seed’s program under its own rules: tiles-tutorial is the tiles.py tutorial’s tilesSearch.py (algo=wastar, w = its ratio) or tilesGreedy.py (algo=walk)',
		values: 'tiles-tutorial',
		byDefault: 'none'
	},
	{
		name: 'h',
		meaning:
			'the heuristic of informed algorithms; custom: one written in the lab (8-puzzle only, in /play), carried by hv and hcode; on a grid one of the grid’s (manhattan by default on 4-connected grids, octile on 8-connected ones)',
		values: `${[...HEURISTICS, CUSTOM_H].join(', ')}; on a grid ${GRID_HEURISTIC_NAMES.join(', ')}`,
		byDefault: PLAY_DEFAULTS.heuristic
	},
	HV_DOC,
	{
		name: 'hcode',
		meaning:
			'with h=custom, the heuristic’s code as /lab links carry it (raw DEFLATE, base64url); shown, and run only when the reader presses Run this heuristic',
		values: 'packed code',
		byDefault: 'none'
	},
	{
		name: 'w',
		meaning: 'weighted A*’s w in f = g + w·h',
		values: 'a number, 0 or more',
		byDefault: String(DEFAULT_WEIGHT)
	},
	{
		name: 'ties',
		meaning: 'which of equal priorities leaves the frontier first',
		values: TIE_BREAKS.join(', '),
		byDefault: DEFAULT_TIE_BREAK
	},
	{
		name: 'test',
		meaning:
			'when a node is tested against the goal: when generated, or when taken off the frontier',
		values: GOAL_TESTS.join(', '),
		byDefault: 'the algorithm’s own'
	},
	{
		name: 'dup',
		meaning:
			'what becomes of a state reached again: tree keeps every path, graph adds a reached state never again, graph-update lets a cheaper path replace a waiting entry, prune (multiple-path pruning) discards a path taken off the frontier to a state already expanded',
		values: DUPLICATE_POLICIES.join(', '),
		byDefault: 'the algorithm’s own'
	},
	{
		name: 'order',
		meaning: 'the order children are generated in (blank moves)',
		values: 'four letters, e.g. UDLR or ULRD',
		byDefault: 'UDLR'
	},
	{
		name: 'cap',
		meaning: 'the most expansions a run may make',
		values: `1 to ${countText(ENGINE_MAX_EXPANSIONS)}`,
		byDefault: String(UI_MAX_EXPANSIONS)
	},
	{
		name: 'step',
		meaning: 'the step the run opens at (0 is the start)',
		values: 'a whole number',
		byDefault: '0'
	},
	{
		name: 'moment',
		meaning:
			'the moment within that step the run opens at: 1 is its first, each carries out one pseudocode line (the counter says which)',
		values: 'a whole number, 1 or more',
		byDefault: 'the whole step'
	},
	{
		name: 'line',
		meaning: 'the old name of moment: still read, written back as moment',
		values: 'as moment',
		byDefault: 'none'
	},
	{
		name: 'grain',
		meaning: 'what the step buttons, the arrow keys and play move by',
		values: 'expansion, line',
		byDefault: 'expansion'
	},
	{
		name: 'unsolvable',
		meaning:
			'what to do with a board that cannot reach the goal: say why and start nothing, or search it anyway (the run ends at its cap or after expanding every state the board can reach)',
		values: 'refuse, search',
		byDefault: 'refuse'
	}
];

export const EMBED_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'panels',
		meaning:
			'the explorer panels an embed shows, in its own order whatever the list’s (the first five fit in 640 px)',
		values: `comma list of ${EXPLORER_PANELS.join(', ')}`,
		byDefault: 'all'
	},
	{
		name: 'hide',
		meaning: 'explorer panels to leave out of an embed (after panels)',
		values: `comma list of ${EXPLORER_PANELS.join(', ')}`,
		byDefault: 'none'
	}
];

/** Read by /play and /embed/play beside the run's parameters (view-link.ts: VIEW_PARAMS). */
export const VIEW_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'view',
		meaning:
			'simple: the board, the step buttons, the narration, the frontier and the tree (a dozen controls at most); full: every setting, the pseudocode, the counters, the details, the chart and the exports. Without it /play opens the view chosen last in the tab, else full for a link that names a board and simple for a bare /play; /embed/play opens full',
		values: 'simple, full',
		byDefault: 'see meaning'
	},
	{
		name: 'quiz',
		meaning:
			'quiz mode: a step forward first asks which frontier entry is taken next (stepping by line, also each child’s fate) and shows the step once it is answered right or asked to be shown; the explorer’s Quiz button sets it too. The teachers page’s embed builder writes it with Quiz mode ticked',
		values: '1, 0',
		byDefault: '0'
	}
];

export const CHALLENGE_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'ask',
		meaning:
			'what a challenge asks: the next expansions, or the returned path’s length (its moves on a board, its cost on the road map)',
		values: 'next, length',
		byDefault: 'next'
	},
	{
		name: 'k',
		meaning: 'how many expansions a next challenge asks about',
		values: '1 to 10',
		byDefault: '3'
	}
];

/** /compare reads v, board, size and step as /play does, plus: */
export const COMPARE_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'problem',
		meaning:
			'what every run searches: the sliding-tile puzzle, road-map (the road map of Romania, where every informed run uses the map’s h, the straight-line distance to Bucharest, so a run names no heuristic there), or a graph of your own (graph, written in g, every informed run using its h); board, size, hv and hcode describe tile runs',
		values: PROBLEM_WORDS.join(', '),
		byDefault: TILES_WORD
	},
	{
		name: 'start',
		meaning:
			'on the road map, every run’s start city, by letter or name (A or Arad); goal is then a city too',
		values: 'a city of the map',
		byDefault: GRAPH_PLAY_DEFAULTS['road-map'].start
	},
	{
		name: 'g',
		meaning:
			'a graph of your own (problem=graph): its text, one fact a line, lines joined by _ (start S_goal G_S A 3_h S 2; docs/graphs.md); it names its start and goals',
		values: `the graph text format, at most ${MAX_GRAPH_LINK} characters`,
		byDefault: 'none'
	},
	{
		name: 'grid',
		meaning:
			'a grid maze (problem=grid): its size, moves, start, goal, walls and weights in one compact text (v1.9x13.4.s8-0.g4-12.…; docs/grids.md)',
		values: `the grid link text, at most ${MAX_GRID_LINK} characters`,
		byDefault: 'the U-shaped trap'
	},
	{
		name: 'runs',
		meaning: 'the two to four runs compared, comma-separated',
		values:
			'algo, algo:heuristic or wastar:heuristic:w; heuristic custom: the lab’s (hv, hcode); on a graph or a grid algo or wastar::w',
		byDefault: 'bfs,dfs,greedy:manhattan,astar:manhattan'
	},
	{
		name: 'h',
		meaning: 'on a grid, the one heuristic every informed run uses',
		values: GRID_HEURISTIC_NAMES.join(', '),
		byDefault: 'manhattan on 4-connected grids, octile on 8-connected ones'
	},
	{
		name: 'dup',
		meaning:
			'one rule for repeated states for every run that reads it (tree, graph, graph-update, prune), so the runs differ by algorithm alone',
		values: DUPLICATE_POLICIES.join(', '),
		byDefault: 'the algorithm’s own'
	},
	HV_DOC,
	{
		name: 'hcode',
		meaning:
			'with a run algo:custom (an informed algorithm with the heuristic written in the lab, 8-puzzle only), its code as /lab links carry it; run only when the reader presses Run this heuristic',
		values: 'packed code',
		byDefault: 'none'
	}
];

/** /lab (the heuristic lab's code link, src/lib/config/code-link.ts): */
export const LAB_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'v',
		meaning: 'the code format’s version; a link without it loads nothing',
		values: '1',
		byDefault: ''
	},
	{
		name: 'code',
		meaning: 'the heuristic’s code: UTF-8, raw DEFLATE, base64url; at most 20,000 characters',
		values: 'as the lab’s Link to this code writes it',
		byDefault: ''
	}
];
