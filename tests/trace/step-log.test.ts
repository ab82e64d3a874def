import { describe, expect, it } from 'vitest';
import { roadMapProblem } from '$lib/domains/graph';
import { frontierOrderFor } from '$lib/trace';
import { CURRENT, EXPLORED, FRONTIER, NOT_GENERATED, REPLACED, StepLog } from '$lib/trace/step-log';
import { collect } from './runs';

describe('a step’s diff', () => {
	const run = collect('ucs', roadMapProblem('A'));
	const log = new StepLog<unknown>(frontierOrderFor('ucs'));
	for (const event of run.events) log.append(event);

	it('the start puts the root on the frontier', () => {
		expect(log.diff(0)).toEqual({
			roles: [0, NOT_GENERATED, FRONTIER],
			frontierOut: [],
			frontierIn: [0]
		});
	});

	it('an expansion retires the last current node, takes the next off, and replaces a costlier entry', () => {
		// Step 10 expands P (9) after M (10); its child B (13) replaces B (11).
		expect(log.diff(10)).toEqual({
			roles: [
				10,
				CURRENT,
				EXPLORED,
				9,
				FRONTIER,
				CURRENT,
				// In the order a line step shows them: the child appears, then the entry it replaces.
				13,
				NOT_GENERATED,
				FRONTIER,
				11,
				FRONTIER,
				REPLACED
			],
			frontierOut: [9, 11],
			frontierIn: [13]
		});
	});

	it('keeps the totals before and after every step', () => {
		expect([9, 10].map((step) => log.expandedAt(step))).toEqual([9, 10]);
		expect([9, 10].map((step) => log.generatedAt(step))).toEqual([22, 25]);
		expect([9, 10].map((step) => log.nodeCountAt(step))).toEqual([13, 14]);
		expect([9, 10].map((step) => log.currentOf(step))).toEqual([10, 9]);
	});
});
