/**
 * The whole 8-puzzle: all 181,440 states that reach the blank-last goal, with exact distances
 * from a plain breadth-first search written here, independently of the model's move code.
 */
import { describe, expect, it } from 'vitest';
import {
	boardOf,
	compileHeuristic,
	goalBoard,
	isSolvable,
	parseBoard,
	reachable,
	reachableGraphEdges
} from '$lib/puzzle';
import { must } from './arbitraries';
import '../i18n/english-messages';

const SIDE = 3;
const NEIGHBOURS: number[][] = Array.from({ length: SIDE * SIDE }, (_, i) => {
	const [row, col] = [Math.floor(i / SIDE), i % SIDE];
	const next: number[] = [];
	if (row > 0) next.push(i - SIDE);
	if (row < SIDE - 1) next.push(i + SIDE);
	if (col > 0) next.push(i - 1);
	if (col < SIDE - 1) next.push(i + 1);
	return next;
});

/** Each state (cells joined) with its distance from the goal, in breadth-first order. */
function breadthFirst(goal: readonly number[]): {
	states: number[][];
	distance: Map<string, number>;
} {
	const distance = new Map([[goal.join(''), 0]]);
	const states = [[...goal]];
	for (let head = 0; head < states.length; head++) {
		const cells = states[head];
		const d = distance.get(cells.join('')) ?? 0;
		const blank = cells.indexOf(0);
		for (const target of NEIGHBOURS[blank]) {
			const next = [...cells];
			[next[blank], next[target]] = [next[target], 0];
			const key = next.join('');
			if (!distance.has(key)) {
				distance.set(key, d + 1);
				states.push(next);
			}
		}
	}
	return { states, distance };
}

/** Every arrangement of 0..n−1 (Heap's algorithm), each as a fresh array. */
function* allArrangements(n: number): Generator<number[]> {
	const cells = Array.from({ length: n }, (_, i) => i);
	const counters = new Array<number>(n).fill(0);
	yield [...cells];
	let i = 1;
	while (i < n) {
		if (counters[i] < i) {
			const j = i % 2 === 0 ? 0 : counters[i];
			[cells[j], cells[i]] = [cells[i], cells[j]];
			yield [...cells];
			counters[i]++;
			i = 1;
		} else {
			counters[i] = 0;
			i++;
		}
	}
}

const goal = goalBoard(SIDE, SIDE);
const { states, distance } = breadthFirst(goal.cells);

describe('the 8-puzzle state space, exhaustively', () => {
	it('has the published number of states at each distance (vectors §2)', () => {
		const layers: number[] = [];
		for (const d of distance.values()) layers[d] = (layers[d] ?? 0) + 1;
		expect(layers).toEqual([
			1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
			10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2
		]);
		expect(BigInt(states.length)).toBe(reachable(SIDE, SIDE));
	});

	it('puts the two 31-move states and the seed 000 boards at their distances', () => {
		const at = (text: string): number | undefined =>
			distance.get(must(parseBoard(text)).cells.join(''));
		expect(at('8 6 7 / 2 5 4 / 3 0 1')).toBe(31);
		expect(at('6 4 7 / 8 5 0 / 3 2 1')).toBe(31);
		expect(at('1234_5678')).toBe(14);
		expect(at('75126348_')).toBe(20);
	});

	it('calls solvable exactly the states the search reached, out of all 9! arrangements', () => {
		let solvable = 0;
		let mismatches = 0;
		for (const cells of allArrangements(SIDE * SIDE)) {
			const verdict = isSolvable(boardOf(SIDE, SIDE, cells), goal);
			if (verdict) solvable++;
			if (verdict !== distance.has(cells.join(''))) mismatches++;
		}
		expect(solvable).toBe(181440);
		expect(mismatches).toBe(0);
	});

	it('has misplaced ≤ Manhattan ≤ linear conflict ≤ true distance, and all three consistent', () => {
		const misplaced = compileHeuristic('misplaced', goal);
		const manhattan = compileHeuristic('manhattan', goal);
		const conflict = compileHeuristic('linear-conflict', goal);
		const heuristics = [misplaced, manhattan, conflict];
		let violations = 0;
		let edgeEnds = 0;
		for (const cells of states) {
			const [a, b, c] = heuristics.map((h) => h(cells));
			const d = distance.get(cells.join('')) ?? -1;
			if (!(a <= b && b <= c && c <= d)) violations++;
			const blank = cells.indexOf(0);
			for (const target of NEIGHBOURS[blank]) {
				edgeEnds++;
				const next = [...cells];
				[next[blank], next[target]] = [next[target], 0];
				for (const h of heuristics) if (Math.abs(h(cells) - h(next)) > 1) violations++;
			}
		}
		expect(violations).toBe(0);
		expect(BigInt(edgeEnds / 2)).toBe(reachableGraphEdges(SIDE, SIDE));
	});
});
