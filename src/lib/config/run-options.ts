/**
 * Reading a run's options from text, once for every place a user can type them: the command
 * line's flags and the playground's URL parameters. Each reader returns the value or a
 * sentence ending in what was given, which the caller prefixes with the name the user typed
 * (`--ties` on the command line, `ties` in a link).
 */

import { UDLR, type Direction } from '../puzzle/board';
import { parseMoves } from '../puzzle/moves';
import { HEURISTICS, type HeuristicName } from '../puzzle/heuristics';
import { ALGORITHM_NAMES, type AlgorithmName } from '../search/algorithms';
import type { DuplicatePolicy, GoalTestTiming, TieBreak } from '../search/options';

/**
 * The unit a step moves by: a whole expansion (the default) or one line of the algorithm's
 * pseudocode — a moment of an expansion (src/lib/trace/line-steps.ts). A link carries it
 * (`grain=`) and the player steps by it.
 */
export type Grain = 'expansion' | 'line';

export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

const accept = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const reject = <T>(message: string): FieldResult<T> => ({ ok: false, message });

/** Names the edX assignment uses for the same algorithms. */
const ALGORITHM_ALIASES: Readonly<Record<string, AlgorithmName>> = { ast: 'astar' };

/** Every algorithm a link or a flag names, each with its aliases: "…, astar (or ast), …". */
export function algorithmNamesText(): string {
	const aliasesOf = (name: AlgorithmName): string[] =>
		Object.keys(ALGORITHM_ALIASES).filter((alias) => ALGORITHM_ALIASES[alias] === name);
	return ALGORITHM_NAMES.map((name) => {
		const aliases = aliasesOf(name);
		return aliases.length === 0 ? name : `${name} (or ${aliases.join(', ')})`;
	}).join(', ');
}

export function readAlgorithm(text: string): FieldResult<AlgorithmName> {
	const named = readChoice(ALGORITHM_NAMES)(ALGORITHM_ALIASES[text] ?? text);
	return named.ok ? named : reject(`${choiceList(ALGORITHM_NAMES)}; got "${text}".`);
}

/** Algorithm names separated by commas, each named once, e.g. "bfs,dfs,astar". */
export function readDistinctAlgorithms(text: string): FieldResult<AlgorithmName[]> {
	const names: AlgorithmName[] = [];
	for (const part of text.split(',').map((piece) => piece.trim())) {
		const read = readAlgorithm(part);
		if (!read.ok) return read;
		if (names.includes(read.value)) return reject(`names each algorithm once; got "${text}".`);
		names.push(read.value);
	}
	return accept(names);
}

export function readHeuristic(text: string): FieldResult<HeuristicName> {
	return readChoice(HEURISTICS)(text);
}

/** Weighted A*'s w in f = g + w·h: a decimal number, 0 or more. */
export function readWeight(text: string): FieldResult<number> {
	return /^\d*\.?\d+$/.test(text) && Number.isFinite(Number(text))
		? accept(Number(text))
		: reject(`takes a number, 0 or more (f = g + w·h); got "${text}".`);
}

export function readWholeNumber(text: string): FieldResult<number> {
	return /^\d+$/.test(text) && Number.isSafeInteger(Number(text))
		? accept(Number(text))
		: reject(`takes a whole number, 0 or more; got "${text}".`);
}

/** A child order: the four blank moves in the order to try them, e.g. UDLR or ULRD. */
export function readChildOrder(text: string): FieldResult<readonly Direction[]> {
	const moves = parseMoves(text);
	const order = moves.ok ? moves.value : [];
	const isPermutation = order.length === 4 && UDLR.every((direction) => order.includes(direction));
	return isPermutation
		? accept(order)
		: reject(`takes the four blank moves in the order to try them, e.g. UDLR; got "${text}".`);
}

function choiceList(choices: readonly string[]): string {
	return `takes ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

function readChoice<T extends string>(choices: readonly T[]) {
	return (text: string): FieldResult<T> =>
		(choices as readonly string[]).includes(text)
			? accept(text as T)
			: reject(`${choiceList(choices)}; got "${text}".`);
}

export const TIE_BREAKS: readonly TieBreak[] = ['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'];
export const DUPLICATE_POLICIES: readonly DuplicatePolicy[] = [
	'graph',
	'graph-update',
	'tree',
	'graph-except-start',
	'prune'
];
export const GOAL_TESTS: readonly GoalTestTiming[] = ['on-generation', 'on-removal'];

export const readTieBreak = readChoice(TIE_BREAKS);
export const readDuplicates = readChoice(DUPLICATE_POLICIES);
export const readGoalTest = readChoice(GOAL_TESTS);

/** A child order written back as letters, the form links and flags use: UDLR. */
export function childOrderText(order: readonly Direction[]): string {
	return order.map((direction) => direction[0]).join('');
}
