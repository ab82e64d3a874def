import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeRun, challengeStart, readChallenge } from '$lib/challenge/challenge';
import { COMPARE_PARAMS, readCompareLink, stepPastEndNotice } from '$lib/config/compare-link';
import { readEmbedLink, EMBED_PARAMS } from '$lib/config/embed-link';
import { duplicateNotices, safeDecode, unknownNotices } from '$lib/config/link-notices';
import {
	PLAY_DEFAULTS,
	PLAY_PARAMS,
	readPlayLink,
	readTilePlayLink,
	settledNotices
} from '$lib/config/play-link';
import { CHALLENGE_PARAMS, readChallengeLink } from '$lib/challenge/challenge';
import { LAB_HEURISTIC_LESSONS, LESSON_PARAMS, readLessonLink } from '$lib/config/lesson-link';
import type { LinkNotice } from '$lib/config/link-notices';
import { readQuizLink, readViewLink, VIEW_PARAMS } from '$lib/config/view-link';
import { PRACTICE_PARAMS, readAssignment } from '$lib/practice/assignment';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOTICE_CASES } from './link-notice-table';
import { LAB_PARAMS, readLabLink } from '$lib/config/code-link';
import { readLaunchLink, SITE_PARAM } from '$lib/scorm/manifest';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';

const play = (query: string) => readTilePlayLink(new URLSearchParams(query));
const compare = (query: string) => readCompareLink(new URLSearchParams(query));

