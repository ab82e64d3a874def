import { describe, expect, it } from 'vitest';
import { readPlayLink } from '$lib/config/play-link';
import { collectSearch } from '$lib/player';
import { runConfigOf } from '$lib/config/play-run';
import { forwardOf } from '$lib/player/forward';
import {
	entryOfState,
	fateChoicesOf,
	positionKey,
	questionAhead,
	QUIZ_CHOICES,
	type FateChoice,
	type QuizQuestion,
	type Unasked
} from '$lib/player/quiz';
import { ALGORITHM_NAMES, describedOptions, type AlgorithmName } from '$lib/search/descriptions';
import type { SearchOptions } from '$lib/search/options';
import type { Trace } from '$lib/trace';

/** The explorer's run for a link, computed whole, and its fate choices. */
function runOf(query: string): { trace: Trace<unknown>; fates: readonly FateChoice[] } {
	const { config } = readPlayLink(new URLSearchParams(query));
	const run = runConfigOf(config);
	const { trace } = collectSearch(run);
	return {
		trace,
		fates: fateChoicesOf(config.algorithm, describedOptions(config.algorithm, run.options ?? {}))
	};
}

const fatesOf = (algorithm: AlgorithmName, options: SearchOptions = {}): readonly FateChoice[] =>
	fateChoicesOf(algorithm, describedOptions(algorithm, options));

/** The question a step forward asks from (step, moment), the trace left where it was. */
function askedAt(
	trace: Trace<unknown>,
	fates: readonly FateChoice[],
	step: number,
	moment: number | null,
	grain: 'expansion' | 'line'
): QuizQuestion | Unasked {
	trace.seek(step, moment);
	const asked = questionAhead(trace, grain, fates);
	expect([trace.cursor, trace.moment]).toEqual([step, moment]);
	return asked;
}

const TILE = 'board=41325_786';
const ROAD = 'problem=road-map&start=A';

describe('forwardOf', () => {
	it('moves as the player does: a line to the next moment or the next step’s first', () => {
		expect(forwardOf({ step: 3, moment: 1 }, 5, 'line')).toEqual({ step: 3, moment: 2 });
		expect(forwardOf({ step: 3, moment: 4 }, 5, 'line')).toEqual({ step: 4, moment: 0 });
		expect(forwardOf({ step: 3, moment: null }, 5, 'line')).toEqual({ step: 4, moment: 0 });
	});

	it('an expansion finishes the step it is inside, or moves to the next whole step', () => {
		expect(forwardOf({ step: 3, moment: 1 }, 5, 'expansion')).toEqual({ step: 3, moment: null });
		expect(forwardOf({ step: 3, moment: 4 }, 5, 'expansion')).toEqual({ step: 4, moment: null });
		expect(forwardOf({ step: 3, moment: null }, 5, 'expansion')).toEqual({ step: 4, moment: null });
	});
});

describe('fateChoicesOf', () => {
	it('offers the fate lines each algorithm’s pseudocode has, in the order it tests them', () => {
		expect(Object.fromEntries(ALGORITHM_NAMES.map((name) => [name, fatesOf(name)]))).toEqual({
			bfs: ['explored', 'in-frontier', 'add', 'goal'],
			dfs: ['explored', 'in-frontier', 'add'],
			iddfs: ['parent-cut', 'depth-cut', 'add'],
			ucs: ['explored', 'in-frontier', 'replace', 'add'],
			greedy: ['explored', 'in-frontier', 'add'],
			astar: ['explored', 'in-frontier', 'replace', 'add'],
			wastar: ['explored', 'in-frontier', 'replace', 'add'],
			idastar: ['parent-cut', 'bound-cut', 'add'],
			walk: ['visited', 'candidate']
		});
	});

	it('follows the options: a depth limit cuts, a tree search checks nothing, goals on generation', () => {
		expect(fatesOf('astar', { depthLimit: 4, goalTest: 'on-generation' })).toEqual([
			'depth-cut',
			'explored',
			'in-frontier',
			'replace',
			'add',
			'goal'
		]);
		expect(fatesOf('bfs', { duplicates: 'tree', goalTest: 'on-removal' })).toEqual(['add']);
	});
});

