import { expect, test, type Locator, type Page } from '@playwright/test';
import { solveSearch } from '../../src/lib/player/run-config';
import { gridLinkText, U_TRAP, WALL, type GridSpec } from '../../src/lib/domains/grid';
import { axeCheck, collectErrors, open } from './helpers';

/**
 * Drawing the grid maze on /play (issue 30): walls by a drag of the mouse and by the keys, the
 * start dragged, undo and redo; A* restarts on the drawn grid once per stroke, steps back, and
 * the link reopens the same grid at the same step. A wrong size is answered in words; the
 * heuristic's note warns when it overestimates.
 */

const drawing = (page: Page): Locator => page.getByTestId('grid-drawing');
const said = (page: Page): Locator => page.locator('.grid-editor .said');

/** The centre of cell (row, col) of the drawing, on the screen. */
async function cellPoint(
	page: Page,
	rows: number,
	cols: number,
	row: number,
	col: number
): Promise<{ x: number; y: number }> {
	const canvas = drawing(page).locator('canvas');
	await canvas.scrollIntoViewIfNeeded();
	const box = (await canvas.boundingBox())!;
	return {
		x: box.x + ((col + 0.5) * box.width) / cols,
		y: box.y + ((row + 0.5) * box.height) / rows
	};
}

/** The U-trap with walls on the cells given as [row, col], and its start moved. */
function drawn(walls: readonly [number, number][], start = U_TRAP.start): GridSpec {
	const cells = [...U_TRAP.cells];
	for (const [row, col] of walls) cells[row * U_TRAP.cols + col] = WALL;
	return { ...U_TRAP, cells, start };
}

async function expanded(page: Page): Promise<string | null> {
	return page.locator('[data-stat="expanded"]').textContent();
}

async function openEditor(page: Page, path: string): Promise<void> {
	await open(page, path);
	await page.getByText('Grid and settings').click();
	await expect(drawing(page)).toBeVisible();
}

test('walls drawn by a drag and by the keys restart A*, which steps back, and the link reopens grid and step', async ({
	page,
	context
}) => {
	const errors = collectErrors(page);
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await openEditor(page, '/play?problem=grid&algo=astar&view=full');
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(U_TRAP));
	const explorer = page.locator('.explorer');

	// A drag along row 7 from column 4 to column 8 in one jump of the pointer: the cells
	// between its two samples are painted too, and the five are one undo step.
	const from = await cellPoint(page, 9, 13, 7, 4);
	const to = await cellPoint(page, 9, 13, 7, 8);
	await page.mouse.move(from.x, from.y);
	await page.mouse.down();
	await page.mouse.move(to.x, to.y, { steps: 1 });
	// Until the drag ends the grid, its link and the run are as they were: one restart a stroke.
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(U_TRAP));
	await expect(page).toHaveURL(new RegExp(`[?&]grid=${gridLinkText(U_TRAP)}(&|$)`));
	await page.mouse.up();
	await expect(said(page)).toHaveText('Wall on 5 cells');
	const row7: [number, number][] = [4, 5, 6, 7, 8].map((col) => [7, col]);
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(drawn(row7)));
	await expect(page).toHaveURL(new RegExp(`[?&]grid=${gridLinkText(drawn(row7))}(&|$)`));

	// The keys: the ring is where the drag ended, (7, 8); down one, left two, W and Space.
	await drawing(page).focus();
	await expect(page.locator('.grid-editor .ring')).toHaveText('Ring on (7, 8), wall');
	await page.keyboard.press('ArrowDown');
	await expect(page.locator('.grid-editor .ring')).toHaveText('Ring on (8, 8), weight 1');
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowLeft');
	await expect(drawing(page)).toHaveAttribute('data-cursor', String(8 * 13 + 6));
	await page.keyboard.press('w');
	await page.keyboard.press('Space');
	await expect(said(page)).toHaveText('Wall on 1 cell');
	const walled = drawn([...row7, [8, 6]]);
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(walled));
	// The arrows drew; they did not step the explorer.
	await expect(explorer).toHaveAttribute('data-step', '0');

	// Undo and redo, by the keys, say what they took back.
	await page.keyboard.press('Control+z');
	await expect(said(page)).toHaveText('Undone: wall on 1 cell');
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(drawn(row7)));
	await page.keyboard.press('Control+Shift+z');
	await expect(said(page)).toHaveText('Redone: wall on 1 cell');
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(walled));

	// A wall is never painted on the start; the start is dragged instead, two cells right.
	const start = await cellPoint(page, 9, 13, 8, 0);
	const next = await cellPoint(page, 9, 13, 8, 2);
	await page.mouse.move(start.x, start.y);
	await page.mouse.down();
	await page.mouse.move(next.x, next.y, { steps: 4 });
	await page.mouse.up();
	await expect(said(page)).toHaveText('Start moved to (8, 2)');
	const grid = drawn([...row7, [8, 6]], 8 * 13 + 2);
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(grid));

	// A* on the drawn grid: the bottom row is cut, so the path climbs over the U.
	const result = solveSearch<number>({ algorithm: 'astar', problem: 'grid', spec: { grid } });
	expect([result.cost, result.stats.expanded]).toEqual([20, 61]);
	// The run starts again from the stroke; an End pressed while it is being set up is lost on a
	// loaded machine, so End is pressed until the run stands at its end.
	await expect(async () => {
		await page.getByRole('button', { name: 'Step back' }).focus();
		await page.keyboard.press('End');
		await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 2_000 });
	}).toPass({ timeout: 20_000 });
	await expect(page.locator('[data-stat="path-cost"]')).toHaveText('20');
	expect(await expanded(page)).toBe('61');
	const last = Number(await explorer.getAttribute('data-step'));
	await page.keyboard.press('ArrowLeft');
	await expect(explorer).toHaveAttribute('data-step', String(last - 1));
	await expect(explorer).toHaveAttribute('data-status', 'paused');
	const before = await expanded(page);

	await page.getByRole('button', { name: 'Copy link to this step' }).click();
	await expect(page.getByText(`Link to step ${last - 1} copied.`)).toBeVisible();
	const link = await page.evaluate(() => navigator.clipboard.readText());
	expect(new URL(link).searchParams.get('grid')).toBe(gridLinkText(grid));
	expect(new URL(link).searchParams.get('step')).toBe(String(last - 1));

	const other = await context.newPage();
	await open(other, link);
	await other.getByText('Grid and settings').click();
	await expect(drawing(other)).toHaveAttribute('data-grid', gridLinkText(grid));
	await expect(other.locator('.explorer')).toHaveAttribute('data-step', String(last - 1));
	expect(await expanded(other)).toBe(before);
	expect(errors).toEqual([]);
});

