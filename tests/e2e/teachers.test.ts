import { expect, test, type Page } from '@playwright/test';
import {
	CHALLENGE_PARAM_DOCS,
	COMPARE_PARAM_DOCS,
	EMBED_PARAM_DOCS,
	LAB_PARAM_DOCS,
	PLAY_PARAM_DOCS,
	VIEW_PARAM_DOCS
} from '../../src/lib/config/link-params';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { goalBoard } from '../../src/lib/puzzle/goal';
import {
	ALGORITHMS,
	tileProblem,
	UI_MAX_EXPANSIONS,
	type AlgorithmName
} from '../../src/lib/search/index';

async function ready(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
}

/** The engine's own expanded count and frontier size at `step` of a run. */
function engineAt(
	board: string,
	algorithm: AlgorithmName,
	step: number,
	goal: 'blank-last' | 'blank-first' = 'blank-last'
): { expanded: number; frontier: number } {
	const parsed = parseBoard(board);
	if (!parsed.ok) throw new Error(parsed.error.code);
	const { rows, cols } = parsed.value;
	const problem = tileProblem(parsed.value, {
		goal: goalBoard(rows, cols, goal),
		heuristic: 'manhattan'
	});
	const run = ALGORITHMS[algorithm].run(problem, { maxExpansions: UI_MAX_EXPANSIONS });
	let expanded = 0;
	for (let next = run.next(), at = 0; !next.done; next = run.next(), at++) {
		if (next.value.type === 'expand') expanded++;
		if (at === step) return { expanded, frontier: next.value.frontierSize };
	}
	throw new Error(`The run ended before step ${step}.`);
}

/**
 * Links as teachers have written them. Each must keep showing exactly this run at this step:
 * if a default changes, these fail until the change is made version-aware.
 */
const PINNED = [
	{
		link: '/play?v=1&board=1234_5678&algo=astar&h=manhattan&step=17',
		shows: { step: 17, ...engineAt('1234_5678', 'astar', 17) },
		pinned: { expanded: 17, frontier: 11 }
	},
	{
		// Written before links carried a version: read as version 1.
		link: '/play?board=42_713856&algo=bfs&step=5',
		shows: { step: 5, ...engineAt('42_713856', 'bfs', 5) },
		pinned: { expanded: 5, frontier: 6 }
	},
	{
		link: '/play?v=1&board=1,2,5,3,4,0,6,7,8&goal=blank-first&algo=bfs&step=3',
		shows: { step: 3, ...engineAt('1,2,5,3,4,0,6,7,8', 'bfs', 3, 'blank-first') },
		pinned: { expanded: 3, frontier: 3 }
	},
	{
		// The defaults of version 1: A* with Manhattan distance from 41325_786.
		link: '/play?v=1&board=41325_786&step=4',
		shows: { step: 4, ...engineAt('41325_786', 'astar', 4) },
		pinned: { expanded: 4, frontier: 5 }
	}
];

for (const { link, shows, pinned } of PINNED) {
	test(`a pinned link keeps its run: ${link}`, async ({ page }) => {
		expect({ expanded: shows.expanded, frontier: shows.frontier }).toEqual(pinned);
		await ready(page, link);
		const explorer = page.locator('.explorer');
		await expect(explorer).toHaveAttribute('data-step', String(shows.step));
		await expect(page.locator('[data-stat="expanded"]')).toHaveText(String(shows.expanded));
		await expect(page.locator('[data-stat="frontier"]')).toHaveText(String(shows.frontier));
	});
}

test('unknown parameters and newer versions are noticed, not errors', async ({ page }) => {
	await ready(page, '/play?v=7&board=42_713856&algo=bfs&colour=blue&step=2');
	await expect(page.locator('.notices li[data-param="colour"]')).toHaveText(
		/The parameter "colour" is not known and was ignored\./
	);
	await expect(page.locator('.notices li[data-param="v"]')).toHaveText(
		/made by a newer version of Frontier \(v=7\)/
	);
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '2');
});