describe('questionAhead on A* on the tile puzzle (41325_786)', () => {
	const { trace, fates } = runOf(`${TILE}&algo=astar`);

	it('asks nothing at the start: the frontier holds the root alone', () => {
		expect(askedAt(trace, fates, 0, null, 'expansion')).toEqual({
			kind: 'unasked',
			at: { step: 1, moment: null },
			why: 'one-choice',
			about: 'next-entry'
		});
	});

	it('asks which entry step 2 takes, listed in the order they joined', () => {
		const asked = askedAt(trace, fates, 1, null, 'expansion');
		expect(asked.kind).toBe('next-entry');
		if (asked.kind !== 'next-entry') return;
		expect(asked.at).toEqual({ step: 2, moment: null });
		expect(asked.choices.map((row) => [row.id, row.g, row.h, row.f])).toEqual([
			[1, 1, 6, 7],
			[2, 1, 4, 5],
			[3, 1, 6, 7]
		]);
		expect(asked.answer).toBe(2);
		expect(asked.answerIsGoal).toBe(false);
	});

	it('by line, asks the same before the next step’s first line, from the step’s last', () => {
		const last = trace.momentCount(1) - 1;
		const asked = askedAt(trace, fates, 1, last, 'line');
		expect(asked.kind === 'next-entry' && [asked.at, asked.answer]).toEqual([
			{ step: 2, moment: 0 },
			2
		]);
	});

	it('by line, asks a child’s fate before the line that generates it', () => {
		// Step 2 expands node 2: pop, goal test, then child 1 (blank Up, back to the start).
		expect(trace.moments(2).map((moment) => moment.line)).toEqual([
			'pop',
			'goal-test',
			'children',
			'explored',
			'children',
			'add',
			'push'
		]);
		const asked = askedAt(trace, fates, 2, 1, 'line');
		expect(asked).toEqual({
			kind: 'fate',
			at: { step: 2, moment: 2 },
			decidedAt: { step: 2, moment: 3 },
			goalTestAt: null,
			node: 2,
			child: 0,
			children: 2,
			action: 'Up',
			choices: ['explored', 'in-frontier', 'replace', 'add'],
			answer: 'explored'
		});
		expect(askedAt(trace, fates, 2, 3, 'line')).toMatchObject({ kind: 'fate', answer: 'add' });
		// The fate line itself and the push ask nothing more.
		expect(askedAt(trace, fates, 2, 2, 'line')).toMatchObject({ kind: 'unasked', why: 'nothing' });
		expect(askedAt(trace, fates, 2, 5, 'line')).toMatchObject({ kind: 'unasked', why: 'nothing' });
	});

	it('asks nothing past the run’s end', () => {
		expect(askedAt(trace, fates, trace.length - 1, null, 'expansion')).toMatchObject({
			kind: 'unasked',
			why: 'nothing'
		});
	});

	it('says the goal taken off the frontier is the goal', () => {
		const asked = askedAt(trace, fates, trace.length - 2, null, 'expansion');
		expect(asked).toMatchObject({ kind: 'next-entry', answerIsGoal: true });
	});
});

