/**
 * Simulate mode: the student performs a search on a drawn board, one expansion at a time. At
 * each step the frontier is listed in the order its entries joined it (never in leave order,
 * which would give the answer away) and the student picks the entry the algorithm takes next.
 * A wrong pick is explained and corrected, so the run goes on along the algorithm's own path;
 * the score counts first tries.
 *
 * Everything is read from the engine's own run (challenge.ts asks and judges the questions), so
 * the checking page can replay a list of picks and reach the same verdicts. An answer is stored
 * as the picked entry's node number (the explorer's, 0 for the start), a small whole number a
 * result code holds, and the same on the page, in the code and in the model answer.
 */

import { boardLinkText, readPlayLink, type PlayConfig } from '../config/play-link';
import type { Board } from '../puzzle/board';
import type { AlgorithmName } from '../search/algorithms';
import {
	CHALLENGE_ALGORITHMS,
	challengeRun,
	judge,
	questionAt,
	type ChallengeRun,
	type Question,
	type Verdict
} from '../challenge/challenge';
import { drawInstance, type InstanceSpec } from './instances';

/** The most expansions one simulation asks the student to perform. */
export const MAX_SIMULATED_STEPS = 12;

export interface SimulationSpec {
	/** A board kind ('3x3' or '2x3'), a distance and a seed. */
	readonly instance: InstanceSpec;
	readonly algorithm: AlgorithmName;
	/** Expansions to perform, 1 to MAX_SIMULATED_STEPS; fewer when the search ends sooner. */
	readonly steps: number;
}

export interface Simulation {
	readonly spec: SimulationSpec;
	/** The run as the playground would open it (Manhattan distance, ties first in first out). */
	readonly config: PlayConfig;
	readonly run: ChallengeRun;
	/** One question per expansion to perform, in order, from the second: step k asks question k. */
	readonly questions: readonly Question[];
}

/** The simulation `spec` names; throws a RangeError, in words, for a spec it cannot run. */
export function simulation(spec: SimulationSpec): Simulation {
	if (!CHALLENGE_ALGORITHMS.includes(spec.algorithm)) {
		throw new RangeError(
			`Simulate mode runs ${CHALLENGE_ALGORITHMS.join(', ')}; ${spec.algorithm} does not take one entry off a frontier per step.`
		);
	}
	if (!Number.isInteger(spec.steps) || spec.steps < 1 || spec.steps > MAX_SIMULATED_STEPS) {
		throw new RangeError(
			`A simulation performs 1 to ${MAX_SIMULATED_STEPS} expansions, not ${spec.steps}.`
		);
	}
	const instance = drawInstance(spec.instance);
	if (instance.kind !== 'tile') {
		throw new RangeError('Simulate mode draws boards; the road map comes later.');
	}
	const config = searchConfig(instance.board, spec.algorithm);
	// The first expansion always takes the start, the frontier's only entry: it is not asked.
	const run = challengeRun(config, spec.steps + 1);
	const questions: Question[] = [];
	for (let step = 1; step <= spec.steps; step++) {
		const question = questionAt(run, step);
		if (!('choices' in question)) break;
		questions.push(question);
	}
	return { spec, config, run, questions };
}

/**
 * The run the playground opens for `board` under `algorithm`, with its defaults. A board that is
 * not square carries its size: "413_25" alone reads as no board at all, and the link would fall
 * back to the default 8-puzzle.
 */
export function searchConfig(board: Board, algorithm: AlgorithmName): PlayConfig {
	const query = new URLSearchParams({ v: '1', board: boardLinkText(board), algo: algorithm });
	if (board.rows !== board.cols) query.set('size', `${board.rows}x${board.cols}`);
	return readPlayLink(query).config;
}

export interface Replay {
	/** First tries that were right. */
	readonly score: number;
	/** Each answer's verdict, or null for an answer that names no entry (an edited code). */
	readonly verdicts: readonly (Verdict | null)[];
	/** The answers given for questions there are, beyond which the rest were ignored. */
	readonly extra: number;
	/** Questions left without an answer (a code from an unfinished run). */
	readonly missing: number;
}

/** Judges a list of first-try answers (node numbers), as the page judged them. */
export function replayAnswers(sim: Simulation, answers: readonly number[]): Replay {
	const verdicts = sim.questions.slice(0, answers.length).map((question, i) => {
		const picked = question.choices.find((entry) => entry.id === answers[i]);
		return picked === undefined
			? null
			: judge(question, picked.id, sim.config.algorithm, sim.config.weight, sim.config.tieBreak);
	});
	return {
		score: verdicts.filter((verdict) => verdict?.correct === true).length,
		verdicts,
		extra: Math.max(0, answers.length - sim.questions.length),
		missing: Math.max(0, sim.questions.length - answers.length)
	};
}
