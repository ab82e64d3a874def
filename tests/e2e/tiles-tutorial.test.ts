import { expect, test } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * Seed 000's tilesSearch.py and tilesGreedy.py through a link: preset=tiles-tutorial makes
 * /play show the counts the tutorial prints (issue 12, bar 9).
 */
const SEARCH = '/play?v=1&board=1234_5678&algo=wastar&preset=tiles-tutorial';

// Running 2,391 expansions to the end on a loaded machine takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('tilesSearch.py with ratio 0: 2,391 expanded, 1,297 left in the queue, 15 boards', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, `${SEARCH}&w=0`);
	await page.keyboard.press('End');
	const explorer = page.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('2,391');
	// The engine's frontier holds 1,296; the tutorial counts the goal it queued as well.
	await expect(explorer.locator('[data-stat="frontier"]')).toHaveText('1,296');
	await expect(explorer.locator('[data-stat="tutorial-expanded"]')).toHaveText('2,391');
	await expect(explorer.locator('[data-stat="tutorial-queue"]')).toHaveText('1,297');
	await expect(explorer.locator('[data-stat="tutorial-boards"]')).toHaveText('15');
	await expect(explorer.locator('[data-stat="path-cost"]')).toHaveText('14');
	await expect(page.locator('.notices')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('the ratio is w: ratio 2 gives 90 and 64; the walk on 75126348_ takes 59 boards', async ({
	page
}) => {
	await open(page, `${SEARCH}&w=2`);
	await page.keyboard.press('End');
	const explorer = page.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
	await expect(explorer.locator('[data-stat="tutorial-expanded"]')).toHaveText('90');
	await expect(explorer.locator('[data-stat="tutorial-queue"]')).toHaveText('64');

	await open(page, '/play?v=1&board=75126348_&algo=walk&preset=tiles-tutorial');
	await page.keyboard.press('End');
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 90_000 });
	await expect(explorer.locator('[data-stat="tutorial-boards"]')).toHaveText('59');
	await expect(explorer.locator('[data-stat="path-cost"]')).toHaveText('58');
});

test('the Rules picker applies the preset and the address keeps it', async ({ page }) => {
	await open(page, '/play?v=1&board=1234_5678&algo=bfs');
	await page.getByText('Board and settings').click();
	await page.getByLabel('Rules').selectOption('tiles-tutorial');
	await expect(page.getByLabel('Ties')).toBeDisabled();
	await expect(page.getByLabel('Ties')).toHaveValue('low-g-text');
	await expect(page).toHaveURL(/algo=wastar&preset=tiles-tutorial(&|$)/);
	await page.getByLabel('Rules').selectOption('');
	await expect(page.getByLabel('Ties')).toBeEnabled();
	await expect(page).not.toHaveURL(/preset=/);
});
