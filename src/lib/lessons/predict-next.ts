/**
 * "Predict the next expansion": an A* run on a tile board, paused at a step, shows its frontier
 * in the order the entries joined it (not sorted), and the reader picks the entry A* takes
 * next. A* takes the lowest f = g + h; among equal f the engine's default tie-break is FIFO,
 * so the entry that joined the frontier first leaves first. This module builds the questions;
 * they are judged by the challenge's judge (one rule, one wording, node numbers as the explorer
 * writes them), and the component only draws.
 */
import type { Board } from '../puzzle/board';
import type { HeuristicName } from '../puzzle/heuristics';
import { formatBoard } from '../puzzle/notation';
import { ALGORITHMS } from '../search/algorithms';
import { describedOptions } from '../search/descriptions';
import type { SearchEvent, SearchResult } from '../search/events';
import { collectRun } from '../search/run';
import { tileProblem } from '../search/tile-problem';
import type { TileState } from '../search/tile-state';
import { createTraceFor, frontierByArrival, type Trace } from '../trace';
import {
	judge,
	type Choice as ChallengeChoice,
	type Question as ChallengeQuestion,
	type Verdict
} from '../challenge/challenge';

export type { Verdict };

/** A question with more frontier entries than this is not asked: the list would not fit. */
export const MAX_CHOICES = 12;

/**
 * The run is cut after this many expansions: questions stop long before (the frontier outgrows
 * MAX_CHOICES), and the cut keeps a hard or unsolvable board from costing the page anything.
 */
export const PREDICT_MAX_EXPANSIONS = 400;

/** A frontier entry of a question: the challenge's, with the move of the blank that made it. */
export interface Choice extends ChallengeChoice {
	readonly action: string | null;
}

/** A question: the challenge's, so the challenge's judge reads it. */
export interface Question extends ChallengeQuestion {
	readonly choices: readonly Choice[];
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
	const options = { maxExpansions: PREDICT_MAX_EXPANSIONS };
	const { events, result } = collectRun(ALGORITHMS.astar.run(problem, options));
	const trace = createTraceFor('astar', options, problem);
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
	const choices = byArrival.map((row) => {
		const board = run.toBoard(row.state);
		return {
			id: row.id,
			parent: row.parent,
			depth: row.depth,
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

/** Right or wrong, and why: lowest f first; equal f, the entry that joined first (FIFO). */
export function judgePrediction(question: Question, picked: number): Verdict {
	const { weight, tieBreak } = describedOptions('astar');
	return judge(question, picked, 'astar', weight, tieBreak);
}