describe('questionAhead on the road map', () => {
	it('A*: which city’s entry step 3 takes, and the fate of each child by line', () => {
		const { trace, fates } = runOf(`${ROAD}&algo=astar`);
		const asked = askedAt(trace, fates, 2, null, 'expansion');
		expect(
			asked.kind === 'next-entry' && [asked.choices.map((row) => row.id), asked.answer]
		).toEqual([[2, 3, 4, 5, 6], 6]);
		// Step 3 expands Rimnicu Vilcea (node 6): its first child, Craiova, is new.
		expect(askedAt(trace, fates, 3, 1, 'line')).toMatchObject({
			kind: 'fate',
			node: 6,
			child: 0,
			action: 'R→C',
			answer: 'add'
		});
		// Its second, Pitesti, is new too; its third, Sibiu, is explored.
		expect(askedAt(trace, fates, 3, 4, 'line')).toMatchObject({ child: 1, answer: 'add' });
		expect(askedAt(trace, fates, 3, 7, 'line')).toMatchObject({ child: 2, answer: 'explored' });
	});

	it('uniform-cost search, goals on generation: a new child’s goal test follows its fate line', () => {
		const { trace, fates } = runOf(`${ROAD}&algo=ucs&test=on-generation`);
		const last = trace.length - 1;
		const moments = trace.moments(last);
		const generating = moments.findIndex((moment, i) => {
			const child = moment.child;
			return moment.line === 'children' && child !== null && i > 0;
		});
		const asked = askedAt(trace, fates, last, generating - 1, 'line');
		expect(asked).toMatchObject({
			kind: 'fate',
			decidedAt: { step: last, moment: generating + 1 },
			goalTestAt: { step: last, moment: generating + 2 }
		});
		// Somewhere in the last expansion a child is the goal.
		const answers: string[] = [];
		moments.forEach((moment, i) => {
			if (moment.line !== 'children') return;
			const question = askedAt(trace, fates, last, i - 1, 'line');
			if (question.kind === 'fate') answers.push(question.answer);
		});
		expect(answers).toContain('goal');
	});

	it('the greedy walk: which unvisited child it steps to, whole or at its choosing line', () => {
		const { trace, fates } = runOf(`${ROAD}&algo=walk`);
		const asked = askedAt(trace, fates, 0, null, 'expansion');
		expect(asked).toEqual({
			kind: 'walk-step',
			at: { step: 1, moment: null },
			node: 0,
			choices: [
				{ child: 0, action: 'A→S', g: 140, h: 253 },
				{ child: 1, action: 'A→T', g: 118, h: 329 },
				{ child: 2, action: 'A→Z', g: 75, h: 374 }
			],
			answer: 0,
			chosenAt: { step: 1, moment: 8 }
		});
		expect(trace.moments(1)[8].line).toBe('choose');
		expect(askedAt(trace, fates, 1, 7, 'line')).toMatchObject({
			kind: 'walk-step',
			at: { step: 1, moment: 8 },
			answer: 0
		});
		// By line, the step's first line (standing on the child chosen) asks nothing.
		expect(askedAt(trace, fates, 0, null, 'line')).toMatchObject({
			kind: 'unasked',
			why: 'nothing'
		});
		// Arad's first child, Sibiu, is a candidate (the walk steps to it); Sibiu's first, Arad,
		// was visited.
		expect(askedAt(trace, fates, 1, 1, 'line')).toMatchObject({
			kind: 'fate',
			answer: 'candidate',
			choices: ['visited', 'candidate']
		});
		expect(askedAt(trace, fates, 2, 1, 'line')).toMatchObject({ kind: 'fate', answer: 'visited' });
	});

	it('iterative deepening: a new iteration asks nothing; a stack of one asks nothing', () => {
		const { trace, fates } = runOf(`${ROAD}&algo=iddfs`);
		expect(trace.event(3).type).toBe('iteration');
		expect(askedAt(trace, fates, 2, null, 'expansion')).toMatchObject({
			kind: 'unasked',
			why: 'nothing'
		});
		expect(askedAt(trace, fates, 3, null, 'expansion')).toMatchObject({
			kind: 'unasked',
			why: 'one-choice'
		});
		expect(askedAt(trace, fates, 4, null, 'expansion')).toMatchObject({
			kind: 'next-entry',
			answer: 2
		});
	});
});

