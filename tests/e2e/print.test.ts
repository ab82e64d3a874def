import { expect, test, type Page } from '@playwright/test';
import { textOperatorsPerPage } from './pdf-pages';

/** Form fields, choices and frames that show on the page as it is laid out now. */
const CONTROLS_SHOWN =
	'main input:visible, main select:visible, main textarea:visible, main iframe:visible, main progress:visible';

/** Prints the page as it is now to A4, and counts the text each sheet draws. */
async function textPerSheet(page: Page): Promise<number[]> {
	return textOperatorsPerPage(await page.pdf({ format: 'A4', printBackground: true }));
}

/**
 * Sheets before the last that draw almost nothing (under 20 runs of text, a few lines): a page
 * left blank because a figure moved on to the next one. The last sheet must draw something.
 */
function blankSheets(sheets: number[]): number[] {
	return sheets
		.map((count, index) => ({ count, sheet: index + 1 }))
		.filter(({ count, sheet }) => (sheet < sheets.length ? count < 20 : count === 0))
		.map(({ sheet }) => sheet);
}

/**
 * Issue 12, bar 5: a printed lesson is a handout. Printing dispatches `beforeprint` and then lays
 * the page out for paper at once, so by the end of that event every figure must hold its
 * content: explorers never scrolled to are mounted and at their step, trees drawn (not fading
 * in), frontier rows listed, exercise answers open, controls gone.
 */
