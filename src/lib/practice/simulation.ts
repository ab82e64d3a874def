/**
 * Simulate mode: the student performs a search on a drawn instance (a board, or a start city on
 * the road map), one expansion at a time. At each step the frontier is listed in the order its
 * entries joined it (never in leave order, which would give the answer away) and the student
 * picks the entry the algorithm takes next. A wrong pick is explained and corrected, so the run
 * goes on along the algorithm's own path; the score counts first tries.
 *
 * Iterative deepening and IDA* search depth-first under a bound and start again from the start
 * when the stack runs empty. There the student says the next bound instead of picking: the depth
 * limit plus one, or (IDA*) the smallest f that was above the bound. That number is read from
 * the engine's own 'iteration' event, never worked out beside it.
 *
 * Everything is read from the engine's own run (challenge.ts asks and judges the picks), so the
 * checking page can replay a list of answers and reach the same verdicts. An answer is a whole
 * number a result code holds: the picked entry's node number (the explorer's, 0 for the start),
 * or the bound typed.
 */

import {
	boardLinkText,
	PLAY_DEFAULTS,
	playLinkQuery,
	readTilePlayLink,
	type TilePlayConfig
} from '../config/play-link';
import type { Board } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { ALGORITHM_NAMES, type AlgorithmName } from '../search/algorithms';
import {
	describedOptions,
	DESCRIPTIONS,
	expandsFromOneFrontier,
	keepsFrontier
} from '../search/descriptions';
import type { SearchOptions } from '../search/options';
import type { DomainId } from '../domains';
import { message, type MessageRef } from '../messages';
import { notQuite, RIGHT } from './practice-words';
import type { PracticeVerdict } from './question-spec';

/**
 * The problems a simulation searches ("perform the search"): boards of the tile puzzle, or the
 * road map. A grid maze is asked about by its own questions.
 */
export type SimulationProblem = Extract<DomainId, 'tile' | 'graph'>;
export const SIMULATION_PROBLEMS: readonly SimulationProblem[] = Object.freeze(['tile', 'graph']);
import { CITY_NAMES, type City } from '../domains/graph';
import {
	CHALLENGE_ALGORITHMS,
	challengeRun,
	judge,
	questionAt,
	type Question,
	type QuestionRun,
	type Verdict
} from '../challenge/challenge';
import { collectSearch } from '../player';
import {
	drawInstance,
	type InstanceSpec,
	type PracticeInstance,
	type RoadMapInstance
} from './instances';

/**
 * What a simulation searches, by domain, as the teachers' form and the practice form name it:
 * boards of the sliding-tile puzzle, or the one graph practice asks about, the road map.
 */
export const PROBLEM_LABELS: Readonly<Record<SimulationProblem, MessageRef>> = {
	tile: message('practice_problem_tile', {}),
	graph: message('practice_problem_road_map', {})
};

/** How far ahead of its parts a simulation's run is computed, in expansions per part. */
const EXPANSIONS_PER_PART = 10;

/** The most parts one simulation asks the student to answer. */
export const MAX_SIMULATED_STEPS = 12;

/**
 * The algorithms a student can perform: those that take one entry off a frontier per step, then
 * those that keep a frontier but start it again each iteration, searching depth-first under a
 * growing bound (iterative deepening, IDA*). Only the greedy walk, which keeps none, is left out.
 */
export const SIMULATE_ALGORITHMS: readonly AlgorithmName[] = [
	...CHALLENGE_ALGORITHMS,
	...ALGORITHM_NAMES.filter((name) => {
		const description = DESCRIPTIONS[name];
		return keepsFrontier(description) && !expandsFromOneFrontier(description);
	})
];

/**
 * The options every simulation runs with besides the algorithm's own defaults: the playground's
 * (ties first in first out, w = 2), so a board's run is the one its model answer opens, and the
 * road map's the same.
 */
export const SIMULATION_OPTIONS: SearchOptions = {
	tieBreak: PLAY_DEFAULTS.tieBreak,
	weight: PLAY_DEFAULTS.weight
};

export interface SimulationSpec {
	/** A board size with a distance, or the road map (a start maybe); and a seed. */
	readonly instance: InstanceSpec;
	readonly algorithm: AlgorithmName;
	/** Parts to answer, 1 to MAX_SIMULATED_STEPS; fewer when the search ends sooner. */
	readonly steps: number;
}

/** A node expanded so far in the current iteration, as the tree so far draws it. */
export interface ExpandedNode {
	readonly id: number;
	/** The node it was generated from; null for the start (and each restart's root). */
	readonly parent: number | null;
	/** Its board; null on the road map, whose states are cities. */
	readonly board: Board | null;
	/** The state in words: a board's link text, or a city ("S, Sibiu"). */
	readonly notation: string;
	/** Its expansion in the run, from 1 (counted across iterations). */
	readonly expansion: number;
}

