import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { gridLinkText, recursiveBacktracker, U_TRAP, WALL } from '../../src/lib/domains/grid';
import { solveSearch } from '../../src/lib/player/run-config';
import { axeCheck, collectErrors, open } from './helpers';

/** The U-shaped trap (the grid a link opens by default) with A*. */
const TRAP = '/play?problem=grid&algo=astar';

async function stepForward(page: Page, times: number): Promise<void> {
	const explorer = page.locator('.explorer');
	const button = page.getByRole('button', { name: 'Step forward' }).first();
	for (let k = 1; k <= times; k++) {
		await button.click();
		await expect(explorer).toHaveAttribute('data-step', String(k));
	}
}

test('the U-trap grid colours each cell by its role at the step shown, and a cell tells its g, h and f', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, TRAP);
	const map = page.getByTestId('grid-map');
	await stepForward(page, 5);
	// Step 5 (viz/grid-roles' unit test draws the same cells): (7, 1) expanded, 4 on the frontier.
	await expect(map).toHaveAttribute('data-current', '1');
	await expect(map).toHaveAttribute('data-frontier', '4');
	await expect(map).toHaveAttribute('data-explored', '4');
	const canvas = map.locator('canvas');
	await expect(canvas).toHaveAttribute(
		'aria-label',
		'Current node: a 9×13 grid from (8, 0) to (4, 12). Being expanded: (7, 1). 4 cells on the frontier, 4 cells explored.'
	);
	// Focus starts on the cell being expanded; the arrows move it.
	await canvas.focus();
	const info = page.getByTestId('grid-cell-info');
	await expect(info).toHaveText('(7, 1), weight 1: being expanded; g 2, h 14, f 16');
	await page.keyboard.press('ArrowRight');
	await expect(canvas).toHaveAttribute('data-focus-cell', String(7 * 13 + 2));
	await expect(info).toHaveText('(7, 2), weight 1: on the frontier; g 3, h 13, f 16');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '5');
	// Pointing at a wall says so.
	const box = (await canvas.boundingBox())!;
	const cell = box.width / 13;
	await page.mouse.move(box.x + 4.5 * cell, box.y + 2.5 * cell);
	await expect(info).toHaveText('(2, 4): wall');
	await page.mouse.move(box.x + 0.5 * cell, box.y + 8.5 * cell);
	await expect(info).toHaveText('(8, 0) (start), weight 1: explored; g 0, h 16, f 16');
	expect(errors).toEqual([]);
});

test('the grid zooms in and out with its buttons', async ({ page }) => {
	await open(page, TRAP);
	const map = page.getByTestId('grid-map');
	await expect(map).toHaveAttribute('data-zoom', '100');
	const zoomIn = page.getByRole('button', { name: 'Zoom the grid in' });
	const zoomOut = page.getByRole('button', { name: 'Zoom the grid out' });
	await zoomIn.click();
	await expect(map).toHaveAttribute('data-zoom', '150');
	await zoomIn.click();
	await expect(map).toHaveAttribute('data-zoom', '225');
	await zoomOut.click();
	await expect(map).toHaveAttribute('data-zoom', '150');
	// Stepping keeps the zoom.
	await stepForward(page, 1);
	await expect(map).toHaveAttribute('data-zoom', '150');
	await page.getByRole('button', { name: 'Whole grid' }).click();
	await expect(map).toHaveAttribute('data-zoom', '100');
	await expect(zoomOut).toBeDisabled();
	const results = await axeCheck(page).include('[data-testid="grid-map"]').analyze();
	expect(results.violations).toEqual([]);
});

test('a 100×100 maze plays to the end and draws its solution path', async ({ page }) => {
	test.setTimeout(90_000);
	const grid = recursiveBacktracker({ rows: 100, cols: 100, seed: 'grid-view' });
	const solved = solveSearch({ algorithm: 'astar', problem: 'grid', spec: { grid } });
	expect(solved.outcome).toBe('goal');
	const length = solved.actions.length;
	await open(page, `/play?problem=grid&algo=astar&grid=${encodeURIComponent(gridLinkText(grid))}`);
	await page.keyboard.press('End');
	const explorer = page.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
	const map = page.getByTestId('grid-map');
	// The path's cells, start and goal included.
	await expect(map).toHaveAttribute('data-path', String(length + 1));
	await expect(map).toHaveAttribute('data-current', '0');
	await expect(map.locator('canvas')).toHaveAttribute(
		'aria-label',
		new RegExp(`The path found crosses ${(length + 1).toLocaleString('en-US')} cells\\.$`)
	);
});

