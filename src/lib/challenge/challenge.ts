/**
 * Challenge links: a teacher pauses a run at a step and asks the student to predict what the
 * search does next, on any problem the playground opens (a board, or the road map). Two kinds
 * of question:
 *
 * - `next`: which frontier entry each of the next k expansions takes. The entries are listed in
 *   the order they joined the frontier, each under its node number, never in the order they will leave it, so the list does
 *   not give the answer away; after each answer the run advances one expansion.
 * - `length`: how long the path the search returns is, in the problem's measure: its moves on
 *   the tile puzzle, its cost on a road map (pathMeasure).
 *
 * The answer is read from the trace: its frontier rows come in leave order, so the entry the
 * next expansion takes is row 0, whatever the algorithm's rule. With the goal test on removal
 * the last entry taken is the goal: the run's last step takes it off the frontier and does not
 * expand it, and a question can ask for it like any other. This module builds questions and
 * judges answers; the page draws.
 */
import { cellText } from '../domains/grid';
import { GRID_HEURISTIC_LABEL_MESSAGES } from '../domains/grid/heuristics';
import { withState } from '../state-text';
import {
	boardLinkText,
	graphOf,
	graphRunOf,
	graphTitlesOf,
	PLAY_DEFAULTS,
	playLinkQuery,
	readPlayLink,
	type PlayConfig,
	type TilePlayConfig
} from '../config/play-link';
import { runConfigOf } from '../config/play-run';
import { unsolvableRefusal } from '../config/unsolvable-board';
import { problemWords } from '../domains';
import { hHolds } from '../domains/graph';
import { HEURISTIC_INFO } from '../puzzle/heuristics';
import { readWholeNumber } from '../config/run-options';
import { message, type MessageRef } from '../messages';
import type { Board } from '../puzzle/board';
import { ALGORITHM_NAMES, type AlgorithmName } from '../search/algorithms';
import type { SearchEvent, SearchResult, SearchRun } from '../search/events';
import type { TieBreak } from '../search/options';
import {
	algorithmNameMessage,
	DEFAULT_TIE_BREAK,
	DESCRIPTIONS,
	expandsFromOneFrontier,
	keepsFrontier,
	type AlgorithmDescription
} from '../search/descriptions';
import { ARRIVAL_RULE_MESSAGES, BOUND_RULE_MESSAGES } from '../search/rule-messages';
import { entryStructure } from '../search/entry-order';
import {
	keySentence,
	keyText,
	keyValue,
	priorityTerms,
	type PriorityTerms
} from '../search/priority-terms';
import { tieFact, tieMessage } from '../search/tie-fact';
import type { TileState } from '../search/tile-state';
import { frontierByArrival, frontierOrderFor, type Trace } from '../trace';
import { openSearch, type OpenedSearch } from '../player';
import { boardOfTileState } from '../domains/tile';
import type { LinkNotice } from '../config/play-link';
import { runToCompletion } from '../slices';

export type ChallengeKind = 'next' | 'length';

export interface ChallengeSpec {
	readonly kind: ChallengeKind;
	/** How many expansions to predict (kind 'next'). */
	readonly count: number;
}

/** The parameters a challenge link adds to a playground link. */
export const CHALLENGE_PARAMS: readonly string[] = ['ask', 'k'];

/** What a challenge asks when its link does not say: the next three expansions. */
export const DEFAULT_CHALLENGE: ChallengeSpec = Object.freeze({ kind: 'next', count: 3 });

export const MAX_PREDICTIONS = 10;
/** A frontier longer than this is not listed: the question would be a chore, not a test. */
export const MAX_CHOICES = 24;

/** The algorithms whose next expansion is always an entry of the frontier shown. */
export const CHALLENGE_ALGORITHMS: readonly AlgorithmName[] = ALGORITHM_NAMES.filter((name) =>
	expandsFromOneFrontier(DESCRIPTIONS[name])
);

/**
 * Reads `ask` and `k`; a wrong value is noticed and replaced by its default (next, 3). Says that
 * `unsolvable=search`, which the playground's reader takes, does nothing here.
 */
