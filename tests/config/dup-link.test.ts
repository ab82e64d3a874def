import { describe, expect, it } from 'vitest';
import { compareLinkQuery, readCompareLink } from '$lib/config/compare-link';
import { columnPlayConfig } from '$lib/config/compare-config';
import { playLinkQuery, playRunOptions, readPlayLink } from '$lib/config/play-link';
import { OFFERED_DUPLICATES } from '$lib/search/descriptions';
import { duplicateChoiceMessage } from '$lib/search/rule-messages';
import '../i18n/english-messages';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

/**
 * `dup=`: what a run does with a child whose state it reached before (tree search, graph search,
 * graph search with frontier update), on /play, /embed/play and /challenge (the playground's
 * reader) and /compare (one rule for every run). Written only where it departs from the
 * algorithm's own rule, so every link made before it reads back as it always did.
 */
const play = (query: string) => readPlayLink(new URLSearchParams(query));
const compare = (query: string) => readCompareLink(new URLSearchParams(query));

describe('dup= in a playground link', () => {
	it('runs the rule it names and writes it back', () => {
		const { config, notices } = play('problem=road-map&algo=astar&dup=tree&ties=alpha');
		expect(notices).toEqual([]);
		expect(config.duplicates).toBe('tree');
		expect(playRunOptions(config)).toMatchObject({ duplicates: 'tree', tieBreak: 'alpha' });
		expect(playLinkQuery(config)).toBe('v=1&problem=road-map&start=A&ties=alpha&dup=tree');
	});

	it('keeps the tie-break and the rule on a graph of one’s own', () => {
		const query =
			'v=1&problem=graph&g=start+S_goal+G_S+A+1_S+B+1_S+C+1_A+G+2_B+G+2_C+G+2&algo=ucs&ties=alpha&dup=tree';
		const { config, notices } = play(query);
		expect(notices).toEqual([]);
		expect([config.tieBreak, config.duplicates]).toEqual(['alpha', 'tree']);
		expect(playLinkQuery(config)).toBe(query);
	});

	it('runs multiple-path pruning from dup=prune and writes it back', () => {
		const query =
			'v=1&problem=graph&g=start+S_goal+G_S+A+1_S+B+1_A+B+1_A+C+1_B+C+1_S+G+9&algo=dfs&dup=prune';
		const { config, notices } = play(query);
		expect(notices).toEqual([]);
		expect(config.duplicates).toBe('prune');
		expect(playRunOptions(config)).toMatchObject({ duplicates: 'prune' });
		expect(playLinkQuery(config)).toBe(query);
	});

	it('reads the algorithm’s own rule as no rule named: a link never writes it', () => {
		// A*'s own is graph search with frontier update; greedy's is graph search.
		const own = play('problem=road-map&algo=astar&dup=graph-update');
		expect([own.config.duplicates, own.notices]).toEqual([null, []]);
		expect(playLinkQuery(own.config)).toBe('v=1&problem=road-map&start=A');
		expect(playRunOptions(own.config)).not.toHaveProperty('duplicates');
		const greedy = play('problem=road-map&algo=greedy&dup=graph');
		expect(playLinkQuery(greedy.config)).toBe('v=1&problem=road-map&start=A&algo=greedy');
		const pruned = play('problem=road-map&algo=greedy&dup=graph-update');
		expect(playLinkQuery(pruned.config)).toBe(
			'v=1&problem=road-map&start=A&algo=greedy&dup=graph-update'
		);
	});

	it('says it is ignored by an algorithm that keeps no rule of its own, and names a bad value', () => {
		const iddfs = play('algo=iddfs&dup=graph');
		expect(iddfs.config.duplicates).toBeNull();
		expect(iddfs.notices).toEqual([
			{
				param: 'dup',
				message:
					'The parameter "dup" is "graph", but iterative deepening does not use a rule for repeated states (it keeps none, or its own); it was ignored.'
			}
		]);
		expect(play('dup=maybe').notices.map((notice) => notice.message)).toEqual([
			'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Using the default instead.'
		]);
	});

	it('is overridden by the tiles-tutorial preset, which says so', () => {
		const { config, notices } = play('board=1234_5678&algo=wastar&preset=tiles-tutorial&dup=tree');
		expect(config.duplicates).toBeNull();
		expect(notices).toEqual([
			{
				param: 'dup',
				message:
					'The parameter "dup" is "tree", but the preset tiles-tutorial uses default; the preset wins.'
			}
		]);
	});
});

describe('dup= in a comparison link: one rule for every run', () => {
	it('gives each run that reads it the rule, and writes it once', () => {
		const query = 'v=1&problem=road-map&start=A&runs=bfs,ucs,astar&dup=tree';
		const { config, notices } = compare(query);
		expect(notices).toEqual([]);
		expect(config.runs.map((run) => run.duplicates)).toEqual(['tree', 'tree', 'tree']);
		expect(compareLinkQuery(config)).toBe(query);
		expect(
			config.runs.map((run) => playRunOptions(columnPlayConfig(config, run)).duplicates)
		).toEqual(['tree', 'tree', 'tree']);
	});

	it('leaves out a rule that is every run’s own, and reads old links as before', () => {
		const own = compare('v=1&problem=road-map&start=A&runs=bfs,greedy&dup=graph');
		expect(own.notices).toEqual([]);
		expect(compareLinkQuery(own.config)).toBe('v=1&problem=road-map&start=A&runs=bfs,greedy');
		const old = compare('v=1&problem=road-map&start=A&runs=bfs,ucs');
		expect(old.config.runs).toEqual(
			own.config.runs.map(() => expect.not.objectContaining({ duplicates: expect.anything() }))
		);
	});

	it('names a bad value, and a rule no run reads', () => {
		expect(compare('runs=iddfs,idastar&dup=tree').notices.map((n) => n.message)).toEqual([
			'The parameter "dup" is "tree", but none of these runs uses a rule for repeated states; it was ignored.'
		]);
		expect(compare('dup=maybe').notices.map((n) => n.message)).toEqual([
			'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Each algorithm keeps its own rule instead.'
		]);
	});
});

describe('the repeated-states choices a page offers', () => {
	it('names each rule once, in the words of the description layer', () => {
		expect(OFFERED_DUPLICATES.map(duplicateChoiceMessage)).toEqual([
			'tree search — every child is added, even a state seen before',
			'graph search — a child whose state was already reached is not added again',
			'graph search with frontier update — a child whose state was already reached is not added again, unless it reaches a state still on the frontier by a cheaper path, which then replaces that entry',
			'multiple-path pruning — a child is not added only if its state was already expanded; a node taken off the frontier whose state was expanded meanwhile is discarded, not expanded'
		]);
	});
});