describe('every link reader says what it could not use', () => {
	it('says a size that contradicts the board, and keeps the board', () => {
		const read = play('board=1234_5678&size=4');
		expect(read.notices).toEqual([
			{
				param: 'size',
				message:
					'The parameter "size" is 4×4, but the board "1234_5678" is 3×3; the size was ignored.'
			}
		]);
		expect(read.config.board).not.toEqual(PLAY_DEFAULTS.board);
		expect(read.config.board.cells).toEqual([1, 2, 3, 4, 0, 5, 6, 7, 8]);
		const grid = play('board=123/456/78_&size=2x4');
		expect(grid.notices).toEqual([
			{
				param: 'size',
				message:
					'The parameter "size" is 2×4, but the board "123/456/78_" is 3×3; the size was ignored.'
			}
		]);
		expect(grid.config.board.cells).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
	});

	it('says a size given without a board', () => {
		expect(play('size=3x4').notices).toEqual([
			{
				param: 'size',
				message:
					'The parameter "size" (3×4) describes a board, and this link gives none; it was ignored.'
			}
		]);
	});

	it('keeps reading a size that agrees with the board, silently', () => {
		expect(play('board=1,2,3,4,5,6,7,0&size=2x4').notices).toEqual([]);
		expect(play('board=1,2,3,4,5,6,7,0&size=4x2').notices).toEqual([]);
		expect(play('board=41325_786&size=3x3').notices).toEqual([]);
	});

	it('says v=0 and reads the link as version 1', () => {
		const read = play('v=0&board=41325_786');
		expect(read.notices).toEqual([
			{
				param: 'v',
				message:
					'The parameter "v" is 0, but link versions start at 1; the link is read as version 1.'
			}
		]);
		expect(read.config).toEqual(play('v=1&board=41325_786').config);
	});

	it('says a parameter given twice: the first is used', () => {
		const read = play('board=41325_786&algo=bfs&board=12345678_&algo=dfs&algo=ucs');
		expect(read.notices).toEqual([
			{
				param: 'board',
				message:
					'The parameter "board" is given 2 times; the first, "41325_786", is used and the others are ignored.'
			},
			{
				param: 'algo',
				message:
					'The parameter "algo" is given 3 times; the first, "bfs", is used and the others are ignored.'
			}
		]);
		expect(read.config.algorithm).toBe('bfs');
	});

	it('says repeated challenge and embed parameters through the link they sit in', () => {
		const query = new URLSearchParams('ask=next&ask=length&k=2');
		expect(readTilePlayLink(query, CHALLENGE_PARAMS).notices).toEqual([
			{
				param: 'ask',
				message:
					'The parameter "ask" is given 2 times; the first, "next", is used and the others are ignored.'
			}
		]);
		expect(readChallenge(query).spec).toEqual({ kind: 'next', count: 2 });
		const embed = new URLSearchParams('hide=tree&hide=code');
		expect(readTilePlayLink(embed, EMBED_PARAMS).notices.map((n) => n.param)).toEqual(['hide']);
		expect(readEmbedLink(embed).hidden).toEqual(['tree']);
	});

	it('quotes a long repeated value only so far', () => {
		const long = 'x'.repeat(100);
		expect(english(duplicateNotices(new URLSearchParams(`a=${long}&a=1`))[0].message)).toBe(
			`The parameter "a" is given 2 times; the first, "${'x'.repeat(40)}…", is used and the others are ignored.`
		);
	});

	it('says repeated parameters and repeated runs on /compare', () => {
		const read = compare('runs=bfs,astar,bfs,astar:manhattan&step=3&step=4');
		expect(read.notices).toEqual([
			{
				param: 'step',
				message:
					'The parameter "step" is given 2 times; the first, "3", is used and the others are ignored.'
			},
			{
				param: 'runs',
				message: 'The run "bfs" repeats "bfs", named earlier; the repeat was left out.'
			},
			{
				param: 'runs',
				message:
					'The run "astar:manhattan" repeats "astar:manhattan", named earlier; the repeat was left out.'
			}
		]);
		expect(read.config.runs.map((run) => run.algorithm)).toEqual(['bfs', 'astar']);
		expect(read.config.step).toBe(3);
	});

	it('says empty entries in /compare runs', () => {
		expect(compare('runs=bfs,,dfs,').notices).toEqual([
			{
				param: 'runs',
				message: 'The parameter "runs" has 2 empty entries between its commas; they were skipped.'
			}
		]);
	});

	it('says a /compare step past the end once the end is known', () => {
		expect(stepPastEndNotice(12, 12)).toBeNull();
		expect(stepPastEndNotice(999999, 37)).toEqual({
			param: 'step',
			message:
				'The parameter "step" is 999,999, but the last run stops at step 37; showing step 37.'
		});
	});

	it('starts a challenge past the end of its run where the run stops, and says so', () => {
		const config = play('board=41325_786&step=999999').config;
		const run = challengeRun(config, 3);
		const last = run.trace.length - 1;
		expect(challengeStart(run, 999999)).toEqual({
			step: last,
			notice: {
				param: 'step',
				message: `The parameter "step" is 999,999, but this run found the goal at step ${last}; the challenge starts there.`
			}
		});
		expect(challengeStart(run, 2)).toEqual({ step: 2, notice: null });
		const capped = play('board=41325_786&algo=bfs&cap=5&step=50').config;
		const stopped = challengeRun(capped, 3);
		const notice = challengeStart(stopped, 50).notice;
		expect(notice && english(notice.message)).toBe(
			`The parameter "step" is 50, but this run reached its expansion cap at step ${stopped.trace.length - 1}; the challenge starts there.`
		);
	});

	it('says a /play step or moment past the end once the explorer has settled', () => {
		expect(settledNotices({ step: 999999, moment: null }, { step: 350, moment: null })).toEqual([
			{
				param: 'step',
				message: 'The parameter "step" is 999,999, but the run ends at step 350; showing step 350.'
			}
		]);
		expect(settledNotices({ step: 20, moment: 98 }, { step: 20, moment: 6 }, 'line')).toEqual([
			{
				param: 'line',
				message:
					'The parameter "line" is 99, but step 20 has 7 moments (one per pseudocode line it carries out); showing moment 7, its last.'
			}
		]);
		expect(settledNotices({ step: 20, moment: 98 }, { step: 20, moment: 0 })).toEqual([
			{
				param: 'moment',
				message:
					'The parameter "moment" is 99, but step 20 has 1 moment (one per pseudocode line it carries out); showing moment 1, its last.'
			}
		]);
		expect(settledNotices({ step: 20, moment: 2 }, { step: 20, moment: 2 })).toEqual([]);
		expect(settledNotices({ step: 20, moment: null }, { step: 20, moment: null })).toEqual([]);
	});

	it('decodes a malformed address without throwing', () => {
		expect(safeDecode('%E0%A4%A')).toBeNull();
		expect(safeDecode('03-parity%20and')).toBe('03-parity and');
	});
});

