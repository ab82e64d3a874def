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
		'B (g 418, h 0, f 418) comes off the frontier, passes the goal test and is not expanded: ' +
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

test('lesson 8: predict the next expansion says right or wrong, and why', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	const quiz = page.getByRole('figure', { name: 'Which board does A* expand next?' });
	await expect(quiz.getByTestId('predict-prompt')).toContainText('After 1 expansion, the frontier');
	const fs = quiz.getByTestId('predict-table').locator('tbody td.f');
	await expect(fs).toHaveText(['7', '5', '7']);

	await quiz.getByRole('button', { name: /^Pick entry 1, g 1, h 6, f 7$/ }).click();
	const verdict = quiz.getByTestId('predict-verdict');
	await expect(verdict).toHaveText(
		'Not this one: A* takes entry 2. Your entry has f = 1 + 6 = 7, but entry 2 (41325678_, f 5) ' +
			'has f = 1 + 4 = 5, and A* always takes the lowest f. No other entry has f 5.'
	);
	await expect(quiz.getByTestId('predict-score')).toHaveText('0 right out of 1');

	// The pick moves the focus to "Next question": the quiz runs from the keyboard.
	await expect(quiz.getByRole('button', { name: 'Next question' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(quiz.getByTestId('predict-prompt')).toContainText('After 2 expansions');
	await expect(verdict).toHaveText('');
	await expect(fs).toHaveText(['7', '7', '7']);
	await quiz.getByRole('button', { name: /^Pick entry 1, g 1, h 6, f 7$/ }).click();
	await expect(verdict).toContainText(
		'Right. A* takes the lowest f = g + h, and entry 1 (41_253786, f 7) has it. 3 entries share f 7'
	);
	await expect(quiz.getByTestId('predict-score')).toHaveText('1 right out of 2');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
