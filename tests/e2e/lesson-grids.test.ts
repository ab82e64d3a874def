import { expect, test, type Locator } from '@playwright/test';
import { collectErrors, expectNoViolations, explorerIn, open } from './helpers';

/**
 * Lesson 14: its explorers are the site's explorer on problem=grid links, its two tables are run
 * and read on the page. The numbers are the ones tests/lessons/grid-lesson.test.ts checks against
 * the engine; here they must also be what a reader sees.
 */

/** Runs an explorer to its end and reads its expansion counter and its closing sentence. */
async function runToEnd(explorer: Locator): Promise<[string | null, string | null]> {
	await explorer.getByRole('button', { name: 'Go to the end' }).click();
	await expect(explorer).toHaveAttribute('data-status', 'finished');
	return [
		await explorer.locator('[data-stat="expanded"]').textContent(),
		await explorer.locator('.outcome').textContent()
	];
}

test('lesson 14: the swamp, the U-trap and the two tables show the numbers the text states', async ({
	page
}) => {
	// Seven explorers on one page: under load each takes a moment to open.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/14-grid-mazes');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grid mazes');
	await expect(page.getByText('Lesson 14 of 14')).toBeVisible();
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const swampBfs = await explorerIn(page, 'Breadth-first search across the swamp');
	const [bfsExpanded, bfsOutcome] = await runToEnd(swampBfs);
	expect(bfsExpanded).toBe('41');
	expect(bfsOutcome).toBe(
		'Breadth-first search reached the goal after 41 expansions: a path of 8 steps, cost 48.'
	);
	const swampUcs = await explorerIn(page, 'Uniform-cost search around the swamp');
	const [ucsExpanded, ucsOutcome] = await runToEnd(swampUcs);
	expect(ucsExpanded).toBe('42');
	// Every step is dry, of cost 1: the cost is the length, and the sentence says it once.
	expect(ucsOutcome).toBe(
		'Uniform-cost search reached the goal after 42 expansions: a path of 14 steps.'
	);

	const greedy = await explorerIn(page, 'Greedy best-first search in the U-shaped trap');
	const [greedyExpanded, greedyOutcome] = await runToEnd(greedy);
	expect(greedyExpanded).toBe('50');
	expect(greedyOutcome).toBe(
		'Greedy best-first search reached the goal after 50 expansions: a path of 22 steps.'
	);
	const astar = await explorerIn(page, 'A* in the U-shaped trap');
	const [astarExpanded, astarOutcome] = await runToEnd(astar);
	expect(astarExpanded).toBe('54');
	expect(astarOutcome).toBe('A* reached the goal after 54 expansions: a path of 16 steps.');

	const admissibility = page.getByRole('table', {
		name: 'Grid heuristics: admissible on 4- and 8-connected grids?'
	});
	await expect(admissibility.locator('tbody th')).toHaveText([
		'Manhattan distance',
		'Euclidean distance',
		'Octile distance',
		'Chebyshev distance',
		'h = 0'
	]);
	const refused = admissibility.locator('td strong', { hasText: /^not admissible$/ });
	await expect(refused).toHaveCount(1);
	await expect(
		admissibility.locator('tr[data-heuristic="manhattan"] td[data-connectivity="8"]')
	).toContainText('not admissible');

	const table = page.getByRole('table', { name: 'A* with each heuristic on the walled field' });
	const column = (cell: string) => table.locator(`td[data-cell="${cell}"]`);
	await expect(column('expanded')).toHaveText(['44', '89', '73', '116', '200']);
	await expect(column('steps')).toHaveText(['28', '24', '24', '24', '24']);
	await expect(column('cost')).toHaveText([
		'22 + 6√2 ≈ 30.49',
		'14 + 10√2 ≈ 28.14',
		'14 + 10√2 ≈ 28.14',
		'14 + 10√2 ≈ 28.14',
		'14 + 10√2 ≈ 28.14'
	]);
	await expect(table.getByRole('link', { name: 'Open A* with octile distance' })).toHaveAttribute(
		'href',
		/\/play\?problem=grid&grid=v1\.15x21\.8n\.[\w.-]+&algo=astar&h=octile$/
	);

	await expect(page.getByRole('link', { name: /^Previous/ })).toHaveAttribute(
		'href',
		/\/lessons\/13-comparing-algorithms$/
	);
	await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 13 leads on to lesson 14', async ({ page }) => {
	await open(page, '/lessons/13-comparing-algorithms');
	await page.getByRole('link', { name: /^Next/ }).click();
	await page.waitForURL(/\/lessons\/14-grid-mazes$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grid mazes');
});
