/**
 * What a student gives at each step of a simulation, beyond the node the step takes:
 *
 * - `pick` (the default): the node each expansion takes off the frontier;
 * - `values`: first the key of every node the expansion puts on the frontier (g for uniform
 *   cost, h for greedy best-first, f for A* and weighted A*), then the pick;
 * - `order`: the keys, then the frontier's whole leave order after the expansion — which also
 *   names the node the next expansion takes, so no pick is asked.
 *
 * Every answer is one whole number, as a result code holds it: a pick or a key as itself, an
 * order as the rank of the arrangement (orderRank below). Every value and order is read from
 * the engine's trace: the expansion event's children and the frontier's rows at the step.
 */

import { boardLinkText } from '../config/play-link';
import type { Board } from '../puzzle/board';
import { evaluateHeuristic, heuristicBreakdown, HEURISTIC_INFO } from '../puzzle/heuristics';
import { DESCRIPTIONS, formatNumber, TIE_RULES } from '../search/descriptions';
import type { ChildReport } from '../search/events';
import { frontierOrderFor, priorityLetter } from '../trace';
import { ruleText, type Choice, type Question, type Verdict } from '../challenge/challenge';
import type { Simulation } from './simulation';

export type StepDetail = 'pick' | 'values' | 'order';
export const STEP_DETAILS: readonly StepDetail[] = ['pick', 'values', 'order'];

/** Each detail as the teachers' form names it. */
export const STEP_DETAIL_LABELS: Readonly<Record<StepDetail, string>> = {
	pick: 'the node each expansion takes',
	values: 'each new node’s g, h or f, then the node each expansion takes',
	order: 'each new node’s g, h or f, then the frontier’s whole order'
};

/** An order is asked whole up to this many entries; a longer frontier, its first ORDER_HEAD. */
export const MAX_WHOLE_ORDER = 8;
export const ORDER_HEAD = 5;

/** A node an expansion put on the frontier, whose key the student works out. */
export interface ValuePart {
	readonly kind: 'number';
	readonly prompt: string;
	readonly answer: number;
	readonly explanation: string;
	/** The new node's board, shown beside the prompt. */
	readonly board: Board;
	readonly boardLabel: string;
}

/** The frontier after an expansion, to be put in the order its entries will leave. */
export interface OrderPart {
	readonly kind: 'order';
	readonly prompt: string;
	/** The frontier's entries in the order they joined it: the list the student rearranges. */
	readonly entries: readonly Choice[];
	/** The node numbers of the first `marked` entries in leave order. */
	readonly answer: readonly number[];
	/** How many leading places are judged: all of them, or ORDER_HEAD of a long frontier. */
	readonly marked: number;
	/** The step whose frontier this is (the step of the question that follows it). */
	readonly step: number;
	/** The key the frontier orders by, or null for a queue or a stack (arrival decides). */
	readonly key: 'g' | 'h' | 'f' | null;
	/** How equal keys leave, in words. */
	readonly tieRule: string;
	/** Why the order is what it is, with the keys that decide it. */
	readonly explanation: string;
}

export type SimulationPart =
	| { readonly kind: 'pick'; readonly prompt: string; readonly question: Question }
	| ValuePart
	| OrderPart;

/** The key a priority queue orders by ('g', 'h' or 'f'), or null for a queue or a stack. */
export function orderKeyOf(sim: Simulation): 'g' | 'h' | 'f' | null {
	const order = frontierOrderFor(sim.config.algorithm, { weight: sim.config.weight });
	return order.kind === 'priority' ? (priorityLetter(order) as 'g' | 'h' | 'f') : null;
}

/**
 * The parts of a simulation under `detail`: one pick per question in `pick` mode; with values,
 * each expansion's new nodes before the pick that follows it; with the order, the new nodes
 * then the frontier's order in place of each pick.
 */
export function simulationParts(sim: Simulation, detail: StepDetail): SimulationPart[] {
	const parts: SimulationPart[] = [];
	const key = orderKeyOf(sim);
	for (const question of sim.questions) {
		// The expansion that built this frontier is the event the question's step applies last.
		if (detail !== 'pick' && key !== null) parts.push(...valueParts(sim, question.step, key));
		if (detail === 'order') parts.push(orderPart(sim, question));
		else {
			parts.push({
				kind: 'pick',
				prompt: `Which node does expansion ${question.step + 1} take?`,
				question
			});
		}
	}
	return parts;
}

/** One number part per node the expansion at event `step` put on the frontier. */
function valueParts(sim: Simulation, step: number, key: 'g' | 'h' | 'f'): ValuePart[] {
	const event = sim.run.trace.event(step);
	if (event.type !== 'expand') return [];
	const { algorithm, weight } = sim.config;
	const priority = DESCRIPTIONS[algorithm].priority;
	const parent = event.node;
	// A child that did not become a node is named once, after the first new node's answer.
	const droppedText = event.children
		.filter((child) => child.id === null)
		.map(
			(child) =>
				` Moving the blank ${child.action.toLowerCase()} gives ${droppedWhy(child)}: it is not put on the frontier.`
		)
		.join('');
	let first = true;
	return event.children.flatMap((child): ValuePart[] => {
		if (child.id === null) return [];
		const board = sim.run.toBoard(child.state);
		const value = key === 'g' ? child.g : key === 'h' ? child.h : child.f;
		const g = formatNumber(child.g);
		const h = formatNumber(child.h);
		const gText = `g = ${formatNumber(parent.g)} + 1 = ${g}, one move more than node ${parent.id}`;
		const hText = `h = ${hSum(sim, board)}`;
		const fText =
			priority === 'g+wh'
				? `f = g + ${formatNumber(weight)}·h = ${g} + ${formatNumber(weight)}·${h} = ${formatNumber(child.f)}`
				: `f = g + h = ${g} + ${h} = ${formatNumber(child.f)}`;
		const why = key === 'g' ? gText : key === 'h' ? hText : `${gText}; ${hText}; so ${fText}`;
		const explanation = `${why}.${first ? droppedText : ''}`;
		first = false;
		return [
			{
				kind: 'number',
				prompt: `Expanding node ${parent.id} (g ${formatNumber(parent.g)}) made node ${child.id} (the blank moved ${child.action.toLowerCase()}). What is its ${key === 'f' ? keyFormula(algorithm, weight) : key}?`,
				answer: value,
				explanation,
				board,
				boardLabel: `Node ${child.id}: ${boardLinkText(board)}`
			}
		];
	});
}

