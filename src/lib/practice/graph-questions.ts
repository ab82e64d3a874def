/**
 * Exam questions on small weighted graphs, the kind search courses set on paper: a graph with
 * costs on its edges and h on its nodes, drawn from the student's seed (exam-graphs.ts), or the
 * teacher's own graph for every student alike. Six types:
 *
 * - `expansion-order`: the order in which a search takes nodes off its frontier, ties broken
 *   alphabetically — one node per part, clicked or typed;
 * - `graph-values`: g (and f) of each node an expansion puts on the frontier;
 * - `graph-path`: the path a search returns, node by node, and its cost;
 * - `which-algorithm`: which search expands the nodes in a given order;
 * - `which-heuristic`: which of three heuristics makes greedy best-first search or A* expand
 *   the nodes in a given order;
 * - `admissible`: whether h is admissible and consistent, with a node or an edge that shows it
 *   is not;
 * - `astar-trap`: whether A* graph search, which never reopens a node it has expanded, returns
 *   a cheapest path with this h, what it returns, and a node it expands too early.
 *
 * Every answer is read from the engine's own run (the expansion events, the trace's frontier)
 * and from the heuristic checks (h* by backward uniform-cost search), never worked out beside
 * them; the model answer opens the same run, on the same graph, in the playground.
 */

import { ownGraphConfig, playLinkQuery, runChoicesOf, PLAY_DEFAULTS } from '../config/play-link';
import type { GraphRun } from '../domains/graph';
import { heuristicVerdict, trueCosts } from '../domains/graph/heuristic-checks';
import { createRng, type Rng } from '../puzzle/rng';
import type { AlgorithmName } from '../search/algorithms';
import {
	algorithmInSentence,
	DESCRIPTIONS,
	DUPLICATE_RULES,
	formatNumber,
	GOAL_TEST_RULES,
	describedOptions,
	rulesSentence,
	runRules,
	TIE_RULES
} from '../search/descriptions';
import type { ExpandEvent, GoalEvent, SearchEvent } from '../search/events';
import type { SearchOptions } from '../search/options';
import { collectSearch, solveSearch } from '../player';
import { priorityLetter, type Trace } from '../trace';
import { countWords } from '../count-text';
import { drawExamGraph, shuffle, withH } from './exam-graphs';
import {
	WHICH_CANDIDATES,
	type ChoicePart,
	type ExamGraphInstance,
	type GraphQuestionType,
	type Level,
	type Part,
	type PracticeQuestion,
	type QuestionSpec
} from './question-spec';

/** The exam conventions every graph question follows: ties broken alphabetically. */
export const EXAM_OPTIONS: SearchOptions = Object.freeze({ tieBreak: 'alpha' });

/** How many nodes an expansion order asks, at most (and at least, on a drawn graph: 3). */
const ORDER_CAP: Readonly<Record<Level, number>> = { easy: 5, medium: 7, hard: 9 };
const ORDER_MIN = 3;

/** How many values a graph-values question asks, at most. */
const VALUES_CAP: Readonly<Record<Level, number>> = { easy: 4, medium: 6, hard: 8 };

/** The option that says "no such node or edge". */
export const NONE_OPTION = 'none';

interface ExamRun {
	readonly events: readonly SearchEvent<string>[];
	readonly cost: number | null;
	readonly path: readonly string[];
	/** g of each node of the path returned, from the start's 0 to the cost. */
	readonly pathGs: readonly number[];
	readonly trace: Trace<string>;
}

/** A search on a graph under the exam conventions, read from the engine. */
function examRun(run: GraphRun, algorithm: AlgorithmName): ExamRun {
	const { events, result, trace } = collectSearch<string>({
		algorithm,
		problem: 'graph',
		spec: run,
		options: EXAM_OPTIONS
	});
	return {
		events,
		cost: result.outcome === 'goal' ? result.cost : null,
		path: result.path.map((node) => node.state),
		pathGs: result.path.map((node) => node.g),
		trace
	};
}

/** The events that take a node off the frontier: its expansions, and the goal found on removal. */
function removals(
	events: readonly SearchEvent<string>[]
): (ExpandEvent<string> | GoalEvent<string>)[] {
	return events.filter(
		(event): event is ExpandEvent<string> | GoalEvent<string> =>
			event.type === 'expand' || event.type === 'goal'
	);
}

/** Whether two expansion orders are the same, node for node. */
function sameOrder(a: readonly string[], b: readonly string[]): boolean {
	return a.length === b.length && a.every((name, i) => name === b[i]);
}