export function readChallenge(query: URLSearchParams): {
	spec: ChallengeSpec;
	notices: LinkNotice[];
} {
	const notices: LinkNotice[] = [];
	const askText = query.get('ask') ?? 'next';
	let kind: ChallengeKind = DEFAULT_CHALLENGE.kind;
	if (askText === 'next' || askText === 'length') kind = askText;
	else {
		notices.push({
			param: 'ask',
			message: message('notice_challenge_ask', { value: `"${askText}"` })
		});
	}
	let count = DEFAULT_CHALLENGE.count;
	const kText = query.get('k');
	if (kText !== null) {
		const read = readWholeNumber(kText.trim());
		if (read.ok && read.value >= 1 && read.value <= MAX_PREDICTIONS) count = read.value;
		else {
			notices.push({
				param: 'k',
				message: message('notice_challenge_k', {
					max: MAX_PREDICTIONS,
					value: `"${kText}"`,
					count: DEFAULT_CHALLENGE.count
				})
			});
		}
	}
	// Read by the playground's reader too, but a question needs a run that can reach the goal.
	if (query.get('unsolvable')?.trim() === 'search') {
		notices.push({
			param: 'unsolvable',
			message: message('notice_challenge_unsolvable', {})
		});
	}
	return { spec: { kind, count }, notices };
}

/**
 * A whole challenge link: the run (read as the playground reads it, on whichever problem it
 * names), the question, and what the page does with values it cannot ask about, each said.
 * `ask=next` needs an algorithm whose next expansion is an entry of the frontier shown, so
 * another is replaced by the playground's default; and a question needs a choice, which the
 * start alone on the frontier (step 0) does not give, so a link without a step starts at step 1
 * and `step=0` is moved there, said.
 */
export function readChallengeLink(query: URLSearchParams): {
	config: PlayConfig;
	spec: ChallengeSpec;
	notices: LinkNotice[];
} {
	const asked = readPlayLink(query, CHALLENGE_PARAMS);
	const read = readChallenge(query);
	// On a road map `unsolvable` describes no run at all, which the playground's reader says.
	const challenge = {
		spec: read.spec,
		notices: read.notices.filter(
			(notice) => asked.config.problem === 'tile' || notice.param !== 'unsolvable'
		)
	};
	let played = asked;
	const replaced =
		challenge.spec.kind === 'next' && !CHALLENGE_ALGORITHMS.includes(asked.config.algorithm);
	if (replaced) {
		// Read again under the algorithm that runs, so h, w and ties are judged by what it uses.
		const runQuery = new URLSearchParams(query);
		runQuery.set('algo', PLAY_DEFAULTS.algorithm);
		const run = readPlayLink(runQuery, CHALLENGE_PARAMS);
		played = {
			config: run.config,
			notices: [
				...asked.notices.filter((notice) => notice.param === 'algo'),
				...run.notices.filter((notice) => notice.param !== 'algo')
			]
		};
	}
	const notices = [...played.notices, ...challenge.notices];
	let config = played.config;
	if (replaced) {
		notices.push({
			param: 'algo',
			message: message('notice_challenge_algo', {
				algorithm: asked.config.algorithm,
				algorithms: CHALLENGE_ALGORITHMS.join(', '),
				used: PLAY_DEFAULTS.algorithm
			})
		});
	}
	if (challenge.spec.kind === 'next' && config.step === 0) {
		// A step the reader could not use is said already; the challenge's default is step 1.
		if (query.has('step') && !notices.some((notice) => notice.param === 'step')) {
			notices.push({
				param: 'step',
				message: message('notice_challenge_step_zero', {})
			});
		}
		config = { ...config, step: 1 };
	}
	return { config, spec: challenge.spec, notices };
}

/**
 * The query of a challenge's link: the run as the playground writes it, then the question. The
 * explorer's **Copy challenge link** writes it after `/challenge?`.
 */
export function challengeLinkQuery(config: PlayConfig, spec: ChallengeSpec): string {
	return `${playLinkQuery(config)}&ask=${spec.kind}&k=${spec.count}`;
}

/**
 * The challenge's link as the site writes it, behind `challenge?`: the page keeps a student's
 * answers under it, and a result code names the challenge by it.
 */
export function challengeQuery(config: PlayConfig, spec: ChallengeSpec): string {
	return `challenge?${challengeLinkQuery(config, spec)}`;
}

/**
 * Why nothing can be asked of `config`'s problem at all: a board that cannot reach its goal
 * (the parity argument, lesson 3); null when the goal can be reached. Every city of a named road
 * map reaches every other.
 */
export function unreachableGoal(config: PlayConfig): MessageRef | null {
	return config.problem === 'tile' ? unsolvableRefusal(config.board, config.goal) : null;
}

/** Words in a sentence: a message, or a name from a layer not yet converted (a road map's title). */
export type Words = string | MessageRef;

