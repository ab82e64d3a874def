/**
 * "Predict the next expansion": an A* run on a tile board, paused at a step, shows its frontier
 * in the order the entries joined it (not sorted), and the reader picks the entry A* takes
 * next. A* takes the lowest f = g + h; among equal f the engine's default tie-break is FIFO,
 * so the entry that joined the frontier first leaves first. This module builds the questions
 * and judges the answers; the component only draws.
 */
import type { Board } from '../puzzle/board';
import type { HeuristicName } from '../puzzle/heuristics';
import { formatBoard } from '../puzzle/notation';
import { ALGORITHMS } from '../search/algorithms';
import type { SearchEvent, SearchResult } from '../search/events';
import { collectRun } from '../search/run';
import { tileProblem } from '../search/tile-problem';
import type { TileState } from '../search/tile-state';
import { createTrace, frontierByArrival, frontierOrderFor, type Trace } from '../trace';

/** A question with more frontier entries than this is not asked: the list would not fit. */
export const MAX_CHOICES = 12;

/**
 * The run is cut after this many expansions: questions stop long before (the frontier outgrows
 * MAX_CHOICES), and the cut keeps a hard or unsolvable board from costing the page anything.
 */
export const PREDICT_MAX_EXPANSIONS = 400;

export interface Choice {
	/** The engine's node id: ids grow in generation order, so they are the order of arrival. */
	readonly id: number;
	/** 1 for the entry that joined the frontier first, among those on it now. */
	readonly arrival: number;
	readonly board: Board;
	/** The board in compact notation, e.g. "4132_5786". */
	readonly notation: string;
	/** The move of the blank that produced it. */
	readonly action: string | null;
	readonly g: number;
	readonly h: number;
	readonly f: number;
}

export interface Question {
	/** The run's step the question is asked at: this many expansions are done. */
	readonly step: number;
	/** Frontier entries in the order they joined the frontier. */
	readonly choices: readonly Choice[];
	/** The id of the entry A* takes next: the node of the run's next step. */
	readonly answer: number;
	/** The next entry is the goal: the next step takes it off the frontier and ends the search. */
	readonly answerIsGoal: boolean;
}

export interface Verdict {
	readonly correct: boolean;
	/** "Right." or "Not this one." with what A* does. */
	readonly headline: string;
	/** Why, in terms of f and the tie-break. */
	readonly reason: string;
}

/** An A* run on a board, folded by the trace so any step can be shown. */
export interface PredictRun {
	readonly trace: Trace<TileState>;
	readonly events: readonly SearchEvent<TileState>[];
	readonly result: SearchResult<TileState>;
	readonly toBoard: (state: TileState) => Board;
}

export function predictRun(board: Board, heuristic: HeuristicName): PredictRun {
	const problem = tileProblem(board, { heuristic });
	const { events, result } = collectRun(
		ALGORITHMS.astar.run(problem, { maxExpansions: PREDICT_MAX_EXPANSIONS })
	);
	const trace = createTrace<TileState>(frontierOrderFor('astar'));
	for (const event of events) trace.append(event);
	trace.finish(result);
	return { trace, events, result, toBoard: (state) => problem.toBoard(state) };
}

/**
 * The question at `step` (0 = before the first expansion), or null when there is none: at or
 * past the end of the run (its last step takes the goal off the frontier, or is the last
 * expansion the cap allows), or a frontier too long to list.
 */
export function questionAt(run: PredictRun, step: number): Question | null {
	if (!Number.isInteger(step) || step < 0) return null;
	// The node the run takes next: expanded, or found to be the goal and not expanded.
	const taken = run.events[step + 1];
	if (taken === undefined || (taken.type !== 'expand' && taken.type !== 'goal')) return null;
	run.trace.seek(step);
	const { total, byArrival, next } = frontierByArrival(run.trace, MAX_CHOICES);
	if (next === null || total > MAX_CHOICES) return null;
	const choices = byArrival.map((row, i) => {
		const board = run.toBoard(row.state);
		return {
			id: row.id,
			arrival: i + 1,
			board,
			notation: formatBoard(board, 'compact'),
			action: row.action,
			g: row.g,
			h: row.h,
			f: row.f
		};
	});
	return { step, choices, answer: taken.node.id, answerIsGoal: taken.type === 'goal' };
}

/** The first step at or after `from` that has a question, or null. */
export function nextQuestionStep(run: PredictRun, from: number): number | null {
	for (let step = Math.max(0, from); step < run.events.length; step++) {
		if (questionAt(run, step) !== null) return step;
	}
	return null;
}

function label(choice: Choice): string {
	return `entry ${choice.arrival} (${choice.notation}, f ${choice.f})`;
}

/** Right or wrong, and why: lowest f first; equal f, the entry that joined first. */
export function judge(question: Question, picked: number): Verdict {
	const choice = question.choices.find((c) => c.id === picked);
	const answer = question.choices.find((c) => c.id === question.answer);
	if (choice === undefined || answer === undefined) {
		throw new RangeError(`No entry ${picked} in this question.`);
	}
	const lowest = answer.f;
	const tied = question.choices.filter((c) => c.f === lowest);
	const tieText =
		tied.length > 1
			? ` ${tied.length} entries share f ${lowest} (entries ${tied.map((c) => c.arrival).join(', ')}); ` +
				`the tie goes to the one that joined the frontier first, entry ${answer.arrival}.`
			: ` No other entry has f ${lowest}.`;
	const goalText = question.answerIsGoal
		? ' It is the goal: A* stops there without expanding it.'
		: '';
	if (choice.id === answer.id) {
		return {
			correct: true,
			headline: 'Right.',
			reason: `A* takes the lowest f = g + h, and ${label(answer)} has it.${tieText}${goalText}`
		};
	}
	if (choice.f === lowest) {
		return {
			correct: false,
			headline: `Not this one: A* takes entry ${answer.arrival}.`,
			reason:
				`Your entry has the lowest f, ${lowest}, but so does ${label(answer)}.${tieText}` + goalText
		};
	}
	return {
		correct: false,
		headline: `Not this one: A* takes entry ${answer.arrival}.`,
		reason:
			`Your entry has f = ${choice.g} + ${choice.h} = ${choice.f}, but ${label(answer)} has ` +
			`f = ${answer.g} + ${answer.h} = ${lowest}, and A* always takes the lowest f.${tieText}` +
			goalText
	};
}