test('the teachers page documents every parameter and builds embed snippets live', async ({
	page
}) => {
	await ready(page, '/teachers');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('For teachers');
	// One row per parameter the tables document (src/lib/config/link-params.ts).
	await expect(page.locator('tr[data-param]')).toHaveCount(
		[
			PLAY_PARAM_DOCS,
			VIEW_PARAM_DOCS,
			EMBED_PARAM_DOCS,
			CHALLENGE_PARAM_DOCS,
			COMPARE_PARAM_DOCS,
			LAB_PARAM_DOCS
		].flat().length
	);

	const board = page.getByLabel('Board', { exact: true });
	await board.fill('42_71385_');
	await expect(page.locator('.configurator .problem')).toHaveText(
		'There are 2 blanks (positions 3 and 9): a board has exactly one.'
	);
	await expect(page.locator('[data-output="snippet"]')).toHaveCount(0);

	await board.fill('42_713856');
	await page.getByLabel('Algorithm').selectOption('bfs');
	await page.getByLabel('Start at step').fill('5');
	await page.getByLabel('search tree').uncheck();
	const origin = new URL(page.url()).origin;
	const src = `${origin}/embed/play?v=1&board=42_713856&algo=bfs&step=5&panels=board,controls,narration,frontier,code,stats,details,chart,share&view=full`;
	await expect(page.locator('[data-output="link"]')).toHaveValue(src);
	await expect(page.locator('[data-output="snippet"]')).toHaveValue(
		`<iframe src="${src.replace(/&/g, '&amp;')}" title="Breadth-first search on 42_713856 — Frontier explorer" width="100%" height="640" loading="lazy" style="border: 0"></iframe>`
	);
	// The preview reloads with the link (a loaded machine takes seconds): its new page first.
	await expect(page.locator('.preview iframe')).toHaveAttribute('src', src.slice(origin.length));
	const preview = page.frameLocator('.preview iframe');
	await expect(preview.locator('.explorer')).toHaveAttribute('data-step', '5');
	await expect(preview.locator('.canvas svg')).toHaveCount(0, { timeout: 15_000 });
	await expect(preview.locator('.explorer')).toHaveCount(1);
	await expect(preview.locator('.explorer.simple')).toHaveCount(0);
	await expect(
		page.getByRole('link', { name: 'Open the same run in the playground' })
	).toHaveAttribute('href', '/play?v=1&board=42_713856&algo=bfs&step=5&view=full');

	await page.getByLabel('View').selectOption('simple');
	await expect(page.locator('[data-output="link"]')).toHaveValue(
		src.replace(/view=full$/, 'view=simple')
	);
	await expect(preview.locator('.explorer.simple')).toHaveCount(1);
	const playground = page.getByRole('link', { name: 'Open the same run in the playground' });
	await expect(playground).toHaveAttribute(
		'href',
		'/play?v=1&board=42_713856&algo=bfs&step=5&view=simple'
	);
	await playground.click();
	await expect(page.locator('.explorer.simple')).toHaveCount(1);
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '5');
});

test('a lesson link opens the view it names', async ({ page }) => {
	await ready(page, '/lessons/01-the-puzzle');
	await page.locator('.prose a[href="/play?board=42_713856&algo=bfs&view=simple"]').click();
	await expect(page.locator('.explorer.simple')).toHaveCount(1);
	await ready(page, '/lessons/10-weighted-a-star');
	await page
		.locator('.prose a[href="/play?board=75126348_&algo=wastar&w=2&h=manhattan&view=full"]')
		.click();
	await expect(page.locator('.explorer')).toHaveCount(1);
	await expect(page.locator('.explorer.simple')).toHaveCount(0);
});

test('a lesson prints without controls, and with its links’ addresses', async ({ page }) => {
	await ready(page, '/lessons/01-the-puzzle');
	await page.emulateMedia({ media: 'print' });
	// As a browser does when asked to print: the handout writes each link's full address then.
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
	// The site's navigation and the language switcher.
	await expect(page.locator('.site-header nav')).toHaveCount(2);
	for (const nav of await page.locator('.site-header nav').all()) await expect(nav).toBeHidden();
	await expect(page.locator('.pager')).toBeHidden();
	// Controls are left out; tiles are the figure's content and print (data-print="content").
	await expect(page.locator('.lesson button:not([data-print="content"])').first()).toBeHidden();
	await expect(page.locator('.lesson button[data-print="content"]').first()).toBeVisible();
	const after = await page
		.locator('.prose li a[href="/play?board=42_713856&algo=bfs&view=simple"]')
		.evaluate((link) => getComputedStyle(link, '::after').content);
	expect(after).toBe(
		`" (${new URL('/play?board=42_713856&algo=bfs&view=simple', page.url()).href})"`
	);
});

test('on a 390 px phone /teachers is no wider than the phone: the builder’s menus shrink to fit', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/teachers');
	await page.waitForSelector('body[data-hydrated="true"]');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
