/**
 * The graph questions' model answers against an independent re-implementation of the exam
 * conventions (graph-oracle.ts), on seeded instances: 300 drawn graphs per type at the medium
 * level and 30 at easy and at hard, each asked of the algorithms the type asks about in turn
 * (the A* trap, slow to draw, on fewer), then teachers' own graphs (directed ones, two goals,
 * any h) built here from a seed. GRAPH_ORACLE_FULL=1 asks every algorithm every seed, the A*
 * trap's 300 too: about 50 s of CPU against 12 s.
 *
 * Nothing of the engine is used: only the questions' public face (drawQuestion, expectedAnswer,
 * the part types) and the graph a question carries. A disagreement is collected, not thrown at
 * once, so that one run lists the seeds that disagree (the first ten), each with its type,
 * algorithm, level, graph, the oracle's answers and the question's.
 */

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { drawQuestion, expectedAnswer } from '$lib/practice/questions';
import {
	GRAPH_QUESTION_TYPES,
	TYPE_ALGORITHMS,
	WHICH_CANDIDATES,
	type GraphQuestionType,
	type Level,
	type Part,
	type PracticeQuestion,
	type PracticeText,
	type QuestionSpec
} from '$lib/practice/question-spec';
import type { GraphRun } from '$lib/domains/graph';
import {
	allPairs,
	hStar,
	hVerdict,
	oracleSearch,
	ORACLE_WEIGHT,
	type OracleAlgorithm,
	type OracleRun
} from './graph-oracle';
import { practiceText } from '$lib/components/practice/practice-text';

/** Every algorithm on every seed, the A* trap's 300 too (see above). */
const FULL = process.env.GRAPH_ORACLE_FULL === '1';

/** Drawn graphs per type and level (the 300 at medium). */
const SEEDS: Readonly<Record<Level, number>> = { easy: 30, medium: 300, hard: 30 };
/** The A* trap's, by default: its drawing tries many h on many graphs, 20 times the others' time. */
const TRAP_SEEDS: Readonly<Record<Level, number>> = FULL ? SEEDS : { easy: 4, medium: 40, hard: 6 };
/** Teachers' own graphs per type and algorithm. */
const OWN_GRAPHS = FULL ? 300 : 100;
/** Seeds whose question is drawn twice, to see it is the same both times. */
const REDRAWN = 3;
/** A test's time limit: the full run's longest takes a minute on a slow machine. */
const TIMEOUT = FULL ? 600_000 : 60_000;

const NONE = 'none';

/** What each search is called among which-algorithm's options. */
const LABELS: Readonly<Record<string, string>> = {
	bfs: 'Breadth-first search',
	dfs: 'Depth-first search',
	ucs: 'Uniform-cost search',
	greedy: 'Greedy best-first search',
	astar: 'A* search'
};

/** The algorithms a type asks about; the types that ask of none are asked here as A*'s. */
function algorithmsOf(type: GraphQuestionType): OracleAlgorithm[] {
	return [...(TYPE_ALGORITHMS[type] ?? ['astar'])] as OracleAlgorithm[];
}

/** The graph as its text, for a failure message. */
function graphText(run: OracleRun): string {
	const arrow = run.graph.directed ? '→' : '–';
	const edges = run.graph.edges.map(({ from, to, cost }) => `${from}${arrow}${to} ${cost}`);
	const h = run.graph.nodes.map(({ name }) => `${name} ${run.graph.h?.[name] ?? '-'}`);
	return `start ${run.start}, goals ${run.goals.join(' ')}; edges ${edges.join(', ')}; h ${h.join(', ')}`;
}

/** A part's answer as compared: a choice's accepted options (sorted, joined), else its number. */
function answerOf(part: Part): string | number {
	if (part.kind === 'choice') {
		return part.accepted
			.map((i) => practiceText(part.options[i], 'en'))
			.sort()
			.join('|');
	}
	return expectedAnswer(part);
}

/** A choice's options as they read in English. */
const words = (options: readonly PracticeText[]): string[] =>
	options.map((option) => practiceText(option, 'en'));

