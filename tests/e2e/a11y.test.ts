import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';
import { LESSON_SLUGS, ROUTE_IDS } from '../site-pages';
import { contrastShortfall } from './contrast';
import {
	animationsEnded,
	axeCheck,
	explorersAt,
	PRACTICE_CODE,
	PRACTICE_LINK,
	startAs
} from './helpers';
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

const PLAY = '/play?board=41325_786&algo=astar&h=manhattan';

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
 * by script (contrast.ts). A frame's nodes are left to its own page's check. `within`, when
 * given, limits axe to the elements carrying that attribute (the SVG text is measured whole).
 */
async function problems(
	page: Page,
	rules: readonly string[] | 'all',
	within?: string
): Promise<string[]> {
	await animationsEnded(page);
	// The teachers' page previews /embed/play in a lazy iframe; that page is checked on its own.
	let builder = axeCheck(page)
		.exclude('.preview iframe')
		.options({ resultTypes: ['violations', 'incomplete'] });
	if (within !== undefined) builder = builder.include(`[${within}]`);
	const results =
		rules === 'all'
			? await everyRule(page, builder)
			: await builder.withRules([...rules]).analyze();
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
	return [...violations, ...(await measured(page, undecided))];
}

/** What axe reports: the violations, and what it could not decide. */
type AxeResults = Pick<Awaited<ReturnType<AxeBuilder['analyze']>>, 'violations' | 'incomplete'>;

/**
 * Every rule of TAGS over the page `builder` reads, the contrast rule without the formulas
 * marked FORMULA_TWIN (see `markFormulaTwins`): contrast is nine tenths of axe's time on a
 * lesson, and most of the text it reads there is formulas' glyphs.
 */
async function everyRule(page: Page, builder: AxeBuilder): Promise<AxeResults> {
	const others = await builder.withTags(TAGS).disableRules(['color-contrast']).analyze();
	const contrast = await axeCheck(page)
		.exclude('.preview iframe')
		.exclude(`[${FORMULA_TWIN}]`)
		.options({ resultTypes: ['violations', 'incomplete'] })
		.withRules(['color-contrast'])
		.analyze();
	return {
		violations: [...others.violations, ...contrast.violations],
		incomplete: [...others.incomplete, ...contrast.incomplete]
	};
}

/** The contrast script's findings on every SVG text and on the elements `undecided` names. */
async function measured(page: Page, undecided: readonly string[]): Promise<string[]> {
	const samples = await textSamples(page, undecided);
	return [...new Set(samples.flatMap((sample) => contrastShortfall(sample) ?? []))];
}

/** The rules that read colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The attribute that marks the elements a colour check looks at again (see `colourChanges`). */
const RECHECK = 'data-a11y-colour-recheck';

/**
 * What the colour rules read from each element that holds text, as the page is laid out and
 * painted now: its colour, size, weight and decoration, and the colour, background and opacity
 * of every ancestor up to the root (the paints its text is read against, and a link's
 * surrounding text). Kept in the page under `name`, per element, for `colourChanges`. Text that
 * sits on something other than its ancestors (a label over a shape, a badge overlapping a
 * figure) is what axe leaves undecided, and that is measured by script in every view anyway.
 */
