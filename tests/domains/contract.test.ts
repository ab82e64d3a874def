import { english } from '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import fc from 'fast-check';
import {
	DOMAIN_IDS,
	DOMAINS,
	domainOfWord,
	drawProblem,
	openProblem,
	PROBLEM_WORDS,
	problemLink,
	problemWords,
	type Domain,
	type DomainId,
	type InstanceRequest,
	type LinkParams,
	type ProblemSpec
} from '$lib/domains';
import { ALGORITHMS, collectRun } from '$lib/search';
import type { Problem, Successor } from '$lib/search/problem';

/**
 * The contract every domain keeps (issue 28), run over every entry of the registry on the
 * samples the domain gives itself (Domain.samples), so a new domain cannot skip it: its links
 * round-trip, its successors are well formed and reach the goal at the sample's cost, its h is
 * admissible, its states read in words, and its draws depend on their seed only.
 */

/** The most states a sample may reach: the suite searches them all. */
const MOST_STATES = 1000;

/** Each domain's first sample and first draw, as they read: the exact values the suite pins. */
const PINNED: Readonly<
	Record<
		DomainId,
		{
			readonly link: string;
			readonly text: string;
			readonly lines: readonly string[];
			readonly short: string;
			readonly actions: readonly string[];
			readonly drawn: string;
		}
	>
> = {
	tile: {
		link: 'board=4_1253&size=2x3',
		text: '4 _ 1 / 2 5 3',
		lines: ['4 · 1', '2 5 3'],
		short: '4_1253',
		actions: ['blank Down', 'blank Left', 'blank Right'],
		drawn: 'board=1354_2&size=2x3'
	},
	graph: {
		link: 'problem=road-map&start=A',
		text: 'A, Arad',
		lines: ['A'],
		short: 'A',
		actions: ['A→S', 'A→T', 'A→Z'],
		drawn: 'problem=road-map&start=F'
	},
	grid: {
		link: 'problem=grid&grid=v1.7x9.4.s3-0.g3-8.AAAAAAAAAAA.11a5i4a5i4a5i4a5i4a5i11a',
		text: '(3, 0)',
		lines: ['(3, 0)'],
		short: 'r3c0',
		actions: ['Up', 'Right', 'Down'],
		drawn: 'problem=grid&grid=v1.7x9.4.s0-0.g6-8.AH-QSqFTuEA.39a'
	}
};

type AnyDomain = Domain<ProblemSpec['spec'], unknown>;

/** Each domain of the registry, typed for what the suite does with any domain. */
const ENTRIES: readonly [DomainId, AnyDomain][] = DOMAIN_IDS.map((id) => [
	id,
	DOMAINS[id] as AnyDomain
]);

const named = (id: DomainId, spec: ProblemSpec['spec']): ProblemSpec =>
	({ problem: id, spec }) as ProblemSpec;

/** A link's parameters as its query text, as the pages write them. */
const queryText = (params: LinkParams): string =>
	params.map(([param, value]) => `${param}=${encodeURIComponent(value)}`).join('&');

/** Reads `params` back as `domain`'s link reads them; the notes it makes beside the spec. */
function readBack(domain: AnyDomain, params: LinkParams) {
	const query = new URLSearchParams(queryText(params));
	const notes: [string, string][] = [];
	// The notes in English: what a page says in its language (messages/domains).

	const word = query.get('problem') ?? domain.link.words[0];
	const spec = domain.link.read(query, word, (param, said) => notes.push([param, english(said)]));
	return { spec, notes, word };
}

interface StateSpace {
	/** Every state reached from the initial state, by key, in breadth-first order. */
	readonly states: Map<string | number, unknown>;
	readonly successors: Map<string | number, readonly Successor<unknown>[]>;
	/** The cost of a cheapest path from each state to a goal (absent when none reaches one). */
	readonly toGoal: Map<string | number, number>;
}

