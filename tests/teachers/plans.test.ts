import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	CHALLENGE_PARAM_DOCS,
	COMPARE_PARAM_DOCS,
	EMBED_PARAM_DOCS,
	PLAY_PARAM_DOCS,
	VIEW_PARAM_DOCS
} from '$lib/config/link-params';
import { COMPARE_PARAMS, DEFAULT_RUNS, runText } from '$lib/config/compare-link';
import { CHALLENGE_PARAMS, readChallenge } from '$lib/challenge/challenge';
import { EMBED_PARAMS, embedHideText, embedSnippet, readEmbedLink } from '$lib/config/embed-link';
import { PLAY_DEFAULTS, PLAY_PARAMS, playLinkQuery, readPlayLink } from '$lib/config/play-link';
import { VIEW_PARAMS } from '$lib/config/view-link';
import { LESSON_PLANS } from '../../src/routes/teachers/lesson-plans';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const lessonSlugs = readdirSync('content/lessons')
	.filter((name) => name.endsWith('.md'))
	.map((name) => name.replace(/\.md$/, ''));

describe('lesson plans', () => {
	it.each(LESSON_PLANS.flatMap((plan) => plan.steps.map((step) => [plan.id, step] as const)))(
		'%s: each step names a lesson that exists and a run that reads without notices',
		(_, step) => {
			if (step.lesson !== undefined) expect(lessonSlugs).toContain(step.lesson);
			if (step.play !== undefined) {
				expect(readPlayLink(new URLSearchParams(step.play)).notices).toEqual([]);
			}
			if (step.challenge !== undefined) {
				const query = new URLSearchParams(step.challenge);
				expect(readPlayLink(query, CHALLENGE_PARAMS).notices).toEqual([]);
				expect(readChallenge(query).notices).toEqual([]);
			}
		}
	);
});

describe('link parameter documentation', () => {
	it('documents exactly the parameters the readers take', () => {
		expect(PLAY_PARAM_DOCS.map((doc) => doc.name)).toEqual(PLAY_PARAMS);
		expect(EMBED_PARAM_DOCS.map((doc) => doc.name)).toEqual(EMBED_PARAMS);
		expect(VIEW_PARAM_DOCS.map((doc) => doc.name)).toEqual(VIEW_PARAMS);
		expect(CHALLENGE_PARAM_DOCS.map((doc) => doc.name)).toEqual(CHALLENGE_PARAMS);
		// /compare's own table lists what it reads its own way; the rest read as on /play.
		const compareOwn = COMPARE_PARAM_DOCS.map((doc) => doc.name);
		expect(COMPARE_PARAMS.filter((name) => !compareOwn.includes(name))).toEqual([
			'v',
			'board',
			'size',
			'goal',
			'step'
		]);
		expect(compareOwn.filter((name) => COMPARE_PARAMS.includes(name))).toEqual(compareOwn);
		expect(COMPARE_PARAM_DOCS.find((doc) => doc.name === 'runs')?.byDefault).toBe(
			DEFAULT_RUNS.map(runText).join(',')
		);
	});

	it('states the defaults version 1 links use', () => {
		const byName = Object.fromEntries(PLAY_PARAM_DOCS.map((doc) => [doc.name, doc.byDefault]));
		const defaults = new URLSearchParams(playLinkQuery({ ...PLAY_DEFAULTS, step: 0 }));
		expect(byName.board).toBe(defaults.get('board'));
		expect([byName.algo, byName.h, byName.w, byName.ties, byName.order]).toEqual([
			PLAY_DEFAULTS.algorithm,
			PLAY_DEFAULTS.heuristic,
			String(PLAY_DEFAULTS.weight),
			PLAY_DEFAULTS.tieBreak,
			PLAY_DEFAULTS.childOrder.map((d) => d[0]).join('')
		]);
		expect([byName.cap, byName.step]).toEqual([String(PLAY_DEFAULTS.maxExpansions), '0']);
	});

	it('lists every parameter in the README table', () => {
		const readme = readFileSync('README.md', 'utf8');
		const documented = [
			...PLAY_PARAM_DOCS,
			...EMBED_PARAM_DOCS,
			...VIEW_PARAM_DOCS,
			...CHALLENGE_PARAM_DOCS,
			...COMPARE_PARAM_DOCS
		];
		for (const doc of documented) {
			expect(readme).toMatch(new RegExp(`^\\| \`${doc.name}\` +\\|`, 'm'));
		}
	});
});

describe('embed links', () => {
	it('reads hide as known panels in the explorer’s order, and names unknown ones', () => {
		expect(readEmbedLink(new URLSearchParams('hide=tree,CHART,,bogus'))).toEqual({
			shown: ['board', 'controls', 'narration', 'frontier', 'code', 'stats', 'details', 'share'],
			hidden: ['tree', 'chart'],
			notices: [
				{
					param: 'hide',
					message:
						'The parameter "hide" lists board, controls, narration, frontier, tree, code, stats, details, chart, share; "bogus" is not among them and was ignored.'
				}
			]
		});
		expect(embedHideText(['chart', 'controls'])).toBe('controls,chart');
	});

	it('does not report hide as unknown to the playground reader when the embed reads it', () => {
		const query = new URLSearchParams('board=42_713856&hide=tree');
		expect(readPlayLink(query, EMBED_PARAMS).notices).toEqual([]);
		expect(readPlayLink(query).notices.map((notice) => notice.param)).toEqual(['hide']);
	});

	it('writes an iframe snippet with escaped attributes', () => {
		expect(embedSnippet('https://x.org/embed/play?board=1&algo=bfs', 'BFS "demo"', 600)).toBe(
			'<iframe src="https://x.org/embed/play?board=1&amp;algo=bfs" title="BFS &quot;demo&quot;" width="100%" height="600" loading="lazy" style="border: 0"></iframe>'
		);
	});
});
