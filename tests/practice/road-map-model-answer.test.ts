import { describe, expect, it } from 'vitest';
import { GRAPH_PLAY_DEFAULTS, playRunOptions, readPlayLink } from '$lib/config/play-link';
import { runConfigOf } from '$lib/config/play-run';
import { collectSearch } from '$lib/player/run-config';
import { ALGORITHM_NAMES } from '$lib/search/algorithms';
import { describedOptions, DESCRIPTIONS, keepsFrontier } from '$lib/search/descriptions';
import { readAssignment } from '$lib/practice/assignment';
import { questionsFor } from '$lib/practice/check';
import { roadMapInstance } from '$lib/practice/instances';
import { drawQuestion } from '$lib/practice/questions';
import { drawSimulation, lastStepAsked } from '$lib/practice/simulation-question';
import { SIMULATE_ALGORITHMS, SIMULATION_OPTIONS } from '$lib/practice/simulation';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Every search that keeps a frontier: what practice simulates on the road map. */
const FRONTIER_ALGORITHMS = ALGORITHM_NAMES.filter((name) => keepsFrontier(DESCRIPTIONS[name]));

/** Each search's question from seed "a": its start, and the step the model answer opens at. */
const FROM_SEED_A: Readonly<Record<string, string>> = {
	bfs: 'Z 5',
	dfs: 'Z 4',
	iddfs: 'Z 15',
	ucs: 'Z 8',
	greedy: 'Z 4',
	astar: 'Z 7',
	wastar: 'Z 4',
	idastar: 'Z 16'
};

/** The model answer's link as the playground reads it: its run, opened and computed, at its step. */
function linkedRun(query: string | null) {
	const { config, notices } = readPlayLink(new URLSearchParams(query ?? ''));
	expect(notices).toEqual([]);
	if (config.problem !== 'graph') throw new Error('a road-map link');
	const { trace } = collectSearch(runConfigOf(config));
	trace.seek(config.step);
	return { config, trace };
}

describe('the road map’s model answer', () => {
	it('is offered for every search practice simulates on the road map', () => {
		expect([...FRONTIER_ALGORITHMS].sort()).toEqual([...SIMULATE_ALGORITHMS].sort());
	});

	it('runs with the options practice runs with (ties first added first, w = 2)', () => {
		for (const algorithm of FRONTIER_ALGORITHMS) {
			const link = { ...GRAPH_PLAY_DEFAULTS['road-map'], algorithm };
			expect(describedOptions(algorithm, playRunOptions(link))).toEqual(
				describedOptions(algorithm, { ...SIMULATION_OPTIONS, maxExpansions: link.maxExpansions })
			);
		}
	});

	it('is the playground’s run, event for event, as far as practice computed it', () => {
		for (const algorithm of FRONTIER_ALGORITHMS) {
			for (const seed of SEEDS) {
				const question = drawQuestion({
					type: 'simulate',
					algorithm,
					level: 'hard',
					seed,
					problem: 'graph'
				});
				const { instance } = question;
				if (instance.problem !== 'graph') throw new Error('a road-map question');
				expect(instance.spec.goals).toEqual(['B']);
				const { start } = instance.spec;
				const sim = drawSimulation(algorithm, 'graph', seed, { distance: 0, steps: 8 });
				const { config, trace } = linkedRun(question.modelAnswer);
				expect(config).toMatchObject({ algorithm, start, goal: 'B', step: lastStepAsked(sim) });
				const practice = sim.run.trace;
				// The practice run stops at its expansion cap; up to there the two are one run.
				expect(practice.length).toBeLessThanOrEqual(trace.length);
				for (let step = 0; step < practice.length; step++) {
					expect(trace.event(step)).toEqual(practice.event(step));
				}
				expect(config.step).toBeLessThan(practice.length);
				if (seed === 'a') expect(`${start} ${config.step}`).toBe(FROM_SEED_A[algorithm]);
				// At the last step asked, the playground shows the bound the last part was asked under.
				const last = sim.parts.at(-1);
				if (last === undefined) throw new Error('a question asks something');
				const { bound } = trace.stats();
				if (last.bound === null) expect(bound).toBeNull();
				else expect(bound).toBe(last.bound);
			}
		}
	});

	it('shows IDA*’s f bound at the last step asked, where the end-to-end test reaches it', () => {
		const query = 'v=1&algos=idastar&problem=road-map&n=1&key=map&seed=b';
		const [question] = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 'b');
		expect(question.instance).toEqual(roadMapInstance('M'));
		expect(question.modelAnswer).toBe('v=1&problem=road-map&start=M&algo=idastar&step=7');
		const { trace } = linkedRun(question.modelAnswer);
		expect(
			trace.frontierRows(10).rows.map((row) => `${row.id} ${String(row.state)} f ${row.f}`)
		).toEqual(['4 D f 317', '5 L f 314']);
		expect(trace.stats()).toMatchObject({ iteration: 3, boundKind: 'f', bound: 317 });
		const event = trace.event(7);
		expect(event.type === 'expand' ? event.node.state : null).toBe('M');
	});
});
