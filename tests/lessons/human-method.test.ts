import { describe, expect, it } from 'vitest';
import {
	LESSON_BOARD,
	boardText,
	comparison,
	comparisonRow,
	comparisonTotals,
	naiveOutcome,
	nodeBudget,
	optimum,
	planFor,
	randomBoard,
	readBoard,
	stepCaption,
	stepTitle,
	tileList
} from '$lib/components/lessons/human-method';
import { spec } from '$lib/components/lessons/HumanMethodPlayer.props';
import type { Board } from '$lib/puzzle';
import '../i18n/english-messages';

function board(text: string): Board {
	const read = readBoard(text);
	if (!read.ok) throw new Error(JSON.stringify(read.message));
	return read.board;
}

describe('readBoard', () => {
	it('reads any notation and refuses wrong parity, bad text and large boards', () => {
		expect(board('41325_786').cells).toEqual([4, 1, 3, 2, 5, 0, 7, 8, 6]);
		expect(readBoard('1 2 3 / 4 5 6 / 8 7 _')).toEqual({
			ok: false,
			message:
				'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).',
			unsolvable: true
		});
		const bad = readBoard('1 2 2 / 4 5 6 / 7 8 _');
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.unsolvable).toBe(false);
		const big = readBoard(Array.from({ length: 36 }, (_, i) => (i + 1) % 36).join(','));
		expect(big).toEqual({
			ok: false,
			message: 'This figure takes boards of up to 5×5; this one is 6×6.',
			unsolvable: false
		});
	});

	it('writes a board back so that it reads again', () => {
		const start = board(LESSON_BOARD);
		expect(boardText(start)).toBe(LESSON_BOARD);
		expect(boardText(randomBoard(4, 4, 22))).toBe(LESSON_BOARD);
	});
});

describe('the player’s plans', () => {
	it('the lesson board: 87 moves, 45 optimal by IDA* with linear conflicts', () => {
		const start = board(LESSON_BOARD);
		const plan = planFor(start, 'human');
		expect(plan.frames.length - 1).toBe(87);
		const best = optimum(start);
		expect(best).toEqual({ kind: 'exact', length: 45, by: 'IDA* with linear conflicts' });
		expect(comparison(87, best)).toBe(
			'The method used 87 moves; the shortest solution has 45 (IDA* with linear conflicts): 42 extra, 1.93 times as many.'
		);
	});

	it('the counterexample: naive is stuck at tile 3 at once, the method takes the optimal 14', () => {
		const start = board('1 2 5 / 4 _ 6 / 7 8 3');
		const naive = planFor(start, 'naive');
		expect(naive.stuckTile).toBe(3);
		expect(naive.frames).toHaveLength(1);
		expect(naive.frames[0].placed).toEqual([1, 2]);
		expect(naiveOutcome(naive, 3)).toBe(
			'Stuck after 0 moves: tile 3 cannot reach its home without moving a tile already placed. Its home is the end of a row: the only free cell beside it is the one below, so the tile and the blank cannot both get in.'
		);
		const human = planFor(start, 'human');
		expect(human.frames.length - 1).toBe(14);
		expect(human.steps.map((step) => [step.label, step.moves.length])).toEqual([
			['row 1: tile 1', 0],
			['row 1: tiles 2 and 3 together', 11],
			['columns: tiles 4 and 7', 0],
			['last 2×2: tiles 5, 6, 8', 3]
		]);
		const best = optimum(start);
		expect(best).toEqual({ kind: 'exact', length: 14, by: 'A* with Manhattan distance' });
		expect(comparison(14, best)).toBe(
			'The method used 14 moves; the shortest solution has 14 (A* with Manhattan distance): the method found a shortest solution.'
		);
	});

	it('gives IDA* 300,000 nodes up to 4×4 and 150,000 beyond', () => {
		expect(nodeBudget(randomBoard(4, 4, 1))).toBe(300_000);
		expect(nodeBudget(randomBoard(5, 5, 1))).toBe(150_000);
		expect(optimum(randomBoard(4, 4, 1))).toEqual({ kind: 'bound', atLeast: 50, nodes: 300_000 });
	});

	it('a random 5×5 board: the optimum is not computed, a lower bound is given', () => {
		const start = randomBoard(5, 5, 1);
		const best = optimum(start, 20_000);
		expect(best.kind).toBe('bound');
		if (best.kind === 'bound') {
			expect(best.nodes).toBe(20_000);
			expect(comparison(200, best)).toMatch(
				/^The method used 200 moves\. The optimum was not computed: IDA\* stopped after 20,000 nodes, having proved that the shortest solution has at least \d+ moves\.$/
			);
		}
	});

	it('captions the set-up and the finish of a pair, rows and columns', () => {
		const steps = planFor(board(LESSON_BOARD), 'human').steps;
		expect(stepTitle(steps[2])).toBe('Row 1: tiles 3 and 4 together');
		expect(stepCaption(steps[2], false)).toBe(
			"Set-up: 3 waits in 4's corner, 4 right below it, and the blank goes to 3's home."
		);
		expect(stepCaption(steps[2], true)).toBe(
			'The trick: the blank moves Right, so 3 slides home, then Down, so 4 slides up into the corner.'
		);
		expect(stepCaption(steps[6], true)).toBe(
			'The trick: the blank moves Down, so 9 slides up home, then Right, so 13 slides in beside it.'
		);
		expect(stepCaption(steps[8], false)).toBe(
			'Only a 2×2 block is left: the blank circles in it until 11, 12 and 15 are home.'
		);
		expect(tileList([9])).toBe('9');
	});
});

describe('the table of random 3×3 boards', () => {
	it('seeds 1 to 10: 331 moves by the method against 217 optimal', () => {
		const rows = Array.from({ length: 10 }, (_, i) => comparisonRow(i + 1));
		expect(rows.map((row) => [row.method, row.optimal])).toEqual([
			[20, 16],
			[31, 25],
			[39, 23],
			[36, 22],
			[40, 24],
			[36, 22],
			[32, 24],
			[35, 19],
			[39, 21],
			[23, 21]
		]);
		expect(rows[0].board).toBe('_12843675');
		expect(comparisonTotals(rows)).toEqual({ method: 331, optimal: 217, ratio: '1.53' });
	});
});

describe('HumanMethodPlayer spec', () => {
	it('accepts the lesson’s props and rejects bad ones', () => {
		expect(spec.check?.({ start: '1 2 5 / 4 _ 6 / 7 8 3', method: 'naive' })).toEqual([]);
		expect(spec.check?.({ start: '1 2 3 / 4 5 6 / 8 7 _' })).toEqual([
			'prop "start": This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
		]);
		expect(spec.check?.({ method: 'fast' })).toEqual([
			'prop "method" takes human or naive, not "fast".'
		]);
	});
});
