import { expect, test, type Locator } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

const ORDER = ['bfs', 'dfs', 'greedy', 'astar'];

/** One counter of every column, in the order bfs, dfs, greedy, astar. */
async function counters(figure: Locator, name: string): Promise<string[]> {
	const values: string[] = [];
	for (const algorithm of ORDER) {
		values.push(
			(await figure.getByTestId(`compare-${algorithm}`).getByTestId(name).textContent()) ?? ''
		);
	}
	return values;
}

test('lesson 13 runs four searches in lockstep with exact counters', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/13-comparing-algorithms');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparing algorithms');

	const figure = page.getByRole('figure', { name: 'Four searches from 42_713856, in lockstep' });
	const step = figure.getByTestId('compare-step');
	// Recording ends when the last run (depth-first search) reaches its cap; the slider spans
	// the three runs that ended by themselves, to step 350, until the reader steps on.
	await expect(step).toHaveText(/^0\s+of 350$/, { timeout: 20_000 });
	await expect(figure.getByTestId('compare-span')).toContainText(
		'The runs that ended stop by step 350; Depth-first search goes on to the cap at step 50,000.'
	);
	expect(await counters(figure, 'expanded')).toEqual(['0', '0', '0', '0']);
	expect(await counters(figure, 'frontier')).toEqual(['1', '1', '1', '1']);

	const forward = figure.getByRole('button', { name: 'Step forward' });
	for (let i = 0; i < 10; i++) await forward.click();
	await expect(step).toHaveText(/^10\s+of 350$/);
	expect(await counters(figure, 'depth')).toEqual(['3', '9', '8', '3']);
	expect(await counters(figure, 'frontier')).toEqual(['11', '9', '10', '11']);
	await expect(
		figure.getByRole('group', { name: 'Depth-first search' }).getByRole('img', {
			name: /^Expanded at step 10, 3 by 3: 7 4 3; 8 2 6; 1 blank 5$/
		})
	).toBeVisible();

	const status = (algorithm: string) =>
		figure.getByTestId(`compare-${algorithm}`).getByTestId('status');
	await figure.getByRole('button', { name: 'To the end' }).click();
	await expect(step).toHaveText(/^350\s+of 350$/);
	await expect(status('bfs')).toHaveText('done at step 350: a path of 10 moves');
	await expect(status('dfs')).toHaveText('searching');

	await figure.getByRole('button', { name: 'Step on to 50,000' }).click();
	await expect(step).toHaveText(/^350\s+of 50,000$/);
	await figure.getByRole('button', { name: 'To the end' }).click();
	await expect(step).toHaveText(/^50,000\s+of 50,000$/);
	await expect(status('bfs')).toHaveText('done at step 350: a path of 10 moves');
	await expect(status('greedy')).toHaveText('done at step 160: a path of 16 moves');
	await expect(status('astar')).toHaveText('done at step 22: a path of 10 moves');
	await expect(status('dfs')).toHaveText(
		'stopped at step 50,000: the cap of 50,000 expansions, no path yet'
	);
	expect(await counters(figure, 'expanded')).toEqual(['350', '50,000', '160', '22']);
	expect(await counters(figure, 'peak')).toEqual(['224', '32,406', '105', '18']);
	expect(await counters(figure, 'depth')).toEqual(['10', '45,366', '16', '10']);
	expect(await counters(figure, 'path')).toEqual(['10', '—', '16', '10']);

	// The keyboard: arrows step from any of the buttons, Home goes back to the start.
	await figure.getByRole('button', { name: 'Step back' }).focus();
	await page.keyboard.press('ArrowLeft');
	await expect(step).toHaveText(/^49,999\s+of 50,000$/);
	expect(await counters(figure, 'expanded')).toEqual(['350', '49,999', '160', '22']);
	await page.keyboard.press('Home');
	await expect(step).toHaveText(/^0\s+of 50,000$/);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(step).toHaveText(/^2\s+of 50,000$/);

	// Back to the span of the runs that ended.
	await figure.getByRole('button', { name: 'Span only the runs that ended' }).click();
	await expect(step).toHaveText(/^2\s+of 350$/);

	// Play runs the shared step forward; pause stops it.
	await figure.getByRole('button', { name: 'Play' }).click();
	await expect(step).not.toHaveText(/^2\s/);
	await figure.getByRole('button', { name: 'Pause' }).click();
	await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();

	expect(errors).toEqual([]);
});

test('lesson 13 computes the summary table in the page', async ({ page }) => {
	// Twenty-five runs, one of them 181,347 expansions: about 15 s alone, twice that beside
	// another test on two cores.
	test.setTimeout(75_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/13-comparing-algorithms');
	const region = page.getByRole('region', { name: 'Five searches on five boards' });
	await expect(region.getByRole('status')).toContainText('Computed in your browser', {
		timeout: 60_000
	});
	const row = (board: string, algorithm: string) =>
		region.locator(`tr[data-board="${board}"][data-algorithm="${algorithm}"] td`);
	await expect(row('42_713856', 'bfs')).toHaveText(['350', '224', '10', 'yes']);
	await expect(row('42_713856', 'dfs')).toHaveText(['107,560', '42,946', '64,662', 'no (+64,652)']);
	await expect(row('42_713856', 'greedy')).toHaveText(['160', '105', '16', 'no (+6)']);
	await expect(row('42_713856', 'astar')).toHaveText(['22', '18', '10', 'yes']);
	await expect(row('8672543_1', 'bfs')).toHaveText(['181,347', '25,134', '31', 'yes']);
	await expect(row('8672543_1', 'astar')).toHaveText(['20,290', '8,665', '31', 'yes']);
	await expect(row('8672543_1', 'idastar')).toHaveText(['14,195', '19', '31', 'yes']);
	await expect(region.locator('tbody tr')).toHaveCount(25);
	await expect(region.getByText('optimal: 31 moves')).toBeVisible();

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
