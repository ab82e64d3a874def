import { describe, expect, it } from 'vitest';
import { ROAD_MAP_ALGORITHMS, roadMapTrace } from '$lib/lessons/road-map-view';
import { drawQuestion } from '$lib/practice/questions';
import { drawSimulation, lastStepAsked } from '$lib/practice/simulation-question';

describe('the road map’s model answer', () => {
	it('is the road-map figure’s own run, step for step, up to the last step asked', () => {
		for (const algorithm of ROAD_MAP_ALGORITHMS) {
			for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
				const question = drawQuestion({
					type: 'simulate',
					algorithm,
					level: 'hard',
					seed,
					problem: 'road-map'
				});
				const route = question.route;
				if (route === undefined) throw new Error('a road-map question');
				const sim = drawSimulation(algorithm, 'road-map', seed, { distance: 0, steps: 8 });
				expect(question.modelStep).toBe(lastStepAsked(sim));
				const figure = roadMapTrace(algorithm, route.start);
				const practice = sim.run.trace;
				const last = Math.min((question.modelStep ?? 0) + 1, practice.length - 1);
				for (let step = 0; step <= last; step++) {
					const mine = practice.event(step);
					const theirs = figure.event(step);
					expect([theirs.type, 'node' in theirs ? theirs.node.id : null]).toEqual([
						mine.type,
						'node' in mine ? mine.node.id : null
					]);
				}
			}
		}
	});
});
