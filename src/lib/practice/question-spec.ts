/**
 * What a practice question is, apart from how each type draws one: the types and levels a
 * teacher picks from, the algorithms each type asks about, the spec that names one question and
 * the question itself, part by part. The drawing lives in questions.ts (which dispatches on the
 * type) and in one module per type (frontier-after.ts, never-expanded.ts, route-cost.ts), all of
 * which read these definitions from here, below them, so no module of a type imports the
 * dispatcher that imports it.
 */

import {
	GRAPH_PLAY_DEFAULTS,
	playLinkQuery,
	playRunOptions,
	type TilePlayConfig
} from '../config/play-link';
import { HEURISTIC_INFO } from '../puzzle/heuristics';
import { ALGORITHM_NAMES, ALGORITHMS, type AlgorithmName } from '../search/algorithms';
import type { SimulationProblem } from './simulation';
import type { City, GraphRun } from '../domains/graph';
import type { GridRun } from '../domains/grid';
import { DESCRIPTIONS } from '../search/descriptions';
import { runRuleMessages } from '../search/rule-messages';
import { rulesSentence } from './practice-words';
import { CHALLENGE_ALGORITHMS } from '../challenge/challenge';
import type { ChooseSetPart } from './choose-set';
import type { PracticeInstance } from './instances';
import { SIMULATE_ALGORITHMS } from './simulation';
import type { OrderPart, PickPart, StepDetail, ValuePart } from './step-details';
import { message, type MessageRef } from '../messages';

/**
 * Words a student reads: a message (messages/practice/*.json), or — from a module not yet
 * converted to messages — its English as it is. A component writes either with `practiceText`
 * (components/practice/practice-text.ts).
 */
export type PracticeText = string | MessageRef;

/** Right or wrong, and why: the verdict on one answer to a part, in messages. */
export interface PracticeVerdict {
	readonly correct: boolean;
	readonly headline: PracticeText;
	readonly reason: PracticeText;
}

export type QuestionType =
	| 'simulate'
	| 'path-cost'
	| 'heuristic'
	| 'solvable'
	| 'frontier-after'
	| 'never-expanded'
	| 'route-cost'
	| GraphQuestionType
	| GridQuestionType;

/**
 * The types asked on small weighted graphs (graph-questions.ts): a graph drawn from the seed
 * for each question, or the teacher's own (QuestionSpec.graph).
 */
export const GRAPH_QUESTION_TYPES = [
	'expansion-order',
	'graph-values',
	'graph-path',
	'which-algorithm',
	'which-heuristic',
	'admissible',
	'astar-trap'
] as const;
export type GraphQuestionType = (typeof GRAPH_QUESTION_TYPES)[number];

export function isGraphQuestionType(type: string): type is GraphQuestionType {
	return (GRAPH_QUESTION_TYPES as readonly string[]).includes(type);
}

/** The types asked on small grid mazes drawn from the seed (grid-questions.ts). */
export const GRID_QUESTION_TYPES = [
	'grid-next',
	'grid-cost',
	'grid-admissible',
	'grid-trap'
] as const;
export type GridQuestionType = (typeof GRID_QUESTION_TYPES)[number];

export function isGridQuestionType(type: string): type is GridQuestionType {
	return (GRID_QUESTION_TYPES as readonly string[]).includes(type);
}

/** The searches grid questions ask about: one frontier each, ordered by depth, g, h or g + h. */
export const GRID_SEARCHES: readonly AlgorithmName[] = ['bfs', 'ucs', 'greedy', 'astar'];

export const QUESTION_TYPES: readonly QuestionType[] = [
	'simulate',
	'path-cost',
	'heuristic',
	'solvable',
	'frontier-after',
	'never-expanded',
	'route-cost',
	...GRAPH_QUESTION_TYPES,
	...GRID_QUESTION_TYPES
];

/** The searches "which search takes the nodes off in this order" chooses among. */
export const WHICH_CANDIDATES: readonly AlgorithmName[] = ['bfs', 'dfs', 'ucs', 'greedy', 'astar'];

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