/**
 * The problem a challenge searches, as its texts name it: a board by its link text
 * ("41325_786"); a road map by its title and the two cities of the drive ("the road map of
 * Romania from Arad to Bucharest").
 */
export function problemMessage(config: PlayConfig): MessageRef {
	if (config.problem === 'tile') {
		return message('challenge_problem_board', { board: boardLinkText(config.board) });
	}
	if (config.problem === 'grid') {
		const { grid } = config;
		return message('challenge_problem_grid', {
			rows: grid.rows,
			cols: grid.cols,
			start: cellText(grid, grid.start),
			goal: cellText(grid, grid.goal)
		});
	}
	const { nodes } = graphOf(config);
	const label = (name: string): string => nodes.find((node) => node.name === name)?.label ?? name;
	const [first, ...others] = graphRunOf(config).goals.map(label);
	const goals = others.reduce<Words>(
		(before, after) => message('challenge_or', { before, after }),
		first
	);
	return message('challenge_problem_graph', {
		title: graphTitlesOf(config).title,
		start: label(config.start),
		goals
	});
}

/**
 * The estimate h an informed run of `config` uses, by name: a board's heuristic; on a road map
 * the map's own h where it was written for the goal, and otherwise h = 0 (play-link.ts says why).
 */
export function heuristicMessage(config: PlayConfig): Words {
	if (config.problem === 'tile') return HEURISTIC_INFO[config.heuristic].labelMessage;
	if (config.problem === 'grid') return GRID_HEURISTIC_LABEL_MESSAGES[config.heuristic];
	const run = graphRunOf(config);
	return hHolds(run.graph, run.goals) ? graphTitlesOf(config).h : 'h = 0';
}

/**
 * A run a question can be asked of, folded by a trace: the tile puzzle's, or another problem's
 * (the road map's, whose states are cities, not boards).
 */
export interface QuestionRun<S, B extends Board | null = Board> {
	readonly trace: Trace<S>;
	/** An entry's board; null where states are not boards (see `stateText`). */
	readonly toBoard: (state: S) => B;
	/** An entry in words where it is no board: "S, Sibiu". */
	readonly stateText?: (state: S) => string;
}

/** The run a challenge on the tile puzzle is about, its entries boards. */
export type ChallengeRun = QuestionRun<TileState>;

/**
 * The run a challenge on any problem is about, folded by a trace up to the steps the questions
 * need: its entries are boards on the tile puzzle, and on a road map cities written in words.
 */
export type PlayChallengeRun = QuestionRun<unknown, Board | null>;

/** The run `config` names, capped at `maxExpansions`, opened as every page opens a run. */
function searchOf(config: PlayConfig, maxExpansions: number): OpenedSearch<unknown> {
	const run = runConfigOf(config);
	return openSearch({ ...run, options: { ...run.options, maxExpansions } });
}

/**
 * How questions show the states of `config`'s run: boards on the tile puzzle; where states are
 * no boards, the domain's words ("S, Sibiu").
 */
function questionRunOf(config: PlayConfig, trace: Trace<unknown>): PlayChallengeRun {
	if (config.problem === 'tile') {
		const { rows, cols } = config.board;
		return { trace, toBoard: (state) => boardOfTileState(state as TileState, rows, cols) };
	}
	return { trace, toBoard: () => null, stateText: problemWords(runConfigOf(config)).text };
}

/** How far the run behind a challenge has been computed. */
export interface ChallengeProgress {
	/** Expansions made so far. */
	readonly expanded: number;
	/** The most the run will make: the cap, or the last step the questions need. */
	readonly target: number;
}

/** A progress report per this many events: often enough for a slice, rare enough to be free. */
const EVENTS_PER_REPORT = 256;

/**
 * Pulls `run` to its end as a job for runInSlices, handing each event to `onEvent` and saying
 * how far it has got every EVENTS_PER_REPORT events; returns the run's result.
 */
function* pulled<S>(
	run: SearchRun<S>,
	target: number,
	onEvent: (event: SearchEvent<S>) => void
): Generator<ChallengeProgress, SearchResult<S>> {
	let expanded = 0;
	for (let events = 1; ; events++) {
		const next = run.next();
		if (next.done) return next.value;
		if (next.value.type === 'expand') expanded = next.value.expansion;
		onEvent(next.value);
		if (events % EVENTS_PER_REPORT === 0) yield { expanded, target };
	}
}

