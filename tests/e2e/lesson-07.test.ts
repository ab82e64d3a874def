import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

const PATH = '/lessons/07-greedy-best-first';

test('lesson 7 compares greedy best-first with A* and takes a board of the reader’s', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greedy best-first search');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const rows = page.getByTestId('greedy-comparison').locator('tbody tr');
	await expect(rows).toHaveCount(6);
	await expect(rows.locator('td.pending')).toHaveCount(0);
	const cells = async (i: number) =>
		(await rows.nth(i).locator('th, td').allTextContents()).map((t) => t.trim());
	expect(await cells(0)).toEqual(['75126348_', '20', '545', '40', '224', 'stuck after 232']);
	expect(await cells(2)).toEqual(['42_713856', '10', '22', '16', '160', '30 moves']);
	expect(await cells(4)).toEqual(['8672543_1', '31', '20,290', '47', '99', '109 moves']);
	await expect(rows.nth(0).getByRole('link', { name: '40' })).toHaveAttribute(
		'href',
		'/play?board=75126348_&algo=greedy&h=manhattan'
	);

	const input = page.getByLabel('Add a board (up to 3×3)');
	await input.fill('12345687_');
	await page.getByRole('button', { name: 'Add row' }).click();
	await expect(
		page.getByText(
			'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
		)
	).toBeVisible();
	await input.fill('8,1,3,4,0,2,7,6,5');
	await page.getByRole('button', { name: 'Add row' }).click();
	await expect(rows).toHaveCount(7);
	await expect(rows.nth(6).locator('th')).toHaveText('8134_2765');
	await expect(rows.nth(6).locator('td.pending')).toHaveCount(0);

	await expect(
		page.getByRole('region', { name: 'Greedy best-first search on 75126348_' })
	).toHaveCount(1);
	await expect(
		page.getByRole('link', { name: 'Open this run in the playground' }).first()
	).toHaveAttribute('href', /algo=greedy/);
	expect(errors).toEqual([]);
});

test('lesson 7 opens greedy search at expansion 47, taking a node 21 moves deep by h alone', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	const region = page.getByRole('region', { name: 'Greedy best-first search on 75126348_' });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-step', '47');
	await expect(region.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'node ← POP(frontier)   — the lowest h; ties: first added first'
	);
	await expect(region.locator('.pseudocode [aria-current="step"] .values')).toHaveText(
		/node 78\s*h 5/
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'line 5 Took node 78 (h 5) off the frontier: the lowest h; next was node 73 with h 6.'
	);
	// The rows are ordered by h alone and show nothing else of the priority.
	await expect(explorer.getByRole('heading', { name: /^Frontier/ })).toHaveText('Frontier (32)');
	const first = region.locator('.frontier li').first();
	await expect(first).toContainText('depth 18');
	await expect(first).toContainText('h 6');
	await expect(first).not.toContainText('g ');
	// A* beside it spells out f = g + h.
	const astar = page.getByRole('region', { name: 'A* on 75126348_' });
	await expect(astar.locator('.frontier li').first()).toContainText('f 10 = g 0 + h 10');
	expect(errors).toEqual([]);
});

test('lesson 7 shows where the greedy walk gets stuck and that the child order decides', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	const summary = page.getByTestId('walk-summary');
	await expect(summary).toContainText('stuck after 54 moves');
	await expect(summary).toContainText('The shortest solution has 14.');
	const neighbours = page.getByTestId('walk-neighbours').getByRole('listitem');
	await expect(neighbours).toHaveCount(2);
	await expect(neighbours.nth(0)).toContainText('blank down: h = 5, stood on after move 15');
	await expect(neighbours.nth(1)).toContainText('blank left: h = 7, stood on after move 53');

	// Jump to the step where the first neighbour was walked on.
	await neighbours.nth(0).getByRole('button', { name: 'Replay from move 15' }).click();
	await expect(
		page.getByRole('img', { name: /^Board after move 15, 3 by 3: 1 2 3; 7 8 blank; 4 5 6$/ })
	).toBeVisible();
	await expect(page.getByTestId('walk-h')).toHaveText('5');

	await page.getByLabel('Child order').selectOption('DLRU');
	await page.getByRole('button', { name: 'Walk', exact: true }).click();
	await expect(summary).toContainText('reaches the goal in 14 moves');
	await expect(page.getByTestId('walk-neighbours')).toHaveCount(0);

	const start = page.getByRole('textbox', { name: 'Start' });
	await start.fill('1234_5677');
	await page.getByRole('button', { name: 'Walk', exact: true }).click();
	await expect(summary).toHaveText('Tile 7 appears twice (positions 8 and 9). Tile 8 is missing.');
	await expect(start).toHaveAttribute('aria-invalid', 'true');
	expect(errors).toEqual([]);
});

test('lesson 7 counts stuck walks over seeded random boards, in slices', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	const table = page.getByTestId('stuck-table');
	await page.getByRole('button', { name: 'Walk from 2,500 random boards' }).click();
	await expect(page.getByTestId('stuck-status')).toContainText('Done: 2,500 walks', {
		timeout: 20_000
	});
	const rows = table.locator('tbody tr');
	const row = async (i: number) =>
		(await rows.nth(i).locator('th, td').allTextContents()).map((t) => t.trim());
	expect(await row(0)).toEqual(['5 random moves', '500', '476', '24', '4.8%', '5.0']);
	expect(await row(2)).toEqual(['20 random moves', '500', '227', '273', '54.6%', '59.0']);
	expect(await row(4)).toEqual(['uniformly random boards', '500', '208', '292', '58.4%', '80.3']);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
