import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { resultCode } from '../../src/lib/practice/result-code';

/** Collects the page's uncaught errors and console errors; a test expects the list empty. */
export function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	return errors;
}

/** Opens a page and waits for hydration: a click on a prerendered button before it is lost. */
export async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.waitForSelector('body[data-hydrated="true"]');
}

/**
 * axe-core as AxeBuilder loads it into each frame, but loaded once per document. AxeBuilder
 * evaluates its script twice per check (before the run and again in every frame), 1.3 MB of
 * unminified source parsed anew each time, and each fresh copy runs cold: on lesson 7 the
 * renderer spent a fifth to a third less CPU on the a11y test's four checks with one copy. The
 * same version's minified build is the same program; axe.run sets up and tears down its own
 * state on every call, so a second run on the same document starts from nothing, and a new
 * document (a load, a reload) has no `axe` and gets a fresh copy.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe === 'undefined') {
${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
}`;

/**
 * An axe check of the page as it is now, run by axe.run inside the page ("legacy mode"). The
 * default mode runs axe in each frame and then merges the results in a blank page it opens,
 * loading axe there again; on these pages that tripled the time of a check (lesson 7 on a
 * loaded machine: 77 s against 26 s) and the site has no cross-origin frame that needs it.
 */
export function axeCheck(page: Page): AxeBuilder {
	return new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT }).setLegacyMode();
}

/**
 * Waits for the page's finite animations to end, so that colours are read at their final
 * values: axe measured a frontier row caught fading in (90 % opacity, contrast 4.42) once in a
 * dozen runs.
 */
export async function animationsEnded(page: Page): Promise<void> {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
				.map((a) => a.finished.catch(() => undefined))
		)
	);
}

/**
 * Starts recording every value an element's attribute takes from now on, and returns a reader of
 * that record. A state that lasts only as long as some work (a button unavailable while a check
 * runs) can end before an assertion polls for it on a fast run; the record keeps it.
 */
export async function recordAttribute(
	element: Locator,
	name: string
): Promise<() => Promise<(string | null)[]>> {
	const key = `__recorded_${name}`;
	await element.evaluate(
		(node, [attribute, slot]) => {
			const seen: (string | null)[] = [];
			(window as unknown as Record<string, unknown>)[slot] = seen;
			new MutationObserver(() => seen.push(node.getAttribute(attribute))).observe(node, {
				attributes: true,
				attributeFilter: [attribute]
			});
		},
		[name, key] as const
	);
	return () =>
		element
			.page()
			.evaluate((slot) => (window as unknown as Record<string, (string | null)[]>)[slot], key);
}

/** axe's default rules find nothing on the page as it is now. */
export async function expectNoViolations(page: Page): Promise<void> {
	await animationsEnded(page);
	const results = await axeCheck(page)
		.options({ resultTypes: ['violations'] })
		.analyze();
	// Each violation names its elements too, so that a failure seen once (a colour caught
	// mid-transition, say) can be traced from the log alone.
	expect(
		results.violations.map(
			(v) =>
				`${v.id}: ${v.help} (${v.nodes.length}): ` +
				v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')
		)
	).toEqual([]);
}

/**
 * What a browser blocking storage for the site does (cookies blocked, a third-party or
 * sandboxed iframe): merely reading any storage API throws a SecurityError.
 */
export async function blockStorage(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const blocked = (): never => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		};
		for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
			Object.defineProperty(window, name, { get: blocked, configurable: true });
		}
		Object.defineProperty(document, 'cookie', { get: blocked, set: blocked, configurable: true });
	});
}

/**
 * Starts an assignment as a student: types `name` in the name form that comes before the first
 * question and starts (attempt 1 by default, or the assignment's shared seed), then waits for
 * the first question or, for a started attempt, wherever it stands. Works in a frame too.
 */
export async function startAs(page: Page | FrameLocator, name: string): Promise<void> {
	await page.getByLabel('Your name, as your teacher knows you', { exact: true }).fill(name);
	await page.getByRole('button', { name: /^Start( attempt \d+)?$/ }).click();
	await expect(page.locator('#practice-question, #practice-result')).toBeVisible();
}

/**
 * The explorer in the region named `label` (a lesson's, or a practice answer's), scrolled to
 * (a lesson's explorer mounts only near the viewport) and resting at its opening position.
 */
export async function explorerIn(page: Page, label: string): Promise<Locator> {
	const region = page.getByRole('region', { name: label, exact: true });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', /^(ready|paused|finished)$/);
	return explorer;
}

/**
 * Presses `key` in an explorer and waits until it rests where the key leads, as its counter
 * says ("Step 10 of 13, moment 4 of 9 (line 12)"): a key pressed while a step is under way is
 * not queued, so each press waits for the last to land.
 */
export async function pressTo(
	explorer: Locator,
	key: string,
	position: string | RegExp
): Promise<void> {
	await explorer.page().keyboard.press(key);
	await expect(explorer.locator('.position')).toHaveText(position);
	await expect(explorer).toHaveAttribute('data-status', /^(ready|paused|finished)$/);
}

/** A road-map explorer's city, as its map draws it (data-role: current, frontier, path, …). */
export function cityOn(explorer: Locator, city: string): Locator {
	return explorer.locator(`[data-testid="graph-map"] g[data-city="${city}"]`);
}

/** A road on a road-map explorer's map, by its two cities in alphabetical order ("B-F"). */
export function roadOn(explorer: Locator, road: string): Locator {
	return explorer.locator(`[data-testid="graph-map"] line[data-road="${road}"]`);
}

/**
 * A road-map explorer's frontier panel, next out first, each entry as "Sibiu, depth 1,
 * f 393 = g 140 + h 253": the city, the depth (which tells two paths to one city apart) and
 * the priority with its terms. Read once: poll it (expect.poll) to wait for a step's rows.
 */
export function cityRows(explorer: Locator): Promise<string[]> {
	return explorer
		.locator('.frontier ol.rows > li')
		.evaluateAll((rows) =>
			rows.map((row) =>
				['.label', '.depth', '.f'].map((part) => row.querySelector(part)?.textContent).join(', ')
			)
		);
}

/**
 * Mounts every explorer on the page and waits until each rests at a step: a lesson's explorers
 * mount when scrolled near, or when the page is about to print (so `beforeprint` mounts all).
 */
export async function explorersAt(page: Page): Promise<void> {
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
	await page.waitForFunction(() =>
		[...document.querySelectorAll('.explorer[data-status]')].every((explorer) =>
			/^(ready|paused|finished|error)$/.test(explorer.getAttribute('data-status') ?? '')
		)
	);
}

/** A class's practice assignment: two questions, A* and breadth-first, one seed for all. */
export const PRACTICE_LINK = 'v=1&algos=astar,bfs&n=2&title=Week 3&key=w3&seed=class';

/** A code of that assignment, every answer 0 (wrong but readable). */
export const PRACTICE_CODE = resultCode({
	assignment: 'v=1&algos=astar%2Cbfs&n=2&title=Week+3&key=w3&seed=class',
	seed: 'class',
	name: 'Ana',
	score: 0,
	answers: [0, 0, 0, 0, 0, 0]
});
