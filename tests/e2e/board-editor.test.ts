import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** The computed font size, in px, of the first element `selector` finds. */
async function fontSizeOf(page: Page, selector: string): Promise<number> {
	const size = await page
		.locator(selector)
		.first()
		.evaluate((element) => getComputedStyle(element).fontSize);
	return Number.parseFloat(size);
}

/** A solvable board of rows × cols: the goal with its last two tiles' blank moved left once. */
function nearGoal(rows: number, cols: number): string {
	const cells = Array.from({ length: rows * cols }, (_, i) => (i + 1) % (rows * cols));
	[cells[cells.length - 1], cells[cells.length - 2]] = [cells[cells.length - 2], 0];
	return cells.join(',');
}

test('a 3×4 board typed over several lines; a size change keeps the text', async ({ page }) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/play?view=full');
	// The settings open folded whatever the way in: the reader unfolds them.
	await page.locator('details.setup summary').click();
	const field = page.getByRole('textbox', { name: 'Board', exact: true });
	const size = page.getByRole('combobox', { name: 'Size' });
	const verdict = page.locator('.editor .solvability');
	const note = page.locator('.editor .size-note');

	// Every rows × columns from 2×2 to 8×8 is on the menu.
	await expect(size.locator('option')).toHaveCount(49);
	await expect(size.locator('option[value="3x4"]')).toHaveText('3 × 4');
	await expect(size.locator('option[value="8x8"]')).toHaveText('8 × 8');

	// 3×4 chosen beside the 3×3 board: the text stays, then twelve numbers typed read as 3×4.
	await size.selectOption('3x4');
	await expect(field).toHaveValue('41325_786');
	await expect(note).toContainText(
		'This board is 3×3, 9 cells; a 3×4 board needs 12 in 3 rows of 4.'
	);
	await expect(verdict).toHaveCount(0);
	await field.fill('1,2,3,4,5,6,0,7,9,10,11,8');
	await expect(note).toBeEmpty();
	await expect(page).toHaveURL(/board=1,2,3,4,5,6,0,7,9,10,11,8&size=3x4/);

	const typed = '1 2 3 4\n5 6 _ 7\n9 10 11 8';
	await field.fill(typed);
	await expect(size).toHaveValue('3x4');
	await expect(page).toHaveURL(/board=1,2,3,4,5,6,0,7,9,10,11,8&size=3x4/);
	await expect(verdict.locator('strong')).toHaveText('Solvable.');
	await expect(page.locator('.editor .board')).toHaveAttribute(
		'aria-label',
		'Start board, 3 by 4: 1 2 3 4; 5 6 blank 7; 9 10 11 8'
	);

	// 4×4 does not fit twelve cells: the text stays, the note says why, no verdict is shown.
	await size.selectOption('4x4');
	await expect(field).toHaveValue(typed);
	await expect(size).toHaveValue('4x4');
	await expect(note).toContainText(
		'This board is 3×4, 12 cells; a 4×4 board needs 16 in 4 rows of 4. Type the board again, or fill in one of 4×4:'
	);
	await expect(verdict).toHaveCount(0);
	// The run still has the board that was typed.
	await expect(page).toHaveURL(/size=3x4/);

	// Back to 3×4: the board fits again, the note and the verdict come back as they were.
	await size.selectOption('3x4');
	await expect(note).toBeEmpty();
	await expect(verdict.locator('strong')).toHaveText('Solvable.');

	// Twelve numbers on one line read at the size shown (3×4), and at 4×3 once it is chosen.
	await field.fill('1,2,3,4,5,6,7,8,9,10,0,11');
	await expect(page.locator('.editor .error')).toHaveText('');
	await expect(page).toHaveURL(/board=1,2,3,4,5,6,7,8,9,10,0,11&size=3x4/);
	await size.selectOption('4x3');
	await expect(field).toHaveValue('1,2,3,4,5,6,7,8,9,10,0,11');
	await expect(page).toHaveURL(/size=4x3/);
	await expect(verdict.locator('strong')).toHaveText('Solvable.');

	// A size the text does not fit, then the offer to fill it in.
	await size.selectOption('5x5');
	await expect(field).toHaveValue('1,2,3,4,5,6,7,8,9,10,0,11');
	await page.getByRole('button', { name: 'Fill in the 5×5 goal' }).click();
	await expect(field).toHaveValue(
		'1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,0'
	);
	await expect(note).toBeEmpty();
	await expect(page).toHaveURL(/size=5x5|board=1,2,3,4,5,6,7,8,9,10,11,12,13/);
	expect(errors).toEqual([]);
});

