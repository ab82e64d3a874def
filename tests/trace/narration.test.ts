import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, type Board } from '$lib/puzzle';
import {
	ALGORITHMS,
	ALGORITHM_NAMES,
	collectRun,
	describedOptions,
	tileProblem,
	type AlgorithmName,
	type Outcome,
	type Problem,
	type SearchEvent,
	type SearchOptions,
	type SearchResult
} from '$lib/search';
import { graphWords, ROMANIA, roadMapProblem } from '$lib/domains/graph';
import { gridHeuristic, gridProblem, gridWords, U_TRAP } from '$lib/domains/grid';
import { DESCRIPTIONS } from '$lib/search/descriptions';
import type { LineId } from '$lib/search/pseudocode';
import { entryComparator, frontierOrderFor } from '$lib/trace/frontier-order';
import { linePlanFor, momentsOf, type Moment } from '$lib/trace/line-steps';
import {
	actionText as actionMessage,
	narrate as narration,
	NO_TIE,
	variablesAt as variableRefs,
	type FrontierEntryFacts,
	type NarrationInput,
	type TiedFacts
} from '$lib/trace/narration';
import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';
import { variablesText } from '$lib/components/narration-text';

/** The narration of a position in English, as the explorer writes it. */
function narrate<S>(input: NarrationInput<S>): string {
	return messageText(narration(input), 'en');
}

/** The pseudocode's variables in English, as the panel writes them. */
function variablesAt<S>(input: NarrationInput<S>) {
	return variablesText(variableRefs(input));
}

/** An action in English. */
function actionText(action: string): string {
	return messageText(actionMessage(action), 'en');
}

/**
 * A run with what the narration is given at each step: the frontier entry the step took and the
 * entry that would have come next, the bound in force, and the outcome at the last step. The
 * frontier is modelled here from the events alone — pushes numbered in arrival order, entries
 * ordered by the algorithm's frontier order — independently of the trace.
 */
interface NarratedRun<S> {
	readonly algorithm: AlgorithmName;
	readonly events: readonly SearchEvent<S>[];
	readonly result: SearchResult<S>;
	/** The narration's input for step `step`, at `moment` (null: the whole step). */
	input(step: number, moment?: Moment | null): NarrationInput<S>;
	moments(step: number): readonly Moment[];
}

interface Before {
	readonly taken: FrontierEntryFacts | null;
	readonly runnerUp: FrontierEntryFacts | null;
	readonly tied: TiedFacts;
	readonly bound: number | null;
}

function narratedRun<S>(
	algorithm: AlgorithmName,
	problem: Problem<S>,
	options: SearchOptions = {},
	stateText?: (state: S) => string,
	sentenceName?: (state: S) => string | MessageRef | null
): NarratedRun<S> {
	const { events, result } = collectRun(ALGORITHMS[algorithm].run(problem, options));
	const resolved = describedOptions(algorithm, options);
	const { structure } = DESCRIPTIONS[algorithm];
	const pushReversed =
		(structure === 'stack' || structure === 'bounded-depth-first') &&
		resolved.pushOrder === 'reversed';
	const plan = linePlanFor(algorithm, options);

	// Every node made so far by id, and the frontier as a list of ids.
	const g: number[] = [];
	const f: number[] = [];
	const h: number[] = [];
	const arrival: number[] = [];
	const states: S[] = [];
	const compare = entryComparator(frontierOrderFor(algorithm, options), {
		f,
		g,
		h,
		arrivalOf: (id) => arrival[id],
		stateOf: () => undefined
	});
	let frontier: number[] = [];
	let pushes = 0;
	const push = (node: { id: number; g: number; h: number; f: number; state: S }): void => {
		states[node.id] = node.state;
		g[node.id] = node.g;
		h[node.id] = node.h;
		f[node.id] = node.f;
		arrival[node.id] = pushes++;
		frontier.push(node.id);
	};
	const facts = (id: number | undefined): FrontierEntryFacts | null =>
		id === undefined ? null : { id, g: g[id], h: h[id], f: f[id], arrival: arrival[id] };

	const before: Before[] = [];
	let bound: number | null = null;
	for (const event of events) {
		if (event.type === 'iteration') bound = event.bound;
		const popped = event.type === 'expand' || event.type === 'goal';
		const order = [...frontier].sort(compare);
		// Every entry sharing the first one's priority, on a priority queue.
		const tiedIds =
			popped && structure === 'priority' ? order.filter((id) => f[id] === f[order[0]]) : [];
		before.push({
			taken: popped ? facts(order[0]) : null,
			runnerUp: popped ? facts(order[1]) : null,
			tied:
				tiedIds.length < 2
					? NO_TIE
					: { entries: tiedIds.map((id) => facts(id)!), count: tiedIds.length },
			bound
		});
		switch (event.type) {
			case 'start':
			case 'iteration':
				frontier = [];
				push(event.root);
				break;
			case 'goal':
				frontier = frontier.filter((id) => id !== event.node.id);
				break;
			case 'expand': {
				const kept = event.children.filter(
					(child) => child.fate === 'added' || child.fate === 'replaced'
				);
				// The node taken leaves the frontier, and so do the entries a cheaper path replaced.
				frontier = frontier.filter(
					(id) =>
						id !== event.node.id &&
						!kept.some((child) => child.fate === 'replaced' && child.existing === id)
				);
				if (pushReversed) kept.reverse();
				for (const child of kept) {
					if (child.id !== null) push({ ...child, id: child.id });
				}
				break;
			}
		}
	}
	const last = events.length - 1;
	const ending = (step: number): Outcome | null => (step === last ? result.outcome : null);
	return {
		algorithm,
		events,
		result,
		moments: (step) => momentsOf(events[step], plan, ending(step)),
		input: (step, moment = null) => ({
			algorithm,
			options: resolved,
			event: events[step],
			moment,
			...before[step],
			outcome: ending(step),
			stateText,
			nodeFacts: (id) => (g[id] === undefined ? null : { g: g[id], h: h[id] }),
			nodeName: (id) =>
				sentenceName === undefined || states[id] === undefined ? null : sentenceName(states[id])
		})
	};
}