/**
 * Runs `config` far enough for `count` questions from its step, as a job for runInSlices: a
 * link may ask for a step two million expansions in, and the page must stay responsive (and
 * the student able to cancel) while the run gets there.
 */
export function challengeRunJob(
	config: TilePlayConfig,
	count: number
): Generator<ChallengeProgress, ChallengeRun>;
export function challengeRunJob(
	config: PlayConfig,
	count: number
): Generator<ChallengeProgress, PlayChallengeRun>;
export function* challengeRunJob(
	config: PlayConfig,
	count: number
): Generator<ChallengeProgress, PlayChallengeRun | ChallengeRun> {
	const target = Math.min(config.maxExpansions, config.step + count);
	const { run, trace } = searchOf(config, target);
	const result = yield* pulled(run, target, (event) => trace.append(event));
	// The columns give back their spare room a chunk at a time: copying a million expansions'
	// columns in one piece held the page for a second.
	trace.finish(result, 'later');
	const done = { expanded: result.stats.expanded, target };
	for (let trim = trace.trimming(); trim.next().done !== true;) yield done;
	// The first question seeks to the link's step: walked here, a stride at a time, since
	// replaying a million steps' diffs at once held the page for most of a second.
	for (let walk = trace.walking(config.step); walk.next().done !== true;) yield done;
	return questionRunOf(config, trace);
}

/** challengeRunJob at once, for tests and small runs. */
export function challengeRun(config: TilePlayConfig, count: number): ChallengeRun;
export function challengeRun(config: PlayConfig, count: number): PlayChallengeRun;
export function challengeRun(config: PlayConfig, count: number): PlayChallengeRun | ChallengeRun {
	return runToCompletion(challengeRunJob(config, count));
}

/**
 * The step a challenge starts at: the link's, or the step the run stops at when the link's is
 * past it (the run found the goal, or hit its cap, earlier), with a notice saying so.
 */
export function challengeStart<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): { step: number; notice: LinkNotice | null } {
	const last = Math.max(0, run.trace.length - 1);
	if (step <= last) return { step, notice: null };
	const outcome = run.trace.result?.outcome;
	const id =
		outcome === 'goal'
			? 'notice_challenge_step_goal'
			: outcome === 'limit'
				? 'notice_challenge_step_limit'
				: 'notice_challenge_step_ended';
	return { step: last, notice: { param: 'step', message: message(id, { step, last }) } };
}

export interface Choice<B extends Board | null = Board> {
	/**
	 * The node's number, as the explorer's tree and frontier write it (node 0 is the start):
	 * an entry keeps it from one question to the next, and in the playground's model answer.
	 */
	readonly id: number;
	/** The node it was generated from (an expanded node); null for the start. */
	readonly parent: number | null;
	/** The entry's board; null where the problem's states are not boards (the road map). */
	readonly board: B;
	/** The entry in words: a board's link text ("4137_5826"), a city ("S, Sibiu"). */
	readonly notation: string;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
}

export interface Question<B extends Board | null = Board> {
	/** The step the question is asked at: this many events of the run are applied. */
	readonly step: number;
	readonly choices: readonly Choice<B>[];
	/** The id of the entry the next expansion takes. */
	readonly answer: number;
	/** That entry is the goal: the next step takes it off the frontier and the search stops. */
	readonly answerIsGoal: boolean;
}

/** Why a question cannot be asked at a step. */
export type NoQuestion = { readonly reason: MessageRef };

/** The question at `step`, or why there is none. */
export function questionAt<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): Question<B> | NoQuestion;
export function questionAt(run: ChallengeRun, step: number): Question | NoQuestion;
export function questionAt<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): Question<B> | NoQuestion {
	const { trace } = run;
	if (step >= trace.length) return { reason: message('notice_no_question_ended', {}) };
	trace.seek(step);
	const { total, byArrival, next } = frontierByArrival(trace, MAX_CHOICES);
	const result = trace.result;
	const last = step === trace.length - 1 && result !== null;
	// The run ended at this step: the goal was taken off the frontier (goal test on removal) or
	// generated (on generation), or the run stopped without it. A goal found is the news even
	// when it was the frontier's last entry.
	if (last && result.outcome === 'goal') {
		return { reason: message('notice_no_question_goal', {}) };
	}
	if (next === null) return { reason: message('notice_no_question_empty', {}) };
	if (last) return { reason: message('notice_no_question_stops', {}) };
	if (total > MAX_CHOICES) {
		return {
			reason: message('notice_no_question_too_many', { count: total, step, max: MAX_CHOICES })
		};
	}
	const choices = byArrival.map((row) => {
		const board: B = run.toBoard(row.state);
		return {
			id: row.id,
			parent: row.parent,
			board,
			notation: board !== null ? boardLinkText(board) : (run.stateText?.(row.state) ?? ''),
			g: row.g,
			h: row.h,
			f: row.f,
			depth: row.depth
		};
	});
	const following = step + 1 < trace.length ? trace.event(step + 1) : null;
	const answerIsGoal = following?.type === 'goal' && following.node.id === next;
	return { step, choices, answer: next, answerIsGoal };
}

