import { describe, expect, it } from 'vitest';
import {
	assignmentQuery,
	assignmentQuestions,
	MAX_ASSIGNMENT_GRAPH,
	readAssignment
} from '$lib/practice/assignment';
import { readAssignedGraph } from '$lib/practice/assigned-graph';
import { checkCode, questionsFor } from '$lib/practice/check';
import { drawExamGraph, EXAM_GRAPH_SIZES, examNames } from '$lib/practice/exam-graphs';
import { answerText, drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { GRAPH_QUESTION_TYPES, type Part, type QuestionSpec } from '$lib/practice/question-spec';
import { resultCode } from '$lib/practice/result-code';
import { GRAPH_PRESETS, presetRun } from '$lib/domains/graph/presets';
import { graphLinkText, readGraphLinkText, type GraphRun } from '$lib/domains/graph';
import { heuristicVerdict } from '$lib/domains/graph/heuristic-checks';
import { graphText } from '$lib/domains/graph/text';
import type { AlgorithmName } from '$lib/search/algorithms';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';

const preset = (id: string): GraphRun => presetRun(GRAPH_PRESETS.find((p) => p.id === id)!);
const EXAM = preset('exam');
const INCONSISTENT = preset('inconsistent');

/** A part's explanation (a pick's lives in its question). */
const explanationOf = (part: Part | undefined): string =>
	part !== undefined && 'explanation' in part ? practiceText(part.explanation) : '';

/** The answers a question expects, as a teacher reads them. */
function expected(spec: QuestionSpec): string[] {
	const question = drawQuestion(spec);
	return question.parts.map((part, i) => answerText(question, i, expectedAnswer(part)));
}

const onExam = (type: QuestionSpec['type'], algorithm: AlgorithmName, graph = EXAM): string[] =>
	expected({ type, algorithm, level: 'medium', seed: 's', graph });

describe('graph questions on a teacher’s graph (the exam preset), worked by hand', () => {
	it('expansion orders, ties alphabetical', () => {
		// The start comes off first, given: the nodes after it are asked.
		expect(onExam('expansion-order', 'astar')).toEqual(['A', 'B', 'C', 'G']);
		expect(onExam('expansion-order', 'ucs')).toEqual(['A', 'B', 'C', 'G']);
		// Breadth-first search tests a child on generation: G is never taken off.
		expect(onExam('expansion-order', 'bfs')).toEqual(['A', 'B', 'C']);
		expect(onExam('expansion-order', 'dfs')).toEqual(['A', 'C', 'G']);
		// Greedy: B (h 3), then C and D tie on h 2 and C comes first alphabetically.
		expect(onExam('expansion-order', 'greedy')).toEqual(['B', 'C', 'G']);
	});

	it('g and f of each node joining the frontier, a cheaper path replacing an entry', () => {
		expect(onExam('graph-values', 'astar')).toEqual(['1', '6', '4', '7', '3', '6']);
		expect(onExam('graph-values', 'ucs')).toEqual(['1', '4', '3', '6', '4', '8']);
		const question = drawQuestion({
			type: 'graph-values',
			algorithm: 'astar',
			level: 'medium',
			seed: 's',
			graph: EXAM
		});
		expect(question.parts.map((part) => part.prompt)).toEqual([
			'Expanding S puts A on the frontier: its g',
			'Expanding S puts A on the frontier: its f = g + h',
			'Expanding S puts B on the frontier: its g',
			'Expanding S puts B on the frontier: its f = g + h',
			'Expanding A reaches B more cheaply, replacing its frontier entry: its g',
			'Expanding A reaches B more cheaply, replacing its frontier entry: its f = g + h'
		]);
		expect(explanationOf(question.parts[4])).toBe('g(B) = g(A) + cost(A, B) = 1 + 2 = 3.');
	});

	it('the path returned and its cost', () => {
		expect(onExam('graph-path', 'astar')).toEqual(['A', 'B', 'C', '7']);
		expect(onExam('graph-path', 'bfs')).toEqual(['A', 'C', '9']);
		expect(onExam('graph-path', 'greedy')).toEqual(['B', 'C', '8']);
		const question = drawQuestion({
			type: 'graph-path',
			algorithm: 'bfs',
			level: 'medium',
			seed: 's',
			graph: EXAM
		});
		expect(explanationOf(question.parts.at(-1))).toBe(
			'1 + 5 + 3 = 9; 2 more than the cheapest, 7: breadth-first search is optimal when every step costs the same (it finds the fewest actions).'
		);
	});

	it('which search: every search with the same order is right', () => {
		const question = drawQuestion({
			type: 'which-algorithm',
			algorithm: 'astar',
			level: 'medium',
			seed: 's',
			graph: EXAM
		});
		const part = question.parts[0];
		expect(part.kind === 'choice' && part.accepted.map((i) => part.options[i])).toEqual([
			'Uniform-cost search',
			'A* search'
		]);
		expect(judgePart(question, 0, 2)?.correct).toBe(true);
		expect(verdictText(judgePart(question, 0, 0))?.headline).toBe(
			'Not quite: any of Uniform-cost search, A* search.'
		);
	});

	it('which heuristic: the graph’s own, h* and a drawn one, in a table; every h with the order is right', () => {
		const question = drawQuestion({
			type: 'which-heuristic',
			algorithm: 'astar',
			level: 'medium',
			seed: 's',
			graph: preset('misleading')
		});
		const instance = question.instance;
		expect('hTable' in instance && instance.hTable).toEqual([
			{ name: 'h₁', values: { A: 1, B: 5, C: 3, G: 0, S: 2 } },
			// h*: from A the cheapest way is its own edge to G (10), or back through S (1 + 9).
			{ name: 'h₂', values: { A: 10, B: 6, C: 3, G: 0, S: 9 } },
			{ name: 'h₃', values: { A: 3, B: 5, C: 3, G: 0, S: 5 } }
		]);
		expect(practiceText(question.task)).toBe(
			'With one of the three heuristics in the table, A* search takes the nodes of this graph off its frontier in the order S, A, B, C, G. Which heuristic?'
		);
		const part = question.parts[0];
		expect(part.kind === 'choice' && part.accepted.map((i) => part.options[i])).toEqual([
			'h₁',
			'h₃'
		]);
		expect(explanationOf(part)).toBe(
			'A* search’s order with each: h₁: S A B C G; h₂: S B C G; h₃: S A B C G.'
		);
		// On the exam graph all three give one order: nothing to tell apart, said in words.
		expect(() =>
			drawQuestion({
				type: 'which-heuristic',
				algorithm: 'astar',
				level: 'medium',
				seed: 's',
				graph: EXAM
			})
		).toThrow(
			expect.objectContaining({
				ref: expect.objectContaining({ id: 'practice_graph_err_same_order' })
			})
		);
	});

	it('admissible but not consistent, with every edge that shows it', () => {
		const question = drawQuestion({
			type: 'admissible',
			algorithm: 'astar',
			level: 'medium',
			seed: 's',
			graph: INCONSISTENT
		});
		expect(question.parts.map((part, i) => answerText(question, i, expectedAnswer(part)))).toEqual([
			'yes',
			'none',
			'no',
			'S–A'
		]);
		const edges = question.parts[3];
		expect(edges.kind === 'choice' && edges.accepted.map((i) => edges.options[i])).toEqual([
			'S–A',
			'B–C'
		]);
		expect(explanationOf(question.parts[2])).toBe(
			'h(S) − h(A) = 5 > cost(S, A) = 1; h(B) − h(C) = 3 > cost(B, C) = 1.'
		);
		// A yes-no part says what the thing is, either way.
		expect(verdictText(judgePart(question, 2, 1))?.headline).toBe(
			'Not quite: it is not consistent.'
		);
	});

	it('the trap: A* graph search returns 6 where 5 is cheapest, having expanded C too early', () => {
		expect(onExam('astar-trap', 'astar', INCONSISTENT)).toEqual(['no', '6', '5', 'C']);
		expect(onExam('astar-trap', 'astar', EXAM)).toEqual(['yes', '7', '7', 'none']);
	});

	it('model answers open the same graph and run in the playground', () => {
		const question = drawQuestion({
			type: 'expansion-order',
			algorithm: 'astar',
			level: 'medium',
			seed: 's',
			graph: EXAM
		});
		const query = new URLSearchParams(question.modelAnswer ?? '');
		expect(query.get('problem')).toBe('graph');
		expect(query.get('ties')).toBe('alpha');
		expect(query.get('step')).toBe('5');
		expect(question.parts[0].prompt).toEqual('2nd node taken off the frontier');
		const read = readGraphLinkText(query.get('g') ?? '');
		expect(read.ok && graphText(read.run)).toBe(graphText(EXAM));
	});
});

describe('exam graphs drawn from a seed', () => {
	it('are the same for the same seed, differ between seeds, and have consistent h', () => {
		const texts = new Set<string>();
		for (const level of ['easy', 'medium', 'hard'] as const) {
			for (let s = 0; s < 60; s++) {
				const run = drawExamGraph('t', `s${s}`, level, (r) => r);
				expect(graphText(drawExamGraph('t', `s${s}`, level, (r) => r))).toBe(graphText(run));
				expect(run.graph.nodes.map((n) => n.name)).toEqual(
					[...examNames(EXAM_GRAPH_SIZES[level].nodes)].sort()
				);
				expect(heuristicVerdict(run)?.consistent).toBe(true);
				const read = readGraphLinkText(graphLinkText(run));
				expect(read.ok && graphText(read.run)).toBe(graphText(run));
				texts.add(graphText(run));
			}
		}
		expect(texts.size).toBe(180);
	});

	it('every graph type draws a question from any seed, the same one each time', () => {
		for (const type of GRAPH_QUESTION_TYPES) {
			for (let s = 0; s < 8; s++) {
				const spec: QuestionSpec = { type, algorithm: 'astar', level: 'medium', seed: `q${s}` };
				const question = drawQuestion(spec);
				expect(question.parts.length).toBeGreaterThan(0);
				expect(drawQuestion(spec)).toEqual(question);
			}
		}
	});
});

describe('an assignment on graphs', () => {
	const graphQuery = `v=1&types=expansion-order,admissible&title=G&g=${encodeURIComponent(graphLinkText(INCONSISTENT))}`;

	it('carries the teacher’s graph in its link and gives it to every graph question', () => {
		const { assignment, notices } = readAssignment(new URLSearchParams(graphQuery));
		expect(notices).toEqual([]);
		expect(assignment.graph !== null && graphText(assignment.graph)).toBe(graphText(INCONSISTENT));
		expect(readAssignment(new URLSearchParams(assignmentQuery(assignment))).assignment).toEqual(
			assignment
		);
		const specs = assignmentQuestions(assignment, 'ann');
		expect(specs.map((spec) => spec.graph !== undefined)).toEqual([true, true, true]);
	});

	it('says why a graph is not used: faults by line, too long, no graph question', () => {
		const faulty = readAssignment(new URLSearchParams('v=1&types=admissible&g=start+S_S+A+-1'));
		expect(faulty.assignment.graph).toBeNull();
		expect(faulty.notices.map((n) => n.param)).toEqual(['g']);
		expect(english(faulty.notices[0].message)).toContain('line 2: ');
		expect(english(faulty.notices[0].message)).toContain('each graph question draws its own graph');
		const long = readAssignment(
			new URLSearchParams(`v=1&types=admissible&g=${'x'.repeat(MAX_ASSIGNMENT_GRAPH + 1)}`)
		);
		expect(english(long.notices[0].message)).toBe(
			`The graph in the link is 1,501 characters long, more than the 1,500 an assignment holds (its link goes into every result code): each graph question draws its own graph. A graph with fewer nodes or edges, or without places (laid out again), fits.`
		);
		const unused = readAssignment(
			new URLSearchParams(`v=1&types=simulate&g=${encodeURIComponent(graphLinkText(EXAM))}`)
		);
		expect(unused.assignment.graph).toBeNull();
		expect(english(unused.notices[0].message)).toBe(
			'The parameter "g" is the graph the graph questions ask about, and this assignment asks none (expansion-order, graph-values, graph-path, which-algorithm, which-heuristic, admissible, astar-trap), so it is ignored.'
		);
	});

	it('a code of answers on drawn graphs is judged again by the checking page', () => {
		const { assignment } = readAssignment(
			new URLSearchParams(
				'v=1&types=expansion-order,graph-values,graph-path,which-algorithm,admissible,astar-trap&n=6&title=Graphs'
			)
		);
		const questions = questionsFor(assignment, 'student-1');
		const answers = questions.flatMap((q) => q.parts.map((part) => expectedAnswer(part)));
		// One wrong answer: the first part's next option.
		const first = questions[0].parts[0];
		const wrong = first.kind === 'choice' ? (first.accepted[0] + 1) % first.options.length : 0;
		const given = [wrong, ...answers.slice(1)];
		const code = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'student-1',
			name: 'Ann',
			score: answers.length - 1,
			answers: given
		});
		const checked = checkCode(code);
		expect(checked.status).toBe('matches');
		expect(checked.earned).toBe(answers.length - 1);
		expect(checked.parts).toBe(answers.length);
		expect(checked.answers[0].text).toBe(answerText(questions[0], 0, wrong));
		const edited = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'student-1',
			name: 'Ann',
			score: answers.length,
			answers: given
		});
		expect(checkCode(edited).status).toBe('edited');
	});

	it('the teachers’ form reads a graph typed or pasted as a playground link', () => {
		const use = {
			types: ['expansion-order'] as const,
			algorithms: ['astar'] as const,
			level: 'easy' as const
		};
		const typed = readAssignedGraph(GRAPH_PRESETS[0].text, use);
		expect(typed.faults).toEqual([]);
		expect(typed.graph !== null && graphText(typed.graph)).toBe(graphText(EXAM));
		const link = `https://example.org/play?problem=graph&g=${encodeURIComponent(graphLinkText(EXAM))}&algo=bfs`;
		expect(readAssignedGraph(link, use).graph !== null).toBe(true);
		expect(
			english(readAssignedGraph('https://example.org/play?problem=road-map', use).faults[0])
		).toMatch(/^This link holds no graph of your own/);
		expect(readAssignedGraph('start S\ngoal G\nS G -2', use).faults).toEqual([
			'Your graph, line 3: The edge S–G costs -2: costs are 0 or more.'
		]);
		// A graph without h cannot be asked whether its h is admissible.
		const noH = readAssignedGraph('start S\ngoal G\nS A 1\nA G 2', {
			types: ['admissible'],
			algorithms: ['astar'],
			level: 'easy'
		});
		expect(noH.faults).toEqual([
			'“Whether h is admissible and consistent, with a counterexample, on a graph” cannot be asked on your graph: The graph gives no h for its goals.'
		]);
	});
});
