/**
 * What a student gives at each step of a simulation, beyond the node the step takes:
 *
 * - `pick` (the default): the node each expansion takes off the frontier;
 * - `values`: first the key of every node the expansion puts on the frontier (g for uniform
 *   cost, h for greedy best-first, f for A*, weighted A* and IDA*, whose f decides what its
 *   bound cuts), then the pick; breadth-first, depth-first and iterative deepening search order
 *   by arrival alone, so values asks them nothing more than the picks;
 * - `order`: the keys, then the frontier's whole leave order after the expansion — which also
 *   names the node the next expansion takes, so no pick is asked.
 *
 * An iterative search's next depth limit or f bound is asked as it is in every detail. On the
 * road map the new nodes are cities: g adds the road's length, h is the straight-line distance
 * to Bucharest, and no board is shown beside the prompt.
 *
 * Every answer is one whole number, as a result code holds it: a pick or a key as itself, an
 * order as the rank of the arrangement (orderRank below). Every value and order is read from
 * the engine's trace: the expansion event's children and the frontier's rows at the step.
 */

import { boardLinkText } from '../config/play-link';
import type { Board } from '../puzzle/board';
import { evaluateHeuristic, heuristicBreakdown, HEURISTIC_INFO } from '../puzzle/heuristics';
import type { Direction } from '../puzzle/board';
import type { AlgorithmName } from '../search/algorithms';
import { describedOptions, DESCRIPTIONS, formatNumber } from '../search/descriptions';
import { TIE_RULE_MESSAGES } from '../search/rule-messages';
import type { ChildReport } from '../search/events';
import type { TieBreak } from '../search/options';
import { CITY_NAMES, type City } from '../domains/graph';
import { termsOfPriority } from '../search/priority-terms';
import { tieFact, tieMessage } from '../search/tie-fact';
import { frontierOrderFor, priorityLetter } from '../trace';
import type { Choice, Question } from '../challenge/challenge';
import {
	boundExplanation,
	SIMULATION_OPTIONS,
	type ExpandedNode,
	type Simulation
} from './simulation';
import { BLANK_MOVES, type PracticeText, type PracticeVerdict } from './question-spec';
import { message, type MessageRef } from '../messages';
import { chained, listText, RIGHT, sumText, takesRule } from './practice-words';

export type StepDetail = 'pick' | 'values' | 'order';
export const STEP_DETAILS: readonly StepDetail[] = ['pick', 'values', 'order'];

/** Each detail as the teachers' form names it (messages/practice's `practice_detail_*`). */
export const STEP_DETAIL_LABELS: Readonly<Record<StepDetail, MessageRef>> = {
	pick: message('practice_detail_pick', {}),
	values: message('practice_detail_values', {}),
	order: message('practice_detail_order', {})
};

/** An order is asked whole up to this many entries; a longer frontier, its first ORDER_HEAD. */
export const MAX_WHOLE_ORDER = 8;
export const ORDER_HEAD = 5;

/** A node an expansion put on the frontier, whose key the student works out. */
export interface ValuePart {
	readonly kind: 'number';
	readonly prompt: PracticeText;
	readonly answer: number;
	readonly explanation: PracticeText;
	/** The new node's board, shown beside the prompt; absent on the road map (a city). */
	readonly board?: Board;
	readonly boardLabel?: PracticeText;
	/** Where the search stands (the sentence of the pick or order that follows). */
	readonly expanded?: PracticeText;
}

/** An iterative search's next depth limit or f bound, typed when an iteration's stack is empty. */
export interface BoundPart {
	readonly kind: 'number';
	readonly prompt: PracticeText;
	readonly answer: number;
	readonly explanation: PracticeText;
}

