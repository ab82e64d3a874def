/**
 * Practice questions, each drawn from a seed and answered by whole numbers, so that the page
 * that asks, the result code that carries the answers and the page that checks them all agree:
 *
 * - `simulate`: perform a search on a board or the road map, one expansion at a time — pick the
 *   node each expansion takes (the answer is the node's number, as the explorer writes it) and,
 *   for iterative deepening and IDA*, type each next bound (simulation.ts);
 * - `path-cost`: how many moves the path an algorithm returns has;
 * - `heuristic`: h of a board under misplaced tiles, Manhattan distance or linear conflict;
 * - `solvable`: whether a board can reach the goal at all (the parity argument);
 * - `frontier-after`: which boards are on the frontier after expansion k (frontier-after.ts);
 * - `never-expanded`: which nodes A* never expands, those with f > C* (never-expanded.ts);
 * - `route-cost`: the route a search returns on the road map, its roads and its cost
 *   (route-cost.ts).
 *
 * What a question is (its types, levels, spec and parts) is question-spec.ts; this module draws
 * one and judges its answers. A question has one or more parts; each part is answered once and
 * judged at once, and a wrong answer is explained and corrected so the question goes on. Every
 * answer the questions accept is read from the engine (the run, the heuristic, the parity
 * rule), never stored beside it.
 */

import { playLinkQuery } from '../config/play-link';
import { boardOf } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import {
	evaluateHeuristic,
	heuristicBreakdown,
	HEURISTIC_INFO,
	type HeuristicName
} from '../puzzle/heuristics';
import { createRng } from '../puzzle/rng';
import { explainSolvability } from '../puzzle/solvability';
import { DESCRIPTIONS } from '../search/descriptions';
import { returnedLength } from '../challenge/challenge';
import { judgeSet, setText } from './choose-set';
import { frontierAfterQuestion } from './frontier-after';
import { drawBoard } from './instances';
import { neverExpandedQuestion } from './never-expanded';
import {
	conventionsText,
	QUESTION_TYPE_LABELS,
	TYPE_ALGORITHMS,
	type Level,
	type Part,
	type PracticeQuestion,
	type QuestionSpec,
	roadMapAnswerQuery
} from './question-spec';
import { routeCostQuestion } from './route-cost';
import { graphQuestion } from './graph-questions';
import { gridQuestion } from './grid-questions';
import { judgePick, playConfigOf } from './simulation';
import {
	drawSimulation,
	lastStepAsked,
	roadMapConventions,
	simulationTask
} from './simulation-question';
import { judgeOrder, orderOfRank, orderRank, simulationParts } from './step-details';
import { message, type MessageId, type MessageRef } from '../messages';
import { noPathReturned, unfitAlgorithm } from './draw-errors';
import { listText, notQuite, RIGHT, sumText } from './practice-words';
import type { PracticeVerdict, YesNoWords } from './question-spec';

/** Simulate: how far from the goal the board is drawn, and how many expansions to perform. */
const SIMULATE_LEVELS: Readonly<Record<Level, { distance: number; steps: number }>> = {
	easy: { distance: 4, steps: 3 },
	medium: { distance: 8, steps: 5 },
	hard: { distance: 12, steps: 8 }
};

/** Path cost: how far from the goal the 8-puzzle board is drawn. */
const PATH_DISTANCES: Readonly<Record<Level, number>> = { easy: 4, medium: 8, hard: 14 };

/** The heuristics a question asks the value of (h = 0 asks nothing). */
type AskedHeuristic = Exclude<HeuristicName, 'zero'>;

/** Heuristic: which h is asked, and how scrambled the board is. */
const HEURISTIC_LEVELS: Readonly<Record<Level, { heuristic: AskedHeuristic; distance: number }>> = {
	easy: { heuristic: 'misplaced', distance: 6 },
	medium: { heuristic: 'manhattan', distance: 10 },
	hard: { heuristic: 'linear-conflict', distance: 16 }
};

/** Solvability: the board's size (an even width brings the blank's row into the rule). */
const SOLVABLE_SIZES: Readonly<Record<Level, readonly [number, number]>> = {
	easy: [2, 3],
	medium: [3, 3],
	hard: [4, 4]
};

/** The question `spec` names; throws a RangeError, in words, for one it cannot ask. */
export function drawQuestion(spec: QuestionSpec): PracticeQuestion {
	const fits = TYPE_ALGORITHMS[spec.type];
	if (fits !== null && !fits.includes(spec.algorithm)) {
		throw unfitAlgorithm(QUESTION_TYPE_LABELS[spec.type], fits, spec.algorithm);
	}
	switch (spec.type) {
		case 'simulate':
			return simulateQuestion(spec);
		case 'path-cost':
			return pathCostQuestion(spec);
		case 'heuristic':
			return heuristicQuestion(spec);
		case 'solvable':
			return solvableQuestion(spec);
		case 'frontier-after':
			return frontierAfterQuestion(spec);
		case 'never-expanded':
			return neverExpandedQuestion(spec);
		case 'route-cost':
			return routeCostQuestion(spec);
		case 'grid-next':
		case 'grid-cost':
		case 'grid-admissible':
		case 'grid-trap':
			return gridQuestion({ ...spec, type: spec.type });
		default:
			return graphQuestion({ ...spec, type: spec.type });
	}
}

