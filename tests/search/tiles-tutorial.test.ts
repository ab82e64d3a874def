import { describe, expect, it } from 'vitest';
import {
	ALGORITHMS,
	collectRun,
	describedOptions,
	formatTilesTutorialReport,
	greedyWalk,
	tileProblem,
	tilesTutorialProblem,
	tilesTutorialReport,
	tilesTutorialRun,
	tilesTutorialSolve,
	TILES_TUTORIAL_OPTIONS,
	runToEnd,
	type ExpandEvent,
	type Problem,
	type SearchOptions,
	type TileState,
	type TilesTutorialProgram
} from '$lib/search';
import { createTraceFor } from '$lib/trace';
import { narrate } from '$lib/trace/narration';
import { messageText } from '$lib/components/message-text';
import { narrationInputAt } from '$lib/trace/step-narration';
import { board } from './helpers';

/** The boards tilesSearch.py and tilesGreedy.py print for 1234_5678, start to goal. */
const PRINTED_PATH = [
	'1234_5678',
	'12345_678',
	'12345867_',
	'1234586_7',
	'123458_67',
	'123_58467',
	'1235_8467',
	'1235684_7',
	'12356847_',
	'12356_478',
	'1235_6478',
	'123_56478',
	'123456_78',
	'1234567_8',
	'12345678_'
];

const report = (program: TilesTutorialProgram, start: string, ratio?: number) =>
	tilesTutorialReport(
		program,
		board(start),
		tilesTutorialSolve(program, board(start), { weight: ratio })
	);

describe('the tiles.py tutorial (seed 000), reproduced exactly', () => {
	it.each([
		{ label: 'ratio 0', start: '1234_5678', ratio: 0, expanded: 2391, left: 1297, boards: 15 },
		{ label: 'ratio 1', start: '1234_5678', ratio: 1, expanded: 128, left: 86, boards: 15 },
		{ label: 'ratio 2', start: '1234_5678', ratio: 2, expanded: 90, left: 64, boards: 15 },
		{ label: 'ratio 3', start: '1234_5678', ratio: 3, expanded: 110, left: 77, boards: 15 },
		// Printed without a ratio: the program's default, 2.
		{
			label: 'default ratio 2',
			start: '75126348_',
			ratio: undefined,
			expanded: 414,
			left: 260,
			boards: 23
		}
	])(
		'tilesSearch.py $start, $label: $expanded expanded, $left left in the queue, $boards boards',
		({ start, ratio, expanded, left, boards }) => {
			const printed = report('search', start, ratio);
			expect([printed.expanded, printed.leftInQueue, printed.pathBoards]).toEqual([
				expanded,
				left,
				boards
			]);
		}
	);

	it('tilesSearch.py prints the same 15 boards for 1234_5678 whatever the ratio', () => {
		for (const ratio of [0, 1, 2, 3]) {
			expect(report('search', '1234_5678', ratio).boards).toEqual(PRINTED_PATH);
		}
	});

	it('tilesGreedy.py: 15 boards on 1234_5678 (the same path), 59 on 75126348_ where the search needs 23', () => {
		const easy = report('greedy', '1234_5678');
		expect([easy.pathBoards, easy.stuck, easy.expanded, easy.leftInQueue]).toEqual([
			15,
			false,
			null,
			null
		]);
		expect(easy.boards).toEqual(PRINTED_PATH);
		const hard = report('greedy', '75126348_');
		expect([hard.pathBoards, hard.stuck]).toEqual([59, false]);
		expect(report('search', '75126348_').pathBoards).toBe(23);
	});

	it('each convention is needed: the default tie-break, or recording the start, changes the counts', () => {
		const problem = tilesTutorialProblem(board('1234_5678'));
		const counts = (options: object) => {
			const result = ALGORITHMS.wastar.solve(problem, {
				...TILES_TUTORIAL_OPTIONS.search,
				weight: 0,
				...options
			});
			return [result.stats.expanded, result.stats.frontierSize + 1];
		};
		expect(counts({})).toEqual([2391, 1297]);
		expect(counts({ tieBreak: 'fifo' })).toEqual([3383, 2120]);
		// The start recorded like any other state: no second expansion of it.
		expect(counts({ duplicates: 'graph' })).toEqual([2390, 1297]);
	});

	it('expands the start twice: its state comes back once, two moves in, and is added', () => {
		const problem = tilesTutorialProblem(board('1234_5678'));
		const { events } = collectRun(tilesTutorialRun('search', board('1234_5678'), { weight: 0 }));
		const expansions = events.filter((e): e is ExpandEvent<TileState> => e.type === 'expand');
		const ofStart = expansions.filter((e) => e.node.state === problem.initial);
		expect(ofStart.map((e) => [e.node.id, e.node.g])).toEqual([
			[0, 0],
			[ofStart[1].node.id, 2]
		]);
		// Every child of its second expansion was generated before.
		expect(
			ofStart[1].children.every(
				(child) => child.fate === 'explored' || child.fate === 'in-frontier'
			)
		).toBe(true);
		const startAdded = expansions.flatMap((e) =>
			e.children.filter((child) => child.state === problem.initial && child.fate === 'added')
		);
		expect(startAdded).toHaveLength(1);
	});

	it('writes the report one fact per line', () => {
		expect(formatTilesTutorialReport(report('search', '1234_5678', 0))).toBe(
			[
				'expanded: 2391',
				'left_in_queue: 1297',
				'path_boards: 15',
				'path_moves: 14',
				'outcome: goal',
				`boards: ${PRINTED_PATH.join(' ')}`
			].join('\n')
		);
	});

	it('refuses a search that stopped at its cap: the tutorial prints no counts then', () => {
		const start = board('75126348_');
		const result = tilesTutorialSolve('search', start, { maxExpansions: 10 });
		expect(() => tilesTutorialReport('search', start, result)).toThrow(
			"The run ended with outcome 'limit', not at the goal."
		);
	});
});

