import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { m } from '../../src/lib/paraglide/messages.js';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { readResultCode } from '../../src/lib/practice/result-code';
import { collectErrors, expectNoViolations, open } from './helpers';

/**
 * The site in Spanish and Chinese (docs/i18n.md): each page under /es and /zh, in its language
 * (`lang`, the interface's words, the lesson's own translation), with links that stay in the
 * language, and a switch of language that keeps what the page showed. Assertions read the
 * compiled messages and the translated lessons' files, not English sentences.
 */

/** The title a translated lesson's frontmatter gives it. */
function lessonTitle(locale: 'es' | 'zh', slug: string): string {
	const source = readFileSync(`content/lessons/${locale}/${slug}.md`, 'utf8');
	const title = /^title:\s*(.+)$/m.exec(source)?.[1];
	if (title === undefined) throw new Error(`no title in ${locale}/${slug}`);
	return title.trim();
}

for (const locale of ['es', 'zh'] as const) {
	test(`a lesson in ${locale}: its translation, its sections' ids and links in the language`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		await open(page, `/${locale}/lessons/04-breadth-first-search`);
		await expect(page.locator('html')).toHaveAttribute('lang', locale);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			lessonTitle(locale, '04-breadth-first-search')
		);
		// The sections keep the English ids, so a teacher's link to a section works in every language.
		await expect(page.locator('h2#when-to-test')).toHaveCount(1);
		// The site's navigation and the lesson's own links stay in the language.
		const nav = page.getByRole('navigation', { name: m.site_nav({}, { locale }) });
		await expect(nav.getByRole('link', { name: m.site_nav_play({}, { locale }) })).toHaveAttribute(
			'href',
			`/${locale}/play`
		);
		const prerequisite = page.locator('article a[href$="/lessons/02-the-state-space"]').first();
		await expect(prerequisite).toHaveAttribute('href', `/${locale}/lessons/02-the-state-space`);
		// A widget's link to the playground opens it in the language.
		await expect(page.locator(`a[href^="/${locale}/play?"]`).first()).toBeAttached();
		await expectNoViolations(page);
		expect(errors).toEqual([]);
	});

	test(`a missing page under /${locale} says so in ${locale}, with the way back in the language`, async ({
		page
	}) => {
		// The static host serves the one 404.html at every missing address: the page takes its
		// language from the address.
		const response = await page.goto(`/${locale}/no-such-page`);
		expect(response?.status()).toBe(404);
		await page.waitForSelector('body[data-hydrated="true"]');
		await expect(page.locator('html')).toHaveAttribute('lang', locale);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			m.pages_error_not_found({}, { locale })
		);
		const nav = page.getByRole('navigation', { name: m.site_nav({}, { locale }) });
		await expect(nav.getByRole('link', { name: m.site_nav_play({}, { locale }) })).toHaveAttribute(
			'href',
			`/${locale}/play`
		);
	});

	test(`an old lesson address under /${locale} suggests the lesson by its ${locale} title`, async ({
		page
	}) => {
		const response = await page.goto(`/${locale}/lessons/08-a-star-search`);
		expect(response?.status()).toBe(404);
		await page.waitForSelector('body[data-hydrated="true"]');
		const title = { es: 'Búsqueda A*', zh: 'A* 搜索' }[locale];
		const suggested = page.locator('.suggestion').getByRole('link', { name: title });
		await expect(suggested).toHaveAttribute('href', `/${locale}/lessons/08-a-star`);
	});

	test(`/play in ${locale}: the interface's words, and the step kept across a switch of language`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		await open(page, `/${locale}/play?board=41325_786&algo=bfs&step=7`);
		await expect(page.locator('html')).toHaveAttribute('lang', locale);
		await expect(page.locator('.explorer')).toHaveAttribute('data-step', '7');
		const languages = page.getByRole('navigation', { name: m.site_languages({}, { locale }) });
		await expect(languages.locator('a[aria-current="true"]')).toHaveAttribute('hreflang', locale);
		// Two steps on with the keyboard; the address is written a moment later, and the switch
		// writes it first.
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.explorer')).toHaveAttribute('data-step', '8');
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.explorer')).toHaveAttribute('data-step', '9');
		const other = locale === 'es' ? 'zh' : 'es';
		await languages.locator(`a[hreflang="${other}"]`).click();
		await page.waitForURL(new RegExp(`/${other}/play\\?`));
		await page.waitForSelector('body[data-hydrated="true"]');
		await expect(page.locator('html')).toHaveAttribute('lang', other);
		await expect(page.locator('.explorer')).toHaveAttribute('data-step', '9');
		// And back to English, unprefixed, at the same step.
		await page
			.getByRole('navigation', { name: m.site_languages({}, { locale: other }) })
			.locator('a[hreflang="en"]')
			.click();
		await page.waitForURL(/\/play\?/);
		await page.waitForSelector('body[data-hydrated="true"]');
		expect(new URL(page.url()).pathname).toBe('/play');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.locator('.explorer')).toHaveAttribute('data-step', '9');
		expect(errors).toEqual([]);
	});
}

/** A student of each language, with a name written in it. */
const STUDENTS = { zh: '李华', es: 'Lucía Núñez' } as const;

for (const locale of ['zh', 'es'] as const) {
	test(`a practice answered in ${locale} checks on the English checking page, code for code`, async ({
		page
	}) => {
		test.setTimeout(120_000);
		const errors = collectErrors(page);
		const student = STUDENTS[locale];
		const link = 'v=1&types=simulate,path-cost,heuristic&n=3&title=Week 3: A*&key=w3&seed=class';
		const parts = questionsFor(
			readAssignment(new URLSearchParams(link)).assignment,
			'class'
		).flatMap((question) => [...question.parts]);
		await open(page, `/${locale}/practice?${link}`);
		await expect(page.locator('html')).toHaveAttribute('lang', locale);
		await page.locator('#practice-name').fill(student);
		await page.locator('#practice-name').press('Enter');
		await expect(page.locator('#practice-question')).toHaveText(
			m.practice_question_part_heading({ question: 1, count: 3, part: 1, parts: 3 }, { locale })
		);
		// Every part right at the first try, picked or typed: the answers are data, not words.
		for (const [index, part] of parts.entries()) {
			if (part.kind === 'pick') {
				await page.locator(`button[data-node="${part.question.answer}"]`).click();
			} else {
				await page.locator('#practice-number').fill(String(expectedAnswer(part)));
				await page.locator('#practice-number').press('Enter');
			}
			await expect(page.locator('.verdict p.right')).toBeVisible();
			await page.locator('button.next').click();
			if (index < parts.length - 1) await expect(page.locator('#practice-question')).toBeVisible();
		}
		await expect(page.locator('#practice-result')).toHaveText(
			m.practice_result_heading({ score: parts.length, count: parts.length }, { locale })
		);
		const code = await page.getByTestId('result-code').inputValue();
		const read = readResultCode(code);
		expect(read.ok && read.result.score).toBe(parts.length);

		// The teacher checks on the English page: the code reads, matches and scores the same.
		await open(page, '/teachers/check');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await page
			.getByLabel('Result codes')
			.fill(`name,email,code\n${student},student@example.org,${code}`);
		await page.getByRole('button', { name: 'Check the codes' }).click();
		const row = page.locator('.students tbody tr').first();
		await expect(row).toHaveAttribute('data-status', 'matches');
		await expect(row.locator('td.score')).toHaveText(`${parts.length} of ${parts.length} parts`);
		expect(errors).toEqual([]);
	});
}