/** The option lists of a question's choice parts, each list once, as text. */
const choiceOptions = (parts: readonly Part[]): string[] => [
	...new Set(
		parts.flatMap((part) => (part.kind === 'choice' ? [words(part.options).join(' ')] : []))
	)
];

const nodeOptions = (run: OracleRun, withNone = false): string[] => [
	...run.graph.nodes.map(({ name }) => name),
	...(withNone ? [NONE] : [])
];

/** A list of names as a choice's accepted answer: sorted, joined, or 'none'. */
const anyOf = (names: readonly string[]): string =>
	names.length === 0 ? NONE : [...names].sort().join('|');

/** Phrases the conventions must hold for the oracle's rules to be the question's. */
function conventionPhrases(type: GraphQuestionType, algorithm: OracleAlgorithm): string[] {
	if (type === 'admissible') {
		return [
			'h is admissible when h(n) ≤ h*(n) at every node',
			'it is consistent when every goal’s h is 0 and h(n) ≤ cost(n, m) + h(m) along every edge n → m (both ways on an undirected edge)'
		];
	}
	const phrases = ['children are generated in alphabetical order', 'an edge’s number is its cost'];
	if (type === 'which-algorithm') {
		return [
			...phrases,
			'equal priorities leave the frontier the state that comes first alphabetically, then first added',
			'breadth-first search: a child is tested against the goal as soon as it is generated',
			'depth-first search, uniform-cost search, greedy best-first search, A* search: a node is tested against the goal when it is taken off the frontier',
			'breadth-first search, depth-first search, greedy best-first search: a child whose state was already reached is not added again;',
			'uniform-cost search, A* search: a child whose state was already reached is not added again, unless it reaches a state still on the frontier by a cheaper path, which then replaces that entry'
		];
	}
	phrases.push(
		algorithm === 'bfs'
			? 'a child is tested against the goal as soon as it is generated'
			: 'a node is tested against the goal when it is taken off the frontier'
	);
	phrases.push(
		updates(type, algorithm)
			? 'a child whose state was already reached is not added again, unless it reaches a state still on the frontier by a cheaper path, which then replaces that entry'
			: 'a child whose state was already reached is not added again'
	);
	if (algorithm === 'dfs') {
		phrases.push(
			'a node’s children are pushed last first, so they come off the stack in the order they were generated'
		);
	}
	if (algorithm !== 'bfs' && algorithm !== 'dfs') {
		phrases.push(
			'ties leave the frontier the state that comes first alphabetically, then first added'
		);
	}
	if (algorithm === 'wastar') phrases.push(`the weight w is ${ORACLE_WEIGHT}`);
	return phrases;
}

/** Whether a cheaper path to a state on the frontier replaces its entry, in the type's run. */
function updates(type: GraphQuestionType, algorithm: OracleAlgorithm): boolean {
	return (
		type === 'which-algorithm' ||
		type === 'admissible' ||
		algorithm === 'ucs' ||
		algorithm === 'astar' ||
		algorithm === 'wastar'
	);
}

/** A comparison of one question: what the oracle says and what the question says. */
interface Compared {
	readonly expected: unknown;
	readonly got: unknown;
}

function expansionOrder(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const run = question.instance.spec as OracleRun;
	const order = oracleSearch(run, algorithm).removals.map((removal) => removal.state);
	// The start comes off first and is given; the parts ask the nodes after it.
	const asked = question.parts.length + 1;
	const first = /\(the first (\d+)\)/.exec(practiceText(question.task));
	return {
		expected: {
			whole: order.length === asked,
			first: order.length === asked ? null : asked,
			start: order[0],
			order: order.slice(1, asked),
			options: [nodeOptions(run).join(' ')]
		},
		got: {
			whole: first === null,
			first: first === null ? null : Number(first[1]),
			start: /The start, (\S+), comes off first/.exec(practiceText(question.task))?.[1],
			order: question.parts.map(answerOf),
			options: choiceOptions(question.parts)
		}
	};
}

const VALUE_PROMPT =
	/^Expanding (\S+) (?:puts (\S+) on the frontier|reaches (\S+) more cheaply, replacing its frontier entry): its (g|f = g \+ h|f = g \+ w·h)$/;

