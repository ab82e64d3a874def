import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionSpec } from '$lib/practice/question-spec';
import { answerText, drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { judgeOrder, orderOfRank, orderRank, type OrderPart } from '$lib/practice/step-details';
import type { Choice } from '$lib/challenge/challenge';
import type { TieBreak } from '$lib/search/options';
import { TIE_RULE_MESSAGES } from '$lib/search/rule-messages';
import { simulation } from '$lib/practice/simulation';
import { evaluateHeuristic } from '$lib/puzzle/heuristics';
import { assignmentQuery, readAssignment, type Assignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { resultCode } from '$lib/practice/result-code';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'simulate',
	algorithm: 'astar',
	level: 'easy',
	seed: 'unit',
	...overrides
});

describe('a simulation that asks for values and orders', () => {
	it('asks f of every new node, then the pick, with the sums explained (A*, easy, seed unit)', () => {
		const question = drawQuestion(spec({ detail: 'values' }));
		expect(practiceText(question.task)).toBe(
			'Perform A* search from this board: for each expansion, work out the f of each node it puts on the frontier, then pick the node the next expansion takes.'
		);
		expect(question.parts.map((part) => part.kind)).toEqual([
			'number',
			'number',
			'pick',
			'number',
			'number',
			'pick',
			'number',
			'number',
			'number',
			'pick'
		]);
		expect(question.parts.map(expectedAnswer)).toEqual([4, 6, 1, 6, 4, 4, 6, 4, 6, 6]);
		expect(question.parts[0].prompt).toEqual(
			'Expanding node 0 (g 0) made node 1 (the blank moved down). What is its f = g + h?'
		);
		expect(verdictText(judgePart(question, 3, 5))).toEqual({
			correct: false,
			headline: 'Not quite: it is 6.',
			reason:
				'g = 1 + 1 = 2, one move more than node 1; h = 1 (tile 4) + 1 (tile 5) + 1 (tile 7) + 1 (tile 8) = 4 (Manhattan distance); so f = g + h = 2 + 4 = 6. Moving the blank up gives the board of node 0, already expanded: it is not put on the frontier.'
		});
	});

	it('asks the frontier’s order in place of each pick, and judges it place by place', () => {
		const question = drawQuestion(spec({ detail: 'order' }));
		const orders = question.parts.filter((part): part is OrderPart => part.kind === 'order');
		expect(orders.map((part) => part.answer)).toEqual([
			[1, 2],
			[4, 2, 3],
			[6, 2, 3, 5, 7]
		]);
		const at = question.parts.indexOf(orders[2]);
		expect(judgePart(question, at, expectedAnswer(orders[2]))?.correct).toBe(true);
		// Nodes 5 and 7 swapped: both have f 6, and the tie-break decides.
		const swapped = orderRank([3, 0, 1, 4, 2], 5);
		expect(answerText(question, at, swapped)).toBe('nodes 6, 2, 3, 7, 5');
		expect(verdictText(judgePart(question, at, swapped))).toEqual({
			correct: false,
			headline: 'Not quite: place 4 is wrong.',
			reason:
				'A* takes the lowest f = g + h. Equal f: first added first. The order: node 6 (f 4), node 2 (f 6), node 3 (f 6), node 5 (f 6), node 7 (f 6). Place 4 is node 5, not node 7: 2 entries share f 6 (nodes 5 and 7); the tie-break (first added first) picks node 5.'
		});
		// Node 3 put second: all four entries left share f 6, and the sentence names them all.
		expect(verdictText(judgePart(question, at, orderRank([3, 1, 0, 2, 4], 5)))?.reason).toBe(
			'A* takes the lowest f = g + h. Equal f: first added first. The order: node 6 (f 4), node 2 (f 6), node 3 (f 6), node 5 (f 6), node 7 (f 6). Place 2 is node 2, not node 3: 4 entries share f 6 (nodes 2, 3, 5 and 7); the tie-break (first added first) picks node 2.'
		);
		// A rank no arrangement of five entries has (5! = 120) names nothing.
		expect(judgePart(question, at, 120)).toBeNull();
	});

	it('reads every value and order from the engine, for any seed and searching algorithm', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('ucs', 'greedy', 'astar', 'wastar', 'bfs', 'dfs'),
				fc.constantFrom('easy', 'medium', 'hard'),
				fc.string({ minLength: 1, maxLength: 6 }),
				(algorithm, level, seed) => {
					const order = drawQuestion(spec({ algorithm, level, seed, detail: 'order' }));
					const picks = drawQuestion(spec({ algorithm, level, seed }));
					// The order's head is the node the pick asks for, step by step.
					const heads = order.parts.flatMap((part) =>
						part.kind === 'order' ? [part.answer[0]] : []
					);
					expect(heads).toEqual(picks.parts.map(expectedAnswer));
					for (const [i, part] of order.parts.entries()) {
						expect(judgePart(order, i, expectedAnswer(part))?.correct).toBe(true);
						if (part.kind === 'number' && part.board !== undefined && algorithm === 'greedy') {
							expect(part.answer).toBe(
								evaluateHeuristic(
									'manhattan',
									part.board,
									order.instance.problem === 'tile' ? order.instance.spec.goal : part.board
								)
							);
						}
					}
					// A queue or a stack has no key to work out: no value parts.
					if (algorithm === 'bfs' || algorithm === 'dfs') {
						expect(order.parts.every((part) => part.kind === 'order')).toBe(true);
					}
				}
			),
			{ numRuns: 40 }
		);
	});

	it('asks each new node’s value from the run’s own children', () => {
		const sim = simulation({
			instance: { problem: 'tile', size: '3x3', seed: 'unit', distance: 4 },
			algorithm: 'astar',
			steps: 3
		});
		const question = drawQuestion(spec({ detail: 'values' }));
		// Every expansion up to the last pick's step, the start's and those not asked included.
		const last = sim.parts.at(-1);
		const lastStep = last?.kind === 'pick' ? last.question.step : 0;
		const fromRun = Array.from({ length: lastStep }, (_, i) => sim.run.trace.event(i + 1)).flatMap(
			(event) =>
				event.type === 'expand' ? event.children.filter((c) => c.id !== null).map((c) => c.f) : []
		);
		expect(question.parts.flatMap((p) => (p.kind === 'number' ? [p.answer] : []))).toEqual(fromRun);
	});
});