/**
 * The states of `question`'s entries by node number, as the domain's views draw them (a city's
 * Thumb): a question names its entries by number and in words, and the run keeps their states.
 */
export function choiceStates<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	question: Question<B>
): ReadonlyMap<number, S> {
	const { trace } = run;
	trace.seek(question.step);
	return new Map(
		question.choices.flatMap((choice) => {
			const node = trace.node(choice.id);
			return node === null ? [] : [[choice.id, node.state] as const];
		})
	);
}

/**
 * How many expansions in a row a challenge takes for the student when the frontier holds a
 * single entry (the start alone, a depth-first stack down a corridor, the 2×2 puzzle's cycle):
 * such a step offers nothing to choose, so it is no question, as in practice. The run behind a
 * challenge is computed this much further than its questions need, so there is room to do so.
 */
export const SINGLE_ENTRY_ROOM = 64;

/** Expansions past its step the run behind a challenge of `count` questions needs. */
export function challengeExpansions(count: number): number {
	return count + SINGLE_ENTRY_ROOM;
}

/**
 * The question asked from `step` on: at `step`, or at the first later step whose frontier offers
 * a choice. The expansions between were each the only one possible; the page says they were
 * taken (`question.step − step` of them).
 */
export function questionFrom<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): Question<B> | NoQuestion {
	for (let at = step; ; at++) {
		const question = questionAt(run, at);
		if ('reason' in question || question.choices.length > 1) return question;
		if (at - step >= SINGLE_ENTRY_ROOM) {
			return {
				reason: message('notice_no_question_single', { room: SINGLE_ENTRY_ROOM, step })
			};
		}
	}
}

/**
 * A path is written out whole up to this many nodes; a longer one (depth-first search on a
 * large board goes two million nodes deep) keeps PATH_ENDS nodes at each end and counts the
 * rest, so neither the question nor the page holds or lays out a path of millions.
 */
export const MAX_PATH_SHOWN = 40;
const PATH_ENDS = 12;

/** The node the search expanded last at a step: where the search stands when a question is asked. */
export interface CurrentNode<B extends Board | null = Board> {
	readonly id: number;
	/** Its board; null where the problem's states are not boards (see `text`). */
	readonly board: B;
	/** The node in words where its state is no board ("S, Sibiu"); absent for a board. */
	readonly text?: string;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
	/** Which expansion took it: 1 for the start node. */
	readonly expansion: number;
	/**
	 * Node numbers from the start (node 0) to this node, both included; past MAX_PATH_SHOWN
	 * nodes only its first PATH_ENDS (and `pathEnd` its last).
	 */
	readonly path: readonly number[];
	/** Nodes of the path left out after `path`: 0 when it is whole. */
	readonly pathLeftOut: number;
	/** The path's last nodes, after those left out; empty when it is whole. */
	readonly pathEnd: readonly number[];
	/**
	 * Each node of `path` and `pathEnd` in words, by number, where states are no boards (a city
	 * along the drive); absent for boards, which a path of numbers leaves to the tree.
	 */
	readonly names?: Readonly<Record<number, string>>;
}

