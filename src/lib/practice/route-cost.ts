/**
 * "Which route does this search return on the road map, and what does it cost?" — the classic
 * exercise on AIMA's map of Romania, where the roads have lengths: breadth-first search returns
 * the route with the fewest roads (Arad → Sibiu → Fagaras → Bucharest, 450 km), uniform-cost
 * search and A* the cheapest (418 km, through Rimnicu Vilcea and Pitesti), greedy best-first
 * search whatever its straight-line estimates lead it to. On a board every move costs 1, so a
 * path's cost is its length; here the two differ, which is the point.
 *
 * The start city is the teacher's choice, or else drawn from the seed among the cities a given
 * number of roads from Bucharest (the level). Both answers, and the cheapest route the explanation compares with,
 * are read from the engine's own runs.
 */

import { createRng } from '../puzzle/rng';
import { algorithmNameMessage, DESCRIPTIONS } from '../search/descriptions';
import type { SearchNode } from '../search/events';
import { CITIES, CITY_NAMES, type City } from '../domains/graph';
import { collectSearch, solveSearch } from '../player';
import { assertChosenStart, ROAD_MAP_GOAL, roadMapInstance } from './instances';
import {
	roadMapAnswerQuery,
	type Level,
	type PracticeQuestion,
	type QuestionSpec
} from './question-spec';
import { SIMULATION_OPTIONS } from './simulation';
import { roadMapConventions } from './simulation-question';
import { message, type MessageRef } from '../messages';
import { noPathReturned } from './draw-errors';

/**
 * How many roads from Bucharest the start city lies, by level: the farther, the more of the
 * map a search explores before it returns (cities two roads away: Sibiu, Rimnicu Vilcea,
 * Craiova; three: Arad, Oradea, Drobeta; four or five: Zerind, Timisoara, Mehadia, Lugoj).
 */
export const ROUTE_COST_ROADS: Readonly<Record<Level, { min: number; max: number }>> = {
	easy: { min: 2, max: 2 },
	medium: { min: 3, max: 3 },
	hard: { min: 4, max: Infinity }
};

/** The fewest roads from `city` to Bucharest, read from breadth-first search's own run. */
function roadsToGoal(city: City): number {
	const { path } = solveSearch<City>({
		algorithm: 'bfs',
		...roadMapInstance(city),
		options: SIMULATION_OPTIONS
	});
	return path.length - 1;
}

/** The cities a level draws its start among, in alphabetical order of their letters. */
export function routeCostStarts(level: Level): City[] {
	const { min, max } = ROUTE_COST_ROADS[level];
	return CITIES.filter((city) => {
		if (city === ROAD_MAP_GOAL) return false;
		const roads = roadsToGoal(city);
		return roads >= min && roads <= max;
	});
}

/** "Arad → Sibiu → Fagaras → Bucharest". */
function routeText(path: readonly SearchNode<City>[]): string {
	return path.map((node) => CITY_NAMES[node.state]).join(' → ');
}

/** "140 + 99 + 211 = 450": each road's length, from the path's own g values. */
function costSum(path: readonly SearchNode<City>[]): string {
	const roads = path.slice(1).map((node, i) => node.g - path[i].g);
	const total = path.at(-1)?.g ?? 0;
	return roads.length === 1 ? String(total) : `${roads.join(' + ')} = ${total}`;
}

export function routeCostQuestion(spec: QuestionSpec): PracticeQuestion {
	const starts = routeCostStarts(spec.level);
	const start =
		spec.start ?? starts[createRng(`route-cost/${spec.level}/${spec.seed}`).int(starts.length)];
	if (spec.start !== undefined) assertChosenStart(spec.start);
	const instance = roadMapInstance(start);
	const { events, result } = collectSearch<City>({
		algorithm: spec.algorithm,
		...instance,
		options: SIMULATION_OPTIONS
	});
	if (result.outcome !== 'goal' || result.cost === null) {
		throw noPathReturned(DESCRIPTIONS[spec.algorithm].names.subject, result.outcome);
	}
	// Uniform-cost search returns a cheapest route: road lengths are positive.
	const cheapest = solveSearch<City>({
		algorithm: 'ucs',
		...instance,
		options: SIMULATION_OPTIONS
	});
	const cheapestCost = cheapest.cost ?? result.cost;
	const roads = result.path.length - 1;
	const { names, optimalWhen } = DESCRIPTIONS[spec.algorithm];
	const comparison: MessageRef =
		result.cost === cheapestCost
			? message('practice_rc_cheapest', {})
			: message('practice_rc_dearer', {
					extra: result.cost - cheapestCost,
					route: routeText(cheapest.path),
					cheapest: cheapestCost,
					why:
						optimalWhen !== null
							? message('practice_rc_optimal_when', {
									algorithm: names.inSentence,
									when: optimalWhen
								})
							: message('practice_rc_no_promise', { algorithm: names.inSentence })
				});
	return {
		spec,
		task: message('practice_rc_task', {
			algorithm: algorithmNameMessage(spec.algorithm, 'inSentence'),
			startName: CITY_NAMES[start],
			start,
			goalName: CITY_NAMES[ROAD_MAP_GOAL],
			goal: ROAD_MAP_GOAL
		}),
		conventions: roadMapConventions(spec.algorithm),
		instance,
		parts: [
			{
				kind: 'number',
				prompt: message('practice_rc_roads_prompt', {}),
				answer: roads,
				explanation: message('practice_rc_roads_explanation', {
					algorithm: names.label,
					route: routeText(result.path),
					roads: message('count_roads', { count: roads })
				})
			},
			{
				kind: 'number',
				prompt: message('practice_rc_cost_prompt', {}),
				answer: result.cost,
				explanation: message('practice_rc_cost_explanation', {
					sum: costSum(result.path),
					comparison
				})
			}
		],
		// The playground opens on the run's last step: the goal found, the route drawn.
		modelRun: 'route',
		modelAnswer: roadMapAnswerQuery(
			spec.algorithm,
			instance.spec.start,
			instance.spec.goals[0],
			events.length - 1
		)
	};
}