function graphValues(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const run = question.instance.spec as OracleRun;
	const fName = algorithm === 'wastar' ? 'f = g + w·h' : 'f = g + h';
	const values = oracleSearch(run, algorithm).joined.flatMap((child) => {
		const who = `${child.parent} ${child.replaced ? 'replaces' : 'adds'} ${child.state}`;
		const g = `${who}: g ${child.g}`;
		return algorithm === 'ucs' ? [g] : [g, `${who}: ${fName} ${child.f}`];
	});
	const got = question.parts.map((part) => {
		const match = VALUE_PROMPT.exec(practiceText(part.prompt));
		if (match === null || part.kind !== 'number') return `unread: ${practiceText(part.prompt)}`;
		const [, parent, added, replaced, which] = match;
		const who = `${parent} ${added === undefined ? 'replaces' : 'adds'} ${added ?? replaced}`;
		return `${who}: ${which} ${answerOf(part)}`;
	});
	return { expected: values.slice(0, Math.max(1, got.length)), got };
}

function graphPath(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const run = question.instance.spec as OracleRun;
	const { path, cost } = oracleSearch(run, algorithm);
	// The goal is asked only when there are several.
	const asked = path.slice(1, run.goals.length > 1 ? undefined : -1);
	return {
		expected: {
			answers: [...asked, cost],
			options: asked.length === 0 ? [] : [nodeOptions(run).join(' ')]
		},
		got: {
			answers: question.parts.map(answerOf),
			options: choiceOptions(question.parts)
		}
	};
}

function whichAlgorithm(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const run = question.instance.spec as OracleRun;
	const orders = WHICH_CANDIDATES.map((name) =>
		oracleSearch(run, name as OracleAlgorithm).removals.map((removal) => removal.state)
	);
	const asked = oracleSearch(run, algorithm).removals.map((removal) => removal.state);
	const part = question.parts[0];
	const told =
		/in the order (.+)\. Which\?$/.exec(practiceText(question.task))?.[1].split(', ') ?? null;
	return {
		expected: {
			order: asked,
			options: WHICH_CANDIDATES.map((name) => LABELS[name]),
			accepted: WHICH_CANDIDATES.filter((_, i) => isDeepStrictEqual(orders[i], asked))
				.map((name) => LABELS[name])
				.sort()
				.join('|'),
			parts: 1
		},
		got: {
			order: told,
			options: part?.kind === 'choice' ? words(part.options) : null,
			accepted: part === undefined ? null : answerOf(part),
			parts: question.parts.length
		}
	};
}

/**
 * Which h: each heuristic of the table run through the oracle; the order told is one of them,
 * and the accepted options are exactly those giving it.
 */
function whichHeuristic(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const run = question.instance.spec as OracleRun;
	const table = 'hTable' in question.instance ? (question.instance.hTable ?? []) : [];
	const orders = table.map(({ values }) =>
		oracleSearch({ ...run, graph: { ...run.graph, h: values } }, algorithm).removals.map(
			(removal) => removal.state
		)
	);
	const told =
		/in the order (.+)\. Which heuristic\?$/.exec(practiceText(question.task))?.[1].split(', ') ??
		[];
	const part = question.parts[0];
	// The table's h₂ (h*) and h₃ (drawn below it) are admissible; h₁ is the graph's own.
	const star = hStar(run);
	return {
		expected: {
			names: ['h₁', 'h₂', 'h₃'],
			toldIsAnOrder: true,
			accepted: table
				.filter((_, i) => isDeepStrictEqual(orders[i], told))
				.map(({ name }) => name)
				.sort()
				.join('|'),
			admissible: true
		},
		got: {
			names: table.map(({ name }) => name),
			toldIsAnOrder: orders.some((order) => isDeepStrictEqual(order, told)),
			accepted: part === undefined ? null : answerOf(part),
			admissible: table
				.slice(1)
				.every(({ values }) =>
					run.graph.nodes.every(({ name }) => values[name] <= (star.get(name) ?? Infinity))
				)
		}
	};
}

