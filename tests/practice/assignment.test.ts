import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	assignmentQuery,
	assignmentQuestions,
	DEFAULT_ASSIGNMENT,
	isAssignment,
	passes,
	readAssignment
} from '$lib/practice/assignment';
import { freshSeed, placeOf, readAttempt } from '$lib/practice/attempt';
import { roadMapInstance } from '$lib/practice/instances';
import { checkCode, questionsFor } from '$lib/practice/check';
import { readClassInput } from '$lib/practice/class-input';
import { expectedAnswer } from '$lib/practice/questions';
import { resultCode, type PracticeResult } from '$lib/practice/result-code';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readAssignment(new URLSearchParams(query));

describe('assignment links', () => {
	it('read a pass mark in percent, left out of the link at its default of 50', () => {
		const { assignment, notices } = read('v=1&title=T&pass=70');
		expect(notices).toEqual([]);
		expect(assignment.pass).toBe(70);
		expect(assignmentQuery(assignment)).toBe('v=1&title=T&pass=70');
		expect(assignmentQuery({ ...assignment, pass: 50 })).toBe('v=1&title=T');
		expect(passes(assignment, 7, 10)).toBe(true);
		expect(passes(assignment, 6, 10)).toBe(false);
		expect(passes({ ...assignment, pass: 0 }, 0, 10)).toBe(true);
		expect(passes(assignment, 0, 0)).toBe(false);
		for (const wrong of ['101', '-1', '5.5', 'half']) {
			const bad = read(`title=T&pass=${wrong}`);
			expect(bad.assignment.pass).toBe(50);
			expect(bad.notices).toEqual([
				{
					param: 'pass',
					message: `The parameter "pass" takes a pass mark in percent, a whole number from 0 to 100; got "${wrong}". Using 50.`
				}
			]);
		}
	});

	it('read every setting, and write them back in one spelling', () => {
		const { assignment, notices } = read(
			'title=Week 3: A*&key=cs188-w3&n=4&level=hard&detail=values&algos=astar,bfs&types=simulate,solvable&v=1'
		);
		expect(notices).toEqual([]);
		expect(assignment).toEqual({
			types: ['simulate', 'solvable'],
			algorithms: ['astar', 'bfs'],
			problem: 'tile',
			start: null,
			graph: null,
			count: 4,
			level: 'hard',
			detail: 'values',
			title: 'Week 3: A*',
			key: 'cs188-w3',
			seed: '',
			pass: 50
		});
		expect(isAssignment(assignment)).toBe(true);
		expect(assignmentQuery(assignment)).toBe(
			'v=1&types=simulate%2Csolvable&algos=astar%2Cbfs&n=4&level=hard&detail=values&title=Week+3%3A+A*&key=cs188-w3'
		);
		expect(read('')).toEqual({ assignment: DEFAULT_ASSIGNMENT, notices: [] });
		expect(isAssignment(DEFAULT_ASSIGNMENT)).toBe(false);
	});

	it('name every value they cannot use, and use the default instead', () => {
		expect(
			read('v=2&types=simulate,guess&algos=astar,zz&n=21&level=expert&key=a b&seed=x/y&extra=1')
				.notices
		).toEqual([
			{ param: 'extra', message: 'The parameter "extra" is not known and was ignored.' },
			{ param: 'v', message: 'The parameter "v" is "2"; this page reads version 1 links.' },
			{
				param: 'types',
				message:
					'The parameter "types" takes some of simulate, path-cost, heuristic, solvable, frontier-after, never-expanded, route-cost, expansion-order, graph-values, graph-path, which-algorithm, which-heuristic, admissible, astar-trap, grid-next, grid-cost, grid-admissible, grid-trap, separated by commas; got "simulate,guess". Asking simulate.'
			},
			{
				param: 'algos',
				message:
					'The parameter "algos" takes algorithm names separated by commas (such as astar,bfs); got "astar,zz". Asking astar.'
			},
			{
				param: 'n',
				message:
					'The parameter "n" takes a whole number of questions from 1 to 20; got "21". Asking 3.'
			},
			{
				param: 'level',
				message: 'The parameter "level" takes easy, medium, hard; got "expert". Using easy.'
			},
			{
				param: 'key',
				message:
					'The parameter "key" takes letters, digits, dots, hyphens and underscores; got "a b", so it was ignored.'
			},
			{
				param: 'seed',
				message:
					'The parameter "seed" takes letters, digits, dots, hyphens and underscores; got "x/y", so it was ignored.'
			}
		]);
		expect(read('types=path-cost&algos=dfs').notices).toEqual([
			{
				param: 'algos',
				message:
					'The question type path-cost asks about bfs, ucs, greedy, astar, wastar; none is in "algos", so it uses astar.'
			}
		]);
		expect(read(`title=${'x'.repeat(90)}`).assignment.title).toHaveLength(80);
		expect(read('problem=map')).toEqual({
			assignment: DEFAULT_ASSIGNMENT,
			notices: [
				{
					param: 'problem',
					message: 'The parameter "problem" takes tiles or road-map; got "map". Searching boards.'
				}
			]
		});
	});

	it('ask simulations on the road map, and write the choice into the canonical query', () => {
		const { assignment, notices } = read(
			'v=1&types=simulate,heuristic&algos=idastar,iddfs&problem=road-map&n=3&key=w5'
		);
		expect(notices).toEqual([]);
		expect(assignment.problem).toBe('graph');
		expect(assignmentQuery(assignment)).toBe(
			'v=1&types=simulate%2Cheuristic&algos=idastar%2Ciddfs&problem=road-map&key=w5'
		);
		// Boards are the default, left out of the canonical query.
		expect(assignmentQuery({ ...assignment, problem: 'tile' })).toBe(
			'v=1&types=simulate%2Cheuristic&algos=idastar%2Ciddfs&key=w5'
		);
		// Only a simulation searches the road map: the heuristic question keeps its board.
		expect(assignmentQuestions(assignment, 'ana')).toEqual([
			{ type: 'simulate', algorithm: 'idastar', level: 'easy', seed: 'ana/1', problem: 'graph' },
			{ type: 'heuristic', algorithm: 'astar', level: 'easy', seed: 'ana/2' },
			{ type: 'simulate', algorithm: 'iddfs', level: 'easy', seed: 'ana/3', problem: 'graph' }
		]);
		const [map, board] = questionsFor(assignment, 'ana');
		expect(map.instance).toEqual(roadMapInstance('M'));
		expect(board.instance.problem).toBe('tile');
	});

	it('never throw, whatever the query', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }), (text) => {
				const { assignment } = read(text);
				// What is read writes back to a query that reads the same.
				expect(read(assignmentQuery(assignment))).toEqual({ assignment, notices: [] });
			})
		);
	});

	it('take the types and the algorithms in turn, each question from its own seed', () => {
		const { assignment } = read('types=simulate,heuristic,path-cost&algos=bfs,greedy,dfs&n=5');
		expect(assignmentQuestions(assignment, 'ana')).toEqual([
			{ type: 'simulate', algorithm: 'bfs', level: 'easy', seed: 'ana/1' },
			{ type: 'heuristic', algorithm: 'astar', level: 'easy', seed: 'ana/2' },
			// dfs is not asked a path length: the next that fits.
			{ type: 'path-cost', algorithm: 'greedy', level: 'easy', seed: 'ana/3' },
			{ type: 'simulate', algorithm: 'dfs', level: 'easy', seed: 'ana/4' },
			{ type: 'heuristic', algorithm: 'astar', level: 'easy', seed: 'ana/5' }
		]);
	});

	it('read the set types: the frontier after k of any search, never-expanded of A* alone', () => {
		const { assignment, notices } = read('types=frontier-after,never-expanded&algos=dfs&n=3');
		expect(assignment.types).toEqual(['frontier-after', 'never-expanded']);
		expect(notices).toEqual([
			{
				param: 'algos',
				message:
					'The question type never-expanded asks about astar; none is in "algos", so it uses astar.'
			}
		]);
		expect(assignmentQuestions(assignment, 'ana').map((q) => [q.type, q.algorithm])).toEqual([
			['frontier-after', 'dfs'],
			['never-expanded', 'astar'],
			['frontier-after', 'dfs']
		]);
	});
});