function board(text: string): Board {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

/** A tile-puzzle run whose states read as boards, "7 5 1 / 2 6 3 / 4 8 _". */
function tileRun(algorithm: AlgorithmName, text: string, options: SearchOptions = {}) {
	const problem = tileProblem(board(text));
	return narratedRun(algorithm, problem, options, (state) =>
		formatBoard(problem.toBoard(state), 'rows', { rowSeparator: ' / ' })
	);
}

/** The road map from Arad to Bucharest. */
function roadRun(algorithm: AlgorithmName, options: SearchOptions = {}) {
	return narratedRun(algorithm, roadMapProblem('A', 'B'), options);
}

/** The road map as the explorer narrates it: each node's city named after its number. */
function namedRoadRun(algorithm: AlgorithmName, options: SearchOptions = {}) {
	const words = graphWords(ROMANIA);
	return narratedRun(algorithm, roadMapProblem('A', 'B'), options, words.text, words.sentenceName);
}

/** The sentence of step `step` at its moment on `line` (about child `child`, if given). */
function at<S>(run: NarratedRun<S>, step: number, line: LineId, child: number | null = null) {
	const moment = run
		.moments(step)
		.find((candidate) => candidate.line === line && candidate.child === child);
	if (moment === undefined) throw new Error(`Step ${step} has no moment ${line}/${child}.`);
	return narrate(run.input(step, moment));
}

function whole<S>(run: NarratedRun<S>, step: number): string {
	return narrate(run.input(step));
}

const lastStep = <S>(run: NarratedRun<S>): number => run.events.length - 1;

describe('A* on 75126348_', () => {
	const run = tileRun('astar', '75126348_');

	it('starts with the root on the frontier', () => {
		expect(whole(run, 0)).toBe(
			'The frontier starts with the root, node 0 (7 5 1 / 2 6 3 / 4 8 _), f 10 = g 0 + h 10; explored starts empty.'
		);
	});

	it('takes the only entry, then sums up the children', () => {
		expect(whole(run, 1)).toBe(
			'Took node 0 (f 10 = g 0 + h 10) off the frontier, its only entry. 2 children: 2 added (nodes 1, 2).'
		);
	});

	it('explains a tie on f by the tie-break', () => {
		expect(whole(run, 2)).toBe(
			'Took node 1 (f 12 = g 1 + h 11) off the frontier: the lowest f. 2 entries share f 12 (nodes 1 and 2); the tie-break (first added first) picks node 1. 3 children: 2 added (nodes 3, 4), 1 already explored (node 0).'
		);
	});

	it('names the next entry when its f is higher', () => {
		expect(whole(run, 4)).toBe(
			'Took node 4 (f 12 = g 2 + h 10) off the frontier: the lowest f; next was node 3 with f 14. 4 children: 3 added (nodes 7, 8, 9), 1 already explored (node 1).'
		);
	});

	it('narrates each line step of an expansion', () => {
		expect(run.moments(5).map((moment) => narrate(run.input(5, moment)))).toEqual([
			'Took node 7 (f 12 = g 3 + h 9) off the frontier: the lowest f. 2 entries share f 12 (nodes 7 and 9); the tie-break (first added first) picks node 7.',
			'Node 7 is not a goal, so it is expanded.',
			'Generated child 1 of 3: blank Down, f 14 = g 4 + h 10.',
			'Child 1 (blank Down): its state is in explored (node 4): discarded.',
			'Generated child 2 of 3: blank Left, f 14 = g 4 + h 10.',
			'Child 2 (blank Left): its state is in neither explored nor the frontier: it becomes node 10.',
			'Node 10 joins the priority queue, placed by f 14 = g 4 + h 10.',
			'Generated child 3 of 3: blank Right, f 12 = g 4 + h 8.',
			'Child 3 (blank Right): its state is in neither explored nor the frontier: it becomes node 11.',
			'Node 11 joins the priority queue, placed by f 12 = g 4 + h 8.'
		]);
	});

	it('ends at the goal with its path cost', () => {
		const end = lastStep(run);
		expect(whole(run, end)).toBe(
			'Took node 875 (f 20 = g 20 + h 0) off the frontier: the lowest f; next was node 351 with f 22. Reached the goal: node 875 (1 2 3 / 4 5 6 / 7 8 _), 20 actions from the root, with path cost 20.'
		);
		expect(at(run, end, 'goal-test')).toBe('Node 875 is the goal: the path has cost 20.');
	});
});

describe('tie-breaks other than first added first', () => {
	it('lower h first: the lower h decides, and equal h falls back on arrival', () => {
		const run = tileRun('astar', '75126348_', { tieBreak: 'low-h' });
		expect(at(run, 2, 'pop')).toBe(
			'Took node 1 (f 12 = g 1 + h 11) off the frontier: the lowest f. 2 entries share f 12 (nodes 1 and 2); the tie-break (lower h first, then first added) picks node 1: more than one has the lowest h, 11, and it was added first.'
		);
		expect(at(run, 3, 'pop')).toBe(
			'Took node 4 (f 12 = g 2 + h 10) off the frontier: the lowest f. 2 entries share f 12 (nodes 2 and 4); the tie-break (lower h first, then first added) picks node 4, whose h 10 is the lowest of them.'
		);
	});

	it('last added first chooses the later entry', () => {
		const run = tileRun('astar', '75126348_', { tieBreak: 'lifo' });
		expect(at(run, 2, 'pop')).toBe(
			'Took node 2 (f 12 = g 1 + h 11) off the frontier: the lowest f. 2 entries share f 12 (nodes 1 and 2); the tie-break (last added first) picks node 2.'
		);
	});
});

describe('the road map, Arad to Bucharest', () => {
	it('uniform cost speaks of g only, and a cheaper path replaces a waiting entry', () => {
		const run = roadRun('ucs');
		expect(whole(run, 0)).toBe(
			'The frontier starts with the root, node 0 (A), g 0; explored starts empty.'
		);
		expect(whole(run, 10)).toBe(
			'Took node 9 (g 317) off the frontier: the lowest g; next was node 8 with g 366. 3 children: 1 replaced node 11 (g 450) by a cheaper path (g 418) as node 13, 1 already on the frontier (node 8), 1 already explored (node 7).'
		);
		expect(at(run, 10, 'children', 0)).toBe('Generated child 1 of 3: road P→B, g 418.');
		expect(at(run, 10, 'replace', 0)).toBe(
			'Child 1 (road P→B): its state waits on the frontier as node 11 with g 450 > 418: the child, node 13, replaces node 11.'
		);
		expect(at(run, 10, 'push', 0)).toBe('Node 13 joins the priority queue, placed by g 418.');
		expect(at(run, 10, 'in-frontier', 1)).toBe(
			'Child 2 (road P→C): its state waits on the frontier as node 8 with g 366 ≤ 455: discarded.'
		);
		expect(whole(run, lastStep(run))).toBe(
			'Took node 13 (g 418) off the frontier, its only entry. Reached the goal: node 13 (B), 4 actions from the root, with path cost 418.'
		);
	});

	it('A* replaces the entry of B reached through Fagaras by the cheaper one through Pitesti', () => {
		const run = roadRun('astar');
		expect(whole(run, 5)).toBe(
			'Took node 8 (f 417 = g 317 + h 100) off the frontier: the lowest f; next was node 2 with f 447. 3 children: 1 replaced node 9 (g 450) by a cheaper path (g 418) as node 10, 1 already on the frontier (node 7), 1 already explored (node 6).'
		);
		expect(at(run, 5, 'children', 0)).toBe(
			'Generated child 1 of 3: road P→B, f 418 = g 418 + h 0.'
		);
		expect(at(run, 5, 'replace', 0)).toBe(
			'Child 1 (road P→B): its state waits on the frontier as node 9 with g 450 > 418: the child, node 10, replaces node 9.'
		);
		expect(whole(run, lastStep(run))).toBe(
			'Took node 10 (f 418 = g 418 + h 0) off the frontier: the lowest f; next was node 2 with f 447. Reached the goal: node 10 (B), 4 actions from the root, with path cost 418.'
		);
	});
});

describe('the road map with its cities named', () => {
	it('names the city of every node a sentence numbers, beside its numbers', () => {
		const run = namedRoadRun('astar');
		expect(whole(run, 5)).toBe(
			'Took node 8 (Pitesti: f 417 = g 317 + h 100) off the frontier: the lowest f; next was node 2 (Timisoara) with f 447. 3 children: 1 replaced node 9 (Bucharest: g 450) by a cheaper path (g 418) as node 10, 1 already on the frontier (Craiova, node 7), 1 already explored (Rimnicu Vilcea, node 6).'
		);
		expect(at(run, 5, 'push', 0)).toBe(
			'Node 10 (Bucharest) joins the priority queue, placed by f 418 = g 418 + h 0.'
		);
		expect(whole(run, lastStep(run))).toBe(
			'Took node 10 (Bucharest: f 418 = g 418 + h 0) off the frontier: the lowest f; next was node 2 (Timisoara) with f 447. Reached the goal: node 10 (B, Bucharest), 4 actions from the root, with path cost 418.'
		);
		const bfs = namedRoadRun('bfs');
		expect(whole(bfs, 2)).toBe(
			'Took node 1 (Sibiu), the oldest entry of the queue (depth 1); node 2 (Timisoara) is next in line. 4 children: 3 added (Fagaras, node 4; Oradea, node 5; Rimnicu Vilcea, node 6), 1 already explored (Arad, node 0).'
		);
		expect(at(bfs, 2, 'goal-child', 1)).toBe('Node 4 (Fagaras) is not a goal.');
		const dfs = namedRoadRun('dfs');
		expect(whole(dfs, 2)).toBe(
			'Took node 1 (Sibiu), the newest entry of the stack (depth 1); node 2 (Timisoara) lies beneath it. 4 children: 3 added (Fagaras, node 4; Oradea, node 5; Rimnicu Vilcea, node 6), 1 already explored (Arad, node 0).'
		);
		expect(at(dfs, 2, 'push-all')).toBe(
			'Pushed the 3 kept children last first (nodes 6, 5, 4): node 4 (Fagaras), the first in child order, is on top.'
		);
	});
});

describe('withholding the next entry (quiz mode: the step forward asks it)', () => {
	const withheld = <S>(run: NarratedRun<S>, step: number, moment: Moment | null = null) =>
		narrate({ ...run.input(step, moment), withholdNext: true });
	const momentOf = <S>(run: NarratedRun<S>, step: number, line: LineId) => {
		const moment = run.moments(step).find((candidate) => candidate.line === line);
		if (moment === undefined) throw new Error(`Step ${step} has no moment ${line}.`);
		return moment;
	};

	it('a queue: no "next in line", the rest as ever', () => {
		const bfs = namedRoadRun('bfs');
		expect(withheld(bfs, 2)).toBe(
			'Took node 1 (Sibiu), the oldest entry of the queue (depth 1). 4 children: 3 added (Fagaras, node 4; Oradea, node 5; Rimnicu Vilcea, node 6), 1 already explored (Arad, node 0).'
		);
		expect(withheld(bfs, 2, momentOf(bfs, 2, 'pop'))).toBe(
			'Took node 1 (Sibiu), the oldest entry of the queue (depth 1).'
		);
	});

	it('a stack: nothing of what lies beneath, nor which child is on top', () => {
		const dfs = namedRoadRun('dfs');
		expect(withheld(dfs, 2)).toBe(
			'Took node 1 (Sibiu), the newest entry of the stack (depth 1). 4 children: 3 added (Fagaras, node 4; Oradea, node 5; Rimnicu Vilcea, node 6), 1 already explored (Arad, node 0).'
		);
		expect(withheld(dfs, 2, momentOf(dfs, 2, 'push-all'))).toBe(
			'Pushed the 3 kept children last first (nodes 6, 5, 4).'
		);
	});

	it('a priority queue: no "next was", and a tie counts the entries it does not take', () => {
		const astar = namedRoadRun('astar');
		expect(withheld(astar, 5)).toBe(
			'Took node 8 (Pitesti: f 417 = g 317 + h 100) off the frontier: the lowest f. 3 children: 1 replaced node 9 (Bucharest: g 450) by a cheaper path (g 418) as node 10, 1 already on the frontier (Craiova, node 7), 1 already explored (Rimnicu Vilcea, node 6).'
		);
		const tiles = tileRun('astar', '75126348_');
		expect(withheld(tiles, 2)).toBe(
			'Took node 1 (f 12 = g 1 + h 11) off the frontier: the lowest f. 2 entries share f 12; the tie-break (first added first) picks node 1. 3 children: 2 added (nodes 3, 4), 1 already explored (node 0).'
		);
	});

	it('says an emptied frontier as ever: it names no entry', () => {
		const run = tileRun('astar', '75126348_');
		expect(withheld(run, 1)).toBe(whole(run, 1));
	});
});

describe('breadth-first search on 1234_5786', () => {
	const run = tileRun('bfs', '1234_5786');

	it('says nothing of h: only depth', () => {
		expect(whole(run, 0)).toBe(
			'The frontier starts with the root, node 0 (1 2 3 / 4 _ 5 / 7 8 6); explored starts empty.'
		);
		expect(whole(run, 2)).toBe(
			'Took node 1, the oldest entry of the queue (depth 1); node 2 is next in line. 3 children: 2 added (nodes 5, 6), 1 already explored (node 0).'
		);
		expect(at(run, 2, 'children', 1)).toBe('Generated child 2 of 3: blank Left, depth 2.');
		for (const step of [0, 1, 2, 3]) expect(whole(run, step)).not.toMatch(/\bh\b/);
	});

	it('tests children on generation and pushes them at the back of the queue', () => {
		expect(at(run, 1, 'goal-child', 0)).toBe('Node 1 is not a goal.');
		expect(at(run, 1, 'push', 0)).toBe('Node 1 joins the back of the queue.');
		expect(whole(run, 1)).toBe(
			'Took node 0, the oldest entry of the queue (depth 0); the queue holds nothing else. 4 children: 4 added (nodes 1, 2, 3, 4).'
		);
	});

	it('finds the goal as a child', () => {
		const end = lastStep(run);
		expect(whole(run, end)).toBe(
			'Took node 4, the oldest entry of the queue (depth 1); node 5 is next in line. 2 children: 1 added (node 11), 1 goal (node 12). Reached the goal: node 12 (1 2 3 / 4 5 6 / 7 8 _), 2 actions from the root, with path cost 2.'
		);
		expect(at(run, end, 'goal-child', 1)).toBe('Node 12 is the goal: the path has cost 2.');
	});

	it('a root that is a goal ends the run at the start', () => {
		const solved = tileRun('bfs', '123_');
		expect(solved.moments(0).map((moment) => moment.line)).toEqual(['init', 'root-goal']);
		expect(at(solved, 0, 'root-goal')).toBe(
			'The root, node 0, is a goal already: the path is empty, with cost 0.'
		);
		expect(whole(solved, 0)).toBe(
			'The frontier starts with the root, node 0 (1 2 / 3 _); explored starts empty. Reached the goal: node 0 (1 2 / 3 _), the root itself, with path cost 0.'
		);
	});

	it('an unsolvable board empties the frontier', () => {
		const stuck = tileRun('bfs', '213_');
		const end = lastStep(stuck);
		expect(stuck.result.outcome).toBe('exhausted');
		expect(at(stuck, end, 'empty')).toBe(
			'The frontier is empty: every reachable state was expanded and none is a goal. The search fails.'
		);
		expect(whole(stuck, end)).toBe(
			'Took node 11, the oldest entry of the queue (depth 6); the queue holds nothing else. 2 children: 2 already explored (nodes 10, 9). The frontier is empty: every reachable state was expanded and none is a goal. The search fails.'
		);
	});
});

describe('depth-first search', () => {
	it('takes the newest entry and pushes the kept children last first', () => {
		const run = tileRun('dfs', '1234_5786', { maxExpansions: 6 });
		expect(whole(run, 2)).toBe(
			'Took node 1, the newest entry of the stack (depth 1); node 2 lies beneath it. 3 children: 2 added (nodes 5, 6), 1 already explored (node 0).'
		);
		expect(at(run, 1, 'push-all')).toBe(
			'Pushed the 4 kept children last first (nodes 4, 3, 2, 1): node 1, the first in child order, is on top.'
		);
		expect(at(run, 3, 'push-all')).toBe('Pushed node 7 onto the stack.');
	});

	it('stops at the expansion cap', () => {
		const run = tileRun('dfs', '1234_5786', { maxExpansions: 6 });
		const end = lastStep(run);
		expect(run.result.outcome).toBe('limit');
		expect(at(run, end, 'cap')).toBe(
			'The search stopped at the cap of 6 expansions, without reaching a goal.'
		);
		expect(whole(run, end)).toBe(
			'Took node 10, the newest entry of the stack (depth 5); node 9 lies beneath it. 3 children: 2 added (nodes 11, 12), 1 already explored (node 8). The search stopped at the cap of 6 expansions, without reaching a goal.'
		);
	});

	it('pushed in child order, each child lands on top of the stack', () => {
		const run = tileRun('dfs', '1234_5786', { pushOrder: 'generated', maxExpansions: 1 });
		expect(at(run, 1, 'push', 3)).toBe('Node 4 goes on top of the stack.');
		expect(at(run, 1, 'cap')).toBe(
			'The search stopped at the cap of 1 expansion, without reaching a goal.'
		);
	});
});

describe('a depth limit', () => {
	it('uniform cost: children deeper than the limit are cut, then the frontier empties', () => {
		const run = tileRun('ucs', '75126348_', { depthLimit: 2 });
		expect(at(run, 4, 'depth-cut', 0)).toBe('Child 1 (blank Down): depth 3 > the limit 2: cut.');
		expect(whole(run, 4)).toBe(
			'Took node 3 (g 2) off the frontier: the lowest g. 4 entries share g 2 (nodes 3, 4, 5 and 6); the tie-break (first added first) picks node 3. 2 children: 2 cut by the depth limit (blank Down, blank Left).'
		);
		expect(at(run, lastStep(run), 'empty')).toBe(
			'The frontier is empty: no goal lies within the depth limit 2. The search fails.'
		);
	});

	it('iterative deepening: the last limit tried ends the run', () => {
		const run = tileRun('iddfs', '1234_5786', { depthLimit: 1 });
		const end = lastStep(run);
		expect(whole(run, 3)).toBe(
			'Iteration 2: the depth limit rises to 1; the search starts again from the root. The frontier, a stack, starts again with the root alone, now node 1; nothing is cut yet.'
		);
		expect(at(run, 4, 'add', 0)).toBe('Child 1 (blank Up): depth 1 ≤ the limit 1: kept as node 2.');
		expect(at(run, end, 'parent-cut', 2)).toBe(
			'Child 3 (blank Left): it undoes the move that led here: skipped.'
		);
		expect(whole(run, end)).toBe(
			'Took node 5, the newest entry of the stack (depth 1; the depth limit is 1); the stack holds nothing else. 3 children: 2 cut by the depth limit (blank Up, blank Down), 1 undoing the last move (blank Left). The last depth limit, 1, found no goal. The search fails.'
		);
		expect(at(run, end, 'no-cut')).toBe(
			'The last depth limit, 1, found no goal. The search fails.'
		);
	});
});

describe('IDA* on 75126348_', () => {
	const run = tileRun('idastar', '75126348_');

	it('starts with the bound h(root)', () => {
		expect(whole(run, 1)).toBe(
			'Iteration 1: the f bound starts at h(root) = 10. The frontier, a stack, starts with the root alone, node 0; nothing is cut yet.'
		);
	});

	it('cuts the children whose f exceeds the bound', () => {
		expect(whole(run, 2)).toBe(
			'Took node 0 (f 10 = g 0 + h 10), the newest entry of the stack (the f bound is 10); the stack holds nothing else. 2 children: 2 cut by the f bound (blank Up with f 12, blank Left with f 12).'
		);
		expect(at(run, 2, 'bound-cut', 0)).toBe(
			'Child 1 (blank Up): f 12 > the bound 10: cut (the smallest cut f so far decides the next bound).'
		);
	});

	it('raises the bound to the smallest f cut', () => {
		expect(at(run, 3, 'bound-next')).toBe(
			'Iteration 2: the f bound rises to 12, the smallest f cut last time; the search starts again from the root.'
		);
		expect(at(run, 3, 'init')).toBe(
			'The frontier, a stack, starts again with the root alone, now node 1; nothing is cut yet.'
		);
		expect(at(run, 4, 'add', 0)).toBe('Child 1 (blank Up): f 12 ≤ the bound 12: kept as node 2.');
	});

	it('reaches the goal under the last bound', () => {
		expect(whole(run, lastStep(run))).toBe(
			'Took node 1097 (f 20 = g 20 + h 0), the newest entry of the stack (the f bound is 20); node 1091 lies beneath it. Reached the goal: node 1097 (1 2 3 / 4 5 6 / 7 8 _), 20 actions from the root, with path cost 20.'
		);
	});
});

describe('greedy best-first search speaks of h, not f', () => {
	const run = tileRun('greedy', '75126348_');

	it('orders by h', () => {
		expect(whole(run, 2)).toBe(
			'Took node 1 (h 11) off the frontier: the lowest h. 2 entries share h 11 (nodes 1 and 2); the tie-break (first added first) picks node 1. 3 children: 2 added (nodes 3, 4), 1 already explored (node 0).'
		);
		expect(at(run, 3, 'pop')).toBe(
			'Took node 4 (h 10) off the frontier: the lowest h; next was node 2 with h 11.'
		);
		expect(at(run, 3, 'children', 0)).toBe('Generated child 1 of 4: blank Up, h 9.');
		expect(at(run, 3, 'push', 0)).toBe('Node 5 joins the priority queue, placed by h 9.');
	});

	it('never mentions f or g', () => {
		for (let step = 0; step < 30; step++) {
			for (const moment of [null, ...run.moments(step)]) {
				expect(narrate(run.input(step, moment))).not.toMatch(/\b[fg] \d/);
			}
		}
	});
});

describe('weighted A* writes its weight into f', () => {
	const run = tileRun('wastar', '75126348_', { weight: 2 });

	it('f = g + 2·h', () => {
		expect(whole(run, 0)).toBe(
			'The frontier starts with the root, node 0 (7 5 1 / 2 6 3 / 4 8 _), f 20 = g 0 + 2·h 10; explored starts empty.'
		);
		expect(whole(run, 3)).toBe(
			'Took node 4 (f 22 = g 2 + 2·h 10) off the frontier: the lowest f; next was node 2 with f 23. 4 children: 3 added (nodes 5, 6, 7), 1 already explored (node 1).'
		);
		expect(at(run, 1, 'children', 0)).toBe(
			'Generated child 1 of 2: blank Up, f 23 = g 1 + 2·h 11.'
		);
		expect(at(run, 5, 'pop')).toBe(
			'Took node 9 (f 20 = g 4 + 2·h 8) off the frontier: the lowest f; next was node 7 with f 21.'
		);
	});
});

describe('the greedy walk', () => {
	it('stands on a node and steps to the candidate with the lowest h', () => {
		const run = tileRun('walk', '1234_5786');
		expect(whole(run, 0)).toBe(
			'The walk starts on the root, node 0 (1 2 3 / 4 _ 5 / 7 8 6), h 2; nothing is visited yet.'
		);
		expect(whole(run, 1)).toBe(
			'Stood on node 0 (h 2) and marked its state visited. 4 children: 1 chosen (node 1), 3 passed over (blank Up with h 3, blank Down with h 3, blank Left with h 3). Stepped to the candidate with the lowest h, 1 (blank Right), as node 1.'
		);
		expect(at(run, 1, 'goal-test')).toBe('Node 0 is not the goal, so the walk goes on.');
		expect(at(run, 1, 'candidate', 3)).toBe(
			'Child 4 (blank Right): not in visited, so it joins candidates with h 1.'
		);
		expect(whole(run, lastStep(run))).toBe(
			'Stood on node 2 (h 0) and marked its state visited. Reached the goal: node 2 (1 2 3 / 4 5 6 / 7 8 _), 2 actions from the root, with path cost 2.'
		);
	});

	it('breaks ties by child order, and gets stuck', () => {
		const run = tileRun('walk', '75126348_');
		expect(at(run, 1, 'choose')).toBe(
			'Stepped to the candidate with the lowest h, 11 (blank Up), as node 1; blank Left also had h 11: ties go to the first in child order.'
		);
		expect(at(run, 2, 'visited', 1)).toBe(
			'Child 2 (blank Down): its state is in visited (node 0): skipped.'
		);
		const end = lastStep(run);
		expect(run.result.outcome).toBe('stuck');
		expect(at(run, end, 'stuck')).toBe(
			'Every child of node 232 was visited already: the walk is stuck.'
		);
		expect(whole(run, end)).toBe(
			'Stood on node 232 (h 8) and marked its state visited. 2 children: 2 already visited (nodes 231, 193). Every child of node 232 was visited already: the walk is stuck.'
		);
	});
});

describe('variablesAt', () => {
	it('A*: the node, g, h, f by its formula, and the child of the moment', () => {
		const run = tileRun('astar', '75126348_');
		const moment = run.moments(5).find((m) => m.line === 'children' && m.child === 2) ?? null;
		expect(variablesAt(run.input(5, moment))).toEqual([
			{ name: 'node', value: '7' },
			{ name: 'g', value: '3' },
			{ name: 'h', value: '9' },
			{ name: 'f', value: '12 = g 3 + h 9' },
			{ name: 'child', value: 'blank Right (child 3 of 3): f 12 = g 4 + h 8' }
		]);
		expect(variablesAt(run.input(5))).toHaveLength(4);
	});

	it('weighted A* shows the weight, greedy search h only, breadth-first depth and g', () => {
		expect(variablesAt(tileRun('wastar', '75126348_').input(5))).toEqual([
			{ name: 'node', value: '9' },
			{ name: 'g', value: '4' },
			{ name: 'h', value: '8' },
			{ name: 'f', value: '20 = g 4 + 2·h 8' }
		]);
		expect(variablesAt(tileRun('greedy', '75126348_').input(3))).toEqual([
			{ name: 'node', value: '4' },
			{ name: 'h', value: '10' }
		]);
		expect(variablesAt(roadRun('bfs').input(0))).toEqual([
			{ name: 'root', value: '0' },
			{ name: 'depth', value: '0' },
			{ name: 'g', value: '0' }
		]);
	});

	it('iterative searches show their bound', () => {
		const ida = tileRun('idastar', '75126348_');
		expect(variablesAt(ida.input(3))).toEqual([
			{ name: 'bound', value: '12' },
			{ name: 'root', value: '1' },
			{ name: 'g', value: '0' },
			{ name: 'h', value: '10' },
			{ name: 'f', value: '10 = g 0 + h 10' }
		]);
		const iddfs = tileRun('iddfs', '1234_5786', { depthLimit: 1 });
		expect(variablesAt(iddfs.input(8))[0]).toEqual({ name: 'limit', value: '1' });
	});

	it('the walk’s choice names the child chosen', () => {
		const run = tileRun('walk', '1234_5786');
		const choose = run.moments(1).find((m) => m.line === 'choose') ?? null;
		expect(variablesAt(run.input(1, choose))).toEqual([
			{ name: 'node', value: '0' },
			{ name: 'h', value: '2' },
			{ name: 'child', value: 'blank Right (child 4 of 4): h 1' }
		]);
	});
});

describe('each algorithm names its own priority in every number clause (search/priority-terms)', () => {
	// Step 1 of the road map expands Arad (h 366): its first child is Sibiu, 140 away, h 253.
	const cases: readonly [AlgorithmName, SearchOptions, string, readonly [string, string][]][] = [
		['greedy', {}, 'h 253', [['h', '366']]],
		['ucs', {}, 'g 140', [['g', '0']]],
		[
			'astar',
			{},
			'f 393 = g 140 + h 253',
			[
				['g', '0'],
				['h', '366'],
				['f', '366 = g 0 + h 366']
			]
		],
		[
			'wastar',
			{ weight: 2 },
			'f 646 = g 140 + 2·h 253',
			[
				['g', '0'],
				['h', '366'],
				['f', '732 = g 0 + 2·h 366']
			]
		]
	];
	for (const [algorithm, options, numbers, values] of cases) {
		it(`${algorithm}: "${numbers}"`, () => {
			const run = roadRun(algorithm, options);
			expect(at(run, 1, 'children', 0)).toBe(`Generated child 1 of 3: road A→S, ${numbers}.`);
			expect(at(run, 1, 'push', 0)).toBe(`Node 1 joins the priority queue, placed by ${numbers}.`);
			const moment = run.moments(1).find((m) => m.line === 'children' && m.child === 0) ?? null;
			expect(variablesAt(run.input(1, moment))).toEqual([
				{ name: 'node', value: '0' },
				...values.map(([name, value]) => ({ name, value })),
				{ name: 'child', value: `road A→S (child 1 of 3): ${numbers}` }
			]);
		});
	}

	it('greedy search never writes an f, nor a g', () => {
		const run = roadRun('greedy');
		for (const step of run.events.keys()) {
			for (const moment of [null, ...run.moments(step)]) {
				const input = run.input(step, moment);
				expect(narrate(input)).not.toMatch(/\b[fg] \d/);
				expect(variablesAt(input).map((v) => v.name)).not.toContain('f');
			}
		}
	});
});

describe('without the optional facts', () => {
	const run = roadRun('ucs');
	const bare = (step: number, moment: Moment | null = null): NarrationInput<unknown> => ({
		...run.input(step, moment),
		taken: null,
		runnerUp: null,
		bound: null,
		nodeFacts: undefined,
		stateText: undefined
	});

	it('leaves out what it cannot know', () => {
		const replace = run.moments(10).find((m) => m.line === 'replace') ?? null;
		expect(narrate(bare(10, replace))).toBe(
			'Child 1 (road P→B): its state waits on the frontier as node 11 by a costlier path: the child, node 13, replaces node 11.'
		);
		const inFrontier = run.moments(10).find((m) => m.line === 'in-frontier') ?? null;
		expect(narrate(bare(10, inFrontier))).toBe(
			'Child 2 (road P→C): its state waits on the frontier as node 8 by a path no costlier: discarded.'
		);
		expect(narrate(bare(13))).toBe(
			'Took node 13 (g 418) off the frontier, its only entry. Reached the goal: node 13 (B), 4 actions from the root, with path cost 418.'
		);
	});

	it('lists several replacements in one summary', () => {
		const event = run.events[10];
		if (event.type !== 'expand') throw new Error('Step 10 expands node 9.');
		// Made up: the second child, too, reaches a waiting state by a cheaper path.
		const twice: typeof event = {
			...event,
			children: [
				event.children[0],
				{ ...event.children[1], fate: 'replaced', id: 14, existing: 8, g: 300 }
			]
		};
		expect(narrate({ ...run.input(10), event: twice, outcome: null })).toBe(
			'Took node 9 (g 317) off the frontier: the lowest g; next was node 8 with g 366. 2 children: 2 replaced costlier entries: node 11 (g 450) by node 13 (g 418) and node 8 (g 366) by node 14 (g 300).'
		);
	});
});

describe('actionText', () => {
	it('names tile moves by the blank and road-map moves as roads', () => {
		expect(actionText('Up')).toBe('blank Up');
		expect(actionText('A→S')).toBe('road A→S');
		expect(actionText('jump')).toBe('jump');
	});
});

/** "f 12 = g 4 + h 8", "f 20 = g 4 + 2·h 8": the numbers must add up. */
function checkSums(text: string): void {
	for (const [, f, g, w, h] of text.matchAll(
		/f ([\d.]+) = g ([\d.]+) \+ (?:([\d.]+)·)?h ([\d.]+)/g
	)) {
		expect(Number(f), text).toBeCloseTo(Number(g) + Number(w ?? 1) * Number(h), 6);
	}
}

describe('every algorithm, every moment', () => {
	const problems: readonly [string, () => Problem<unknown>][] = [
		['the tile puzzle', () => tileProblem(board('75126348_'))],
		['the road map', () => roadMapProblem('A', 'B')]
	];
	for (const [label, problem] of problems) {
		for (const algorithm of ALGORITHM_NAMES) {
			it(`${algorithm} on ${label}: a sentence for each of the first 30 steps and the last`, () => {
				const run = narratedRun(algorithm, problem(), { maxExpansions: 5_000 });
				const steps = [...run.events.keys()].filter((step) => step < 30 || step === lastStep(run));
				for (const step of steps) {
					const event = run.events[step];
					const input = run.input(step);
					if (event.type === 'expand' || event.type === 'goal') {
						// The modelled frontier hands out the very node the engine expanded.
						expect(input.taken?.id).toBe(event.node.id);
					}
					for (const moment of [null, ...run.moments(step)]) {
						const text = narrate(run.input(step, moment));
						expect(text.length).toBeGreaterThan(0);
						expect(text).not.toMatch(/undefined|NaN|\?|Infinity|\[object/);
						checkSums(text);
						for (const variable of variablesAt(run.input(step, moment))) {
							expect(variable.value).not.toMatch(/undefined|NaN|\?/);
						}
					}
				}
			});
		}
	}
});

describe('a grid maze, the U-shaped trap', () => {
	/** The grid as the explorer narrates it: each node's cell named after its number. */
	function gridRun(algorithm: AlgorithmName) {
		const words = gridWords(U_TRAP);
		const problem = gridProblem(U_TRAP, gridHeuristic(U_TRAP, 'manhattan'));
		return narratedRun(algorithm, problem, {}, words.text, words.sentenceName);
	}

	it('writes a cell once in parentheses, and names a node’s cell as a cell', () => {
		const run = gridRun('astar');
		expect(whole(run, 0)).toBe(
			'The frontier starts with the root, node 0 (8, 0), f 16 = g 0 + h 16; explored starts empty.'
		);
		expect(whole(run, lastStep(run))).toBe(
			'Took node 65 (cell (4, 12): f 16 = g 16 + h 0) off the frontier: the lowest f; next was node 15 (cell (3, 0)) with f 18. Reached the goal: node 65 (4, 12), 16 actions from the root, with path cost 16.'
		);
		expect(whole(run, 2)).toMatch(
			/^Took node 1 \(cell \(7, 0\): f 16 = g 1 \+ h 15\) off the frontier/
		);
	});
});