test('lesson 4 printed: every explorer and figure has its content, and answers are open', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	await page.goto('/lessons/04-breadth-first-search');
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.emulateMedia({ media: 'print' });
	// Both explorers are below the first screen: neither has started yet.
	await expect(page.locator('.explorer-frame .waiting')).toHaveCount(2);

	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

	// What the page holds right after the event, before any later turn of the event loop.
	const explorers = await page.locator('.explorer-frame').evaluateAll((frames) =>
		frames.map((frame) => {
			const explorer = frame.querySelector('.explorer');
			const opaque = (element: Element): boolean => getComputedStyle(element).opacity === '1';
			const rows = [...frame.querySelectorAll('.frontier ol.rows > li')];
			const boxes = [...frame.querySelectorAll('.boxes > *')];
			return {
				status: explorer?.getAttribute('data-status'),
				step: explorer?.getAttribute('data-step'),
				tiles: frame.querySelectorAll('[aria-label^="Current node board"] .cell:not(.blank)')
					.length,
				treeBoxes: boxes.length,
				treeBoxesShown: boxes.filter(opaque).length,
				treeLinks: frame.querySelectorAll('.links > *').length,
				frontierRows: rows.length,
				frontierRowsShown: rows.filter(
					(row) => opaque(row) && row.getBoundingClientRect().height > 0
				).length,
				stats: frame.querySelector('.stats')?.textContent?.replace(/\s+/g, ' ').trim()
			};
		})
	);
	expect(explorers).toEqual([
		{
			status: 'ready',
			step: '0',
			tiles: 8,
			treeBoxes: 1,
			treeBoxesShown: 1,
			treeLinks: 0,
			frontierRows: 1,
			frontierRowsShown: 1,
			stats: 'Expanded 0 Generated 0 Frontier now / max 1 / 1 Explored 0 Depth now / max – / 0'
		},
		{
			status: 'finished',
			step: '5',
			tiles: 8,
			treeBoxes: 14,
			treeBoxesShown: 14,
			treeLinks: 13,
			frontierRows: 5,
			frontierRowsShown: 5,
			stats:
				'Expanded 5 Generated 13 Frontier now / max 5 / 5 Explored 5 Depth now / max 2 / 3 Path cost 3'
		}
	]);

	// The four exercise answers are open; the explorers' own panels (Export) are not answers.
	const answers = page.locator('.prose details:not(.explorer-frame details)');
	await expect(answers).toHaveCount(4);
	expect(
		await answers.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
	).toEqual([true, true, true, true]);
	await expect(answers.nth(1)).toContainText('59,409');

	// The table that needs its button says so on paper; no control is printed.
	await expect(page.locator('.growth')).toContainText(
		"Not run before printing: on the lesson's page, one button runs breadth-first search from a board at each distance 0 to 31 and fills this table."
	);
	await expect(page.locator('.growth .controls')).toBeHidden();
	const shownButtons = await page
		.locator('main button:visible')
		.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-print')));
	expect(new Set(shownButtons)).toEqual(new Set(['content']));
	await expect(page.locator('.explorer-frame input[type="radio"]:visible')).toHaveCount(0);

	// Links to other pages carry their full address; the lesson's own anchors do not.
	const teachersLink = page.getByRole('link', { name: 'The 20-move board of the table' });
	await expect(teachersLink).toHaveAttribute(
		'data-print-url',
		new URL('/play?board=2683_7514&algo=bfs&view=simple', page.url()).href
	);
	await expect(page.getByRole('link', { name: 'When to test' }).last()).not.toHaveAttribute(
		'data-print-url'
	);

	// On paper: an explorer taller than a page breaks between its panels instead of moving on
	// whole and leaving the page before it blank (it did, sheet 3), and no sheet trails empty.
	const sheets = await textPerSheet(page);
	expect(blankSheets(sheets)).toEqual([]);

	// After printing the reader finds the page as it was (the explorers stay mounted).
	await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
	expect(
		await answers.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
	).toEqual([false, false, false, false]);
	await expect(page.locator('a[data-print-url]')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('lesson 11 printed: the solver prints its board and what it does on screen, not its form', async ({
	page
}) => {
	await page.goto('/lessons/11-ida-star-and-the-15-puzzle');
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.emulateMedia({ media: 'print' });
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

	await expect(page.locator(CONTROLS_SHOWN)).toHaveCount(0);
	const solver = page.getByTestId('fifteen-solver');
	await expect(solver.getByRole('img', { name: 'Start board' })).toBeVisible();
	await expect(solver.getByTestId('solver-check')).toHaveText('4×4 board, Manhattan distance 28.');
	await expect(solver.getByTestId('solver-on-paper')).toHaveText(
		"On the lesson's page this figure solves the board above optimally with IDA*, in a background thread: paste a board of your own or pick one of Korf's, choose the goal and the heuristic (Manhattan distance or linear conflict), and press Solve; each iteration's bound and node count then fill a table."
	);
	await expect(solver.getByTestId('solver-progress')).toBeHidden();
	// The race of heuristics, not run yet, says so instead of printing empty rows' promise.
	const raceStatus = page.getByTestId('heuristic-race').getByTestId('race-status');
	await expect(raceStatus.locator('.screen-only')).toBeHidden();
	await expect(raceStatus.locator('.print-only')).toHaveText(
		"Not run before printing: on the lesson's page, one button solves each of these three boards of Korf's with IDA* and each heuristic (Manhattan distance, linear conflict, the 6-6-3 pattern databases) and fills this table with the nodes and time each took."
	);
});

test('lesson 13 printed: the table still computing says so on paper, the lockstep figure prints no recording notice', async ({
	page
}) => {
	await page.goto('/lessons/13-comparing-algorithms');
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.emulateMedia({ media: 'print' });
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

	// The 25 searches take seconds (13 s on this machine): printed at once, the table is not done.
	const status = page.locator('.compare-table .status');
	await expect(status.getByTestId('compare-table-on-paper')).toBeVisible();
	await expect(status.getByTestId('compare-table-on-paper')).toHaveText(
		"Printed while this table was still being computed: a cell marked … had not finished. On the lesson's page the searches run in the browser as the page loads and fill every cell within about a quarter of a minute; print again after that for the whole table."
	);
	await expect(status.locator('.screen-only')).toBeHidden();
	await expect(page.getByText('Recording the runs…')).toBeHidden();
	await expect(
		page.getByText('Step k means every run has made k expansions, or all it needed.')
	).toBeVisible();
	await expect(page.locator(CONTROLS_SHOWN)).toHaveCount(0);
});

test('the teachers page printed: the embed form prints the link it made, no field, and no empty last sheet', async ({
	page
}) => {
	await page.goto('/teachers');
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.emulateMedia({ media: 'print' });
	await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

	await expect(page.locator(CONTROLS_SHOWN)).toHaveCount(0);
	const onPaper = page.getByTestId('embed-on-paper');
	const link = new URL('/embed/play?v=1&board=42_713856&view=full', page.url()).href;
	await expect(onPaper.locator('p').nth(1)).toHaveText(`Embed link: ${link}`);
	await expect(onPaper.locator('pre')).toHaveText(
		`<iframe src="${link.replaceAll('&', '&amp;')}" title="A* search on 42_713856 — Frontier explorer" width="100%" height="640" loading="lazy" style="border: 0"></iframe>`
	);
	// The page used to end with one more, empty, sheet: its bottom padding spilled over.
	const sheets = await textPerSheet(page);
	expect(blankSheets(sheets)).toEqual([]);
});