function simulateQuestion(spec: QuestionSpec): PracticeQuestion {
	const level = SIMULATE_LEVELS[spec.level];
	const sim = drawSimulation(spec.algorithm, spec.problem ?? 'tile', spec.seed, level, spec.start);
	const { config, instance } = sim;
	const detail = spec.detail ?? 'pick';
	return {
		spec,
		task: simulationTask(sim, detail),
		conventions: config !== null ? conventionsText(config) : roadMapConventions(spec.algorithm),
		instance,
		parts: simulationParts(sim, detail),
		// A road map's run is shown under the question; a board's, beside which the question
		// draws its boards, is a link.
		...(instance.problem === 'graph' ? { modelRun: 'asked' as const } : {}),
		modelAnswer:
			instance.problem === 'graph'
				? roadMapAnswerQuery(
						spec.algorithm,
						instance.spec.start,
						instance.spec.goals[0],
						lastStepAsked(sim)
					)
				: config !== null
					? playLinkQuery({ ...config, step: lastStepAsked(sim) })
					: null
	};
}

function pathCostQuestion(spec: QuestionSpec): PracticeQuestion {
	const distance = PATH_DISTANCES[spec.level];
	const instance = drawBoard('3x3', spec.seed, distance);
	const config = playConfigOf(instance.spec.board, spec.algorithm);
	const { length, outcome, lastStep } = returnedLength(config);
	const algorithm = DESCRIPTIONS[spec.algorithm].names.label;
	if (length === null) throw noPathReturned(DESCRIPTIONS[spec.algorithm].names.subject, outcome);
	const path = message('count_moves', { count: length });
	return {
		spec,
		task: message('practice_path_cost_task', {
			algorithm: DESCRIPTIONS[spec.algorithm].names.inSentence
		}),
		conventions: conventionsText(config),
		instance,
		parts: [
			{
				kind: 'number',
				prompt: message('practice_path_cost_prompt', {}),
				answer: length,
				explanation:
					length === distance
						? message('practice_path_cost_fewest', {
								algorithm,
								path,
								distance: message('count_moves', { count: distance })
							})
						: message('practice_path_cost_longer', { algorithm, path, fewest: distance })
			}
		],
		modelAnswer: playLinkQuery({ ...config, step: lastStep })
	};
}

function heuristicQuestion(spec: QuestionSpec): PracticeQuestion {
	const { heuristic, distance } = HEURISTIC_LEVELS[spec.level];
	const instance = drawBoard('3x3', spec.seed, distance);
	const { board, goal } = instance.spec;
	const answer = evaluateHeuristic(heuristic, board, goal);
	const shares = heuristicBreakdown(heuristic, board, goal).filter((share) => share.value > 0);
	const label = HEURISTIC_INFO[heuristic].labelMessage;
	const terms = sumText(
		shares.map((share) => message('practice_tile_share', { value: share.value, tile: share.tile }))
	);
	const sum =
		terms === null
			? message('practice_heuristic_zero', {})
			: message('practice_heuristic_sum', { terms, answer });
	return {
		spec,
		task: message('practice_heuristic_task', { heuristic: label }),
		conventions: '',
		instance,
		parts: [
			{
				kind: 'number',
				prompt: 'h',
				answer,
				explanation: message('practice_heuristic_explanation', {
					why: message(HEURISTIC_WHY[heuristic], {}),
					sum
				})
			}
		],
		modelAnswer: null
	};
}

function solvableQuestion(spec: QuestionSpec): PracticeQuestion {
	const [rows, cols] = SOLVABLE_SIZES[spec.level];
	const rng = createRng(`solvable/${spec.level}/${spec.seed}`);
	const cells = Array.from({ length: rows * cols }, (_, i) => i);
	// Fisher–Yates: every arrangement is equally likely, so about half cannot reach the goal.
	for (let i = cells.length - 1; i > 0; i--) {
		const j = rng.int(i + 1);
		[cells[i], cells[j]] = [cells[j], cells[i]];
	}
	const board = boardOf(rows, cols, cells);
	const goal = goalBoard(rows, cols);
	const explanation = explainSolvability(board, goal);
	return {
		spec,
		task: message('practice_solvable_task', { rows, cols }),
		conventions: '',
		instance: { problem: 'tile', spec: { board, goal } },
		parts: [
			{
				kind: 'yes-no',
				prompt: message('practice_solvable_prompt', {}),
				answer: explanation.solvable,
				// The parity argument with the board's numbers.
				explanation: explanation.reasonMessage
			}
		],
		modelAnswer: null
	};
}

