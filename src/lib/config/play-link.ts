/**
 * The playground's link: every choice that shapes a run, and the step it is paused at, in the
 * URL. Links are a product surface — a teacher's link opened months later must show the same
 * run — so the parameters are versioned (`v`), defaults belong to a version, and reading a link
 * never fails: a wrong parameter is reported by name and replaced by its default, the rest kept.
 */

import type { Board, Direction } from '../puzzle/board';
import { UDLR } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { DEFAULT_HEURISTIC, type HeuristicName } from '../puzzle/heuristics';
import {
	DOMAIN_IDS,
	DOMAINS,
	domainOfWord,
	problemLink,
	PROBLEM_WORDS,
	type DomainId,
	type ProblemSpec
} from '../domains';
import {
	boardLinkText,
	goalLinkText,
	LINK_DEFAULT_BOARD,
	TILE_LINK,
	TILES_WORD
} from '../domains/tile';
import type { AlgorithmName } from '../search/algorithms';
import {
	algorithmNameMessage,
	DEFAULT_TIE_BREAK,
	DEFAULT_WEIGHT,
	DESCRIPTIONS,
	readsOption
} from '../search/descriptions';
import {
	ENGINE_MAX_EXPANSIONS,
	UI_MAX_EXPANSIONS,
	type DuplicatePolicy,
	type GoalTestTiming,
	type SearchOptions,
	type TieBreak
} from '../search/options';
import {
	tilesTutorialOptions,
	tilesTutorialProgram,
	TILES_TUTORIAL,
	TILES_TUTORIAL_CHILD_ORDER,
	TILES_TUTORIAL_HEURISTIC,
	TILES_TUTORIAL_OPTIONS
} from '../search/tiles-tutorial';
import {
	childOrderText,
	readAlgorithm,
	readChildOrder,
	readDuplicates,
	readGoalTest,
	readHeuristic,
	readTieBreak,
	readWeight,
	readWholeNumber,
	type FieldRead,
	type Grain
} from './run-options';
import {
	choiceList,
	duplicateNotices,
	quoted,
	unknownNotices,
	type LinkNotice
} from './link-notices';
import { message, type MessageRef } from '../messages';
import { CUSTOM_H_LABEL } from './play-titles';
import { readUnsolvablePolicy, type UnsolvablePolicy } from './unsolvable-board';
import { isPackedText, LAB_LINK_VERSION } from './code-link';
import type { HeuristicTable } from '../search/tile-problem';
import {
	GRAPH_LINK,
	GRAPH_NAMES,
	GRAPH_TEXT_PARAM,
	DEFAULT_OWN_GRAPH,
	graphLinkText,
	hHolds,
	isGraphName,
	isGraphWord,
	NAMED_GRAPH_ENDS,
	NAMED_GRAPHS,
	nodeWordOf,
	OWN_GRAPH,
	type GraphName,
	type GraphRun,
	type GraphSpec,
	type GraphWord
} from '../domains/graph';
import {
	defaultGridHeuristic,
	DEFAULT_GRID,
	GRID_HEURISTIC_NAMES,
	GRID_LINK,
	GRID_PARAM,
	GRID_WORD,
	gridLinkText,
	isGridHeuristicName,
	type GridHeuristicName,
	type GridSpec
} from '../domains/grid';

/**
 * The link format this code writes. Bump it when a default changes, and keep reading older ones.
 * `moment` and `grain` joined version 1 without changing any default: a link without them opens
 * as it always did, at the whole step. `moment` was first written `line`; a link with `line=`
 * still opens the same moment, and is written back with `moment=` (a pseudocode line is the
 * number the panel prints beside it, which a moment only points at).
 */
export const LINK_VERSION = 1;

/**
 * The choices every run makes, whatever problem it searches, and the position it rests at.
 */
export interface RunChoices {
	readonly algorithm: AlgorithmName;
	readonly weight: number;
	readonly tieBreak: TieBreak;
	/** When the goal is tested (`test=`), or null for the algorithm's textbook default. */
	readonly goalTest: GoalTestTiming | null;
	/**
	 * What becomes of a child whose state was reached before (`dup=`): tree search, graph
	 * search, graph search with frontier update; null for the algorithm's textbook default,
	 * which a link never names (see `ownDuplicates`).
	 */
	readonly duplicates: DuplicatePolicy | null;
	readonly maxExpansions: number;
	/** The event the run is paused at: 0 is the start, k the k-th event after it. */
	readonly step: number;
	/**
	 * The moment within `step` it is paused at (0 = the first), or null for the whole step: one
	 * of the step's line steps (line-steps.ts), each carrying out one line of the pseudocode.
	 */
	readonly moment: number | null;
	/** What stepping and playing move by: whole expansions, or lines of the pseudocode. */
	readonly grain: Grain;
}

