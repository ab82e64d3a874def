import { messageText } from '$lib/components/message-text';
import { readFileSync } from 'node:fs';
import { countText } from '$lib/count-text';
import { describe, expect, it } from 'vitest';
import { readLessonBoard } from '$lib/lessons/greedy-figures';
import {
	costBound,
	DEFAULT_WEIGHTS,
	ratioToOptimal,
	readWeights,
	weightChart,
	weightedSolve,
	WeightRun,
	type WeightRow
} from '$lib/lessons/weighted-figures';
import { ALGORITHMS, tileProblem, tilesTutorialReport, tilesTutorialSolve } from '$lib/search';
import type { Board } from '$lib/puzzle/board';
import '../i18n/english-messages';

function board(text: string): Board {
	const reading = readLessonBoard(text);
	if (!reading.ok) throw new Error(JSON.stringify(reading.message));
	return reading.board;
}

/** Runs a row to the end in slices, with a clock that advances 1 ms per reading. */
function sliced(start: Board, weight: number): { row: WeightRow; slices: number } {
	let clock = 0;
	const run = new WeightRun(start, weight, () => clock++);
	let slices = 1;
	let row = run.advance(3);
	while (row === null) {
		slices++;
		row = run.advance(3);
	}
	return { row, slices };
}

describe('the weight table', () => {
	it('pins every default weight on 75126348_', () => {
		const rows = DEFAULT_WEIGHTS.map((w) => weightedSolve(board('75126348_'), w));
		expect(rows.map((r) => [r.cost, r.stats.expanded])).toEqual([
			[20, 53375],
			[20, 4010],
			[20, 545],
			[20, 426],
			[20, 504],
			[22, 535],
			[32, 1246],
			[34, 693],
			[36, 249]
		]);
	});

	it("pins seed 000's four ratios on 1234_5678 and the two weights it did not try", () => {
		const run = (w: number) => weightedSolve(board('1234_5678'), w);
		expect([0, 1, 2, 3, 1.25, 1.5].map((w) => [run(w).cost, run(w).stats.expanded])).toEqual([
			[14, 6026],
			[14, 127],
			[14, 91],
			[14, 112],
			[14, 88],
			[14, 88]
		]);
	});

	it('pins the lesson’s other boards: a 31-move board and 81452376_', () => {
		const hard = (w: number) => weightedSolve(board('867254301'), w);
		expect([1, 2, 5].map((w) => [hard(w).cost, hard(w).stats.expanded])).toEqual([
			[31, 20290],
			[31, 407],
			[45, 279]
		]);
		const mild = (w: number) => weightedSolve(board('81452376_'), w);
		expect([1, 1.1, 1.25, 1.5, 2].map((w) => [mild(w).cost, mild(w).stats.expanded])).toEqual([
			[20, 517],
			[20, 511],
			[22, 502],
			[22, 343],
			[22, 137]
		]);
		expect(weightedSolve(board('75126348_'), 100).cost).toBe(40);
	});

	it('computes the same row in slices as in one call', () => {
		const { row, slices } = sliced(board('75126348_'), 0);
		expect(slices).toBeGreaterThan(1);
		const whole = weightedSolve(board('75126348_'), 0);
		expect([row.cost, row.expanded, row.maxFrontier, row.outcome]).toEqual([
			whole.cost,
			whole.stats.expanded,
			whole.stats.maxFrontier,
			'goal'
		]);
	});

	it('matches A* with low-h ties when w is a hair above 1', () => {
		for (const text of ['75126348_', '1234_5678', '867254301', '647850321']) {
			const lowH = ALGORITHMS.astar.solve(tileProblem(board(text)), { tieBreak: 'low-h' });
			const nudged = weightedSolve(board(text), 1.01);
			expect([nudged.cost, nudged.stats.expanded]).toEqual([lowH.cost, lowH.stats.expanded]);
		}
		expect(weightedSolve(board('75126348_'), 1.01).stats.expanded).toBe(426);
		expect(weightedSolve(board('867254301'), 1.01).stats.expanded).toBe(6744);
	});

	it('stays within w·C* and keeps the parity of the optimum', () => {
		for (const text of ['75126348_', '1234_5678', '867254301', '81452376_', '42_713856']) {
			const optimal = weightedSolve(board(text), 1).cost as number;
			for (const w of DEFAULT_WEIGHTS) {
				const cost = weightedSolve(board(text), w).cost as number;
				expect(cost).toBeLessThanOrEqual(costBound(w, optimal));
				expect((cost - optimal) % 2).toBe(0);
			}
		}
	});
});

