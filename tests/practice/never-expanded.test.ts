import { describe, expect, it } from 'vitest';
import { message } from '$lib/messages';
import { boardLinkText } from '$lib/config/play-link';
import { NEVER_EXPANDED_LEVELS } from '$lib/practice/never-expanded';
import { LEVELS, type PracticeQuestion, type QuestionSpec } from '$lib/practice/question-spec';
import { drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import type { HeuristicName } from '$lib/puzzle/heuristics';
import type { Board } from '$lib/puzzle/board';
import { ALGORITHMS } from '$lib/search/algorithms';
import { tileProblem } from '$lib/search/tile-problem';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';
import '../i18n/english-messages';

/** A question's board: these types always draw one (only a road-map simulation has none). */
function boardOf({ instance }: PracticeQuestion): Board {
	if (instance.problem !== 'tile') throw new Error('a board question without a board');
	return instance.spec.board;
}

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'never-expanded',
	algorithm: 'astar',
	level: 'easy',
	seed: 'unit',
	...overrides
});

/** A* run by the engine to its end: the nodes it expanded, each node's f, and C*. */
function engineRun(board: Board, heuristic: HeuristicName) {
	const run = ALGORITHMS.astar.run(tileProblem(board, { heuristic }), {});
	const expanded = new Set<number>();
	const f = new Map<number, number>();
	let step = run.next();
	for (; step.done !== true; step = run.next()) {
		const event = step.value;
		if (event.type === 'start') f.set(event.root.id, event.root.f);
		if (event.type !== 'expand') continue;
		expanded.add(event.node.id);
		for (const child of event.children) if (child.id !== null) f.set(child.id, child.f);
	}
	return { expanded, f, cost: step.value.cost };
}

describe('the nodes A* never expands', () => {
	it('is drawn the same for the same seed', () => {
		for (const level of LEVELS) {
			expect(drawQuestion(spec({ level }))).toEqual(drawQuestion(spec({ level })));
		}
	});

	it('are those with f > C*: the rule and the engine’s run agree on every candidate, for many seeds', () => {
		for (const level of LEVELS) {
			const { heuristic, asksCost } = NEVER_EXPANDED_LEVELS[level];
			for (let s = 0; s < 100; s++) {
				const question = drawQuestion(spec({ level, seed: `s${s}` }));
				const engine = engineRun(boardOf(question), heuristic);
				const set = question.parts.at(-1);
				if (set?.kind !== 'choose-set') throw new Error('a set last');
				expect(set.candidates.length).toBeGreaterThanOrEqual(4);
				const cost = engine.cost ?? -1;
				for (const candidate of set.candidates) {
					const id = candidate.node ?? -1;
					const f = engine.f.get(id) ?? -1;
					// Never a node whose fate depends on the tie-break.
					expect(f).not.toBe(cost);
					// The rule: never expanded exactly when f > C* …
					expect(candidate.member).toBe(f > cost);
					// … and the run: never expanded exactly when the engine did not expand it.
					expect(candidate.member).toBe(!engine.expanded.has(id));
				}
				expect(set.candidates.some((c) => c.member)).toBe(true);
				expect(set.candidates.some((c) => !c.member)).toBe(true);
				expect(judgePart(question, question.parts.length - 1, expectedAnswer(set))?.correct).toBe(
					true
				);
				if (asksCost) {
					const first = question.parts[0];
					if (first.kind !== 'number') throw new Error('C* first');
					// C* is the board's distance from the goal, the one it was drawn at.
					expect(first.answer).toBe(cost);
					expect(cost).toBe(NEVER_EXPANDED_LEVELS[level].distance);
				} else expect(question.parts).toHaveLength(1);
			}
		}
	});

	it('shows g, h and f at easy, and explains each candidate in f and C*', () => {
		const question = drawQuestion(spec({}));
		expect(boardLinkText(boardOf(question))).toBe('42_513786');
		expect(practiceText(question.task)).toBe(
			'A* search with h = “Manhattan distance” finds a cheapest path from this board, of cost C* = 8. Which of the nodes it generates does it never expand?'
		);
		const [set] = question.parts;
		if (set.kind !== 'choose-set') throw new Error('a set');
		expect(set.candidates.map((c) => [c.label, c.facts, c.node, c.member])).toEqual([
			['A', 'g 4 · h 6 · f 10', 12, true],
			['B', 'g 1 · h 5 · f 6', 1, false],
			['C', 'g 8 · h 2 · f 10', 26, true],
			['D', 'g 3 · h 7 · f 10', 8, true],
			['E', 'g 4 · h 6 · f 10', 11, true],
			['F', 'g 4 · h 6 · f 10', 17, true]
		]);
		expect(set.answer).toBe(61);
		// Everything chosen: B is expanded (f 6 < 8).
		expect(verdictText(judgePart(question, 0, 63))).toEqual({
			correct: false,
			headline: 'Not quite: it is A, C, D, E and F.',
			reason:
				'C* = 8. The heuristic “Manhattan distance” is consistent, so f = g + h never decreases along a path: A* expands every node with f < C* before it takes the goal off the frontier, and none with f > C*. Chosen but not in it — B (node 1): f = 1 + 5 = 6, below C* = 8, so A* expands it (expansion 2) before it takes the goal.'
		});
		expect(judgePart(question, 0, 64)).toBeNull();
	});

	it('asks for C* first at hard, with misplaced tiles and g alone', () => {
		const question = drawQuestion(spec({ level: 'hard' }));
		expect(question.parts.map((part) => [part.kind, part.prompt])).toEqual([
			['number', 'C*, the cost of a cheapest path to the goal'],
			['choose-set', 'Which of these nodes does A* never expand?']
		]);
		const set = question.parts[1];
		if (set.kind !== 'choose-set') throw new Error('a set');
		expect(set.candidates.every((c) => /^g \d+$/.test(c.facts))).toBe(true);
		expect(practiceText(question.conventions)).toContain('the heuristic h is “Misplaced tiles”');
		expect(question.modelAnswer).toMatch(/^v=1&board=_43215786&h=misplaced&step=\d+$/);
	});

	it('is asked of A* alone', () => {
		expect(() => drawQuestion(spec({ algorithm: 'ucs' }))).toThrow(
			expect.objectContaining({
				ref: message('practice_err_unfit', {
					type: message('practice_type_never_expanded', {}),
					fits: 'astar',
					algorithm: 'ucs'
				})
			})
		);
	});
});
