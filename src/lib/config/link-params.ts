/**
 * Every parameter a Frontier link can hold, documented once: the teachers page renders these
 * tables, and a test checks them against the readers (play-link.ts, embed-link.ts) and README.
 */
import { GRID_HEURISTIC_NAMES, MAX_GRID_LINK } from '../domains/grid';
import { DEFAULT_TIE_BREAK, DEFAULT_WEIGHT } from '../search/descriptions';
import { ENGINE_MAX_EXPANSIONS, UI_MAX_EXPANSIONS } from '../search/options';
import { HEURISTICS } from '../puzzle/heuristics';
import { EXPLORER_PANELS } from './embed-link';
import { CUSTOM_H, GRAPH_PLAY_DEFAULTS, PLAY_DEFAULTS, TILES_WORD } from './play-link';
import { algorithmNamesMessage, DUPLICATE_POLICIES, GOAL_TESTS, TIE_BREAKS } from './run-options';
import { message, type MessageRef } from '../messages';
import { PROBLEM_WORDS } from '../domains';
import { MAX_GRAPH_LINK } from '../domains/graph/link';

export interface ParamDoc {
	readonly name: string;
	readonly meaning: MessageRef;
	/** The values it takes, as a reader would type them (a message when words describe them). */
	readonly values: string | MessageRef;
	/** Its default in link version 1, as written in a link ('' when it has none; words as a message). */
	readonly byDefault: string | MessageRef;
}

/** A message with no parameters (the table's words). */
const said = (id: Parameters<typeof message>[0]): MessageRef => message(id, {} as never);

const NONE = said('notice_doc_default_none');
const OWN = said('notice_doc_default_own');

/** A list of values, comma-separated, as a link writes them. */
const valueList = (...values: readonly string[]): string => values.join(', ');

/** hv, read by /play and /compare alike with their hcode. */
const HV_DOC: ParamDoc = {
	name: 'hv',
	meaning: said('notice_doc_hv'),
	values: '1',
	byDefault: NONE
};

/** g and grid, read by /play and /compare alike. */
const G_DOC: ParamDoc = {
	name: 'g',
	meaning: said('notice_doc_g'),
	values: message('notice_doc_values_graph_text', { max: MAX_GRAPH_LINK }),
	byDefault: NONE
};
const GRID_DOC: ParamDoc = {
	name: 'grid',
	meaning: said('notice_doc_grid'),
	values: message('notice_doc_values_grid_text', { max: MAX_GRID_LINK }),
	byDefault: said('notice_doc_default_trap')
};

export const PLAY_PARAM_DOCS: readonly ParamDoc[] = [
	{ name: 'v', meaning: said('notice_doc_v'), values: '1', byDefault: '1' },
	{
		name: 'problem',
		meaning: said('notice_doc_problem'),
		values: valueList(...PROBLEM_WORDS),
		byDefault: TILES_WORD
	},
	{
		name: 'start',
		meaning: said('notice_doc_start'),
		values: said('notice_doc_values_node'),
		byDefault: GRAPH_PLAY_DEFAULTS['road-map'].start
	},
	G_DOC,
	GRID_DOC,
	{
		name: 'board',
		meaning: said('notice_doc_board'),
		values: said('notice_doc_values_board'),
		byDefault: '41325_786'
	},
	{
		name: 'size',
		meaning: said('notice_doc_size'),
		values: said('notice_doc_values_size'),
		byDefault: said('notice_doc_default_inferred')
	},
	{
		name: 'goal',
		meaning: said('notice_doc_goal'),
		values: said('notice_doc_values_goal'),
		byDefault: message('notice_doc_default_goal', { goal: GRAPH_PLAY_DEFAULTS['road-map'].goal })
	},
	{
		name: 'algo',
		meaning: said('notice_doc_algo'),
		values: algorithmNamesMessage(),
		byDefault: PLAY_DEFAULTS.algorithm
	},
	{
		name: 'preset',
		meaning: said('notice_doc_preset'),
		values: 'tiles-tutorial',
		byDefault: NONE
	},
	{
		name: 'h',
		meaning: said('notice_doc_h'),
		values: message('notice_doc_values_h', {
			tile: valueList(...HEURISTICS, CUSTOM_H),
			grid: valueList(...GRID_HEURISTIC_NAMES)
		}),
		byDefault: PLAY_DEFAULTS.heuristic
	},
	HV_DOC,
	{
		name: 'hcode',
		meaning: said('notice_doc_hcode'),
		values: said('notice_doc_values_packed'),
		byDefault: NONE
	},
	{
		name: 'w',
		meaning: said('notice_doc_w'),
		values: said('notice_doc_values_number'),
		byDefault: String(DEFAULT_WEIGHT)
	},
	{
		name: 'ties',
		meaning: said('notice_doc_ties'),
		values: valueList(...TIE_BREAKS),
		byDefault: DEFAULT_TIE_BREAK
	},
	{
		name: 'test',
		meaning: said('notice_doc_test'),
		values: valueList(...GOAL_TESTS),
		byDefault: OWN
	},
	{
		name: 'dup',
		meaning: said('notice_doc_dup'),
		values: valueList(...DUPLICATE_POLICIES),
		byDefault: OWN
	},
	{
		name: 'order',
		meaning: said('notice_doc_order'),
		values: said('notice_doc_values_order'),
		byDefault: 'UDLR'
	},
	{
		name: 'cap',
		meaning: said('notice_doc_cap'),
		values: message('notice_doc_values_range', { min: 1, max: ENGINE_MAX_EXPANSIONS }),
		byDefault: String(UI_MAX_EXPANSIONS)
	},
	{
		name: 'step',
		meaning: said('notice_doc_step'),
		values: said('notice_doc_values_whole'),
		byDefault: '0'
	},
	{
		name: 'moment',
		meaning: said('notice_doc_moment'),
		values: said('notice_doc_values_whole_positive'),
		byDefault: said('notice_doc_default_whole_step')
	},
	{
		name: 'line',
		meaning: said('notice_doc_line'),
		values: said('notice_doc_values_as_moment'),
		byDefault: NONE
	},
	{
		name: 'grain',
		meaning: said('notice_doc_grain'),
		values: valueList('expansion', 'line'),
		byDefault: 'expansion'
	},
	{
		name: 'unsolvable',
		meaning: said('notice_doc_unsolvable'),
		values: valueList('refuse', 'search'),
		byDefault: 'refuse'
	}
];

