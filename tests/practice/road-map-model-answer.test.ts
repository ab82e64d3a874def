import { describe, expect, it } from 'vitest';
import {
	ROAD_MAP_ALGORITHMS,
	roadMapOptions,
	roadMapTrace,
	roadMapViewAt
} from '$lib/lessons/road-map-view';
import { describedOptions } from '$lib/search/descriptions';
import { readAssignment } from '$lib/practice/assignment';
import { questionsFor } from '$lib/practice/check';
import { roadMapInstance } from '$lib/practice/instances';
import { drawQuestion } from '$lib/practice/questions';
import { drawSimulation, lastStepAsked } from '$lib/practice/simulation-question';
import { SIMULATE_ALGORITHMS, SIMULATION_OPTIONS } from '$lib/practice/simulation';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

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

describe('the road map’s model answer', () => {
	it('plays every search practice simulates on the road map', () => {
		expect([...ROAD_MAP_ALGORITHMS].sort()).toEqual([...SIMULATE_ALGORITHMS].sort());
	});

	it('runs with the options practice runs with (ties first added first, w = 2)', () => {
		for (const algorithm of ROAD_MAP_ALGORITHMS) {
			expect(describedOptions(algorithm, roadMapOptions())).toEqual(
				describedOptions(algorithm, SIMULATION_OPTIONS)
			);
		}
	});

	it('is the road-map figure’s own run, event for event, as far as practice computed it', () => {
		for (const algorithm of ROAD_MAP_ALGORITHMS) {
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
				expect(question.modelStep).toBe(lastStepAsked(sim));
				const figure = roadMapTrace(algorithm, start);
				const practice = sim.run.trace;
				// The practice run stops at its expansion cap; up to there the two are one run.
				expect(practice.length).toBeLessThanOrEqual(figure.length);
				for (let step = 0; step < practice.length; step++) {
					expect(figure.event(step)).toEqual(practice.event(step));
				}
				expect(question.modelStep).toBeLessThan(practice.length);
				if (seed === 'a') {
					expect(`${start} ${question.modelStep}`).toBe(FROM_SEED_A[algorithm]);
				}
				// At the last step asked, the figure shows the bound the last part was asked under.
				const last = sim.parts.at(-1);
				if (last === undefined) throw new Error('a question asks something');
				figure.seek(question.modelStep ?? 0);
				const shown = roadMapViewAt(figure, algorithm).bound;
				if (last.bound === null) expect(shown).toBeNull();
				else expect(shown?.value).toBe(last.bound);
			}
		}
	});

	it('shows IDA*’s f bound at the last step asked, where the end-to-end test reaches it', () => {
		const query = 'v=1&algos=idastar&problem=road-map&n=1&key=map&seed=b';
		const [question] = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 'b');
		expect(question.instance).toEqual(roadMapInstance('M'));
		const figure = roadMapTrace('idastar', 'M');
		figure.seek(question.modelStep ?? 0);
		const view = roadMapViewAt(figure, 'idastar');
		expect(view.frontier.map((entry) => `${entry.id} ${entry.city} f ${entry.f}`)).toEqual([
			'4 D f 317',
			'5 L f 314'
		]);
		expect(view.message).toBe(
			'Expanded M (f 241 = g 0 + h 241): D added at g 75, f 317; L added at g 70, f 314. Next: D.'
		);
		expect(view).toMatchObject({
			step: 7,
			current: 'M',
			bound: { iteration: 3, kind: 'f', value: 317 }
		});
	});
});
