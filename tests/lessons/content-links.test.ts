import { describe, expect, it } from 'vitest';
import { headingIds } from '../../src/lib/lessons/rehype-headings.js';
import { readFileSync } from 'node:fs';
import {
	readPlayLink,
	readTilePlayLink,
	type PlayConfig,
	type TilePlayConfig
} from '../../src/lib/config/play-link';
import { EMBED_PARAMS, readEmbedLink } from '../../src/lib/config/embed-link';
import { readCompareLink } from '../../src/lib/config/compare-link';
import { CHALLENGE_PARAMS, readChallenge } from '../../src/lib/challenge/challenge';
import type { LinkNotice } from '../../src/lib/config/link-notices';
import { readViewLink, VIEW_PARAMS } from '../../src/lib/config/view-link';
import { isSolvable } from '../../src/lib/puzzle/solvability';
import type { Board } from '../../src/lib/puzzle/board';
import { ALGORITHMS } from '../../src/lib/search/algorithms';
import { tileProblem } from '../../src/lib/search/tile-problem';
import type { SearchResult } from '../../src/lib/search/events';
import { allContentLinks, LESSON_SLUGS, pageOf, type ContentLink } from '../content-links';
import '../i18n/english-messages';

/** Pages the build prerenders that take no slug. */
const PAGES = [
	'/',
	'/lessons',
	'/play',
	'/compare',
	'/challenge',
	'/embed/play',
	'/teachers',
	'/lab'
];

/** The anchors rehype-headings gives a lesson's h2 and h3 headings. */
function lessonAnchors(slug: string): string[] {
	return headingIds(readFileSync(`content/lessons/${slug}.md`, 'utf8'));
}

/** What a page makes of a link: the notices it would show, and the board it would search. */
interface ReadLink {
	readonly notices: readonly LinkNotice[];
	readonly board: Board | null;
	readonly goal: Board | null;
	/** The run it opens, for the pages that open one run. */
	readonly play: PlayConfig | null;
	/** The problem it searches: a board, a graph or a grid maze. */
	readonly problem: PlayConfig['problem'];
}

/** Reads a link as its page does (the same parsers); null for a page that reads no query. */
function readAsPage(url: URL): ReadLink | null {
	const query = url.searchParams;
	switch (url.pathname) {
		case '/play': {
			const { config, notices } = readPlayLink(query, VIEW_PARAMS, true);
			return {
				notices: [...notices, ...readViewLink(query, 'full').notices],
				board: config.problem === 'tile' ? config.board : null,
				goal: config.problem === 'tile' ? config.goal : null,
				play: config,
				problem: config.problem
			};
		}
		case '/embed/play': {
			const { config, notices } = readPlayLink(query, [...EMBED_PARAMS, ...VIEW_PARAMS]);
			return {
				notices: [
					...notices,
					...readEmbedLink(query).notices,
					...readViewLink(query, 'full').notices
				],
				board: config.problem === 'tile' ? config.board : null,
				goal: config.problem === 'tile' ? config.goal : null,
				play: config,
				problem: config.problem
			};
		}
		case '/challenge': {
			const { config, notices } = readTilePlayLink(query, CHALLENGE_PARAMS);
			return {
				notices: [...notices, ...readChallenge(query).notices],
				board: config.board,
				goal: config.goal,
				play: config,
				problem: 'tile'
			};
		}
		case '/compare': {
			const { config, notices } = readCompareLink(query);
			// A comparison on a graph or a grid searches no board.
			const { problem } = config;
			if (problem !== 'tile') return { notices, board: null, goal: null, play: null, problem };
			return { notices, board: config.board, goal: config.goal, play: null, problem };
		}
		default:
			return null;
	}
}

/** The whole run a playground configuration opens, as the engine computes it. */
function runOf(config: TilePlayConfig): SearchResult<unknown> {
	const problem = tileProblem(config.board, {
		goal: config.goal,
		heuristic: config.heuristic,
		childOrder: config.childOrder
	});
	return ALGORITHMS[config.algorithm].solve(problem, {
		tieBreak: config.tieBreak,
		weight: config.weight,
		maxExpansions: config.maxExpansions
	}) as SearchResult<unknown>;
}

const links = allContentLinks();

