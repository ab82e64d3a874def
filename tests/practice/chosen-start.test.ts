import { describe, expect, it } from 'vitest';
import { assignmentQuery, assignmentQuestions, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import { CHOSEN_STARTS, drawInstance, roadMapInstance } from '$lib/practice/instances';
import { LEVELS } from '$lib/practice/question-spec';
import { drawQuestion, expectedAnswer } from '$lib/practice/questions';
import { resultCode } from '$lib/practice/result-code';
import { routeCostStarts } from '$lib/practice/route-cost';
import { SIMULATE_ALGORITHMS } from '$lib/practice/simulation';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readAssignment(new URLSearchParams(query));

describe('a road-map start the teacher chooses', () => {
	it('is any city two roads or more from Bucharest: the cities the route levels draw from', () => {
		expect([...CHOSEN_STARTS].sort()).toEqual(
			LEVELS.flatMap((level) => routeCostStarts(level)).sort()
		);
		expect(() => drawInstance({ problem: 'graph', seed: 's', start: 'F' })).toThrow(
			'A road-map question starts from A, C, D, L, M, Q, R, S, T, Z, not F.'
		);
	});

	it('gives every search something to perform from every chosen start, at every level', () => {
		for (const start of CHOSEN_STARTS) {
			for (const algorithm of SIMULATE_ALGORITHMS) {
				for (const level of LEVELS) {
					const question = drawQuestion({
						type: 'simulate',
						algorithm,
						level,
						seed: 'chosen',
						problem: 'graph',
						start
					});
					expect(question.instance).toEqual(roadMapInstance(start));
					expect(question.parts.length).toBeGreaterThan(0);
				}
			}
		}
	});

	it('is read from a link by letter or name, in any case, and written back as its letter', () => {
		const { assignment, notices } = read(
			'v=1&types=simulate,route-cost&algos=astar&problem=road-map&start=arad&n=2&title=Roads'
		);
		expect(notices).toEqual([]);
		expect(assignment.start).toBe('A');
		expect(assignmentQuery(assignment)).toBe(
			'v=1&types=simulate%2Croute-cost&problem=road-map&start=A&n=2&title=Roads'
		);
		expect(assignmentQuestions(assignment, 'ana')).toEqual([
			{
				type: 'simulate',
				algorithm: 'astar',
				level: 'easy',
				seed: 'ana/1',
				problem: 'graph',
				start: 'A'
			},
			{ type: 'route-cost', algorithm: 'astar', level: 'easy', seed: 'ana/2', start: 'A' }
		]);
		expect(read('types=route-cost&start=t').assignment.start).toBe('T');
	});

	it('says why a start it cannot use is dropped: not a city to start from, or no road-map question', () => {
		expect(read('types=route-cost&start=F')).toEqual({
			assignment: expect.objectContaining({ start: null }),
			notices: [
				{
					param: 'start',
					message:
						'The parameter "start" takes a city two roads or more from Bucharest, by letter or name (A Arad, C Craiova, D Drobeta, L Lugoj, M Mehadia, Q Oradea, R Rimnicu Vilcea, S Sibiu, T Timisoara, Z Zerind); got "F". Drawing a start for each question.'
				}
			]
		});
		expect(read('types=simulate&start=A').notices).toEqual([
			{
				param: 'start',
				message:
					'The parameter "start" is the road map’s start city, and this assignment asks nothing on the road map (route-cost, or simulate with problem=road-map), so it is ignored.'
			}
		]);
		expect(assignmentQuery(read('types=simulate&start=A').assignment)).toBe('v=1');
	});

	it('travels in result codes: the checking page asks the same questions from the same city', () => {
		const query = 'v=1&types=route-cost&algos=bfs&start=Z&n=1&key=z';
		const questions = questionsFor(read(query).assignment, 'any');
		expect(questions[0].instance).toEqual(roadMapInstance('Z'));
		const answers = questions.flatMap((q) => q.parts.map((part) => expectedAnswer(part)));
		expect(answers).toEqual([4, 525]);
		const checked = checkCode(
			resultCode({ assignment: query, seed: 'any', name: 'Bo', score: 2, answers })
		);
		expect([checked.status, checked.earned]).toEqual(['matches', 2]);
	});
});