/** A run on the sliding-tile puzzle: a link without `problem=`, as every link before it. */
export interface TilePlayConfig extends RunChoices {
	readonly problem: 'tile';
	readonly board: Board;
	readonly goal: Board;
	readonly heuristic: HeuristicName;
	readonly childOrder: readonly Direction[];
	/**
	 * A board that cannot reach the goal is refused ('refuse') unless the link asks to search it
	 * anyway ('search'). It decides whether a run starts, not what the run does.
	 */
	readonly unsolvable: UnsolvablePolicy;
	/**
	 * A named bundle of rules the run follows instead of the algorithm's defaults, or null.
	 * 'tiles-tutorial' (seed 000, src/lib/search/tiles-tutorial.ts) holds for wastar and walk
	 * only, and fixes the goal, the heuristic, the tie-break and the child order it uses.
	 */
	readonly preset: PlayPreset | null;
	/**
	 * A heuristic written in the lab that the run uses instead of `heuristic` (`h=custom`), or
	 * null. 8-puzzle boards only: its table holds h of every 3×3 board.
	 */
	readonly customH: CustomHeuristic | null;
}

/**
 * A run on a graph: a named one (`problem=road-map`) from one node to another, h the graph's
 * own (used when it was written for that goal; otherwise an informed search runs with h = 0); or
 * a graph of the reader's own (`problem=graph&g=…`), with the start, goals and h its text gives.
 */
export interface GraphPlayConfig extends RunChoices {
	readonly problem: 'graph';
	readonly graph: GraphWord;
	/** The graph written in the link when `graph` is OWN_GRAPH (its start and goals too); else null. */
	readonly own: GraphRun | null;
	readonly start: string;
	/** The goal; a graph of one's own may have more (`own.goals`, this the first). */
	readonly goal: string;
}

/**
 * A run on a grid maze (`problem=grid&grid=…`): the grid in the link's compact text, and the
 * heuristic an informed search reads (`h=`; the one exact on the grid's moves when absent).
 */
export interface GridPlayConfig extends RunChoices {
	readonly problem: 'grid';
	readonly grid: GridSpec;
	readonly heuristic: GridHeuristicName;
}

/** A grid run on `grid` with its moves' own heuristic and `choices`. */
export function gridPlayConfig(grid: GridSpec, choices: RunChoices): GridPlayConfig {
	return { problem: 'grid', grid, heuristic: defaultGridHeuristic(grid.connectivity), ...choices };
}

/** The graph a graph run searches: its own, or the named one. */
export function graphOf(config: Pick<GraphPlayConfig, 'graph' | 'own'>): GraphSpec {
	return config.own?.graph ?? NAMED_GRAPHS[config.graph as GraphName];
}

/** What a graph run searches, as the registry names it: the graph, the start, the goals. */
export function graphRunOf(
	config: Pick<GraphPlayConfig, 'graph' | 'own' | 'start' | 'goal'>
): GraphRun {
	return config.own ?? { graph: graphOf(config), start: config.start, goals: [config.goal] };
}

/** What the pages call a graph run's graph and its h, as messages (play-titles.ts). */
export { graphTitlesOf } from './play-titles';

/** A graph run on a graph of one's own: its start and first goal read from it. */
export function ownGraphConfig(run: GraphRun, choices: RunChoices): GraphPlayConfig {
	return {
		problem: 'graph',
		graph: OWN_GRAPH,
		own: run,
		start: run.start,
		goal: run.goals[0],
		...choices
	};
}

/** The choices of `config` every problem shares: what a run keeps when its problem changes. */
export function runChoicesOf(config: RunChoices): RunChoices {
	const { algorithm, weight, tieBreak, goalTest, duplicates, maxExpansions, step, moment, grain } =
		config;
	return { algorithm, weight, tieBreak, goalTest, duplicates, maxExpansions, step, moment, grain };
}

/**
 * The repeated-states rule a run of `algorithm` keeps: null (the algorithm's own) when `policy`
 * is its description's default, so a link names the rule only where it departs from the
 * textbook's and an old link, naming none, reads back the same.
 */
export function ownDuplicates(
	algorithm: AlgorithmName,
	policy: DuplicatePolicy | null
): DuplicatePolicy | null {
	return policy === DESCRIPTIONS[algorithm].defaults.duplicates ? null : policy;
}

/** A playground run, on whichever problem: what a link holds and the explorer shows. */
export type PlayConfig = TilePlayConfig | GraphPlayConfig | GridPlayConfig;

/** A student's h from the lab, as a playground link carries it and a run reads it. */
export interface CustomHeuristic {
	/** The code as the link carries it: raw DEFLATE in base64url, the lab's format (code-link.ts). */
	readonly packed: string;
	/**
	 * h of every board reaching the goal, once the reader has run the code in the lab's sandbox;
	 * null until then (code from a link never runs by itself).
	 */
	readonly table: HeuristicTable | null;
}

/** What `h` says for a custom heuristic, and what the heuristic is called. */
export const CUSTOM_H = 'custom';
export { CUSTOM_H_LABEL };

/** The lab's h as a run reads it: the values the sandbox computed, under the custom h's name. */
export function customTable(values: Float64Array): HeuristicTable {
	return { label: CUSTOM_H_LABEL, values };
}

/** The presets a link can name. */
export type PlayPreset = typeof TILES_TUTORIAL;
export const PLAY_PRESETS: readonly PlayPreset[] = [TILES_TUTORIAL];

export type { LinkNotice } from './link-notices';

export interface ReadLink {
	readonly config: PlayConfig;
	readonly notices: readonly LinkNotice[];
}