describe("an order's tie, said as the narration says it (search/tie-fact)", () => {
	/** A frontier entry with just the numbers an order is judged by. */
	const entry = (id: number, g: number, h: number, f: number): Choice<null> => ({
		id,
		parent: null,
		board: null,
		notation: `node ${id}`,
		g,
		h,
		f,
		depth: 1
	});
	/** An order part over `entries` (in arrival order) that leave as `answer`. */
	const part = (
		key: 'g' | 'h' | 'f',
		tieBreak: TieBreak,
		entries: readonly Choice<null>[],
		answer: readonly number[]
	): OrderPart => ({
		kind: 'order',
		prompt: '',
		entries,
		answer,
		marked: answer.length,
		step: 1,
		key,
		tieBreak,
		tieRule: TIE_RULE_MESSAGES[tieBreak],
		explanation: 'The rule.',
		expandedNodes: []
	});

	it('greedy search: the tie on h names every entry sharing it; a lower h is said as h', () => {
		const greedy = part(
			'h',
			'fifo',
			[entry(4, 1, 3, 3), entry(5, 2, 3, 3), entry(6, 2, 3, 3), entry(7, 1, 5, 5)],
			[4, 5, 6, 7]
		);
		expect(practiceText(judgeOrder(greedy, [5, 4, 6, 7]).reason)).toBe(
			'The rule. Place 1 is node 4, not node 5: 3 entries share h 3 (nodes 4, 5 and 6); the tie-break (first added first) picks node 4.'
		);
		expect(practiceText(judgeOrder(greedy, [4, 5, 7, 6]).reason)).toBe(
			'The rule. Place 3 is node 6, not node 7: h 3 leaves before h 5.'
		);
	});

	it('uniform cost: the tie on g, last added first', () => {
		const ucs = part(
			'g',
			'lifo',
			[entry(1, 2, 0, 2), entry(2, 2, 0, 2), entry(3, 4, 0, 4)],
			[2, 1, 3]
		);
		expect(practiceText(judgeOrder(ucs, [1, 2, 3]).reason)).toBe(
			'The rule. Place 1 is node 2, not node 1: 2 entries share g 2 (nodes 1 and 2); the tie-break (last added first) picks node 2.'
		);
	});

	it('weighted A*: the tie on f = g + 2·h, decided by the lower h', () => {
		const wastar = part(
			'f',
			'low-h',
			[entry(8, 4, 2, 8), entry(9, 2, 3, 8), entry(10, 6, 1, 8), entry(11, 0, 5, 10)],
			[10, 8, 9, 11]
		);
		expect(practiceText(judgeOrder(wastar, [8, 10, 9, 11]).reason)).toBe(
			'The rule. Place 1 is node 10, not node 8: 3 entries share f 8 (nodes 8, 9 and 10); the tie-break (lower h first, then first added) picks node 10, whose h 1 is the lowest of them.'
		);
		// At place 2 node 10 has left: the tie is of the two left.
		expect(practiceText(judgeOrder(wastar, [10, 9, 8, 11]).reason)).toBe(
			'The rule. Place 2 is node 8, not node 9: 2 entries share f 8 (nodes 8 and 9); the tie-break (lower h first, then first added) picks node 8, whose h 2 is the lowest of them.'
		);
	});
});