/** One thing the student does in a simulation. */
export type SimulationPart =
	| {
			readonly kind: 'pick';
			/** The frontier to pick from, by node number, with the node the expansion takes. */
			readonly question: Question<Board | null>;
			/** Which expansion of the run takes it (the start's is 1; counted across iterations). */
			readonly expansion: number;
			/**
			 * The nodes expanded so far in this iteration (the whole run for one pass), root first,
			 * as the page names them: "node 2", or on the road map "node 2 (S)".
			 */
			readonly expanded: readonly MessageRef[];
			/** The same nodes with their parents and states, root first: the tree so far's. */
			readonly expandedNodes: readonly ExpandedNode[];
			/** Iterative searches: the iteration's bound (depth limit or f bound); otherwise null. */
			readonly bound: number | null;
	  }
	| {
			readonly kind: 'next-bound';
			/** The step at which the stack is empty: the run's next event starts again. */
			readonly step: number;
			readonly boundKind: 'depth' | 'f';
			/** The bound of the iteration that has just ended. */
			readonly bound: number;
			/** The next iteration's bound, as the engine's iteration event states it. */
			readonly next: number;
	  };

export interface Simulation {
	readonly spec: SimulationSpec;
	/** The problem searched: a board and its goal, or the road map from a start to Bucharest. */
	readonly instance: PracticeInstance;
	/** A board's run as the playground would open it; null on the road map (/play shows boards). */
	readonly config: TilePlayConfig | null;
	/** The engine's run, folded by a trace, as far as the parts need (and a little beyond). */
	readonly run: QuestionRun<unknown, Board | null>;
	/** In order; the start's first expansion (and each restart's) is not asked. */
	readonly parts: readonly SimulationPart[];
}

/**
 * The run the playground opens for `board` and `algorithm` with every other setting at its
 * default, read back through the link reader so that practice and the model answer agree.
 */
export function playConfigOf(board: Board, algorithm: AlgorithmName): TilePlayConfig {
	const query = new URLSearchParams(
		playLinkQuery({ ...PLAY_DEFAULTS, board, goal: goalBoard(board.rows, board.cols), algorithm })
	);
	const { config, notices } = readTilePlayLink(query);
	if (notices.length > 0) throw new RangeError(notices.map((notice) => notice.message).join(' '));
	return config;
}

/** A city as a frontier entry names it: "S, Sibiu". */
function cityText(city: City): string {
	return `${city}, ${CITY_NAMES[city]}`;
}

/** The road map's run from its start to its goal, folded by a trace, as far as `expansions`. */
function roadMapRun(
	algorithm: AlgorithmName,
	instance: RoadMapInstance,
	expansions: number
): QuestionRun<City, null> {
	const { trace } = collectSearch<City>({
		algorithm,
		...instance,
		options: { ...SIMULATION_OPTIONS, maxExpansions: expansions }
	});
	return { trace, toBoard: () => null, stateText: cityText };
}

/** The simulation `spec` names; throws a RangeError, in words, for a spec it cannot run. */
export function simulation(spec: SimulationSpec): Simulation {
	if (!SIMULATE_ALGORITHMS.includes(spec.algorithm)) {
		throw new RangeError(
			`Simulate mode runs ${SIMULATE_ALGORITHMS.join(', ')}; ${spec.algorithm} takes no entry off a frontier at each step.`
		);
	}
	if (!Number.isInteger(spec.steps) || spec.steps < 1 || spec.steps > MAX_SIMULATED_STEPS) {
		throw new RangeError(`A simulation asks 1 to ${MAX_SIMULATED_STEPS} parts, not ${spec.steps}.`);
	}
	// Parts skip the expansions that ask nothing (an entry alone on the frontier, a restart's
	// root), so the run is computed well ahead: a few dozen expansions of a small problem.
	const expansions = EXPANSIONS_PER_PART * spec.steps + 2;
	const instance = drawInstance(spec.instance);
	if (instance.problem === 'graph') {
		const run = roadMapRun(spec.algorithm, instance, expansions);
		return {
			spec,
			instance,
			config: null,
			run: run as QuestionRun<unknown, null>,
			parts: partsOf(run, spec.algorithm, spec.steps, (id, city) =>
				message('practice_node_city', { node: id, city })
			)
		};
	}
	// A board's run is the playground's (challengeRun opens it from the play link's config), so
	// the model answer in /play is the same run.
	const config = playConfigOf(instance.spec.board, spec.algorithm);
	const run = challengeRun(config, expansions);
	const parts = partsOf(run, spec.algorithm, spec.steps, (id, _, restart) =>
		message(restart ? 'practice_node_restart' : 'practice_node', { node: id })
	);
	return { spec, instance, config, run: run as QuestionRun<unknown, Board>, parts };
}