/** Version 1's defaults: an 8-puzzle seven moves from the goal, under A* with Manhattan distance. */
export const PLAY_DEFAULTS: TilePlayConfig = Object.freeze({
	problem: 'tile',
	board: LINK_DEFAULT_BOARD,
	goal: goalBoard(3, 3, 'blank-last'),
	algorithm: 'astar',
	heuristic: DEFAULT_HEURISTIC,
	weight: DEFAULT_WEIGHT,
	tieBreak: DEFAULT_TIE_BREAK,
	goalTest: null,
	duplicates: null,
	childOrder: UDLR,
	maxExpansions: UI_MAX_EXPANSIONS,
	step: 0,
	moment: null,
	grain: 'expansion',
	unsolvable: 'refuse',
	preset: null,
	customH: null
});

/** A grid run when a link names only the problem: the U-shaped trap under A*. */
export const GRID_PLAY_DEFAULTS: GridPlayConfig = Object.freeze(
	gridPlayConfig(DEFAULT_GRID, runChoicesOf(PLAY_DEFAULTS))
);

/** The name links made before `moment` had for it: still read, never written. */
export const MOMENT_ALIAS = 'line';

/** The parameter a link names its moment with: `moment`, or the older `line` when only that is given. */
export function momentParam(query: URLSearchParams): 'moment' | typeof MOMENT_ALIAS {
	return !query.has('moment') && query.has(MOMENT_ALIAS) ? MOMENT_ALIAS : 'moment';
}

/** The parameters a playground link may hold, in the order links write them. */
export const PLAY_PARAMS: readonly string[] = [
	'v',
	'problem',
	'start',
	GRAPH_TEXT_PARAM,
	GRID_PARAM,
	'board',
	'size',
	'goal',
	'algo',
	'preset',
	'h',
	'hv',
	'hcode',
	'w',
	'ties',
	'test',
	'dup',
	'order',
	'cap',
	'step',
	'moment',
	MOMENT_ALIAS,
	'grain',
	'unsolvable'
];

/**
 * Reads a link's query; never throws, whatever the text. `otherParams` are parameters the page
 * reads itself (an embed's `hide`), which are not reported as unknown. `labHeuristic`: whether
 * the page can show and run a heuristic from the lab (`h=custom`); the others say they cannot.
 */
export function readPlayLink(
	query: URLSearchParams,
	otherParams: readonly string[] = [],
	labHeuristic = false
): ReadLink {
	const notices: LinkNotice[] = [];
	const note = (param: string, said: MessageRef): void => {
		notices.push({ param, message: said });
	};
	const read = <T>(param: string, reader: (text: string) => FieldRead<T>, fallback: T): T => {
		const text = query.get(param);
		if (text === null) return fallback;
		const result = reader(text.trim());
		if (result.ok) return result.value;
		note(param, message('notice_param_default', { param, problem: result.why }));
		return fallback;
	};

	notices.push(...duplicateNotices(query));
	const version = read('v', readWholeNumber, LINK_VERSION);
	if (version < 1) {
		note('v', message('notice_version_below', { version, current: LINK_VERSION }));
	} else if (version > LINK_VERSION) {
		note('v', message('notice_version_newer', { version }));
	}
	const problem = readProblemWord(query, note);
	notices.push(...unknownNotices(query, [...PLAY_PARAMS, ...otherParams]));
	notices.push(...otherProblemNotices(query, problem));
	const tile = problem === 'tile';

	// Read in the order links write their parameters, so that notices come in that order too:
	// the board and goal first (a graph's start and goal are read after the run's choices, as
	// they always were, for one of their notices depends on the algorithm).
	const { board, goal } = tile
		? TILE_LINK.read(query, TILES_WORD, note)
		: { board: PLAY_DEFAULTS.board, goal: PLAY_DEFAULTS.goal };
	const maxExpansions = read('cap', readWholeNumber, PLAY_DEFAULTS.maxExpansions);
	const algorithm = read('algo', readAlgorithm, PLAY_DEFAULTS.algorithm);
	const unused = unusedOptionNotices(query, algorithm).filter(
		(notice) => !foreignParams(problem).includes(notice.param)
	);
	notices.push(...unused);
	const ignored = (param: string): boolean => unused.some((notice) => notice.param === param);
	const custom = tile && !ignored('h') && query.get('h')?.trim() === CUSTOM_H;
	if (custom && !labHeuristic) {
		note('h', message('notice_custom_elsewhere', { custom: CUSTOM_H }));
	}
	const heuristic =
		!tile || custom || ignored('h')
			? PLAY_DEFAULTS.heuristic
			: read('h', readHeuristic, PLAY_DEFAULTS.heuristic);
	const weight = ignored('w') ? PLAY_DEFAULTS.weight : read('w', readWeight, PLAY_DEFAULTS.weight);
	const tieBreak = ignored('ties')
		? PLAY_DEFAULTS.tieBreak
		: read('ties', readTieBreak, PLAY_DEFAULTS.tieBreak);
	const goalTest = ignored('test') ? null : read('test', readGoalTest, PLAY_DEFAULTS.goalTest);
	const duplicates = ignored('dup')
		? null
		: ownDuplicates(
				algorithm,
				read<DuplicatePolicy | null>('dup', readDuplicates, PLAY_DEFAULTS.duplicates)
			);
	const childOrder = tile
		? read('order', readChildOrder, PLAY_DEFAULTS.childOrder)
		: PLAY_DEFAULTS.childOrder;
	const choices: RunChoices = {
		algorithm,
		weight,
		tieBreak,
		goalTest,
		duplicates,
		maxExpansions: capWithinEngineLimit(maxExpansions, note),
		step: read('step', readWholeNumber, PLAY_DEFAULTS.step),
		moment: readMoment(query, read, note),
		grain: read('grain', readGrain, PLAY_DEFAULTS.grain)
	};
	if (problem === GRID_WORD) {
		const { grid } = GRID_LINK.read(query, GRID_WORD, note);
		const byDefault = defaultGridHeuristic(grid.connectivity);
		const gridHeuristic = ignored('h') ? byDefault : read('h', readGridHeuristic, byDefault);
		return { config: { problem: 'grid', grid, heuristic: gridHeuristic, ...choices }, notices };
	}
	if (!tile) return { config: readGraphRun(query, problem, choices, note), notices };
	const config: TilePlayConfig = {
		problem: 'tile',
		...choices,
		board,
		goal,
		heuristic,
		childOrder,
		unsolvable: read('unsolvable', readUnsolvablePolicy, PLAY_DEFAULTS.unsolvable),
		preset: null,
		customH: readCustomHeuristic(query, custom && labHeuristic, board, note)
	};
	return { config: readPreset(query, config, note), notices };
}