/** h*(name) where a goal can be reached, else 0: an admissible h may be anything there. */
function finiteCost(hStar: ReadonlyMap<string, number>, name: string): number {
	const value = hStar.get(name) ?? 0;
	return Number.isFinite(value) ? value : 0;
}

/** The names of the nodes a run takes off its frontier, in order. */
export function expansionOrder(events: readonly SearchEvent<string>[]): string[] {
	return removals(events).map((event) => event.node.state);
}

/** The query of a /play link showing `algorithm` on the graph at `step`. */
export function graphAnswerQuery(run: GraphRun, algorithm: AlgorithmName, step: number): string {
	return playLinkQuery({
		...ownGraphConfig(run, { ...runChoicesOf(PLAY_DEFAULTS), algorithm, ...EXAM_OPTIONS }),
		tieBreak: 'alpha',
		step
	});
}

/** The rules a graph run follows, as a student reads them before answering. */
export function graphConventions(run: GraphRun, algorithm: AlgorithmName): string {
	const rules = [
		'a node’s children are generated in alphabetical order',
		`an edge’s number is its cost${run.graph.directed ? ', and an edge goes one way, as its arrow shows' : ''}`
	];
	if (DESCRIPTIONS[algorithm].informed) rules.push('h is written under each node');
	rules.push(...runRules(algorithm, EXAM_OPTIONS));
	return rulesSentence(rules);
}

/** The conventions of several searches at once: the rules they share, then those they differ in. */
function candidateConventions(run: GraphRun): string {
	const names = (list: readonly AlgorithmName[]): string =>
		list.map((name) => algorithmInSentence(name)).join(', ');
	const grouped = <K extends string>(
		key: (name: AlgorithmName) => K,
		words: Readonly<Record<K, string>>
	): string[] => {
		const groups = new Map<K, AlgorithmName[]>();
		for (const name of WHICH_CANDIDATES)
			groups.set(key(name), [...(groups.get(key(name)) ?? []), name]);
		return [...groups].map(([value, list]) => `${names(list)}: ${words[value]}`);
	};
	return rulesSentence([
		'a node’s children are generated in alphabetical order',
		`an edge’s number is its cost${run.graph.directed ? ' (one way, as its arrow shows)' : ''}`,
		'h is written under each node',
		`equal priorities leave the frontier ${TIE_RULES.alpha}`,
		...grouped((name) => describedOptions(name, EXAM_OPTIONS).goalTest, GOAL_TEST_RULES),
		...grouped((name) => describedOptions(name, EXAM_OPTIONS).duplicates, DUPLICATE_RULES)
	]);
}

/** "1st", "2nd", "3rd", "4th", … */
export function ordinal(n: number): string {
	const tens = n % 100;
	const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
	return `${n}${suffix}`;
}

/** A choice among the graph's nodes, typed or clicked, with one right answer or more. */
function nodeChoice(
	run: GraphRun,
	prompt: string,
	accepted: readonly string[],
	explanation: string,
	withNone = false
): ChoicePart {
	const options = run.graph.nodes.map((node) => node.name);
	if (withNone) options.push(NONE_OPTION);
	return {
		kind: 'choice',
		prompt,
		options,
		accepted: accepted.map((name) => options.indexOf(name)),
		explanation,
		typed: true
	};
}

/** The frontier before a removal, in leave order, with each entry's key: "A (f 5), C (f 6)". */
function frontierText(exam: ExamRun, algorithm: AlgorithmName, step: number): string {
	const { trace } = exam;
	trace.seek(step - 1);
	const { rows, total, order } = trace.frontierRows(8);
	const letter = priorityLetter(order);
	const keyed = DESCRIPTIONS[algorithm].structure === 'priority';
	const listed = rows
		.map((row) =>
			keyed ? `${row.state} (${letter} ${formatNumber(row[letter as 'f' | 'g' | 'h'])})` : row.state
		)
		.join(', ');
	const more = total > rows.length ? `, and ${total - rows.length} more` : '';
	const tie = rows[0]?.tiesWithNext && rows[0].tieBreak !== null ? ` (${rows[0].tieBreak})` : '';
	const kind =
		order.kind === 'queue'
			? 'queue, oldest first'
			: order.kind === 'stack'
				? 'stack, top first'
				: 'leave order';
	return `the frontier (${kind}) holds ${listed}${more}: ${rows[0]?.state ?? '?'} comes off first${tie}`;
}

