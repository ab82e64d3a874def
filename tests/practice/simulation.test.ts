import { describe, expect, it } from 'vitest';
import {
	replayAnswers,
	simulation,
	type Simulation,
	type SimulationPart,
	type SimulationSpec
} from '$lib/practice/simulation';
import { ALGORITHMS } from '$lib/search/algorithms';
import { roadMapProblem } from '$lib/domains/graph';
import { roadMapInstance } from '$lib/practice/instances';
import { tileProblem } from '$lib/search/tile-problem';
import { boardLinkText, type TilePlayConfig } from '$lib/config/play-link';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';

const ASTAR: SimulationSpec = {
	instance: { problem: 'tile', size: '3x3', seed: 'week-3', distance: 8 },
	algorithm: 'astar',
	steps: 5
};

const configOf = (sim: Simulation): TilePlayConfig => {
	if (sim.config === null) throw new Error('a board');
	return sim.config;
};

/** The node each expansion takes and each new bound, in the engine's own run, in order. */
function engineRun(sim: Simulation): { taken: number[]; bounds: number[] } {
	const { algorithm } = sim.spec;
	const { instance } = sim;
	const problem =
		instance.problem === 'graph'
			? roadMapProblem(instance.spec.start, instance.spec.goals[0])
			: tileProblem(configOf(sim).board, { heuristic: 'manhattan' });
	const run = ALGORITHMS[algorithm].run(problem, {});
	const taken: number[] = [];
	const bounds: number[] = [];
	for (let next = run.next(); next.done !== true && taken.length < 40; next = run.next()) {
		const event = next.value;
		if (event.type === 'expand' || event.type === 'goal') taken.push(event.node.id);
		if (event.type === 'iteration') bounds.push(event.bound);
	}
	return { taken, bounds };
}

/** What each part expects: a node's number, or a bound. */
const answersOf = (parts: readonly SimulationPart[]): number[] =>
	parts.map((part) => (part.kind === 'pick' ? part.question.answer : part.next));

/** The parts in short: "pick 2 of 2,3", "bound 0 → 1". */
const shapeOf = (parts: readonly SimulationPart[]): string[] =>
	parts.map((part) =>
		part.kind === 'pick'
			? `pick ${part.question.answer} of ${part.question.choices.map((c) => c.id).join(',')}`
			: `bound ${part.bound} → ${part.next}`
	);

/** The ids of the nodes the engine itself expands after the start, for the same board and algorithm. */
function engineOrder(spec: SimulationSpec, count: number): number[] {
	return engineRun(simulation(spec)).taken.slice(1, count + 1);
}