/** The frontier after an expansion, to be put in the order its entries will leave. */
export interface OrderPart {
	readonly kind: 'order';
	readonly prompt: PracticeText;
	/** The frontier's entries in the order they joined it: the list the student rearranges. */
	readonly entries: readonly Choice<Board | null>[];
	/** The node numbers of the first `marked` entries in leave order. */
	readonly answer: readonly number[];
	/** How many leading places are judged: all of them, or ORDER_HEAD of a long frontier. */
	readonly marked: number;
	/** The step whose frontier this is (the step of the question that follows it). */
	readonly step: number;
	/** The key the frontier orders by, or null for a queue or a stack (arrival decides). */
	readonly key: 'g' | 'h' | 'f' | null;
	/** How equal keys leave: the rule, and the rule in words. */
	readonly tieBreak: TieBreak;
	readonly tieRule: MessageRef;
	/** Why the order is what it is, with the keys that decide it. */
	readonly explanation: PracticeText;
	/** Where the search stands, as the pick it replaces says it. */
	readonly expanded?: PracticeText;
	/** The nodes expanded so far in this iteration, root first (the tree so far's). */
	readonly expandedNodes: readonly ExpandedNode[];
}

/** A pick: the node an expansion takes. */
export interface PickPart {
	readonly kind: 'pick';
	readonly prompt: PracticeText;
	/** The frontier to pick from, by node number, with the node the expansion takes. */
	readonly question: Question<Board | null>;
	/**
	 * A simulation's: where the search stands, in a sentence ("Expanded so far: node 0, node
	 * 2."), and the nodes expanded so far in this iteration, root first (the tree so far's).
	 * Absent from a pick another type asks (frontier-after's next expansion).
	 */
	readonly expanded?: PracticeText;
	readonly expandedNodes?: readonly ExpandedNode[];
}

/** A part of a simulation as the page asks it. */
export type StepPart = PickPart | ValuePart | BoundPart | OrderPart;

/** The algorithm and the options a simulation's run was made with. */
function runOptions(sim: Simulation): {
	algorithm: AlgorithmName;
	weight: number;
	tieBreak: TieBreak;
} {
	const { algorithm } = sim.spec;
	const { weight, tieBreak } = describedOptions(algorithm, SIMULATION_OPTIONS);
	return { algorithm, weight, tieBreak };
}

/** The key a priority queue orders by ('g', 'h' or 'f'), or null for a queue or a stack. */
export function orderKeyOf(sim: Simulation): 'g' | 'h' | 'f' | null {
	const { algorithm, weight } = runOptions(sim);
	const order = frontierOrderFor(algorithm, { weight });
	return order.kind === 'priority' ? (priorityLetter(order) as 'g' | 'h' | 'f') : null;
}

/**
 * The key `values` asks of each new node: the priority queue's, or IDA*'s f (which decides
 * what the bound cuts, though its stack leaves by arrival); null for the other depth-first
 * searches and breadth-first search, whose order no key decides.
 */
export function valueKeyOf(sim: Simulation): 'g' | 'h' | 'f' | null {
	return orderKeyOf(sim) ?? (DESCRIPTIONS[sim.spec.algorithm].bound === 'f' ? 'f' : null);
}

/**
 * The parts of a simulation under `detail`, one after another as the run reaches them: an
 * iterative search's next bound as it is in every detail; each pick as itself in `pick`
 * mode; with values, first the key of every node the expansions since the last part put on
 * the frontier (those of an expansion not asked, the start's or an entry alone on the frontier,
 * included), then the pick or the bound; with the order, the keys, then the frontier's order in
 * place of the pick.
 */
