import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

const PATH = '/lessons/10-weighted-a-star';

/** The table's rows without the time column, which depends on the machine. */
async function rowsOf(page: Page, name: string): Promise<string[][]> {
	const table = page.getByRole('region', { name }).getByTestId('weights-table');
	await expect(table.locator('td.pending')).toHaveCount(0, { timeout: 20_000 });
	const rows = await table.locator('tbody tr').all();
	return Promise.all(
		rows.map(async (row) =>
			(await row.locator('th, td').allTextContents()).map((t) => t.trim()).slice(0, 6)
		)
	);
}

test('lesson 10 tabulates weighted A* over w and draws the chart', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weighted A*');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	expect(await rowsOf(page, 'Weighted A* over w on one board')).toEqual([
		['0', 'g', '53,375', '20', '1.00', '20'],
		['0.5', 'g + 0.5·h', '4,010', '20', '1.00', '20'],
		['1', 'g + h', '545', '20', '1.00', '20'],
		['1.25', 'g + 1.25·h', '426', '20', '1.00', '25'],
		['1.5', 'g + 1.5·h', '504', '20', '1.00', '30'],
		['2', 'g + 2·h', '535', '22', '1.10', '40'],
		['3', 'g + 3·h', '1,246', '32', '1.60', '60'],
		['5', 'g + 5·h', '693', '34', '1.70', '100'],
		['10', 'g + 10·h', '249', '36', '1.80', '200']
	]);
	const chart = page.getByRole('img', { name: /^Chart of path length against nodes expanded/ });
	await expect(chart.locator('circle')).toHaveCount(9);
	await expect(chart.locator('circle.lost')).toHaveCount(4);
	await expect(chart).toContainText('w = 1, 1.25');

	expect(
		await rowsOf(page, 'The four ratios of the Meyers and Obermann experiment, on 1234_5678')
	).toEqual([
		['0', 'g', '6,026', '14', '1.00', '14'],
		['1', 'g + h', '127', '14', '1.00', '14'],
		['2', 'g + 2·h', '91', '14', '1.00', '28'],
		['3', 'g + 3·h', '112', '14', '1.00', '42']
	]);
	expect(
		await rowsOf(page, 'Weighted A* on 81452376_, where w = 1.25 already loses two moves')
	).toEqual([
		['1', 'g + h', '517', '20', '1.00', '20'],
		['1.1', 'g + 1.1·h', '511', '20', '1.00', '22'],
		['1.25', 'g + 1.25·h', '502', '22', '1.10', '25'],
		['1.5', 'g + 1.5·h', '343', '22', '1.10', '30'],
		['2', 'g + 2·h', '137', '22', '1.10', '40']
	]);

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 10 reruns the table for the reader’s board and weights', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	const figure = page.locator('figure').filter({
		has: page.getByRole('region', {
			name: 'The four ratios of the Meyers and Obermann experiment, on 1234_5678'
		})
	});
	await figure.getByLabel('Weights w').fill('1, 1.01, 2');
	await figure.getByLabel('Board (up to 3×3)').fill('8,6,7,2,5,4,3,0,1');
	await figure.getByRole('button', { name: 'Run' }).click();
	expect(
		await rowsOf(page, 'The four ratios of the Meyers and Obermann experiment, on 1234_5678')
	).toEqual([
		['1', 'g + h', '20,290', '31', '1.00', '31'],
		['1.01', 'g + 1.01·h', '6,744', '31', '1.00', '31.31'],
		['2', 'g + 2·h', '407', '31', '1.00', '62']
	]);
	await expect(figure.getByTestId('weights-status')).toContainText(
		'the shortest solution has 31 moves'
	);

	await figure.getByLabel('Weights w').fill('1, two');
	await figure.getByRole('button', { name: 'Run' }).click();
	await expect(figure.getByTestId('weights-status')).toContainText('got "two"');
	expect(errors).toEqual([]);
});