/** The graph as a question carries it: h shown to the informed searches. */
function examInstance(run: GraphRun, algorithm: AlgorithmName | null): ExamGraphInstance {
	return {
		problem: 'graph',
		spec: run,
		exam: true,
		showsH: algorithm === null || DESCRIPTIONS[algorithm].informed
	};
}

/** Draws the graph a question asks about: the teacher's, or one from the seed that `keep` takes. */
function questionGraph<T>(
	spec: QuestionSpec,
	keep: (run: GraphRun, rng: Rng) => T | null,
	own: (run: GraphRun) => T
): T {
	if (spec.graph !== undefined) return own(spec.graph);
	return drawExamGraph(spec.type, spec.seed, spec.level, keep);
}

function expansionOrderQuestion(spec: QuestionSpec): PracticeQuestion {
	const cap = ORDER_CAP[spec.level];
	const { run, exam } = questionGraph(
		spec,
		(run) => {
			const exam = examRun(run, spec.algorithm);
			const order = expansionOrder(exam.events);
			return exam.cost !== null && order.length >= ORDER_MIN && order.length <= cap
				? { run, exam }
				: null;
		},
		(run) => ({ run, exam: examRun(run, spec.algorithm) })
	);
	const taken = removals(exam.events).slice(0, cap);
	// The start always comes off first: it is given, not asked (as simulate skips it too).
	if (taken.length < 2)
		throw new RangeError('The search takes no node off its frontier after the start.');
	const whole = removals(exam.events).length <= cap;
	const label = DESCRIPTIONS[spec.algorithm].label;
	return {
		spec,
		task: `In which order does ${algorithmInSentence(spec.algorithm)} take the nodes of this graph off its frontier${whole ? '' : ` (the first ${taken.length})`}? The start, ${run.start}, comes off first; give each node after it, one at a time: click it or type its name.`,
		conventions: graphConventions(run, spec.algorithm),
		instance: examInstance(run, spec.algorithm),
		parts: taken.flatMap((event, i) => {
			if (i === 0) return [];
			const node = event.node.state;
			const end =
				event.type === 'goal'
					? ` ${node} is a goal: the search ends.`
					: exam.cost !== null && i === removals(exam.events).length - 1
						? ` Expanding ${node} generates a goal, which passes the test on generation: the search ends.`
						: '';
			return [
				nodeChoice(
					run,
					`${ordinal(i + 1)} node taken off the frontier`,
					[node],
					`${label}: ${frontierText(exam, spec.algorithm, event.step)}.${end}`
				)
			];
		}),
		modelRun: 'asked',
		modelAnswer: graphAnswerQuery(run, spec.algorithm, taken.at(-1)!.step)
	};
}

interface ValueAsked {
	readonly part: Part;
	readonly step: number;
}

/** The values a graph-values question asks of a run, at most `cap`. */
function valueParts(
	run: GraphRun,
	exam: ExamRun,
	algorithm: AlgorithmName,
	cap: number
): ValueAsked[] {
	const asked: ValueAsked[] = [];
	const { priority } = DESCRIPTIONS[algorithm];
	const weight = describedOptions(algorithm, EXAM_OPTIONS).weight;
	const costOf = (from: string, to: string): number =>
		run.graph.edges.find(
			(edge) =>
				(edge.from === from && edge.to === to) ||
				(!run.graph.directed && edge.from === to && edge.to === from)
		)?.cost ?? NaN;
	for (const event of exam.events) {
		if (event.type !== 'expand') continue;
		const parent = event.node;
		for (const child of event.children) {
			if (child.fate !== 'added' && child.fate !== 'replaced') continue;
			const how =
				child.fate === 'replaced'
					? `Expanding ${parent.state} reaches ${child.state} more cheaply, replacing its frontier entry`
					: `Expanding ${parent.state} puts ${child.state} on the frontier`;
			const cost = costOf(parent.state, child.state);
			const gSum = `g(${child.state}) = g(${parent.state}) + cost(${parent.state}, ${child.state}) = ${formatNumber(parent.g)} + ${formatNumber(cost)} = ${formatNumber(child.g)}`;
			asked.push({
				step: event.step,
				part: { kind: 'number', prompt: `${how}: its g`, answer: child.g, explanation: `${gSum}.` }
			});
			if (priority !== 'g') {
				const fSum =
					priority === 'g+h'
						? `f(${child.state}) = g + h = ${formatNumber(child.g)} + ${formatNumber(child.h)} = ${formatNumber(child.f)}`
						: `f(${child.state}) = g + w·h = ${formatNumber(child.g)} + ${formatNumber(weight)} × ${formatNumber(child.h)} = ${formatNumber(child.f)}`;
				asked.push({
					step: event.step,
					part: {
						kind: 'number',
						prompt: `${how}: its f = ${priority === 'g+h' ? 'g + h' : 'g + w·h'}`,
						answer: child.f,
						explanation: `${fSum}, with h(${child.state}) = ${formatNumber(child.h)} from the graph.`
					}
				});
			}
		}
	}
	// Whole numbers only: a result code holds whole numbers (the drawn graphs' costs are).
	return asked
		.filter(({ part }) => part.kind === 'number' && Number.isInteger(part.answer))
		.slice(0, cap);
}