const PANELS_LIST = message('notice_doc_values_panels', { panels: valueList(...EXPLORER_PANELS) });

export const EMBED_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'panels',
		meaning: said('notice_doc_panels'),
		values: PANELS_LIST,
		byDefault: said('notice_doc_default_all')
	},
	{
		name: 'hide',
		meaning: said('notice_doc_hide'),
		values: PANELS_LIST,
		byDefault: NONE
	}
];

/** Read by /play and /embed/play beside the run's parameters (view-link.ts: VIEW_PARAMS). */
export const VIEW_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'view',
		meaning: said('notice_doc_view'),
		values: valueList('simple', 'full'),
		byDefault: said('notice_doc_default_see_meaning')
	},
	{
		name: 'quiz',
		meaning: said('notice_doc_quiz'),
		values: valueList('1', '0'),
		byDefault: '0'
	}
];

export const CHALLENGE_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'ask',
		meaning: said('notice_doc_ask'),
		values: valueList('next', 'length'),
		byDefault: 'next'
	},
	{
		name: 'k',
		meaning: said('notice_doc_k'),
		values: message('notice_doc_values_range', { min: 1, max: 10 }),
		byDefault: '3'
	}
];

/** /compare reads v, board, size and step as /play does, plus: */
export const COMPARE_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'problem',
		meaning: said('notice_doc_compare_problem'),
		values: valueList(...PROBLEM_WORDS),
		byDefault: TILES_WORD
	},
	{
		name: 'start',
		meaning: said('notice_doc_compare_start'),
		values: said('notice_doc_values_city'),
		byDefault: GRAPH_PLAY_DEFAULTS['road-map'].start
	},
	G_DOC,
	GRID_DOC,
	{
		name: 'runs',
		meaning: said('notice_doc_runs'),
		values: said('notice_doc_values_runs'),
		byDefault: 'bfs,dfs,greedy:manhattan,astar:manhattan'
	},
	{
		name: 'h',
		meaning: said('notice_doc_compare_h'),
		values: valueList(...GRID_HEURISTIC_NAMES),
		byDefault: said('notice_doc_default_grid_h')
	},
	{
		name: 'dup',
		meaning: said('notice_doc_compare_dup'),
		values: valueList(...DUPLICATE_POLICIES),
		byDefault: OWN
	},
	HV_DOC,
	{
		name: 'hcode',
		meaning: said('notice_doc_compare_hcode'),
		values: said('notice_doc_values_packed'),
		byDefault: NONE
	}
];

/** /lab (the heuristic lab's code link, src/lib/config/code-link.ts): */
export const LAB_PARAM_DOCS: readonly ParamDoc[] = [
	{
		name: 'v',
		meaning: said('notice_doc_lab_v'),
		values: '1',
		byDefault: ''
	},
	{
		name: 'code',
		meaning: message('notice_doc_lab_code', { max: 20_000 }),
		values: said('notice_doc_values_lab_code'),
		byDefault: ''
	}
];