test('the grid at the step is exported as SVG and PNG, the search as a GIF', async ({ page }) => {
	await open(page, `${TRAP}&step=20`);
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '20');
	await page.getByText('Export', { exact: true }).click();
	const save = async (name: string): Promise<Download> => {
		const [download]: [Download, void] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name }).click()
		]);
		return download;
	};
	const svg = await save('Grid as SVG');
	expect(svg.suggestedFilename()).toBe('frontier-astar-grid-9x13-r8c0-r4c12-step20.svg');
	const text = await readFile(await svg.path(), 'utf8');
	const walls = U_TRAP.cells.filter((weight) => weight === WALL).length;
	expect(text.match(/class="wall"/g)).toHaveLength(walls);
	expect(text.match(/class="cell explored"/g)).toHaveLength(19);
	expect(text.match(/class="cell frontier"/g)).toHaveLength(7);
	expect(text.match(/class="cell current"/g)).toHaveLength(1);
	const png = await save('Grid as PNG');
	expect(png.suggestedFilename()).toBe('frontier-astar-grid-9x13-r8c0-r4c12-step20.png');
	const bytes = await readFile(await png.path());
	expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
	const gif = await save('Search as GIF');
	expect(gif.suggestedFilename()).toBe('frontier-astar-grid-9x13-r8c0-r4c12.gif');
	const header = await readFile(await gif.path());
	expect(header.subarray(0, 6).toString('latin1')).toBe('GIF89a');
	await expect(page.getByText(/^Saved the search as a GIF of \d+ frames\.$/)).toBeVisible();
	// The cursor is back on step 20 after the GIF visited every step.
	await expect(page.getByTestId('grid-map')).toHaveAttribute('data-explored', '19');
});

test('in the quiz, a frontier cell is picked on the grid by keyboard or by a click', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, `${TRAP}&view=full&quiz=1&step=1`);
	const explorer = page.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', /^(ready|paused)$/);
	await page.getByRole('button', { name: 'Step forward' }).first().click();
	const canvas = page.getByTestId('grid-map').locator('canvas');
	await expect(canvas).toHaveAttribute('role', 'application');
	await expect(canvas).toHaveAttribute('aria-label', /Enter picks a frontier cell\.$/);
	// Focus starts on a frontier cell the reader may pick.
	await canvas.focus();
	const info = page.getByTestId('grid-cell-info');
	await expect(canvas).toHaveAttribute('data-focus-cell', String(7 * 13 + 0));
	await expect(info).toHaveText(
		'(7, 0), weight 1: on the frontier; g 1, h 15, f 16 (Enter picks it)'
	);
	await page.keyboard.press('Enter');
	const verdict = page.getByTestId('quiz-verdict');
	await expect(verdict).toHaveText(
		'Right: A* takes the lowest f = g + h: node 1 (f 16). 2 entries share f 16; the tie-break (first added first) picks node 1.'
	);
	await expect(explorer).toHaveAttribute('data-step', '2');
	// A click on cell (8, 1), on the frontier.
	await page.getByRole('button', { name: 'Step forward' }).first().click();
	await expect(canvas).toHaveAttribute('role', 'application');
	const box = (await canvas.boundingBox())!;
	const cell = box.width / 13;
	await page.mouse.click(box.x + 1.5 * cell, box.y + 8.5 * cell);
	await expect(verdict).toHaveText(
		'Right: A* takes the lowest f = g + h: node 2 (f 16). 3 entries share f 16; the tie-break (first added first) picks node 2.'
	);
	await expect(explorer).toHaveAttribute('data-step', '3');
	expect(errors).toEqual([]);
});