function graphValuesQuestion(spec: QuestionSpec): PracticeQuestion {
	const cap = VALUES_CAP[spec.level];
	const { run, asked } = questionGraph(
		spec,
		(run) => {
			const asked = valueParts(run, examRun(run, spec.algorithm), spec.algorithm, cap);
			return asked.length === cap ? { run, asked } : null;
		},
		(run) => ({ run, asked: valueParts(run, examRun(run, spec.algorithm), spec.algorithm, cap) })
	);
	if (asked.length === 0)
		throw new RangeError('The search puts no node on its frontier with a whole value.');
	const { priority } = DESCRIPTIONS[spec.algorithm];
	return {
		spec,
		task: `Run ${algorithmInSentence(spec.algorithm)} on this graph: for each node an expansion puts on the frontier, give its g${priority === 'g' ? '' : ' and its f'}.`,
		conventions: graphConventions(run, spec.algorithm),
		instance: examInstance(run, spec.algorithm),
		parts: asked.map(({ part }) => part),
		modelRun: 'asked',
		modelAnswer: graphAnswerQuery(run, spec.algorithm, asked.at(-1)!.step)
	};
}

/** "1 + 4 + 3 = 8": each edge's cost along a path, from its g values. */
function pathSum(gs: readonly number[]): string {
	const steps = gs.slice(1).map((g, i) => formatNumber(g - gs[i]));
	const total = formatNumber(gs.at(-1) ?? 0);
	return steps.length <= 1 ? total : `${steps.join(' + ')} = ${total}`;
}

function graphPathQuestion(spec: QuestionSpec): PracticeQuestion {
	const { run, exam } = questionGraph(
		spec,
		(run) => {
			const exam = examRun(run, spec.algorithm);
			return exam.cost !== null && exam.path.length >= 3 && Number.isInteger(exam.cost)
				? { run, exam }
				: null;
		},
		(run) => ({ run, exam: examRun(run, spec.algorithm) })
	);
	if (exam.cost === null) {
		throw new RangeError(`${DESCRIPTIONS[spec.algorithm].label} finds no goal on this graph.`);
	}
	const { label, optimal, optimalWhen } = DESCRIPTIONS[spec.algorithm];
	const cheapest = trueCosts(run).get(run.start) ?? exam.cost;
	const pathText = exam.path.join(' → ');
	// A single goal ends every path: only the nodes between are asked (and the goal, with several).
	const asked = exam.path.slice(1, run.goals.length > 1 ? undefined : -1);
	const comparison =
		exam.cost === cheapest
			? 'the cheapest path there is'
			: `${formatNumber(exam.cost - cheapest)} more than the cheapest, ${formatNumber(cheapest)}: ${
					optimal
						? `${label.toLowerCase()} is optimal when ${optimalWhen}`
						: `${algorithmInSentence(spec.algorithm)} makes no promise of a cheapest path`
				}`;
	const last = exam.events.at(-1)?.step ?? 0;
	return {
		spec,
		task: `Which path does ${algorithmInSentence(spec.algorithm)} return on this graph, and what does it cost? Give the path node by node after ${run.start}, then its cost.`,
		conventions: graphConventions(run, spec.algorithm),
		instance: examInstance(run, spec.algorithm),
		parts: [
			...asked.map((name, i) =>
				nodeChoice(
					run,
					`Node ${i + 2} of the path (${run.start} is node 1)`,
					[name],
					`${label} returns ${pathText}: ${countWords(exam.path.length, 'node', 'nodes')}.`
				)
			),
			{
				kind: 'number' as const,
				prompt: 'The path’s cost (its edges’ costs added)',
				answer: exam.cost,
				explanation: `${pathSum(exam.pathGs)}; ${comparison}.`
			}
		],
		modelRun: 'path',
		modelAnswer: graphAnswerQuery(run, spec.algorithm, last)
	};
}