/**
 * The parts of a run, up to `count`: a pick for each expansion after the start's, and for the
 * iterative searches a next bound where an iteration ends. A frontier with a single entry (the
 * root alone on the stack after a restart, among others) is not asked: it is no question.
 */
function partsOf<S, B extends Board | null>(
	run: QuestionRun<S, B>,
	algorithm: AlgorithmName,
	count: number,
	nodeName: (id: number, state: S, restart: boolean) => MessageRef
): SimulationPart[] {
	const { trace } = run;
	const boundKind = DESCRIPTIONS[algorithm].bound;
	const parts: SimulationPart[] = [];
	let expanded: MessageRef[] = [];
	let expandedNodes: ExpandedNode[] = [];
	let expansions = 0;
	let bound: number | null = null;
	for (let step = 0; step + 1 < trace.length && parts.length < count; step++) {
		const event = trace.event(step);
		if (event.type === 'iteration') {
			bound = event.bound;
			expanded = [];
			expandedNodes = [];
		}
		if (event.type === 'expand') {
			expansions = event.expansion;
			// A restart's root is a new node of the start's state: its name says so.
			const restart = event.node.parent === null && event.node.id !== 0;
			expanded.push(nodeName(event.node.id, event.node.state, restart));
			const board = run.toBoard(event.node.state);
			expandedNodes.push({
				id: event.node.id,
				parent: event.node.parent,
				board,
				notation: board !== null ? boardLinkText(board) : (run.stateText?.(event.node.state) ?? ''),
				expansion: event.expansion
			});
		}
		const following = trace.event(step + 1);
		if (following.type === 'iteration') {
			if (boundKind !== null && bound !== null) {
				parts.push({ kind: 'next-bound', step, boundKind, bound, next: following.bound });
			}
			continue;
		}
		if (event.type === 'start' || event.type === 'iteration') continue;
		const question = questionAt(run, step);
		if (!('choices' in question)) break;
		if (question.choices.length === 1) continue;
		parts.push({
			kind: 'pick',
			question,
			expansion: expansions + 1,
			expanded: [...expanded],
			expandedNodes: [...expandedNodes],
			bound
		});
	}
	return parts;
}

/** Right or wrong, and why, for a pick: in the algorithm's key, with the simulation's options. */
export function judgePick(
	question: Question<Board | null>,
	picked: number,
	algorithm: AlgorithmName
): Verdict {
	const { weight, tieBreak } = describedOptions(algorithm, SIMULATION_OPTIONS);
	return judge(question, picked, algorithm, weight, tieBreak);
}

/** Right or wrong, and why, for a typed next bound. */
export function judgeBound(
	part: Extract<SimulationPart, { kind: 'next-bound' }>,
	given: number
): PracticeVerdict {
	const right = given === part.next;
	return {
		correct: right,
		headline: right ? RIGHT : notQuite(part.next),
		reason: boundExplanation(part)
	};
}

/** Why the next bound is what it is, with the numbers of this run. */
export function boundExplanation(
	part: Extract<SimulationPart, { kind: 'next-bound' }>
): MessageRef {
	const { bound, next } = part;
	return message(
		part.boundKind === 'depth' ? 'practice_next_limit_why' : 'practice_next_bound_why',
		{ bound, next }
	);
}

export interface Replay {
	/** First tries that were right. */
	readonly score: number;
	/** Each answer's verdict, or null for an answer that names no entry (an edited code). */
	readonly verdicts: readonly (PracticeVerdict | null)[];
	/** The answers given for parts there are, beyond which the rest were ignored. */
	readonly extra: number;
	/** Parts left without an answer (a code from an unfinished run). */
	readonly missing: number;
}

/** Judges a list of first-try answers (node numbers, bounds), as the page judged them. */
export function replayAnswers(sim: Simulation, answers: readonly number[]): Replay {
	const verdicts = sim.parts.slice(0, answers.length).map((part, i) => {
		if (part.kind === 'next-bound') return judgeBound(part, answers[i]);
		const picked = part.question.choices.find((entry) => entry.id === answers[i]);
		return picked === undefined ? null : judgePick(part.question, picked.id, sim.spec.algorithm);
	});
	return {
		score: verdicts.filter((verdict) => verdict?.correct === true).length,
		verdicts,
		extra: Math.max(0, answers.length - sim.parts.length),
		missing: Math.max(0, sim.parts.length - answers.length)
	};
}
