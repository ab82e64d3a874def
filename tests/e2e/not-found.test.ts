import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';

test('a lesson link that leads nowhere says so and offers the way back', async ({ page }) => {
	const errors = collectErrors(page);
	const response = await page.goto('/lessons/99-no-such-lesson');
	expect(response?.status()).toBe(404);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
	await expect(page.locator('.lead')).toHaveText(
		'Nothing lives at /lessons/99-no-such-lesson. The link may have a typing error, or it points to a page that has moved.'
	);
	await expect(page).toHaveTitle('Page not found · Frontier');
	await page.getByRole('link', { name: 'All lessons' }).click();
	await expect(page).toHaveURL(/\/lessons$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lessons');
	// The browser logs the 404 status of the first load itself; nothing else may fail.
	expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('any other unknown address gets the same page', async ({ page }) => {
	const response = await page.goto('/nowhere/at/all');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
	await expect(page.getByRole('link', { name: 'The playground' })).toHaveAttribute('href', /play$/);
});

test('a wrong lesson link followed inside the site suggests the lesson it meant', async ({
	page
}) => {
	await page.goto('/lessons');
	await page.waitForSelector('body[data-hydrated="true"]');
	// A link as a lesson might carry after a rename; the site's router follows it in the page.
	await page.evaluate(() => {
		const link = document.createElement('a');
		link.href = '/lessons/04-bfs';
		link.textContent = 'old link';
		document.querySelector('main')?.append(link);
	});
	await page.getByRole('link', { name: 'old link' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
	await expect(page.locator('.lead')).toContainText('Nothing lives at /lessons/04-bfs.');
	await page.getByRole('link', { name: 'Breadth-first search' }).click();
	await expect(page).toHaveURL(/\/lessons\/04-breadth-first-search$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breadth-first search');
});

test('an old lesson address opened directly suggests the lesson it meant', async ({ page }) => {
	const response = await page.goto('/lessons/08-a-star-search');
	expect(response?.status()).toBe(404);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.suggestion')).toHaveText('Did you mean A* search?');
});
