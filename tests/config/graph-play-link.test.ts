import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	algorithmUses,
	ownDuplicates,
	GRAPH_PLAY_DEFAULTS,
	PLAY_DEFAULTS,
	playLinkQuery,
	readPlayLink,
	readTilePlayLink,
	type GraphPlayConfig
} from '$lib/config/play-link';
import { ALGORITHM_NAMES } from '$lib/search/algorithms';
import { CITIES } from '$lib/domains/graph';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readPlayLink(new URLSearchParams(query));
const said = (query: string) => read(query).notices.map((notice) => [notice.param, notice.message]);

describe('a playground link on the road map (problem=road-map)', () => {
	it('opens the textbook drive, A to B under A*, from the problem alone', () => {
		expect(read('problem=road-map')).toEqual({
			config: GRAPH_PLAY_DEFAULTS['road-map'],
			notices: []
		});
		expect(GRAPH_PLAY_DEFAULTS['road-map']).toMatchObject({
			start: 'A',
			goal: 'B',
			algorithm: 'astar'
		});
	});

	it('reads a city by letter or by name, in any case', () => {
		for (const start of ['T', 't', 'Timisoara', 'timisoara']) {
			expect(read(`problem=road-map&start=${start}`).config).toMatchObject({ start: 'T' });
		}
		expect(read('problem=road-map&start=Lugoj&goal=c&algo=ucs').config).toMatchObject({
			start: 'L',
			goal: 'C',
			algorithm: 'ucs'
		});
	});

	it('writes the problem and start, then only what differs from the defaults', () => {
		const config: GraphPlayConfig = {
			...GRAPH_PLAY_DEFAULTS['road-map'],
			start: 'T',
			algorithm: 'ucs',
			goalTest: 'on-generation',
			step: 4,
			moment: 2,
			grain: 'line'
		};
		expect(playLinkQuery(config)).toBe(
			'v=1&problem=road-map&start=T&algo=ucs&test=on-generation&step=4&moment=3&grain=line'
		);
		expect(playLinkQuery(GRAPH_PLAY_DEFAULTS['road-map'])).toBe('v=1&problem=road-map&start=A');
	});

	it('round-trips any road-map configuration exactly', () => {
		const config = fc.record<GraphPlayConfig>({
			problem: fc.constant('graph'),
			graph: fc.constant('road-map'),
			own: fc.constant(null),
			start: fc.constantFrom(...CITIES),
			goal: fc.constant('B'),
			algorithm: fc.constantFrom(...ALGORITHM_NAMES),
			weight: fc.constantFrom(0, 0.5, 1, 2, 3.25),
			tieBreak: fc.constantFrom('fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'),
			goalTest: fc.constantFrom(null, 'on-generation', 'on-removal'),
			duplicates: fc.constantFrom(null, 'tree', 'graph', 'graph-update', 'graph-except-start'),
			maxExpansions: fc.integer({ min: 1, max: 2_000_000 }),
			step: fc.nat(),
			moment: fc.option(fc.nat(), { nil: null }),
			grain: fc.constantFrom('expansion', 'line')
		});
		fc.assert(
			fc.property(config, (original) => {
				const { config: reread, notices } = read(playLinkQuery(original));
				expect(notices.filter((notice) => notice.param !== 'goal')).toEqual([]);
				const unused = (param: string) => !algorithmUses(original.algorithm, param);
				expect(reread).toEqual({
					...original,
					weight: unused('w') ? PLAY_DEFAULTS.weight : original.weight,
					tieBreak: unused('ties') ? PLAY_DEFAULTS.tieBreak : original.tieBreak,
					goalTest: unused('test') ? null : original.goalTest,
					// The algorithm's own rule is never written: it reads back as null.
					duplicates: unused('dup') ? null : ownDuplicates(original.algorithm, original.duplicates)
				});
			})
		);
	});

	it('says what it cannot use: an unknown city, a tile parameter, an h that is not for the goal', () => {
		expect(said('problem=road-map&start=Paris&board=41325_786&order=DULR')).toEqual([
			[
				'board',
				'The parameter "board" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
			],
			[
				'order',
				'The parameter "order" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
			],
			[
				'start',
				'The parameter "start" is "Paris", which is not a city of the graph road-map (A, B, C, D, F, L, M, P, Q, R, S, T, Z); using A.'
			]
		]);
		expect(said('problem=road-map&start=T&goal=Z&algo=greedy')).toEqual([
			[
				'goal',
				"The graph's h estimates the distance to B and says nothing about Z: so greedy best-first search has h = 0 for every city here."
			]
		]);
		expect(said('problem=road-map&start=B')).toEqual([
			[
				'goal',
				'The goal is the start (B): the search ends before it begins. Choose another city to see it search.'
			]
		]);
	});

	it('leaves every link without problem= a tile link, as before', () => {
		expect(read('board=41325_786&algo=bfs').config).toMatchObject({ problem: 'tile' });
		expect(read('problem=tiles&board=41325_786').config).toEqual(read('board=41325_786').config);
		expect(playLinkQuery(read('problem=tiles&board=41325_786').config)).toBe('v=1&board=41325_786');
	});

	it('is read as a tile link, said, by a page that shows only the puzzle', () => {
		const { config, notices } = readTilePlayLink(
			new URLSearchParams('problem=road-map&start=T&board=41325_786')
		);
		expect(config.problem).toBe('tile');
		expect(notices.map((notice) => notice.message)).toEqual([
			'The parameter "problem" is "road-map", but this page works on the tile puzzle only; it was ignored.',
			'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows the tile puzzle; it was ignored.'
		]);
	});
});