describe('attempts', () => {
	it('draw readable seeds and read back only what the page writes', () => {
		let i = 0;
		expect(freshSeed((n) => i++ % n)).toBe('abcdefgh');
		const attempt = { seed: 'abcdefgh', name: 'Ana', answers: [2, 4], advanced: 1 };
		expect(readAttempt(attempt)).toEqual(attempt);
		expect(readAttempt({ ...attempt, advanced: 0 })).toBeNull();
		expect(readAttempt({ ...attempt, seed: '' })).toBeNull();
		expect(readAttempt({ ...attempt, answers: [-1] })).toBeNull();
		expect(readAttempt('nonsense')).toBeNull();
	});

	it('place a part among the questions', () => {
		const { assignment } = read('types=simulate,heuristic&n=2');
		const questions = questionsFor(assignment, 'p');
		const at = (i: number) => placeOf(i, 2, (q) => questions[q]);
		expect([0, 2, 3, 4].map(at)).toEqual([
			{ question: 0, part: 0 },
			{ question: 0, part: 2 },
			{ question: 1, part: 0 },
			null
		]);
	});
});

describe('checking codes', () => {
	const QUERY = 'v=1&types=simulate%2Cheuristic&n=2&title=HW&key=hw';
	const { assignment } = read(QUERY);
	const right = questionsFor(assignment, 's1').flatMap((q) => q.parts.map(expectedAnswer));
	const result: PracticeResult = {
		assignment: QUERY,
		seed: 's1',
		name: 'Ana',
		score: right.length,
		answers: right
	};

	it('match a code whose answers earn its score', () => {
		const checked = checkCode(resultCode(result));
		expect([checked.status, checked.message, checked.earned, checked.parts]).toEqual([
			'matches',
			null,
			4,
			4
		]);
		const wrongFirst = [right[0] + 1, ...right.slice(1)];
		expect(checkCode(resultCode({ ...result, score: 3, answers: wrongFirst })).status).toBe(
			'matches'
		);
	});

	it('flag an edited score, an answer naming nothing, a short code and another assignment', () => {
		expect(checkCode(resultCode({ ...result, score: 5 })).message).toEqual(
			'Does not match: it claims 5 right, but its answers earn 4. The code was edited.'
		);
		expect(
			checkCode(resultCode({ ...result, score: 3, answers: [999, ...right.slice(1)] })).message
		).toEqual('Does not match: 1 answer names nothing the question offers. The code was edited.');
		expect(
			checkCode(resultCode({ ...result, score: 3, answers: right.slice(0, 3) })).message
		).toEqual(
			'Does not match: it holds 3 answers where the assignment asks 4. The code was edited.'
		);
		expect(
			checkCode(
				resultCode({ ...result, assignment: 'n=2&v=1&key=hw&title=HW&types=simulate,heuristic' })
			).message
		).toEqual('The assignment in this code is not one this site writes: the code was edited.');
		expect(checkCode(resultCode(result), 'other')).toMatchObject({
			status: 'other-assignment',
			message: 'This code is for the assignment “hw”, not “other”.'
		});
		expect(checkCode('FR1-AAAA')).toMatchObject({ status: 'unreadable' });
	});

	it('find codes in pasted text and CSV, with the rest of each line as its cells', () => {
		const code = resultCode(result);
		expect(readClassInput(`"Lima, Ana",ana@x.org,${code}\n\nBen,${code} ${code}`).students).toEqual(
			[
				{ line: 1, code, cells: ['Lima, Ana', 'ana@x.org'] },
				{ line: 3, code, cells: ['Ben'] },
				{ line: 3, code, cells: ['Ben'] }
			]
		);
	});
});