function admissible(question: PracticeQuestion): Compared {
	const run = question.instance.spec as OracleRun;
	const verdict = hVerdict(run);
	const arrow = run.graph.directed ? '→' : '–';
	const edgeOptions = [
		...run.graph.edges.map(({ from, to }) => `${from}${arrow}${to}`),
		...verdict.nonzeroGoals.map((goal) => `h(${goal}) is not 0`),
		NONE
	];
	const inconsistent = [
		...verdict.inconsistentEdges.map((i) => edgeOptions[i]),
		...verdict.nonzeroGoals.map((goal) => `h(${goal}) is not 0`)
	];
	const [, nodePart, , edgePart] = question.parts;
	return {
		expected: {
			answers: [
				verdict.admissible ? 1 : 0,
				anyOf(verdict.overestimating),
				verdict.consistent ? 1 : 0,
				anyOf(inconsistent)
			],
			nodeOptions: nodeOptions(run, true),
			edgeOptions
		},
		got: {
			answers: question.parts.map(answerOf),
			nodeOptions: nodePart?.kind === 'choice' ? words(nodePart.options) : null,
			edgeOptions: edgePart?.kind === 'choice' ? words(edgePart.options) : null
		}
	};
}

function astarTrap(question: PracticeQuestion): Compared {
	const run = question.instance.spec as OracleRun;
	const d = allPairs(run);
	const cheapest = hStar(run, d).get(run.start)!;
	const { removals, cost } = oracleSearch(run, 'astar');
	const early = removals
		.filter((removal) => !removal.goal && removal.g > d.get(run.start)!.get(removal.state)!)
		.map((removal) => removal.state);
	return {
		expected: {
			answers: [cost === cheapest ? 1 : 0, cost, cheapest, anyOf(early)],
			options: nodeOptions(run, true)
		},
		got: {
			answers: question.parts.map(answerOf),
			options: question.parts[3]?.kind === 'choice' ? words(question.parts[3].options) : null
		}
	};
}

function compare(question: PracticeQuestion, algorithm: OracleAlgorithm): Compared {
	const type = question.spec.type as GraphQuestionType;
	switch (type) {
		case 'expansion-order':
			return expansionOrder(question, algorithm);
		case 'graph-values':
			return graphValues(question, algorithm);
		case 'graph-path':
			return graphPath(question, algorithm);
		case 'which-algorithm':
			return whichAlgorithm(question, algorithm);
		case 'which-heuristic':
			return whichHeuristic(question, algorithm);
		case 'admissible':
			return admissible(question);
		case 'astar-trap':
			return astarTrap(question);
	}
}

/** What one run over many seeds found: disagreements, and what the drawings promised. */
interface Checked {
	readonly failures: string[];
	readonly questions: PracticeQuestion[];
}

/** Whether the graph's own h and h* give the search one order (a "which h" may then refuse). */
function ownAgreesWithStar(spec: QuestionSpec): boolean {
	const run = spec.graph as OracleRun;
	const algorithm = spec.algorithm as OracleAlgorithm;
	const star = hStar(run);
	const perfect = Object.fromEntries(
		run.graph.nodes.map(({ name }) => {
			const value = star.get(name) ?? 0;
			return [name, Number.isFinite(value) ? value : 0];
		})
	);
	const order = (h: Readonly<Record<string, number>> | null): string =>
		oracleSearch({ ...run, graph: { ...run.graph, h } }, algorithm)
			.removals.map((removal) => removal.state)
			.join(' ');
	const own = Object.fromEntries(
		run.graph.nodes.map(({ name }) => [name, run.graph.h?.[name] ?? 0])
	);
	return order(own) === order(perfect);
}