/** Query text of any shape: known and unknown names, odd values, escapes, repeats. */
const queryText = fc
	.array(
		fc.tuple(
			fc.oneof(
				fc.constantFrom(...PLAY_PARAMS, 'runs', 'hide', 'ask', 'k'),
				fc.string({ maxLength: 6 })
			),
			fc.oneof(
				fc.string({ maxLength: 12 }),
				fc.constantFrom('0', '1', '3x3', '2x4', '41325_786', '%E0%A4%A', 'bfs,bfs', '999999999')
			)
		),
		{ maxLength: 8 }
	)
	.map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

describe('any query string', () => {
	it('is read by every reader without throwing, and every unknown or repeated parameter is said', () => {
		fc.assert(
			fc.property(queryText, (text) => {
				const query = new URLSearchParams(text);
				const readers = [
					{ notices: readTilePlayLink(query).notices, known: PLAY_PARAMS },
					{
						notices: readTilePlayLink(query, CHALLENGE_PARAMS).notices,
						known: [...PLAY_PARAMS, ...CHALLENGE_PARAMS]
					},
					{
						notices: readTilePlayLink(query, EMBED_PARAMS).notices,
						known: [...PLAY_PARAMS, ...EMBED_PARAMS]
					},
					{ notices: readCompareLink(query).notices, known: COMPARE_PARAMS }
				];
				readChallenge(query);
				readEmbedLink(query);
				for (const { notices, known } of readers) {
					const said = new Set(notices.map((notice) => notice.param));
					for (const param of new Set(query.keys())) {
						if (!known.includes(param) || query.getAll(param).length > 1) {
							expect(said.has(param)).toBe(true);
						}
					}
					expect(unknownNotices(query, known).every((n) => said.has(n.param))).toBe(true);
					for (const notice of notices) expect(english(notice.message)).toMatch(/[.!]$/);
				}
				// A board and a size that cannot both hold: one of them is said.
				const board = query.get('board');
				const size = query.get('size');
				if (board !== null && size !== null) {
					const read = readTilePlayLink(query);
					const asSized = readTilePlayLink(new URLSearchParams({ board, size }));
					const agrees = asSized.notices.length === 0;
					if (!agrees) {
						expect(read.notices.some((n) => n.param === 'size' || n.param === 'board')).toBe(true);
					}
				}
			}),
			{ numRuns: 2000 }
		);
	});
});