describe('every link in the lessons and on the teachers page', () => {
	it('has every lesson’s playground link name its view (simple or full)', () => {
		const lessonPlay = links.filter(
			(link) =>
				link.source.includes('.md') &&
				link.sentence !== 'Open this run in the playground' &&
				new URL(link.href, 'https://x.org').pathname === '/play'
		);
		expect(lessonPlay.length).toBeGreaterThan(60);
		const unnamed = lessonPlay.filter(
			(link) => readViewLink(new URL(link.href, 'https://x.org').searchParams, 'full').view === null
		);
		expect(unnamed.map((link) => `${link.source}: ${link.href}`)).toEqual([]);
	});

	it('finds the links it walks', () => {
		// 91 markdown links and 27 explorer links in the lessons (7 of them on the road map, 7 on
		// grid mazes); 6 examples and 13 plan links.
		expect(links.length).toBe(137);
		expect(new Set(links.map((link) => link.source.split('.md')[0])).size).toBe(
			LESSON_SLUGS.length + 4
		);
	});

	it.each(links.map((link): [string, string, ContentLink] => [link.source, link.href, link]))(
		'%s: %s leads to a prerendered page or anchor',
		(_, __, link) => {
			const url = new URL(link.href, `https://frontier.test${pageOf(link)}`);
			expect(url.origin).toBe('https://frontier.test');
			const lesson = /^\/lessons\/([^/]+)$/.exec(url.pathname);
			if (lesson !== null) {
				expect(LESSON_SLUGS).toContain(lesson[1]);
			} else {
				expect(PAGES).toContain(url.pathname);
			}
			if (url.hash !== '') {
				expect(lesson).not.toBe(null);
				expect(lessonAnchors(lesson?.[1] ?? '')).toContain(url.hash.slice(1));
			}
		}
	);

	it.each(
		links
			.filter((link) => /^\/(play|embed\/play|challenge|compare)\?/.test(link.href))
			.map((link): [string, string, ContentLink] => [link.source, link.href, link])
	)(
		'%s: %s reads without a notice, on a board that can reach the goal unless it says otherwise',
		(_, __, link) => {
			const read = readAsPage(new URL(link.href, 'https://frontier.test'));
			expect(read?.notices).toEqual([]);
			// The road map is connected: every city reaches Bucharest. Every grid the lessons link to
			// reaches its goal: tests/lessons/grid-lesson.test.ts searches each.
			if (read?.problem === 'graph' || read?.problem === 'grid') return;
			if (read?.board == null || read.goal === null) throw new Error('no board read');
			// A link may open an unsolvable board only by asking to search it (the page refuses it
			// otherwise), and then its sentence says the run ends without a solution.
			const searchAnyway = read.play?.problem === 'tile' && read.play.unsolvable === 'search';
			expect(isSolvable(read.board, read.goal)).toBe(!searchAnyway);
			if (searchAnyway) expect(link.sentence).toContain('without a solution');
		}
	);
});

/**
 * Numbers the sentences next to links promise, recomputed by the engine: the link (as written),
 * the words that promise them, and what the run must show.
 */
