import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** /challenge on the road map (issue 28): the same questions as on a board, about cities. */

const UCS = '/challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3';

const city = (page: Page, name: string) =>
	page.locator(`[data-testid="graph-map"] [data-city="${name}"]`);

test('a road-map challenge asks about cities, judges wrong and right picks by g, and keeps them across a reload', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, UCS);
	await expect(page.locator('.run-setting')).toHaveText(
		'Uniform-cost search on the road map of Romania from Arad to Bucharest, paused after 3 expansions.'
	);
	await expect(page.locator('#question-title')).toHaveText(
		'Question 1 of 3: which node does expansion 4 take?'
	);
	// Step 3 expanded Timisoara (node 2): the map marks it, the page names it and its path.
	await expect(city(page, 'T')).toHaveAttribute('data-role', 'current');
	await expect(city(page, 'S')).toHaveAttribute('data-role', 'frontier');
	await expect(page.getByTestId('current-node')).toHaveText(
		'Node 2 (T, Timisoara), expanded last (expansion 3, depth 1, g 118)'
	);
	await expect(page.getByTestId('current-path')).toHaveText(
		'Path from the start to node 2: 0 (A, Arad) → 2 (T, Timisoara)'
	);
	await expect(page.getByTestId('expanded-tree').locator('li')).toHaveText([
		'node 0 (A, Arad) expansion 1',
		'node 2 (T, Timisoara) expansion 3',
		'node 3 (Z, Zerind) expansion 2'
	]);
	// The frontier by arrival, each entry a city drawn by the road map's Thumb.
	const choices = page.locator('button[data-node]');
	await expect(choices).toHaveCount(3);
	await expect(choices.nth(0).getByRole('img')).toHaveAccessibleName('Node 1: Sibiu');
	await expect(choices.nth(1).getByRole('img')).toHaveAccessibleName('Node 4: Oradea');
	await expect(choices.nth(2).getByRole('img')).toHaveAccessibleName('Node 5: Lugoj');
	await expectNoViolations(page);

	await page.locator('button[data-node="4"]').click();
	await expect(page.locator('.verdict')).toHaveText(
		'Not this one: the search takes node 1. Uniform-cost search takes the lowest path cost g: that is node 1 (g 140), not node 4 (g 146).'
	);
	await page.getByRole('button', { name: 'Next question' }).click();
	await expect(page.locator('#question-title')).toHaveText(
		'Question 2 of 3: which node does expansion 5 take?'
	);
	await expect(city(page, 'S')).toHaveAttribute('data-role', 'current');
	await page.locator('button[data-node="4"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');

	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	// Both answers are back: the second question answered, its Next question waiting.
	await expect(page.locator('button[data-node="4"]')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await page.getByRole('button', { name: 'Next question' }).click();
	await page.locator('button[data-node="7"]').click();
	await expect(page.getByRole('heading', { name: 'Your result: 2 of 3 right' })).toBeVisible();
	await expect(page.getByTestId('summary')).toHaveValue(
		/^Frontier challenge: Uniform-cost search on the road map of Romania from Arad to Bucharest, from step 3\.\n2 of 3 right \(expansions 4 ✗, 5 ✓, 6 ✓\)\.\nhttp:\/\/localhost:\d+\/challenge\?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3$/
	);

	await page.getByLabel('Your name, as your teacher knows you (it goes in the code)').fill('Ana');
	const code = await page.getByTestId('result-code').inputValue();
	await open(page, '/teachers/check');
	await page.getByLabel('Result codes').fill(code);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	const row = page.locator('.students tbody tr');
	await expect(row).toHaveAttribute('data-status', 'matches');
	await expect(row).toContainText(
		'Challenge: Uniform-cost search on the road map of Romania from Arad to Bucharest, from step 3'
	);
	await expect(row.locator('.score')).toHaveText('2 of 3 parts');
	expect(errors).toEqual([]);
});

test('a road-map length challenge asks for the path’s cost, and a reload keeps the answer', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/challenge?v=1&problem=road-map&start=Z&algo=ucs&ask=length');
	await expect(city(page, 'Z')).toHaveAttribute('data-role', 'current');
	const input = page.getByLabel(
		'What does the path this search returns cost (the sum of its roads’ costs)?'
	);
	await input.fill('a lot');
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('#length-guess-error')).toHaveText(
		'Type the path’s cost as a whole number, 0 or more.'
	);
	await input.fill('418');
	await page.getByRole('button', { name: 'Check' }).click();
	const verdict =
		'Not quite: the path costs 493. Uniform-cost search returns a path of cost 493 on the road map of Romania from Zerind to Bucharest.';
	await expect(page.locator('.verdict')).toHaveText(verdict);
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.verdict')).toHaveText(verdict);
	await expect(page.getByTestId('summary')).toHaveValue(
		/^Frontier challenge: path cost of Uniform-cost search on the road map of Romania from Zerind to Bucharest: answered 418, wrong\.\n/
	);
	expect(errors).toEqual([]);
});

test('a road-map challenge says what it did with a start that is no city, and still asks', async ({
	page
}) => {
	await open(page, '/challenge?v=1&problem=road-map&start=Xanadu&algo=ucs&step=3');
	await expect(page.locator('.notices li[data-param="start"]')).toContainText(
		'The parameter "start" is "Xanadu", which is not a city of the graph road-map'
	);
	await expect(page.locator('#question-title')).toHaveText(
		'Question 1 of 3: which node does expansion 4 take?'
	);
	await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the playground copies a challenge link for a road-map run', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await open(page, '/play?problem=road-map&start=A&algo=ucs&step=3&view=full');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '3');
	await page.getByRole('button', { name: 'Copy challenge link' }).click();
	const link = await page.evaluate(() => navigator.clipboard.readText());
	expect(new URL(link).pathname + new URL(link).search).toBe(
		'/challenge?v=1&problem=road-map&start=A&algo=ucs&step=3&ask=next&k=3'
	);
});
