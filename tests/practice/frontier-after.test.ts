import { describe, expect, it } from 'vitest';
import { boardLinkText } from '$lib/config/play-link';
import { chosenBy } from '$lib/practice/choose-set';
import { FRONTIER_AFTER_LEVELS } from '$lib/practice/frontier-after';
import {
	LEVELS,
	TYPE_ALGORITHMS,
	type PracticeQuestion,
	type QuestionSpec
} from '$lib/practice/question-spec';
import { drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { ALGORITHMS, type AlgorithmName } from '$lib/search/algorithms';
import { tileProblem } from '$lib/search/tile-problem';
import type { Board } from '$lib/puzzle/board';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';
import '../i18n/english-messages';

/** A question's board: these types always draw one (only a road-map simulation has none). */
function boardOf({ instance }: PracticeQuestion): Board {
	if (instance.problem !== 'tile') throw new Error('a board question without a board');
	return instance.spec.board;
}

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'frontier-after',
	algorithm: 'bfs',
	level: 'easy',
	seed: 'unit',
	...overrides
});

/**
 * The frontier after `k` expansions, folded straight from the engine's events (not through the
 * trace): every node added, less those taken off and those a cheaper path replaced. Also the
 * board of every node generated, and the entry the next expansion takes.
 */
function engineFrontier(board: Board, algorithm: AlgorithmName, k: number) {
	const problem = tileProblem(board, { heuristic: 'manhattan' });
	const run = ALGORITHMS[algorithm].run(problem, {});
	const waiting = new Set<number>();
	const boards = new Map<number, string>();
	let expansions = 0;
	let next: number | null = null;
	for (let step = run.next(); step.done !== true; step = run.next()) {
		const event = step.value;
		if (event.type === 'start') {
			waiting.add(event.root.id);
			boards.set(event.root.id, boardLinkText(problem.toBoard(event.root.state)));
			continue;
		}
		if (event.type !== 'expand' && event.type !== 'goal') continue;
		if (expansions === k) {
			next = event.node.id;
			break;
		}
		if (event.type === 'goal') break;
		expansions += 1;
		waiting.delete(event.node.id);
		for (const child of event.children) {
			if (child.id === null) continue;
			waiting.add(child.id);
			boards.set(child.id, boardLinkText(problem.toBoard(child.state)));
			if (child.fate === 'replaced' && child.existing !== null) waiting.delete(child.existing);
		}
	}
	return { waiting, boards, next };
}