/**
 * Reads a link for a page that shows the tile puzzle only (the challenge, a comparison's board,
 * practice's runs): a link naming another problem is read as a tile link, and says so.
 */
export function readTilePlayLink(
	query: URLSearchParams,
	otherParams: readonly string[] = [],
	labHeuristic = false
): { readonly config: TilePlayConfig; readonly notices: readonly LinkNotice[] } {
	const text = query.get('problem')?.trim();
	const named = text !== undefined && text !== TILES_WORD;
	const tileQuery = new URLSearchParams(query);
	if (named) tileQuery.delete('problem');
	const { config, notices } = readPlayLink(tileQuery, otherParams, labHeuristic);
	// Without `problem`, every link reads as a tile run.
	if (config.problem !== 'tile') throw new Error('A link without "problem" is a tile run.');
	const said: LinkNotice[] = named
		? [
				{
					param: 'problem',
					message: message('notice_problem_tile_only', { value: quoted(text) })
				}
			]
		: [];
	return { config, notices: [...said, ...notices] };
}

/** The word a link names the tile puzzle with (the tile domain's). */
export { TILES_WORD };

/**
 * The parameters a playground run on each problem reads beyond its link's own (the domain's:
 * a board and its size, a graph's start): the tile run's heuristic, its lab code, child order,
 * preset and unsolvable policy.
 */
const RUN_PARAMS: Readonly<Record<DomainId, readonly string[]>> = {
	tile: ['h', 'hv', 'hcode', 'order', 'preset', 'unsolvable'],
	graph: [],
	grid: ['h']
};

/** A grid's heuristic as `h=` names it. */
function readGridHeuristic(text: string): FieldRead<GridHeuristicName> {
	return isGridHeuristicName(text)
		? { ok: true, value: text }
		: {
				ok: false,
				why: message('notice_field_grid_heuristic', {
					value: quoted(text),
					choices: choiceList(GRID_HEURISTIC_NAMES)
				})
			};
}

/** The parameters that describe a run on one problem only. */
function ownParams(domain: DomainId): readonly string[] {
	return [...DOMAINS[domain].link.params, ...RUN_PARAMS[domain]];
}

/** Each named graph's run when a link names only the graph: its drive (the road map's A to B). */
export const GRAPH_PLAY_DEFAULTS: Readonly<Record<GraphName, GraphPlayConfig>> = Object.freeze(
	Object.fromEntries(
		GRAPH_NAMES.map((graph) => [
			graph,
			Object.freeze({
				problem: 'graph',
				graph,
				own: null,
				...NAMED_GRAPH_ENDS[graph],
				...runChoicesOf(PLAY_DEFAULTS)
			} satisfies GraphPlayConfig)
		])
	) as Record<GraphName, GraphPlayConfig>
);

/** The problem a link names (`problem=`): the tile puzzle when it names none. */
export function readProblemWord(
	query: URLSearchParams,
	note: (param: string, said: MessageRef) => void
): ProblemWord {
	const text = query.get('problem')?.trim();
	if (text === undefined) return 'tile';
	const domain = domainOfWord(text);
	if (domain === 'tile') return 'tile';
	if (domain === 'grid') return GRID_WORD;
	if (domain === 'graph' && isGraphWord(text)) return text;
	note(
		'problem',
		message('notice_problem_unknown', { choices: choiceList(PROBLEM_WORDS), value: quoted(text) })
	);
	return 'tile';
}

/** What a link's `problem=` is read as: the tile puzzle, a graph by its word, or a grid maze. */
export type ProblemWord = 'tile' | GraphWord | typeof GRID_WORD;

/**
 * The problem a configuration shows, as a link's `problem=` and the pages' Problem select name
 * it: the tile puzzle, a graph by its word, or a grid maze.
 */
export function problemChoice(
	config: { readonly problem: 'tile' | 'grid' } | Pick<GraphPlayConfig, 'problem' | 'graph'>
): ProblemWord {
	return config.problem === 'graph' ? config.graph : config.problem === 'grid' ? GRID_WORD : 'tile';
}

