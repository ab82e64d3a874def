/**
 * "The frontier after expansion k", exam style: the student sees the start board and the
 * conventions, works the first k expansions out alone, and chooses which boards wait on the
 * frontier afterwards. The candidates are every node those expansions generated (the ones they
 * went on to expand and the ones still waiting) and a few boards the search never generated:
 * children of boards still on the frontier, which it would have generated had it expanded
 * them. They are listed under letters in a seeded shuffle; the explorer's node numbers, which
 * grow in generation order (a breadth-first frontier is simply the highest ones), are said
 * only in the verdict. At medium and hard a second part asks which entry expansion k + 1 takes.
 *
 * Every fact is read from the engine's run, folded by the trace and sought to step k: the
 * frontier rows say which nodes wait, the tree's nodes which expansion took the others.
 */

import { boardLinkText, playLinkQuery } from '../config/play-link';
import { blankIndex, blankTarget, swapBlank, UDLR, type Board } from '../puzzle/board';
import { createRng, type Rng } from '../puzzle/rng';
import { ALGORITHMS } from '../search/algorithms';
import { algorithmNameMessage, DESCRIPTIONS } from '../search/descriptions';
import { challengeRun, questionAt, type ChallengeRun } from '../challenge/challenge';
import type { TilePlayConfig } from '../config/play-link';
import {
	candidateLabel,
	MAX_SET_CANDIDATES,
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
import { message, type MessageRef } from '../messages';
import { andList, takesRule } from './practice-words';
import { frontierNeverReached } from './draw-errors';

/** How far from the goal the board is, how many expansions to work out, how many decoys. */
export const FRONTIER_AFTER_LEVELS: Readonly<
	Record<Level, { distance: number; expansions: number; decoys: number; askNext: boolean }>
> = {
	easy: { distance: 6, expansions: 2, decoys: 2, askNext: false },
	medium: { distance: 8, expansions: 3, decoys: 3, askNext: true },
	hard: { distance: 12, expansions: 5, decoys: 4, askNext: true }
};

/** Draws tried before giving up: a draw is refused when its run ends within the k expansions. */
const MAX_DRAWS = 20;

export function frontierAfterQuestion(spec: QuestionSpec): PracticeQuestion {
	const level = FRONTIER_AFTER_LEVELS[spec.level];
	// A 2×3 board for the blind searches, as in simulate mode: their frontier stays short.
	const size = ALGORITHMS[spec.algorithm].informed ? '3x3' : '2x3';
	for (let draw = 0; draw < MAX_DRAWS; draw++) {
		// The first draw uses the seed itself; a refused one draws again from a derived seed.
		const seed = draw === 0 ? spec.seed : `${spec.seed}/draw ${draw + 1}`;
		const instance = drawBoard(size, seed, level.distance);
		const config = playConfigOf(instance.spec.board, spec.algorithm);
		const k = level.expansions;
		// One expansion past k, so that the trace knows the run goes on after step k.
		const run = challengeRun(config, k + 1);
		const next = questionAt(run, k);
		if (!('choices' in next)) continue;
		const taken: number[] = [];
		for (let step = 1; step <= k; step++) {
			const event = run.trace.event(step);
			if (event.type === 'expand') taken.push(event.node.id);
		}
		const chosen = frontierSet(
			run,
			config,
			taken,
			level.decoys,
			createRng(`frontier-after/${seed}`)
		);
		if (chosen === null) continue;
		const parts: Part[] = [chosen];
		if (level.askNext) {
			parts.push({
				kind: 'pick',
				prompt: message('practice_fa_pick_prompt', {
					next: k + 1,
					k,
					taken: andList(taken.map((node) => message('practice_node', { node })))
				}),
				question: next
			});
		}
		return {
			spec,
			task: message('practice_fa_task', {
				algorithm: algorithmNameMessage(spec.algorithm, 'inSentence'),
				expansions: message('count_expansions', { count: k }),
				k
			}),
			conventions: conventionsText(config),
			instance,
			parts,
			modelAnswer: playLinkQuery({ ...config, step: k })
		};
	}
	throw frontierNeverReached(
		spec.seed,
		DESCRIPTIONS[spec.algorithm].names.subject,
		FRONTIER_AFTER_LEVELS[spec.level].expansions
	);
}

/**
 * The choose-set part at step k of `run`, or null when its boards would not make a fair list
 * (two nodes with one board — an entry replaced by a cheaper path — or too many candidates).
 */
function frontierSet(
	run: ChallengeRun,
	config: TilePlayConfig,
	taken: readonly number[],
	decoyCount: number,
	rng: Rng
): ChooseSetPart | null {
	const { trace } = run;
	const k = taken.length;
	trace.seek(k);
	const waiting = new Set(trace.frontierRows(trace.frontierSize).rows.map((row) => row.id));
	const nodes = trace.nodes();
	const seen = new Set(nodes.map((node) => boardLinkText(run.toBoard(node.state))));
	if (seen.size !== nodes.length) return null;
	/** A candidate before it has a letter: its reason names other nodes by `name`. */
	interface Listed extends Omit<SetCandidate, 'label' | 'reason'> {
		readonly because: (name: (id: number) => MessageRef) => MessageRef;
	}
	const listed: Listed[] = [];
	for (const node of nodes) {
		if (node.id === 0) continue;
		const board = run.toBoard(node.state);
		const parent = node.parent ?? 0;
		// The expansion that generated the node: its parent's (expanded, since it has children).
		const generatedBy = trace.node(parent)?.expansion ?? null;
		if (generatedBy === null) return null;
		const member = waiting.has(node.id);
		listed.push({
			board,
			facts: '',
			node: node.id,
			member,
			because: (name) => {
				const generated =
					parent === 0
						? message('practice_fa_generated_by_start', { expansion: generatedBy })
						: message('practice_fa_generated_by', { expansion: generatedBy, parent: name(parent) });
				return member || node.expansion === null
					? message('practice_fa_still_waiting', { generated })
					: message('practice_fa_expanded', { generated, expansion: node.expansion });
			}
		});
	}

	// Decoys: boards one move from an entry still waiting. The search would generate them if it
	// expanded that entry; it has not, so they were never generated.
	const decoys = new Map<string, Listed>();
	for (const id of waiting) {
		const node = trace.node(id);
		if (node === null) continue;
		const board = run.toBoard(node.state);
		const blank = blankIndex(board);
		for (const direction of UDLR) {
			const target = blankTarget(board, blank, direction);
			if (target < 0) continue;
			const child: Board = swapBlank(board, blank, target);
			const text = boardLinkText(child);
			if (seen.has(text) || decoys.has(text)) continue;
			decoys.set(text, {
				board: child,
				facts: '',
				node: null,
				member: false,
				because: (name) => message('practice_fa_decoy', { node: name(id) })
			});
		}
	}
	const picked = shuffled([...decoys.values()], rng).slice(0, decoyCount);
	const all = shuffled([...listed, ...picked], rng);
	if (all.length > MAX_SET_CANDIDATES) return null;
	const named = (id: number): MessageRef => {
		const at = all.findIndex((c) => c.node === id);
		return at < 0
			? message('practice_node', { node: id })
			: message('practice_node_lettered', { node: id, label: candidateLabel(at) });
	};
	const candidates: SetCandidate[] = all.map(({ because, ...candidate }, i) => ({
		...candidate,
		label: candidateLabel(i),
		reason: because(named)
	}));
	const answer = setMask(candidates.map((c) => c.member));
	const members = candidates.filter((c) => c.member).map((c) => c.label);
	return {
		kind: 'choose-set',
		prompt: message('practice_fa_prompt', { k }),
		listing: message('practice_fa_listing', {
			expansions: message('count_expansions', { count: k }),
			decoys: picked.length
		}),
		candidates,
		answer,
		explanation: message('practice_fa_explanation', {
			rule: takesRule(config.algorithm, config.weight),
			expansions: message('count_expansions', { count: k }),
			taken: andList(taken.map(named)),
			members: andList(members)
		})
	};
}