export function simulationParts(sim: Simulation, detail: StepDetail): StepPart[] {
	const parts: StepPart[] = [];
	const key = valueKeyOf(sim);
	const boundIsDepth = DESCRIPTIONS[sim.spec.algorithm].bound === 'depth';
	let asked = 0;
	for (const part of sim.parts) {
		// Where the search stands when this part is asked, said above it and its value parts.
		const nodes = part.kind === 'pick' ? (listText(part.expanded) ?? '') : '';
		const expanded =
			part.kind === 'pick'
				? part.bound === null
					? message('practice_expanded_so_far', { nodes })
					: message(
							boundIsDepth ? 'practice_expanded_within_limit' : 'practice_expanded_within_bound',
							{ bound: part.bound, nodes }
						)
				: undefined;
		// The expansions since the last part put the new nodes on the frontier: this part's step
		// is the last of them (the start's, and those of a frontier alone, asked nothing else).
		const step = part.kind === 'pick' ? part.question.step : part.step;
		if (detail !== 'pick' && key !== null) {
			for (let at = asked + 1; at <= step; at++) {
				const values = valueParts(sim, at, key);
				parts.push(...(expanded === undefined ? values : values.map((v) => ({ ...v, expanded }))));
			}
		}
		asked = step;
		if (part.kind === 'next-bound') {
			parts.push({
				kind: 'number',
				prompt: message(
					part.boundKind === 'depth' ? 'practice_next_limit_prompt' : 'practice_next_bound_prompt',
					{ bound: part.bound }
				),
				answer: part.next,
				explanation: boundExplanation(part)
			});
			continue;
		}
		const { question } = part;
		if (detail === 'order') {
			parts.push({
				...orderPart(sim, question, part.expansion - 1, part.expandedNodes),
				expanded
			});
			continue;
		}
		parts.push({
			kind: 'pick',
			prompt: message('practice_pick_prompt', { expansion: part.expansion }),
			question,
			expanded,
			expandedNodes: part.expandedNodes
		});
	}
	return parts;
}

/** One number part per node the expansion at event `step` put on the frontier. */
function valueParts(sim: Simulation, step: number, key: 'g' | 'h' | 'f'): ValuePart[] {
	const event = sim.run.trace.event(step);
	if (event.type !== 'expand') return [];
	const { algorithm, weight } = runOptions(sim);
	const priority = DESCRIPTIONS[algorithm].priority;
	const parent = event.node;
	const onMap = sim.instance.problem === 'graph';
	const parentText = onMap
		? message('practice_sd_parent_city', {
				node: parent.id,
				city: CITY_NAMES[parent.state as City],
				g: formatNumber(parent.g)
			})
		: message('practice_sd_parent', { node: parent.id, g: formatNumber(parent.g) });
	// A child that did not become a node is named once, after the first new node's answer.
	const dropped = event.children
		.filter((child) => child.id === null)
		.map((child) =>
			onMap
				? message('practice_sd_dropped_road', {
						city: sim.run.stateText?.(child.state) ?? '',
						why: droppedWhy(child, onMap)
					})
				: message('practice_sd_dropped_move', {
						move: blankMove(child.action),
						why: droppedWhy(child, onMap)
					})
		);
	const droppedText = chained('practice_sd_sentences', dropped);
	let first = true;
	return event.children.flatMap((child): ValuePart[] => {
		if (child.id === null) return [];
		const board = sim.run.toBoard(child.state);
		const value = key === 'g' ? child.g : key === 'h' ? child.h : child.f;
		const g = formatNumber(child.g);
		const h = formatNumber(child.h);
		const road = formatNumber(child.g - parent.g);
		const gText = onMap
			? message('practice_sd_g_road', {
					parentG: formatNumber(parent.g),
					road,
					g,
					parent: parent.id
				})
			: message('practice_sd_g_move', { parentG: formatNumber(parent.g), g, parent: parent.id });
		const hText =
			board === null
				? message('practice_sd_h_city', { h, city: CITY_NAMES[child.state as City] })
				: hSum(sim, board);
		const fText =
			priority === 'g+wh'
				? `f = g + ${formatNumber(weight)}·h = ${g} + ${formatNumber(weight)}·${h} = ${formatNumber(child.f)}`
				: `f = g + h = ${g} + ${h} = ${formatNumber(child.f)}`;
		const why =
			key === 'g'
				? gText
				: key === 'h'
					? hText
					: message('practice_sd_f_why', { g: gText, h: hText, f: fText });
		const explanation =
			first && droppedText !== null
				? message('practice_sd_explanation_dropped', { why, dropped: droppedText })
				: message('practice_sd_explanation', { why });
		first = false;
		const asked = key === 'f' ? keyFormula(algorithm, weight) : key;
		return [
			{
				kind: 'number',
				prompt: onMap
					? message('practice_sd_prompt_road', {
							parent: parentText,
							node: child.id,
							city: CITY_NAMES[child.state as City],
							road: child.action,
							length: road,
							key: asked
						})
					: message('practice_sd_prompt_move', {
							parent: parentText,
							node: child.id,
							move: blankMove(child.action),
							key: asked
						}),
				answer: value,
				explanation,
				...(board !== null
					? {
							board,
							boardLabel: message('practice_sd_board_label', {
								node: child.id,
								board: boardLinkText(board)
							})
						}
					: {})
			}
		];
	});
}

