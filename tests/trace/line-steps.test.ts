import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES, tileProblem, type AlgorithmName, type Problem } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { wholeStepMoment, type Trace } from '$lib/trace';
import { board } from '../search/helpers';
import { collect, traceOf } from './runs';

/** Everything a view reads at the cursor, as plain data. */
function snapshot(trace: Trace<unknown>): string {
	const nodes = trace
		.nodes()
		.map((node) => `${node.id}:${node.role}:${node.ghosts.length}:${node.expansion ?? '-'}`)
		.join(' ');
	const frontier = trace
		.frontierRows(1000)
		.rows.map((row) => row.id)
		.join(',');
	const {
		step,
		expanded,
		generated,
		frontier: size,
		explored,
		treeSize,
		outcome,
		fates
	} = trace.stats();
	return `${step} e${expanded} g${generated} f${size} x${explored} t${treeSize} ${outcome} ${JSON.stringify(fates)} | ${nodes} | ${frontier}`;
}

const BOARDS = [
	'41325_786',
	'4123_5786',
	'75126348_',
	'1238_4765',
	'2831647_5',
	'12345_786',
	'1234_5678',
	'_12453786',
	'8672543_1',
	'1_3425786',
	'123_45786',
	'7245_6831'
];
const CASES: [string, AlgorithmName, () => Problem<unknown>][] = [];
for (const name of ALGORITHM_NAMES) {
	for (const text of BOARDS)
		CASES.push([text, name, () => tileProblem(board(text)) as Problem<unknown>]);
	CASES.push(['road map', name, () => roadMapProblem('A') as Problem<unknown>]);
}