describe('order ranks', () => {
	it('round-trip every arrangement of the first places', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 10 }).chain((count) =>
					fc.tuple(
						fc.constant(count),
						fc.shuffledSubarray(
							Array.from({ length: count }, (_, i) => i),
							{ minLength: 1, maxLength: count }
						)
					)
				),
				([count, indices]) => {
					const rank = orderRank(indices, count);
					expect(orderOfRank(rank, count, indices.length)).toEqual(indices);
				}
			)
		);
	});

	it('refuse a rank past the last arrangement, a negative or a fraction', () => {
		expect(orderRank([2, 1, 0], 3)).toBe(5);
		expect(orderOfRank(5, 3, 3)).toEqual([2, 1, 0]);
		expect(orderOfRank(6, 3, 3)).toBeNull();
		expect(orderOfRank(-1, 3, 3)).toBeNull();
		expect(orderOfRank(1.5, 3, 3)).toBeNull();
		expect(orderOfRank(19, 5, 2)).toEqual([4, 3]);
		expect(orderOfRank(20, 5, 2)).toBeNull();
	});
});

describe('an assignment’s detail', () => {
	it('is read, written only when not the default, and refused in words', () => {
		const { assignment } = readAssignment(new URLSearchParams('v=1&detail=order&key=k'));
		expect(assignment.detail).toBe('order');
		expect(assignmentQuery(assignment)).toBe('v=1&detail=order&key=k');
		expect(assignmentQuery({ ...assignment, detail: 'pick' })).toBe('v=1&key=k');
		expect(readAssignment(new URLSearchParams('detail=all')).notices).toEqual([
			{
				param: 'detail',
				message: 'The parameter "detail" takes pick, values, order; got "all". Using pick.'
			}
		]);
	});

	it('reaches the simulations only, and its codes check', () => {
		const assignment: Assignment = {
			...readAssignment(new URLSearchParams('')).assignment,
			types: ['simulate', 'heuristic'],
			detail: 'values',
			count: 2,
			key: 'values'
		};
		const questions = questionsFor(assignment, 'seed-1');
		expect(questions.map((q) => q.spec.detail)).toEqual(['values', undefined]);
		const right = questions.flatMap((q) => q.parts.map(expectedAnswer));
		const code = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'seed-1',
			name: 'Ada',
			score: right.length,
			answers: right
		});
		const checked = checkCode(code);
		expect(checked.status).toBe('matches');
		expect(checked.earned).toBe(right.length);
		expect(checked.answers[0].text).toBe(String(right[0]));
		const wrong = [...right];
		wrong[0] += 1;
		const edited = resultCode({
			assignment: assignmentQuery(assignment),
			seed: 'seed-1',
			name: 'Ada',
			score: right.length,
			answers: wrong
		});
		expect(checkCode(edited).message).toEqual(
			`Does not match: it claims ${right.length} right, but its answers earn ${right.length - 1}. The code was edited.`
		);
	});
});
