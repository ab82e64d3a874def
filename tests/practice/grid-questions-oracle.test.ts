import { describe, expect, it } from 'vitest';
import '../i18n/english-messages';
import { WALL, type GridSpec } from '$lib/domains/grid';
import { LEVELS, type ChoicePart, type PracticeQuestion } from '$lib/practice/question-spec';
import { drawQuestion, expectedAnswer } from '$lib/practice/questions';

/**
 * Grid questions' answers against an oracle of this test's own: Dijkstra's algorithm over the
 * grid as its definition reads (a step costs the weight of the cell it enters, × √2 on a
 * diagonal, which may not cut a wall's corner), written here without the engine, on a dozen
 * seeds of each level.
 */

const SEEDS = Array.from({ length: 12 }, (_, i) => `oracle-${i}`);

/** The cheapest cost from `from` to every cell (Infinity where it cannot go). */
function dijkstra(grid: GridSpec, from: number, reverse = false): number[] {
	const { rows, cols, cells } = grid;
	const open = (r: number, c: number): boolean =>
		r >= 0 && r < rows && c >= 0 && c < cols && cells[r * cols + c] !== WALL;
	const cost = new Array<number>(rows * cols).fill(Infinity);
	const done = new Array<boolean>(rows * cols).fill(false);
	cost[from] = 0;
	for (;;) {
		let at = -1;
		for (let i = 0; i < cost.length; i++) {
			if (!done[i] && cost[i] < Infinity && (at < 0 || cost[i] < cost[at])) at = i;
		}
		if (at < 0) return cost;
		done[at] = true;
		const r = Math.floor(at / cols);
		const c = at % cols;
		for (let dr = -1; dr <= 1; dr++) {
			for (let dc = -1; dc <= 1; dc++) {
				if ((dr === 0 && dc === 0) || !open(r + dr, c + dc)) continue;
				const diagonal = dr !== 0 && dc !== 0;
				if (diagonal && (grid.connectivity === 4 || !open(r + dr, c) || !open(r, c + dc))) continue;
				const next = (r + dr) * cols + c + dc;
				// Backwards, a step into `at` from `next` costs what `at` weighs.
				const weight = reverse ? cells[at] : cells[next];
				const step = diagonal ? weight * Math.SQRT2 : weight;
				if (cost[at] + step < cost[next]) cost[next] = cost[at] + step;
			}
		}
	}
}

function gridOf(question: PracticeQuestion): GridSpec {
	if (question.instance.problem !== 'grid') throw new Error('not a grid question');
	return question.instance.spec.grid;
}

describe('grid questions against an independent Dijkstra', () => {
	for (const level of LEVELS) {
		it(`grid-cost, ${level}: a cheapest search's answer, and the cheapest asked beside another's`, () => {
			for (const seed of SEEDS) {
				for (const algorithm of ['ucs', 'astar', 'bfs', 'greedy'] as const) {
					const question = drawQuestion({ type: 'grid-cost', algorithm, level, seed });
					const grid = gridOf(question);
					const cheapest = dijkstra(grid, grid.start)[grid.goal];
					const answers = question.parts.map(expectedAnswer);
					if (algorithm === 'ucs' || algorithm === 'astar') expect(answers).toEqual([cheapest]);
					else {
						expect(answers[1]).toBe(cheapest);
						expect(answers[0]).toBeGreaterThanOrEqual(cheapest);
						if (level !== 'easy') expect(answers[0]).toBeGreaterThan(cheapest);
					}
				}
			}
		});

		it(`grid-trap, ${level}: A* pays the cheapest, greedy more`, () => {
			for (const seed of SEEDS) {
				const question = drawQuestion({ type: 'grid-trap', algorithm: 'astar', level, seed });
				const grid = gridOf(question);
				const cheapest = dijkstra(grid, grid.start)[grid.goal];
				const [greedy, astar] = question.parts.map(expectedAnswer);
				expect(astar).toBe(cheapest);
				expect(greedy).toBeGreaterThan(cheapest);
			}
		});

		it(`grid-admissible, ${level}: the cells named overestimate, and no other does`, () => {
			for (const seed of SEEDS.slice(0, 4)) {
				const question = drawQuestion({ type: 'grid-admissible', algorithm: 'astar', level, seed });
				const grid = gridOf(question);
				const hStar = dijkstra(grid, grid.goal, true);
				const least = Math.min(...grid.cells.filter((weight) => weight !== WALL));
				const goalRow = Math.floor(grid.goal / grid.cols);
				const goalCol = grid.goal % grid.cols;
				const manhattan = (cell: number): number =>
					least *
					(Math.abs(Math.floor(cell / grid.cols) - goalRow) +
						Math.abs((cell % grid.cols) - goalCol));
				const over = grid.cells.flatMap((weight, cell) =>
					weight !== WALL && hStar[cell] < Infinity && manhattan(cell) > hStar[cell] + 1e-9
						? [cell]
						: []
				);
				const part = question.parts.at(-1) as ChoicePart;
				expect(part.accepted.map((i) => part.cells?.[i])).toEqual(over);
			}
		});

		it(`grid-next, ${level}: the cells accepted are on the frontier, tied, and one is the engine's`, () => {
			for (const seed of SEEDS) {
				for (const algorithm of ['ucs', 'astar'] as const) {
					const question = drawQuestion({ type: 'grid-next', algorithm, level, seed });
					if (question.instance.problem !== 'grid') throw new Error('not a grid');
					const { explored, frontier } = question.instance;
					const grid = gridOf(question);
					const part = question.parts[0] as ChoicePart;
					const cells = part.accepted.map((i) => part.cells?.[i] ?? -1);
					for (const cell of cells) {
						expect(frontier).toContain(cell);
						expect(explored).not.toContain(cell);
					}
					// With a consistent h (and none for UCS) the cell expanded next has g = its cheapest
					// cost from the start, as every cell expanded so far has.
					const fromStart = dijkstra(grid, grid.start);
					const g = (cell: number): number => fromStart[cell];
					const goalRow = Math.floor(grid.goal / grid.cols);
					const goalCol = grid.goal % grid.cols;
					const least = Math.min(...grid.cells.filter((weight) => weight !== WALL));
					const h = (cell: number): number =>
						algorithm === 'ucs'
							? 0
							: least *
								(Math.abs(Math.floor(cell / grid.cols) - goalRow) +
									Math.abs((cell % grid.cols) - goalCol));
					const keys = cells.map((cell) => g(cell) + h(cell));
					expect(new Set(keys).size).toBe(1);
					// No frontier cell reachable more cheaply lies below the tie.
					for (const cell of frontier) expect(g(cell) + h(cell)).toBeGreaterThanOrEqual(keys[0]);
				}
			}
		});
	}
});