/** Every state of `problem` reachable from its start, and h*: a cheapest path's cost to a goal. */
function stateSpace(problem: Problem<unknown>): StateSpace {
	const states = new Map<string | number, unknown>([
		[problem.key(problem.initial), problem.initial]
	]);
	const successors = new Map<string | number, readonly Successor<unknown>[]>();
	const queue = [problem.initial];
	for (let i = 0; i < queue.length; i++) {
		const state = queue[i];
		const children = problem.successors(state);
		successors.set(problem.key(state), children);
		for (const child of children) {
			const key = problem.key(child.state);
			if (states.has(key)) continue;
			states.set(key, child.state);
			queue.push(child.state);
			if (states.size > MOST_STATES) {
				throw new Error(`A sample reaches more than ${MOST_STATES} states: choose a smaller one.`);
			}
		}
	}
	// Dijkstra's algorithm backwards from every goal, over the reversed successor edges.
	const into = new Map<string | number, [string | number, number][]>();
	for (const [key, children] of successors) {
		for (const child of children) {
			const to = problem.key(child.state);
			into.set(to, [...(into.get(to) ?? []), [key, child.cost]]);
		}
	}
	const toGoal = new Map<string | number, number>();
	const open = new Map<string | number, number>();
	for (const [key, state] of states) if (problem.isGoal(state)) open.set(key, 0);
	while (open.size > 0) {
		const [key, cost] = [...open].reduce((best, entry) => (entry[1] < best[1] ? entry : best));
		open.delete(key);
		toGoal.set(key, cost);
		for (const [from, step] of into.get(key) ?? []) {
			if (toGoal.has(from)) continue;
			const through = cost + step;
			if (through < (open.get(from) ?? Infinity)) open.set(from, through);
		}
	}
	return { states, successors, toGoal };
}

describe('the registry', () => {
	it('files each domain under its own id', () => {
		for (const [id, domain] of ENTRIES) expect(domain.id).toBe(id);
	});

	it('gives each problem word to one domain, the tile puzzle first', () => {
		expect(PROBLEM_WORDS).toEqual(['tiles', 'road-map', 'graph', 'grid']);
		expect(new Set(PROBLEM_WORDS).size).toBe(PROBLEM_WORDS.length);
		for (const [id, domain] of ENTRIES) {
			for (const word of domain.link.words) expect(domainOfWord(word)).toBe(id);
		}
		expect(domainOfWord('maze')).toBeNull();
	});
});