/** The node expanded at `step` (or last before it), with its path; null before any expansion. */
export function currentAt<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): CurrentNode<B> | null {
	const { trace } = run;
	let at = Math.min(step, trace.length - 1);
	let event = at >= 0 ? trace.event(at) : null;
	// A goal taken off the frontier is not expanded: the current node is the one before it.
	while (event !== null && event.type !== 'expand') {
		at -= 1;
		event = at >= 0 ? trace.event(at) : null;
	}
	if (event === null) return null;
	const { node } = event;
	trace.seek(at);
	// Up the parent column of the tree's shape, one number per node: a view per node of a path
	// two million deep held the page for fourteen seconds and a few gigabytes.
	const shape = trace.treeShape();
	const ids: number[] = [];
	for (let up: number | null = node.id; up !== null;) {
		ids.push(up);
		const position = shape.positionOf(up);
		up = position === undefined ? null : shape.parentAt(position);
	}
	ids.reverse();
	const whole = ids.length <= MAX_PATH_SHOWN;
	const path = whole ? ids : ids.slice(0, PATH_ENDS);
	const pathEnd = whole ? [] : ids.slice(-PATH_ENDS);
	const { stateText } = run;
	const inWords =
		stateText === undefined
			? {}
			: {
					text: stateText(node.state),
					names: Object.fromEntries(
						[...path, ...pathEnd].flatMap((id) => {
							const on = trace.node(id);
							return on === null ? [] : [[id, stateText(on.state)]];
						})
					)
				};
	return {
		id: node.id,
		board: run.toBoard(node.state),
		...inWords,
		g: node.g,
		h: node.h,
		f: node.f,
		depth: node.depth,
		expansion: event.expansion,
		path,
		pathLeftOut: whole ? 0 : ids.length - 2 * PATH_ENDS,
		pathEnd
	};
}

/** How the page writes a node with its state (state-text.ts). */
export { withState };

/**
 * The path from the start to `current` as the page writes it: node numbers, each with its state
 * in words where states are no boards ("0 (A, Arad) → 2 (S, Sibiu)"), and past MAX_PATH_SHOWN
 * nodes its two ends with a count of the nodes between.
 */
export function pathText(current: CurrentNode<Board | null>): Words {
	const { names } = current;
	const node = (id: number): string =>
		names?.[id] === undefined ? String(id) : withState(String(id), names[id]);
	const start = current.path.map(node).join(' → ');
	const left = current.pathLeftOut;
	if (left === 0) return start;
	return message('challenge_path_left_out', {
		start,
		count: left,
		end: current.pathEnd.map(node).join(' → ')
	});
}

/** The expanded-so-far tree is listed up to this many expansions; past it, it would not be read. */
export const MAX_OUTLINE = 40;

/** One expanded node in the outline of the tree expanded so far. */
export interface OutlineRow {
	readonly id: number;
	readonly depth: number;
	readonly expansion: number;
	/** The node in words where states are no boards ("S, Sibiu"); absent for a board. */
	readonly text?: string;
}

/**
 * The nodes expanded up to `step`, as an outline: each under the node it was generated from
 * (an expanded node's parent was expanded before it), siblings in node order. Null past
 * MAX_OUTLINE expansions.
 */
export function expandedOutline<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	step: number
): readonly OutlineRow[] | null {
	const { trace, stateText } = run;
	const children = new Map<number | null, OutlineRow[]>();
	let expansions = 0;
	for (let at = 1; at <= Math.min(step, trace.length - 1); at++) {
		const event = trace.event(at);
		if (event.type !== 'expand') continue;
		if (++expansions > MAX_OUTLINE) return null;
		const { id, parent, depth, state } = event.node;
		const siblings = children.get(parent) ?? [];
		const inWords = stateText === undefined ? {} : { text: stateText(state) };
		siblings.push({ id, depth, expansion: event.expansion, ...inWords });
		children.set(parent, siblings);
	}
	const rows: OutlineRow[] = [];
	const visit = (parent: number | null): void => {
		for (const row of (children.get(parent) ?? []).sort((a, b) => a.id - b.id)) {
			rows.push(row);
			visit(row.id);
		}
	};
	visit(null);
	return rows;
}

/**
 * Right or wrong, and why. The challenge's judges give messages; a page's own verdicts (the
 * explorer's quiz, practice's, written by its components) may be words already.
 */
export interface Verdict {
	readonly correct: boolean;
	readonly headline: Words;
	readonly reason: Words;
}

/**
 * The rule the algorithm's frontier follows, as a student would say it at the start of a
 * sentence, read from its description: who takes the next entry (the algorithm, or the search
 * each of its iterations runs) and which entry it takes. An algorithm that keeps no frontier
 * follows its own rule.
 */
export function ruleMessage(algorithm: AlgorithmName, weight: number): MessageRef {
	const description = DESCRIPTIONS[algorithm];
	if (!keepsFrontier(description)) {
		return message('challenge_rule_own', { algorithm: description.names.label });
	}
	const subject = description.names.iterationSubject ?? description.names.subject;
	return message('challenge_rule_takes', { subject, entry: entryTaken(description, weight) });
}

