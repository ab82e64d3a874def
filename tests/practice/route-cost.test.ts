import { describe, expect, it } from 'vitest';
import '../i18n/english-messages';
import { collectSearch } from '$lib/player/run-config';
import { DESCRIPTIONS, keepsFrontier } from '$lib/search/descriptions';
import { ALGORITHM_NAMES } from '$lib/search/algorithms';
import { readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { resultCode } from '$lib/practice/result-code';
import { LEVELS, TYPE_ALGORITHMS, type QuestionSpec } from '$lib/practice/question-spec';
import { drawQuestion, expectedAnswer, judgePart } from '$lib/practice/questions';
import { roadMapInstance } from '$lib/practice/instances';
import { routeCostStarts } from '$lib/practice/route-cost';
import { SIMULATE_ALGORITHMS } from '$lib/practice/simulation';
import { ALGORITHMS, type AlgorithmName } from '$lib/search/algorithms';
import { roadMapProblem, ROADS, ROMANIA, type City } from '$lib/domains/graph';
import { runToEnd } from '$lib/search/run';
import { practiceText, verdictText } from '$lib/components/practice/practice-text';

/** Every search that keeps a frontier: what practice asks about on the road map. */
const FRONTIER_ALGORITHMS = ALGORITHM_NAMES.filter((name) => keepsFrontier(DESCRIPTIONS[name]));

const spec = (overrides: Partial<QuestionSpec>): QuestionSpec => ({
	type: 'route-cost',
	algorithm: 'bfs',
	level: 'medium',
	seed: 'unit',
	...overrides
});

/** A road's length, read from the map's own list (either direction). */
function roadLength(a: City, b: City): number {
	const road = ROADS.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
	if (road === undefined) throw new Error(`no road ${a}–${b}`);
	return road[2];
}

describe('the route a search returns on the road map, and its cost', () => {
	it('draws its start among the cities a level’s number of roads from Bucharest', () => {
		expect(routeCostStarts('easy')).toEqual(['C', 'R', 'S']);
		expect(routeCostStarts('medium')).toEqual(['A', 'D', 'Q']);
		expect(routeCostStarts('hard')).toEqual(['L', 'M', 'T', 'Z']);
	});

	it('is drawn the same for the same seed, and asks every search the road-map figure plays', () => {
		// The simulate question's list (pinned in question-spec.test.ts), every one the figure plays.
		expect(TYPE_ALGORITHMS['route-cost']).toEqual(SIMULATE_ALGORITHMS);
		expect([...SIMULATE_ALGORITHMS].sort()).toEqual([...FRONTIER_ALGORITHMS].sort());
		for (const level of LEVELS) {
			expect(drawQuestion(spec({ level }))).toEqual(drawQuestion(spec({ level })));
		}
	});

	it('asks breadth-first search from Oradea: 3 roads and 461, with the cheapest route beside it', () => {
		const question = drawQuestion(spec({ seed: 's3' }));
		expect(question.instance).toEqual(roadMapInstance('Q'));
		expect(practiceText(question.task)).toBe(
			'Which route does breadth-first search return from Oradea (Q) to Bucharest (B) on the road map, and what does it cost?'
		);
		expect(question.parts.map((part) => expectedAnswer(part))).toEqual([3, 461]);
		expect(question.parts.map((part) => (part.kind === 'number' ? part.explanation : ''))).toEqual([
			'Breadth-first search returns Oradea → Sibiu → Fagaras → Bucharest: 3 roads.',
			'151 + 99 + 211 = 461; 32 more than the cheapest, Oradea → Sibiu → Rimnicu Vilcea → Pitesti → Bucharest at 429: breadth-first search is optimal when every step costs the same (it finds the fewest actions), and the roads here differ in length.'
		]);
		expect(verdictText(judgePart(question, 1, 429))).toEqual({
			correct: false,
			headline: 'Not quite: it is 461.',
			reason: question.parts[1].kind === 'number' ? question.parts[1].explanation : ''
		});
	});

	it('says A* from the same city returns the cheapest route', () => {
		const question = drawQuestion(spec({ seed: 's3', algorithm: 'astar' }));
		expect(question.parts.map((part) => expectedAnswer(part))).toEqual([4, 429]);
		expect(question.parts[1].kind === 'number' && practiceText(question.parts[1].explanation)).toBe(
			'151 + 80 + 97 + 101 = 429; the cheapest route there is.'
		);
	});

	it('reads every answer off the engine’s run, and the cost off the map’s roads, for many seeds', () => {
		const algorithms = TYPE_ALGORITHMS['route-cost'] ?? [];
		for (const algorithm of algorithms as readonly AlgorithmName[]) {
			for (const level of LEVELS) {
				for (let s = 0; s < 12; s++) {
					const question = drawQuestion(spec({ algorithm, level, seed: `s${s}` }));
					const { instance } = question;
					if (instance.problem !== 'graph' || 'exam' in instance)
						throw new Error('a road-map question');
					const result = runToEnd(
						ALGORITHMS[algorithm].run(roadMapProblem(instance.spec.start), {
							tieBreak: 'fifo',
							weight: 2
						})
					);
					const cities = result.path.map((node) => node.state);
					const cost = cities
						.slice(1)
						.reduce((sum, city, i) => sum + roadLength(cities[i], city), 0);
					expect(question.parts.map((part) => expectedAnswer(part))).toEqual([
						cities.length - 1,
						cost
					]);
				}
			}
		}
	});

	it('opens its model answer in the playground on the run’s last step, where the route is drawn', () => {
		expect([...FRONTIER_ALGORITHMS].sort()).toEqual(
			[...(TYPE_ALGORITHMS['route-cost'] ?? [])].sort()
		);
		for (const algorithm of FRONTIER_ALGORITHMS) {
			const question = drawQuestion(spec({ algorithm, seed: 's3' }));
			const { trace } = collectSearch({
				algorithm,
				problem: 'graph',
				spec: { graph: ROMANIA, start: 'Q', goals: ['B'] }
			});
			expect(question.modelAnswer).toBe(
				`v=1&problem=road-map&start=Q${algorithm === 'astar' ? '' : `&algo=${algorithm}`}&step=${trace.length - 1}`
			);
		}
	});

	it('goes into an assignment whose result codes the checking page matches, an edited cost flagged', () => {
		const query = 'v=1&types=route-cost&algos=bfs%2Castar&n=2&level=hard&title=Roads&key=r1';
		const { assignment, notices } = readAssignment(new URLSearchParams(query));
		expect(notices).toEqual([]);
		const questions = questionsFor(assignment, 'ana1');
		expect(
			questions.map((q) => [
				q.spec.algorithm,
				q.instance.problem === 'graph' ? q.instance.spec.start : null
			])
		).toEqual([
			['bfs', 'L'],
			['astar', 'T']
		]);
		const right = questions.flatMap((q) => q.parts.map((part) => expectedAnswer(part)));
		expect(right).toEqual([5, 504, 5, 536]);
		const result = { assignment: query, seed: 'ana1', name: 'Ana', score: 4, answers: right };
		const checked = checkCode(resultCode(result));
		expect([checked.status, checked.earned, checked.parts]).toEqual(['matches', 4, 4]);
		const edited = checkCode(resultCode({ ...result, answers: [5, 504, 5, 568] }));
		expect([edited.status, edited.message]).toEqual([
			'edited',
			'Does not match: it claims 4 right, but its answers earn 3. The code was edited.'
		]);
	});
});
