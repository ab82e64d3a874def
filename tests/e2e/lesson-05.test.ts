import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

test('lesson 5 counts iterative deepening per iteration, for any board typed', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depth-first search');
	await expect(page.locator('h2#iterative-deepening')).toHaveText('Iterative deepening');
	await expect(page.getByRole('link', { name: 'Open this run in the playground' })).toHaveCount(2);

	// Computed at build time: the table is there before any click.
	const table = page.getByTestId('deepening-table');
	const status = page.getByTestId('deepening-status');
	await expect(table.locator('tbody tr')).toHaveCount(11);
	await expect(table.locator('tbody tr').last().locator('th, td')).toHaveText([
		'10',
		'449',
		'1,585'
	]);
	await expect(status).toHaveText(
		'From 42_713856, iterative deepening found a 10-move path in 11 iterations: 1,585 expansions in all, of which 1,136 were in iterations that found nothing, so 3.53 times the work of the last iteration alone.'
	);

	const input = page.getByRole('textbox', { name: 'Start board' });
	await input.fill('41325_786');
	await input.press('Enter');
	await expect(table.locator('tbody tr')).toHaveCount(8);
	await expect(status).toContainText('a 7-move path in 8 iterations: 404 expansions in all');
	await expect(status).toContainText('2.35 times');

	await input.fill('21345678_');
	await page.getByRole('button', { name: 'Count the iterations' }).click();
	await expect(status).toHaveText(
		'That board is in the other half of the state space: no sequence of moves reaches the goal.'
	);
	await expect(table).toHaveCount(0);

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 5 shows depth-first search finding a 64,662-move path', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	const region = page.getByRole('region', { name: 'Depth-first search from 42_713856' });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', 'ready');
	await explorer.getByRole('button', { name: 'Go to the end' }).click();
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('107,560');
	await expect(explorer.locator('[data-stat="path-cost"]')).toHaveText('64,662');
	await expect(explorer.locator('[data-stat="max-frontier"]')).toHaveText('42,946');
	expect(errors).toEqual([]);
});

test('lesson 5 compares BFS, DFS and iterative deepening on five boards', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	const figure = page.locator('figure.comparison');
	await expect(page.getByTestId('comparison-table')).toHaveCount(0);
	await page.getByRole('button', { name: 'Run the 15 searches' }).click();
	await expect(figure).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
	await expect(page.getByTestId('comparison-status')).toHaveText(
		"Done: 15 searches from 5 boards, each with the engine's defaults."
	);
	const table = page.getByTestId('comparison-table');
	await expect(table.locator('tbody tr')).toHaveCount(15);
	await expect(table.locator('tr[data-row="42_713856-dfs"] td')).toHaveText([
		'64,662',
		'107,560',
		'42,946',
		'107,560'
	]);
	await expect(table.locator('tr[data-row="42_713856-bfs"] td')).toHaveText([
		'10',
		'350',
		'224',
		'350'
	]);
	await expect(table.locator('tr[data-row="268537_14-iddfs"] td')).toHaveText([
		'18',
		'154,895',
		'17',
		'none'
	]);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