describe('every parameter of every page says what it did with a bad value', () => {
	const readers: Record<
		string,
		(query: URLSearchParams) => readonly LinkNotice[] | Promise<readonly LinkNotice[]>
	> = {
		// As /play reads it with no view chosen earlier in the tab (a bare link opens simple).
		'/play': (query) => [
			...readPlayLink(query, VIEW_PARAMS, true).notices,
			...readViewLink(query, query.has('board') ? 'full' : 'simple').notices,
			...readQuizLink(query).notices
		],
		'/embed/play': (query) => [
			...readPlayLink(query, [...EMBED_PARAMS, ...VIEW_PARAMS]).notices,
			...readEmbedLink(query).notices,
			...readViewLink(query, 'full').notices,
			...readQuizLink(query).notices
		],
		'/challenge': (query) => readChallengeLink(query).notices,
		'/compare': (query) => readCompareLink(query).notices,
		'/practice': (query) => readAssignment(query).notices,
		'/embed/scorm': (query) => readLaunchLink(query).notices,
		'/lab': async (query) => (await readLabLink(query)).notices,
		'/lessons/09-heuristics': (query) =>
			readLessonLink(query, { labHeuristic: true, anchors: [] }).notices
	};
	const params: Record<string, readonly string[]> = {
		'/play': [...PLAY_PARAMS, ...VIEW_PARAMS],
		'/embed/play': [...PLAY_PARAMS, ...EMBED_PARAMS, ...VIEW_PARAMS],
		'/challenge': [...PLAY_PARAMS, ...CHALLENGE_PARAMS],
		'/compare': COMPARE_PARAMS,
		'/practice': PRACTICE_PARAMS,
		'/embed/scorm': [...PRACTICE_PARAMS, SITE_PARAM],
		'/lab': LAB_PARAMS,
		'/lessons/09-heuristics': LESSON_PARAMS
	};

	it('has a case for each parameter each page reads', () => {
		expect(Object.keys(params).sort()).toEqual(Object.keys(readers).sort());
		for (const [page, names] of Object.entries(params)) {
			const covered = NOTICE_CASES.filter((c) => c.page === page).map((c) => c.param);
			expect(covered, page).toEqual([...names]);
		}
	});

	for (const c of NOTICE_CASES) {
		it(`${c.page}?${c.query}`, async () => {
			const notices = await readers[c.page](new URLSearchParams(c.query));
			expect(notices.map((n) => [n.param, n.message])).toEqual(c.notices);
			expect(notices.map((n) => n.param)).toContain(c.param);
		});
	}
});

describe('an option the algorithm does not use', () => {
	const pages: Record<string, (query: URLSearchParams) => readonly LinkNotice[]> = {
		'/play': (query) => readTilePlayLink(query, VIEW_PARAMS, true).notices,
		'/embed/play': (query) => readTilePlayLink(query, [...EMBED_PARAMS, ...VIEW_PARAMS]).notices,
		'/challenge': (query) => readChallengeLink(query).notices
	};
	const said = (page: string, query: string) =>
		pages[page](new URLSearchParams(query)).map((n) => [n.param, n.message]);

	for (const page of Object.keys(pages)) {
		it(`is said on ${page}, by name, and the run goes on without it`, () => {
			expect(said(page, 'board=41325_786&algo=bfs&h=manhattan&w=3&ties=lifo')).toEqual([
				[
					'h',
					'The parameter "h" is "manhattan", but breadth-first search does not use an estimate h; it was ignored.'
				],
				[
					'w',
					'The parameter "w" is "3", but breadth-first search does not use a weight w; it was ignored.'
				],
				[
					'ties',
					'The parameter "ties" is "lifo", but breadth-first search does not use a tie-break rule; it was ignored.'
				]
			]);
			expect(said(page, 'board=41325_786&w=3')).toEqual([
				['w', 'The parameter "w" is "3", but A* search does not use a weight w; it was ignored.']
			]);
			expect(said(page, 'board=41325_786&algo=dfs&ties=low-h')).toEqual([
				[
					'ties',
					'The parameter "ties" is "low-h", but depth-first search does not use a tie-break rule; it was ignored.'
				]
			]);
			// A value it could not have read either is said once, as unused.
			expect(said(page, 'board=41325_786&algo=dfs&h=guess')).toEqual([
				[
					'h',
					'The parameter "h" is "guess", but depth-first search does not use an estimate h; it was ignored.'
				]
			]);
			expect(said(page, 'board=41325_786&algo=wastar&h=misplaced&w=3&ties=lifo')).toEqual([]);
		});
	}

	it('is judged on /challenge by the algorithm the challenge runs', () => {
		expect(said('/challenge', 'board=41325_786&algo=idastar&ties=low-h')).toEqual([
			[
				'algo',
				'The parameter "algo" is idastar, whose next expansion is not always an entry of the frontier; predicting expansions works with bfs, dfs, ucs, greedy, astar, wastar. Using astar.'
			]
		]);
		expect(readChallengeLink(new URLSearchParams('algo=idastar&ties=low-h')).config.tieBreak).toBe(
			'low-h'
		);
		expect(said('/play', 'board=41325_786&algo=idastar&ties=low-h')).toEqual([
			[
				'ties',
				'The parameter "ties" is "low-h", but IDA* does not use a tie-break rule; it was ignored.'
			]
		]);
	});

	it('says a package’s site given twice on /embed/scorm', () => {
		const twice = 'site=https%3A%2F%2Fa.org&site=https%3A%2F%2Fb.org';
		expect(readLaunchLink(new URLSearchParams(twice)).notices).toEqual([
			{
				param: 'site',
				message:
					'The parameter "site" is given 2 times; the first, "https://a.org", is used and the others are ignored.'
			}
		]);
		expect(readLaunchLink(new URLSearchParams(twice)).playPage).toBe('https://a.org/play');
	});

	it('takes the lab’s code with an ignored h=custom', () => {
		expect(said('/play', 'board=41325_786&algo=ucs&h=custom&hv=1&hcode=abc')).toEqual([
			[
				'h',
				'The parameter "h" is "custom", but uniform-cost search does not use an estimate h; it was ignored, and so were "hv" and "hcode".'
			]
		]);
		expect(
			readTilePlayLink(new URLSearchParams('algo=ucs&h=custom&hv=1&hcode=abc'), [], true).config
				.customH
		).toBeNull();
	});

	it('keeps the run as if the option were not given', () => {
		const given = readTilePlayLink(
			new URLSearchParams('board=41325_786&algo=bfs&h=zero&w=9&ties=lifo')
		);
		const bare = readTilePlayLink(new URLSearchParams('board=41325_786&algo=bfs'));
		expect(given.config).toEqual(bare.config);
	});
});

