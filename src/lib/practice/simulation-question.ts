/**
 * The words of a simulate question: its task and the road map's conventions (its parts, under
 * each detail, are step-details.ts's). The run and every answer come from simulation.ts, which
 * reads them off the engine.
 */

import type { SimulationProblem } from './simulation';
import type { AlgorithmName } from '../search/algorithms';
import { DESCRIPTIONS } from '../search/descriptions';
import { runRuleMessages } from '../search/rule-messages';
import { nothingToAsk } from './draw-errors';
import { rulesSentence } from './practice-words';
import { message, type MessageId, type MessageRef } from '../messages';
import { CITY_NAMES, type City } from '../domains/graph';
import type { InstanceSpec } from './instances';
import { simulation, SIMULATION_OPTIONS, type Simulation } from './simulation';
import { valueKeyOf, type StepDetail } from './step-details';

/** A level's simulation: how far from the goal a board is drawn, and how many parts to ask. */
export interface SimulationLevel {
	readonly distance: number;
	readonly steps: number;
}

/**
 * A search under a growing f bound (IDA*) draws its boards this many moves farther: near the
 * goal the Manhattan distance is often exact, every bound holds, and the search walks straight
 * to the goal with nothing to ask.
 */
const F_BOUND_EXTRA_DISTANCE = 8;

/** Draws of an instance with nothing to ask (the goal one step away) before giving up. */
const MAX_DRAWS = 20;

/**
 * The simulation a question asks: a 2×3 board for the blind searches (its frontier stays short
 * enough to work by hand), the 8-puzzle for the informed ones, or the road map (from `start`
 * when the teacher chose one). An instance
 * whose run asks nothing (the goal found at once) is drawn again from the next seed,
 * `<seed>/2`, `<seed>/3`, … so that the same spec always gives the same question.
 */
export function drawSimulation(
	algorithm: AlgorithmName,
	problem: SimulationProblem,
	seed: string,
	level: SimulationLevel,
	start?: City
): Simulation {
	const { informed, bound } = DESCRIPTIONS[algorithm];
	// The road map has no distance to draw at: a seed draws one city whatever the level.
	const instance = (drawSeed: string): InstanceSpec =>
		problem === 'graph'
			? { problem, seed: drawSeed, ...(start !== undefined ? { start } : {}) }
			: {
					problem,
					size: informed ? '3x3' : '2x3',
					seed: drawSeed,
					distance: level.distance + (bound === 'f' ? F_BOUND_EXTRA_DISTANCE : 0)
				};
	let sim: Simulation | null = null;
	for (let draw = 1; draw <= MAX_DRAWS && (sim === null || sim.parts.length === 0); draw++) {
		sim = simulation({
			instance: instance(draw === 1 ? seed : `${seed}/${draw}`),
			algorithm,
			steps: level.steps
		});
	}
	if (sim === null || sim.parts.length === 0) {
		throw nothingToAsk(DESCRIPTIONS[algorithm].names.subject);
	}
	return sim;
}

/**
 * "Perform A* search from Arad (A) to Bucharest (B) on the road map: for each expansion, …",
 * with what each step asks under `detail`.
 */
export function simulationTask(sim: Simulation, detail: StepDetail): MessageRef {
	const { algorithm } = sim.spec;
	const { instance } = sim;
	const from =
		instance.problem === 'tile'
			? message('practice_ends_board', {})
			: message('practice_from_road_map', {
					start: cityText(instance.spec.start),
					goal: cityText(instance.spec.goals[0])
				});
	const bound = DESCRIPTIONS[algorithm].bound;
	const list = message(bound === null ? 'practice_the_frontier' : 'practice_the_stack', {});
	const key = detail === 'pick' ? null : valueKeyOf(sim);
	const then =
		detail === 'order'
			? message('practice_then_order', { list })
			: message('practice_then_pick', {});
	const what =
		key !== null
			? message('practice_what_values', { value: message(VALUE_IDS[key], {}), list, then })
			: detail === 'order'
				? message('practice_what_order', { then })
				: message('practice_what_pick', { list });
	return message('practice_simulate_task', {
		algorithm: DESCRIPTIONS[algorithm].names.inSentence,
		from,
		what:
			bound === null
				? what
				: message(bound === 'depth' ? 'practice_what_next_limit' : 'practice_what_next_bound', {
						what
					})
	});
}

/** The value each new node is asked, by its key, as the task names it. */
const VALUE_IDS: Readonly<Record<'g' | 'h' | 'f', MessageId & `practice_value_${string}`>> = {
	g: 'practice_value_g',
	h: 'practice_value_h',
	f: 'practice_value_f'
};

/** "Arad (A)". */
function cityText(city: City): string {
	return `${CITY_NAMES[city]} (${city})`;
}

/** The rules a road-map run follows that decide its answers, as a student reads them first. */
export function roadMapConventions(algorithm: AlgorithmName): MessageRef {
	const rules = [message('practice_rule_road_cost', {})];
	if (DESCRIPTIONS[algorithm].informed) rules.push(message('practice_rule_road_h', {}));
	rules.push(...runRuleMessages(algorithm, SIMULATION_OPTIONS));
	return rulesSentence(message('practice_rule_road_children', {}), rules);
}

/** The run's step at the last part asked: where the model answer opens the playground. */
export function lastStepAsked(sim: Simulation): number {
	const last = sim.parts.at(-1);
	return last === undefined ? 0 : last.kind === 'pick' ? last.question.step : last.step;
}
