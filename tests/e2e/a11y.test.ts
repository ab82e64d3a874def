import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { LESSON_SLUGS, ROUTE_IDS } from '../site-pages';
import { resultCode } from '../../src/lib/practice/result-code';
import { contrastShortfall } from './contrast';
import { animationsEnded, axeCheck, startAs } from './helpers';
import { textSamples } from './text-samples';

/**
 * Every page of the site through axe, in both colour schemes, at a desktop and a phone width.
 * The list of pages is derived (tests/site-pages.ts): every route in src/routes, and every
 * lesson file the course's catalog is built from, so a new page or lesson is checked without
 * editing this file.
 */

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order), as the other tests. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Visit {
	/** The address, with the parameters that make the page show something. */
	readonly path: string;
	/** Resolves when the part of the page worth checking is drawn. */
	readonly ready?: (page: Page) => Promise<void>;
}

/** Every explorer on the page rests at a step; the lazy ones are mounted first. */
async function explorersAt(page: Page): Promise<void> {
	// Explorers mount when scrolled near, or when the page is about to print.
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
	await page.waitForFunction(() =>
		[...document.querySelectorAll('.explorer[data-status]')].every((explorer) =>
			/^(ready|paused|finished|error)$/.test(explorer.getAttribute('data-status') ?? '')
		)
	);
}

const PLAY = '/play?board=41325_786&algo=astar&h=manhattan';

const PRACTICE_LINK = 'v=1&algos=astar,bfs&n=2&title=Week 3&key=w3&seed=class';
/** A code of that assignment, every answer 0 (wrong but readable). */
const PRACTICE_CODE = resultCode({
	assignment: 'v=1&algos=astar%2Cbfs&n=2&title=Week+3&key=w3&seed=class',
	seed: 'class',
	name: 'Ana',
	score: 0,
	answers: [0, 0, 0, 0, 0, 0]
});

/**
 * What to open for each route. A route missing here fails the first test by name, so whoever
 * adds a page says what it should show when checked.
 */
const VISITS: Record<string, readonly Visit[]> = {
	'/': [{ path: '/' }],
	'/lessons': [{ path: '/lessons' }],
	'/lessons/[slug]': LESSON_SLUGS.map((slug) => ({ path: `/lessons/${slug}`, ready: explorersAt })),
	'/play': [
		{ path: '/play' },
		{ path: '/play?view=full' },
		{ path: PLAY, ready: explorersAt },
		{
			// After a few steps the tree, the frontier and the step's details are full.
			path: `${PLAY}&step=6`,
			ready: async (page) => {
				await explorersAt(page);
				await page.keyboard.press('ArrowRight');
				await expect(page.locator('.explorer')).toHaveAttribute('data-step', '7');
			}
		}
	],
	'/compare': [
		{
			path: '/compare?v=1&board=41325_786&runs=bfs,astar:manhattan&step=3',
			ready: async (page) => {
				await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('3');
			}
		}
	],
	'/challenge': [
		{
			path: '/challenge?v=1&board=41325_786&step=1',
			ready: async (page) => {
				await expect(page.locator('button[data-node]')).toHaveCount(3);
			}
		}
	],
	'/lab': [
		{
			// A report with counterexamples, from a link carrying Manhattan × 1.5.
			path: `/lab?v=1&code=${deflateRawSync(
				'function h(board) {\n  let s = 0;\n  for (const t of board.tiles) s += board.manhattan(t);\n  return 1.5 * s;\n}\n'
			).toString('base64url')}`,
			ready: async (page) => {
				await page.getByRole('button', { name: 'Check all boards' }).click();
				await expect(page.getByTestId('overestimates')).toBeVisible({ timeout: 20_000 });
			}
		}
	],
	'/teachers': [{ path: '/teachers' }],
	'/teachers/check': [
		{
			// Two codes checked: the table of results and its flags are on the page.
			path: '/teachers/check',
			ready: async (page) => {
				await page.getByLabel('Result codes').fill(`Ana,${PRACTICE_CODE}\nBen,FR1-AAAA`);
				await page.getByRole('button', { name: 'Check the codes' }).click();
				await expect(page.locator('.students tbody tr')).toHaveCount(2);
			}
		}
	],
	'/practice': [
		{
			// The name asked before the first question, with the resume panel below.
			path: '/practice?v=1&n=2&title=Week 3&key=w3',
			ready: async (page) => {
				await expect(page.getByRole('button', { name: 'Start attempt 1' })).toBeVisible();
			}
		},
		{
			// A verdict on screen: a wrong pick, its explanation and the corrected frontier.
			path: `/practice?${PRACTICE_LINK}`,
			ready: async (page) => {
				await startAs(page, 'Ana');
				await page.locator('button[data-node]').first().click();
				await expect(page.locator('.verdict p')).toHaveCount(1);
			}
		}
	],
	'/embed/practice': [
		{
			path: `/embed/practice?${PRACTICE_LINK}`,
			ready: async (page) => {
				await startAs(page, 'Ana');
				await expect(page.locator('button[data-node]').first()).toBeVisible();
			}
		}
	],
	'/embed/play': [{ path: '/embed/play?board=42_713856&algo=astar&step=2', ready: explorersAt }],
	// The SCORM launch page opened with no LMS around it: it says so and works as practice.
	'/embed/scorm': [
		{
			path: `/embed/scorm?${PRACTICE_LINK}`,
			ready: async (page) => {
				await expect(page.getByTestId('lms-status')).toContainText('No LMS found');
				await expect(page.locator('button[data-node]').first()).toBeVisible();
			}
		}
	],
	// The page a broken link shows (no route of its own: +error.svelte).
	'/+error': [{ path: '/lessons/99-no-such-lesson' }]
};