/** Why a child did not become a frontier entry, in the terms of its fate. */
function droppedWhy(child: ChildReport<unknown>): string {
	const existing = child.existing === null ? 'an earlier node' : `node ${child.existing}`;
	switch (child.fate) {
		case 'explored':
			return `the board of ${existing}, already expanded`;
		case 'in-frontier':
			return `the board of ${existing}, already on the frontier by a path no longer`;
		case 'depth-cut':
			return 'a node deeper than the depth limit';
		case 'bound-cut':
			return `a node whose f ${formatNumber(child.f)} is above the bound`;
		case 'parent':
			return 'its parent’s board back';
		default:
			return `a child whose fate is “${child.fate}”`;
	}
}

/** h of a board as the sum of its tiles' shares, as the heuristic question explains it. */
function hSum(sim: Simulation, board: Board): string {
	const { heuristic, goal } = sim.config;
	const shares = heuristicBreakdown(heuristic, board, goal).filter((share) => share.value > 0);
	const total = evaluateHeuristic(heuristic, board, goal);
	const label = HEURISTIC_INFO[heuristic].label;
	return shares.length === 0
		? `0 (${label}: every tile is home)`
		: `${shares.map((share) => `${share.value} (tile ${share.tile})`).join(' + ')} = ${total} (${label})`;
}

function keyFormula(algorithm: Simulation['config']['algorithm'], weight: number): string {
	return DESCRIPTIONS[algorithm].priority === 'g+wh'
		? `f = g + ${formatNumber(weight)}·h`
		: 'f = g + h';
}

/** The order part for the frontier `question` shows: its entries, and the order they leave in. */
function orderPart(sim: Simulation, question: Question): OrderPart {
	const { trace } = sim.run;
	trace.seek(question.step);
	const { rows } = trace.frontierRows(question.choices.length);
	const leave = rows.map((row) => row.id);
	const marked = question.choices.length <= MAX_WHOLE_ORDER ? leave.length : ORDER_HEAD;
	const key = orderKeyOf(sim);
	const byId = new Map(question.choices.map((choice) => [choice.id, choice]));
	const named = (id: number): string => {
		const choice = byId.get(id);
		return key === null || choice === undefined
			? `node ${id}`
			: `node ${id} (${key} ${formatNumber(choice[key])})`;
	};
	const rule = capitalise(ruleText(sim.config.algorithm, sim.config.weight));
	const ties = key === null ? '' : ` Equal ${key}: ${TIE_RULES[sim.config.tieBreak]}.`;
	return {
		kind: 'order',
		prompt:
			marked === leave.length
				? `After expansion ${question.step}, put the frontier in the order its entries will leave.`
				: `After expansion ${question.step}, the frontier holds ${leave.length} entries: put the first ${marked} to leave in order.`,
		entries: question.choices,
		answer: leave.slice(0, marked),
		marked,
		step: question.step,
		key,
		tieRule: TIE_RULES[sim.config.tieBreak],
		explanation: `${rule}.${ties} The order: ${leave
			.slice(0, marked)
			.map(named)
			.join(', ')}${marked < leave.length ? ', …' : ''}.`
	};
}

/**
 * The verdict on an arrangement (node numbers, first to leave first) of an order part; the
 * first place it differs is explained by the keys that decide it.
 */
export function judgeOrder(part: OrderPart, arranged: readonly number[]): Verdict {
	const given = arranged.slice(0, part.marked);
	const wrongAt = part.answer.findIndex((id, i) => given[i] !== id);
	if (wrongAt === -1) return { correct: true, headline: 'Right.', reason: part.explanation };
	const right = part.entries.find((entry) => entry.id === part.answer[wrongAt]);
	const put = part.entries.find((entry) => entry.id === given[wrongAt]);
	let why = '';
	if (right !== undefined && put !== undefined) {
		why = ` Place ${wrongAt + 1} is node ${right.id}, not node ${put.id}`;
		const { key } = part;
		if (key !== null && right[key] === put[key]) {
			why += `: both have ${key} ${formatNumber(right[key])}, and the tie-break (${part.tieRule}) puts node ${right.id} first.`;
		} else if (key !== null) {
			why += `: ${key} ${formatNumber(right[key])} leaves before ${key} ${formatNumber(put[key])}.`;
		} else why += '.';
	}
	return {
		correct: false,
		headline: `Not quite: ${wrongAt === 0 ? 'the first place' : `place ${wrongAt + 1}`} is wrong.`,
		reason: `${part.explanation}${why}`
	};
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

function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
