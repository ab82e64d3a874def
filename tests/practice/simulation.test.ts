import { describe, expect, it } from 'vitest';
import { replayAnswers, simulation, type SimulationSpec } from '$lib/practice/simulation';
import { ALGORITHMS } from '$lib/search/algorithms';
import { tileProblem } from '$lib/search/tile-problem';
import { boardLinkText } from '$lib/config/play-link';

const ASTAR: SimulationSpec = {
	instance: { kind: '3x3', seed: 'week-3', distance: 8 },
	algorithm: 'astar',
	steps: 5
};

/** The ids of the nodes the engine itself expands after the start, for the same board and algorithm. */
function engineOrder(spec: SimulationSpec, count: number): number[] {
	const sim = simulation(spec);
	const run = ALGORITHMS[spec.algorithm].run(
		tileProblem(sim.config.board, { heuristic: 'manhattan' }),
		{}
	);
	const ids: number[] = [];
	for (let next = run.next(); next.done !== true && ids.length < count + 1; next = run.next()) {
		if (next.value.type === 'expand' || next.value.type === 'goal') ids.push(next.value.node.id);
	}
	return ids.slice(1);
}

describe('simulate mode', () => {
	it('asks for each expansion in turn, and its answers are the engine’s own order', () => {
		for (const algorithm of ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'] as const) {
			const spec = {
				...ASTAR,
				algorithm,
				instance: { kind: '2x3' as const, seed: algorithm, distance: 6 }
			};
			const sim = simulation(spec);
			expect(sim.questions.map((q) => q.step)).toEqual(sim.questions.map((_, i) => i + 1));
			expect(sim.questions.map((q) => q.answer)).toEqual(engineOrder(spec, sim.questions.length));
		}
	});

	it('draws the same board and questions for the same spec', () => {
		const sim = simulation(ASTAR);
		expect(boardLinkText(sim.config.board)).toBe('4137_5826');
		expect(simulation(ASTAR).questions).toEqual(sim.questions);
		expect(sim.questions).toHaveLength(5);
		expect(sim.questions.map((q) => q.answer)).toEqual([2, 4, 5, 8, 9]);
	});

	it('searches a 2×3 board as drawn, not the default 8-puzzle its link text alone would give', () => {
		const sim = simulation({
			...ASTAR,
			algorithm: 'bfs',
			instance: { kind: '2x3', seed: 'x', distance: 4 }
		});
		expect([sim.config.board.rows, sim.config.board.cols]).toEqual([2, 3]);
		expect([sim.config.goal.rows, sim.config.goal.cols]).toEqual([2, 3]);
	});

	it('replays first tries: every right answer scores, a wrong one is explained', () => {
		const sim = simulation(ASTAR);
		const right = sim.questions.map((q) => q.answer);
		expect(replayAnswers(sim, right)).toMatchObject({ score: 5, extra: 0, missing: 0 });
		const wrongFirst = [...right];
		wrongFirst[1] = right[1] === 1 ? 2 : 1;
		const replay = replayAnswers(sim, wrongFirst);
		expect(replay.score).toBe(4);
		expect(replay.verdicts[1]).toEqual({
			correct: false,
			headline: `Not this one: the search takes node ${right[1]}.`,
			reason:
				'A* takes the lowest f = g + h: that is node 4 (f 8 = g 1 + h 7), not node 1 (f 10 = g 1 + h 9). 2 entries share f 8 (nodes 4, 5); the tie-break (first added first) picks node 4.'
		});
		// An answer naming no entry, and answers short of or beyond the questions, are said.
		expect(replayAnswers(sim, [99, ...right.slice(1)]).verdicts[0]).toBeNull();
		expect(replayAnswers(sim, right.slice(0, 3))).toMatchObject({ score: 3, missing: 2, extra: 0 });
		expect(replayAnswers(sim, [...right, 1])).toMatchObject({ score: 5, missing: 0, extra: 1 });
	});

	it('says what it cannot simulate', () => {
		expect(() => simulation({ ...ASTAR, algorithm: 'iddfs' })).toThrow(
			'Simulate mode runs bfs, dfs, ucs, greedy, astar, wastar; iddfs does not take one entry off a frontier per step.'
		);
		expect(() => simulation({ ...ASTAR, steps: 13 })).toThrow(
			'A simulation performs 1 to 12 expansions, not 13.'
		);
		expect(() =>
			simulation({ ...ASTAR, instance: { kind: 'road-map', seed: 'x', distance: 0 } })
		).toThrow('Simulate mode draws boards; the road map comes later.');
	});
});
