import { expect, test, type Locator } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** The frontier table's rows, cells separated by single spaces: "1 S A 140". */
async function frontier(figure: Locator): Promise<string[]> {
	const rows = figure.getByTestId('road-map-frontier').locator('tbody tr:not(.tie)');
	return (await rows.allInnerTexts()).map((text) => text.trim().split(/\s+/).join(' '));
}

/** Every row of the frontier table, struck entries and notes included. */
async function rows(figure: Locator): Promise<string[]> {
	const all = figure.getByTestId('road-map-frontier').locator('tbody tr');
	return (await all.allInnerTexts()).map((text) => text.trim().split(/\s+/).join(' '));
}

test('lesson 6: breadth-first search drives 450 km, uniform-cost search 418', async ({ page }) => {
	// Four road maps with their pseudocode: axe and the many exact checks are slow under load.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/06-uniform-cost-search');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uniform-cost search');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const bfs = page.getByRole('figure', { name: 'Breadth-first search on the road map' });
	await expect(bfs.getByTestId('road-map-counter')).toHaveText('Step 0 of 5 · expanded 0');
	await bfs.getByRole('button', { name: 'To the end' }).click();
	await expect(bfs.getByTestId('road-map-counter')).toHaveText('Step 5 of 5 · expanded 5');
	await expect(bfs.getByTestId('road-map-message')).toContainText(
		'B passed the goal test as soon as it was generated: A → S → F → B, 3 roads, cost 450.'
	);
	await expect(bfs.locator('[data-city="B"]')).toHaveAttribute('data-role', 'goal');
	await expect(bfs.locator('[data-city="F"]')).toHaveAttribute('data-role', 'path');

	// Uniform-cost search, driven from the keyboard: Enter on Step, then the arrow keys.
	const ucs = page.getByRole('figure', { name: 'Uniform-cost search on the road map' });
	const step = ucs.getByRole('button', { name: 'Step', exact: true });
	await step.focus();
	for (let i = 0; i < 8; i++) await page.keyboard.press('Enter');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText('Step 8 of 13 · expanded 8');
	expect(await frontier(ucs)).toEqual(['1 M L 299', '2 P R 317', '3 C R 366', '4 B F 450']);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(ucs.getByTestId('road-map-message')).toContainText(
		'B at g 418 replaces its frontier entry at g 450'
	);
	await page.keyboard.press('ArrowLeft');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText('Step 9 of 13 · expanded 9');
	// Line by line into step 10 (Shift+→): Pitesti's pop, goal test, B generated, then the
	// line that replaces B's entry via Fagaras, struck through where it stood.
	for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText(
		'Step 10 of 13 · expanded 10 · moment 4 of 9 (line 12)'
	);
	await expect(ucs.locator('li[aria-current="step"] code')).toHaveText(
		'if child.state is in frontier with a higher g: child replaces that entry'
	);
	await expect(ucs.locator('.narration .sentence')).toHaveText(
		'Child 1 (road P→B): its state waits on the frontier as node 11 with g 450 > 418: ' +
			'the child, node 13, replaces node 11.'
	);
	expect(await rows(ucs)).toEqual([
		'1 C R 366',
		'2 D M 374',
		'✕ B F 450',
		'↑ replaced: B via P costs g 418, less than 450'
	]);
	await page.keyboard.press('Shift+ArrowRight');
	expect(await frontier(ucs)).toEqual(['1 C R 366', '2 D M 374', '3 B P 418']);
	// Back by line to where the expansion of Pitesti began, then onto step 9's last line: the
	// same position as the whole step.
	for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText(
		'Step 9 of 13 · expanded 9 · moment 7 of 7 (line 10)'
	);
	expect(await frontier(ucs)).toEqual(['1 P R 317', '2 C R 366', '3 D M 374', '4 B F 450']);
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowRight');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText('Step 9 of 13 · expanded 9');
	// The last step takes B off the frontier, which empties it: not an expansion.
	await page.keyboard.press('End');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText('Step 13 of 13 · expanded 12');
	expect(await frontier(ucs)).toEqual(['empty']);
	await expect(ucs.getByTestId('road-map-message')).toHaveText(
		'B (g 418) comes off the frontier, passes the goal test and is not expanded: ' +
			'A → S → R → P → B, 4 roads, cost 418.'
	);
	await expect(ucs.locator('[data-city="B"]')).toHaveAttribute('data-role', 'goal');
	await page.keyboard.press('ArrowLeft');
	await expect(ucs.getByTestId('road-map-counter')).toHaveText('Step 12 of 13 · expanded 12');
	expect(await frontier(ucs)).toEqual(['1 B P 418']);
	await expect(ucs.getByTestId('road-map-message')).toContainText('Next: B.');
	await expect(step).toBeFocused();

	const early = page.getByRole('figure', {
		name: 'Uniform-cost search testing the goal on generation'
	});
	await early.getByRole('button', { name: 'To the end' }).click();
	await expect(early.getByTestId('road-map-counter')).toHaveText('Step 8 of 8 · expanded 8');
	await expect(early.getByTestId('road-map-message')).toContainText('cost 450.');

	const fromT = page.getByRole('figure', { name: 'Uniform-cost search from Timisoara' });
	await fromT.getByRole('button', { name: 'To the end' }).click();
	await expect(fromT.getByTestId('road-map-message')).toContainText(
		'T → A → S → R → P → B, 5 roads, cost 536.'
	);
	await fromT.getByRole('button', { name: 'Reset' }).click();
	await expect(fromT.getByTestId('road-map-counter')).toHaveText('Step 0 of 13 · expanded 0');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
