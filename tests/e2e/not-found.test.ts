import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations } from './helpers';

test('a lesson link that leads nowhere says so and offers the way back', async ({ page }) => {
	const errors = collectErrors(page);
	const response = await page.goto('/lessons/99-no-such-lesson');
	expect(response?.status()).toBe(404);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
	await expect(page.locator('.lead')).toContainText(
		'Nothing lives at /lessons/99-no-such-lesson (no lesson called 99-no-such-lesson).'
	);
	await expect(page).toHaveTitle('Page not found · Frontier');
	await expectNoViolations(page);
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
