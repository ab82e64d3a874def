import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * The exam's conventions on /play (issue 29): ties broken alphabetically and the rule for
 * repeated states, chosen in the settings, on the teaching graph "Ties everywhere" under
 * uniform-cost search. Undirected, so tree search walks back to S, and with A, B, C and G all
 * waiting at g 3, alphabetical ties take A, B and C again before G.
 */
const TIES = 'start+S_goal+G_S+A+1_S+B+1_S+C+1_A+G+2_B+G+2_C+G+2_h+A+1_h+B+1_h+C+1_h+G+0_h+S+3';

async function ready(page: Page, path: string): Promise<void> {
	await open(page, path);
	await expect(page.locator('.explorer[data-status]')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

/** The node each of the first `steps` steps takes off the frontier, as the narration says it. */
async function taken(page: Page, steps: number): Promise<string[]> {
	const names: string[] = [];
	for (let step = 1; step <= steps; step++) {
		await page.keyboard.press('ArrowRight');
		const narration = page.locator('.narration');
		await expect(narration).toContainText(/Took node \d+ \(/);
		const text = await narration.innerText();
		names.push(/Took node \d+ \(([A-Z])\b/.exec(text)?.[1] ?? text);
	}
	return names;
}

test('alphabetical ties and tree search chosen on /play give the exam’s expansion order, and the link keeps them', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, `/play?problem=graph&g=${TIES}&algo=ucs&view=full`);
	await page.getByText('Graph and settings').click();
	const ties = page.getByRole('combobox', { name: 'Ties' });
	const repeats = page.getByRole('combobox', { name: 'Repeated states' });
	// Uniform-cost search's own rule: graph search with frontier update.
	await expect(repeats).toHaveValue('graph-update');
	await expect(repeats.locator('option')).toHaveText([
		/^tree search — every child is added/,
		/^graph search — a child whose state was already reached is not added again$/,
		/^graph search with frontier update — /,
		/^multiple-path pruning — /
	]);
	await ties.selectOption('alpha');
	await repeats.selectOption('tree');
	await expect(page).toHaveURL(/&algo=ucs&ties=alpha&dup=tree(&|$)/);
	// Away from the select, so the arrow keys step the run.
	await page.locator('h1').first().click();
	expect(await taken(page, 10)).toEqual(['S', 'A', 'B', 'C', 'S', 'S', 'S', 'A', 'A', 'A']);
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await expect(page.locator('[data-stat="expanded"]')).toHaveText('16');

	// Back to the algorithm's own rule: the link no longer names it, and G comes after C.
	await repeats.selectOption('graph-update');
	await expect(page).not.toHaveURL(/dup=/);
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('[data-stat="expanded"]')).toHaveText('4');
	expect(errors).toEqual([]);
});

test('/compare runs every column under the link’s rule for repeated states', async ({ page }) => {
	const errors = collectErrors(page);
	// Tree search: uniform-cost search walks back to S three times before G (7 expansions, where
	// graph search takes 4);
	// breadth-first search, testing on generation, finds G below A (2).
	await open(page, `/compare?v=1&problem=graph&g=${TIES}&runs=bfs,ucs&dup=tree`);
	await expect(page.getByTestId('compare-step')).toContainText('0 of 7');
	await expect(page).toHaveURL(/&runs=bfs,ucs&dup=tree/);
	const forward = page.getByRole('button', { name: 'Step forward' });
	for (let step = 1; step <= 7; step++) await forward.click();
	await expect(page.getByTestId('compare-ucs').getByTestId('expanded')).toHaveText('7');
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('2');
	expect(errors).toEqual([]);
});

test('a frontier entry a cheaper path replaced says it will never be expanded', async ({
	page
}) => {
	const errors = collectErrors(page);
	// The exam graph under A*: expanding A reaches B at g 3, replacing B's entry at g 4 (node 2).
	const exam =
		'start+S_goal+G_S+A+1_S+B+4_A+B+2_A+C+5_B+C+1_B+D+5_C+G+3_D+G+2_h+S+6_h+A+5_h+B+3_h+C+2_h+D+2';
	await ready(page, `/play?problem=graph&g=${exam}&ties=alpha&step=3`);
	await page.locator('.tree g.box[data-node="2"]').click();
	const details = page.locator('.explorer > .details');
	await expect(details.locator('dd').last()).toHaveText('never: a cheaper path replaced it');
	expect(errors).toEqual([]);
});