/**
 * A run on the problem `choice` names, from its textbook start (the road map's drive, the
 * U-shaped trap, the default board), keeping `kept`: what a page opens when the reader picks
 * another problem.
 */
export function problemStart(choice: string, kept: RunChoices): PlayConfig {
	if (choice === OWN_GRAPH) return ownGraphConfig(DEFAULT_OWN_GRAPH, kept);
	if (choice === GRID_WORD) return { ...GRID_PLAY_DEFAULTS, ...kept };
	if (isGraphName(choice)) return { ...GRAPH_PLAY_DEFAULTS[choice], ...kept };
	return { ...PLAY_DEFAULTS, ...kept };
}

/** The domain of a problem a link names: a named graph is a graph. */
export function domainOfProblem(problem: ProblemWord): DomainId {
	return problem === 'tile' ? 'tile' : problem === GRID_WORD ? 'grid' : 'graph';
}

/**
 * The parameters that describe runs on other problems than `problem`'s, which its link ignores;
 * not one `problem`'s own runs read too (a tile run's `h` is a grid run's as well).
 */
function foreignParams(problem: ProblemWord): readonly string[] {
	const own = ownParams(domainOfProblem(problem));
	return otherDomains(problem)
		.flatMap(ownParams)
		.filter((param) => !own.includes(param));
}

function otherDomains(problem: ProblemWord): readonly DomainId[] {
	return DOMAIN_IDS.filter((domain) => domain !== domainOfProblem(problem));
}

/** A notice for each parameter the link gives that describes another kind of problem. */
function otherProblemNotices(query: URLSearchParams, problem: ProblemWord): LinkNotice[] {
	const shown = DOMAINS[domainOfProblem(problem)].link.shown(
		problem === 'tile' ? TILES_WORD : problem
	);
	// A parameter two other problems read (`h`) is said once, as the first of them reads it.
	const said = new Set(ownParams(domainOfProblem(problem)));
	return otherDomains(problem).flatMap((domain) =>
		ownParams(domain)
			.filter((param) => query.has(param) && !said.has(param) && said.add(param).has(param))
			.map((param) => ({
				param,
				message: message('notice_other_problem', {
					param,
					does: DOMAINS[domain].link.paramsDo,
					shown
				})
			}))
	);
}

/**
 * A run on the named graph `name`: its start and goal, by name or label (the graph domain's
 * link), and the choices; and whether the graph's h holds for that goal, which the algorithm
 * decides the use of.
 */
function readGraphRun(
	query: URLSearchParams,
	name: Exclude<ProblemWord, 'tile' | typeof GRID_WORD>,
	choices: RunChoices,
	note: (param: string, said: MessageRef) => void
): GraphPlayConfig {
	const run = GRAPH_LINK.read(query, name, note);
	const algorithm = algorithmNameMessage(choices.algorithm, 'inSentence');
	if (name === OWN_GRAPH) {
		if (DESCRIPTIONS[choices.algorithm].informed && run.graph.h === null) {
			note('algo', message('notice_own_graph_no_h', { algorithm }));
		}
		return ownGraphConfig(run, choices);
	}
	const { graph, start, goals } = run;
	const goal = goals[0];
	if (DESCRIPTIONS[choices.algorithm].informed && !hHolds(graph, [goal])) {
		note(
			'goal',
			message('notice_graph_h_other_goal', {
				hGoals: graph.hGoals.join(', '),
				goal,
				algorithm,
				nodeWord: nodeWordOf(graph)
			})
		);
	}
	return { problem: 'graph', graph: name, own: null, start, goal, ...choices };
}

/**
 * The run options a link can name that an algorithm may not use, each with what its
 * description says about it: h only for an informed search, w where the description lists the
 * weight among its options, ties where it lists the tie-break (a queue or a stack has no ties to
 * break). The child order (`order`) is used by every algorithm, and so is not here.
 */
const ALGORITHM_OPTIONS: readonly {
	readonly param: string;
	readonly what: MessageRef;
	readonly uses: (algorithm: AlgorithmName) => boolean;
}[] = [
	{ param: 'h', what: message('notice_what_h', {}), uses: (name) => DESCRIPTIONS[name].informed },
	{
		param: 'w',
		what: message('notice_what_w', {}),
		uses: (name) => readsOption(DESCRIPTIONS[name], 'weight')
	},
	{
		param: 'ties',
		what: message('notice_what_ties', {}),
		uses: (name) => readsOption(DESCRIPTIONS[name], 'tieBreak')
	},
	{
		param: 'test',
		what: message('notice_what_test', {}),
		uses: (name) => readsOption(DESCRIPTIONS[name], 'goalTest')
	},
	{
		param: 'dup',
		what: message('notice_what_dup', {}),
		uses: (name) => readsOption(DESCRIPTIONS[name], 'duplicates')
	}
];

/**
 * A notice for each option the link gives that its algorithm does not use: the run goes on
 * without it, whatever its value. With h, the lab's code it would carry (hv, hcode) goes too.
 */
