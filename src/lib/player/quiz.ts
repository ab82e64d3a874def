import type { Grain } from '../config/run-options';
import type { AlgorithmName } from '../search/descriptions';
import type { ExpandEvent } from '../search/events';
import type { ResolvedOptions } from '../search/options';
import { pseudocode, type LineId } from '../search/pseudocode';
import { frontierByArrival } from '../trace/frontier-arrival';
import { FATE_LINES } from '../trace/line-steps';
import { DEFAULT_FRONTIER_ROWS, type Trace } from '../trace/trace';
import type { FrontierRow } from '../trace/types';
import { forwardOf, type Position } from './forward';

/**
 * The explorer's quiz (AISpace's Quiz, on every algorithm): before a step forward is shown, the
 * student predicts it. This module says what the position a step forward lands on would ask,
 * read off the trace at its cursor without moving it, as facts (node ids, child indices, fate
 * lines); the explorer words and judges them (components/explorer/quiz-words.ts).
 *
 * - 'next-entry': the next step takes an entry off the frontier (a queue, a stack, a priority
 *   queue, an iteration's stack): which one? The entries are listed in the order they joined,
 *   so the list does not give the answer away; the answer is the node the step takes.
 * - 'walk-step': the greedy walk keeps no frontier to choose from; its question is which
 *   unvisited child of the node it stands on it steps to.
 * - 'fate': at line grain, what becomes of a child, asked before the line that generates it:
 *   once generated, the tree draws it as a node or as a discarded ghost and the map marks its
 *   state, which would give the fate away. The choices are the fate lines the algorithm's
 *   pseudocode has under the run's options.
 */

/**
 * A child's fate as the quiz offers it: the pseudocode line that decides it ('add' for a new
 * child, 'explored', 'in-frontier', 'replace', a cut, the walk's 'visited' or 'candidate'), or
 * 'goal' for a child that passes the goal test on generation.
 */
export type FateChoice =
	| 'add'
	| 'goal'
	| 'explored'
	| 'in-frontier'
	| 'replace'
	| 'depth-cut'
	| 'bound-cut'
	| 'parent-cut'
	| 'visited'
	| 'candidate';

/** The fate lines: a child's fate is decided on one of them (line-steps.ts). */
type FateLine = Exclude<FateChoice, 'goal'>;
const FATE_LINE_IDS: ReadonlySet<LineId> = new Set(Object.values(FATE_LINES));

function isFateLine(line: LineId): line is FateLine {
	return FATE_LINE_IDS.has(line);
}

/**
 * The fates a child can meet in a run of `algorithm` under `options`, in the order the
 * pseudocode tests them: the fate lines its pseudocode has (a depth limit's cut only with a
 * limit, the duplicate checks only in a graph search, …), and 'goal' after 'add' where
 * children are goal-tested as they are generated.
 */
export function fateChoicesOf(
	algorithm: AlgorithmName,
	options: ResolvedOptions
): readonly FateChoice[] {
	const choices: FateChoice[] = [];
	for (const { id } of pseudocode(algorithm, options)) {
		if (id === 'goal-child') choices.push('goal');
		else if (id !== null && isFateLine(id) && !choices.includes(id)) choices.push(id);
	}
	return choices;
}

/** Which frontier entry the next step takes. */
export interface NextEntryQuestion {
	readonly kind: 'next-entry';
	/** The position a right answer shows: the step that takes the entry. */
	readonly at: Position;
	/** Every entry of the frontier, in the order it joined (not the order it leaves). */
	readonly choices: readonly FrontierRow<unknown>[];
	/** The id of the entry the step takes. */
	readonly answer: number;
	/** That entry is the goal: the step takes it off and the search stops (goal test on removal). */
	readonly answerIsGoal: boolean;
}

/** A child of the node the walk stands on that it has not visited: one it may step to. */
export interface WalkCandidate {
	/** Its place in the child order (0 = first child generated). */
	readonly child: number;
	readonly action: string;
	readonly g: number;
	readonly h: number;
}