/** The way the blank moved, in words ("up"): a tile move's action is its direction. */
function blankMove(action: string): MessageRef {
	if (!(action in BLANK_MOVES))
		throw new RangeError(`A tile move is a direction, not "${action}".`);
	return message(BLANK_MOVES[action as Direction], {});
}

/** Why a child did not become a frontier entry, in the terms of its fate. */
function droppedWhy(child: ChildReport<unknown>, onMap: boolean): MessageRef {
	const existing =
		child.existing === null
			? message('practice_sd_earlier_node', {})
			: message('practice_node', { node: child.existing });
	switch (child.fate) {
		case 'explored':
			return message(onMap ? 'practice_sd_explored_city' : 'practice_sd_explored_board', {
				existing
			});
		case 'in-frontier':
			return message(onMap ? 'practice_sd_in_frontier_city' : 'practice_sd_in_frontier_board', {
				existing
			});
		case 'depth-cut':
			return message('practice_sd_depth_cut', {});
		case 'bound-cut':
			return message('practice_sd_bound_cut', { f: formatNumber(child.f) });
		case 'parent':
			return message(onMap ? 'practice_sd_parent_city_back' : 'practice_sd_parent_board_back', {});
		default:
			return message('practice_sd_fate', { fate: child.fate });
	}
}

/** h of a board as the sum of its tiles' shares, as the heuristic question explains it. */
function hSum(sim: Simulation, board: Board): MessageRef {
	if (sim.config === null) return message('practice_sd_h', { sum: '' });
	const { heuristic, goal } = sim.config;
	const shares = heuristicBreakdown(heuristic, board, goal).filter((share) => share.value > 0);
	const total = evaluateHeuristic(heuristic, board, goal);
	const label = HEURISTIC_INFO[heuristic].labelMessage;
	const terms = sumText(
		shares.map((share) => message('practice_tile_share', { value: share.value, tile: share.tile }))
	);
	return terms === null
		? message('practice_sd_h_zero', { heuristic: label })
		: message('practice_sd_h_sum', { terms, total, heuristic: label });
}

/** f's formula as the run makes it ("f = g + h", "f = g + 2·h"); IDA*'s too, though its stack leaves by arrival. */
function keyFormula(algorithm: AlgorithmName, weight: number): string {
	return termsOfPriority(DESCRIPTIONS[algorithm].priority, weight).formula;
}

/** The order part for the frontier `question` shows: its entries, and the order they leave in. */
function orderPart(
	sim: Simulation,
	question: Question<Board | null>,
	expansion: number,
	expandedNodes: readonly ExpandedNode[]
): OrderPart {
	const { trace } = sim.run;
	const { algorithm, weight, tieBreak } = runOptions(sim);
	trace.seek(question.step);
	const { rows } = trace.frontierRows(question.choices.length);
	const leave = rows.map((row) => row.id);
	const marked = question.choices.length <= MAX_WHOLE_ORDER ? leave.length : ORDER_HEAD;
	const key = orderKeyOf(sim);
	const byId = new Map(question.choices.map((choice) => [choice.id, choice]));
	const named = (id: number): MessageRef => {
		const choice = byId.get(id);
		return key === null || choice === undefined
			? message('practice_node', { node: id })
			: message('practice_sd_node_key', { node: id, key, value: formatNumber(choice[key]) });
	};
	const rule = takesRule(algorithm, weight);
	const named_ = leave.slice(0, marked).map(named);
	const list = listText(marked < leave.length ? [...named_, '…'] : named_) ?? '';
	return {
		kind: 'order',
		prompt:
			marked === leave.length
				? message('practice_sd_order_prompt', { expansion })
				: message('practice_sd_order_prompt_head', {
						expansion,
						count: leave.length,
						marked
					}),
		entries: question.choices,
		answer: leave.slice(0, marked),
		marked,
		step: question.step,
		key,
		tieBreak,
		tieRule: TIE_RULE_MESSAGES[tieBreak],
		explanation:
			key === null
				? message('practice_sd_order_why', { rule, list })
				: message('practice_sd_order_why_ties', {
						rule,
						key,
						tie: TIE_RULE_MESSAGES[tieBreak],
						list
					}),
		expandedNodes
	};
}

