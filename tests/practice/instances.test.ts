import { describe, expect, it } from 'vitest';
import { drawInstance, DISTANCES } from '$lib/practice/instances';
import { exactDistances, trueDistance } from '$lib/search/exact-distance';
import { goalBoard } from '$lib/puzzle/goal';
import { boardLinkText } from '$lib/config/play-link';

describe('practice instances', () => {
	const eightPuzzle = exactDistances(goalBoard(3, 3));
	const twoByThree = exactDistances(goalBoard(2, 3));

	it('draws a board at exactly the distance asked, the same one for the same seed', () => {
		for (const [kind, table] of [
			['3x3', eightPuzzle],
			['2x3', twoByThree]
		] as const) {
			for (let distance = DISTANCES[kind].min; distance <= DISTANCES[kind].max; distance++) {
				const spec = { kind, seed: `s${distance}`, distance };
				const drawn = drawInstance(spec);
				if (drawn.kind !== 'tile') throw new Error('a board was expected');
				expect(trueDistance(table, drawn.board)).toBe(distance);
				expect(drawn.distance).toBe(distance);
				expect(drawInstance(spec)).toEqual(drawn);
			}
		}
	});

	it('names the same boards on every machine', () => {
		const boards = ['lab', 'lab-2', 'week 3'].map((seed) => {
			const drawn = drawInstance({ kind: '3x3', seed, distance: 8 });
			return drawn.kind === 'tile' ? boardLinkText(drawn.board) : drawn.start;
		});
		expect(boards).toEqual(['1237_4865', '_13825476', '16245378_']);
	});

	it('draws every board of a layer: the four boards two moves from the 8-puzzle goal', () => {
		const seen = new Set<string>();
		for (let seed = 0; seed < 100; seed++) {
			const drawn = drawInstance({ kind: '3x3', seed: String(seed), distance: 2 });
			if (drawn.kind === 'tile') seen.add(boardLinkText(drawn.board));
		}
		expect(eightPuzzle.layers[2]).toBe(4);
		expect(seen.size).toBe(4);
	});

	it('draws a start city on the road map, never Bucharest, each of the twelve others in turn', () => {
		const starts = new Set<string>();
		for (let seed = 0; seed < 200; seed++) {
			const drawn = drawInstance({ kind: 'road-map', seed: String(seed), distance: 0 });
			if (drawn.kind !== 'road-map') throw new Error('a city was expected');
			expect(drawn.goal).toBe('B');
			starts.add(drawn.start);
		}
		expect([...starts].sort().join('')).toBe('ACDFLMPQRSTZ');
	});

	it('says which distances a board can be drawn at', () => {
		expect(() => drawInstance({ kind: '3x3', seed: 'x', distance: 21 })).toThrow(
			'A 3×3 board is drawn from 1 to 20 moves from the goal, not 21.'
		);
		expect(() => drawInstance({ kind: '2x3', seed: 'x', distance: 0 })).toThrow(
			'A 2×3 board is drawn from 1 to 21 moves from the goal, not 0.'
		);
		expect(() => drawInstance({ kind: '2x3', seed: 'x', distance: 2.5 })).toThrow(
			'A 2×3 board is drawn from 1 to 21 moves from the goal, not 2.5.'
		);
	});
});