/** Draws and checks the questions `specs` name, collecting every disagreement in words. */
function check(specs: readonly QuestionSpec[]): Checked {
	const failures: string[] = [];
	const questions: PracticeQuestion[] = [];
	for (const spec of specs) {
		const where = `seed "${spec.seed}" (${spec.type}, ${spec.algorithm}, ${spec.level}${spec.graph ? ', own graph' : ''})`;
		// On a teacher's graph an order of the start alone leaves nothing to ask: the question
		// refuses, in words, exactly when the oracle's search takes no node off after the start.
		const nothingAfterStart =
			spec.type === 'expansion-order' &&
			spec.graph !== undefined &&
			oracleSearch(spec.graph as OracleRun, spec.algorithm as OracleAlgorithm).removals.length < 2;
		// "Which h" may refuse a teacher's graph on which its three heuristics give one order:
		// only where the graph's own h and h* already agree (h₃ is drawn by the question).
		const mayRefuse =
			spec.type === 'which-heuristic' && spec.graph !== undefined && ownAgreesWithStar(spec);
		let question: PracticeQuestion;
		try {
			question = drawQuestion(spec);
		} catch (error) {
			if (!nothingAfterStart && !mayRefuse) {
				failures.push(`${where}: drawQuestion threw ${String(error)}`);
			}
			continue;
		}
		if (nothingAfterStart) failures.push(`${where}: asked an order of the start alone`);
		questions.push(question);
		const run = question.instance.spec as OracleRun;
		const algorithm = spec.algorithm as OracleAlgorithm;
		const { expected, got } = compare(question, algorithm);
		if (!isDeepStrictEqual(got, expected)) {
			failures.push(
				`${where} on ${graphText(run)}:\n  expected ${JSON.stringify(expected)}\n  got      ${JSON.stringify(got)}`
			);
		}
		const missing = conventionPhrases(spec.type as GraphQuestionType, algorithm).filter(
			(phrase) => !practiceText(question.conventions).includes(phrase)
		);
		if (missing.length > 0) {
			failures.push(`${where}: the conventions do not say ${JSON.stringify(missing)}`);
		}
		if (
			!updates(spec.type as GraphQuestionType, algorithm) &&
			practiceText(question.conventions).includes('replaces that entry')
		) {
			failures.push(`${where}: the conventions say a cheaper path replaces a frontier entry`);
		}
	}
	return {
		failures:
			failures.length > 10
				? [...failures.slice(0, 10), `… ${failures.length - 10} more`]
				: failures,
		questions
	};
}

/**
 * The drawn questions of `type` asked of the `index`th of its `count` algorithms at `level`:
 * every seed under FULL, else every `count`th, so that each seed is asked of one algorithm.
 */
function drawnSpecs(
	type: GraphQuestionType,
	algorithm: OracleAlgorithm,
	level: Level,
	index = 0,
	count = 1
): QuestionSpec[] {
	const seeds = (type === 'astar-trap' ? TRAP_SEEDS : SEEDS)[level];
	return Array.from({ length: seeds }, (_, i) => i)
		.filter((i) => FULL || i % count === index)
		.map((i) => ({ type, algorithm, level, seed: `oracle-${i}` }));
}

/** Questions of `type` drawn, per algorithm and level, for the properties below to read. */
const drawn = new Map<string, PracticeQuestion[]>();

describe('graph questions on drawn graphs agree with an independent implementation', () => {
	for (const type of GRAPH_QUESTION_TYPES) {
		const algorithms = algorithmsOf(type);
		algorithms.forEach((algorithm, index) => {
			for (const level of ['medium', 'easy', 'hard'] as const) {
				const specs = drawnSpecs(type, algorithm, level, index, algorithms.length);
				it(`${type}, ${algorithm}, ${level}: ${specs.length} seeds`, { timeout: TIMEOUT }, () => {
					const { failures, questions } = check(specs);
					drawn.set(`${type}/${algorithm}/${level}`, questions);
					expect(failures).toEqual([]);
					expect(questions).toHaveLength(specs.length);
					for (const spec of specs.slice(0, REDRAWN)) {
						expect(drawQuestion(spec), `seed "${spec.seed}" (${type}) drawn twice`).toEqual(
							drawQuestion(spec)
						);
					}
					for (const question of questions) {
						const run = question.instance.spec as OracleRun;
						const where = `seed "${question.spec.seed}" (${type}, ${algorithm}, ${level}) on ${graphText(run)}`;
						// Every drawn graph: S to G, h given for every node and 0 at G.
						expect(run.start, where).toBe('S');
						expect(run.goals, where).toEqual(['G']);
						expect((question.instance.spec as GraphRun).graph.hGoals, where).toEqual(['G']);
						// The graph as drawn keeps its consistent h; two types change it on purpose.
						if (type !== 'admissible' && type !== 'astar-trap') {
							expect(hVerdict(run).consistent, where).toBe(true);
						}
					}
				});
			}
		});
	}
});