describe('a lesson link', () => {
	const lesson = (query: string, labHeuristic: boolean, anchors: string[] = []) =>
		readLessonLink(new URLSearchParams(query), { labHeuristic, anchors });

	it('says hv and hcode on a lesson without a race, and an explorer it does not have', () => {
		expect(lesson('hv=1&hcode=abc', false).notices).toEqual([
			{
				param: 'hcode',
				message:
					'The parameter "hcode" carries a heuristic from the lab, but this lesson has no race to run it in (lesson 9\'s race of heuristics has); it was ignored.'
			},
			{
				param: 'hv',
				message:
					'The parameter "hv" carries a heuristic from the lab, but this lesson has no race to run it in (lesson 9\'s race of heuristics has); it was ignored.'
			}
		]);
		expect(lesson('at=explorer-a:3', false, ['explorer-b']).notices).toEqual([
			{
				param: 'at',
				message:
					'The parameter "at" names the explorer "explorer-a", but this lesson\'s are "explorer-b"; it was ignored.'
			}
		]);
		expect(lesson('at=explorer-b:3.2', false, ['explorer-b']).notices).toEqual([]);
	});

	it('hands the race packed code only when hv and hcode are right', () => {
		expect(lesson('hv=1&hcode=abc', true)).toEqual({ packed: 'abc', notices: [] });
		expect(lesson('hv=1&hcode=', true).packed).toBeNull();
		expect(lesson('hcode=abc', true).notices.map((n) => n.param)).toEqual(['hv']);
	});

	it('lists exactly the lessons whose page holds the race that takes the lab', () => {
		const dir = fileURLToPath(new URL('../../content/lessons', import.meta.url));
		const withRace = readdirSync(dir)
			.filter((name) => name.endsWith('.md'))
			.filter((name) => readFileSync(`${dir}/${name}`, 'utf8').includes('<HeuristicRace'))
			.map((name) => name.replace(/\.md$/, ''));
		expect(withRace).toEqual([...LAB_HEURISTIC_LESSONS]);
	});
});