describe('every algorithm, on both problems', () => {
	const queries = ALGORITHM_NAMES.flatMap((algorithm) =>
		[TILE, ROAD].flatMap((problem) =>
			['on-removal', 'on-generation'].map(
				(test) => `${problem}&algo=${algorithm}&test=${test}&cap=300`
			)
		)
	);

	for (const query of queries) {
		it(`asks, before each step, about exactly what the step does: ${query}`, () => {
			const { trace, fates } = runOf(query);
			let asked = 0;
			for (let step = 1; step < trace.length; step++) {
				const event = trace.event(step);
				const question = askedAt(trace, fates, step - 1, null, 'expansion');
				expect(question.at).toEqual({ step, moment: null });
				if (question.kind === 'next-entry') {
					asked++;
					expect(event.type === 'expand' || event.type === 'goal').toBe(true);
					if (event.type !== 'expand' && event.type !== 'goal') continue;
					expect(question.answer).toBe(event.node.id);
					const ids = question.choices.map((row) => row.id);
					expect(ids).toContain(event.node.id);
					expect(ids).toEqual([...ids].sort((a, b) => a - b));
					expect(question.answerIsGoal).toBe(event.type === 'goal');
				} else if (question.kind === 'walk-step') {
					asked++;
					expect(event.type).toBe('expand');
					if (event.type !== 'expand') continue;
					expect(event.children[question.answer].fate).toBe('added');
					const { h } = event.children[question.answer];
					expect(Math.min(...question.choices.map((choice) => choice.h))).toBe(h);
				} else if (question.kind === 'unasked' && question.why === 'crowded') {
					expect(question.total).toBeGreaterThan(QUIZ_CHOICES);
				}
				// Every line a child's fate is decided on was asked before its child was generated.
				const moments = trace.moments(step);
				moments.forEach((moment, i) => {
					if (moment.line !== 'children' || i === 0) return;
					const fate = askedAt(trace, fates, step, i - 1, 'line');
					if (fate.kind !== 'fate') return;
					const decided = moments[i + 1].line;
					expect(fate.choices).toContain(fate.answer);
					expect(fate.answer === 'goal' ? 'add' : fate.answer).toBe(decided);
				});
			}
			expect(asked).toBeGreaterThan(0);
		});
	}
});

describe('entryOfState: a city picked on the map', () => {
	function entryQuestion(query: string, step: number) {
		const { trace, fates } = runOf(query);
		const asked = askedAt(trace, fates, step, null, 'expansion');
		if (asked.kind !== 'next-entry') throw new Error(`No entry asked at step ${step}.`);
		return asked;
	}

	it('a graph search holds a city once: its entry, right or wrong; a city not on it is none', () => {
		const question = entryQuestion(`${ROAD}&algo=astar`, 1);
		expect(question.answer).toBe(1);
		expect(entryOfState(question, 'S')).toEqual({ id: 1, holders: [1] });
		expect(entryOfState(question, 'T')).toEqual({ id: 2, holders: [2] });
		expect(entryOfState(question, 'A')).toBeNull();
		expect(entryOfState(question, 'B')).toBeNull();
	});

	it('a tree search may hold a city twice: the pick means the entry of it that leaves first', () => {
		// A* tree search before step 6: Bucharest by Fagaras (node 11, f 450) and by Pitesti (node
		// 13, f 418, taken next); Sibiu twice (node 10, f 553, and node 12, f 591).
		const question = entryQuestion(`${ROAD}&algo=astar&dup=tree`, 5);
		expect(question.answer).toBe(13);
		expect(entryOfState(question, 'B')).toEqual({ id: 13, holders: [11, 13] });
		expect(entryOfState(question, 'S')).toEqual({ id: 10, holders: [10, 12] });
		// Breadth-first tree search before step 5: Arad three times; the oldest leaves first.
		const bfs = entryQuestion(`${ROAD}&algo=bfs&dup=tree`, 4);
		expect(entryOfState(bfs, 'A')).toEqual({ id: 4, holders: [4, 8, 10] });
	});
});

describe('positionKey', () => {
	it('names a whole step by its number, a line by step and moment', () => {
		expect(positionKey({ step: 4, moment: null })).toBe('4');
		expect(positionKey({ step: 4, moment: 0 })).toBe('4.0');
	});
});