describe('reading weights and drawing the chart', () => {
	it('reads, sorts and de-duplicates weights, and names what is wrong', () => {
		expect(readWeights('3, 1 ,0,1')).toEqual({ ok: true, weights: [0, 1, 3] });
		expect(readWeights('')).toMatchObject({ ok: false });
		const negative = readWeights('1, -2');
		expect(!negative.ok && messageText(negative.message)).toContain('"-2"');
		const tooMany = readWeights('1 2 3 4 5 6 7 8 9 10 11 12 13');
		expect(!tooMany.ok && messageText(tooMany.message, 'es')).toBe(
			'Como mucho 12 pesos a la vez; hay 13.'
		);
		expect(readWeights('1 2 3 4 5 6 7 8 9 10 11 12 13')).toMatchObject({ ok: false });
	});

	it('gives ratios and bounds', () => {
		const row: WeightRow = {
			weight: 2,
			outcome: 'goal',
			cost: 22,
			expanded: 535,
			maxFrontier: 336,
			milliseconds: 1
		};
		expect(ratioToOptimal(row, 20)).toBeCloseTo(1.1, 10);
		expect(ratioToOptimal({ ...row, cost: null }, 20)).toBeNull();
		expect([costBound(0.5, 20), costBound(1.25, 20), costBound(3, 20)]).toEqual([20, 25, 60]);
	});

	it('labels every point once, never two labels in one place', () => {
		const rows: WeightRow[] = DEFAULT_WEIGHTS.map((weight) => {
			const result = weightedSolve(board('75126348_'), weight);
			return {
				weight,
				outcome: result.outcome,
				cost: result.cost,
				expanded: result.stats.expanded,
				maxFrontier: result.stats.maxFrontier,
				milliseconds: 0
			};
		});
		const chart = weightChart(rows, 20, 560);
		expect(chart.points).toHaveLength(9);
		// 1 and 1.25 share a label above their points; 1.5, just to the right, goes below.
		expect(chart.labels.map((label) => label.text)).toEqual([
			'w = 10',
			'w = 1, 1.25',
			'w = 1.5',
			'w = 2',
			'w = 5',
			'w = 3',
			'w = 0.5',
			'w = 0'
		]);
		expect(chart.labels[2].y).toBeGreaterThan(chart.points[0].y);
		for (const point of chart.points) {
			expect(point.x).toBeGreaterThanOrEqual(chart.left);
			expect(point.x).toBeLessThanOrEqual(chart.right);
		}
		expect(chart.optimalY).toBeCloseTo(chart.points[0].y, 10);
	});
});

describe('lesson 10: the ratio experiment under both sets of rules', () => {
	const lesson = readFileSync('content/lessons/10-weighted-a-star.md', 'utf8').replace(/ +/g, ' ');

	it.each([0, 1, 2, 3])('the row for ratio %s is what the engine computes', (ratio) => {
		const start = board('1234_5678');
		const theirs = tilesTutorialReport(
			'search',
			start,
			tilesTutorialSolve('search', start, { weight: ratio })
		);
		const ours = ALGORITHMS.wastar.solve(tileProblem(start), { weight: ratio });
		const cells = [
			ratio,
			theirs.expanded ?? -1,
			theirs.leftInQueue ?? -1,
			ours.stats.expanded,
			ours.stats.frontierSize
		].map(countText);
		expect(lesson).toContain(`| ${cells.join(' | ')} |`);
	});
});
