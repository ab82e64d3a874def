import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { blockStorage, collectErrors, open } from './helpers';

/**
 * Progress that is never lost: the answers kept in this browser leave as a file and come back
 * from it, here into a browser whose storage was cleared; with storage blocked the lessons page
 * still offers the export and says that nothing outlasts the visit.
 */

const CHALLENGE = '/challenge?v=1&board=41325_786&step=1&ask=next&k=3';
const QUESTION_2 = 'Question 2 of 3: which node does expansion 3 take?';

/** The date in the file's name, by the browser's calendar as the component reads it. */
async function today(page: Page): Promise<string> {
	return page.evaluate(() => {
		const now = new Date();
		const two = (n: number): string => String(n).padStart(2, '0');
		return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
	});
}

test('answers exported from /lessons come back from the file into a cleared browser', async ({
	page
}) => {
	// Several full page loads, one of them a challenge's run, on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, CHALLENGE);
	await page.locator('button[data-node="1"]').click();
	await page.getByRole('button', { name: 'Next question' }).click();
	await page.locator('button[data-node="1"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');

	await open(page, '/lessons');
	const status = page.getByTestId('progress-status');
	await expect(status).toHaveAttribute('role', 'status');
	const downloading = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export my progress' }).click();
	const download = await downloading;
	const name = `frontier-progress-${await today(page)}.json`;
	expect(download.suggestedFilename()).toBe(name);
	await expect(status).toHaveText(`Saved 1 answer to ${name}.`);
	const text = await readFile(await download.path(), 'utf8');
	const file = JSON.parse(text) as {
		format: string;
		version: number;
		exported: string;
		entries: { key: string; at: number; value: unknown }[];
	};
	expect(file.format).toBe('frontier-progress');
	expect(file.version).toBe(1);
	expect(new Date(file.exported).toISOString()).toBe(file.exported);
	expect(file.entries.map(({ key, value }) => ({ key, value }))).toEqual([
		{
			key: 'frontier:v1:challenge?v=1&board=41325_786&step=1&ask=next&k=3:answers',
			value: { picks: [1, 1], advanced: 1 }
		}
	]);

	await page.evaluate(() => window.localStorage.clear());
	await open(page, CHALLENGE);
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
		'Question 1 of 3: which node does expansion 2 take?'
	);

	await open(page, '/lessons');
	await page.getByLabel('Import progress…').setInputFiles({
		name,
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(status).toHaveText(
		'Imported 1 answer: 1 new. Each page shows the imported answers when you open it.'
	);
	// The same file again changes nothing, and says so.
	await page.getByLabel('Import progress…').setInputFiles({
		name,
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(status).toHaveText('Imported 1 answer: 1 already here.');

	// A client-side trip, as a reader goes from the course to a challenge's link.
	await page.evaluate((href) => {
		const link = document.createElement('a');
		link.href = href;
		link.textContent = 'the challenge';
		document.querySelector('main')?.append(link);
	}, CHALLENGE);
	await page.getByRole('link', { name: 'the challenge' }).click();
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(QUESTION_2);
	await expect(page.locator('button[data-node="1"]')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	expect(errors).toEqual([]);
});

test('a file that is not a progress file is refused in words, and nothing changes', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lessons');
	const input = page.getByLabel('Import progress…');
	await expect(input).toHaveAttribute('accept', '.json,application/json');
	await input.setInputFiles({
		name: 'notes.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{"format":"frontier-trace","version":1}')
	});
	await expect(page.getByTestId('progress-status')).toHaveText(
		'This file is JSON but not a Frontier progress file: choose a file that Export my progress saved.'
	);
	await page.getByRole('button', { name: 'Export my progress' }).click();
	await expect(page.getByTestId('progress-status')).toHaveText(
		'There is nothing to export yet: answers to challenges and lesson exercises are kept here as you give them.'
	);
	expect(errors).toEqual([]);
});

test('with storage blocked, /lessons works, exports this visit’s answers and says they will not last', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await blockStorage(page);
	await open(page, '/lessons');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lessons');
	await expect(page.getByTestId('progress-memory-note')).toHaveText(
		'This browser keeps no storage for this site here: an export holds only the answers given on this visit, and imported ones last only until you leave the site or reload the page.'
	);
	await page.getByRole('button', { name: 'Export my progress' }).click();
	await expect(page.getByTestId('progress-status')).toHaveText(
		'There is nothing to export: nothing has been answered on this visit, and this browser keeps nothing from earlier ones.'
	);

	// An answer given on this visit, by a client-side trip, is in memory and exports.
	await page.evaluate((href) => {
		const link = document.createElement('a');
		link.href = href;
		link.textContent = 'the challenge';
		document.querySelector('main')?.append(link);
	}, CHALLENGE);
	await page.getByRole('link', { name: 'the challenge' }).click();
	await page.locator('button[data-node="2"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await page.goBack();
	await expect(page).toHaveURL(/\/lessons$/);
	const downloading = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export my progress' }).click();
	const download = await downloading;
	const text = await readFile(await download.path(), 'utf8');
	expect((JSON.parse(text) as { entries: { value: unknown }[] }).entries).toEqual([
		expect.objectContaining({ value: { picks: [2], advanced: 0 } })
	]);
	await expect(page.getByTestId('progress-status')).toHaveText(
		`Saved 1 answer from this visit to ${download.suggestedFilename()}. This browser keeps no storage for this site here, so answers given here last only until you leave the site or reload the page: the file is their only lasting copy.`
	);
	expect(errors).toEqual([]);
});
