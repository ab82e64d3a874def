import { expect, test } from '@playwright/test';
import { open } from './helpers';

/** Korf's instance 79 (goal 0 1 2 … 15, blank first): 42 moves. */
const KORF_79 = '0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15';
/** One of the 4×4 boards 80 moves from the goal (blank first): far too long to finish here. */
const EIGHTY_MOVES = '15,14,8,12,10,11,9,13,2,6,5,1,3,7,4,0';

test('a pasted 15-puzzle is solved optimally in a worker and played back', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	await open(page, '/play?algo=bfs&view=full');
	await page.locator('details.setup summary').click();
	// Paste Korf's instance 79 into the board editor and choose Korf's goal (blank first).
	await page
		.getByLabel('Board', { exact: true })
		.fill('0 1 9 7 / 11 13 5 3 / 14 12 4 2 / 8 6 10 15');
	await page.getByRole('combobox', { name: /^Goal\b/ }).selectOption('blank-first');
	await expect(page).toHaveURL(new RegExp(`board=${KORF_79}&goal=blank-first&algo=bfs`));
	await page.getByRole('button', { name: 'Solve optimally' }).click();
	await expect(page.getByTestId('optimal-length')).toHaveText('42', { timeout: 60_000 });
	await expect(page.locator('.optimal .status')).toHaveAttribute('data-solver', 'pdb');
	await expect(page.getByTestId('load-note')).toContainText('Loaded the 6-6-3 pattern databases');
	await expect(page.locator('.optimal .status')).toContainText('moves, the fewest possible');
	await expect(page.locator('.optimal .status')).toContainText('applying them reaches the goal');
	await expect(page.getByTestId('solution-move')).toHaveText('Move 0 of 42');
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await expect(page.getByTestId('solution-move')).toHaveText(/^Move 1 of 42: slide \d+ \w+$/);
});

test('a long solve can be cancelled, and the page answers clicks meanwhile', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	await open(page, `/play?board=${EIGHTY_MOVES}&goal=blank-first&algo=bfs`);
	await page.getByRole('button', { name: 'Solve optimally' }).click();
	await expect(page.locator('.optimal .status')).toHaveAttribute('data-status', 'running');
	// The explorer still steps while the worker searches.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '1');
	await expect(page.locator('.optimal .status')).toContainText('iteration', { timeout: 30_000 });
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(page.locator('.optimal .status')).toHaveText('Cancelled.');
	await expect(page.getByRole('button', { name: 'Solve optimally' })).toBeEnabled();
});

test('boards other than the 15-puzzle are solved with linear conflicts', async ({ page }) => {
	// Waits on a long computation in the page: give it room on two busy cores.
	test.setTimeout(90_000);
	await open(page, '/play?board=8672543_1&algo=bfs');
	await page.getByRole('button', { name: 'Solve optimally' }).click();
	await expect(page.getByTestId('optimal-length')).toHaveText('31', { timeout: 60_000 });
	await expect(page.locator('.optimal .status')).toHaveAttribute('data-solver', 'ida');
});