describe('the greedy walk under the tutorial’s options', () => {
	/** R's children A (h 1) and B (h 2); A's children B again (h 2) and C (h 3). */
	const fork: Problem<string> = {
		initial: 'R',
		isGoal: (state) => state === 'G',
		key: (state) => state,
		successors: (state) =>
			({
				R: [
					{ action: 'R→A', state: 'A', cost: 1 },
					{ action: 'R→B', state: 'B', cost: 1 }
				],
				A: [
					{ action: 'A→B', state: 'B', cost: 1 },
					{ action: 'A→C', state: 'C', cost: 1 }
				]
			})[state] ?? [],
		heuristic: (state) => ({ R: 3, A: 1, B: 2, C: 3 })[state] ?? 0
	};
	const walked = (options: SearchOptions) =>
		runToEnd(greedyWalk(fork, options)).path.map((node) => node.state);

	it('avoids every state it generated, taken or not, with a graph policy', () => {
		// B was passed over at R: the tutorial's walk never considers it again, so it goes to C.
		expect(walked({ duplicates: 'graph' })).toEqual(['R', 'A', 'C']);
		// By default only the states stood on are avoided: B is still a candidate.
		expect(walked({})).toEqual(['R', 'A', 'B']);
	});

	it('takes the last of equal h with lifo, the first text with low-g-text', () => {
		const problem = tileProblem(board('1234_5678'));
		const taken = (tieBreak: 'fifo' | 'lifo' | 'low-g-text') => {
			const { events } = collectRun(greedyWalk(problem, { tieBreak, maxExpansions: 2 }));
			const second = events.filter((e): e is ExpandEvent<TileState> => e.type === 'expand')[1];
			return second.children.find((c) => c.fate === 'added')?.action;
		};
		// Up and Down tie at h = 6 on the second step.
		expect([taken('fifo'), taken('lifo'), taken('low-g-text')]).toEqual(['Up', 'Down', 'Down']);
	});
});

describe('what the explorer says of the preset’s start', () => {
	it('narrates that the start state is not recorded', () => {
		const options = describedOptions('wastar', {
			...TILES_TUTORIAL_OPTIONS.search,
			weight: 0
		});
		const trace = createTraceFor('wastar', options, tilesTutorialProblem(board('1234_5678')));
		const run = tilesTutorialRun('search', board('1234_5678'), { weight: 0 });
		trace.append(run.next().value as never);
		trace.seek(0);
		const sentence = messageText(
			narrate(narrationInputAt(trace, { algorithm: 'wastar', options }))
		);
		expect(sentence).toContain(
			"explored starts empty, and the root's own state will be left out of it"
		);
	});
});
