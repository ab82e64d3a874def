import { expect, test, type Page } from '@playwright/test';
import { allContentLinks, LESSON_SLUGS, resolvedHref } from '../content-links';
import { readPlayLink, readTilePlayLink } from '../../src/lib/config/play-link';
import { ALGORITHMS } from '../../src/lib/search/algorithms';
import { english } from './practice-words';

/**
 * Issue 12, bar 5: every link in every lesson and on the teachers page opens what its sentence
 * promises. The links come from the same sources the unit test reads (tests/content-links.ts)
 * and from the rendered pages themselves (so a link the sources do not show, such as an
 * explorer's "Open this run in the playground", is walked too); each distinct one is opened.
 */

/** Texts that mean a page refused its link or failed. */
const REFUSALS = ['cannot be started', 'About this link', 'nothing to predict', 'Page not found'];

/** The same-site links in the main content of the page `page` shows (not its header and footer). */
async function mainLinks(page: Page): Promise<string[]> {
	return page.locator('main a[href]').evaluateAll((anchors) =>
		anchors
			.map((anchor) => new URL((anchor as HTMLAnchorElement).href))
			.filter((url) => url.origin === window.location.origin)
			.map((url) =>
				url.pathname === window.location.pathname && url.search === ''
					? `${url.pathname}${url.hash}`
					: `${url.pathname}${url.search}${url.hash}`
			)
	);
}

/** The board as TileBoard's accessible name writes it: "3 by 3: 4 1 3; 2 5 blank; 7 8 6". */
function boardDescription(query: URLSearchParams): string {
	const { board } = readTilePlayLink(query).config;
	const rows = Array.from({ length: board.rows }, (_, r) =>
		board.cells
			.slice(r * board.cols, (r + 1) * board.cols)
			.map((tile) => (tile === 0 ? 'blank' : String(tile)))
			.join(' ')
	);
	return `${board.rows} by ${board.cols}: ${rows.join('; ')}`;
}

/**
 * Opens one address and checks that its page shows what the link names, without a refusal, and
 * holds every anchor links point to on it.
 */
async function checkLink(page: Page, href: string, anchors: readonly string[]): Promise<void> {
	const url = new URL(href, 'http://frontier.test');
	const query = url.searchParams;
	await page.goto(href);
	await page.waitForSelector('body[data-hydrated="true"]');
	const played = readPlayLink(query).config;
	const label = english(ALGORITHMS[played.algorithm].names.label);
	// A road-map run draws its map, the start city marked, where a tile run draws its board.
	const roadMap = played.problem === 'graph' && /^\/(embed\/)?play$/.test(url.pathname);
	if (roadMap) {
		await expect(
			page.locator(`[data-testid="graph-map"] [data-city="${played.start}"]`).first()
		).toHaveAttribute('data-role', /^(current|explored|path)$/);
	}
	// A grid run draws the grid (on /compare one per column), its start cell among its cells.
	const grid = played.problem === 'grid' && /^\/((embed\/)?play|compare)$/.test(url.pathname);
	switch (roadMap ? 'road-map' : grid ? 'grid' : url.pathname) {
		case 'grid':
			await expect(page.locator('[data-testid="grid-map"]').first()).toBeVisible();
			if (url.pathname !== '/compare') {
				await expect(
					page.locator(url.pathname === '/play' ? '.setup .chosen' : 'h1').first()
				).toContainText(label);
			}
			break;
		case 'road-map':
			await expect(
				page.locator(url.pathname === '/play' ? '.setup .chosen' : 'h1').first()
			).toContainText(label);
			break;
		case '/play':
			// The run has loaded when the explorer draws the node being expanded.
			await expect(page.locator('[aria-label^="Current node board"]').first()).toBeVisible();
			await expect(page.locator('[aria-label^="Start board"]')).toHaveAttribute(
				'aria-label',
				`Start board, ${boardDescription(query)}`
			);
			await expect(page.locator('.setup .chosen')).toContainText(label);
			if (query.get('unsolvable') === 'search') {
				await expect(page.getByRole('note')).toContainText('Searched on request');
			}
			break;
		case '/embed/play':
			await expect(page.locator('[aria-label^="Current node board"]').first()).toBeVisible();
			await expect(page.locator('h1')).toContainText(label);
			break;
		case '/challenge':
			await expect(page.locator('#question-title')).toBeVisible();
			await expect(page.locator('.run-board, main').first()).toContainText(label);
			break;
		case '/compare':
			// Every run of the comparison draws its start board (or the board it expanded).
			await expect(page.locator('figure.compare .board[role="img"]').first()).toBeVisible();
			break;
		default:
			await expect(page.locator('h1')).toBeVisible();
	}
	const missing = await page.evaluate(
		(ids) => ids.filter((id) => document.getElementById(id) === null),
		[...anchors]
	);
	expect(missing, `anchors missing on ${href}`).toEqual([]);
	const text = await page.locator('body').innerText();
	for (const refusal of REFUSALS) expect(text, `${href} says "${refusal}"`).not.toContain(refusal);
	const alerts = await page
		.locator('[role="alert"]')
		.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
	expect(alerts.filter((alert) => alert !== '')).toEqual([]);
}

