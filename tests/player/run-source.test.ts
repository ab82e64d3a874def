import { describe, expect, it, vi } from 'vitest';
import { createRunSource, type RunProgress } from '$lib/player';
import { atOnceFor } from '$lib/slices';
import { ALGORITHMS, tileProblem, type SearchRun } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { createTrace, frontierOrderFor } from '$lib/trace';
import { board } from '../search/helpers';
import { countingClock, manualScheduler } from './clock';
import { messageText } from '$lib/components/message-text';

const HARDEST = board('8,6,7,2,5,4,3,0,1');

function bfsSource(maxExpansions: number, chunkMs: number) {
	const scheduler = manualScheduler();
	const trace = createTrace<unknown>(frontierOrderFor('bfs'));
	const run = ALGORITHMS.bfs.run(tileProblem(HARDEST), { maxExpansions });
	const source = createRunSource(run, trace, {
		chunkMs,
		now: countingClock(),
		schedule: scheduler.schedule,
		expansionCap: maxExpansions
	});
	const heard: RunProgress[] = [];
	const errors: string[] = [];
	const listener = {
		progress: (p: RunProgress) => heard.push(p),
		error: (m: string) => errors.push(m)
	};
	return { scheduler, trace, source, heard, errors, listener };
}

describe('createRunSource', () => {
	it('computes in chunks of its time budget until the target, reporting a few times a second', () => {
		const { scheduler, trace, source, heard, listener } = bfsSource(1000, 4);
		source.compute(70, listener);
		expect(heard).toEqual([]);
		expect(trace.length).toBe(0);
		while (scheduler.runNext());
		// 4 ms of the counting clock is 32 events a chunk; the third chunk passes 70. While the
		// events asked for are computed the page hears at most every 100 ms: the first chunk is
		// heard, the second (8 ms later) not, the third because it serves the request.
		expect(heard.map((p) => p.computed)).toEqual([32, 96]);
		expect(heard.at(-1)).toEqual({ computed: 96, expanded: 95, complete: false, outcome: null });
		expect(trace.length).toBe(96);
		expect(source.progress().computed).toBe(96);
		expect(source.expansionCap).toBe(1000);
	});

	it("runs one computation's chunks with the budget and the scheduler it is given", () => {
		// The player computes ahead in 3 ms chunks, one per animation frame, while it plays.
		const { scheduler, trace, source, heard, listener } = bfsSource(1000, 4);
		const frames = manualScheduler();
		source.compute(70, listener, { chunkMs: 2, schedule: frames.schedule });
		expect(scheduler.pending()).toBe(0);
		expect(frames.pending()).toBe(1);
		while (frames.runNext());
		// 2 ms of the counting clock is 16 events a chunk: the fifth chunk passes 70.
		expect(heard.map((p) => p.computed)).toEqual([16, 80]);
		expect(trace.length).toBe(80);
		expect(scheduler.pending()).toBe(0);
	});

	it('reports once even when nothing is left to compute', () => {
		const { scheduler, source, heard, listener } = bfsSource(1000, 4);
		source.compute(1, listener);
		while (scheduler.runNext());
		source.compute(1, listener);
		expect(scheduler.pending()).toBe(1);
		while (scheduler.runNext());
		expect(heard.map((p) => p.computed)).toEqual([32, 64]);
	});

	it('finishes the trace when the run ends, and explains the outcome', () => {
		const { scheduler, trace, source, heard, listener } = bfsSource(100, 4);
		expect(source.outcomeMessage()).toBeNull();
		source.compute(Infinity, listener);
		while (scheduler.runNext());
		expect(heard.at(-1)).toEqual({
			computed: 101,
			expanded: 100,
			complete: true,
			outcome: 'limit'
		});
		expect(trace.complete).toBe(true);
		expect(trace.result?.outcome).toBe('limit');
		expect(messageText(source.outcomeMessage()!)).toBe(
			'Stopped at the cap of 100 expansions without reaching the goal.'
		);
	});

	it('gives back the finished run’s spare room in chunks scheduled after the one that finished it', () => {
		const { scheduler, trace, source, heard, listener } = bfsSource(100, 4);
		const trim: string[] = [];
		const trimming = trace.trimming.bind(trace);
		vi.spyOn(trace, 'trimming').mockImplementation(function* () {
			trim.push('started');
			yield* trimming();
			trim.push('done');
		});
		source.compute(Infinity, listener);
		while (heard.at(-1)?.complete !== true) scheduler.runNext();
		// The chunk that finished the run and reported it copied nothing.
		expect([trim, scheduler.pending()]).toEqual([[], 1]);
		// Each chunk copies what fits its 4 ms of the counting clock, then schedules the next.
		let chunks = 0;
		while (trim.at(-1) !== 'done' && scheduler.runNext()) chunks++;
		expect([trim, scheduler.pending()]).toEqual([['started', 'done'], 0]);
		expect(chunks).toBeGreaterThan(1);
		expect(heard.at(-1)?.computed).toBe(101);
	});

	it('stops when cancelled, and a new computation cancels the one before', () => {
		const { scheduler, trace, source, heard, listener } = bfsSource(1000, 4);
		const cancel = source.compute(Infinity, listener);
		scheduler.runNext();
		cancel();
		while (scheduler.runNext());
		expect(trace.length).toBe(32);

		source.compute(Infinity, listener);
		scheduler.runNext();
		const second: RunProgress[] = [];
		source.compute(Infinity, { progress: (p) => second.push(p), error: () => {} });
		while (scheduler.runNext());
		expect(heard.map((p) => p.computed)).toEqual([32, 64]);
		expect(second.at(-1)?.complete).toBe(true);
	});

	it('reports an engine failure, and keeps reporting it', () => {
		const road = ALGORITHMS.astar.run(roadMapProblem('A'));
		function* failing(): SearchRun<unknown> {
			yield road.next().value as never;
			throw new Error('the heuristic broke');
		}
		const scheduler = manualScheduler();
		const trace = createTrace<unknown>(frontierOrderFor('astar'));
		const source = createRunSource(failing(), trace, { schedule: scheduler.schedule });
		const errors: string[] = [];
		source.compute(5, { progress: () => {}, error: (m) => errors.push(m) });
		while (scheduler.runNext());
		source.compute(5, { progress: () => {}, error: (m) => errors.push(m) });
		while (scheduler.runNext());
		expect(errors).toEqual(['the heuristic broke', 'the heuristic broke']);
		expect(trace.length).toBe(1);
	});

	it('schedules with setTimeout(0) by default', async () => {
		const trace = createTrace<unknown>(frontierOrderFor('astar'));
		const source = createRunSource(ALGORITHMS.astar.run(roadMapProblem('A')), trace);
		const done = new Promise<RunProgress>((resolve) =>
			source.compute(Infinity, { progress: (p) => p.complete && resolve(p), error: () => {} })
		);
		expect((await done).outcome).toBe('goal');
	});
});

describe('createRunSource with atOnceFor', () => {
	it('brings a run source to its target within the call, for a figure mounted to print', () => {
		const run = ALGORITHMS.bfs.run(tileProblem(board('41325_786')));
		const source = createRunSource(run, createTrace(frontierOrderFor('bfs')), {
			schedule: atOnceFor(60_000)
		});
		const heard: RunProgress[] = [];
		source.compute(40, { progress: (progress) => heard.push(progress), error: () => {} });
		expect(source.trace.length).toBeGreaterThanOrEqual(40);
		expect(heard.length).toBeGreaterThan(0);
	});
});
