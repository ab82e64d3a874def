import { expect, test, type Page } from '@playwright/test';

async function ready(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
}

test('a challenge link checks a wrong and a right prediction, and gives a result to copy', async ({
	page
}) => {
	await ready(page, '/challenge?v=1&board=41325_786&step=1&ask=next&k=2');
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
		'Question 1 of 2: which node does expansion 2 take?'
	);
	// Entry 1 has f 7; A* takes node 2, whose f is 5.
	await page.locator('button[data-node="1"]').click();
	await expect(page.locator('.verdict')).toHaveText(
		'Not this one: the search takes node 2. A* takes the lowest f = g + h: that is node 2 (f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
	);
	await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
	await page.getByRole('button', { name: 'Next question' }).click();
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
		'Question 2 of 2: which node does expansion 3 take?'
	);
	// At step 2 three entries share f 7; the first to join leaves first.
	await page.locator('button[data-node="1"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await expect(page.getByRole('heading', { name: 'Your result: 1 of 2 right' })).toBeVisible();
	await expect(page.getByTestId('summary')).toHaveValue(
		/^Frontier challenge: A\* search on 41325_786, from step 1\.\n1 of 2 right \(expansions 2 ✗, 3 ✓\)\.\nhttp:\/\/localhost:\d+\/challenge\?v=1&board=41325_786&step=1&ask=next&k=2$/
	);
});

test('a challenge shows where the search stands, and its result code checks on the teachers’ page', async ({
	page
}) => {
	await ready(page, '/challenge?v=1&board=41325_786&step=1&ask=next&k=2');
	// Step 1 expanded the start: it is the current node, and no second board is drawn.
	await expect(page.getByTestId('current-node')).toHaveCount(0);
	await expect(page.getByTestId('current-path')).toHaveText('Path from the start to node 0: 0');
	await page.locator('button[data-node="1"]').click();
	await page.getByRole('button', { name: 'Next question' }).click();
	// Step 2 expanded node 2 (f 5), a child of the start.
	await expect(page.getByTestId('current-node')).toContainText('Node 2, expanded last');
	await expect(page.getByTestId('current-path')).toHaveText('Path from the start to node 2: 0 → 2');
	await expect(page.getByTestId('expanded-tree').locator('li')).toHaveText([
		'node 0 expansion 1',
		'node 2 expansion 2'
	]);
	await page.locator('button[data-node="1"]').click();
	await expect(page.getByRole('heading', { name: 'Your result: 1 of 2 right' })).toBeVisible();
	await page.getByLabel('Your name, as your teacher knows you (it goes in the code)').fill('Ana');
	const code = await page.getByTestId('result-code').inputValue();
	expect(code).toMatch(/^FR1-[A-Za-z0-9_-]+$/);

	await ready(page, '/teachers/check');
	await page.getByLabel('Result codes').fill(code);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	const row = page.locator('.students tbody tr');
	await expect(row).toHaveAttribute('data-status', 'matches');
	await expect(row).toContainText('Matches');
	await expect(row).toContainText('Ana');
	await expect(row).toContainText('Challenge: A* search on 41325_786, from step 1');
	await expect(row.locator('.score')).toHaveText('1 of 2 parts');
});

test('a path-length challenge checks the answer', async ({ page }) => {
	await ready(page, '/challenge?v=1&board=42_713856&algo=greedy&ask=length');
	const input = page.getByLabel('How many moves long is the path this search returns?');
	await input.fill('ten');
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('#length-guess-error')).toHaveText(
		'Type a whole number of moves, 0 or more.'
	);
	await input.fill('10');
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('.verdict')).toHaveText(
		'Not quite: the path has 16 moves. Greedy best-first search returns a path of 16 moves from this board.'
	);
});

test('the playground copies a challenge link for the step shown', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await ready(page, '/play?board=41325_786&step=1');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '1');
	await page.getByRole('button', { name: 'Copy challenge link' }).click();
	const link = await page.evaluate(() => navigator.clipboard.readText());
	expect(new URL(link).pathname + new URL(link).search).toBe(
		'/challenge?v=1&board=41325_786&step=1&ask=next&k=3'
	);
});

test('a challenge names an algorithm it cannot ask about and asks about A* instead', async ({
	page
}) => {
	await ready(page, '/challenge?v=1&board=42_713856&algo=idastar');
	await expect(page.locator('.notices li[data-param="algo"]')).toContainText(
		'The parameter "algo" is idastar, whose next expansion is not always an entry of the frontier; predicting expansions works with bfs, dfs, ucs, greedy, astar, wastar. Using astar.'
	);
	await expect(page.locator('#question-title')).toBeVisible();
	await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Milliseconds the page takes to answer a trivial evaluate: long when its thread is busy. */
async function answerTime(page: Page): Promise<number> {
	const start = Date.now();
	await page.evaluate(() => 1);
	return Date.now() - start;
}

test('a challenge deep into a long run computes with progress, stays responsive, and can be cancelled', async ({
	page
}) => {
	// Depth-first search on a 6×6 board never finds the goal in two million expansions: the
	// run behind the question takes tens of seconds (it froze the page for ~45 s before).
	const board =
		'2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,35,34,0';
	await ready(page, `/challenge?v=1&board=${board}&algo=dfs&cap=2000000&step=1999999`);
	const progress = page.getByTestId('work-progress');
	await expect(progress).toContainText('Running depth-first search to step 1,999,999:');
	await expect(progress).toContainText('of at most 2,000,000 expansions');
	const answers: number[] = [];
	for (let i = 0; i < 5; i++) {
		answers.push(await answerTime(page));
		await page.waitForTimeout(200);
	}
	expect(Math.max(...answers)).toBeLessThan(1000);
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(progress).toHaveCount(0);
	await expect(page.locator('.cancelled')).toContainText(
		/^Cancelled after [\d,]+ of at most 2,000,000 expansions\./
	);
	await page.getByRole('button', { name: 'Start again' }).click();
	await expect(progress).toContainText('Running depth-first search to step 1,999,999:');
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
});

test('an expansion with a single entry on the frontier is taken, not asked', async ({ page }) => {
	// Depth-first search on the 2×2 board 12_3: at step 10 two entries, at step 11 the goal alone.
	await ready(page, '/challenge?v=1&board=12_3&algo=dfs&step=10&ask=next&k=2');
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
		'Question 1 of 2: which node does expansion 11 take?'
	);
	await expect(page.locator('button[data-node]')).toHaveCount(2);
	await page.locator('button[data-node="11"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await page.getByRole('button', { name: 'Next question' }).click();
	await expect(page.locator('button[data-node]')).toHaveCount(0);
	await expect(
		page.getByText('The search has found the goal: nothing more is taken from the frontier.')
	).toBeVisible();
});