/** Which child the greedy walk steps to. */
export interface WalkStepQuestion {
	readonly kind: 'walk-step';
	readonly at: Position;
	/** The node the walk stands on. */
	readonly node: number;
	/** Its unvisited children, in child order. */
	readonly choices: readonly WalkCandidate[];
	/** The child index of the one it steps to. */
	readonly answer: number;
	/** The line that chooses it (its moment in the step), which says why. */
	readonly chosenAt: Position;
}

/** What becomes of one child of the node being expanded. */
export interface FateQuestion {
	readonly kind: 'fate';
	/** The position a right answer shows: the line that generates the child. */
	readonly at: Position;
	/** The line that decides its fate, which comes next and says why. */
	readonly decidedAt: Position;
	/** The node being expanded. */
	readonly node: number;
	/** The child's place in the child order, and how many children the node has. */
	readonly child: number;
	readonly children: number;
	readonly action: string;
	readonly choices: readonly FateChoice[];
	readonly answer: FateChoice;
	/**
	 * The goal test the child meets after its fate line, where children are tested as they are
	 * generated: with the fate line, it says whether a new child is the goal.
	 */
	readonly goalTestAt: Position | null;
}

export type QuizQuestion = NextEntryQuestion | WalkStepQuestion | FateQuestion;

/**
 * Why a step forward asks nothing:
 * - 'nothing': the position decides nothing the student could predict (the start, a new
 *   iteration, a push, the run's end, the rest of a step finished at once, a step not computed);
 * - 'one-choice': there is a question, but a single answer (one entry on the frontier, one
 *   unvisited child, one fate the run's options allow);
 * - 'crowded': the frontier holds `total` entries, more than a question lists (QUIZ_CHOICES).
 */
export type Unasked =
	| { readonly kind: 'unasked'; readonly at: Position; readonly why: 'nothing' }
	| {
			readonly kind: 'unasked';
			readonly at: Position;
			readonly why: 'one-choice';
			readonly about: QuizQuestion['kind'];
	  }
	| {
			readonly kind: 'unasked';
			readonly at: Position;
			readonly why: 'crowded';
			readonly total: number;
	  };

/** The most frontier entries a question lists: as many as the explorer's frontier panel shows. */
export const QUIZ_CHOICES = DEFAULT_FRONTIER_ROWS;

/**
 * What the step forward by `grain` from the trace's cursor would ask, or why it asks nothing.
 * `fates` are the run's fate choices (fateChoicesOf). The trace does not move.
 */