describe.each(ENTRIES)('the %s domain keeps the contract', (id, domain) => {
	const { problems, draws } = domain.samples;
	const pinned = PINNED[id];

	it('gives samples and draws to check', () => {
		expect(problems.length).toBeGreaterThan(0);
		expect(draws.length).toBeGreaterThan(0);
	});

	describe('links', () => {
		it('read back every sample exactly as written, saying nothing', () => {
			for (const { spec } of problems) {
				const written = domain.link.write(spec);
				const { spec: read, notes, word } = readBack(domain, written);
				expect(notes).toEqual([]);
				expect(read).toEqual(spec);
				expect(domainOfWord(word)).toBe(id);
				expect(problemLink(named(id, spec))).toEqual(written);
			}
			expect(queryText(domain.link.write(problems[0].spec))).toBe(pinned.link);
		});

		it('write only the problem, the goal and parameters the domain declares as its own', () => {
			const allowed = ['problem', 'goal', ...domain.link.params];
			for (const { spec } of problems) {
				for (const [param] of domain.link.write(spec)) expect(allowed).toContain(param);
			}
			const others = ENTRIES.filter(([other]) => other !== id).flatMap(([, d]) => d.link.params);
			for (const param of domain.link.params) expect(others).not.toContain(param);
		});

		it('read back any drawn instance exactly', () => {
			fc.assert(
				fc.property(fc.string(), fc.constantFrom(...draws), (seed, options) => {
					const spec = domain.draw(seed, options);
					const { spec: read, notes } = readBack(domain, domain.link.write(spec));
					expect(notes).toEqual([]);
					expect(read).toEqual(spec);
				}),
				{ numRuns: 50 }
			);
		});
	});

	describe.each(problems.map((sample, i) => [i, sample] as const))('sample %i', (_, sample) => {
		const opened = openProblem(named(id, sample.spec));
		const problem = opened.problem;
		const space = stateSpace(problem);

		it('opens, reaching its goal', () => {
			expect(opened.unreachable).toBeNull();
			expect(space.toGoal.has(problem.key(problem.initial))).toBe(true);
		});

		it('generates successors that cost 0 or more, by distinct actions, the same each time', () => {
			for (const [key, children] of space.successors) {
				const again = problem.successors(space.states.get(key));
				expect(again.map((child) => child.action)).toEqual(children.map((child) => child.action));
				expect(new Set(children.map((child) => child.action)).size).toBe(children.length);
				for (const child of children) {
					expect(Number.isFinite(child.cost)).toBe(true);
					expect(child.cost).toBeGreaterThanOrEqual(0);
					expect(problem.key(again.find((c) => c.action === child.action)!.state)).toBe(
						problem.key(child.state)
					);
				}
			}
		});

		it('reaches a goal at the sample’s cost, by actions that replay from the start', () => {
			const { result } = collectRun(ALGORITHMS.ucs.run(problem));
			expect(result.outcome).toBe('goal');
			expect(result.cost).toBe(sample.cost);
			expect(space.toGoal.get(problem.key(problem.initial))).toBe(sample.cost);
			let state = problem.initial;
			let cost = 0;
			for (const action of result.actions) {
				const step = problem.successors(state).find((child) => child.action === action);
				expect(step, `the action ${action}`).toBeDefined();
				state = step!.state;
				cost += step!.cost;
			}
			expect(problem.isGoal(state)).toBe(true);
			expect(cost).toBe(sample.cost);
		});

		it('estimates with an admissible h, 0 at every goal', () => {
			const h = problem.heuristic;
			if (h === undefined) return;
			for (const [key, state] of space.states) {
				const estimate = h.call(problem, state);
				expect(Number.isFinite(estimate)).toBe(true);
				expect(estimate).toBeGreaterThanOrEqual(0);
				if (problem.isGoal(state)) expect(estimate).toBe(0);
				const trueCost = space.toGoal.get(key);
				if (trueCost !== undefined) expect(estimate).toBeLessThanOrEqual(trueCost);
			}
		});

		it('writes every state and action in words that fit their boxes, one short name each', () => {
			const words = problemWords(named(id, sample.spec));
			expect(messageText(words.childOrder)).not.toBe('');
			expect(words.stateWord).not.toBe('');
			const shorts = new Map<string, string | number>();
			for (const [key, state] of space.states) {
				expect(words.text(state)).not.toBe('');
				const lines = words.lines(state);
				expect(lines.length).toBeGreaterThan(0);
				expect(lines.length).toBeLessThanOrEqual(words.shape.lines);
				for (const line of lines) {
					expect(line).not.toBe('');
					expect(line.length).toBeLessThanOrEqual(words.shape.chars);
				}
				const short = words.short(state);
				expect(short).not.toBe('');
				expect(shorts.get(short) ?? key, `two states are written ${short}`).toBe(key);
				shorts.set(short, key);
				for (const { action } of space.successors.get(key) ?? []) {
					expect(english(words.action(action))).not.toBe('');
				}
			}
		});
	});

	it('writes its first sample’s start and actions as pinned', () => {
		const { spec } = problems[0];
		const { problem } = openProblem(named(id, spec));
		const words = problemWords(named(id, spec));
		expect(words.text(problem.initial)).toBe(pinned.text);
		expect(words.lines(problem.initial)).toEqual(pinned.lines);
		expect(words.short(problem.initial)).toBe(pinned.short);
		expect(problem.successors(problem.initial).map(({ action }) => words.action(action))).toEqual(
			pinned.actions
		);
	});

	it('uses an h on some sample', () => {
		const informed = problems.filter(
			({ spec }) => openProblem(named(id, spec)).problem.heuristic !== undefined
		);
		expect(informed.length).toBeGreaterThan(0);
	});

	describe('seeded instances', () => {
		const drawnText = (seed: string, options: unknown): string =>
			queryText(domain.link.write(domain.draw(seed, options)));

		it('draws the same instance from the same seed, and the registry draws it too', () => {
			for (const options of draws) {
				expect(domain.draw('contract', options)).toEqual(domain.draw('contract', options));
				const request = { problem: id, seed: 'contract', ...(options as object) };
				expect(drawProblem(request as InstanceRequest)).toEqual(
					named(id, domain.draw('contract', options))
				);
			}
			expect(drawnText('contract', draws[0])).toBe(pinned.drawn);
		});

		it('draws different instances from different seeds', () => {
			for (const options of draws) {
				const drawn = new Set(
					Array.from({ length: 20 }, (_, seed) => drawnText(String(seed), options))
				);
				expect(drawn.size).toBeGreaterThan(1);
			}
		});

		it('draws instances that open, reaching their goal', () => {
			for (const options of draws) {
				for (let seed = 0; seed < 20; seed++) {
					const { problem, unreachable } = openProblem(
						named(id, domain.draw(String(seed), options))
					);
					expect(unreachable).toBeNull();
					expect(collectRun(ALGORITHMS.astar.run(problem)).result.outcome).toBe('goal');
				}
			}
		});
	});
});
