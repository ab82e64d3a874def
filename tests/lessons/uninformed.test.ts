import { messageText } from '../../src/lib/components/message-text';
import { describe, expect, it } from 'vitest';
import {
	COMPARISON_BOARDS,
	EXPANSIONS_PER_REPORT,
	GROWTH_BOARDS,
	comparisonRows,
	growthRows,
	iterationTable,
	treeCounts,
	type Progress
} from '../../src/lib/lessons/uninformed';
import { breadthFirstLayers } from '../../src/lib/search/layers';
import { goalBoard } from '../../src/lib/puzzle/goal';
import { applyMove, legalMoves } from '../../src/lib/puzzle/moves';
import { formatBoard, parseBoard } from '../../src/lib/puzzle/notation';
import '../i18n/english-messages';

function drain<T>(job: Generator<Progress, T>): { result: T; reports: Progress[] } {
	const reports: Progress[] = [];
	for (;;) {
		const step = job.next();
		if (step.done) return { result: step.value, reports };
		reports.push(step.value);
	}
}

function neighbours(text: string): string[] {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(text);
	return legalMoves(parsed.value).map((direction) => {
		const moved = applyMove(parsed.value, direction);
		if (!moved.ok) throw new Error(direction);
		return formatBoard(moved.value, 'compact');
	});
}

describe('the growth boards', () => {
	it('are one slide apart, one at each distance 0 to 31', () => {
		expect(GROWTH_BOARDS).toHaveLength(32);
		expect(new Set(GROWTH_BOARDS).size).toBe(32);
		for (let d = 1; d < GROWTH_BOARDS.length; d++) {
			expect(neighbours(GROWTH_BOARDS[d])).toContain(GROWTH_BOARDS[d - 1]);
		}
	});
});

describe('growthRows', () => {
	const generation = drain(growthRows('on-generation')).result;
	const removal = drain(growthRows('on-removal')).result;

	it('finds each board at its distance, so the boards lie on an optimal path', () => {
		expect(generation.map((row) => row.cost)).toEqual(GROWTH_BOARDS.map((_, d) => d));
		expect(removal.map((row) => row.cost)).toEqual(GROWTH_BOARDS.map((_, d) => d));
	});

	it('gives the exact counts the lesson quotes', () => {
		const pick = (rows: typeof generation, d: number) => {
			const { expanded, stored, maxFrontier } = rows[d];
			return [expanded, stored, maxFrontier];
		};
		expect(pick(generation, 7)).toEqual([68, 116, 47]);
		expect(pick(generation, 10)).toEqual([400, 668, 267]);
		expect(pick(generation, 20)).toEqual([41964, 59410, 17445]);
		expect(pick(generation, 31)).toEqual([181347, 181439, 25134]);
		expect(pick(removal, 10)).toEqual([667, 1060, 393]);
		expect(pick(removal, 20)).toEqual([59409, 78098, 18858]);
		expect(pick(removal, 31)).toEqual([181438, 181440, 25134]);
	});

	it('with the test on removal expands what the test on generation stored, less the goal', () => {
		for (let d = 1; d < GROWTH_BOARDS.length; d++) {
			expect(removal[d].expanded).toBe(generation[d].stored - 1);
		}
	});

	it('never stores more than the goal’s component, and the queue never outgrows two layers', () => {
		const layers = breadthFirstLayers(3, 3, goalBoard(3, 3));
		const widestTwo = Math.max(...layers.slice(1).map((n, i) => n + layers[i]));
		for (const row of [...generation, ...removal]) {
			expect(row.stored).toBeLessThanOrEqual(181440);
			expect(row.maxFrontier).toBeLessThanOrEqual(widestTwo);
		}
	});

	it('reports progress before each board and every few thousand expansions', () => {
		const { reports } = drain(growthRows('on-generation', GROWTH_BOARDS.slice(0, 3)));
		expect(reports.map((report) => report.done)).toEqual([0, 1, 2]);
		const long = drain(growthRows('on-generation', [GROWTH_BOARDS[31]])).reports;
		expect(long.length).toBe(1 + Math.floor((181347 + 1) / EXPANSIONS_PER_REPORT));
		expect(long[0]).toEqual({
			done: 0,
			total: 1,
			current: { id: 'lesson_progress_bfs_on', params: { board: '8672543_1' } }
		});
		expect(messageText(long[0].current)).toBe('breadth-first search on 8672543_1');
		expect(messageText(long[0].current, 'es')).toBe('búsqueda en anchura desde 8672543_1');
	});
});

