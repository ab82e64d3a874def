import { expect, test, type Page } from '@playwright/test';

/** Every wrong or ignored parameter of a link is said on the page, by name (issue 12, bar 3). */
async function ready(page: Page, url: string): Promise<string[]> {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
	return errors;
}

test('/play says a contradicting size, v=0 and a repeated parameter', async ({ page }) => {
	const errors = await ready(page, '/play?v=0&board=1234_5678&size=4&algo=bfs&algo=dfs');
	const notices = page.locator('.notices li');
	await expect(notices).toHaveCount(3);
	await expect(page.locator('.notices li[data-param="algo"]')).toContainText(
		'The parameter "algo" is given 2 times; the first, "bfs", is used and the others are ignored.'
	);
	await expect(page.locator('.notices li[data-param="v"]')).toContainText(
		'The parameter "v" is 0, but link versions start at 1; the link is read as version 1.'
	);
	await expect(page.locator('.notices li[data-param="size"]')).toContainText(
		'The parameter "size" is 4×4, but the board "1234_5678" is 3×3; the size was ignored.'
	);
	expect(errors).toEqual([]);
});

test('/play and /embed/play say a step or a moment past the end', async ({ page }) => {
	const errors = await ready(page, '/play?v=1&board=42_713856&algo=bfs&step=999999');
	await expect(page.locator('.notices li[data-param="step"]')).toContainText(
		'The parameter "step" is 999,999, but the run ends at step 350; showing step 350.'
	);
	await expect(page).toHaveURL(/step=350&view=full$/);
	await ready(page, '/play?v=1&board=42_713856&algo=bfs&step=20&line=99');
	await expect(page.locator('.notices li[data-param="line"]')).toContainText(
		'The parameter "line" is 99, but step 20 has 7 moments (one per pseudocode line it carries out); showing moment 7, its last.'
	);
	await ready(page, '/play?v=1&board=42_713856&algo=bfs&step=20&moment=99');
	await expect(page.locator('.notices li[data-param="moment"]')).toContainText(
		'The parameter "moment" is 99, but step 20 has 7 moments (one per pseudocode line it carries out); showing moment 7, its last.'
	);
	await ready(page, '/play?v=1&board=42_713856&algo=bfs&step=20&line=3');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '20');
	await page.waitForTimeout(800);
	await expect(page.locator('.notices')).toHaveCount(0);
	await ready(page, '/embed/play?v=1&board=42_713856&algo=bfs&step=999999');
	await expect(page.locator('.notices li[data-param="step"]')).toContainText(
		'The parameter "step" is 999,999, but the run ends at step 350; showing step 350.'
	);
	expect(errors).toEqual([]);
});

test('/compare says a step past the end and a run named twice', async ({ page }) => {
	const errors = await ready(
		page,
		'/compare?v=1&board=42_713856&runs=bfs,astar:manhattan,bfs&step=999999'
	);
	await expect(page.locator('.notices li[data-param="runs"] span')).toHaveText(
		'runs: The run "bfs" repeats "bfs", named earlier; the repeat was left out.'
	);
	await expect(page.locator('.notices li[data-param="step"] span')).toHaveText(
		'step: The parameter "step" is 999,999, but each run stops at 50,000 expansions; showing the last step the runs reach.'
	);
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('350');
	await expect(page).toHaveURL(/runs=bfs,astar:manhattan&step=350$/);
	// Every page that reads a link lists its notices alike, each one dismissable.
	await page.getByRole('button', { name: 'Dismiss the message about runs' }).click();
	await expect(page.locator('.notices li')).toHaveCount(1);
	await expect(page.locator('.notices li')).toHaveAttribute('data-param', 'step');
	expect(errors).toEqual([]);
});

test('/challenge past the end of its run starts where the run stops, and says so', async ({
	page
}) => {
	const errors = await ready(page, '/challenge?v=1&board=42_713856&algo=bfs&step=999999');
	await expect(page.locator('.notices li[data-param="step"] span')).toHaveText(
		'step: The parameter "step" is 999,999, but this run found the goal at step 350; the challenge starts there.'
	);
	await expect(page.locator('.run-setting')).toContainText('paused after 350 expansions.');
	await expect(page.locator('.run-setting')).not.toContainText('999,999');
	expect(errors).toEqual([]);
});

test('/embed/play refuses a board that cannot reach the goal, as /play does', async ({ page }) => {
	const errors = await ready(page, '/embed/play?v=1&board=21345678_');
	await expect(page.getByRole('alert')).toContainText('This board cannot be started:');
	await expect(page.locator('.explorer')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('a malformed address is said as such, without an error in the page', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	await page.goto('/lessons/%E0%A4%A');
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.lead')).toContainText('/lessons/%E0%A4%A');
	await expect(page.locator('.lead')).not.toContainText('board');
	expect(errors).toEqual([]);
});

/** Values once ignored without a word (issue 27, item 10), each now named on its page. */
const SAID: readonly [url: string, param: string, sentence: string][] = [
	[
		'/compare?v=1&runs=bfs,bfs,bfs,bfs',
		'runs',
		'The run "bfs" is named 4 times; each run is shown once, so the 3 repeats were left out.'
	],
	[
		'/compare?v=1&runs=bfs:linear-conflict,dfs',
		'runs',
		'The run "bfs:linear-conflict" names a heuristic, but bfs uses none; it runs as "bfs".'
	],
	[
		'/compare?v=1&step=99999',
		'step',
		'The parameter "step" is 99,999, but each run stops at 50,000 expansions; showing the last step the runs reach.'
	],
	['/embed/play?v=1&hide=', 'hide', 'The parameter "hide" names no panel; none is left out.'],
	[
		'/challenge?v=1&algo=iddfs',
		'algo',
		'The parameter "algo" is iddfs, whose next expansion is not always an entry of the frontier; predicting expansions works with bfs, dfs, ucs, greedy, astar, wastar. Using astar.'
	],
	[
		'/lessons/09-heuristics?hv=2',
		'hv',
		'The parameter "hv" is the version of a heuristic from the lab, but the link carries no code ("hcode"); the race shows its four heuristics without yours.'
	],
	[
		'/lessons/11-ida-star-and-the-15-puzzle?hv=1&hcode=abc',
		'hcode',
		'The parameter "hcode" carries a heuristic from the lab, but this lesson has no race to run it in (lesson 9\'s race of heuristics has); it was ignored.'
	],
	[
		'/lessons/04-breadth-first-search?at=zzz',
		'at',
		'The parameter "at" names an explorer and a step, as "explorer-…:12" (or "explorer-…:12.3" for a line within the step); got "zzz". It was ignored.'
	]
];

for (const [url, param, sentence] of SAID) {
	test(`${url} says what it did with "${param}"`, async ({ page }) => {
		const errors = await ready(page, url);
		await expect(page.locator(`.notices li[data-param="${param}"]`).first()).toContainText(
			sentence
		);
		expect(errors).toEqual([]);
	});
}