/** The questions a test above drew and kept, or drawn again when a filter left it out. */
function questionsOf(key: string, specs: () => QuestionSpec[]): PracticeQuestion[] {
	return drawn.get(key) ?? specs().map((spec) => drawQuestion(spec));
}

describe('what the drawings promise', () => {
	const medium = (type: GraphQuestionType): PracticeQuestion[] =>
		questionsOf(`${type}/astar/medium`, () => drawnSpecs(type, 'astar', 'medium'));

	it('admissible: h consistent, admissible only, and overestimating all occur', () => {
		const outcomes = new Set(
			medium('admissible').map((question) => {
				const verdict = hVerdict(question.instance.spec as OracleRun);
				return verdict.consistent
					? 'consistent'
					: verdict.admissible
						? 'admissible only'
						: 'not admissible';
			})
		);
		expect([...outcomes].sort()).toEqual(['admissible only', 'consistent', 'not admissible']);
	});

	it('astar-trap: both answers occur; h is admissible, and never consistent when the answer is yes', () => {
		const answers = new Set<number>();
		for (const question of medium('astar-trap')) {
			const run = question.instance.spec as OracleRun;
			const verdict = hVerdict(run);
			const yes = expectedAnswer(question.parts[0]);
			answers.add(yes);
			const where = `seed "${question.spec.seed}" (astar-trap) on ${graphText(run)}`;
			expect(verdict.admissible, where).toBe(true);
			if (yes === 1) expect(verdict.consistent, where).toBe(false);
		}
		expect([...answers].sort()).toEqual([0, 1]);
	});
});

/** A small seeded generator (mulberry32), for the teachers' graphs below. */
function generator(seed: number): (n: number) => number {
	let a = seed >>> 0;
	return (n) => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
	};
}

/**
 * A teacher's graph from `seed`: 5 to 7 nodes, directed or not, one goal or two, small costs
 * (so that ties are common), a path from S to every node, and any h, a goal's not always 0.
 */
function ownGraph(seed: number): GraphRun {
	const int = generator(seed);
	const names = ['S', 'A', 'B', 'C', 'D', 'E', 'F'].slice(0, 5 + int(3));
	const inner = names.filter((name) => name !== 'S');
	const goals = int(3) === 0 ? [inner[0], inner[inner.length - 1]].sort() : [inner.at(-1)!];
	const directed = int(2) === 0;
	const edges: { from: string; to: string; cost: number }[] = [];
	const has = (a: string, b: string): boolean =>
		edges.some((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));
	const add = (a: string, b: string): void => {
		if (a !== b && !has(a, b)) edges.push({ from: a, to: b, cost: 1 + int(5) });
	};
	// A chain through the nodes in a shuffled order from S, so that S reaches every node.
	const order = [...inner];
	for (let i = order.length - 1; i > 0; i--) {
		const j = int(i + 1);
		[order[i], order[j]] = [order[j], order[i]];
	}
	['S', ...order].slice(1).forEach((name, i, rest) => add(i === 0 ? 'S' : rest[i - 1], name));
	for (let k = 0, extra = 2 + int(4); k < extra; k++)
		add(names[int(names.length)], names[int(names.length)]);
	// Now and then h is 0 everywhere, so that A* takes the nodes off as uniform-cost search does.
	const flat = int(6) === 0;
	const h = Object.fromEntries(
		names.map((name) => [name, flat ? 0 : goals.includes(name) ? (int(6) === 0 ? 1 : 0) : int(8)])
	);
	return {
		graph: {
			nodes: names.map((name, i) => ({ name, label: name, x: 40 + 90 * i, y: 40 + 80 * (i % 3) })),
			edges,
			directed,
			h,
			hGoals: goals,
			nodeWord: 'node'
		},
		start: 'S',
		goals
	};
}