describe('the frontier after expansion k', () => {
	it('is drawn the same for the same seed, and afresh for another', () => {
		for (const level of LEVELS) {
			const question = drawQuestion(spec({ level, algorithm: 'astar' }));
			expect(drawQuestion(spec({ level, algorithm: 'astar' }))).toEqual(question);
			const other = drawQuestion(spec({ level, algorithm: 'astar', seed: 'other' }));
			expect(boardLinkText(boardOf(other))).not.toBe(boardLinkText(boardOf(question)));
		}
	});

	it('expects the engine’s own frontier, for every algorithm, level and many seeds', () => {
		for (const algorithm of TYPE_ALGORITHMS['frontier-after'] ?? []) {
			for (const level of LEVELS) {
				for (let s = 0; s < 12; s++) {
					const question = drawQuestion(spec({ algorithm, level, seed: `s${s}` }));
					const k = FRONTIER_AFTER_LEVELS[level].expansions;
					const engine = engineFrontier(boardOf(question), algorithm, k);
					const [set, pick] = question.parts;
					if (set.kind !== 'choose-set') throw new Error('a set first');
					// Every node the k expansions generated is listed once (the start is shown above
					// the list), and every other board is one the engine never generated.
					const generated = set.candidates.filter((c) => c.node !== null);
					expect(generated.map((c) => c.node).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
						[...engine.boards.keys()].filter((id) => id !== 0)
					);
					for (const c of generated) {
						expect(boardLinkText(c.board)).toBe(engine.boards.get(c.node ?? -1));
					}
					const generatedBoards = new Set(engine.boards.values());
					for (const c of set.candidates.filter((c) => c.node === null)) {
						expect(generatedBoards.has(boardLinkText(c.board))).toBe(false);
					}
					expect(set.candidates.length).toBeLessThanOrEqual(30);
					// The set is the engine's frontier, exactly.
					const members = set.candidates.filter((c) => c.member).map((c) => c.node);
					expect(new Set(members)).toEqual(engine.waiting);
					expect(chosenBy(set.answer, set.candidates.length)).toEqual(
						set.candidates.map((c) => c.member)
					);
					expect(judgePart(question, 0, expectedAnswer(set))?.correct).toBe(true);
					if (FRONTIER_AFTER_LEVELS[level].askNext) {
						if (pick?.kind !== 'pick') throw new Error('then a pick');
						expect(pick.question.answer).toBe(engine.next);
						expect(new Set(pick.question.choices.map((c) => c.id))).toEqual(engine.waiting);
					} else expect(pick).toBeUndefined();
				}
			}
		}
	});

	it('judges a set right only when it is exactly right, naming what was missed and what is wrong', () => {
		const question = drawQuestion(spec({}));
		expect(boardLinkText(boardOf(question))).toBe('4_3215');
		expect(practiceText(question.task)).toBe(
			'Perform breadth-first search from this board for 2 expansions (the first takes the start): which boards are on the frontier after expansion 2?'
		);
		const [set] = question.parts;
		if (set.kind !== 'choose-set') throw new Error('a set');
		expect(set.candidates.map((c) => [c.label, boardLinkText(c.board), c.node, c.member])).toEqual([
			['A', '41325_', 5, true],
			['B', '413_25', 4, true],
			['C', '43_215', 3, true],
			['D', '4132_5', 1, false],
			['E', '_43215', 2, true],
			['F', '243_15', null, false],
			['G', '41_253', null, false]
		]);
		// A, B, C and E: 1 + 2 + 4 + 16.
		expect(set.answer).toBe(23);
		expect(verdictText(judgePart(question, 0, 23))).toEqual({
			correct: true,
			headline: 'Right: A, B, C and E.',
			reason:
				'Breadth-first search takes the entry that joined the queue first: the first 2 expansions take node 0 and node 1 (D), in that order. The frontier then holds every node they generated that none of them took: A, B, C and E.'
		});
		// A, B, C, D and F: E missed; D (expanded) and F (never generated) wrongly chosen.
		expect(verdictText(judgePart(question, 0, 1 + 2 + 4 + 8 + 32))).toEqual({
			correct: false,
			headline: 'Not quite: it is A, B, C and E.',
			reason:
				'Breadth-first search takes the entry that joined the queue first: the first 2 expansions take node 0 and node 1 (D), in that order. The frontier then holds every node they generated that none of them took: A, B, C and E. Left out — E (node 2): generated by expansion 1, as a child of the start, node 0, and no expansion has taken it yet. Chosen but not in it — D (node 1): generated by expansion 1, as a child of the start, node 0, then taken off the frontier and expanded by expansion 2; F (never generated): one move from node 2 (E), which is still on the frontier: only expanding it would generate this board.'
		});
		// Seven candidates: a bit past G names no board (an edited code).
		expect(judgePart(question, 0, 127)?.correct).toBe(false);
		expect(judgePart(question, 0, 128)).toBeNull();
		expect(judgePart(question, 0, 2 ** 31 - 1)).toBeNull();
	});

	it('asks at medium which entry the next expansion takes', () => {
		const question = drawQuestion(spec({ level: 'medium', algorithm: 'astar' }));
		expect(question.parts.map((part) => [part.kind, part.prompt])).toEqual([
			['choose-set', 'Which boards are on the frontier after expansion 3?'],
			[
				'pick',
				'Which entry does expansion 4 take? Expansions 1 to 3 took node 0, node 1 and node 2.'
			]
		]);
		expect(question.modelAnswer).toBe('v=1&board=_43215786&step=3');
	});
});
