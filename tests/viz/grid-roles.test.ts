import { describe, expect, it } from 'vitest';
import { GRID_DOMAIN, U_TRAP, WALL, type GridSpec } from '$lib/domains/grid';
import { ALGORITHMS, collectRun, type AlgorithmName } from '$lib/search';
import { createTraceFor, type Trace } from '$lib/trace';
import { CELL_ROLES, gridRolesAt, type GridRoles } from '$lib/viz/grid-roles';

function traceOf(grid: GridSpec, algorithm: AlgorithmName): Trace<unknown> {
	const { problem } = GRID_DOMAIN.open({ grid });
	const options = {};
	const { events, result } = collectRun(ALGORITHMS[algorithm].run(problem, options));
	const trace = createTraceFor(algorithm, options, problem);
	for (const event of events) trace.append(event);
	trace.finish(result);
	return trace as Trace<unknown>;
}

/** The roles as rows of letters: # wall, . unseen, e explored, f frontier, p path, C current, G goal. */
function picture(grid: GridSpec, view: GridRoles): string[] {
	const letters = '.efpCG';
	return Array.from({ length: grid.rows }, (_, r) =>
		Array.from({ length: grid.cols }, (_, c) => {
			const cell = r * grid.cols + c;
			return grid.cells[cell] === WALL ? '#' : letters[view.roles[cell]];
		}).join('')
	);
}

describe('the grid roles of A* on the U-shaped trap', () => {
	const trace = traceOf(U_TRAP, 'astar');
	const at = (step: number, moment: number | null = null): GridRoles => {
		trace.seek(step, moment);
		return gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start);
	};

	it('starts with the start cell alone on the frontier', () => {
		const view = at(0);
		expect(view.counts).toEqual({
			unseen: 116,
			explored: 0,
			frontier: 1,
			path: 0,
			current: 0,
			goal: 0
		});
		expect(view.trail).toEqual([]);
		expect(picture(U_TRAP, view)[8]).toBe('f............');
	});

	it('marks the cell expanded at step 5, its path, and the frontier around the explored corner', () => {
		const view = at(5);
		expect(picture(U_TRAP, view)).toEqual([
			'.............',
			'.............',
			'...########..',
			'..........#..',
			'..........#..',
			'f.........#..',
			'ef.########..',
			'eCf..........',
			'eef..........'
		]);
		expect(view.current).toBe(92);
		expect(view.trail).toEqual([104, 91, 92]);
		expect(view.counts.frontier).toBe(4);
		expect(view.counts.explored).toBe(4);
	});

	it('fills the trap before leaving it (step 20)', () => {
		expect(picture(U_TRAP, at(20))).toEqual([
			'.............',
			'.............',
			'...########..',
			'fff.......#..',
			'eeCf......#..',
			'eeef......#..',
			'eee########..',
			'eeeeef.......',
			'eeeeeef......'
		]);
	});

	it('shows the solution path, 16 steps, at the end', () => {
		const view = at(trace.length - 1);
		expect(picture(U_TRAP, view)).toEqual([
			'.............',
			'.............',
			'...########..',
			'ffffffffff#f.',
			'eeeeeeeeee#pG',
			'eeeeeeeeee#pe',
			'eee########pe',
			'ppppppppppppe',
			'peeeeeeeeeeee'
		]);
		expect(view.trail).toHaveLength(17);
		expect(view.trail[0]).toBe(U_TRAP.start);
		expect(view.trail[16]).toBe(U_TRAP.goal);
		expect(view.counts).toEqual({
			unseen: 51,
			explored: 38,
			frontier: 11,
			path: 16,
			current: 0,
			goal: 1
		});
	});

	it('gives the same roles when it writes over the arrays of the last ones, at every step', () => {
		let last: GridRoles | null = null;
		const arrays = new Set<Uint8Array>();
		for (let step = 0; step < trace.length; step++) {
			trace.seek(step);
			const fresh = gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start);
			const reused = gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start, null, last);
			expect({ ...reused, roles: [...reused.roles], marks: [...reused.marks] }).toEqual({
				...fresh,
				roles: [...fresh.roles],
				marks: [...fresh.marks]
			});
			expect([...reused.entries]).toEqual([...fresh.entries]);
			arrays.add(reused.roles);
			last = reused;
		}
		// One set of arrays served the whole run.
		expect(arrays.size).toBe(1);
	});

	it('speaks for a cell through its cheapest entry of the telling role', () => {
		const view = at(5);
		const entry = trace.node(view.entries[92]);
		expect(entry?.state).toBe(92);
		expect([entry?.g, entry?.h, entry?.f]).toEqual([2, 14, 16]);
		expect(view.entries[0]).toBe(-1);
	});

	it('marks the child being looked at on a line step', () => {
		trace.seek(5, 0);
		const moments = trace.moments(5);
		const childMoment = moments.findIndex((moment) => moment.child !== null);
		const view = at(5, childMoment);
		const event = trace.event(5);
		expect(event.type).toBe('expand');
		if (event.type !== 'expand') return;
		expect(view.looked).toBe(event.children[moments[childMoment].child!].state);
	});

	it('draws a step of the solution played back as the current cell', () => {
		trace.seek(trace.length - 1);
		const view = gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start, 93);
		expect(view.current).toBe(93);
		expect(view.roles[93]).toBe(CELL_ROLES.indexOf('current'));
		expect(view.counts.current).toBe(1);
	});

	it('shows the start about to be expanded before the run has a trace', () => {
		const view = gridRolesAt(null, U_TRAP.cells.length, U_TRAP.start);
		expect(view.roles[U_TRAP.start]).toBe(CELL_ROLES.indexOf('current'));
		expect(view.counts.current).toBe(1);
		expect(view.counts.unseen).toBe(116);
	});
});

describe('replaced entries', () => {
	it('marks the cells where weighted A* found a cheaper path to a frontier entry', () => {
		const trace = traceOf(U_TRAP, 'wastar');
		const replacedAt = (step: number): number => {
			trace.seek(step);
			return gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start).replaced;
		};
		expect([26, 27, 28, 31, 34, trace.length - 1].map(replacedAt)).toEqual([0, 1, 2, 3, 4, 4]);
		trace.seek(27);
		const view = gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start);
		const marked = view.marks.findIndex((mark) => mark !== 0);
		// The cheaper entry that replaced it is on the frontier, and speaks for the cell.
		expect(view.roles[marked]).toBe(CELL_ROLES.indexOf('frontier'));
	});
});