export function unusedOptionNotices(
	query: URLSearchParams,
	algorithm: AlgorithmName
): LinkNotice[] {
	const notices: LinkNotice[] = [];
	for (const { param, what, uses } of ALGORITHM_OPTIONS) {
		const text = query.get(param);
		if (text === null || uses(algorithm)) continue;
		const carried = param === 'h' ? ['hv', 'hcode'].filter((other) => query.has(other)) : [];
		const said = {
			param,
			value: quoted(text.trim()),
			algorithm: algorithmNameMessage(algorithm, 'inSentence'),
			what
		};
		const names = carried.map((other) => `"${other}"`);
		notices.push({
			param,
			message:
				names.length === 0
					? message('notice_unused_option', said)
					: message('notice_unused_option_carried', {
							...said,
							count: names.length,
							carried:
								names.length === 1
									? names[0]
									: message('notice_and', { first: names[0], last: names[1] })
						})
		});
	}
	return notices;
}

/** Whether a run of `algorithm` uses the option a link writes as `param` (h, w or ties). */
export function algorithmUses(algorithm: AlgorithmName, param: string): boolean {
	return ALGORITHM_OPTIONS.find((option) => option.param === param)?.uses(algorithm) ?? true;
}

/**
 * The lab's heuristic a link carries (`h=custom&hv=1&hcode=…`), checked as far as it can be
 * without unpacking (which is asynchronous: the page unpacks it and says when it is damaged).
 * Whatever is wrong is said, and the run falls back to Manhattan distance.
 */
export function readCustomHeuristic(
	query: URLSearchParams,
	custom: boolean,
	board: Board,
	note: (param: string, said: MessageRef) => void
): CustomHeuristic | null {
	const packed = query.get('hcode')?.trim() ?? null;
	const version = query.get('hv')?.trim() ?? null;
	// Whatever is wrong with the lab's heuristic, the run uses Manhattan distance.
	const fallback = (param: string, why: MessageRef): null => {
		note(param, message('notice_manhattan_fallback', { why }));
		return null;
	};
	if (!custom) {
		if (query.get('h')?.trim() !== CUSTOM_H && (packed !== null || version !== null)) {
			note(packed !== null ? 'hcode' : 'hv', message('notice_hcode_ignored', { custom: CUSTOM_H }));
		}
		return null;
	}
	if (packed === null) return fallback('h', message('notice_custom_no_code', { custom: CUSTOM_H }));
	if (version !== String(LAB_LINK_VERSION)) {
		return fallback(
			'hv',
			version === null
				? message('notice_custom_no_version', { version: LAB_LINK_VERSION })
				: message('notice_custom_other_version', {
						value: quoted(version),
						version: LAB_LINK_VERSION
					})
		);
	}
	if (board.rows !== 3 || board.cols !== 3) {
		return fallback(
			'h',
			message('notice_custom_not_8_puzzle', { rows: board.rows, cols: board.cols })
		);
	}
	if (!isPackedText(packed)) return fallback('hcode', DAMAGED_HEURISTIC);
	return { packed, table: null };
}

/** The sentence for a heuristic's code that cannot be unpacked (the page says it too). */
export const DAMAGED_HEURISTIC: MessageRef = message('notice_custom_damaged', {});

/**
 * Applies the link's `preset`, if it names one that fits its algorithm. A parameter the preset
 * fixes and the link sets otherwise is said and overridden: the preset is the reason for the link.
 */
function readPreset(
	query: URLSearchParams,
	config: TilePlayConfig,
	note: (param: string, said: MessageRef) => void
): TilePlayConfig {
	const text = query.get('preset')?.trim();
	if (text === undefined) return config;
	const preset = PLAY_PRESETS.find((name) => name === text);
	if (preset === undefined) {
		note(
			'preset',
			message('notice_preset_unknown', { choices: PLAY_PRESETS.join(', '), value: quoted(text) })
		);
		return config;
	}
	if (tilesTutorialProgram(config.algorithm) === null) {
		note(
			'preset',
			message('notice_preset_other_algorithm', { preset, algorithm: config.algorithm })
		);
		return config;
	}
	const fixed = withPreset(config, preset);
	const given: [param: string, asked: string, used: string][] = [
		['goal', goalLinkText(config.goal), goalLinkText(fixed.goal)],
		['h', config.customH === null ? config.heuristic : CUSTOM_H, fixed.heuristic],
		['ties', config.tieBreak, fixed.tieBreak],
		['order', childOrderText(config.childOrder), childOrderText(fixed.childOrder)],
		['test', config.goalTest ?? 'default', fixed.goalTest ?? 'default'],
		['dup', config.duplicates ?? 'default', fixed.duplicates ?? 'default']
	];
	for (const [param, asked, used] of given) {
		if (query.has(param) && asked !== used) {
			note(param, message('notice_preset_wins', { param, value: quoted(asked), preset, used }));
		}
	}
	return fixed;
}

/**
 * `config` under `preset` (null: as it is, the preset dropped): the preset's goal, heuristic,
 * tie-break and child order, and an algorithm it covers (weighted A*, tilesSearch.py, unless the
 * walk is chosen). Board, weight (the ratio), cap and position are kept.
 */
export function withPreset(config: TilePlayConfig, preset: PlayPreset | null): TilePlayConfig {
	if (preset === null) return config.preset === null ? config : { ...config, preset: null };
	const program = tilesTutorialProgram(config.algorithm) ?? 'search';
	const tieBreak = TILES_TUTORIAL_OPTIONS[program].tieBreak ?? PLAY_DEFAULTS.tieBreak;
	const algorithm = program === 'search' ? 'wastar' : 'walk';
	return {
		...config,
		algorithm,
		goal: goalBoard(config.board.rows, config.board.cols, 'blank-last'),
		heuristic: TILES_TUTORIAL_HEURISTIC,
		tieBreak,
		goalTest: null,
		duplicates: null,
		childOrder: TILES_TUTORIAL_CHILD_ORDER,
		preset,
		customH: null
	};
}