/** Each type's name on the page and on the teachers' form (messages/practice's `practice_type_*`). */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, MessageRef>> = {
	simulate: message('practice_type_simulate', {}),
	'path-cost': message('practice_type_path_cost', {}),
	heuristic: message('practice_type_heuristic', {}),
	solvable: message('practice_type_solvable', {}),
	'frontier-after': message('practice_type_frontier_after', {}),
	'never-expanded': message('practice_type_never_expanded', {}),
	'route-cost': message('practice_type_route_cost', {}),
	'expansion-order': message('practice_type_expansion_order', {}),
	'graph-values': message('practice_type_graph_values', {}),
	'graph-path': message('practice_type_graph_path', {}),
	'which-algorithm': message('practice_type_which_algorithm', {}),
	'which-heuristic': message('practice_type_which_heuristic', {}),
	admissible: message('practice_type_admissible', {}),
	'astar-trap': message('practice_type_astar_trap', {}),
	'grid-next': message('practice_type_grid_next', {}),
	'grid-cost': message('practice_type_grid_cost', {}),
	'grid-admissible': message('practice_type_grid_admissible', {}),
	'grid-trap': message('practice_type_grid_trap', {})
};

/**
 * The algorithms a type asks about: a simulation needs one entry taken off a frontier (or an
 * iteration's stack) per step;
 * a path's length is asked of the searches a student can work out by hand: one frontier, not a
 * stack (a depth-first path runs to thousands of moves). The other types ask about a board, not
 * a search.
 */
export const TYPE_ALGORITHMS: Readonly<Record<QuestionType, readonly AlgorithmName[] | null>> = {
	simulate: SIMULATE_ALGORITHMS,
	'path-cost': CHALLENGE_ALGORITHMS.filter((name) => DESCRIPTIONS[name].structure !== 'stack'),
	heuristic: null,
	solvable: null,
	'frontier-after': CHALLENGE_ALGORITHMS,
	// The f < C* < f rule is A*'s (a priority queue on f = g + h), with a consistent h.
	'never-expanded': ALGORITHM_NAMES.filter((name) => {
		const { structure, priority } = DESCRIPTIONS[name];
		return structure === 'priority' && priority === 'g+h';
	}),
	// Every search that keeps a frontier returns a route on the road map.
	'route-cost': SIMULATE_ALGORITHMS,
	// On a graph an order, a path and a search's choice are asked of the searches with one
	// frontier; g and f of the searches whose priority adds g.
	'expansion-order': CHALLENGE_ALGORITHMS,
	'graph-values': ALGORITHM_NAMES.filter((name) => {
		const { structure, priority } = DESCRIPTIONS[name];
		return structure === 'priority' && priority !== 'h';
	}),
	'graph-path': CHALLENGE_ALGORITHMS,
	'which-algorithm': WHICH_CANDIDATES,
	// Which h: the searches that read h.
	'which-heuristic': ALGORITHM_NAMES.filter((name) => {
		const { structure, informed } = DESCRIPTIONS[name];
		return structure === 'priority' && informed;
	}),
	admissible: null,
	'astar-trap': null,
	'grid-next': GRID_SEARCHES,
	'grid-cost': GRID_SEARCHES,
	'grid-admissible': null,
	'grid-trap': null
};

export interface QuestionSpec {
	readonly type: QuestionType;
	/** Read by `simulate` and `path-cost` only. */
	readonly algorithm: AlgorithmName;
	readonly level: Level;
	/** Any text; the same text draws the same question on every machine. */
	readonly seed: string;
	/**
	 * The domain `simulate` searches: 'tile', boards (the default), or 'graph', the road map from
	 * a drawn city. A link spells them in its own words (PROBLEM_WORDS, assignment.ts).
	 */
	readonly problem?: SimulationProblem;
	/** `simulate` only: what the student gives at each step beyond the pick ('pick' if absent). */
	readonly detail?: StepDetail;
	/** Road-map questions: the start city a teacher chose; drawn from the seed when absent. */
	readonly start?: City;
	/** Graph questions: the teacher's own graph, asked of every student; drawn when absent. */
	readonly graph?: GraphRun;
}

/** One of listed options (nodes, edges, searches), answered by its index; one right or more. */
export interface ChoicePart {
	readonly kind: 'choice';
	readonly prompt: PracticeText;
	/**
	 * The options as shown. A result's record (answerText: the teachers' check, an LMS's
	 * interaction) writes an option as its string; an option in words is a message and is
	 * recorded by its place, from 1 ("option 2"), whatever the language it was shown in.
	 */
	readonly options: readonly PracticeText[];
	/** The indices of the options judged right (any one of them is). */
	readonly accepted: readonly number[];
	readonly explanation: PracticeText;
	/** Whether an option may be typed as well as clicked (a node's name). */
	readonly typed?: boolean;
	/**
	 * When the options are cells of the question's grid, each option's cell number: the answer
	 * is clicked on the grid's picture, or typed as (row, column).
	 */
	readonly cells?: readonly number[];
}

