import { expect, test, type Locator } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** The frontier as "city g h f" per row, next out first. */
async function frontier(figure: Locator): Promise<string[]> {
	const rows = figure.getByTestId('road-map-frontier').locator('tbody tr:not(.tie)');
	return (await rows.allInnerTexts()).map((text) => {
		const [, city, , g, h, f] = text.trim().split(/\s+/);
		return `${city} ${g}/${h}/${f}`;
	});
}

test('lesson 8: A* on the road map reproduces the worked table row by row', async ({ page }) => {
	// axe alone takes 15–20 s on this page (three road maps with their pseudocode, an explorer).
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('A* search');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const map = page.getByRole('figure', { name: 'A* search on the road map' });
	const step = map.getByRole('button', { name: 'Step', exact: true });
	// Seed 002: cost / heur / pri after each expansion (vectors README §6), then after B is taken
	// off the frontier at step 6 (not an expansion: still 5).
	const expected = [
		['A 0/366/366'],
		['S 140/253/393', 'T 118/329/447', 'Z 75/374/449'],
		['R 220/193/413', 'F 239/176/415', 'T 118/329/447', 'Z 75/374/449', 'Q 291/380/671'],
		[
			'F 239/176/415',
			'P 317/100/417',
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		],
		[
			'P 317/100/417',
			'T 118/329/447',
			'Z 75/374/449',
			'B 450/0/450',
			'C 366/160/526',
			'Q 291/380/671'
		],
		['B 418/0/418', 'T 118/329/447', 'Z 75/374/449', 'C 366/160/526', 'Q 291/380/671'],
		['T 118/329/447', 'Z 75/374/449', 'C 366/160/526', 'Q 291/380/671']
	];
	for (const [i, rows] of expected.entries()) {
		await expect(map.getByTestId('road-map-counter')).toHaveText(
			`Step ${i} of 6 · expanded ${Math.min(i, 5)}`
		);
		expect(await frontier(map)).toEqual(rows);
		if (i < expected.length - 1) await step.click();
	}
	await expect(map.getByTestId('road-map-message')).toHaveText(
		'B (f 418 = g 418 + h 0) comes off the frontier, passes the goal test and is not expanded: ' +
			'A → S → R → P → B, 4 roads, cost 418.'
	);
	await expect(map.locator('[data-city="T"]')).toHaveAttribute('data-role', 'frontier');
	await expect(map.locator('[data-city="R"]')).toHaveAttribute('data-role', 'path');
	await expect(map.locator('[data-city="B"]')).toHaveAttribute('data-role', 'goal');
	await map.getByRole('button', { name: 'Back' }).click();
	await expect(map.locator('[data-city="P"]')).toHaveAttribute('data-role', 'current');
	await expect(map.locator('[data-city="B"]')).toHaveAttribute('data-role', 'frontier');

	const explorer = page.getByRole('region', { name: 'A* with Manhattan distance from 42_713856' });
	await explorer.scrollIntoViewIfNeeded();
	await expect(explorer.locator('.explorer')).toHaveAttribute('data-status', 'ready');
	await explorer.getByRole('button', { name: 'Step forward' }).click();
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('1');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

/** Every row of the frontier table as its text, cells separated by single spaces. */
async function rows(figure: Locator): Promise<string[]> {
	const all = figure.getByTestId('road-map-frontier').locator('tbody tr');
	return (await all.allInnerTexts()).map((text) => text.trim().split(/\s+/).join(' '));
}

/** What the figure says at the line that replaces B's entry (A* from A, step 5, moment 4). */
const AT_REPLACE = {
	counter: 'Step 5 of 6 · expanded 5 · moment 4 of 9 (line 12)',
	code: 'if child.state is in frontier with a higher g: child replaces that entry',
	sentence:
		'Child 1 (road P→B): its state waits on the frontier as node 9 with g 450 > 418: ' +
		'the child, node 10, replaces node 9.',
	rows: [
		'1 T A 118 329 447',
		'2 Z A 75 374 449',
		'✕ B F 450 0 450',
		'↑ replaced: B via P costs g 418, less than 450',
		'3 C R 366 160 526',
		'4 Q S 291 380 671'
	]
};

async function expectAtReplace(figure: Locator): Promise<void> {
	await expect(figure.getByTestId('road-map-counter')).toHaveText(AT_REPLACE.counter);
	await expect(figure.locator('li[aria-current="step"] code')).toHaveText(AT_REPLACE.code);
	await expect(figure.locator('.narration .line-tag')).toHaveText('line 12');
	await expect(figure.locator('.narration .sentence')).toHaveText(AT_REPLACE.sentence);
	await expect(figure.locator('.narration .nodes')).toHaveText(
		'(node 9 is B via F; node 10 is B via P)'
	);
	expect(await rows(figure)).toEqual(AT_REPLACE.rows);
	await expect(figure.getByTestId('road-map-message')).toHaveText(
		'Expanding P (f 417 = g 317 + h 100): B at g 418 replaces its frontier entry at g 450.'
	);
	await expect(figure.locator('[data-road="B-F"]')).toHaveClass(/struck/);
	await expect(figure.locator('[data-road="B-P"]')).toHaveClass(/looked/);
	await expect(figure.locator('[data-city="B"]')).toHaveAttribute('data-role', 'frontier');
}

test('lesson 8: the road map steps line by line to the replacement, and back', async ({ page }) => {
	// Many exact checks on two figures, each retried until the page settles: slow under load.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');

	const map = page.getByRole('figure', { name: 'A* search on the road map' });
	const step = map.getByRole('button', { name: 'Step', exact: true });
	// The whole step shows the last line it carried out, with the step's sentence.
	await expect(map.locator('li[aria-current="step"] code')).toHaveText([
		'frontier ← a priority queue on f = g + h, holding the root'
	]);
	for (let i = 0; i < 4; i++) await step.click();
	await expect(map.getByTestId('road-map-counter')).toHaveText('Step 4 of 6 · expanded 4');
	await expect(map.locator('.narration .sentence')).toHaveText(
		'Took node 4 (f 415 = g 239 + h 176) off the frontier: the lowest f; next was node 8 with ' +
			'f 417. 2 children: 1 added (node 9), 1 already explored (node 1).'
	);

	// Shift+→ steps one line: P's pop, its goal test, B generated, then B's entry replaced.
	await page.keyboard.press('Shift+ArrowRight');
	await expect(map.getByTestId('road-map-counter')).toHaveText(
		'Step 5 of 6 · expanded 5 · moment 1 of 9 (line 5)'
	);
	await expect(map.locator('li[aria-current="step"] code')).toHaveText(
		'node ← POP(frontier)   — the lowest f; ties: first added first'
	);
	await expect(map.locator('.narration .sentence')).toHaveText(
		'Took node 8 (f 417 = g 317 + h 100) off the frontier: the lowest f; next was node 2 with f 447.'
	);
	expect(await rows(map)).toEqual([
		'1 T A 118 329 447',
		'2 Z A 75 374 449',
		'3 B F 450 0 450',
		'4 C R 366 160 526',
		'5 Q S 291 380 671'
	]);
	for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
	await expectAtReplace(map);

	// The next line pushes B via P: it joins the table at the top.
	await page.keyboard.press('Shift+ArrowRight');
	await expect(map.locator('li[aria-current="step"] code')).toHaveText('PUSH(frontier, child)');
	await expect(map.locator('.narration .sentence')).toHaveText(
		'Node 10 joins the priority queue, placed by f 418 = g 418 + h 0.'
	);
	expect(await rows(map)).toEqual([
		'1 B P 418 0 418',
		'2 T A 118 329 447',
		'3 Z A 75 374 449',
		'4 C R 366 160 526',
		'5 Q S 291 380 671'
	]);
	await expect(map.locator('[data-road="B-F"]')).not.toHaveClass(/struck/);
	// Back one line restores the replace line exactly.
	await page.keyboard.press('Shift+ArrowLeft');
	await expectAtReplace(map);

	// Stepping by line with the buttons: the grain chosen, Step finishes P's lines one by one.
	await map.getByRole('radio', { name: 'line' }).check();
	for (let i = 0; i < 5; i++) await step.click();
	await expect(map.getByTestId('road-map-counter')).toHaveText(
		'Step 5 of 6 · expanded 5 · moment 9 of 9 (line 10)'
	);
	expect(await frontier(map)).toEqual([
		'B 418/0/418',
		'T 118/329/447',
		'Z 75/374/449',
		'C 366/160/526',
		'Q 291/380/671'
	]);

	// The second figure opens on the replace line itself; a line back, B's old entry is whole.
	const opened = page.getByRole('figure', { name: "A* replacing Bucharest's frontier entry" });
	await opened.scrollIntoViewIfNeeded();
	await expectAtReplace(opened);
	await expect(opened.getByRole('radio', { name: 'line' })).toBeChecked();
	await opened.getByRole('button', { name: 'Back' }).click();
	await expect(opened.locator('li[aria-current="step"] code')).toHaveText(
		'for each child of node, in alphabetical order:'
	);
	await expect(opened.locator('.narration .sentence')).toHaveText(
		'Generated child 1 of 3: road P→B, f 418 = g 418 + h 0.'
	);
	expect(await rows(opened)).toEqual([
		'1 T A 118 329 447',
		'2 Z A 75 374 449',
		'3 B F 450 0 450',
		'4 C R 366 160 526',
		'5 Q S 291 380 671'
	]);
	await opened.getByRole('button', { name: 'Step', exact: true }).click();
	await expectAtReplace(opened);

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 8: predict the next expansion says right or wrong, and why', async ({ page }) => {
	// axe alone takes 15–20 s on this page (three road maps with their pseudocode, an explorer).
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	const quiz = page.getByRole('figure', { name: 'Which board does A* expand next?' });
	await expect(quiz.getByTestId('predict-prompt')).toContainText('After 1 expansion, the frontier');
	const fs = quiz.getByTestId('predict-table').locator('tbody td.f');
	await expect(fs).toHaveText(['7', '5', '7']);

	await quiz.getByRole('button', { name: /^Pick node 1, g 1, h 6, f 7$/ }).click();
	const verdict = quiz.getByTestId('predict-verdict');
	await expect(verdict).toHaveText(
		'Not this one: the search takes node 2. A* takes the lowest f = g + h: that is node 2 ' +
			'(f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
	);
	await expect(quiz.getByTestId('predict-score')).toHaveText('0 right out of 1');

	// The pick moves the focus to "Next question": the quiz runs from the keyboard.
	await expect(quiz.getByRole('button', { name: 'Next question' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(quiz.getByTestId('predict-prompt')).toContainText('After 2 expansions');
	await expect(verdict).toHaveText('');
	await expect(fs).toHaveText(['7', '7', '7']);
	await quiz.getByRole('button', { name: /^Pick node 1, g 1, h 6, f 7$/ }).click();
	await expect(verdict).toContainText(
		'Right. A* takes the lowest f = g + h: node 1 (f 7). 3 entries share f 7 (nodes 1, 3 and 4); ' +
			'the tie-break (first added first) picks node 1.'
	);
	await expect(quiz.getByTestId('predict-score')).toHaveText('1 right out of 2');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