function whichAlgorithmQuestion(spec: QuestionSpec): PracticeQuestion {
	const orders = (run: GraphRun): Map<AlgorithmName, string[]> =>
		new Map(WHICH_CANDIDATES.map((name) => [name, expansionOrder(examRun(run, name).events)]));
	const { run, byAlgorithm } = questionGraph(
		spec,
		(run) => {
			const byAlgorithm = orders(run);
			const asked = byAlgorithm.get(spec.algorithm)!;
			const unique = WHICH_CANDIDATES.every(
				(name) => name === spec.algorithm || !sameOrder(byAlgorithm.get(name)!, asked)
			);
			return unique && asked.length >= ORDER_MIN ? { run, byAlgorithm } : null;
		},
		(run) => ({ run, byAlgorithm: orders(run) })
	);
	const asked = byAlgorithm.get(spec.algorithm)!;
	const options = WHICH_CANDIDATES.map((name) => DESCRIPTIONS[name].label);
	const accepted = WHICH_CANDIDATES.flatMap((name, i) =>
		sameOrder(byAlgorithm.get(name)!, asked) ? [i] : []
	);
	const listed = WHICH_CANDIDATES.map(
		(name) => `${DESCRIPTIONS[name].label}: ${byAlgorithm.get(name)!.join(' ')}`
	).join('; ');
	return {
		spec,
		task: `One of these searches takes the nodes of this graph off its frontier in the order ${asked.join(', ')}. Which?`,
		conventions: candidateConventions(run),
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'choice',
				prompt: 'The search',
				options,
				accepted,
				explanation: `Each search’s order: ${listed}.`
			}
		],
		modelRun: 'path',
		modelAnswer: graphAnswerQuery(
			run,
			spec.algorithm,
			examRun(run, spec.algorithm).events.length - 1
		)
	};
}

/** The heuristics "which h" offers, as the table under the graph names them. */
const H_LABELS = ['h₁', 'h₂', 'h₃'] as const;

/**
 * The three heuristics of a "which h" question: the graph's own h, the true cost h* (the
 * perfect heuristic), and an admissible h drawn from the seed between 0 and h*.
 */
function threeHs(run: GraphRun, rng: Rng): Record<string, number>[] {
	const hStar = trueCosts(run);
	const star = (name: string): number => finiteCost(hStar, name);
	const names = run.graph.nodes.map(({ name }) => name);
	const own = Object.fromEntries(names.map((name) => [name, run.graph.h?.[name] ?? 0]));
	const perfect = Object.fromEntries(names.map((name) => [name, star(name)]));
	const drawn = Object.fromEntries(
		names.map((name) => [name, run.goals.includes(name) ? 0 : rng.int(star(name) + 1)])
	);
	return [own, perfect, drawn];
}

function whichHeuristicQuestion(spec: QuestionSpec): PracticeQuestion {
	const orderWith = (run: GraphRun, h: Record<string, number>): string[] =>
		expansionOrder(examRun(withH(run, h), spec.algorithm).events);
	const pick = createRng(`which-heuristic/${spec.seed}`).int(H_LABELS.length);
	const { run, hs, orders } = questionGraph(
		spec,
		(run, rng) => {
			const hs = threeHs(run, rng);
			const orders = hs.map((h) => orderWith(run, h));
			const unique = orders.every((order, i) => i === pick || !sameOrder(order, orders[pick]));
			return unique && orders[pick].length >= ORDER_MIN ? { run, hs, orders } : null;
		},
		(run) => {
			const hs = threeHs(run, createRng(`which-heuristic-own/${spec.seed}`));
			return { run, hs, orders: hs.map((h) => orderWith(run, h)) };
		}
	);
	const asked = orders[pick];
	const accepted = orders.flatMap((order, i) => (sameOrder(order, asked) ? [i] : []));
	const label = DESCRIPTIONS[spec.algorithm].label;
	if (accepted.length === orders.length) {
		throw new RangeError(
			`${label} takes the nodes off in the same order with all three heuristics (the graph’s h, h* and one drawn between): there is nothing to tell apart.`
		);
	}
	const askedRun = withH(run, hs[pick]);
	return {
		spec,
		task: `With one of the three heuristics in the table, ${algorithmInSentence(spec.algorithm)} takes the nodes of this graph off its frontier in the order ${asked.join(', ')}. Which heuristic?`,
		conventions: graphConventions(run, spec.algorithm).replace(
			'h is written under each node',
			'h is the heuristic in the table'
		),
		instance: {
			...examInstance(run, spec.algorithm),
			showsH: false,
			hTable: H_LABELS.map((name, i) => ({ name, values: hs[i] }))
		},
		parts: [
			{
				kind: 'choice',
				prompt: 'The heuristic',
				options: [...H_LABELS],
				accepted,
				explanation: `${label}’s order with each: ${H_LABELS.map((name, i) => `${name}: ${orders[i].join(' ')}`).join('; ')}.`
			}
		],
		modelRun: 'asked',
		modelAnswer: graphAnswerQuery(
			askedRun,
			spec.algorithm,
			examRun(askedRun, spec.algorithm).events.length - 1
		)
	};
}

