import { expect, test } from '@playwright/test';

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
		new URL('/play?board=2683_7514&algo=bfs', page.url()).href
	);
	await expect(page.getByRole('link', { name: 'When to test' }).last()).not.toHaveAttribute(
		'data-print-url'
	);

	// After printing the reader finds the page as it was (the explorers stay mounted).
	await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
	expect(
		await answers.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
	).toEqual([false, false, false, false]);
	await expect(page.locator('a[data-print-url]')).toHaveCount(0);
	expect(errors).toEqual([]);
});