describe('simulate mode', () => {
	it('asks for each expansion in turn, and its answers are the engine’s own order', () => {
		for (const algorithm of ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'] as const) {
			const spec = {
				...ASTAR,
				algorithm,
				instance: { problem: 'tile' as const, size: '2x3' as const, seed: algorithm, distance: 6 }
			};
			const sim = simulation(spec);
			const picks = sim.parts.flatMap((part) => (part.kind === 'pick' ? [part.question] : []));
			expect(picks).toHaveLength(sim.parts.length);
			expect(picks.map((q) => q.step)).toEqual(picks.map((_, i) => i + 1));
			expect(picks.map((q) => q.answer)).toEqual(engineOrder(spec, picks.length));
		}
	});

	it('draws the same board and questions for the same spec', () => {
		const sim = simulation(ASTAR);
		expect(boardLinkText(configOf(sim).board)).toBe('4137_5826');
		expect(simulation(ASTAR).parts).toEqual(sim.parts);
		expect(answersOf(sim.parts)).toEqual([2, 4, 5, 8, 9]);
	});

	it('searches a 2×3 board as drawn, not the default 8-puzzle its link text alone would give', () => {
		const sim = simulation({
			...ASTAR,
			algorithm: 'bfs',
			instance: { problem: 'tile', size: '2x3', seed: 'x', distance: 4 }
		});
		expect([configOf(sim).board.rows, configOf(sim).board.cols]).toEqual([2, 3]);
		expect([configOf(sim).goal.rows, configOf(sim).goal.cols]).toEqual([2, 3]);
	});

	it('replays first tries: every right answer scores, a wrong one is explained', () => {
		const sim = simulation(ASTAR);
		const right = answersOf(sim.parts);
		expect(replayAnswers(sim, right)).toMatchObject({ score: 5, extra: 0, missing: 0 });
		const wrongFirst = [...right];
		wrongFirst[1] = right[1] === 1 ? 2 : 1;
		const replay = replayAnswers(sim, wrongFirst);
		expect(replay.score).toBe(4);
		expect(replay.verdicts[1]).toEqual({
			correct: false,
			headline: `Not this one: the search takes node ${right[1]}.`,
			reason:
				'A* takes the lowest f = g + h: that is node 4 (f 8 = g 1 + h 7), not node 1 (f 10 = g 1 + h 9). 2 entries share f 8 (nodes 4 and 5); the tie-break (first added first) picks node 4.'
		});
		// An answer naming no entry, and answers short of or beyond the questions, are said.
		expect(replayAnswers(sim, [99, ...right.slice(1)]).verdicts[0]).toBeNull();
		expect(replayAnswers(sim, right.slice(0, 3))).toMatchObject({ score: 3, missing: 2, extra: 0 });
		expect(replayAnswers(sim, [...right, 1])).toMatchObject({ score: 5, missing: 0, extra: 1 });
	});

	it('says what it cannot simulate', () => {
		expect(() => simulation({ ...ASTAR, algorithm: 'walk' })).toThrow(
			'Simulate mode runs bfs, dfs, ucs, greedy, astar, wastar, iddfs, idastar; walk takes no entry off a frontier at each step.'
		);
		expect(() => simulation({ ...ASTAR, steps: 13 })).toThrow(
			'A simulation asks 1 to 12 parts, not 13.'
		);
	});

	it('performs iterative deepening: picks within each depth limit, and the next limit between', () => {
		const spec: SimulationSpec = {
			instance: { problem: 'tile', size: '2x3', seed: 'week-3', distance: 6 },
			algorithm: 'iddfs',
			steps: 8
		};
		const sim = simulation(spec);
		expect(boardLinkText(configOf(sim).board)).toBe('135_42');
		// The restart's root, alone on the stack, is not asked, nor is any entry alone there.
		expect(shapeOf(sim.parts)).toEqual([
			'bound 0 → 1',
			'pick 2 of 2,3',
			'bound 1 → 2',
			'pick 5 of 5,6',
			'pick 7 of 6,7',
			'pick 8 of 8,9',
			'bound 2 → 3',
			'pick 11 of 11,12'
		]);
		const { taken, bounds } = engineRun(sim);
		// Every limit asked is the engine's next one; every pick is a node the engine takes.
		expect(sim.parts.flatMap((part) => (part.kind === 'next-bound' ? [part.next] : []))).toEqual(
			bounds.slice(1, 4)
		);
		for (const part of sim.parts) {
			if (part.kind === 'pick') expect(taken).toContain(part.question.answer);
		}
		expect(sim.parts[3]).toMatchObject({ kind: 'pick', expansion: 6, bound: 2 });
		const fourth = sim.parts[3];
		expect(fourth.kind === 'pick' ? fourth.expanded.map((node) => practiceText(node)) : []).toEqual(
			['node 4 (the start)']
		);
	});

	it('performs IDA*: each next bound is the one the engine’s iteration event states', () => {
		const sim = simulation({
			instance: { problem: 'tile', size: '3x3', seed: 'week-3', distance: 12 },
			algorithm: 'idastar',
			steps: 6
		});
		expect(boardLinkText(configOf(sim).board)).toBe('513427_86');
		expect(shapeOf(sim.parts)).toEqual([
			'bound 8 → 10',
			'pick 2 of 2,3',
			'pick 4 of 3,4',
			'pick 5 of 3,5',
			'pick 6 of 3,6',
			'pick 7 of 3,7,8'
		]);
		expect(engineRun(sim).bounds.slice(0, 2)).toEqual([8, 10]);
		const road = simulation({
			instance: { problem: 'graph', seed: 'x' },
			algorithm: 'idastar',
			steps: 6
		});
		expect(road.instance).toEqual(roadMapInstance('T'));
		const bounds = road.parts.flatMap((part) => (part.kind === 'next-bound' ? [part.next] : []));
		expect(bounds).toEqual([355, 422, 484, 498]);
		expect(bounds).toEqual(engineRun(road).bounds.slice(1, 5));
	});

	it('performs a search on the road map: cities, and the engine’s own order', () => {
		const spec: SimulationSpec = {
			instance: { problem: 'graph', seed: 'week-3' },
			algorithm: 'astar',
			steps: 6
		};
		const sim = simulation(spec);
		expect([sim.config, sim.instance]).toEqual([null, roadMapInstance('M')]);
		expect(answersOf(sim.parts)).toEqual([2, 1, 4, 5, 7]);
		expect(answersOf(sim.parts)).toEqual(engineOrder(spec, 5));
		const first = sim.parts[0];
		if (first.kind !== 'pick') throw new Error('a pick');
		expect(first.question.choices).toEqual([
			{ id: 1, parent: 0, board: null, notation: 'D, Drobeta', g: 75, h: 242, f: 317, depth: 1 },
			{ id: 2, parent: 0, board: null, notation: 'L, Lugoj', g: 70, h: 244, f: 314, depth: 1 }
		]);
		expect(first.expanded.map((node) => practiceText(node))).toEqual(['node 0 (M)']);
		const replay = replayAnswers(sim, [1, 1, 4, 5, 7]);
		expect(replay.score).toBe(4);
		expect(verdictText(replay.verdicts[0] ?? null)?.reason).toBe(
			'A* takes the lowest f = g + h: that is node 2 (f 314 = g 70 + h 244), not node 1 (f 317 = g 75 + h 242).'
		);
	});
});