/**
 * Does `config` still follow its preset? False once an algorithm it does not cover, or a goal,
 * heuristic, tie-break or child order other than the preset's, has been chosen.
 */
export function presetHolds(config: TilePlayConfig): boolean {
	if (config.preset === null || tilesTutorialProgram(config.algorithm) === null) return false;
	const fixed = withPreset(config, config.preset);
	return (
		goalLinkText(config.goal) === goalLinkText(fixed.goal) &&
		config.heuristic === fixed.heuristic &&
		config.customH === null &&
		config.tieBreak === fixed.tieBreak &&
		config.goalTest === fixed.goalTest &&
		config.duplicates === fixed.duplicates &&
		childOrderText(config.childOrder) === childOrderText(fixed.childOrder)
	);
}

/**
 * The engine options of a playground run: the tie-break, weight and cap it names, or under a
 * preset the preset's rules with its weight (the tutorial's ratio) and cap. The explorer, the
 * challenge and every page that runs a playground link read them here.
 */
export function playRunOptions(config: PlayConfig): SearchOptions {
	const program =
		config.problem !== 'tile' || config.preset === null
			? null
			: tilesTutorialProgram(config.algorithm);
	const { weight, maxExpansions, goalTest, duplicates } = config;
	if (program !== null) return tilesTutorialOptions(program, { weight, maxExpansions });
	return {
		tieBreak: config.tieBreak,
		weight,
		maxExpansions,
		...(goalTest === null ? {} : { goalTest }),
		...(duplicates === null ? {} : { duplicates })
	};
}

/**
 * `moment=k` (or the older `line=k`) counts a step's moments from 1, as the counter does; stored
 * from 0. Given both, `moment` wins and the other is said to be ignored.
 */
function readMoment(
	query: URLSearchParams,
	read: <T>(param: string, reader: (text: string) => FieldRead<T>, fallback: T) => T,
	note: (param: string, said: MessageRef) => void
): number | null {
	if (query.has('moment')) {
		if (query.has(MOMENT_ALIAS)) {
			note(MOMENT_ALIAS, message('notice_moment_alias', { alias: MOMENT_ALIAS }));
		}
		return read('moment', readMomentNumber, PLAY_DEFAULTS.moment);
	}
	return read(MOMENT_ALIAS, readMomentNumber, PLAY_DEFAULTS.moment);
}

function readMomentNumber(text: string): FieldRead<number | null> {
	const read = readWholeNumber(text);
	if (!read.ok || read.value < 1) {
		return {
			ok: false,
			why: message('notice_field_moment', { value: `"${text}"` })
		};
	}
	return { ok: true, value: read.value - 1 };
}

function readGrain(text: string): FieldRead<Grain> {
	return text === 'expansion' || text === 'line'
		? { ok: true, value: text }
		: {
				ok: false,
				why: message('notice_field_grain', { value: `"${text}"` })
			};
}

function capWithinEngineLimit(
	cap: number,
	note: (param: string, said: MessageRef) => void
): number {
	if (cap >= 1 && cap <= ENGINE_MAX_EXPANSIONS) return cap;
	const limited = Math.min(Math.max(cap, 1), ENGINE_MAX_EXPANSIONS);
	note('cap', message('notice_cap_limited', { max: ENGINE_MAX_EXPANSIONS, used: limited }));
	return limited;
}

/** A goal as links write it: its convention's name, else the board (the tile domain's link). */
export { goalLinkText };

/** A board as links write it (the tile domain's words). */
export { boardLinkText };

/**
 * Whether two configurations describe the same run, whatever step, moment or grain they rest at:
 * every setting is the same value (boards and lists compared by identity, as a step keeps them).
 */
export function sameRun(a: PlayConfig, b: PlayConfig): boolean {
	const choices =
		a.algorithm === b.algorithm &&
		a.weight === b.weight &&
		a.tieBreak === b.tieBreak &&
		a.goalTest === b.goalTest &&
		a.duplicates === b.duplicates &&
		a.maxExpansions === b.maxExpansions;
	if (!choices) return false;
	if (a.problem === 'grid' || b.problem === 'grid') {
		return (
			a.problem === 'grid' &&
			b.problem === 'grid' &&
			a.heuristic === b.heuristic &&
			(a.grid === b.grid || gridLinkText(a.grid) === gridLinkText(b.grid))
		);
	}
	if (a.problem === 'graph' || b.problem === 'graph') {
		return (
			a.problem === 'graph' &&
			b.problem === 'graph' &&
			a.graph === b.graph &&
			a.start === b.start &&
			a.goal === b.goal &&
			(a.own === b.own ||
				(a.own !== null && b.own !== null && graphLinkText(a.own) === graphLinkText(b.own)))
		);
	}
	return (
		a.board === b.board &&
		a.goal === b.goal &&
		a.heuristic === b.heuristic &&
		a.childOrder === b.childOrder &&
		a.preset === b.preset &&
		a.customH === b.customH
	);
}

