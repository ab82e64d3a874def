import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * Frontier with the network cut (docs/offline.md): one visit online stores the site, one solve
 * online stores the pattern databases; then every kind of page loads from the service worker's
 * caches, and the 15-puzzle solver still uses the databases.
 */

// The rest of the suite blocks the service worker (playwright.config.ts); this file is about it.
test.use({ serviceWorkers: 'allow' });

/** Korf's instance 1 (goal: blank first), 57 moves: the databases solve it in well under a second. */
const KORF_1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
const KORF_1_PLAY = `/play?board=${KORF_1}&goal=blank-first&algo=bfs`;

/** Solves the board on the page with the optimal solver and checks it used the databases. */
async function solveKorf1(page: Page, note: string): Promise<void> {
	await page.getByRole('button', { name: 'Solve optimally' }).click();
	await expect(page.getByTestId('optimal-length')).toHaveText('57', { timeout: 60_000 });
	// A failed download would fall back on linear conflicts ('ida') and say so in the note.
	await expect(page.locator('.optimal .status')).toHaveAttribute('data-solver', 'pdb');
	await expect(page.getByTestId('load-note')).toContainText(note);
	await expect(page.locator('.optimal .status')).toContainText('applying them reaches the goal');
}

/** The names of the caches and how many entries each holds. */
function cacheSizes(page: Page): Promise<Record<string, number>> {
	return page.evaluate(async () => {
		const sizes: Record<string, number> = {};
		for (const name of await caches.keys()) {
			sizes[name] = (await (await caches.open(name)).keys()).length;
		}
		return sizes;
	});
}

/**
 * Opens `path` and waits for the worker to have stored the site and to control the page; then
 * the paths the site's cache holds: those of `candidates` it holds, and any pattern database.
 */
async function storedOnFirstVisit(
	page: Page,
	path: string,
	candidates: string[]
): Promise<string[]> {
	await open(page, path);
	// The worker is active once its install has stored the site; it then controls this page.
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	const paths = await page.evaluate(async () => {
		const site = (await caches.keys()).find((name) => name.startsWith('frontier-site-'));
		if (site === undefined) return [];
		const keys = await (await caches.open(site)).keys();
		return keys.map((request) => new URL(request.url).pathname);
	});
	return candidates
		.filter((candidate) => paths.includes(candidate))
		.concat(paths.filter((stored) => stored.endsWith('.pdb')));
}

test('after one visit the site works with the network cut, the solver included', async ({
	page,
	context
}) => {
	// Two solves of a 57-move board and nine page loads on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	const stored = await storedOnFirstVisit(page, '/', [
		'/',
		'/lessons/08-a-star',
		'/play',
		'/compare',
		'/practice',
		'/teachers',
		'/lab'
	]);
	// Every page type is stored on the first visit; no pattern database is (5.6 MB, first use).
	expect(stored).toEqual([
		'/',
		'/lessons/08-a-star',
		'/play',
		'/compare',
		'/practice',
		'/teachers',
		'/lab'
	]);

	// Online, an address with no page still gets the host's 404 page through the worker.
	const missing = await page.goto('/nowhere/at/all');
	expect(missing?.status()).toBe(404);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

	// The first solve downloads the databases, and the worker keeps them.
	await open(page, KORF_1_PLAY);
	await solveKorf1(page, 'Loaded the 6-6-3 pattern databases');
	// The worker stores each file as it passes it on, so the last store may end just after the
	// solver has its data: wait for the cache to hold the manifest's three files of the 6-6-3
	// partition, in one cache of databases.
	await expect
		.poll(
			async () =>
				Object.entries(await cacheSizes(page))
					.filter(([name]) => name.startsWith('frontier-pdb-'))
					.map(([, size]) => size),
			{ timeout: 30_000 }
		)
		.toEqual([3]);

	// Empty the browser's HTTP cache: what loads from here on comes from the service worker's
	// caches (a file the preview server sent a few minutes ago is still fresh in the HTTP cache).
	const devtools = await context.newCDPSession(page);
	await devtools.send('Network.clearBrowserCache');
	await context.setOffline(true);
	// The network is gone for the worker too: a file the caches lack does not load.
	expect(
		await page.evaluate(() =>
			fetch('/_app/version.json').then(
				() => 'loaded',
				() => 'failed'
			)
		)
	).toBe('failed');

	// The solver, reloaded: the databases come from their cache.
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await solveKorf1(page, 'Loaded the 6-6-3 pattern databases');

	// The home page.
	await open(page, '/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Watch a search algorithm think, one expansion at a time.'
	);

	// A lesson, its figures and formulas' fonts.
	await open(page, '/lessons/08-a-star');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('A* search');

	// /play with a long query: the stored page reads it, and the run is stepped.
	await open(page, '/play?v=1&board=41325_786&algo=bfs&step=98&view=full');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '98');
	await expect(page.locator('.tree .box[data-role="goal"]')).toHaveCount(1);
	await page.getByRole('button', { name: 'Step back' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '97');

	// /compare, stepped.
	await open(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan&step=30');
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('30');
	await expect(page.getByTestId('compare-astar').getByTestId('expanded')).toHaveText('22');

	// /practice: a question appears.
	await open(page, '/practice');
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 3, part 1 of 3');

	// /teachers.
	await open(page, '/teachers');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('For teachers');

	// /lab: the page and its editor. Its sandbox is a frame that no service worker may serve
	// (docs/offline.md): Run says so in words rather than waiting.
	await open(page, '/lab');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heuristic lab');
	await page.getByRole('button', { name: 'Manhattan distance' }).click();
	await page.getByRole('button', { name: 'Run' }).click();
	// The lab gives the frame 3 s after its load event to say 'ready': room for a busy machine.
	await expect(page.getByTestId('lab-failure')).toHaveText(
		'The sandbox that runs your code did not load: it needs the network, even where the rest of the site works offline.',
		{ timeout: 20_000 }
	);

	// The browser logs the 404 above and the loads the network refused (the check above, the
	// lab's sandbox); nothing else may fail.
	expect(
		errors.filter(
			(error) =>
				!error.includes('status of 404') && !error.includes('net::ERR_INTERNET_DISCONNECTED')
		)
	).toEqual([]);
});

test('an embed stores nothing: the worker is registered from the site’s own pages only', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/embed/play?board=125340678&algo=bfs');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(ready|paused)$/);
	expect(
		await page.evaluate(async () => ({
			registrations: (await navigator.serviceWorker.getRegistrations()).length,
			caches: (await caches.keys()).length
		}))
	).toEqual({ registrations: 0, caches: 0 });
	// The same browser on a page of the site: registered there.
	await open(page, '/play?board=125340678&algo=bfs');
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	expect(
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
	).toBe(1);
	expect(errors).toEqual([]);
});

test('a student reading in Spanish stores the Spanish pages, and reads them with the network cut', async ({
	page,
	context
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	const stored = await storedOnFirstVisit(page, '/es/lessons/08-a-star', [
		'/es',
		'/es/lessons/08-a-star',
		'/es/play',
		'/es/practice',
		'/play',
		'/zh/play'
	]);
	// The reader's language only: the other languages' pages are not downloaded.
	expect(stored).toEqual(['/es', '/es/lessons/08-a-star', '/es/play', '/es/practice']);

	const devtools = await context.newCDPSession(page);
	await devtools.send('Network.clearBrowserCache');
	await context.setOffline(true);
	await open(page, '/es/lessons/08-a-star');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda A*');
	await open(page, '/es/play?v=1&board=41325_786&algo=bfs&step=98');
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '98');
	expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