const PROMISES: readonly (readonly [
	href: string,
	says: readonly string[],
	expected: {
		outcome?: SearchResult<unknown>['outcome'];
		expanded?: number;
		moves?: number;
		iterations?: number;
		maxDepth?: number;
	}
])[] = [
	[
		'/play?board=1,3,2,0&algo=bfs&unsolvable=search',
		['all 12 states'],
		{ outcome: 'exhausted', expanded: 12 }
	],
	[
		'/play?board=1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0&algo=bfs&unsolvable=search',
		['stops at its cap of 50,000 expansions', 'all 10,461,394,944,000'],
		{ outcome: 'limit', expanded: 50_000 }
	],
	[
		'/play?board=1,2,3,4,5,6,8,7,0&algo=bfs&cap=200000&unsolvable=search',
		['after exactly 181,440 expansions'],
		{ outcome: 'exhausted', expanded: 181_440 }
	],
	[
		'/play?board=8,1,3,4,0,2,7,6,5&algo=astar',
		['a path of 14 moves after 76 expansions'],
		{ moves: 14, expanded: 76 }
	],
	['/play?board=1,2,5,3,4,0,6,7,8&goal=blank-first&algo=bfs', ['five expansions'], { expanded: 5 }],
	[
		'/play?board=41325_786&algo=bfs',
		['98 expansions for a 7-move solution'],
		{ expanded: 98, moves: 7 }
	],
	['/play?board=2683_7514&algo=bfs', ['41,964 expansions'], { expanded: 41_964 }],
	['/play?board=8672543_1&algo=bfs&cap=200000', ['181,347 expansions'], { expanded: 181_347 }],
	[
		'/play?board=42_713856&algo=dfs&cap=200000',
		['107,560 expansions and a 64,662-move path'],
		{ expanded: 107_560, moves: 64_662 }
	],
	[
		'/play?board=1,2,5,3,4,0,6,7,8&goal=blank-first&algo=dfs&cap=200000',
		['181,437 nodes expanded and a maximum depth of 66,125'],
		{ expanded: 181_437, maxDepth: 66_125 }
	],
	[
		'/play?board=41325_786&algo=iddfs',
		['8 iterations and 404 expansions'],
		{ iterations: 8, expanded: 404 }
	],
	[
		'/play?board=42_713856&algo=dfs&order=LRUD',
		['a 2,848-move path after 2,925 expansions'],
		{ moves: 2_848, expanded: 2_925 }
	],
	['/play?board=41325_786&algo=ucs', ['(173 and 98)'], { expanded: 173 }],
	['/play?board=12534_678&algo=ucs&cap=100000', ['67,847 expansions'], { expanded: 67_847 }],
	[
		'/play?board=8,6,7,2,5,4,3,0,1&algo=greedy&h=manhattan',
		['a 47-move path after 99 expansions'],
		{ moves: 47, expanded: 99 }
	],
	[
		'/play?board=1234_5678&algo=walk&h=manhattan',
		['stuck at step 55'],
		{ outcome: 'stuck', expanded: 55 }
	],
	['/play?board=1234_5678&algo=walk&h=manhattan&order=DLRU', ['solves it in 14'], { moves: 14 }],
	['/play?board=75126348_&algo=walk&h=manhattan&order=LDUR', ['36 moves'], { moves: 36 }],
	['/play?board=42_713856&algo=astar&h=manhattan', ['(22 expansions)'], { expanded: 22 }],
	['/play?board=42_713856&algo=astar&h=misplaced', ['(35)'], { expanded: 35 }],
	['/play?board=42_713856&algo=ucs', ['(573)'], { expanded: 573 }],
	['/play?board=12534_678&algo=astar&h=manhattan', ['858 expansions'], { expanded: 858 }],
	['/play?board=12534_678&algo=astar&h=manhattan&ties=low-h', ['449'], { expanded: 449 }],
	[
		'/play?board=352467_81&algo=astar&h=zero&cap=200000',
		['expands 120,656 nodes'],
		{ expanded: 120_656 }
	],
	[
		'/play?board=75126348_&algo=wastar&w=2&h=manhattan',
		['22 moves where 20 suffice'],
		{ moves: 22 }
	],
	[
		'/play?board=75126348_&algo=wastar&w=1.01&h=manhattan',
		['the same 426 expansions'],
		{ expanded: 426 }
	],
	[
		'/play?board=75126348_&algo=astar&h=manhattan&ties=low-h',
		['the same 426 expansions'],
		{ expanded: 426 }
	],
	[
		'/play?board=8,6,7,2,5,4,3,0,1&algo=wastar&w=2&h=manhattan',
		['31 moves after 407 expansions'],
		{ moves: 31, expanded: 407 }
	],
	['/play?board=81452376_&algo=wastar&w=1.25&h=manhattan', ['two moves too long'], { moves: 22 }],
	[
		'/play?board=0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15&goal=blank-first&algo=astar&cap=250000',
		['finishes after 240,296 expansions'],
		{ expanded: 240_296 }
	],
	['/play?board=8,6,7,2,5,4,3,0,1&algo=greedy', ['it returns 47 moves'], { moves: 47 }],
	['/play?board=1,2,5,4,0,6,7,8,3&algo=astar', ['14 moves, the same as the method'], { moves: 14 }],
	[
		'/play?board=3,10,15,11,1,14,9,5,6,13,7,4,8,2,0,12&algo=idastar&h=linear-conflict',
		['45 moves'],
		{ moves: 45 }
	],
	['/play?board=8,6,7,2,5,4,3,0,1&algo=astar', ['31 moves'], { moves: 31 }],
	['/play?board=8672543_1&algo=astar&ties=low-h', ['finishes after 6,744'], { expanded: 6_744 }],
	['/play?board=75126348_&algo=wastar&w=2', ['expands 535 boards'], { expanded: 535 }]
];

describe('the numbers a link’s sentence promises', () => {
	it.each(PROMISES)('%s: %j', (href, says, expected) => {
		const link = links.find(
			(candidate) =>
				candidate.href.replace(/&view=(simple|full)$/, '') === href &&
				candidate.sentence.includes(says[0])
		);
		if (link === undefined) throw new Error(`no link ${href} in the lessons or teachers page`);
		for (const words of says) expect(link.sentence).toContain(words);
		const config = readTilePlayLink(new URL(href, 'https://frontier.test').searchParams).config;
		const result = runOf(config);
		const shown = {
			outcome: result.outcome,
			expanded: result.stats.expanded,
			moves: result.actions.length,
			iterations: result.stats.iterations,
			maxDepth: result.stats.maxDepth
		};
		expect(
			Object.fromEntries(
				Object.keys(expected).map((key) => [key, shown[key as keyof typeof shown]])
			)
		).toEqual(expected);
	});

	it('the teachers page’s comparison: A* finishes after 22 expansions, breadth-first search after 350', () => {
		const link = links.find(
			(candidate) => candidate.source === 'teachers page' && candidate.href.startsWith('/compare?')
		);
		expect(link?.sentence).toContain('(22 expansions)');
		const read = readCompareLink(new URL(link?.href ?? '', 'https://frontier.test').searchParams);
		if (read.config.problem !== 'tile') throw new Error('The teachers page compares on a board.');
		const { board, goal } = read.config;
		const solved = (algorithm: 'astar' | 'bfs'): number =>
			ALGORITHMS[algorithm].solve(tileProblem(board, { goal }), {}).stats.expanded;
		expect([solved('astar'), solved('bfs'), read.config.step]).toEqual([22, 350, 22]);
	});
});
