import { describe, expect, it } from 'vitest';
import { KORF_GOAL, korfStart } from '../../src/lib/lessons/ida-star-demo';
import { handleRequest, type WorkerReply } from '../../src/lib/worker/search-worker-protocol';

function replies(request: Parameters<typeof handleRequest>[0]): WorkerReply[] {
	const posted: WorkerReply[] = [];
	handleRequest(request, (reply) => posted.push(reply));
	return posted;
}

const korf79 = { rows: 4, cols: 4, cells: korfStart(79).cells, goal: KORF_GOAL.cells };

describe("lesson 11's search worker", () => {
	it('posts one message per IDA* iteration, then the result', () => {
		const posted = replies({
			kind: 'ida',
			id: 7,
			heuristic: 'manhattan',
			maxNodes: 1e9,
			...korf79
		});
		const iterations = posted.filter((r) => r.kind === 'ida-iteration');
		expect(
			iterations.map((r) => r.kind === 'ida-iteration' && [r.iteration, r.bound, r.nodes])
		).toEqual([
			[1, 28, 3],
			[2, 30, 11],
			[3, 32, 182],
			[4, 34, 1227],
			[5, 36, 7243],
			[6, 38, 40274],
			[7, 40, 216572],
			[8, 42, 540860]
		]);
		const last = posted[posted.length - 1];
		expect(last.kind === 'ida-done' && [last.id, last.result.cost, last.result.generated]).toEqual([
			7, 42, 540860
		]);
	});

	it('stops at the node cap with a lower bound on the length', () => {
		const posted = replies({
			kind: 'ida',
			id: 1,
			heuristic: 'manhattan',
			maxNodes: 10000,
			...korf79
		});
		const last = posted[posted.length - 1];
		expect(
			last.kind === 'ida-done' && [last.result.outcome, last.result.cost, last.result.generated]
		).toEqual(['limit', 38, 10000]);
	});

	it('counts linear conflict separately', () => {
		const posted = replies({
			kind: 'ida',
			id: 2,
			heuristic: 'linear-conflict',
			maxNodes: 1e9,
			...korf79
		});
		const last = posted[posted.length - 1];
		expect(last.kind === 'ida-done' && [last.result.cost, last.result.generated]).toEqual([
			42, 107088
		]);
	});

	it('runs capped A* and reports an error as a message', () => {
		const posted = replies({ kind: 'astar', id: 3, cap: 1000, ...korf79 });
		const last = posted[posted.length - 1];
		expect(last.kind === 'astar-done' && [last.run.outcome, last.run.expanded]).toEqual([
			'limit',
			1000
		]);
		const swapped = [...korf79.cells];
		[swapped[1], swapped[2]] = [swapped[2], swapped[1]];
		const error = replies({
			kind: 'ida',
			id: 4,
			heuristic: 'manhattan',
			maxNodes: 1e9,
			...korf79,
			cells: swapped
		});
		expect(error).toEqual([
			{ kind: 'error', id: 4, message: 'the goal cannot be reached from this board (wrong parity)' }
		]);
	});
});
