import { expect, test } from '@playwright/test';
import { collectErrors, open } from './helpers';

// axe reads the home page in tests/e2e/a11y.test.ts, at both widths and in both schemes.
test('the home page says what Frontier is and leads to the playground and lesson 11, without errors', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/');

	await expect(page).toHaveTitle('Frontier — search on the sliding-tile puzzle');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Watch a search algorithm think, one expansion at a time.'
	);
	await expect(page.getByRole('img', { name: /^Start board, 3 by 3:/ })).toHaveAttribute(
		'aria-label',
		'Start board, 3 by 3: 4 1 3; 2 5 blank; 7 8 6'
	);

	await page.getByRole('link', { name: 'Open the playground' }).click();
	await expect(page).toHaveURL(/\/play\?v=1&board=41325_786&view=simple$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playground');
	await page.goBack();
	await page.waitForSelector('body[data-hydrated="true"]');

	const checked = page.getByRole('region', { name: 'Exact, and checked' });
	await checked.getByRole('link', { name: 'lesson 11' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('IDA* and the 15-puzzle');
	expect(errors).toEqual([]);
});
