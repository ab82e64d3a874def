import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/** A graph of your own on /play (issue 29): typed as text, its faults named by line, searched, linked. */

async function ready(page: Page, path: string): Promise<void> {
	await open(page, path);
	await expect(page.locator('.explorer[data-status]')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

const node = (page: Page, name: string) =>
	page.locator(`[data-testid="graph-map"] [data-city="${name}"]`);

test('a graph typed with three faults names each by line; mended, A* runs to the goal, and its link reopens it exactly', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, '/play?view=full');
	await page.getByText('Board and settings').click();
	await page.getByLabel('Problem').selectOption('graph');
	await expect(page.getByRole('heading', { name: 'Graph and settings' })).toBeVisible();
	const text = page.getByLabel('Your graph, one fact a line');
	// The first teaching graph comes first.
	await expect(text).toHaveValue(/^start S\ngoal G\nS A 1\n/);

	await text.fill(['start S', 'goal G', 'S A -1', 'A G x', 'B'].join('\n'));
	const faults = page.locator('.faults li');
	await expect(faults).toHaveText([
		'Line 3: The edge S–A costs -1: costs are 0 or more.',
		'Line 4: The cost of A–G is "x", not a number.',
		'Line 5: "B" is not a line of the format: an edge is "A B 3" (two nodes and a cost).'
	]);
	await expect(text).toHaveAttribute('aria-invalid', 'true');

	await text.fill(
		[
			'start S',
			'goal G',
			'S A 1',
			'A G 10',
			'S B 3',
			'B C 3',
			'C G 3',
			'h S 2',
			'h A 1',
			'h B 5',
			'h C 3'
		].join('\n')
	);
	await expect(faults).toHaveCount(0);
	await expect(page.locator('.checks')).toContainText('Admissible');
	await expect(page.locator('.checks tbody tr')).toHaveText([
		/^A\s*1\s*10$/,
		/^B\s*5\s*6$/,
		/^C\s*3\s*3$/,
		/^G\s*0\s*0$/,
		/^S\s*2\s*9$/
	]);

	// Greedy search takes A, whose h is smallest, and pays 11; A* pays 9.
	await page.getByRole('combobox', { name: /^Algorithm/ }).selectOption('greedy');
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await expect(page.locator('.outcome')).toContainText('cost 11');
	await page.getByRole('combobox', { name: /^Algorithm/ }).selectOption('astar');
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await expect(page.locator('.outcome')).toContainText('cost 9');
	for (const name of ['S', 'B', 'C'])
		await expect(node(page, name)).toHaveAttribute('data-role', 'path');
	await expect(node(page, 'G')).toHaveAttribute('data-role', 'goal');

	await expect(page).toHaveURL(
		/\?v=1&problem=graph&g=start\+S_goal\+G_S\+A\+1_A\+G\+10_S\+B\+3_B\+C\+3_C\+G\+3_h\+A\+1_h\+B\+5_h\+C\+3_h\+G\+0_h\+S\+2&step=\d+/
	);
	const address = page.url();
	await page.goto(address);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/);
	expect(page.url()).toBe(address);
	await expect(page.locator('.outcome')).toContainText('cost 9');
	await expect(node(page, 'G')).toHaveAttribute('data-role', 'goal');
	expect(errors).toEqual([]);
});

test('a teaching graph: admissible but not consistent, every violation named', async ({ page }) => {
	await ready(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+G+1');
	await page.getByText('Graph and settings').click();
	await page.getByLabel('Start from a teaching graph').selectOption('inconsistent');
	await expect(page.locator('.checks')).toContainText('Admissible');
	await expect(page.locator('.checks')).toContainText('not consistent');
	await expect(page.locator('.violations li')).toHaveText([
		'h(S) − h(A) = 5 > cost(S, A) = 1',
		'h(B) − h(C) = 3 > cost(B, C) = 1'
	]);
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.outcome')).toContainText('cost 6');
});

test('a link whose graph cannot be read says why, keeps its text, and shows a teaching graph', async ({
	page
}) => {
	await ready(page, '/play?problem=graph&g=start+S_S+A+-1');
	await expect(page.locator('.notices')).toContainText(
		'line 2: The edge S–A costs -1: costs are 0 or more. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1'
	);
	await expect(node(page, 'D')).toBeVisible();
});