describe('line steps', () => {
	it.each(CASES)(
		'on %s, %s: the last moment of each step is the step itself, and back returns through the same states',
		(_, name, make) => {
			const run = collect(name, make(), { maxExpansions: 120 });
			const whole = traceOf(run);
			const wholeAt: string[] = [];
			/** The frontier's first two entries after each step: the next step's contenders. */
			const leading: (number | null)[][] = [];
			for (let step = 0; step < whole.length; step++) {
				whole.seek(step);
				wholeAt.push(snapshot(whole));
				leading.push(whole.frontierRows(2).rows.map((row) => row.id));
			}
			const trace = traceOf(run);
			const forward: string[] = [];
			for (let step = 0; step < trace.length; step++) {
				const count = trace.momentCount(step);
				for (let moment = 0; moment < count; moment++) {
					trace.seek(step, moment);
					expect(trace.cursor).toBe(step);
					expect(trace.moment).toBe(moment);
					forward.push(snapshot(trace));
					// Read off the frontier as it stands: the entries that led it before the step.
					const event = trace.event(step);
					if (event.type === 'expand' || event.type === 'goal') {
						const { taken, runnerUp } = trace.contenders(step);
						expect([taken?.id, runnerUp?.id ?? null]).toEqual([
							leading[step - 1][0],
							leading[step - 1][1] ?? null
						]);
					}
				}
				// At an expansion boundary the line steps land on exactly the whole step.
				expect(forward.at(-1)).toBe(wholeAt[step]);
			}
			expect(forward.length).toBe(trace.lineCount());
			// Back, line by line from the end, through the very same states.
			for (let line = trace.lineCount() - 1; line >= 0; line--) {
				const { step, moment } = trace.positionOfLine(line);
				expect(trace.lineOf(step, moment)).toBe(line);
				trace.seek(step, moment);
				expect(snapshot(trace)).toBe(forward[line]);
			}
			// And jumping anywhere from anywhere.
			for (const line of [forward.length - 1, 3, forward.length >> 1, 0, forward.length - 2]) {
				if (line < 0) continue;
				const { step, moment } = trace.positionOfLine(line);
				trace.seek(step, moment);
				expect(snapshot(trace)).toBe(forward[line]);
			}
		}
	);

	it('A* on 75126348_: one expansion is shown a moment at a time', () => {
		const run = collect('astar', tileProblem(board('75126348_')) as Problem<unknown>);
		const trace = traceOf(run);
		const step = 2;
		const lines = trace.moments(step).map((moment) => `${moment.line}${moment.child ?? ''}`);
		const event = trace.event(step);
		if (event.type !== 'expand') throw new Error('expected an expansion');
		expect(event.children.map((child) => `${child.action} ${child.fate}`)).toEqual([
			'Up added',
			'Down explored',
			'Left added'
		]);
		expect(lines).toEqual([
			'pop',
			'goal-test',
			'children0',
			'add0',
			'push0',
			'children1',
			'explored1',
			'children2',
			'add2',
			'push2'
		]);
		const [up, , left] = event.children;
		trace.seek(step - 1);
		const before = trace.frontierRows(100).rows.map((row) => row.id);
		expect(before[0]).toBe(event.node.id);
		// The pop: the node is current and off the frontier; no child yet.
		trace.seek(step, 0);
		expect(trace.node(event.node.id)?.role).toBe('current');
		expect(trace.frontierRows(100).rows.map((row) => row.id)).toEqual(before.slice(1));
		expect(trace.node(up.id ?? -1)).toBeNull();
		expect(trace.stats()).toMatchObject({ expanded: 2, generated: 2 });
		// The first child generated: in the tree, not yet on the frontier.
		trace.seek(step, 2);
		expect(trace.node(up.id ?? -1)?.role).toBe('frontier');
		expect(trace.frontierRows(100).rows.some((row) => row.id === up.id)).toBe(false);
		// Pushed: on the frontier.
		trace.seek(step, 4);
		expect(trace.frontierRows(100).rows.some((row) => row.id === up.id)).toBe(true);
		// The explored child is a ghost leaf once generated.
		trace.seek(step, 5);
		expect(trace.node(event.node.id)?.ghosts.map((ghost) => ghost.fate)).toEqual(['explored']);
		trace.seek(step, 4);
		expect(trace.node(event.node.id)?.ghosts).toEqual([]);
		trace.seek(step, 9);
		expect(trace.frontierRows(100).rows.some((row) => row.id === left.id)).toBe(true);
		expect(trace.moment).toBe(9);
	});

	it('a replaced entry is struck at its moment, and comes back stepping back', () => {
		// Uniform-cost search on the road map replaces B's entry (node 11) by a cheaper path (13).
		const run = collect('ucs', roadMapProblem('A') as Problem<unknown>);
		const trace = traceOf(run);
		const step = run.events.findIndex(
			(event) =>
				event.type === 'expand' && event.children.some((child) => child.fate === 'replaced')
		);
		const moments = trace.moments(step);
		const replace = moments.findIndex((moment) => moment.line === 'replace');
		expect(replace).toBeGreaterThan(0);
		trace.seek(step, replace - 1);
		expect(trace.node(11)?.role).toBe('frontier');
		trace.seek(step, replace);
		expect(trace.node(11)?.role).toBe('replaced');
		expect(trace.frontierRows(100).rows.some((row) => row.id === 11)).toBe(false);
		trace.seek(step, replace - 1);
		expect(trace.node(11)?.role).toBe('frontier');
		expect(trace.frontierRows(100).rows.some((row) => row.id === 11)).toBe(true);
	});

	it('a run that fails or stops ends on the line that ends it', () => {
		const limited = traceOf(
			collect('bfs', tileProblem(board('75126348_')) as Problem<unknown>, { maxExpansions: 5 })
		);
		const last = limited.length - 1;
		expect(limited.moments(last).at(-1)?.line).toBe('cap');
		limited.seek(last, limited.momentCount(last) - 2);
		expect(limited.atEnd).toBe(false);
		expect(limited.stats().outcome).toBeNull();
		limited.seek(last, limited.momentCount(last) - 1);
		expect(limited.atEnd).toBe(true);
		expect(limited.stats().outcome).toBe('limit');
		const exhausted = traceOf(
			collect('dfs', tileProblem(board('2134_5678')) as Problem<unknown>, { depthLimit: 2 })
		);
		expect(exhausted.moments(exhausted.length - 1).at(-1)?.line).toBe('empty');
	});
});

describe('the moment that stands for a whole step (the expansion grain)', () => {
	it.each(CASES)(
		'on %s, %s: an expansion lights its pop, a goal its goal test, an iteration its bound',
		(_, name, make) => {
			const run = collect(name, make(), { maxExpansions: 120 });
			const trace = traceOf(run);
			const expected: Record<string, string> = {
				expand: 'pop',
				goal: 'goal-test',
				iteration: 'bound'
			};
			for (let step = 0; step < trace.length; step++) {
				const event = trace.event(step);
				const moments = trace.moments(step);
				const line = moments[wholeStepMoment(event, moments)].line;
				if (event.type === 'start') {
					expect(line).toBe(moments[moments.length - 1].line);
				} else if (event.type === 'iteration') {
					expect(line).toBe(event.iteration === 1 ? 'bound-init' : 'bound-next');
				} else {
					expect(line, `${name} step ${step}`).toBe(expected[event.type]);
				}
			}
		}
	);

	it('A* on 41325_786: steps 1 and 10 light the pop, whatever their last child was', () => {
		const trace = traceOf(collect('astar', tileProblem(board('41325_786'))));
		for (const step of [1, 10]) {
			const moments = trace.moments(step);
			expect(moments[moments.length - 1].line).not.toBe('pop');
			expect(moments[wholeStepMoment(trace.event(step), moments)]).toEqual({
				line: 'pop',
				child: null,
				reach: { full: false, generated: 0, decided: 0, pushed: 0 }
			});
		}
	});
});
