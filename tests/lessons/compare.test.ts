import { messageText } from '$lib/components/message-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	COMPARE_MAX_EXPANSIONS,
	readAlgorithmList,
	type CompareConfig
} from '$lib/config/compare-config';
import {
	configLabel,
	endedEnd,
	lockstepEnd,
	lockstepView,
	outcomeText,
	recordedThrough,
	RunRecord,
	startRun
} from '$lib/lessons/compare';
import { parseBoard } from '$lib/puzzle/notation';
import type { Board } from '$lib/puzzle/board';
import { ALGORITHMS, ALGORITHM_NAMES, type AlgorithmName } from '$lib/search/algorithms';
import { tileProblem } from '$lib/search/tile-problem';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';

function board(text: string): Board {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

const config = (algorithm: AlgorithmName): CompareConfig => ({
	algorithm,
	heuristic: 'manhattan',
	weight: null
});

const LESSON_BOARD = board('42_713856');
const compact = (state: number): string => {
	const b = tileProblem(LESSON_BOARD).toBoard(state);
	return b.cells.map((tile) => (tile === 0 ? '_' : String(tile))).join('');
};

describe('readAlgorithmList', () => {
	it('reads two to four names, the edX alias included', () => {
		expect(readAlgorithmList('bfs,dfs,greedy,astar')).toEqual({
			ok: true,
			value: ['bfs', 'dfs', 'greedy', 'astar']
		});
		expect(readAlgorithmList(' bfs , ast ')).toEqual({ ok: true, value: ['bfs', 'astar'] });
	});

	it('rejects one name, five names, an unknown name and a repeated name', () => {
		expect(readAlgorithmList('bfs')).toEqual({
			ok: false,
			why: 'takes 2 to 4 algorithm names separated by commas; got "bfs".'
		});
		expect(readAlgorithmList('bfs,dfs,ucs,greedy,astar').ok).toBe(false);
		const unknown = readAlgorithmList('bfs,astr');
		expect(unknown.ok).toBe(false);
		if (!unknown.ok) expect(english(unknown.why)).toMatch(/got "astr"\.$/);
		expect(readAlgorithmList('bfs,bfs')).toEqual({
			ok: false,
			why: 'names each algorithm once; got "bfs,bfs".'
		});
	});
});

describe('configLabel', () => {
	it('names the heuristic only for informed algorithms, and w for weighted A*', () => {
		expect(messageText(configLabel(config('bfs')))).toBe('Breadth-first search');
		expect(messageText(configLabel(config('astar')))).toBe('A* search (Manhattan)');
		expect(
			messageText(configLabel({ algorithm: 'greedy', heuristic: 'misplaced', weight: null }))
		).toBe('Greedy best-first search (misplaced tiles)');
		expect(
			messageText(configLabel({ algorithm: 'wastar', heuristic: 'manhattan', weight: 3 }))
		).toBe('Weighted A* (Manhattan, w = 3)');
	});
});

describe('the lesson board 42_713856 in lockstep', () => {
	const names: AlgorithmName[] = ['bfs', 'dfs', 'greedy', 'astar'];
	const records = names.map((name) =>
		new RunRecord(startRun(LESSON_BOARD, config(name))).pullAll()
	);
	const at = (step: number) => records.map((record) => lockstepView(record, step));

	it('stops each run where the engine does, DFS at the 50,000 cap', () => {
		expect(records.map((record) => record.length)).toEqual([350, 50_000, 160, 22]);
		expect(records.map((record) => record.result?.outcome)).toEqual([
			'goal',
			'limit',
			'goal',
			'goal'
		]);
		expect(lockstepEnd(records)).toBe(50_000);
		// The runs that ended by themselves stop by step 350: the span worth stepping through.
		expect(endedEnd(records)).toBe(350);
		expect(endedEnd([records[1]])).toBeNull();
		expect(endedEnd([records[0], records[3]])).toBeNull();
		expect(COMPARE_MAX_EXPANSIONS).toBe(50_000);
	});

	it('shows the root at step 0 and the same first expansions for all four', () => {
		for (const view of at(0)) {
			expect(view).toMatchObject({ expanded: 0, frontier: 1, peakFrontier: 1, explored: 0 });
			expect(compact(view.state as number)).toBe('42_713856');
		}
		expect(at(2).map((view) => compact(view.state as number))).toEqual([
			'42371_856',
			'42371_856',
			'42371_856',
			'42371_856'
		]);
	});

	it('has the exact counters at step 10', () => {
		expect(
			at(10).map(({ frontier, peakFrontier, explored, depth }) => [
				frontier,
				peakFrontier,
				explored,
				depth
			])
		).toEqual([
			[11, 11, 10, 3],
			[9, 9, 10, 9],
			[10, 10, 10, 8],
			[11, 11, 10, 3]
		]);
	});

	it('marks A* done at 22, greedy at 160, BFS at 350, each with its path', () => {
		const s22 = at(22);
		expect(s22.map((view) => view.done)).toEqual([false, false, false, true]);
		expect(s22[3]).toMatchObject({
			doneAt: 22,
			outcome: 'goal',
			pathLength: 10,
			expanded: 22,
			depth: 10
		});
		expect(at(21)[3].depth).toBe(8);
		expect(compact(s22[3].goal as number)).toBe('12345678_');
		expect(messageText(outcomeText(s22[3]))).toBe('done at step 22: a path of 10 moves');
		expect(messageText(outcomeText(s22[0]))).toBe('searching');

		const s1000 = at(1000);
		expect(s1000.map((view) => view.expanded)).toEqual([350, 1000, 160, 22]);
		expect(s1000.map((view) => view.pathLength)).toEqual([10, null, 16, 10]);
		expect(s1000.map((view) => view.peakFrontier)).toEqual([224, 784, 105, 18]);
		expect(s1000[0].frontier).toBe(223);
		expect(s1000[1].depth).toBe(977);
	});

	it('ends with DFS 45,366 moves deep, its frontier at 32,406, and no path', () => {
		const last = at(50_000)[1];
		expect(last).toMatchObject({
			expanded: 50_000,
			frontier: 32_406,
			peakFrontier: 32_406,
			explored: 50_000,
			depth: 45_366,
			done: true,
			outcome: 'limit',
			pathLength: null,
			goal: null
		});
		expect(messageText(outcomeText(last))).toBe(
			'stopped at step 50,000: the cap of 50,000 expansions, no path yet'
		);
		expect(at(60_000)[1].expanded).toBe(50_000);
	});
});

describe('RunRecord', () => {
	it('agrees with solve on expansions and peak frontier, for every algorithm', () => {
		for (const text of ['41325_786', '42_713856']) {
			for (const name of ALGORITHM_NAMES) {
				const record = new RunRecord(startRun(board(text), config(name), 3000)).pullAll();
				const solved = ALGORITHMS[name].solve(tileProblem(board(text)), { maxExpansions: 3000 });
				expect([name, record.length]).toEqual([name, solved.stats.expanded]);
				expect([name, record.at(record.length).peakFrontier]).toEqual([
					name,
					solved.stats.maxFrontier
				]);
				expect(record.result?.cost).toBe(solved.cost);
			}
		}
	});

	it('records the same steps whatever the chunk sizes', () => {
		const whole = new RunRecord(startRun(LESSON_BOARD, config('bfs'))).pullAll();
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 1, maxLength: 12 }),
				(chunks) => {
					const record = new RunRecord(startRun(LESSON_BOARD, config('bfs')));
					for (const chunk of chunks) record.pull(chunk);
					record.pullAll();
					expect(Array.from(record.frontierSeries())).toEqual(Array.from(whole.frontierSeries()));
					expect(record.at(200)).toEqual(whole.at(200));
				}
			),
			{ numRuns: 25 }
		);
	});

	it('records the start at once, then exactly the expansions asked for', () => {
		const record = new RunRecord(startRun(LESSON_BOARD, config('dfs')));
		expect(record.at(0).frontier).toBe(1);
		expect(record.length).toBe(0);
		expect(record.pull(0)).toBe(0);
		expect(() => record.at(1)).toThrow(RangeError);
		expect(record.pull(700)).toBe(700);
		expect(record.length).toBe(700);
		expect(record.complete).toBe(false);
	});

	it('lets a view go only as far as every unfinished run is recorded', () => {
		const short = new RunRecord(startRun(LESSON_BOARD, config('astar'))).pullAll();
		const long = new RunRecord(startRun(LESSON_BOARD, config('dfs')));
		long.pull(40);
		expect(recordedThrough([short, long])).toBe(40);
		expect(recordedThrough([short])).toBe(Infinity);
		expect(lockstepEnd([short, long])).toBeNull();
		expect(lockstepEnd([short])).toBe(22);
		expect(endedEnd([short, long])).toBeNull();
		expect(lockstepView(long, 40).expanded).toBe(40);
		expect(() => lockstepView(long, 41)).toThrow(RangeError);
		expect(lockstepView(short, 41).expanded).toBe(22);
	});
});
