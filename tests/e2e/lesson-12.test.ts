import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations } from './helpers';

const PATH = '/lessons/12-how-people-solve-it';

async function open(page: Page): Promise<void> {
	await page.goto(PATH);
	await page.waitForSelector('body[data-hydrated="true"]');
}

test('lesson 12: the naive method is stuck at tile 3; the method solves the same board in 14', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('How people solve it');

	const figure = page.getByRole('figure', {
		name: 'The naive method against the method on 1 2 5 / 4 _ 6 / 7 8 3'
	});
	await expect(figure.getByTestId('human-count')).toHaveText('0');
	await expect(figure.getByTestId('human-total')).toHaveText('0');
	await expect(figure.getByTestId('human-caption')).toHaveText(
		'Stuck after 0 moves: tile 3 cannot reach its home without moving a tile already placed. Its home is the end of a row: the only free cell beside it is the one below, so the tile and the blank cannot both get in.'
	);
	await expect(figure.locator('.tile.stuck')).toHaveText('3');
	await expect(figure.locator('.tile.placed')).toHaveText(['1', '2']);

	await figure.getByRole('radio', { name: 'rows, then columns' }).check();
	await expect(figure.getByTestId('human-total')).toHaveText('14');
	await expect(figure.getByTestId('human-phase')).toHaveText('Row 1: tiles 2 and 3 together');
	await figure.getByRole('button', { name: 'End', exact: true }).click();
	await expect(figure.getByTestId('human-result')).toHaveText(
		'The method used 14 moves; the shortest solution has 14 (A* with Manhattan distance): the method found a shortest solution.'
	);
	await expect(figure.locator('.tile.placed')).toHaveCount(8);
	expect(errors).toEqual([]);
});

test('lesson 12: the 4×4 board steps through its phases and ends 87 against 45', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	const figure = page.getByRole('figure', { name: 'The method step by step on a 4×4 board' });
	const count = figure.getByTestId('human-count');
	const phase = figure.getByTestId('human-phase');
	await expect(figure.getByTestId('human-total')).toHaveText('87');
	await expect(phase).toHaveText('Row 1: tile 1');
	await expect(
		figure.getByRole('img', { name: /^Board after 0 moves, 4 by 4: 3 10 15 11;/ })
	).toBeVisible();

	// Tile 1 takes 6 moves; the 7th belongs to tile 2.
	for (let i = 0; i < 6; i++)
		await figure.getByRole('button', { name: 'Step', exact: true }).click();
	await expect(count).toHaveText('6');
	await expect(phase).toHaveText('Row 1: tile 2');
	await expect(figure.locator('.tile.placed')).toHaveText(['1']);
	await figure.getByRole('button', { name: 'Back', exact: true }).click();
	await expect(count).toHaveText('5');
	await expect(phase).toHaveText('Row 1: tile 1');

	// The pair of row 1 starts at move 19: 10 moves of set-up, then the two-move trick.
	await figure.getByRole('button', { name: /row 1: tiles 3 and 4 together/ }).click();
	await expect(count).toHaveText('19');
	await expect(phase).toHaveText('Row 1: tiles 3 and 4 together');
	await expect(figure.getByTestId('human-caption')).toHaveText(
		"Set-up: 3 waits in 4's corner, 4 right below it, and the blank goes to 3's home."
	);
	for (let i = 0; i < 10; i++)
		await figure.getByRole('button', { name: 'Step', exact: true }).click();
	await expect(count).toHaveText('29');
	await expect(figure.getByTestId('human-caption')).toHaveText(
		'The trick: the blank moves Right, so 3 slides home, then Down, so 4 slides up into the corner.'
	);
	await expect(figure.locator('.tile.moving')).toHaveText(['3', '4']);

	await figure.getByRole('button', { name: 'Play', exact: true }).click();
	await expect(figure.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(30);
	await figure.getByRole('button', { name: 'Pause', exact: true }).click();

	await figure.getByRole('button', { name: 'End', exact: true }).click();
	await expect(count).toHaveText('87');
	await expect(figure.getByTestId('human-result')).toHaveText(
		'The method used 87 moves; the shortest solution has 45 (IDA* with linear conflicts): 42 extra, 1.93 times as many.'
	);
	expect(errors).toEqual([]);
});

test('lesson 12: a random board by seed, and a pasted board of the wrong parity', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	const figure = page.getByRole('figure', { name: 'The method step by step on a 4×4 board' });
	await figure.getByText('Another board: paste one, or draw a random one').click();
	await figure.getByRole('combobox', { name: 'Size' }).selectOption('3x3');
	await figure.getByRole('spinbutton', { name: 'Seed' }).fill('1');
	await figure.getByRole('button', { name: 'Random board' }).click();
	await expect(figure.getByRole('textbox', { name: 'Board', exact: true })).toHaveValue(
		'_ 1 2 / 8 4 3 / 6 7 5'
	);
	await expect(figure.getByTestId('human-total')).toHaveText('20');
	await figure.getByRole('button', { name: 'End', exact: true }).click();
	await expect(figure.getByTestId('human-result')).toHaveText(
		'The method used 20 moves; the shortest solution has 16 (A* with Manhattan distance): 4 extra, 1.25 times as many.'
	);

	await figure.getByRole('textbox', { name: 'Board', exact: true }).fill('1 2 3 / 4 5 6 / 8 7 _');
	await figure.getByRole('button', { name: 'Use this board' }).click();
	const alert = figure.getByRole('alert');
	await expect(alert).toContainText(
		'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).'
	);
	await expect(alert.getByRole('link', { name: 'parity and inversions' })).toHaveAttribute(
		'href',
		/\/lessons\/03-parity-and-inversions$/
	);
	await expect(figure.getByTestId('human-total')).toHaveText('20');

	await figure.getByRole('textbox', { name: 'Board', exact: true }).fill('1 2 3 / 4 5 6 / 7 _ 8');
	await figure.getByRole('button', { name: 'Use this board' }).click();
	await expect(alert).toHaveCount(0);
	await expect(figure.getByTestId('human-total')).toHaveText('1');
	expect(errors).toEqual([]);
});

test('lesson 12: the table compares the method with A* on ten random 8-puzzles, axe clean', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	const table = page.getByTestId('human-table');
	await expect(page.locator('figure.table-figure')).toHaveAttribute('data-status', 'done');
	await expect(table.locator('tbody tr')).toHaveCount(10);
	await expect(table.locator('tbody tr').first()).toHaveText(/1\s*_12843675\s*20\s*16\s*\+4/);
	await expect(page.getByTestId('human-table-method')).toHaveText('331');
	await expect(page.getByTestId('human-table-optimal')).toHaveText('217');
	await expect(page.getByTestId('human-table-ratio')).toHaveText('×1.53');

	await page.getByRole('button', { name: 'Ten more boards' }).click();
	await expect(table.locator('tbody tr')).toHaveCount(20);
	await expect(page.locator('figure.table-figure')).toHaveAttribute('data-status', 'done');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
