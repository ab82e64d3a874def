import { describe, expect, it } from 'vitest';
import { drawBoard, drawInstance, DISTANCES } from '$lib/practice/instances';
import { exactDistances, trueDistance } from '$lib/search/exact-distance';
import { goalBoard } from '$lib/puzzle/goal';
import { boardLinkText } from '$lib/config/play-link';

describe('practice instances', () => {
	const eightPuzzle = exactDistances(goalBoard(3, 3));
	const twoByThree = exactDistances(goalBoard(2, 3));

	it('draws a board at exactly the distance asked, the same one for the same seed', () => {
		for (const [size, table] of [
			['3x3', eightPuzzle],
			['2x3', twoByThree]
		] as const) {
			for (let distance = DISTANCES[size].min; distance <= DISTANCES[size].max; distance++) {
				const drawn = drawBoard(size, `s${distance}`, distance);
				expect(trueDistance(table, drawn.spec.board)).toBe(distance);
				expect(drawInstance({ problem: 'tile', size, seed: `s${distance}`, distance })).toEqual(
					drawn
				);
			}
		}
	});

	it('names the same boards on every machine', () => {
		const boards = ['lab', 'lab-2', 'week 3'].map((seed) => {
			return boardLinkText(drawBoard('3x3', seed, 8).spec.board);
		});
		expect(boards).toEqual(['1237_4865', '_13825476', '16245378_']);
	});

	it('draws every board of a layer: the four boards two moves from the 8-puzzle goal', () => {
		const seen = new Set<string>();
		for (let seed = 0; seed < 100; seed++) {
			seen.add(boardLinkText(drawBoard('3x3', String(seed), 2).spec.board));
		}
		expect(eightPuzzle.layers[2]).toBe(4);
		expect(seen.size).toBe(4);
	});

	it('draws a start city on the road map, never Bucharest, each of the twelve others in turn', () => {
		const starts = new Set<string>();
		for (let seed = 0; seed < 200; seed++) {
			const drawn = drawInstance({ problem: 'graph', seed: String(seed) });
			if (drawn.problem !== 'graph') throw new Error('a city was expected');
			expect(drawn.spec.goals).toEqual(['B']);
			starts.add(drawn.spec.start);
		}
		expect([...starts].sort().join('')).toBe('ACDFLMPQRSTZ');
	});

	it('says which distances a board can be drawn at', () => {
		expect(() => drawBoard('3x3', 'x', 21)).toThrow(
			'A 3×3 board is drawn from 1 to 20 moves from the goal, not 21.'
		);
		expect(() => drawBoard('2x3', 'x', 0)).toThrow(
			'A 2×3 board is drawn from 1 to 21 moves from the goal, not 0.'
		);
		expect(() => drawBoard('2x3', 'x', 2.5)).toThrow(
			'A 2×3 board is drawn from 1 to 21 moves from the goal, not 2.5.'
		);
	});
});