test('a size out of range is answered in words; a size in range keeps what fits', async ({
	page
}) => {
	const errors = collectErrors(page);
	await openEditor(page, '/play?problem=grid&view=full');
	const rows = page.getByRole('textbox', { name: 'Rows' });
	await rows.fill('120');
	await rows.press('Enter');
	await expect(page.locator('.grid-editor .error')).toHaveText(
		'A grid has 3 to 100 rows, not 120.'
	);
	await expect(rows).toHaveAttribute('aria-invalid', 'true');
	// The grid and the run are untouched.
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(U_TRAP));

	const columns = page.getByRole('textbox', { name: 'Columns' });
	await rows.fill('7');
	await columns.fill('two');
	await columns.press('Enter');
	await expect(page.locator('.grid-editor .error')).toHaveText(
		'"two" is not a whole number: a grid has 3 to 100 columns.'
	);
	await columns.fill('12');
	await page.getByRole('button', { name: 'Resize' }).click();
	await expect(said(page)).toHaveText('Grid resized to 7×12');
	await expect(page.locator('.grid-editor .error')).toHaveText('');
	// The goal (4, 12) was cut off: it moves to (4, 11); the start (8, 0) to (6, 0).
	await expect(drawing(page)).toHaveAttribute('data-grid', /^v1\.7x12\.4\.s6-0\.g4-11\./);
	await expect(page).toHaveURL(/[?&]grid=v1\.7x12\.4\.s6-0\.g4-11\./);
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(said(page)).toHaveText('Undone: grid resized to 7×12');
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(U_TRAP));
	expect(errors).toEqual([]);
});

test('the moves reset their own heuristic, and Manhattan on 8-connected moves is flagged', async ({
	page
}) => {
	const errors = collectErrors(page);
	await openEditor(page, '/play?problem=grid&algo=astar&view=full');
	const heuristic = page.getByRole('combobox', { name: 'Heuristic' });
	const note = page.locator('.grid-editor .admissible');
	await expect(heuristic).toHaveValue('manhattan');
	await page.getByRole('combobox', { name: 'Moves' }).selectOption('8n');
	await expect(said(page)).toHaveText('Moves set to 8-connected, no corner cutting');
	await expect(heuristic).toHaveValue('octile');
	await expect(page).toHaveURL(/[?&]grid=v1\.9x13\.8n\./);
	await expect(note).toHaveText(
		'Admissible on 8-connected moves: exact on an open grid of equal weights with diagonals at √2.'
	);
	await heuristic.selectOption('manhattan');
	await expect(page).toHaveURL(/[?&]h=manhattan(&|$)/);
	await expect(note).toHaveAttribute('data-admissible', 'false');
	await expect(note).toHaveText(
		'Not admissible on 8-connected moves: overestimates: one diagonal step (√2) covers a Manhattan 2.'
	);
	// Manhattan was chosen, not the moves' own: going back to 4-connected keeps it.
	await page.getByRole('combobox', { name: 'Moves' }).selectOption('4');
	await expect(heuristic).toHaveValue('manhattan');
	await expect(note).toHaveAttribute('data-admissible', 'true');

	// The tool's radios keep ← and → (the explorer's step keys elsewhere on the page).
	await page.getByRole('radio', { name: 'Wall' }).focus();
	await page.keyboard.press('ArrowRight');
	await expect(page.getByRole('radio', { name: 'Erase' })).toBeChecked();
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '0');

	// A maze drawn from a seed, and a preset.
	await page.getByRole('textbox', { name: 'Seed' }).fill('lesson');
	await page.getByRole('button', { name: 'Draw', exact: true }).click();
	await expect(said(page)).toHaveText('Maze by recursive backtracker, seed “lesson”');
	await page.getByRole('button', { name: 'The swamp (weighted cells)' }).click();
	await expect(said(page)).toHaveText('The swamp (weighted cells) opened');
	await expect(page).toHaveURL(/[?&]grid=v1\.7x9\./);

	const results = await axeCheck(page).include('.grid-editor').analyze();
	expect(results.violations.map((violation) => violation.id)).toEqual([]);
	expect(errors).toEqual([]);
});

test('on a phone the editor fits the screen and a finger paints', async ({ browser }) => {
	const context = await browser.newContext({
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true
	});
	const page = await context.newPage();
	await openEditor(page, '/play?problem=grid&view=full');
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBe(0);
	const box = (await drawing(page).locator('canvas').boundingBox())!;
	expect(box.x + box.width).toBeLessThanOrEqual(390);
	const cell = await cellPoint(page, 9, 13, 0, 5);
	await page.touchscreen.tap(cell.x, cell.y);
	await expect(said(page)).toHaveText('Wall on 1 cell');
	await expect(drawing(page)).toHaveAttribute('data-grid', gridLinkText(drawn([[0, 5]])));
	await context.close();
});
