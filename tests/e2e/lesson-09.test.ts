import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

const PATH = '/lessons/09-heuristics';

test('lesson 9 shows each heuristic tile by tile beside the true distance', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, PATH);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heuristics');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	// Seed 002's board: misplaced 6, Manhattan 4+1+2+0+1+1+3+0 = 12, linear conflict 14, h* 24.
	const figure = page.getByRole('figure', { name: /tile by tile/ });
	await expect(figure.getByTestId('total-misplaced')).toHaveText('6');
	await expect(figure.getByTestId('total-manhattan')).toHaveText('12');
	await expect(figure.getByTestId('total-linear-conflict')).toHaveText('14');
	await expect(figure.getByTestId('true-distance')).toHaveText('24');
	const shares = figure.getByTestId('heuristic-shares').locator('tbody tr');
	await expect(shares.nth(1).locator('td')).toHaveText([
		'4',
		'1',
		'2',
		'0',
		'1',
		'1',
		'3',
		'0',
		'12'
	]);
	await expect(shares.nth(2).locator('td')).toHaveText([
		'4',
		'3',
		'2',
		'0',
		'1',
		'1',
		'3',
		'0',
		'14'
	]);

	// Slide the 4 down into the blank: it leaves its goal cell, so h rises, yet the board is one
	// move closer to the goal (a heuristic is only an estimate).
	const board = figure.getByTestId('heuristic-board');
	await expect(board).toHaveAttribute('aria-label', 'Board, 3 by 3: 3 5 2; 4 6 7; blank 8 1');
	await figure.getByRole('button', { name: /^Slide tile 4,/ }).click();
	await expect(board).toHaveAttribute('aria-label', 'Board, 3 by 3: 3 5 2; blank 6 7; 4 8 1');
	await expect(figure.getByTestId('total-misplaced')).toHaveText('7');
	await expect(figure.getByTestId('total-manhattan')).toHaveText('13');
	await expect(figure.getByTestId('true-distance')).toHaveText('23');

	// Exercise 2's board, typed: linear conflict is exact there.
	await figure.getByLabel('Linear conflict').check();
	await figure.getByRole('textbox', { name: 'Board', exact: true }).fill('8 7 _ / 6 5 4 / 3 2 1');
	await expect(figure.getByTestId('total-manhattan')).toHaveText('20');
	await expect(figure.getByTestId('total-linear-conflict')).toHaveText('26');
	await expect(figure.getByTestId('true-distance')).toHaveText('26');
	await figure.getByRole('textbox', { name: 'Board', exact: true }).fill('1 2 3 / 4 5 6 / 7 8');
	await expect(figure.getByRole('alert')).not.toBeEmpty();
	await figure
		.getByRole('textbox', { name: 'Board', exact: true })
		.fill('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _');
	await expect(figure.getByRole('alert')).toHaveText(
		'This figure takes 3×3 boards; this one is 4×4.'
	);
	expect(errors).toEqual([]);
});

test('lesson 9 runs A* with four heuristics on six boards, live', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, PATH);
	await expect(page.getByTestId('race-status')).toHaveText('All 24 runs done, in this page.', {
		timeout: 60_000
	});
	const counts = async (row: number): Promise<string[]> =>
		Promise.all(
			['zero', 'misplaced', 'manhattan', 'linear-conflict'].map(
				async (h) =>
					(await page.getByTestId(`race-${row}-${h}`).locator('.count').textContent()) ?? ''
			)
		);
	expect(await counts(0)).toEqual(['173', '12', '10', '10']);
	expect(await counts(3)).toEqual(['53,375', '3,163', '545', '247']);
	expect(await counts(5)).toEqual(['181,438', '143,839', '20,290', '12,486']);
	await expect(page.getByTestId('race-3-misplaced').locator('.b')).toHaveText('b* 1.41');
	await expect(page.getByTestId('race-5-zero').locator('.b')).toHaveText('b* 1.42');

	// A board of the reader's own: lesson 3's first exercise, 14 moves.
	const table = page.getByTestId('race-table');
	await page.getByRole('textbox', { name: 'Add a 3×3 board' }).fill('8,1,3,4,0,2,7,6,5');
	await page.getByRole('button', { name: 'Add to the table' }).click();
	await expect(table.locator('tbody tr')).toHaveCount(7);
	await expect(page.getByTestId('race-status')).toHaveText('All 28 runs done, in this page.', {
		timeout: 30_000
	});
	expect(await counts(6)).toEqual(['5,960', '301', '76', '56']);
	await expect(table.locator('tbody tr').nth(6).locator('td').first()).toHaveText('14');

	await page.getByRole('textbox', { name: 'Add a 3×3 board' }).fill('1,2,3,4,5,6,8,7,0');
	await page.getByRole('button', { name: 'Add to the table' }).click();
	await expect(
		page.getByText(
			'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
		)
	).toBeVisible();
	expect(errors).toEqual([]);
});

test('lesson 9 compares every heuristic with the true distance on all 181,440 boards', async ({
	page
}) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, PATH);
	await expect(page.getByTestId('accuracy-status')).toContainText(
		'Compared on all 181,440 boards',
		{ timeout: 60_000 }
	);
	// Columns: misplaced tiles, Manhattan distance, linear conflict.
	const row = (metric: string) => page.getByTestId(`accuracy-${metric}`).locator('td');
	await expect(row('max')).toHaveText(['8', '22', '28']);
	await expect(row('exact')).toHaveText(['79', '2,351', '2,914']);
	await expect(row('exact-share')).toHaveText(['0.04%', '1.30%', '1.61%']);
	await expect(row('ratio')).toHaveText(['0.331', '0.642', '0.692']);
	await expect(row('over')).toHaveText(['0', '0', '0']);
	await expect(page.getByTestId('dominance')).toContainText(
		'Dominance holds on every board: linear conflict ≥ Manhattan ≥ misplaced on all 181,440.'
	);
	await expect(page.getByTestId('dominance')).toContainText('181,191');
	await expect(page.getByTestId('dominance')).toContainText('80,040');

	// The chart redraws for the heuristic chosen; misplaced tiles never exceed 8.
	const chart = page.getByTestId('accuracy-chart');
	await expect(chart).toHaveAttribute('data-squares', '164');
	await expect(chart).toHaveAttribute('data-exact-squares', '23');
	await page
		.getByRole('figure', { name: /true distance over all/ })
		.getByLabel('Misplaced tiles')
		.check();
	await expect(chart).toHaveAttribute('aria-label', /^Heat map of misplaced tiles/);
	await expect(chart).toHaveAttribute('data-squares', '157');
	await expect(chart).toHaveAttribute('data-exact-squares', '9');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