test('an invalid board hides the old verdict and names what is wrong; axe finds nothing', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/play?view=full');
	// The settings open folded whatever the way in: the reader unfolds them.
	await page.locator('details.setup summary').click();
	const field = page.getByRole('textbox', { name: 'Board', exact: true });
	const verdict = page.locator('.editor .solvability');
	const error = page.locator('.editor .error');
	await field.fill('8 1 3\n4 _ 2\n7 6 5');
	await expect(verdict.locator('strong')).toHaveText('Solvable.');

	await field.fill('8 1 3\n4 _ 2\n7 6 6');
	await expect(error).toHaveText('Tile 6 appears twice (positions 8 and 9). Tile 5 is missing.');
	await expect(verdict).toHaveCount(0);
	await expect(page.locator('.editor .kept')).toHaveText(
		'Until it reads, the board drawn is the last one that did.'
	);
	await expect(field).toHaveAttribute('aria-invalid', 'true');

	await field.fill('8 1 3\n4 _ 2 9\n7 6 5');
	await expect(error).toHaveText(
		'Row 2 has 4 cells but row 1 has 3: every row needs the same number.'
	);
	await expect(verdict).toHaveCount(0);
	await expectNoViolations(page);

	// A different size chosen, its note and buttons on screen: still clean.
	await page.getByRole('combobox', { name: 'Size' }).selectOption('2x3');
	await expect(page.locator('.editor .size-note button')).toHaveCount(2);
	await expectNoViolations(page);

	// With 2×3 chosen, a 3×3 board typed stays text, said; choosing 3×3 takes it.
	await field.fill('8 1 3\n4 _ 2\n7 6 5');
	await expect(error).toHaveText('');
	await expect(page.locator('.editor .size-note p')).toHaveText(
		'This board is 3×3, 9 cells; a 2×3 board needs 6 in 2 rows of 3. Type the board again, or fill in one of 2×3:'
	);
	await expect(verdict).toHaveCount(0);
	await page.getByRole('combobox', { name: 'Size' }).selectOption('3x3');
	await expect(page.locator('.editor .size-note')).toBeEmpty();
	await expect(verdict.locator('strong')).toHaveText('Solvable.');
	expect(errors).toEqual([]);
});

test('frontier and tree thumbnails write digits of 10 px or more, at 3×3, 4×4 and 8×8', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	const sizes: Record<string, number> = {};
	const treeSizes: Record<string, number> = {};
	for (const [rows, cols] of [
		[3, 3],
		[4, 4],
		[8, 8]
	]) {
		await open(page, `/play?v=1&board=${nearGoal(rows, cols)}&algo=bfs&step=1`);
		const frontier = page.locator('.frontier li');
		await expect(frontier.first()).toBeVisible();
		const selector = rows <= 4 ? '.frontier li .cell:not(.blank)' : '.frontier li .text-board';
		sizes[`${rows}x${cols}`] = await fontSizeOf(page, selector);
		// The tree writes its boards as rows of 10 px text, drawn at its zoom: the first view
		// keeps them at 10 px or more on screen.
		const zoom = Number(
			/scale\(([\d.e-]+)\)/.exec(
				(await page.locator('.explorer .tree svg > g').getAttribute('transform')) ?? ''
			)?.[1]
		);
		treeSizes[`${rows}x${cols}`] = (await fontSizeOf(page, '.explorer .box text.tiles')) * zoom;
	}
	// A tree of a few boxes opens whole at the fit's largest zoom (1.2); the 8×8 one's wide
	// boxes fit at 1.07.
	expect(treeSizes['3x3']).toBe(12);
	expect(treeSizes['4x4']).toBe(12);
	expect(treeSizes['8x8']).toBeCloseTo(10.72, 2);
	// The root font grows with the window (17 px at 1280 px wide): 1.5 rem tiles write
	// 0.63 rem digits, text rows 0.6875 rem.
	expect(sizes).toEqual({ '3x3': 10.71, '4x4': 10.71, '8x8': 11.6875 });
	// The explorer's board says what its grey digits mean.
	await expect(page.locator('.explorer .tile-legend')).toHaveText(
		'5 grey digit: tile already on its goal cell'
	);
	// On a phone, where the root font is smallest.
	await page.setViewportSize({ width: 390, height: 844 });
	await open(page, `/play?v=1&board=${nearGoal(3, 3)}&algo=bfs&step=1`);
	const phone = await fontSizeOf(page, '.frontier li .cell:not(.blank)');
	expect(phone).toBeGreaterThanOrEqual(10);
	expect(phone).toBe(10.71);
	expect(errors).toEqual([]);
});