async function readColours(page: Page, name: string): Promise<void> {
	await page.evaluate((name) => {
		const chains = new Map<Element, string>();
		const chain = (element: Element | null): string => {
			if (element === null) return '';
			const known = chains.get(element);
			if (known !== undefined) return known;
			const style = getComputedStyle(element);
			const own = [
				style.color,
				style.backgroundColor,
				style.backgroundImage,
				style.opacity,
				style.fontSize,
				style.fontWeight,
				style.fontStyle,
				style.textDecorationLine,
				style.borderBottomStyle,
				style.borderBottomColor
			].join(' ');
			const key = `${own}|${chain(element.parentElement)}`;
			chains.set(element, key);
			return key;
		};
		const holdsText = (element: Element): boolean =>
			element instanceof HTMLInputElement ||
			element instanceof HTMLSelectElement ||
			element instanceof HTMLTextAreaElement ||
			[...element.childNodes].some(
				(child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== ''
			);
		const read = new Map<Element, string>();
		for (const element of document.body.querySelectorAll('*')) {
			if (element instanceof SVGElement || !holdsText(element)) continue;
			if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
			read.set(element, chain(element));
		}
		const store = window as unknown as { colourReadings?: Record<string, Map<Element, string>> };
		store.colourReadings = { ...store.colourReadings, [name]: read };
	}, name);
}

/**
 * Marks with RECHECK every element that holds text now whose colours differ from reading
 * `before` (or that was not shown then), and returns how many it marked: the only elements
 * whose colour verdicts this view can change. Marks left by an earlier call are removed.
 */
async function colourChanges(page: Page, now: string, before: string): Promise<number> {
	await readColours(page, now);
	return page.evaluate(
		({ now, before, attribute }) => {
			for (const marked of document.querySelectorAll(`[${attribute}]`)) {
				marked.removeAttribute(attribute);
			}
			const store = window as unknown as { colourReadings: Record<string, Map<Element, string>> };
			const earlier = store.colourReadings[before];
			let count = 0;
			for (const [element, key] of store.colourReadings[now]) {
				if (earlier.get(element) === key) continue;
				element.setAttribute(attribute, '');
				count++;
			}
			return count;
		},
		{ now, before, attribute: RECHECK }
	);
}

/**
 * A view of a page: a width and a scheme, every rule or the colour rules alone. A colour view
 * names the full view whose verdicts it extends (`since`): axe then reads only what changed.
 */
interface Pass {
	readonly width: number;
	readonly scheme: 'light' | 'dark';
	readonly rules: 'all' | 'colour';
	readonly since?: string;
}

const viewName = (pass: Pass): string => `${pass.width} px, ${pass.scheme}`;

/** The attribute that marks a formula whose contrast verdicts another formula already gives. */
const FORMULA_TWIN = 'data-a11y-formula-twin';

/**
 * Marks with FORMULA_TWIN every typeset formula (KaTeX's `.katex`) whose text elements all read
 * colours, as `readColours` stored them under `name`, that an earlier formula's text elements
 * read too, and returns how many it marked. KaTeX sets its glyphs inline in the line they sit
 * in and paints no background of its own (a coloured box would be a paint in the reading), so a
 * glyph's contrast is decided by exactly what the reading records: its colour, size and weight
 * and its ancestors' paints. Two formulas with the same readings get the same verdicts; a lesson
 * sets a thousand glyphs in a few dozen readings. Marks left by an earlier call are removed.
 */
async function markFormulaTwins(page: Page, name: string): Promise<number> {
	return page.evaluate(
		({ name, attribute }) => {
			for (const marked of document.querySelectorAll(`[${attribute}]`)) {
				marked.removeAttribute(attribute);
			}
			const store = window as unknown as { colourReadings: Record<string, Map<Element, string>> };
			const readings = store.colourReadings[name];
			const seen = new Set<string>();
			let count = 0;
			for (const formula of document.querySelectorAll('.katex')) {
				const keys = [...readings].filter(([element]) => formula.contains(element));
				if (keys.length > 0 && keys.every(([, key]) => seen.has(key))) {
					formula.setAttribute(attribute, '');
					count++;
				}
				for (const [, key] of keys) seen.add(key);
			}
			return count;
		},
		{ name, attribute: FORMULA_TWIN }
	);
}

/**
 * The four views of a page, taken in place from one load: the page is not reloaded for each, so
 * the lessons' explorers are mounted and run once. Every rule runs in two views, the desktop
 * width in the light scheme and the phone width in the dark one: a narrow window changes layout
 * (what overflows becomes a scrollable Tab stop with a role and a name, what wraps, what
 * overlaps), the dark scheme changes colours (app.css swaps custom properties). The other two
 * views can only change colour verdicts, and only for text whose colours, or whose ancestors'
 * paints, differ from the same scheme at the other width: the colour rules run on that text
 * alone (on a lesson, a few dozen elements of a few thousand), and the SVG text is measured
 * whole in every view.
 */
const PASSES: readonly Pass[] = [
	{ width: 1280, scheme: 'light', rules: 'all' },
	{ width: 390, scheme: 'light', rules: 'colour', since: '1280 px, light' },
	{ width: 390, scheme: 'dark', rules: 'all' },
	{ width: 1280, scheme: 'dark', rules: 'colour', since: '390 px, dark' }
];

/** What a value the page forgot to put in words reads as (an object, a missing field). */
const UNWRITTEN = /\[object \w+\]|\bundefined\b|\bNaN\b/;

/**
 * The texts and names on the page that hold a value never put in words: a message given where
 * its sentence was due reads "[object Object]", a missing parameter "undefined". Every view
 * this test opens is read for them, text and the attributes that name things alike.
 */
async function unwrittenValues(page: Page): Promise<string[]> {
	return page.evaluate((pattern) => {
		const unwritten = new RegExp(pattern);
		const texts = [document.title, document.body.innerText];
		for (const element of document.querySelectorAll(
			'[aria-label], [title], [alt], [placeholder]'
		)) {
			for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
				texts.push(element.getAttribute(name) ?? '');
			}
		}
		return texts.flatMap((text) =>
			text
				.split('\n')
				.filter((line) => unwritten.test(line))
				.map((line) => line.trim().slice(0, 120))
		);
	}, UNWRITTEN.source);
}

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
	const unwritten = await unwrittenValues(page);
	if (unwritten.length > 0) found[`${visit.path}: values written as text`] = unwritten;
	for (const pass of PASSES) {
		if (page.viewportSize()?.width !== pass.width) {
			await page.setViewportSize({ width: pass.width, height: 844 });
			await settled(page);
		}
		await page.emulateMedia({ colorScheme: pass.scheme });
		const view = `${visit.path} at ${pass.width} px, ${pass.scheme}`;
		if (pass.rules === 'all') {
			await animationsEnded(page);
			await readColours(page, viewName(pass));
			await markFormulaTwins(page, viewName(pass));
			found[view] = await problems(page, 'all');
		} else {
			await animationsEnded(page);
			const changed = await colourChanges(page, viewName(pass), pass.since ?? '');
			found[view] =
				changed > 0 ? await problems(page, COLOUR_RULES, RECHECK) : await measured(page, []);
		}
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