test('the pages checked are every route and every lesson of the catalog', async ({ request }) => {
	expect([...ROUTE_IDS, '/+error'].sort()).toEqual(Object.keys(VISITS).sort());
	const catalog = (await (await request.get('/lessons.json')).json()) as { slug: string }[];
	expect(catalog.map((lesson) => lesson.slug).sort()).toEqual(LESSON_SLUGS);
});

/**
 * Whatever the page says in words, in either scheme, when axe reads it: its violations, then
 * the text it could not decide (over shapes, overlapped, symbols) and every SVG text, measured
 * by script (contrast.ts). A frame's nodes are left to its own page's check.
 */
async function problems(page: Page, rules: readonly string[] | 'all'): Promise<string[]> {
	await animationsEnded(page);
	// The teachers' page previews /embed/play in a lazy iframe; that page is checked on its own.
	const builder = axeCheck(page)
		.exclude('.preview iframe')
		.options({ resultTypes: ['violations', 'incomplete'] });
	const results = await (
		rules === 'all' ? builder.withTags(TAGS) : builder.withRules([...rules])
	).analyze();
	const violations = results.violations.map(
		(violation) =>
			`${violation.id} (${violation.nodes.length}): ${violation.nodes
				.slice(0, 4)
				.map((node) => node.target.join(' '))
				.join(' | ')}`
	);
	const undecided = results.incomplete
		.filter((rule) => rule.id === 'color-contrast')
		.flatMap((rule) => rule.nodes)
		.flatMap(({ target }) =>
			target.length === 1 && typeof target[0] === 'string' ? [target[0]] : []
		);
	const samples = await textSamples(page, undecided);
	return [...violations, ...new Set(samples.flatMap((sample) => contrastShortfall(sample) ?? []))];
}

/** The rules that read colours: each runs in every scheme at every width. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Pass {
	readonly width: number;
	readonly scheme: 'light' | 'dark';
	readonly rules: readonly string[] | 'all';
}

/**
 * The four views of a page, taken in place from one load: the page is not reloaded for each, so
 * the lessons' explorers are mounted and run once. The dark scheme changes colours only
 * (app.css swaps custom properties; no script reads the scheme), so it needs only the colour
 * rules. A narrow window changes layout: what overflows (a formula or table becomes a
 * scrollable Tab stop, with a role and a name), what wraps and overlaps, so every rule runs
 * again at 390 px, in the dark scheme, and the colour rules once more in the light one.
 */