const ownSpecs = (type: GraphQuestionType, algorithm: OracleAlgorithm): QuestionSpec[] =>
	Array.from({ length: OWN_GRAPHS }, (_, i) => ({
		type,
		algorithm,
		level: 'medium',
		seed: `own-${i}`,
		graph: ownGraph(i)
	}));

describe('graph questions on teachers’ own graphs agree with it too', () => {
	for (const type of GRAPH_QUESTION_TYPES) {
		for (const algorithm of algorithmsOf(type)) {
			it(`${type}, ${algorithm}: ${OWN_GRAPHS} graphs`, { timeout: TIMEOUT }, () => {
				const specs = ownSpecs(type, algorithm);
				const { failures, questions } = check(specs);
				drawn.set(`own/${type}/${algorithm}`, questions);
				expect(failures).toEqual([]);
				// Every graph gives a question but those with nothing after the start to order, or no
				// order for "which h" to tell apart.
				expect(questions.length).toBeGreaterThan(
					type === 'expansion-order' || type === 'which-heuristic' ? 0 : specs.length - 1
				);
			});
		}
	}
});

describe('the instances put the conventions to work', () => {
	const drawnOf = (type: GraphQuestionType, algorithm: OracleAlgorithm): PracticeQuestion[] => {
		const algorithms = algorithmsOf(type);
		const index = algorithms.indexOf(algorithm);
		return questionsOf(`${type}/${algorithm}/medium`, () =>
			drawnSpecs(type, algorithm, 'medium', index, algorithms.length)
		);
	};
	const ownOf = (type: GraphQuestionType, algorithm: OracleAlgorithm): PracticeQuestion[] =>
		questionsOf(`own/${type}/${algorithm}`, () => ownSpecs(type, algorithm));
	const runOf = (question: PracticeQuestion): OracleRun => question.instance.spec as OracleRun;

	it('equal priorities are broken alphabetically in every priority search’s orders', () => {
		for (const algorithm of ['ucs', 'greedy', 'astar', 'wastar'] as const) {
			const tied = drawnOf('expansion-order', algorithm).filter(
				(question) => oracleSearch(runOf(question), algorithm).ties > 0
			);
			expect(tied.length, algorithm).toBeGreaterThan(0);
		}
	});

	it('a cheaper path replaces a frontier entry in some runs, and in some values asked', () => {
		for (const algorithm of ['ucs', 'astar', 'wastar'] as const) {
			const replacing = drawnOf('expansion-order', algorithm).filter((question) =>
				oracleSearch(runOf(question), algorithm).joined.some((child) => child.replaced)
			);
			expect(replacing.length, algorithm).toBeGreaterThan(0);
		}
		for (const algorithm of ['ucs', 'astar'] as const) {
			const asked = [
				...drawnOf('graph-values', algorithm),
				...ownOf('graph-values', algorithm)
			].filter((question) =>
				question.parts.some((part) => practiceText(part.prompt).includes('replacing'))
			);
			expect(asked.length, algorithm).toBeGreaterThan(0);
		}
	});

	it('teachers’ graphs bring directed edges, two goals, a goal’s h above 0 and shared orders', () => {
		const paths = ownOf('graph-path', 'ucs');
		expect(paths.some((question) => runOf(question).graph.directed)).toBe(true);
		// With two goals the goal reached is asked too.
		expect(
			paths.some(
				(question) =>
					runOf(question).goals.length === 2 &&
					question.parts.some(
						(part) =>
							part.kind === 'choice' && runOf(question).goals.includes(answerOf(part) as string)
					)
			)
		).toBe(true);
		expect(
			ownOf('admissible', 'astar').some(
				(question) => hVerdict(runOf(question)).nonzeroGoals.length > 0
			)
		).toBe(true);
		// Orders two searches share (h 0 everywhere: uniform-cost search and A*): both are accepted.
		expect(
			ownOf('which-algorithm', 'ucs').some(
				(question) => question.parts[0].kind === 'choice' && question.parts[0].accepted.length > 1
			)
		).toBe(true);
		expect(
			ownOf('astar-trap', 'astar').some((question) => expectedAnswer(question.parts[0]) === 0)
		).toBe(true);
	});
});
