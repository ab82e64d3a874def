import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

test('lesson 5 counts iterative deepening per iteration, for any board typed', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depth-first search');
	await expect(page.locator('h2#iterative-deepening')).toHaveText('Iterative deepening');
	await expect(page.getByRole('link', { name: 'Open this run in the playground' })).toHaveCount(3);

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
		'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
	);
	await expect(table).toHaveCount(0);

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 5 shows depth-first search finding a 64,662-move path', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
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

test('lesson 5 opens depth-first search at the push that buries the goal under its sibling', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	const region = page.getByRole('region', {
		name: 'Depth-first search on the edX example, pushing the goal under its sibling'
	});
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	const lit = region.locator('.pseudocode [aria-current="step"] code');
	await expect(explorer).toHaveAttribute('data-step', '3');
	await expect(lit).toHaveText(
		'PUSH the children in kept onto frontier, last first, so the first comes off first'
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'line 13 Pushed the 2 kept children last first (nodes 6, 5): node 5, the first in child order, is on top.'
	);
	await expect(explorer.getByRole('heading', { name: /^Frontier/ })).toHaveText('Frontier (4)');

	// The next line step takes the Down child, node 5, off the top; the goal lies beneath it.
	await explorer.getByRole('button', { name: 'Step forward' }).click();
	await expect(explorer).toHaveAttribute('data-step', '4');
	await expect(lit).toHaveText('node ← POP(frontier)   — the newest entry');
	await expect(explorer.locator('.narration')).toHaveText(
		'line 5 Took node 5, the newest entry of the stack (depth 3); node 6 lies beneath it.'
	);
	expect(errors).toEqual([]);
});

test('lesson 5 opens iterative deepening where iteration 3 raises the limit', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/05-depth-first-search');
	const region = page.getByRole('region', { name: 'Iterative deepening from 41325_786' });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	const lit = region.locator('.pseudocode [aria-current="step"] code');
	await expect(explorer).toHaveAttribute('data-step', '8');
	await expect(lit).toHaveText('limit ← limit + 1');
	await expect(explorer.locator('.narration')).toHaveText(
		'line 15 Iteration 3: the depth limit rises to 2; the search starts again from the root.'
	);
	await expect(explorer.getByRole('heading', { name: /^Frontier/ })).toHaveText('Frontier (1)');

	// The line after: the stack holds the root alone again, as a new node.
	await explorer.getByRole('button', { name: 'Step forward' }).click();
	await expect(lit).toHaveText('frontier ← a stack, holding the root; cutoff ← false');
	await expect(explorer.locator('.narration')).toHaveText(
		'line 3 The frontier, a stack, starts again with the root alone, now node 5; nothing is cut yet.'
	);
	expect(errors).toEqual([]);
});

test('lesson 5 compares BFS, DFS and iterative deepening on five boards', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
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
