import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALIZED_PAGES, SITE_PAGES } from '../site-pages';
import { collectErrors } from './helpers';

// The Content-Security-Policy (svelte.config.js) and the framing headers (static/_headers) of
// docs/deployment.md, checked on every page the build wrote.

/** Every page of the build as its address (build/play.html → /play), but the 404 fallback. */
function builtPages(dir = 'build', prefix = ''): string[] {
	return readdirSync(dir).flatMap((name) => {
		const file = path.join(dir, name);
		if (statSync(file).isDirectory()) return builtPages(file, `${prefix}/${name}`);
		if (!name.endsWith('.html') || (prefix === '' && name === '404.html')) return [];
		const page = name.slice(0, -'.html'.length);
		return [page === 'index' && prefix === '' ? '/' : `${prefix}/${page}`];
	});
}

/**
 * The policy every page carries, directive by directive; SvelteKit adds the hash of its inline
 * start-up script to script-src (written here as 'sha256-…').
 */
const POLICY = {
	'default-src': "'self'",
	'script-src': "'self' 'sha256-…'",
	'style-src': "'self'",
	'style-src-attr': "'unsafe-inline'",
	'img-src': "'self' blob:",
	'font-src': "'self'",
	'connect-src': "'self'",
	'worker-src': "'self' blob:",
	'frame-src': "'self'",
	'object-src': "'none'",
	'base-uri': "'self'",
	'form-action': "'self'"
};

/**
 * The policy of a page's HTML, by directive, after checking that it is the page's only policy
 * tag and comes before every script and stylesheet (a <meta> policy governs only what follows).
 */
function policyOf(html: string): Record<string, string> {
	const tags = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)">/g)];
	expect(tags.length).toBe(1);
	const at = tags[0].index;
	const governed = [
		...html.matchAll(/<script\b|<link\b[^>]*\brel="(?:stylesheet|modulepreload)"/g)
	];
	expect(governed.length).toBeGreaterThan(0);
	expect(governed.filter((tag) => tag.index < at).map((tag) => tag[0])).toEqual([]);
	const content = tags[0][1].replaceAll('&#39;', "'").replaceAll('&quot;', '"');
	return Object.fromEntries(
		content.split(/;\s*/).map((directive) => {
			const [name, ...sources] = directive.split(' ');
			const hashed = sources.map((source) =>
				/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source) ? "'sha256-…'" : source
			);
			return [name, hashed.join(' ')];
		})
	);
}

/** Opens `address`, checks the policy its HTML carries, and waits for the page to hydrate. */
async function openUnderPolicy(page: Page, address: string): Promise<void> {
	const response = await page.goto(address);
	expect(policyOf((await response?.text()) ?? ''), address).toEqual(POLICY);
	await page.waitForSelector('body[data-hydrated="true"]');
}

