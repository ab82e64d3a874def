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
import { DESCRIPTIONS, formatNumber, describedOptions } from '../search/descriptions';
import {
	DUPLICATE_RULE_MESSAGES,
	GOAL_TEST_RULE_MESSAGES,
	runRuleMessages,
	TIE_RULE_MESSAGES
} from '../search/rule-messages';
import type { ExpandEvent, GoalEvent, SearchEvent } from '../search/events';
import type { SearchOptions } from '../search/options';
import { collectSearch, solveSearch } from '../player';
import { priorityLetter, type Trace } from '../trace';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';
import { listText, rulesSentence, semicolonList } from './practice-words';
import { drawExamGraph, shuffle, withH } from './exam-graphs';
import {
	WHICH_CANDIDATES,
	type ChoicePart,
	type ExamGraphInstance,
	type GraphQuestionType,
	type Level,
	type Part,
	type PracticeQuestion,
	type PracticeText,
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

/**
 * The rules a graph run follows, as a student reads them before answering; `hRule` says where h
 * is read (under each node, or a table's).
 */
export function graphConventions(
	run: GraphRun,
	algorithm: AlgorithmName,
	hRule: MessageRef = message('practice_graph_h_under', {})
): MessageRef {
	const rules = [
		message(
			run.graph.directed ? 'practice_graph_edge_cost_directed' : 'practice_graph_edge_cost',
			{}
		)
	];
	if (DESCRIPTIONS[algorithm].informed) rules.push(hRule);
	rules.push(...runRuleMessages(algorithm, EXAM_OPTIONS));
	return rulesSentence(message('practice_graph_children', {}), rules);
}

/** The conventions of several searches at once: the rules they share, then those they differ in. */
function candidateConventions(run: GraphRun): MessageRef {
	const names = (list: readonly AlgorithmName[]): PracticeText =>
		listText(list.map((name) => DESCRIPTIONS[name].names.inSentence)) ?? '';
	const grouped = <K extends string>(
		key: (name: AlgorithmName) => K,
		words: Readonly<Record<K, MessageRef>>
	): MessageRef[] => {
		const groups = new Map<K, AlgorithmName[]>();
		for (const name of WHICH_CANDIDATES)
			groups.set(key(name), [...(groups.get(key(name)) ?? []), name]);
		return [...groups].map(([value, list]) =>
			message('practice_graph_grouped', { names: names(list), rule: words[value] })
		);
	};
	return rulesSentence(message('practice_graph_children', {}), [
		message(
			run.graph.directed ? 'practice_graph_edge_cost_one_way' : 'practice_graph_edge_cost',
			{}
		),
		message('practice_graph_h_under', {}),
		message('practice_graph_ties', { tie: TIE_RULE_MESSAGES.alpha }),
		...grouped((name) => describedOptions(name, EXAM_OPTIONS).goalTest, GOAL_TEST_RULE_MESSAGES),
		...grouped((name) => describedOptions(name, EXAM_OPTIONS).duplicates, DUPLICATE_RULE_MESSAGES)
	]);
}

/** A choice among the graph's nodes, typed or clicked, with one right answer or more. */
function nodeChoice(
	run: GraphRun,
	prompt: MessageRef,
	accepted: readonly string[],
	explanation: MessageRef,
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
function frontierText(exam: ExamRun, algorithm: AlgorithmName, step: number): MessageRef {
	const { trace } = exam;
	trace.seek(step - 1);
	const { rows, total, order } = trace.frontierRows(8);
	const letter = priorityLetter(order);
	const keyed = DESCRIPTIONS[algorithm].structure === 'priority';
	const listed =
		listText(
			rows.map((row) =>
				keyed
					? `${row.state} (${letter} ${formatNumber(row[letter as 'f' | 'g' | 'h'])})`
					: row.state
			)
		) ?? '';
	const kind = message(
		order.kind === 'queue'
			? 'practice_graph_kind_queue'
			: order.kind === 'stack'
				? 'practice_graph_kind_stack'
				: 'practice_graph_kind_priority',
		{}
	);
	const first = rows[0]?.state ?? '?';
	const held =
		total > rows.length
			? message('practice_graph_frontier_more', { kind, listed, more: total - rows.length, first })
			: message('practice_graph_frontier', { kind, listed, first });
	const tie = rows[0]?.tiesWithNext ? rows[0].tieBreak : null;
	return tie === null ? held : message('practice_graph_frontier_tie', { held, tie });
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
	if (taken.length < 2) throw new MessageError(message('practice_graph_err_no_removal', {}));
	const whole = removals(exam.events).length <= cap;
	const { names } = DESCRIPTIONS[spec.algorithm];
	return {
		spec,
		task: whole
			? message('practice_graph_order_task', { algorithm: names.inSentence, start: run.start })
			: message('practice_graph_order_task_first', {
					algorithm: names.inSentence,
					count: taken.length,
					start: run.start
				}),
		conventions: graphConventions(run, spec.algorithm),
		instance: examInstance(run, spec.algorithm),
		parts: taken.flatMap((event, i) => {
			if (i === 0) return [];
			const node = event.node.state;
			const why = {
				algorithm: names.label,
				frontier: frontierText(exam, spec.algorithm, event.step),
				node
			};
			const explanation =
				event.type === 'goal'
					? message('practice_graph_order_why_goal', why)
					: exam.cost !== null && i === removals(exam.events).length - 1
						? message('practice_graph_order_why_generated', why)
						: message('practice_graph_order_why', why);
			return [
				nodeChoice(
					run,
					message('practice_graph_order_prompt', { place: i + 1 }),
					[node],
					explanation
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
			const how = message(
				child.fate === 'replaced' ? 'practice_graph_replaced' : 'practice_graph_added',
				{ parent: parent.state, child: child.state }
			);
			const cost = costOf(parent.state, child.state);
			const gSum = `g(${child.state}) = g(${parent.state}) + cost(${parent.state}, ${child.state}) = ${formatNumber(parent.g)} + ${formatNumber(cost)} = ${formatNumber(child.g)}`;
			asked.push({
				step: event.step,
				part: {
					kind: 'number',
					prompt: message('practice_graph_its_g', { how }),
					answer: child.g,
					explanation: message('practice_graph_sum', { sum: gSum })
				}
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
						prompt: message('practice_graph_its_f', {
							how,
							formula: priority === 'g+h' ? 'g + h' : 'g + w·h'
						}),
						answer: child.f,
						explanation: message('practice_graph_f_why', {
							sum: fSum,
							node: child.state,
							h: formatNumber(child.h)
						})
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
	if (asked.length === 0) throw new MessageError(message('practice_graph_err_no_whole_value', {}));
	const { priority } = DESCRIPTIONS[spec.algorithm];
	return {
		spec,
		task: message(
			priority === 'g' ? 'practice_graph_values_task_g' : 'practice_graph_values_task',
			{
				algorithm: DESCRIPTIONS[spec.algorithm].names.inSentence
			}
		),
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
		throw new MessageError(
			message('practice_graph_err_no_goal', {
				algorithm: DESCRIPTIONS[spec.algorithm].names.subject
			})
		);
	}
	const { names, optimalWhen } = DESCRIPTIONS[spec.algorithm];
	const cheapest = trueCosts(run).get(run.start) ?? exam.cost;
	const pathText = exam.path.join(' → ');
	// A single goal ends every path: only the nodes between are asked (and the goal, with several).
	const asked = exam.path.slice(1, run.goals.length > 1 ? undefined : -1);
	const comparison =
		exam.cost === cheapest
			? message('practice_graph_cheapest', {})
			: message('practice_graph_dearer', {
					extra: formatNumber(exam.cost - cheapest),
					cheapest: formatNumber(cheapest),
					why:
						optimalWhen !== null
							? message('practice_graph_optimal_when', {
									algorithm: names.inSentence,
									when: optimalWhen
								})
							: message('practice_graph_no_promise', { algorithm: names.inSentence })
				});
	const last = exam.events.at(-1)?.step ?? 0;
	return {
		spec,
		task: message('practice_graph_path_task', {
			algorithm: names.inSentence,
			start: run.start
		}),
		conventions: graphConventions(run, spec.algorithm),
		instance: examInstance(run, spec.algorithm),
		parts: [
			...asked.map((name, i) =>
				nodeChoice(
					run,
					message('practice_graph_path_node', { place: i + 2, start: run.start }),
					[name],
					message('practice_graph_path_returns', {
						algorithm: names.label,
						path: pathText,
						count: exam.path.length
					})
				)
			),
			{
				kind: 'number' as const,
				prompt: message('practice_graph_path_cost_prompt', {}),
				answer: exam.cost,
				explanation: message('practice_graph_path_cost_why', {
					sum: pathSum(exam.pathGs),
					comparison
				})
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
	const options = WHICH_CANDIDATES.map((name) => DESCRIPTIONS[name].names.label);
	const accepted = WHICH_CANDIDATES.flatMap((name, i) =>
		sameOrder(byAlgorithm.get(name)!, asked) ? [i] : []
	);
	const listed = semicolonList(
		WHICH_CANDIDATES.map((name) =>
			message('practice_graph_named_order', {
				name: DESCRIPTIONS[name].names.label,
				order: byAlgorithm.get(name)!.join(' ')
			})
		)
	);
	return {
		spec,
		task: message('practice_graph_which_task', { order: listText(asked) ?? '' }),
		conventions: candidateConventions(run),
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'choice',
				prompt: message('practice_graph_which_prompt', {}),
				options,
				accepted,
				explanation: message('practice_graph_which_why', { listed })
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
	const { names } = DESCRIPTIONS[spec.algorithm];
	if (accepted.length === orders.length) {
		throw new MessageError(message('practice_graph_err_same_order', { algorithm: names.subject }));
	}
	const askedRun = withH(run, hs[pick]);
	return {
		spec,
		task: message('practice_graph_which_h_task', {
			algorithm: names.inSentence,
			order: listText(asked) ?? ''
		}),
		conventions: graphConventions(run, spec.algorithm, message('practice_graph_h_table', {})),
		instance: {
			...examInstance(run, spec.algorithm),
			showsH: false,
			hTable: H_LABELS.map((name, i) => ({ name, values: hs[i] }))
		},
		parts: [
			{
				kind: 'choice',
				prompt: message('practice_graph_which_h_prompt', {}),
				options: [...H_LABELS],
				accepted,
				explanation: message('practice_graph_which_h_why', {
					algorithm: names.label,
					listed: semicolonList(H_LABELS.map((name, i) => `${name}: ${orders[i].join(' ')}`))
				})
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
	if (verdict === null) throw new MessageError(message('practice_graph_err_no_goal_h', {}));
	const stars = verdict.rows
		.map((row) => `${row.name} ${row.hStar === Infinity ? '∞' : formatNumber(row.hStar)}`)
		.join(', ');
	const over = verdict.rows.filter((row) => row.overestimates);
	const edges = edgeOptions(run);
	const goalOptions = verdict.nonzeroGoals.map((goal) =>
		message('practice_graph_h_not_zero', { goal })
	);
	const edgeAccepted = verdict.inconsistentEdges.map(({ from, to }) =>
		run.graph.edges.findIndex(
			(edge) =>
				(edge.from === from && edge.to === to) ||
				(!run.graph.directed && edge.from === to && edge.to === from)
		)
	);
	const consistentOptions: PracticeText[] = [...edges, ...goalOptions, NONE_OPTION];
	const consistentAccepted = verdict.consistent
		? [consistentOptions.length - 1]
		: [...new Set(edgeAccepted)].concat(goalOptions.map((_, i) => edges.length + i));
	const drops: PracticeText[] = verdict.inconsistentEdges.map(
		({ from, to, cost, drop }) =>
			`h(${from}) − h(${to}) = ${formatNumber(drop)} > cost(${from}, ${to}) = ${formatNumber(cost)}`
	);
	const overs = semicolonList(
		over.map(
			(row) =>
				`h(${row.name}) = ${formatNumber(row.h)} > h*(${row.name}) = ${formatNumber(row.hStar)}`
		)
	);
	return {
		spec,
		task: message('practice_graph_adm_task', {}),
		conventions: message('practice_graph_adm_conventions', {}),
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'yes-no',
				prompt: message('practice_graph_adm_prompt', {}),
				answer: verdict.admissible,
				words: {
					yes: message('practice_admissible', {}),
					no: message('practice_not_admissible', {})
				},
				explanation:
					over.length === 0
						? message('practice_graph_adm_why', { stars })
						: message('practice_graph_adm_why_over', { stars, overs })
			},
			nodeChoice(
				run,
				message('practice_graph_over_prompt', {}),
				over.length === 0 ? [NONE_OPTION] : over.map((row) => row.name),
				over.length === 0
					? message('practice_graph_over_none', { stars })
					: message('practice_graph_over_any', {
							nodes: listText(over.map((row) => row.name)) ?? '',
							overs
						}),
				true
			),
			{
				kind: 'yes-no',
				prompt: message('practice_graph_con_prompt', {}),
				answer: verdict.consistent,
				words: {
					yes: message('practice_consistent', {}),
					no: message('practice_not_consistent', {})
				},
				explanation: verdict.consistent
					? message('practice_graph_con_why', {})
					: message('practice_graph_sum', {
							sum: semicolonList([
								...drops,
								...verdict.nonzeroGoals.map((goal) =>
									message('practice_graph_goal_not_zero', { goal })
								)
							])
						})
			},
			{
				kind: 'choice',
				prompt: message('practice_graph_con_edge_prompt', {}),
				options: consistentOptions,
				accepted: consistentAccepted,
				explanation: verdict.consistent
					? message('practice_graph_con_none', {})
					: message('practice_graph_con_any', {
							list: semicolonList([...drops, ...goalOptions])
						})
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
	if (exam.cost === null) {
		throw new MessageError(
			message('practice_graph_err_no_goal', { algorithm: DESCRIPTIONS.astar.names.subject })
		);
	}
	const cheapest = trueCosts(run).get(run.start) ?? exam.cost;
	const early = expandedTooDear(run, exam);
	const from = costsFromStart(run);
	const earlyText = semicolonList(
		early.map((name) => {
			const expanded = removals(exam.events).find(
				(event) => event.type === 'expand' && event.node.state === name
			)!;
			return message('practice_graph_too_early', {
				node: name,
				g: formatNumber(expanded.node.g),
				start: run.start,
				cost: formatNumber(from.get(name) ?? 0)
			});
		})
	);
	const pathText = exam.path.join(' → ');
	const optimal = exam.cost === cheapest;
	return {
		spec,
		task: message('practice_graph_trap_task', {}),
		conventions: graphConventions(run, 'astar'),
		instance: examInstance(run, null),
		parts: [
			{
				kind: 'yes-no',
				prompt: message('practice_graph_trap_prompt', {}),
				answer: optimal,
				words: {
					yes: message('practice_graph_trap_yes', {}),
					no: message('practice_graph_trap_no', {})
				},
				explanation: optimal
					? message(
							heuristicVerdict(run)?.consistent === false
								? 'practice_graph_trap_optimal_inconsistent'
								: 'practice_graph_trap_optimal',
							{ path: pathText, cost: formatNumber(exam.cost) }
						)
					: message('practice_graph_trap_dearer', {
							path: pathText,
							cost: formatNumber(exam.cost),
							cheapest: formatNumber(cheapest),
							early: earlyText
						})
			},
			{
				kind: 'number',
				prompt: message('practice_graph_trap_cost_prompt', {}),
				answer: exam.cost,
				explanation: message('practice_graph_trap_cost_why', {
					path: pathText,
					sum: pathSum(exam.pathGs)
				})
			},
			{
				kind: 'number',
				prompt: message('practice_graph_trap_cheapest_prompt', {}),
				answer: cheapest,
				explanation: message('practice_graph_trap_cheapest_why', {
					start: run.start,
					cost: formatNumber(cheapest)
				})
			},
			nodeChoice(
				run,
				message('practice_graph_trap_early_prompt', {}),
				early.length === 0 ? [NONE_OPTION] : early,
				early.length === 0
					? message('practice_graph_trap_early_none', {})
					: message('practice_graph_sum', { sum: earlyText }),
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
