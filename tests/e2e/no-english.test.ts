import { expect, test, type Page } from '@playwright/test';
import { m } from '../../src/lib/paraglide/messages.js';
import { LESSON_SLUGS } from '../site-pages';
import { explorersAt, open, PRACTICE_CODE, PRACTICE_LINK } from './helpers';

/**
 * Issue 31: nothing a student or a teacher reads stays English on a Chinese page. Every page
 * type under /zh, in the states that put the most words on it (a run some steps in, a practice
 * question asked, codes checked, a heuristic's report), is read for English prose: three words
 * of Latin letters in a row, in the page's text or in the names and hints of its elements.
 * Chinese shows a leftover at once (Spanish shares the alphabet), and both languages read the
 * same messages, so an English sentence here is one in Spanish too. Code, keys, formulas and
 * the code editor are English or symbols by nature and are not read.
 */

/** Three words of Latin letters in a row ("Breadth-first search", "the box below"). */
const PROSE = /[A-Za-z][a-z'’]+(?:[\s,:;-]+[a-z][a-z'’]+){2,}/g;

/** Two words in a row: enough to find an English ending on a name ("…, scrolls sideways"). */
const NAME_ENDING = /[A-Za-z][a-z'’]+(?:[\s,:;-]+[a-z][a-z'’]+){1,}/g;

/** What is not prose in any language: code, keys, formulas and the code editor. */
const NOT_PROSE = 'code, pre, kbd, samp, var, .katex, .cm-editor, script, style';

/** The English prose the page shows now, with where it stands. */
async function englishProse(page: Page): Promise<string[]> {
	return page.evaluate(
		({ pattern, namePattern, notProse }) => {
			const prose = new RegExp(pattern, 'g');
			const nameProse = new RegExp(namePattern, 'g');
			const found = new Set<string>();
			const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
				const element = node.parentElement;
				if (element === null || element.closest(notProse) !== null) continue;
				if (!element.checkVisibility({ visibilityProperty: true })) continue;
				for (const match of (node.textContent ?? '').matchAll(prose)) {
					found.add(`${element.tagName.toLowerCase()}: ${match[0]}`);
				}
			}
			const named = [
				'aria-label',
				'title',
				'placeholder',
				'alt',
				'aria-description',
				'data-scrolls'
			];
			for (const element of document.querySelectorAll(named.map((a) => `[${a}]`).join(','))) {
				if (element.closest(notProse) !== null) continue;
				for (const attribute of named) {
					for (const match of (element.getAttribute(attribute) ?? '').matchAll(nameProse)) {
						found.add(`@${attribute}: ${match[0]}`);
					}
				}
			}
			// What the style sheet writes (a hint under a box that scrolls): `content` as drawn.
			for (const element of document.body.querySelectorAll('*')) {
				if (element.closest(notProse) !== null) continue;
				for (const pseudo of ['::before', '::after']) {
					const content = getComputedStyle(element, pseudo).content;
					if (!content.startsWith('"')) continue;
					for (const match of content.matchAll(nameProse)) found.add(`${pseudo}: ${match[0]}`);
				}
			}
			for (const match of document.title.matchAll(prose)) found.add(`<title>: ${match[0]}`);
			return [...found];
		},
		{ pattern: PROSE.source, namePattern: NAME_ENDING.source, notProse: NOT_PROSE }
	);
}

const ZH = { locale: 'zh' } as const;

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/** A page and what brings its words out. */
interface Visit {
	readonly path: string;
	/** Read at a phone's width, where wide formulas and tables scroll and say so. */
	readonly phone?: true;
	readonly ready?: (page: Page) => Promise<void>;
}

/** Answers a practice's name question, in Chinese. */
async function startPractice(page: Page): Promise<void> {
	await page.getByLabel(m.practice_name_label({}, ZH), { exact: true }).fill('Ana');
	await page.getByRole('button', { name: m.practice_start({}, ZH), exact: true }).click();
	await expect(page.locator('#practice-question, #practice-result')).toBeVisible();
}

const VISITS: readonly Visit[] = [
	{ path: '/zh' },
	{ path: '/zh/lessons' },
	...LESSON_SLUGS.map((slug) => ({ path: `/zh/lessons/${slug}`, ready: explorersAt })),
	{ path: '/zh/play?board=41325_786&algo=astar&h=manhattan&step=6', ready: explorersAt },
	{ path: '/zh/play?problem=graph&algo=astar&step=3', ready: explorersAt },
	{
		path: '/zh/play?problem=grid&grid=v1.11x15.4.s0-0.g10-14.BEHrrFBCv-UAC_-REDqvEUC_-QAA.95a&algo=astar&step=20',
		ready: explorersAt
	},
	{ path: '/zh/play?view=full' },
	{ path: '/zh/compare?v=1&board=41325_786&runs=bfs,astar:manhattan&step=3' },
	{ path: '/zh/challenge?v=1&board=41325_786&step=1' },
	{ path: '/zh/lab' },
	{ path: '/zh/teachers' },
	{
		path: '/zh/teachers/check',
		ready: async (page) => {
			await page
				.getByLabel(m.pages_check_codes_label({}, ZH))
				.fill(`Ana,${PRACTICE_CODE}\nBen,FR1-AAAA`);
			await page.getByRole('button', { name: m.pages_check_submit({}, ZH) }).click();
			await expect(page.locator('.students tbody tr')).toHaveCount(2);
		}
	},
	{ path: `/zh/practice?${PRACTICE_LINK}`, ready: startPractice },
	{
		path: '/zh/practice?v=1&types=route-cost&algos=bfs&start=timisoara&n=1&title=Roads&seed=a',
		ready: startPractice
	},
	{ path: `/zh/embed/practice?${PRACTICE_LINK}`, ready: startPractice },
	{ path: '/zh/embed/play?board=42_713856&algo=astar&step=2', ready: explorersAt },
	{ path: '/zh/lessons/99-no-such-lesson' },
	{ path: '/zh/lessons/03-parity-and-inversions', phone: true },
	{ path: '/zh/teachers', phone: true }
];

test.describe.configure({ mode: 'parallel' });

for (const group of [0, 1, 2, 3]) {
	const visits = VISITS.filter((_, index) => index % 4 === group);
	test(`no English prose on ${visits.map((visit) => visit.path.split('?')[0]).join(', ')}`, async ({
		page
	}) => {
		test.setTimeout(60_000 * visits.length);
		const found: Record<string, string[]> = {};
		for (const visit of visits) {
			await page.setViewportSize(visit.phone ? PHONE : DESKTOP);
			await open(page, visit.path);
			await visit.ready?.(page);
			found[visit.path] = await englishProse(page);
		}
		expect(found).toEqual(Object.fromEntries(visits.map((visit) => [visit.path, []])));
	});
}