/** What an admissibility question is drawn to show: h consistent, admissible only, or neither. */
type HTarget = 'consistent' | 'admissible' | 'overestimates';
const H_TARGETS: readonly HTarget[] = ['consistent', 'admissible', 'overestimates'];

/** The run's h changed to meet `target`, or null when this graph cannot be made to. */
function hFor(run: GraphRun, target: HTarget, rng: Rng): GraphRun | null {
	if (target === 'consistent') return run;
	const hStar = trueCosts(run);
	const h = run.graph.h ?? {};
	const inner = run.graph.nodes
		.map((node) => node.name)
		.filter((name) => !run.goals.includes(name));
	const name = inner[rng.int(inner.length)];
	const star = hStar.get(name) ?? Infinity;
	const changed =
		target === 'overestimates'
			? withH(run, { [name]: star + 1 + rng.int(3) })
			: rng.int(2) === 0
				? withH(run, { [name]: star })
				: withH(run, { [name]: Math.max(0, (h[name] ?? 0) - 3 - rng.int(3)) });
	const verdict = heuristicVerdict(changed);
	if (verdict === null) return null;
	const got: HTarget = verdict.consistent
		? 'consistent'
		: verdict.admissible
			? 'admissible'
			: 'overestimates';
	return got === target ? changed : null;
}

/** The edges as a consistency answer names them: "A–B", or "A→B" on a directed graph. */
function edgeOptions(run: GraphRun): string[] {
	return run.graph.edges.map(({ from, to }) => `${from}${run.graph.directed ? '→' : '–'}${to}`);
}

