import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { frontierOrderFor } from '$lib/trace';
import { LockstepTrace } from '$lib/trace/lockstep';

function traced(name: 'astar' | 'idastar') {
	const lockstep = new LockstepTrace<string>(frontierOrderFor(name));
	const run = ALGORITHMS[name].run(roadMapProblem('A'));
	for (let next = run.next(); ; next = run.next()) {
		if (next.done) {
			lockstep.finish(next.value);
			return { lockstep, result: next.value };
		}
		lockstep.event(next.value);
	}
}

describe('LockstepTrace', () => {
	it('seeks by expansions, skipping iteration events (IDA*)', () => {
		const { lockstep, result } = traced('idastar');
		const expansions = Array.from({ length: result.stats.expanded + 1 }, (_, k) => k);
		const ids = expansions.map((k) => lockstep.seekExpansion(k));
		expect(ids[0]).toBe(null);
		let expanded = 0;
		const fromEvents: (number | null)[] = [null];
		for (let step = 0; step < lockstep.trace.length; step++) {
			const event = lockstep.trace.event(step);
			if (event.type === 'expand') {
				expanded++;
				fromEvents[expanded] = event.node.id;
			}
		}
		expect(ids.slice(1, -1)).toEqual(fromEvents.slice(1, -1));
	});

	it('past the last expansion, shows the finished run’s last step with its path', () => {
		const { lockstep, result } = traced('astar');
		lockstep.seekExpansion(result.stats.expanded + 10);
		expect(lockstep.trace.atEnd).toBe(true);
		const roles = lockstep.trace
			.nodes()
			.filter((node) => node.role === 'path' || node.role === 'goal');
		expect(roles.length).toBe(result.path.length);
	});
});
