import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import {
	cellNumber,
	gridFaults,
	gridHeuristic,
	gridProblem,
	gridWords,
	WALL,
	type GridSpec
} from '$lib/domains/grid';
import { MessageError } from '$lib/messages/message-error';
import { ALGORITHMS, collectRun, SuccessorList } from '$lib/search';

/** A grid from rows of text: "#" a wall, a digit an open cell's weight, "S" and "G" weigh 1. */
function grid(lines: string[], moves: Partial<GridSpec> = {}): GridSpec {
	const text = lines.join('');
	return {
		rows: lines.length,
		cols: lines[0].length,
		cells: [...text].map((ch) => (ch === '#' ? WALL : /[SG]/.test(ch) ? 1 : Number(ch))),
		start: text.indexOf('S'),
		goal: text.indexOf('G'),
		connectivity: 4,
		diagonal: 'no-corner-cutting',
		...moves
	};
}

const RING = grid(['S11', '1#1', '11G']);

describe('gridFaults', () => {
	it('finds no fault in a well-formed grid', () => {
		expect(gridFaults(RING)).toEqual([]);
	});

	it('names each fault in words', () => {
		expect(gridFaults({ ...RING, rows: 2 })).toEqual(['A grid has 3 to 100 rows, not 2.']);
		expect(gridFaults({ ...RING, cols: 101 })).toEqual(['A grid has 3 to 100 columns, not 101.']);
		expect(gridFaults({ ...RING, cells: RING.cells.slice(1) })).toEqual([
			'A 3×3 grid has 9 cells, but 8 are given.'
		]);
		expect(gridFaults({ ...RING, start: 4 })).toEqual(['The start (1, 1) is a wall.']);
		expect(gridFaults({ ...RING, goal: 9 })).toEqual(['The goal is not a cell of the 3×3 grid.']);
		expect(gridFaults({ ...RING, goal: 0 })).toEqual(['The start and the goal are the same cell.']);
		const heavy = [...RING.cells];
		heavy[2] = 10;
		expect(gridFaults({ ...RING, cells: heavy })).toEqual([
			'Cell (0, 2) weighs 10; an open cell weighs 1 to 9.'
		]);
	});

	it('makes gridProblem throw the faults', () => {
		expect(() => gridProblem({ ...RING, start: 4 })).toThrow(MessageError);
	});
});

describe('gridProblem', () => {
	it('generates Up, Right, Down, Left, then NE, SE, SW, NW, each costing the weight entered', () => {
		const open = grid(['123', '4S5', '67G'], { connectivity: 8 });
		const steps = gridProblem(open).successors(cellNumber(open, 1, 1));
		expect(steps.map((s) => s.action)).toEqual([
			'Up',
			'Right',
			'Down',
			'Left',
			'NE',
			'SE',
			'SW',
			'NW'
		]);
		expect(steps.slice(0, 4).map((s) => s.cost)).toEqual([2, 5, 7, 4]);
		const diagonal = steps.slice(4).map((s) => s.cost);
		[3, 1, 6, 1].forEach((weight, i) => expect(diagonal[i]).toBeCloseTo(weight * Math.SQRT2, 12));
	});

	it('lets a diagonal pass walls as its rule says', () => {
		// From S every diagonal passes a wall; with one side open, NE, SW and NW pass; SE is walled.
		const cut = (diagonal: GridSpec['diagonal']): string[] => {
			const spec = grid(['1#1', '1S#', '1#G'], { connectivity: 8, diagonal });
			return gridProblem(spec)
				.successors(spec.start)
				.map((s) => s.action);
		};
		expect(cut('no-corner-cutting')).toEqual(['Left']);
		expect(cut('always')).toEqual(['Left', 'NE', 'SE', 'SW', 'NW']);
		const half = grid(['111', '1S#', '1#G'], { connectivity: 8, diagonal: 'one-side' });
		expect(
			gridProblem(half)
				.successors(half.start)
				.map((s) => s.action)
		).toEqual(['Up', 'Left', 'NE', 'SW', 'NW']);
	});

	it('keys cells by their numbers and reads them row by row', () => {
		const problem = gridProblem(RING);
		expect(problem.key(5)).toBe(5);
		expect(problem.stateIndex?.size).toBe(9);
		expect(problem.compareText?.(1, 3)).toBeLessThan(0);
		expect(problem.isGoal(8)).toBe(true);
		expect(problem.isGoal(7)).toBe(false);
	});

	/*
	 * The ring S11 / 1#1 / 11G, cells 0–8, searched by hand.
	 * Breadth-first (goal test on generation): expand 0 → 1, 3; expand 1 → 2 (0 reached);
	 * expand 3 → 6; expand 2 → 5; expand 6 → 7; expand 5 → 8, the goal. 6 expansions, path
	 * Right, Right, Down, Down, cost 4.
	 * A* with Manhattan h: every cell but the wall lies on a shortest path, f = 4 everywhere, and
	 * ties go first in, first out: 0, 1, 3, 2, 6, 5, 7 are expanded (7 finds 8 already at g 4),
	 * then 8 leaves the frontier as the goal. 7 expansions, the same path.
	 */
	it('searches the ring as worked out by hand', () => {
		const bfs = collectRun(ALGORITHMS.bfs.run(gridProblem(RING))).result;
		expect(bfs.stats.expanded).toBe(6);
		expect(bfs.actions).toEqual(['Right', 'Right', 'Down', 'Down']);
		expect(bfs.cost).toBe(4);
		const problem = gridProblem(RING, gridHeuristic(RING, 'manhattan'));
		const astar = collectRun(ALGORITHMS.astar.run(problem)).result;
		expect(astar.stats.expanded).toBe(7);
		expect(astar.actions).toEqual(['Right', 'Right', 'Down', 'Down']);
		expect(astar.cost).toBe(4);
	});

	it('gives successorsInto the same steps and h as successors and the heuristic', () => {
		const spec = grid(['S21', '3#4', '56G'], { connectivity: 8, diagonal: 'always' });
		const h = gridHeuristic(spec, 'octile');
		const problem = gridProblem(spec, h);
		for (let cell = 0; cell < 9; cell++) {
			if (spec.cells[cell] === WALL) continue;
			const into = new SuccessorList<number>();
			problem.successorsInto?.(cell, into, h(cell));
			const list = into.actions.slice(0, into.count).map((action, i) => ({
				action,
				state: into.states[i],
				cost: into.costs[i],
				h: into.h[i]
			}));
			expect(list).toEqual(problem.successors(cell).map((s) => ({ ...s, h: h(s.state) })));
		}
	});
});

describe('gridWords', () => {
	it('writes a cell, its moves and the child order', () => {
		const words = gridWords({ ...RING, connectivity: 8 });
		expect(words.text(5)).toBe('(1, 2)');
		expect(words.sentenceName(5)).toEqual('cell (1, 2)');
		expect(words.lines(5)).toEqual(['(1, 2)']);
		expect(words.short(5)).toBe('r1c2');
		expect(words.action('NE')).toEqual('NE (up and right)');
		expect(words.action('Up')).toEqual('Up');
		expect(messageText(words.childOrder)).toBe('Up, Right, Down, Left, NE, SE, SW, NW');
		expect(messageText(gridWords(RING).childOrder)).toBe('Up, Right, Down, Left');
		expect(words.stateWord).toBe('cell');
		expect(words.shape.lines).toBe(1);
		expect(words.shape.chars).toBeGreaterThanOrEqual('(2, 2)'.length);
	});
});