function admissibleQuestion(spec: QuestionSpec): PracticeQuestion {
	const target = H_TARGETS[createRng(`admissible-target/${spec.seed}`).int(H_TARGETS.length)];
	const run = questionGraph(
		spec,
		(run, rng) => hFor(run, target, rng),
		(run) => run
	);
	const verdict = heuristicVerdict(run);
	if (verdict === null) throw new RangeError('The graph gives no h for its goals.');
	const stars = verdict.rows
		.map((row) => `${row.name} ${row.hStar === Infinity ? '∞' : formatNumber(row.hStar)}`)
		.join(', ');
	const over = verdict.rows.filter((row) => row.overestimates);
	const edges = edgeOptions(run);
	const goalOptions = verdict.nonzeroGoals.map((goal) => `h(${goal}) is not 0`);
	const edgeAccepted = verdict.inconsistentEdges.map(({ from, to }) =>
		run.graph.edges.findIndex(
			(edge) =>
				(edge.from === from && edge.to === to) ||
				(!run.graph.directed && edge.from === to && edge.to === from)
		)
	);
	const consistentOptions = [...edges, ...goalOptions, NONE_OPTION];
	const consistentAccepted = verdict.consistent
		? [consistentOptions.length - 1]
		: [...new Set(edgeAccepted)].concat(goalOptions.map((_, i) => edges.length + i));
	const drops = verdict.inconsistentEdges.map(
		({ from, to, cost, drop }) =>
			`h(${from}) − h(${to}) = ${formatNumber(drop)} > cost(${from}, ${to}) = ${formatNumber(cost)}`
	);
	return {
		spec,
		task: 'Is the h written under the nodes of this graph admissible? Is it consistent? Name a node or an edge that shows it is not.',
		conventions:
			'Write h*(n) for the cost of a cheapest path from n to a goal. h is admissible when h(n) ≤ h*(n) at every node; it is consistent when every goal’s h is 0 and h(n) ≤ cost(n, m) + h(m) along every edge n → m (both ways on an undirected edge).',
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'yes-no',
				prompt: 'Is h admissible?',
				answer: verdict.admissible,
				words: { yes: 'admissible', no: 'not admissible' },
				explanation: `h* is ${stars}.${over.length === 0 ? ' h(n) ≤ h*(n) at every node.' : ` ${over.map((row) => `h(${row.name}) = ${formatNumber(row.h)} > h*(${row.name}) = ${formatNumber(row.hStar)}`).join('; ')}.`}`
			},
			nodeChoice(
				run,
				'A node where h overestimates (h > h*), or none',
				over.length === 0 ? [NONE_OPTION] : over.map((row) => row.name),
				over.length === 0
					? `No node: h* is ${stars}.`
					: `Any of ${over.map((row) => row.name).join(', ')}: ${over.map((row) => `h(${row.name}) = ${formatNumber(row.h)} > h*(${row.name}) = ${formatNumber(row.hStar)}`).join('; ')}.`,
				true
			),
			{
				kind: 'yes-no',
				prompt: 'Is h consistent?',
				answer: verdict.consistent,
				words: { yes: 'consistent', no: 'not consistent' },
				explanation: verdict.consistent
					? 'Every goal’s h is 0, and along every edge h drops by no more than the edge costs.'
					: `${[...drops, ...verdict.nonzeroGoals.map((goal) => `h(${goal}) is not 0, but ${goal} is a goal`)].join('; ')}.`
			},
			{
				kind: 'choice',
				prompt:
					'An edge along which h drops by more than its cost (or a goal whose h is not 0), or none',
				options: consistentOptions,
				accepted: consistentAccepted,
				explanation: verdict.consistent
					? 'None: h is consistent.'
					: `Any of these: ${[...drops, ...verdict.nonzeroGoals.map((goal) => `h(${goal}) is not 0`)].join('; ')}.`
			}
		],
		modelAnswer: graphAnswerQuery(run, 'astar', 0)
	};
}

/** The cheapest cost from the start to every node: h* on the graph with its edges reversed. */
function costsFromStart(run: GraphRun): Map<string, number> {
	const { graph } = run;
	const edges = graph.directed
		? graph.edges.map((edge) => ({ ...edge, from: edge.to, to: edge.from }))
		: graph.edges;
	return trueCosts({ graph: { ...graph, edges }, start: run.start, goals: [run.start] });
}

/** The nodes A* expands by a path costlier than their cheapest from the start. */
function expandedTooDear(run: GraphRun, exam: ExamRun): string[] {
	const cheapest = costsFromStart(run);
	return removals(exam.events)
		.filter(
			(event) =>
				event.type === 'expand' && event.node.g > (cheapest.get(event.node.state) ?? Infinity)
		)
		.map((event) => event.node.state);
}

/** The extreme h, then the random h, tried on a drawn graph before it is given up. */
const EXTREME_TRIES = 16;
const H_TRIES = 8;

/**
 * The admissible h tried on a drawn graph: first every node's h at an extreme, 0 or h*, in an
 * order the seed shuffles, then values drawn between. The extremes are where the trap lies: a
 * node whose h is 0 draws A* to it along a costly path, while the cheap way waits behind an h
 * as high as h* allows. A few of each: a graph that gives none is given up for the next draw,
 * which is cheaper than searching one graph through.
 */
function* admissibleHs(
	run: GraphRun,
	hStar: ReadonlyMap<string, number>,
	rng: Rng
): Generator<Record<string, number>> {
	const inner = run.graph.nodes.map(({ name }) => name).filter((name) => !run.goals.includes(name));
	const star = (name: string): number => finiteCost(hStar, name);
	const goalsZero = Object.fromEntries(run.goals.map((goal) => [goal, 0]));
	if (inner.length <= 8) {
		const masks = Array.from({ length: 2 ** inner.length }, (_, mask) => mask);
		shuffle(rng, masks);
		for (const mask of masks.slice(0, EXTREME_TRIES)) {
			yield {
				...goalsZero,
				...Object.fromEntries(inner.map((name, i) => [name, mask & (1 << i) ? star(name) : 0]))
			};
		}
	}
	for (let t = 0; t < H_TRIES; t++) {
		yield {
			...goalsZero,
			...Object.fromEntries(inner.map((name) => [name, rng.int(star(name) + 1)]))
		};
	}
}

