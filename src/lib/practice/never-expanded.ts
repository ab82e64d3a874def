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
import { countWords } from '../count-text';

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
		const label = HEURISTIC_INFO[level.heuristic].label;
		const candidates: SetCandidate[] = picked.map((node, i) => {
			const expanded = node.expansion !== null;
			const sum = `f = ${node.g} + ${node.h} = ${node.f}`;
			return {
				label: candidateLabel(i),
				board: run.toBoard(node.state),
				facts: level.showsH ? `g ${node.g} · h ${node.h} · f ${node.f}` : `g ${node.g}`,
				node: node.id,
				member: !expanded,
				reason: expanded
					? `${sum}, below C* = ${cost}, so A* expands it (expansion ${node.expansion}) before it takes the goal`
					: `${sum}, above C* = ${cost}, so it still waits on the frontier when the goal, with f = ${cost}, leaves it: never expanded`
			};
		});
		const boards = new Set(candidates.map((c) => boardLinkText(c.board)));
		if (boards.size !== candidates.length) continue;
		const setPart: ChooseSetPart = {
			kind: 'choose-set',
			prompt: 'Which of these nodes does A* never expand?',
			listing: `Below, in a shuffled order under letters: ${candidates.length} of the nodes A* generates from this board, each with its path cost g${level.showsH ? ', h and f' : ''}. Nodes with f = C* are left out: whether A* expands them depends on how ties are broken. Node numbers are said once you answer.`,
			candidates,
			answer: setMask(candidates.map((c) => c.member)),
			explanation: `C* = ${cost}. The heuristic “${label}” is consistent, so f = g + h never decreases along a path: A* expands every node with f < C* before it takes the goal off the frontier, and none with f > C*.`
		};
		const parts: Part[] = [];
		if (level.asksCost) {
			parts.push({
				kind: 'number',
				prompt: 'C*, the cost of a cheapest path to the goal',
				answer: cost,
				explanation: `The board is ${countWords(cost, 'move', 'moves')} from the goal: A* with an admissible h returns a cheapest path, of ${countWords(cost, 'move', 'moves')}.`
			});
		}
		parts.push(setPart);
		return {
			spec,
			task: level.asksCost
				? `A* search with h = “${label}” runs from this board until it takes the goal off the frontier. Find C*, the cost of a cheapest path; then which of the nodes it generates does it never expand?`
				: `A* search with h = “${label}” finds a cheapest path from this board, of cost C* = ${cost}. Which of the nodes it generates does it never expand?`,
			conventions: conventionsText(config),
			instance,
			parts,
			modelAnswer: playLinkQuery({ ...config, step: last })
		};
	}
	throw new RangeError(
		`No board drawn from seed “${spec.seed}” gives A* nodes on both sides of C*.`
	);
}