/**
 * The verdict on an arrangement (node numbers, first to leave first) of an order part; the
 * first place it differs is explained by the keys that decide it. Where the entry due there
 * shares its key with others still to leave, the tie is said as the narration says it
 * (search/tie-fact): every entry that shares the key, and the rule that picks among them.
 */
export function judgeOrder(part: OrderPart, arranged: readonly number[]): PracticeVerdict {
	const given = arranged.slice(0, part.marked);
	const wrongAt = part.answer.findIndex((id, i) => given[i] !== id);
	if (wrongAt === -1) return { correct: true, headline: RIGHT, reason: part.explanation };
	const headline =
		wrongAt === 0
			? message('practice_order_wrong_first', {})
			: message('practice_order_wrong_place', { place: wrongAt + 1 });
	const right = part.entries.find((entry) => entry.id === part.answer[wrongAt]);
	const put = part.entries.find((entry) => entry.id === given[wrongAt]);
	if (right === undefined || put === undefined) {
		return { correct: false, headline, reason: part.explanation };
	}
	const place = { explanation: part.explanation, place: wrongAt + 1, right: right.id, put: put.id };
	const { key } = part;
	let reason: MessageRef;
	if (key !== null && right[key] === put[key]) {
		const placed = new Set(part.answer.slice(0, wrongAt));
		const tied = part.entries.filter((entry) => !placed.has(entry.id) && entry[key] === right[key]);
		// The entry due and the one put there share the key: a tie of two at least.
		const tie = tieFact(tied, right.id, key, right[key], part.tieBreak)!;
		reason = message('practice_order_why_tie', { ...place, tie: tieMessage(tie) });
	} else if (key !== null) {
		reason = message('practice_order_why_key', {
			...place,
			key,
			rightValue: formatNumber(right[key]),
			putValue: formatNumber(put[key])
		});
	} else reason = message('practice_order_why_arrival', place);
	return { correct: false, headline, reason };
}

/**
 * An arrangement of the first `marked` of `count` entries as one whole number: entry indices
 * (into the arrival order) read as digits of a mixed radix, the first with `count` choices, the
 * next with count − 1 among those left, and so on (a Lehmer code).
 */
export function orderRank(indices: readonly number[], count: number): number {
	const left = Array.from({ length: count }, (_, i) => i);
	let rank = 0;
	for (const index of indices) {
		const at = left.indexOf(index);
		if (at === -1) throw new RangeError(`Entry ${index} is not among the ${count} left.`);
		rank = rank * left.length + at;
		left.splice(at, 1);
	}
	return rank;
}

/** The arrangement orderRank wrote, or null for a number no arrangement has (an edited code). */
export function orderOfRank(rank: number, count: number, marked: number): number[] | null {
	if (!Number.isInteger(rank) || rank < 0 || marked > count) return null;
	const radices = Array.from({ length: marked }, (_, i) => count - i);
	const digits: number[] = [];
	let rest = rank;
	for (let i = radices.length - 1; i >= 0; i--) {
		digits.unshift(rest % radices[i]);
		rest = Math.floor(rest / radices[i]);
	}
	if (rest !== 0) return null;
	const left = Array.from({ length: count }, (_, i) => i);
	return digits.map((digit) => left.splice(digit, 1)[0]);
}
