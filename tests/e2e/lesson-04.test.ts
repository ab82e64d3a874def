import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

test('lesson 4 teaches the queue with an explorer on the edX example', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/04-breadth-first-search');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breadth-first search');
	await expect(page.locator('h2#why-the-fewest-moves')).toHaveText('Why the fewest moves');
	await expect(page.locator('h2#when-to-test')).toHaveText('When to test');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);
	const playground = page.getByRole('link', { name: 'Open this run in the playground' });
	await expect(playground).toHaveCount(2);
	await expect(playground.first()).toHaveAttribute(
		'href',
		'/play?v=1&board=12534_678&goal=blank-first&algo=bfs&view=full'
	);

	// Two expansions: the start's three children, then the Up child's one new child at the back.
	const region = page.getByRole('region', {
		name: 'Breadth-first search on the edX example',
		exact: true
	});
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', 'ready');
	const step = explorer.getByRole('button', { name: 'Step forward' });
	await step.click();
	await expect(explorer).toHaveAttribute('data-step', '1');
	await step.click();
	await expect(explorer).toHaveAttribute('data-step', '2');
	await expect(explorer.locator('[data-stat="frontier"]')).toHaveText('3');
	await expect(explorer.getByRole('heading', { name: /^Frontier/ })).toHaveText('Frontier (3)');
	await explorer.getByRole('button', { name: 'Go to the end' }).click();
	await expect(explorer).toHaveAttribute('data-status', 'finished');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('5');
	await expect(explorer.locator('[data-stat="path-cost"]')).toHaveText('3');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 4 opens the edX run at the goal test on generation, in expansion 5', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/04-breadth-first-search');
	const region = page.getByRole('region', {
		name: 'Breadth-first search on the edX example, testing the goal on generation'
	});
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-step', '5');
	await expect(region.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'if child is a goal: return the path to child'
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'line 13 Node 10 is the goal: the path has cost 3.'
	);
	await expect(region.locator('.position')).toHaveText('Step 5 of 5, moment 8 of 8 (line 13)');
	// Nodes 5 to 9 wait in front of where the goal would join with the test on removal.
	await expect(explorer.getByRole('heading', { name: /^Frontier/ })).toHaveText('Frontier (5)');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('5');
	await expect(
		page.getByRole('link', { name: 'Open this run in the playground' }).nth(1)
	).toHaveAttribute(
		'href',
		'/play?v=1&board=12534_678&goal=blank-first&algo=bfs&step=5&moment=8&grain=line&view=full'
	);

	// One line back: the goal child was just kept, the test not yet made.
	await explorer.getByRole('button', { name: 'Step back' }).click();
	await expect(region.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'otherwise child.state is new: keep child'
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'line 12 Child 2 (blank Left): its state is in neither explored nor the frontier: it becomes node 10.'
	);
	expect(errors).toEqual([]);
});

test('lesson 4 runs breadth-first search from 32 boards and switches the goal test', async ({
	page
}) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/04-breadth-first-search');
	const figure = page.locator('figure.growth');
	const status = page.getByTestId('growth-status');
	await expect(page.getByTestId('growth-table')).toHaveCount(0);
	await expect(status).toContainText('Nothing run yet');

	await page.getByRole('button', { name: 'Run the 32 searches' }).click();
	await expect(figure).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
	const rows = page.getByTestId('growth-table').locator('tbody tr');
	await expect(rows).toHaveCount(32);
	await expect(rows.nth(10).locator('td')).toHaveText(['236158_47', '400', '668', '267', '0.37%']);
	await expect(rows.nth(20).locator('td')).toHaveText([
		'2683_7514',
		'41,964',
		'59,410',
		'17,445',
		'32.7%'
	]);
	await expect(status).toHaveText(
		'Goal test on generation: from the 31-move board the search stored 181,439 nodes: all but 1 of the 181,440 boards there are.'
	);

	await page.getByRole('radio', { name: 'on removal' }).check();
	await expect(status).toContainText('Goal test on removal', { timeout: 30_000 });
	await expect(figure).toHaveAttribute('data-status', 'done');
	await expect(rows.nth(20).locator('td')).toHaveText([
		'2683_7514',
		'59,409',
		'78,098',
		'18,858',
		'43.0%'
	]);
	await expect(status).toContainText('stored 181,440 nodes: every one of the 181,440 boards');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
