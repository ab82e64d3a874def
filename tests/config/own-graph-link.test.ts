import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	ownGraphConfig,
	PLAY_DEFAULTS,
	playLinkQuery,
	readPlayLink,
	runChoicesOf
} from '$lib/config/play-link';
import { compareLinkQuery, readCompareLink } from '$lib/config/compare-link';
import { DEFAULT_OWN_GRAPH, MAX_GRAPH_LINK } from '$lib/domains/graph/link';
import { GRAPH_PRESETS, presetRun } from '$lib/domains/graph/presets';
import { runConfigOf } from '$lib/config/play-run';
import { solveSearch } from '$lib/player';
import { randomRun } from '../domains/random-graph';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';

const choices = runChoicesOf(PLAY_DEFAULTS);
const misleading = presetRun(GRAPH_PRESETS[1]);

function read(query: string) {
	return readPlayLink(new URLSearchParams(query));
}

function messages(query: string): string[] {
	return read(query).notices.map((notice) => `${notice.param}: ${english(notice.message)}`);
}

describe('a graph of your own in a playground link (problem=graph&g=…)', () => {
	it('writes the graph as its text, lines joined by "_", and reads it back exactly', () => {
		const config = ownGraphConfig(misleading, { ...choices, algorithm: 'greedy' });
		const query = playLinkQuery(config);
		expect(query).toBe(
			'v=1&problem=graph&g=start+S_goal+G_S+A+1_A+G+10_S+B+3_B+C+3_C+G+3_h+A+1_h+B+5_h+C+3_h+G+0_h+S+2&algo=greedy'
		);
		const reread = read(query);
		expect(reread.notices).toEqual([]);
		expect(reread.config).toEqual(config);
		// The run is the graph's: greedy search pays 11.
		expect(solveSearch(runConfigOf(reread.config)).cost).toBe(11);
	});

	it('round-trips any graph (random graphs, places and all)', () => {
		fc.assert(
			fc.property(randomRun(), (run) => {
				const config = ownGraphConfig(run, { ...choices, algorithm: 'ucs' });
				const reread = read(playLinkQuery(config));
				expect(reread.config).toEqual(config);
			}),
			{ numRuns: 200 }
		);
	});

	it('names every fault of a graph it cannot read, keeps its text in the notice, and opens the first teaching graph', () => {
		const { config, notices } = read('problem=graph&g=start+S_S+A+-1_A+G+x');
		expect(config).toEqual(ownGraphConfig(DEFAULT_OWN_GRAPH, choices));
		expect(notices.map((notice) => `${notice.param}: ${english(notice.message)}`)).toEqual([
			'g: The graph in the link cannot be searched — line 2: The edge S–A costs -1: costs are 0 or more. line 3: The cost of A–G is "x", not a number. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1 / A G x'
		]);
	});

	it('says a missing or too long graph, a start or goal beside one, and an h it does not give', () => {
		expect(messages('problem=graph')).toEqual([
			'g: The link names a graph of your own (problem=graph) but holds none ("g" is missing): showing the teaching graph "A small exam graph" instead.'
		]);
		expect(messages(`problem=graph&g=${'S'.repeat(MAX_GRAPH_LINK + 1)}`)).toEqual([
			'g: The graph in the link is 4,001 characters long, more than the 4,000 a link holds: showing the teaching graph "A small exam graph" instead.'
		]);
		expect(messages('problem=graph&g=start+S_goal+G_S+G+1&start=A&goal=B&algo=astar')).toEqual([
			'start: A graph in the link names its own start and goals, so "start" was ignored.',
			'goal: A graph in the link names its own start and goals, so "goal" was ignored.',
			'algo: Your graph gives no h: so A* search has h = 0 for every node. Add lines "h A 3" to give one.'
		]);
	});

	it('opens on /compare too, every column on the same graph', () => {
		const query = 'problem=graph&g=start+S_goal+G_S+G+5_S+A+1_A+B+1_B+G+1&runs=bfs,ucs';
		const { config, notices } = readCompareLink(new URLSearchParams(query));
		expect(notices).toEqual([]);
		expect(config.problem === 'graph' && config.own?.graph.edges.length).toBe(4);
		expect(compareLinkQuery(config)).toBe(`v=1&${query}`);
	});
});