test('every link in the lessons and on the teachers page opens what it names', async ({ page }) => {
	// About a hundred page loads one after another: a few minutes on two busy cores.
	test.setTimeout(900_000);
	// One browser page opens them all, one after another: its cache keeps the scripts the pages
	// share (a fresh page per link loaded and compiled them again each time). Nothing is typed
	// or answered, so what one page saves cannot change what the next one shows.
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	const hrefs = new Set(allContentLinks().map(resolvedHref));
	// The rendered pages' own links: read in the browser, as some are drawn there (lesson 7's
	// comparison table links each of its runs). These pages are checked on the same visit (the
	// lessons compute a lot as they load): what they say, and the ids links may point to.
	const failures: string[] = [];
	const idsOn = new Map<string, Set<string>>();
	for (const path of [...LESSON_SLUGS.map((slug) => `/lessons/${slug}`), '/teachers']) {
		errors.length = 0;
		try {
			await checkLink(page, path, []);
			expect(errors).toEqual([]);
		} catch (error) {
			failures.push(`${path}: ${String(error).split('\n').slice(0, 4).join(' ')}`);
		}
		for (const href of await mainLinks(page)) hrefs.add(href);
		idsOn.set(
			path,
			new Set(
				await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
			)
		);
	}
	// Each address is opened once, and every anchor links point to on it is looked up there.
	const anchorsAt = new Map<string, string[]>();
	for (const href of hrefs) {
		const url = new URL(href, 'http://frontier.test');
		const address = `${url.pathname}${url.search}`;
		const anchors = anchorsAt.get(address) ?? [];
		if (url.hash !== '') anchors.push(decodeURIComponent(url.hash.slice(1)));
		anchorsAt.set(address, anchors);
	}
	const walked = [...anchorsAt.keys()].sort();
	expect(walked.length).toBeGreaterThan(80);
	for (const href of walked) {
		const ids = idsOn.get(href);
		if (ids !== undefined) {
			// Checked when its links were read: only the anchors pointing into it are left.
			const missing = (anchorsAt.get(href) ?? []).filter((id) => !ids.has(id));
			if (missing.length > 0) failures.push(`${href}: anchors missing: ${missing.join(', ')}`);
			continue;
		}
		errors.length = 0;
		try {
			await checkLink(page, href, anchorsAt.get(href) ?? []);
			expect(errors).toEqual([]);
		} catch (error) {
			failures.push(`${href}: ${String(error).split('\n').slice(0, 4).join(' ')}`);
		}
	}
	expect(failures).toEqual([]);
});