/** Starts recording the page's securitypolicyviolation events; returns a reader. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		Object.defineProperty(window, '__policyViolations', { value: seen });
		document.addEventListener('securitypolicyviolation', (event) => {
			const where = `${event.sourceFile}:${event.lineNumber}`;
			seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}`);
		});
	});
	return () =>
		// A violation is reported in a task of its own: let pending ones arrive first.
		page.evaluate(
			() =>
				new Promise<string[]>((done) =>
					setTimeout(
						() => done((window as unknown as { __policyViolations: string[] }).__policyViolations),
						50
					)
				)
		);
}

test('the build wrote every page of the site, and only those', () => {
	// Besides the pages: the heuristic lab's sandbox, a static file with a policy of its own
	// (docs/lab.md), checked in lab.test.ts and static-headers.test.ts.
	// Every page in each language, too (docs/i18n.md).
	expect(builtPages().sort()).toEqual([...SITE_PAGES, ...LOCALIZED_PAGES, '/lab/sandbox'].sort());
});

// Two tests, one per worker, each visiting its pages in one browser page, whose cache loads the
// scripts the pages share once rather than once per page.
const HALVES = [0, 1].map((half) => SITE_PAGES.filter((_, index) => index % 2 === half));

for (const [index, pages] of HALVES.entries()) {
	test(`every page carries the policy and breaks none of it (${index + 1} of 2)`, async ({
		page
	}) => {
		// Eleven page loads one after another: give them room on two busy cores.
		test.setTimeout(90_000);
		const problems: string[] = [];
		const where = () => new URL(page.url()).pathname;
		page.on('pageerror', (error) => problems.push(`${where()}: ${error}`));
		page.on('console', (message) => {
			if (message.type() === 'error') problems.push(`${where()}: ${message.text()}`);
		});
		const violations = await recordViolations(page);
		for (const address of pages) {
			await openUnderPolicy(page, address);
			problems.push(...(await violations()).map((violation) => `${address}: ${violation}`));
		}
		expect(problems).toEqual([]);
	});
}

test('the 404 page carries the policy and breaks none of it', async ({ page }) => {
	// Static hosts serve build/404.html; the preview server renders the same page itself.
	expect(policyOf(readFileSync('build/404.html', 'utf8'))).toEqual(POLICY);
	const errors = collectErrors(page);
	const violations = await recordViolations(page);
	const response = await page.goto('/no/such/page');
	expect(response?.status()).toBe(404);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
	expect(await violations()).toEqual([]);
	// The browser logs the 404 status of the load itself; nothing else may fail.
	expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('/play steps, plays, exports and solves in a worker within the policy', async ({ page }) => {
	// Waits on a solve and two exports: give it room on two busy cores.
	test.setTimeout(60_000);
	const errors = collectErrors(page);
	const violations = await recordViolations(page);
	await openUnderPolicy(page, '/play?board=41325_786&algo=astar&h=manhattan');
	const explorer = page.locator('.explorer');
	await explorer.focus();
	for (let step = 1; step <= 3; step++) {
		await page.keyboard.press('ArrowRight');
		await expect(explorer).toHaveAttribute('data-step', String(step));
	}
	await page.keyboard.press('Space');
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 15_000 });
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('10');

	await page.getByText('Export', { exact: true }).click();
	for (const [button, name] of [
		['Tree as PNG', 'frontier-astar-41325_786.png'],
		['Solution as GIF', 'frontier-astar-41325_786.gif']
	]) {
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: button }).click()
		]);
		expect(download.suggestedFilename()).toBe(name);
	}

	await page.getByRole('button', { name: 'Solve optimally' }).click();
	await expect(page.getByTestId('optimal-length')).toHaveText('7', { timeout: 30_000 });
	expect(await violations()).toEqual([]);
	expect(errors).toEqual([]);
});

test('a lesson steps its explorer and solves in a worker within the policy', async ({ page }) => {
	// Waits on a solve of the 15-puzzle: give it room on two busy cores.
	test.setTimeout(60_000);
	const errors = collectErrors(page);
	const violations = await recordViolations(page);
	await openUnderPolicy(page, '/lessons/11-ida-star-and-the-15-puzzle');
	await expect(page.locator('.katex').first()).toBeVisible();
	const region = page.getByRole('region', { name: 'IDA* on 41325_786, step by step' });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-step', '4', { timeout: 15_000 });
	await explorer.getByRole('button', { name: 'Step back' }).click();
	await expect(explorer).toHaveAttribute('data-step', '3');
	await explorer.getByRole('button', { name: 'Go to the end' }).click();
	await expect(explorer).toHaveAttribute('data-status', 'finished');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('12');

	const solver = page.getByTestId('fifteen-solver');
	await solver.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(solver).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
	await expect(page.getByTestId('solver-result')).toContainText('Optimal solution: 42 moves.');
	expect(await violations()).toEqual([]);
	expect(errors).toEqual([]);
});

test('another site may frame /embed/play but not /play', async ({ page, request, baseURL }) => {
	// What the server sends (static/_headers, applied by vite.config.ts as a static host would).
	const play = (await request.get('/play')).headers();
	expect([play['content-security-policy'], play['x-frame-options']]).toEqual([
		"frame-ancestors 'none'",
		'DENY'
	]);
	const embed = (await request.get('/embed/play')).headers();
	expect([embed['content-security-policy'], embed['x-frame-options']]).toEqual([
		undefined,
		undefined
	]);

	// A course page on another origin (another port, and 127.0.0.1 is not localhost to the
	// browser) frames both. It is served for real: Chromium refuses to let a page it cannot place
	// on the local network frame a local one at all.
	const site = new URL(baseURL ?? '');
	const coursePage = `<!doctype html><title>Week 2</title>
		<iframe id="embed" title="Explorer" src="${site.origin}/embed/play?board=42_713856&algo=bfs&step=3" width="900" height="700"></iframe>
		<iframe id="play" title="Playground" src="${site.origin}/play" width="900" height="700"></iframe>`;
	const server = createServer((_, response) => {
		response.setHeader('content-type', 'text/html');
		response.end(coursePage);
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as AddressInfo;
	const refusals: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') refusals.push(message.text());
	});
	try {
		await page.goto(`http://127.0.0.1:${port}/`);
		await expect(page.frameLocator('#embed').locator('.explorer')).toHaveAttribute(
			'data-step',
			'3'
		);
		const framed = await (await page.locator('#play').elementHandle())?.contentFrame();
		await expect.poll(() => framed?.url()).toBe('chrome-error://chromewebdata/');
	} finally {
		server.close();
		server.closeAllConnections();
	}
	// Chromium reads frame-ancestors and, finding it, leaves X-Frame-Options (for older browsers).
	expect(refusals.map((text) => text.trim())).toEqual([
		`Framing '${site.origin}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`
	]);
});
