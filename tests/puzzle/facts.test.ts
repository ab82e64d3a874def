import { describe, expect, it } from 'vitest';
import {
	arrangements,
	blankMoveCount,
	branchingFactor,
	reachable,
	reachableGraphEdges,
	stateGraphEdges
} from '$lib/puzzle';
import '../i18n/english-messages';

describe('state-space facts', () => {
	it('counts arrangements (r·c)! and the reachable half', () => {
		expect(arrangements(2, 2)).toBe(24n);
		expect(arrangements(2, 3)).toBe(720n);
		expect(arrangements(2, 4)).toBe(40320n);
		expect(arrangements(3, 3)).toBe(362880n);
		expect(arrangements(4, 4)).toBe(20922789888000n);
		expect(reachable(2, 2)).toBe(12n);
		expect(reachable(3, 3)).toBe(181440n);
		expect(reachable(4, 4)).toBe(10461394944000n);
		expect(arrangements(8, 8)).toBe(
			126886932185884164103433389335161480802865516174545192198801894375214704230400000000000000n
		);
	});

	it('counts blank moves and the average branching factor', () => {
		expect(blankMoveCount(2, 2)).toBe(8);
		expect(blankMoveCount(3, 3)).toBe(24);
		expect(blankMoveCount(4, 4)).toBe(48);
		expect(blankMoveCount(2, 4)).toBe(20);
		expect(branchingFactor(2, 2)).toBe(2);
		expect(branchingFactor(3, 3)).toBeCloseTo(8 / 3, 12);
		expect(branchingFactor(4, 4)).toBe(3);
		expect(branchingFactor(5, 5)).toBeCloseTo(16 / 5, 12);
		expect(branchingFactor(2, 4)).toBe(2.5);
	});

	it('counts the edges of the state graph and of one component', () => {
		expect(stateGraphEdges(2, 2)).toBe(24n);
		expect(reachableGraphEdges(2, 2)).toBe(12n);
		expect(stateGraphEdges(3, 3)).toBe(483840n);
		expect(reachableGraphEdges(3, 3)).toBe(241920n);
		expect(stateGraphEdges(4, 4)).toBe((20922789888000n * 3n) / 2n);
	});
});