export function questionAhead(
	trace: Trace<unknown>,
	grain: Grain,
	fates: readonly FateChoice[]
): QuizQuestion | Unasked {
	const here: Position = { step: trace.cursor, moment: trace.moment };
	const at = forwardOf(here, trace.momentCount(here.step), grain);
	const nothing: Unasked = { kind: 'unasked', at, why: 'nothing' };
	if (here.step < 0 || at.step >= trace.length) return nothing;
	const event = trace.event(at.step);
	if (at.step === here.step) {
		// Within the step: the line ahead generates a child (whose fate is asked), or chooses the
		// walk's next node.
		if (at.moment === null || event.type !== 'expand') return nothing;
		const moments = trace.moments(at.step);
		const moment = moments[at.moment];
		if (moment.line === 'choose') return walkQuestion(event, at, at.moment);
		const decided = moments[at.moment + 1];
		if (moment.line !== 'children' || moment.child === null || decided === undefined) {
			return nothing;
		}
		if (!isFateLine(decided.line) || decided.child !== moment.child) return nothing;
		const child = event.children[moment.child];
		if (fates.length < 2) return { kind: 'unasked', at, why: 'one-choice', about: 'fate' };
		const after = moments[at.moment + 2];
		const goalTested = after?.line === 'goal-child' && after.child === moment.child;
		return {
			kind: 'fate',
			at,
			node: event.node.id,
			child: moment.child,
			children: event.children.length,
			action: child.action,
			choices: fates,
			// The line the trace lists for the child is its fate's (the walk decides a chosen child
			// on its 'candidate' line too); a goal found on generation is a new child's line.
			answer: child.fate === 'goal' ? 'goal' : decided.line,
			decidedAt: { step: at.step, moment: at.moment + 1 },
			goalTestAt: goalTested ? { step: at.step, moment: at.moment + 2 } : null
		};
	}
	// The next step. The walk's node is the child it chose a step earlier: what it decides is
	// the child it steps to next, asked before the whole step (by line, before its last line).
	if (trace.plan.walk) {
		if (at.moment !== null || event.type !== 'expand') return nothing;
		const choosing = trace.moments(at.step).findIndex((moment) => moment.line === 'choose');
		return choosing < 0 ? nothing : walkQuestion(event, at, choosing);
	}
	// The entry the step takes off: expanded, found to be the goal, or discarded (multiple-path
	// pruning takes it off by the same rule before it sees its state was expanded).
	if (event.type === 'start' || event.type === 'iteration') return nothing;
	const { total, byArrival } = frontierByArrival(trace, QUIZ_CHOICES);
	if (total > QUIZ_CHOICES) return { kind: 'unasked', at, why: 'crowded', total };
	if (total < 2) return { kind: 'unasked', at, why: 'one-choice', about: 'next-entry' };
	return {
		kind: 'next-entry',
		at,
		choices: byArrival,
		answer: event.node.id,
		answerIsGoal: event.type === 'goal'
	};
}

/** The walk's choice at `event`: among the children it has not visited, the one it takes. */
function walkQuestion(
	event: ExpandEvent<unknown>,
	at: Position,
	chooseMoment: number
): WalkStepQuestion | Unasked {
	const choices: WalkCandidate[] = [];
	event.children.forEach((child, i) => {
		if (child.fate === 'added' || child.fate === 'passed-over') {
			choices.push({ child: i, action: child.action, g: child.g, h: child.h });
		}
	});
	const answer = event.children.findIndex((child) => child.fate === 'added');
	// Stuck: every child visited, nothing to step to.
	if (answer < 0) return { kind: 'unasked', at, why: 'nothing' };
	if (choices.length < 2) return { kind: 'unasked', at, why: 'one-choice', about: 'walk-step' };
	const chosenAt = { step: at.step, moment: chooseMoment };
	return { kind: 'walk-step', at, node: event.node.id, choices, answer, chosenAt };
}

/** The entry a state picked on a picture stands for, and every entry holding that state. */
export interface EntryOfState {
	/** The entry the pick means: of those holding the state, the first to leave the frontier. */
	readonly id: number;
	/** Every entry holding the state, by id (in the order they joined): one, or more in a tree search. */
	readonly holders: readonly number[];
}

/**
 * The frontier entry a state picked on a picture means (a node clicked on a graph's map, which
 * draws each node once), or null when no entry of `question` holds it. States are compared as
 * the trace holds them (===): a picture offers the states it was handed.
 *
 * A tree search can hold one state in several entries (a city reached by two roads). The pick
 * means the one of them the frontier hands out first (the lowest leave position): it is the only
 * one of them that can be taken next, so the pick is right exactly when the state taken next is
 * the state picked, which is what a click on the map predicts; and a wrong pick is judged
 * against the entry by which that state would leave first. Choosing another holder would make a
 * right city wrong, and asking which holder would ask what the map cannot show.
 */
export function entryOfState(question: NextEntryQuestion, state: unknown): EntryOfState | null {
	const holding = question.choices.filter((row) => row.state === state);
	if (holding.length === 0) return null;
	const first = holding.reduce((best, row) => (row.position < best.position ? row : best));
	return { id: first.id, holders: holding.map((row) => row.id) };
}

/** Where a question stands in a run: a student is scored once per position. */
export function positionKey(at: Position): string {
	return at.moment === null ? `${at.step}` : `${at.step}.${at.moment}`;
}