/**
 * The problem a playground's or a comparison's configuration searches, as the registry names it
 * (the part of it a link writes: a board and its goal; a named graph, its start and its goal).
 */
export function linkedProblem(
	config:
		| { readonly problem: 'tile'; readonly board: Board; readonly goal: Board }
		| ({ readonly problem: 'graph' } & Pick<GraphPlayConfig, 'graph' | 'own' | 'start' | 'goal'>)
		| Pick<GridPlayConfig, 'problem' | 'grid'>
): ProblemSpec {
	if (config.problem === 'grid') return { problem: 'grid', spec: { grid: config.grid } };
	return config.problem === 'graph'
		? { problem: 'graph', spec: graphRunOf(config) }
		: { problem: 'tile', spec: { board: config.board, goal: config.goal } };
}

/**
 * The query that reopens `config`: the version, the board, then only what differs from the
 * version's defaults, in a fixed order so equal configurations give equal links.
 */
export function playLinkQuery(config: PlayConfig): string {
	const entries: (readonly [string, string])[] = [['v', String(LINK_VERSION)]];
	const add = (param: string, value: string, defaultValue: string): void => {
		if (value !== defaultValue) entries.push([param, value]);
	};
	// An option the algorithm does not use is not written: the link would only say it was ignored.
	const uses = (param: string): boolean => algorithmUses(config.algorithm, param);
	// The values a link leaves out: its problem's, and under a preset what the preset fixes.
	const defaults: PlayConfig =
		config.problem === 'grid'
			? gridPlayConfig(config.grid, runChoicesOf(PLAY_DEFAULTS))
			: config.problem === 'graph'
				? config.own === null
					? GRAPH_PLAY_DEFAULTS[config.graph as GraphName]
					: ownGraphConfig(config.own, runChoicesOf(PLAY_DEFAULTS))
				: config.preset === null
					? PLAY_DEFAULTS
					: withPreset(config, config.preset);
	// What is searched, as its domain writes it: the problem, a graph's start and goal; a board,
	// its size and goal (a goal is left out when it is the default, blank-last, which a preset's
	// goal is too).
	entries.push(...problemLink(linkedProblem(config)));
	add('algo', config.algorithm, PLAY_DEFAULTS.algorithm);
	if (config.problem === 'grid' && defaults.problem === 'grid' && uses('h')) {
		add('h', config.heuristic, defaults.heuristic);
	}
	if (config.problem === 'tile' && defaults.problem === 'tile') {
		if (config.preset !== null) entries.push(['preset', config.preset]);
		if (uses('h') && config.customH === null) add('h', config.heuristic, defaults.heuristic);
		else if (uses('h') && config.customH !== null) {
			entries.push(
				['h', CUSTOM_H],
				['hv', String(LAB_LINK_VERSION)],
				['hcode', config.customH.packed]
			);
		}
	}
	if (uses('w')) add('w', String(config.weight), String(PLAY_DEFAULTS.weight));
	if (uses('ties')) add('ties', config.tieBreak, defaults.tieBreak);
	if (uses('test') && config.goalTest !== null) entries.push(['test', config.goalTest]);
	const duplicates = ownDuplicates(config.algorithm, config.duplicates);
	if (uses('dup') && duplicates !== null) entries.push(['dup', duplicates]);
	if (config.problem === 'tile' && defaults.problem === 'tile') {
		add('order', childOrderText(config.childOrder), childOrderText(defaults.childOrder));
	}
	add('cap', String(config.maxExpansions), String(PLAY_DEFAULTS.maxExpansions));
	add('step', String(config.step), String(PLAY_DEFAULTS.step));
	if (config.moment !== null) entries.push(['moment', String(config.moment + 1)]);
	add('grain', config.grain, PLAY_DEFAULTS.grain);
	if (config.problem === 'tile') add('unsolvable', config.unsolvable, PLAY_DEFAULTS.unsolvable);
	// Commas and underscores read better unescaped, and both are legal in a query.
	return (
		entries
			// Commas stay as they are, and spaces (a graph's text) as "+", as forms write them.
			.map(
				([param, value]) =>
					`${param}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%20/g, '+')}`
			)
			.join('&')
	);
}

/**
 * What to say when the explorer settles somewhere other than where the link asked: a step past
 * the run's end, or a moment past the step's last, is shown at the end and said here. Only the
 * explorer knows the end, so pages call this once it has settled. `param` is the name the link
 * gave the moment (`moment`, or the older `line`).
 */
export function settledNotices(
	asked: { readonly step: number; readonly moment: number | null },
	shown: { readonly step: number; readonly moment: number | null },
	param: 'moment' | typeof MOMENT_ALIAS = 'moment'
): LinkNotice[] {
	if (shown.step < asked.step) {
		return [
			{
				param: 'step',
				message: message('notice_step_past_end', { asked: asked.step, end: shown.step })
			}
		];
	}
	if (
		shown.step === asked.step &&
		asked.moment !== null &&
		shown.moment !== null &&
		shown.moment < asked.moment
	) {
		return [
			{
				param,
				message: message('notice_moment_past_end', {
					param,
					asked: asked.moment + 1,
					step: asked.step,
					has: shown.moment + 1
				})
			}
		];
	}
	return [];
}