/**
 * The verdict on `answer` to part `index`, or null when the answer names nothing the part
 * offers (a node not on the frontier, a yes/no other than 1 or 0: an edited code).
 */
export function judgePart(
	question: PracticeQuestion,
	index: number,
	answer: number
): PracticeVerdict | null {
	const part = question.parts[index];
	if (part === undefined) return null;
	switch (part.kind) {
		case 'pick':
			if (!part.question.choices.some((choice) => choice.id === answer)) return null;
			return judgePick(part.question, answer, question.spec.algorithm);
		case 'number':
			return {
				correct: answer === part.answer,
				headline: answer === part.answer ? RIGHT : notQuite(part.answer),
				reason: part.explanation
			};
		case 'order': {
			const arranged = orderOfRank(answer, part.entries.length, part.marked);
			if (arranged === null) return null;
			return judgeOrder(
				part,
				arranged.map((index) => part.entries[index].id)
			);
		}
		case 'yes-no': {
			if (answer !== 0 && answer !== 1) return null;
			const right = (answer === 1) === part.answer;
			const words = part.words ?? SOLVABLE_WORDS;
			return {
				correct: right,
				headline: right
					? RIGHT
					: message('practice_not_quite_yes_no', { answer: part.answer ? words.yes : words.no }),
				reason: part.explanation
			};
		}
		case 'choose-set':
			return judgeSet(part, answer);
		case 'choice': {
			if (!Number.isInteger(answer) || answer < 0 || answer >= part.options.length) return null;
			const right = part.accepted.includes(answer);
			const accepted = part.accepted.map((index) => part.options[index]);
			const any = listText(accepted);
			return {
				correct: right,
				headline: right
					? RIGHT
					: accepted.length > 1 && any !== null
						? message('practice_not_quite_any', { options: any })
						: notQuite(accepted[0]),
				reason: part.explanation
			};
		}
	}
}

/** A yes-no part's words when it gives none: the parity question's. */
export const SOLVABLE_WORDS: YesNoWords = Object.freeze({
	yes: message('practice_solvable', {}),
	no: message('practice_not_solvable', {})
});

/**
 * An answer as a teacher reads it on the checking page and an LMS records it: a node, a
 * number, yes or no, an order of nodes, an option; the whole number itself when it names
 * nothing the part offers. It is a record, the same whatever language the questions were
 * shown in: an option in words is written by its place ("option 2").
 */
export function answerText(question: PracticeQuestion, index: number, answer: number): string {
	const part = question.parts[index];
	if (part === undefined || judgePart(question, index, answer) === null) return String(answer);
	switch (part.kind) {
		case 'pick':
			return `node ${answer}`;
		case 'number':
			return String(answer);
		case 'order': {
			const arranged = orderOfRank(answer, part.entries.length, part.marked) ?? [];
			return `nodes ${arranged.map((i) => part.entries[i].id).join(', ')}${part.marked < part.entries.length ? ', …' : ''}`;
		}
		case 'yes-no':
			return answer === 1 ? 'yes' : 'no';
		case 'choose-set':
			return setText(part, answer) ?? String(answer);
		case 'choice': {
			const option = part.options[answer];
			return typeof option === 'string' ? option : `option ${answer + 1}`;
		}
	}
}

/** What to type when a number part's field holds something else. */
export const NUMBER_ANSWER_HINT: MessageRef = message('practice_number_hint', {});

/** Why a heuristic's value is what it is, by heuristic, in the explanation's opening. */
const HEURISTIC_WHY: Readonly<Record<AskedHeuristic, MessageId & `practice_why_${string}`>> = {
	misplaced: 'practice_why_misplaced',
	manhattan: 'practice_why_manhattan',
	'linear-conflict': 'practice_why_linear_conflict'
};

/** A typed answer to a number part: a whole number of at most six digits, or null. */
export function readNumberAnswer(text: string): number | null {
	const trimmed = text.trim();
	return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The answer a part expects, as the whole number a result code holds. */
export function expectedAnswer(part: Part): number {
	switch (part.kind) {
		case 'pick':
			return part.question.answer;
		case 'number':
			return part.answer;
		case 'order':
			return orderRank(
				part.answer.map((id) => part.entries.findIndex((entry) => entry.id === id)),
				part.entries.length
			);
		case 'yes-no':
			return part.answer ? 1 : 0;
		case 'choose-set':
			return part.answer;
		case 'choice':
			return part.accepted[0];
	}
}