/** The value a priority goes by, as a sentence names it: "path cost g", "estimate h", f's formula. */
function keyMessage(terms: PriorityTerms): Words {
	switch (terms.key) {
		case 'g':
			return message('challenge_key_g', {});
		case 'h':
			return message('challenge_key_h', {});
		case 'f':
			return terms.formula;
	}
}

/**
 * The entry a frontier hands out next, in words: the first to join a queue; the top of a stack,
 * with what an iteration's bound keeps off it; the lowest value of a priority (w for weighted A*).
 */
function entryTaken(description: AlgorithmDescription, weight: number): MessageRef {
	const { bound } = description;
	switch (entryStructure(description.structure)) {
		case 'queue':
			return ARRIVAL_RULE_MESSAGES.queue;
		case 'stack':
			return bound === null
				? ARRIVAL_RULE_MESSAGES.stack
				: message('challenge_entry_bounded', {
						entry: ARRIVAL_RULE_MESSAGES.stack,
						cut: BOUND_RULE_MESSAGES[bound].cut
					});
		case 'priority':
			return message('challenge_entry_lowest', {
				key: keyMessage(priorityTerms(description.name, weight))
			});
	}
}

/** `first`, then `then` (a sentence after it), or `first` alone. */
function followedBy(first: MessageRef, then: Words | null): MessageRef {
	return then === null ? first : message('challenge_then', { first, then });
}

/**
 * Right or wrong, and why, for the entry `picked`: in the algorithm's own key (h for greedy
 * search, g for uniform cost, f for A* and weighted A*, with its sum when the student's pick
 * has a different value), naming the tie-break when entries share the key.
 */
export function judge(
	question: Question<Board | null>,
	picked: number,
	algorithm: AlgorithmName,
	weight: number,
	tieBreak: TieBreak = DEFAULT_TIE_BREAK,
	/**
	 * How a tie names the other entries: by number, or (the explorer's quiz, whose next question
	 * the tied entries would answer) only counted.
	 */
	tiedOthers: 'named' | 'counted' = 'named'
): Verdict {
	const choice = question.choices.find((c) => c.id === picked);
	const answer = question.choices.find((c) => c.id === question.answer);
	if (choice === undefined || answer === undefined) {
		throw new RangeError(`judge: ${picked} ∉ question`);
	}
	const rule = ruleMessage(algorithm, weight);
	// A queue or a stack orders by arrival alone; a priority queue by its formula's value.
	const order = frontierOrderFor(algorithm, { weight });
	const terms = priorityTerms(algorithm, weight);
	const key = order.kind === 'priority' ? terms.key : null;
	const value = (c: Choice<Board | null>): number => keyValue(terms, c);
	const describe = (c: Choice<Board | null>): MessageRef =>
		key === null
			? message('challenge_node', { id: c.id })
			: message('challenge_node_values', { id: c.id, values: keyText(terms, c) });
	// The sum, as the frontier panel writes it ("f 20 = g 4 + 2·h 8"), where it decides.
	const explain = (c: Choice<Board | null>): MessageRef =>
		key === null
			? message('challenge_node', { id: c.id })
			: message('challenge_node_values', { id: c.id, values: keySentence(terms, c) });
	const tied = key === null ? [] : question.choices.filter((c) => value(c) === value(answer));
	const tie =
		key === null ? null : tieFact(tied, answer.id, key, value(answer), tieBreak, tied.length);
	const tieWords = tie === null ? null : tieMessage(tie, tiedOthers);
	const goalWords = question.answerIsGoal ? message('challenge_answer_is_goal', {}) : null;
	const why = (first: MessageRef): MessageRef => followedBy(followedBy(first, tieWords), goalWords);
	if (choice.id === answer.id) {
		return {
			correct: true,
			headline: message('challenge_right', {}),
			reason: why(message('challenge_reason_right', { rule, node: describe(answer) }))
		};
	}
	const decides = key !== null && value(choice) !== value(answer);
	const name = decides ? explain : describe;
	return {
		correct: false,
		headline: message('challenge_not_this_one', { id: answer.id }),
		reason: why(
			message('challenge_reason_wrong', { rule, answer: name(answer), choice: name(choice) })
		)
	};
}

/**
 * What a length question measures of the path a run returns: its length in the problem's own
 * measure. Every move of the tile puzzle costs 1, so there it is the path's moves; on a road map
 * it is the sum of its roads' costs (what a weighted graph calls a path's length), which a
 * student adds up on the map, where a count of roads would ask less of the costs that decide.
 */