function astarTrapQuestion(spec: QuestionSpec): PracticeQuestion {
	// About three questions in five are the trap; the others have to be told from it.
	const trap = createRng(`astar-trap-target/${spec.seed}`).int(5) < 3;
	const drawn = questionGraph(
		spec,
		(run, rng) => {
			// Without a cycle every node has one path from the start: nothing is found too late.
			if (trap && run.graph.edges.length < run.graph.nodes.length) return null;
			const hStar = trueCosts(run);
			for (const h of admissibleHs(run, hStar, rng)) {
				const candidate = withH(run, h);
				// The run without its trace: only its cost decides, and tries are many.
				const cost = solveSearch({
					algorithm: 'astar',
					problem: 'graph',
					spec: candidate,
					options: EXAM_OPTIONS
				}).cost;
				if (cost === null) continue;
				const suboptimal = cost > (hStar.get(run.start) ?? Infinity);
				if (suboptimal !== trap) continue;
				// A fair "yes" is one a student cannot tell from consistency alone: h inconsistent.
				if (!trap && heuristicVerdict(candidate)?.consistent !== false) continue;
				return { run: candidate, exam: examRun(candidate, 'astar') };
			}
			return null;
		},
		(run) => ({ run, exam: examRun(run, 'astar') })
	);
	const { run, exam } = drawn;
	if (exam.cost === null) throw new RangeError('A* finds no goal on this graph.');
	const cheapest = trueCosts(run).get(run.start) ?? exam.cost;
	const early = expandedTooDear(run, exam);
	const from = costsFromStart(run);
	const earlyText = early
		.map((name) => {
			const expanded = removals(exam.events).find(
				(event) => event.type === 'expand' && event.node.state === name
			)!;
			return `${name} is expanded with g ${formatNumber(expanded.node.g)}, but its cheapest path from ${run.start} costs ${formatNumber(from.get(name) ?? 0)}`;
		})
		.join('; ');
	const optimal = exam.cost === cheapest;
	return {
		spec,
		task: 'A* graph search never expands a node twice: a cheaper path found to a node it has expanded is dropped. With the h written under the nodes, does it return a cheapest path on this graph?',
		conventions: graphConventions(run, 'astar'),
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'yes-no',
				prompt: 'Does A* graph search return a cheapest path here?',
				answer: optimal,
				words: { yes: 'a cheapest path', no: 'a costlier path' },
				explanation: optimal
					? `It returns ${exam.path.join(' → ')} at ${formatNumber(exam.cost)}, the cheapest cost.${heuristicVerdict(run)?.consistent === false ? ' h is not consistent, but no node it expands too early lies on the way.' : ''}`
					: `It returns ${exam.path.join(' → ')} at ${formatNumber(exam.cost)}; the cheapest costs ${formatNumber(cheapest)}. ${earlyText}.`
			},
			{
				kind: 'number',
				prompt: 'The cost of the path A* graph search returns',
				answer: exam.cost,
				explanation: `A* returns ${exam.path.join(' → ')}: ${pathSum(exam.pathGs)}.`
			},
			{
				kind: 'number',
				prompt: 'The cost of a cheapest path',
				answer: cheapest,
				explanation: `h*(${run.start}) = ${formatNumber(cheapest)}, by uniform-cost search from the goal backwards.`
			},
			nodeChoice(
				run,
				'A node A* expands by a path costlier than its cheapest, or none',
				early.length === 0 ? [NONE_OPTION] : early,
				early.length === 0
					? 'None: every node A* expands is reached by a cheapest path first.'
					: `${earlyText}.`,
				true
			)
		],
		modelRun: 'path',
		modelAnswer: graphAnswerQuery(run, 'astar', exam.events.length - 1)
	};
}

/** The question `spec` names, of a graph type. */
export function graphQuestion(spec: QuestionSpec & { type: GraphQuestionType }): PracticeQuestion {
	switch (spec.type) {
		case 'expansion-order':
			return expansionOrderQuestion(spec);
		case 'graph-values':
			return graphValuesQuestion(spec);
		case 'graph-path':
			return graphPathQuestion(spec);
		case 'which-algorithm':
			return whichAlgorithmQuestion(spec);
		case 'which-heuristic':
			return whichHeuristicQuestion(spec);
		case 'admissible':
			return admissibleQuestion(spec);
		case 'astar-trap':
			return astarTrapQuestion(spec);
	}
}