/**
 * One thing to answer. Every answer is a whole number (a node's number, a count, 1 for yes, an
 * order's rank).
 */
export type Part =
	/** A simulation's pick: the node an expansion takes (step-details.ts). */
	| PickPart
	/**
	 * A number: a count, a cost, a length, or a simulation's g, h or f of a new node (whose board
	 * and sentence of where the search stands only a simulation's value part carries).
	 */
	| ValuePart
	| OrderPart
	| {
			readonly kind: 'yes-no';
			readonly prompt: PracticeText;
			readonly answer: boolean;
			readonly explanation: PracticeText;
			/**
			 * What the thing asked about is, either way ("solvable", "not solvable" when absent):
			 * the buttons say "Yes, solvable", a wrong answer's verdict "it is not solvable".
			 */
			readonly words?: YesNoWords;
	  }
	| ChoicePart
	/** A set of listed boards, answered as a bitmask over them (choose-set.ts). */
	| ChooseSetPart;

/** What a yes-no part's subject is, either way: each a message, or English not yet converted. */
export interface YesNoWords {
	readonly yes: PracticeText;
	readonly no: PracticeText;
}

/** A graph a graph question asks about: drawn from the seed, or the teacher's own. */
export interface ExamGraphInstance {
	readonly problem: 'graph';
	readonly spec: GraphRun;
	readonly exam: true;
	/** Whether the picture writes h under the nodes (the question reads it). */
	readonly showsH: boolean;
	/** Heuristics to choose among, shown as a table under the graph ("which h"). */
	readonly hTable?: readonly {
		readonly name: string;
		readonly values: Readonly<Record<string, number>>;
	}[];
}

/**
 * A grid a grid question asks about, drawn from the seed, with the heuristic it names and, where
 * a run has begun, the cells it has expanded and those on its frontier.
 */
export interface ExamGridInstance {
	readonly problem: 'grid';
	readonly spec: GridRun;
	readonly exam: true;
	readonly explored: readonly number[];
	readonly frontier: readonly number[];
}

export interface PracticeQuestion {
	readonly spec: QuestionSpec;
	/** What to do, in one line: "Perform A* search from this board." */
	readonly task: PracticeText;
	/** The conventions the answers follow (child order, tie-break, goal test, h), or ''. */
	readonly conventions: PracticeText;
	/**
	 * What it asks about, as the domain registry names a problem: a board and its goal, or the
	 * road map from a start city to Bucharest.
	 */
	readonly instance: PracticeInstance | ExamGraphInstance | ExamGridInstance;
	readonly parts: readonly Part[];
	/**
	 * The query of a /play link that shows the answer worked out (a board's run, or the road
	 * map's, at the last step asked), or null (no search asked).
	 */
	readonly modelAnswer: string | null;
	/**
	 * Where the model answer's run is shown under the question once its last part is answered:
	 * at the last step asked, or at its end with the path (a road map's route) it returns. Absent
	 * where the link alone serves: a board's run (the question draws its boards), or a question
	 * about h rather than a run.
	 */
	readonly modelRun?: 'asked' | 'path' | 'route';
}

/**
 * The playground's query for the road map's run of `algorithm` from `start` to `goal`, at
 * `step`: practice runs it with the playground's defaults (ties first added first, w = 2), so
 * the link opens the same run.
 */
export function roadMapAnswerQuery(
	algorithm: AlgorithmName,
	start: string,
	goal: string,
	step: number
): string {
	return playLinkQuery({ ...GRAPH_PLAY_DEFAULTS['road-map'], algorithm, start, goal, step });
}

/** The rules a run follows that decide its answers, as a student reads them before starting. */
export function conventionsText(config: TilePlayConfig): MessageRef {
	const [first, ...rest] = config.childOrder.map((move) => message(BLANK_MOVES[move], {}));
	const order = rest.reduce<MessageRef>(
		(head, item) => message('search_list_more', { head, item }),
		first
	);
	const rules: MessageRef[] = [];
	if (ALGORITHMS[config.algorithm].informed) {
		rules.push(
			message('practice_rule_heuristic', {
				heuristic: HEURISTIC_INFO[config.heuristic].labelMessage
			})
		);
	}
	rules.push(...runRuleMessages(config.algorithm, playRunOptions(config)));
	return rulesSentence(message('practice_rule_tile_children', { order }), rules);
}

/** The way the blank moves, in a rule's words ("up"). */
export const BLANK_MOVES = {
	Up: 'practice_blank_up',
	Down: 'practice_blank_down',
	Left: 'practice_blank_left',
	Right: 'practice_blank_right'
} as const;