const PASSES: readonly Pass[] = [
	{ width: 1280, scheme: 'light', rules: 'all' },
	{ width: 1280, scheme: 'dark', rules: COLOUR_RULES },
	{ width: 390, scheme: 'dark', rules: 'all' },
	{ width: 390, scheme: 'light', rules: COLOUR_RULES }
];

/** Resolves once the page has laid itself out for the new window (resize observers included). */
async function settled(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
	);
}

/**
 * What axe and the contrast script find on `visit`, per view ("1280 px light": [...]); empty
 * lists when the page is clean.
 */
async function findings(page: Page, visit: Visit): Promise<Record<string, string[]>> {
	const found: Record<string, string[]> = {};
	await page.setViewportSize({ width: PASSES[0].width, height: 844 });
	await page.emulateMedia({ colorScheme: PASSES[0].scheme });
	await page.goto(visit.path);
	await page.waitForSelector('body[data-hydrated="true"]');
	await visit.ready?.(page);
	for (const pass of PASSES) {
		if (page.viewportSize()?.width !== pass.width) {
			await page.setViewportSize({ width: pass.width, height: 844 });
			await settled(page);
		}
		await page.emulateMedia({ colorScheme: pass.scheme });
		found[`${visit.path} at ${pass.width} px, ${pass.scheme}`] = await problems(page, pass.rules);
	}
	return found;
}

/**
 * Lessons are the heavy pages (explorers, charts, formulas): one test each. The other pages
 * are lighter and share three tests, one page load each.
 */
const LESSON_VISITS = VISITS['/lessons/[slug]'];
const OTHER_VISITS = Object.entries(VISITS).flatMap(([route, visits]) =>
	route === '/lessons/[slug]' ? [] : visits
);
const GROUPS: readonly (readonly Visit[])[] = [
	...LESSON_VISITS.map((visit) => [visit]),
	...[0, 1, 2].map((group) => OTHER_VISITS.filter((_, index) => index % 3 === group))
];

test.describe.configure({ mode: 'parallel' });

for (const visits of GROUPS) {
	const paths = visits.map((visit) => visit.path).join(', ');
	test(`${paths}: accessible at 1280 and 390 px, light and dark`, async ({ page }) => {
		// Four axe runs per page, on two busy cores.
		test.setTimeout(120_000 * visits.length);
		const found: Record<string, string[]> = {};
		for (const visit of visits) Object.assign(found, await findings(page, visit));
		const clean = Object.fromEntries(Object.keys(found).map((view) => [view, []]));
		expect(found).toEqual(clean);
	});
}

test('a formula wider than a phone is a named Tab stop the arrow keys scroll, and only then', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/lessons/03-parity-and-inversions');
	await page.waitForSelector('body[data-hydrated="true"]');
	const wide = page.getByRole('region', { name: 'Formula 2, scrolls sideways' });
	await expect(wide).toHaveAttribute('tabindex', '0');
	await expect(page.locator('.math-display[tabindex]')).toHaveCount(1);

	// Reached with Tab, as a keyboard user would, and drawn with the site's focus ring.
	let tabs = 0;
	while (!(await wide.evaluate((box) => box === document.activeElement)) && tabs < 100) {
		await page.keyboard.press('Tab');
		tabs++;
	}
	await expect(wide).toBeFocused();
	expect(await wide.evaluate((box) => box.matches(':focus-visible'))).toBe(true);
	await expect(wide).toHaveCSS('outline-style', 'solid');
	await expect(wide).toHaveCSS('outline-width', '3px');
	await page.keyboard.press('ArrowRight');
	await expect.poll(() => wide.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);

	// On a wide screen every formula fits: no Tab stop, no region.
	await page.setViewportSize({ width: 1280, height: 844 });
	await expect(page.locator('.math-display[tabindex]')).toHaveCount(0);
	await expect(page.locator('.math-display[role]')).toHaveCount(0);
});
