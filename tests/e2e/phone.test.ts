import { expect, test } from '@playwright/test';
import { LESSON_SLUGS, SITE_PAGES } from '../site-pages';
import { collectErrors, open, startAs } from './helpers';

/**
 * The site on a 390 px phone (issue 27, items 9 and 10): no page logs an error, a formula wider
 * than its column says it scrolls, and boards drawn small keep digits of at least 10 px.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Every page, plus links that draw what a bare page does not: /compare's trees (the second
 * column's is hidden on a phone; a hidden tree once wrote translate(NaN,NaN)), a comparison
 * whose runs repeat (once a duplicate key in the notices' list), and a practice question.
 */
const PHONE_PAGES: readonly string[] = [
	...SITE_PAGES,
	'/compare?v=1&runs=bfs,astar&step=5',
	'/compare?v=1&runs=bfs,bfs,bfs,bfs',
	'/play?v=1&board=41325_786&step=3'
];

/**
 * A lesson's display formulas, each read at the phone's width: whether it scrolls sideways,
 * whether it is wider than its column, and the cue it shows.
 */
async function formulas(page: import('@playwright/test').Page) {
	return page.locator('.prose .math-display').evaluateAll((boxes) =>
		boxes.map((box) => ({
			text: (box.textContent ?? '').slice(0, 30),
			wider: box.scrollWidth > box.clientWidth + 1,
			// The line under the box shows the attribute's words (`attr()`): the cue as drawn.
			cue: box.hasAttribute('data-scrolls') ? getComputedStyle(box, '::after').content : 'none',
			scrolls: getComputedStyle(box).overflowX
		}))
	);
}

// One load per page: a lesson's formulas are read on the same visit as its errors (each load
// of a lesson runs its figures' searches again).
for (const path of PHONE_PAGES) {
	const lesson = path.startsWith('/lessons/') && path !== '/lessons';
	const title = lesson
		? `${path} logs no error at 390 px; every formula fits its column or says it scrolls`
		: `${path} logs no error at 390 px`;
	test(title, async ({ page }) => {
		const errors = collectErrors(page);
		await open(page, path);
		// What a page computes after opening (a comparison's runs, its trees) is drawn by now.
		await page.waitForLoadState('networkidle');
		await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
		expect(errors).toEqual([]);
		if (!lesson) return;
		for (const formula of await formulas(page)) {
			expect(formula.scrolls, formula.text).toBe('auto');
			expect(formula.cue, formula.text).toBe(
				formula.wider ? '"Scroll sideways for the rest →"' : 'none'
			);
		}
	});
}

test('every lesson is among the pages read at 390 px', () => {
	expect(
		LESSON_SLUGS.map((slug) => `/lessons/${slug}`).filter((p) => !PHONE_PAGES.includes(p))
	).toEqual([]);
});

test('lesson 3: the vertical-slide formula scrolls with its cue in view', async ({ page }) => {
	await open(page, '/lessons/03-parity-and-inversions');
	const formula = page.locator('.math-display', { hasText: 'terms' }).first();
	await expect(formula).toHaveAttribute('data-scrolls', 'Scroll sideways for the rest →');
	await expect(formula).toHaveAttribute('role', 'region');
	await expect(formula).toHaveAttribute('aria-label', /^Formula \d+, scrolls sideways$/);
});

/** The smallest font size, in px, of the digits of every tile board shown on the page. */
async function smallestDigits(page: import('@playwright/test').Page): Promise<number> {
	return page
		.locator('.board .cell:not(.blank)')
		.evaluateAll((cells) =>
			Math.min(
				...cells
					.filter((cell) => cell.checkVisibility())
					.map((cell) => parseFloat(getComputedStyle(cell).fontSize))
			)
		);
}

test('boards drawn small keep digits of at least 10 px', async ({ page }) => {
	await open(page, '/play?v=1&board=41325_786&step=3');
	await expect(page.locator('.board .cell:visible').first()).toBeVisible();
	expect(await smallestDigits(page)).toBeGreaterThanOrEqual(10);
	// A simulation question lists the frontier's boards as small choices.
	await open(page, '/practice?v=1&types=simulate&n=1&key=phone');
	await startAs(page, 'Ada');
	await expect(page.locator('.board .cell:visible').first()).toBeVisible();
	expect(await smallestDigits(page)).toBeGreaterThanOrEqual(10);
});
