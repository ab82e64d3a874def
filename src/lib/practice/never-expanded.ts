/**
 * "Which nodes would A* never expand with this h?" The teaching point: with a consistent h,
 * f = g + h never decreases along a path, so A* expands every node with f < C* (C* the cost of
 * a cheapest path) before it takes the goal off the frontier, and none with f > C*: the goal,
 * with f = C*, leaves the frontier before them. Nodes with f = C* are never listed, since
 * whether A* expands them depends on how ties are broken; nor are entries a cheaper path
 * replaced on the frontier (their board would be listed twice, with two g's).
 *
 * Levels: easy shows each candidate's g, h and f and gives C*; medium gives C* and g only (the
 * student works out h, the Manhattan distance); hard uses misplaced tiles, shows g only and
 * first asks for C*. Which nodes were expanded is read from the engine's run to its end, never
 * from the rule; a test checks that the rule and the run agree on every candidate.
 */

import { boardLinkText, playLinkQuery } from '../config/play-link';
import { HEURISTIC_INFO, type HeuristicName } from '../puzzle/heuristics';
import { createRng } from '../puzzle/rng';
import { challengeRun } from '../challenge/challenge';
import {
	candidateLabel,
	setMask,
	shuffled,
	type ChooseSetPart,
	type SetCandidate
} from './choose-set';
import { drawBoard } from './instances';
import {
	conventionsText,
	type Level,
	type Part,
	type PracticeQuestion,
	type QuestionSpec
} from './question-spec';
import { playConfigOf } from './simulation';
import { message } from '../messages';
import { noNodesAroundCost } from './draw-errors';

export const NEVER_EXPANDED_LEVELS: Readonly<
	Record<
		Level,
		{
			heuristic: HeuristicName;
			distance: number;
			candidates: number;
			showsH: boolean;
			asksCost: boolean;
		}
	>
> = {
	easy: { heuristic: 'manhattan', distance: 8, candidates: 6, showsH: true, asksCost: false },
	medium: { heuristic: 'manhattan', distance: 10, candidates: 8, showsH: false, asksCost: false },
	hard: { heuristic: 'misplaced', distance: 8, candidates: 8, showsH: false, asksCost: true }
};

/** Draws tried before giving up: a draw is refused when too few nodes fall on either side of C*. */
const MAX_DRAWS = 40;
/** At least this many candidates on each side of C*, so that neither answer is "all of them". */
const MIN_EACH_SIDE = 2;

export function neverExpandedQuestion(spec: QuestionSpec): PracticeQuestion {
	const level = NEVER_EXPANDED_LEVELS[spec.level];
	for (let draw = 0; draw < MAX_DRAWS; draw++) {
		const seed = draw === 0 ? spec.seed : `${spec.seed}/draw ${draw + 1}`;
		const instance = drawBoard('3x3', seed, level.distance);
		const config = { ...playConfigOf(instance.spec.board, 'astar'), heuristic: level.heuristic };
		// The whole run, to the goal: a node's fate is known only once the run is over.
		const run = challengeRun(config, config.maxExpansions);
		const { trace } = run;
		const cost = trace.result?.cost ?? null;
		if (trace.result?.outcome !== 'goal' || cost === null) continue;
		const last = trace.length - 1;
		trace.seek(last);
		const listable = trace
			.nodes()
			.filter((node) => node.id !== 0 && node.role !== 'replaced' && node.f !== cost);
		const below = shuffled(
			listable.filter((node) => node.f < cost),
			createRng(`never-expanded/below/${seed}`)
		);
		const above = shuffled(
			listable.filter((node) => node.f > cost),
			createRng(`never-expanded/above/${seed}`)
		);
		if (below.length < MIN_EACH_SIDE || above.length < MIN_EACH_SIDE) continue;
		const rng = createRng(`never-expanded/${seed}`);
		const count = Math.min(level.candidates, below.length + above.length);
		// How many of the candidates A* never expands: anywhere from 1 to all but one.
		const lowest = Math.max(1, count - below.length);
		const highest = Math.min(count - 1, above.length);
		const never = lowest + rng.int(highest - lowest + 1);
		const picked = shuffled([...above.slice(0, never), ...below.slice(0, count - never)], rng);
		const heuristic = HEURISTIC_INFO[level.heuristic].labelMessage;
		const candidates: SetCandidate[] = picked.map((node, i) => {
			const expanded = node.expansion !== null;
			const sum = `f = ${node.g} + ${node.h} = ${node.f}`;
			return {
				label: candidateLabel(i),
				board: run.toBoard(node.state),
				facts: level.showsH ? `g ${node.g} · h ${node.h} · f ${node.f}` : `g ${node.g}`,
				node: node.id,
				member: !expanded,
				reason:
					node.expansion !== null
						? message('practice_ne_below', { sum, cost, expansion: node.expansion })
						: message('practice_ne_above', { sum, cost })
			};
		});
		const boards = new Set(candidates.map((c) => boardLinkText(c.board)));
		if (boards.size !== candidates.length) continue;
		const setPart: ChooseSetPart = {
			kind: 'choose-set',
			prompt: message('practice_ne_prompt', {}),
			listing: message(level.showsH ? 'practice_ne_listing_ghf' : 'practice_ne_listing_g', {
				count: candidates.length
			}),
			candidates,
			answer: setMask(candidates.map((c) => c.member)),
			explanation: message('practice_ne_explanation', { cost, heuristic })
		};
		const parts: Part[] = [];
		if (level.asksCost) {
			parts.push({
				kind: 'number',
				prompt: message('practice_ne_cost_prompt', {}),
				answer: cost,
				explanation: message('practice_ne_cost_explanation', {
					moves: message('count_moves', { count: cost })
				})
			});
		}
		parts.push(setPart);
		return {
			spec,
			task: level.asksCost
				? message('practice_ne_task_cost', { heuristic })
				: message('practice_ne_task', { heuristic, cost }),
			conventions: conventionsText(config),
			instance,
			parts,
			modelAnswer: playLinkQuery({ ...config, step: last })
		};
	}
	throw noNodesAroundCost(spec.seed);
}