describe('comparisonRows', () => {
	it('runs BFS, DFS and iterative deepening from each board with the engine defaults', () => {
		const rows = drain(comparisonRows()).result;
		expect(rows.map((row) => row.board)).toEqual(COMPARISON_BOARDS);
		const table = rows.map((row) =>
			row.cells.map((cell) => [
				cell.algorithm,
				cell.cost,
				cell.expanded,
				cell.maxFrontier,
				cell.explored
			])
		);
		expect(table).toEqual([
			[
				['bfs', 7, 98, 75, 98],
				['dfs', 13893, 170152, 42913, 170152],
				['iddfs', 7, 404, 8, 0]
			],
			[
				['bfs', 10, 350, 224, 350],
				['dfs', 64662, 107560, 42946, 107560],
				['iddfs', 10, 1585, 10, 0]
			],
			[
				['bfs', 12, 1281, 837, 1281],
				['dfs', 49590, 135130, 42912, 135130],
				['iddfs', 12, 7113, 13, 0]
			],
			[
				['bfs', 16, 4986, 2696, 4986],
				['dfs', 64526, 86381, 42272, 86381],
				['iddfs', 16, 33022, 15, 0]
			],
			[
				['bfs', 18, 16693, 9122, 16693],
				['dfs', 48872, 55146, 34453, 55146],
				['iddfs', 18, 154895, 17, 0]
			]
		]);
	});
});

describe('iterationTable', () => {
	it('splits the expansions of iterative deepening over its depth limits', () => {
		const read = iterationTable('42_713856');
		if (!read.ok) throw new Error(messageText(read.message));
		const table = read.value;
		expect(table.cost).toBe(10);
		expect(table.rows.map((row) => row.expanded)).toEqual([
			1, 3, 7, 15, 31, 51, 91, 159, 295, 483, 449
		]);
		expect(table.rows.map((row) => row.limit)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		expect(table.total).toBe(1585);
		expect(table.rows[table.rows.length - 1].cumulative).toBe(1585);
		expect(table.overhead.toFixed(2)).toBe('3.53');
	});

	it('explains a board that does not parse, cannot reach the goal, or is too far', () => {
		const bad = iterationTable('42_71385');
		expect(bad.ok).toBe(false);
		const unsolvable = iterationTable('21345678_');
		expect(!unsolvable.ok && messageText(unsolvable.message)).toBe(
			'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
		);
		const far = iterationTable('8672543_1');
		expect(far.ok).toBe(false);
		if (!far.ok) {
			expect(messageText(far.message)).toMatch(/^Iterative deepening needed more than 50,000/);
			expect(messageText(far.message, 'zh')).toMatch(
				/^迭代加深需要超过 50,000 次扩展（已达到深度限制 \d+）/
			);
		}
	});
});

describe('treeCounts', () => {
	it('counts a uniform tree once and as iterative deepening generates it', () => {
		expect(treeCounts(2, 3)).toEqual({ single: 15, deepening: 4 + 6 + 8 + 8 });
		expect(treeCounts(10, 5)).toEqual({ single: 111111, deepening: 123456 });
		const { single, deepening } = treeCounts(3, 20);
		expect(deepening / single).toBeCloseTo(1.5, 3);
	});
});