export type PathMeasure = 'moves' | 'cost';

export function pathMeasure(config: PlayConfig): PathMeasure {
	return config.problem === 'tile' ? 'moves' : 'cost';
}

/** How a length question is put in each measure: what it asks, what an answer must be, its name. */
export const LENGTH_QUESTIONS: Readonly<
	Record<
		PathMeasure,
		{ readonly prompt: MessageRef; readonly invalid: MessageRef; readonly name: MessageRef }
	>
> = Object.freeze({
	moves: {
		prompt: message('notice_length_prompt_moves', {}),
		invalid: message('notice_length_invalid_moves', {}),
		name: message('challenge_path_length', {})
	},
	cost: {
		prompt: message('notice_length_prompt_cost', {}),
		invalid: message('notice_length_invalid_cost', {}),
		name: message('challenge_path_cost', {})
	}
});

/** A path's length in `measure`, in words: "16 moves", "cost 418". */
function lengthWords(measure: PathMeasure, length: number): MessageRef {
	return measure === 'moves'
		? message('count_moves', { count: length })
		: message('challenge_cost', { cost: length });
}

/** What a run returns, as a length question needs it. */
export interface ReturnedLength {
	/**
	 * The path's length in its problem's measure (pathMeasure: moves, or cost), or null when the
	 * run ends without reaching the goal.
	 */
	readonly length: number | null;
	readonly outcome: string;
	/** The run's last step, as /play's `step` names it: where the playground shows the end. */
	readonly lastStep: number;
}

/**
 * The path length the run returns, as a job for runInSlices (the run may go on to its cap of
 * two million expansions before it ends).
 */
export function* returnedLengthJob(
	config: PlayConfig
): Generator<ChallengeProgress, ReturnedLength> {
	const { run } = searchOf(config, config.maxExpansions);
	let events = 0;
	const result = yield* pulled(run, config.maxExpansions, () => (events += 1));
	const found = result.outcome === 'goal';
	return {
		length: !found ? null : pathMeasure(config) === 'cost' ? result.cost : result.actions.length,
		outcome: result.outcome,
		lastStep: events - 1
	};
}

/** returnedLengthJob at once, for tests and small runs. */
export function returnedLength(config: PlayConfig): ReturnedLength {
	return runToCompletion(returnedLengthJob(config));
}

/** Right or wrong for a typed path length, from what the run returns. */
export function judgeLength(config: PlayConfig, guess: number, returned: ReturnedLength): Verdict {
	const { length, outcome } = returned;
	const algorithm = algorithmNameMessage(config.algorithm);
	if (length === null) {
		return {
			correct: false,
			headline: message('challenge_no_path', {}),
			reason: message('challenge_no_path_why', {
				algorithm,
				outcome,
				cap: config.maxExpansions
			})
		};
	}
	const measure = pathMeasure(config);
	const path = lengthWords(measure, length);
	return {
		correct: guess === length,
		headline:
			guess === length
				? message('challenge_right', {})
				: measure === 'moves'
					? message('challenge_not_quite_moves', { path })
					: message('challenge_not_quite_cost', { cost: length }),
		reason:
			config.problem === 'tile'
				? message('challenge_returns_board', { algorithm, path })
				: message('challenge_returns_on', { algorithm, path, problem: problemMessage(config) })
	};
}

/** The summary a student copies: what was asked, how it went, and the link. */
export function resultText(
	config: PlayConfig,
	answers: readonly { step: number; correct: boolean }[],
	link: string
): MessageRef {
	const right = answers.filter((answer) => answer.correct).length;
	const marks = answers.map((answer) => `${answer.step + 1} ${answer.correct ? '✓' : '✗'}`);
	return message('challenge_result_next', {
		algorithm: algorithmNameMessage(config.algorithm),
		problem: problemMessage(config),
		step: config.step,
		right,
		total: answers.length,
		marks: marks.join(', '),
		link
	});
}

/** The summary of a length question a student copies: the answer as typed, right or wrong, and the link. */
export function lengthResultText(
	config: PlayConfig,
	answer: string,
	correct: boolean,
	link: string
): MessageRef {
	return message(correct ? 'challenge_result_length_right' : 'challenge_result_length_wrong', {
		asked: LENGTH_QUESTIONS[pathMeasure(config)].name,
		algorithm: algorithmNameMessage(config.algorithm),
		problem: problemMessage(config),
		answer,
		link
	});
}
