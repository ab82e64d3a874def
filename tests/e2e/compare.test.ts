import { expect, test, type Page } from '@playwright/test';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { ALGORITHMS, tileProblem, UI_MAX_EXPANSIONS } from '../../src/lib/search/index';

async function ready(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
}

function expandedTotal(board: string, algorithm: 'bfs' | 'astar'): number {
	const parsed = parseBoard(board);
	if (!parsed.ok) throw new Error(parsed.error.code);
	const problem = tileProblem(parsed.value, { heuristic: 'manhattan' });
	return ALGORITHMS[algorithm].solve(problem, { maxExpansions: UI_MAX_EXPANSIONS }).stats.expanded;
}

test('/compare runs two configurations in lockstep, each with its exact Expanded count', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	expect([expandedTotal('42_713856', 'bfs'), expandedTotal('42_713856', 'astar')]).toEqual([
		350, 22
	]);
	await ready(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan');
	const bfs = page.getByTestId('compare-bfs');
	const astar = page.getByTestId('compare-astar');
	await expect(bfs.getByTestId('expanded')).toHaveText('0');
	const forward = page.getByRole('button', { name: 'Step forward' });
	for (let i = 0; i < 30; i++) await forward.click();
	await expect(page.getByTestId('compare-step')).toContainText('30');
	await expect(bfs.getByTestId('expanded')).toHaveText('30');
	await expect(astar.getByTestId('expanded')).toHaveText('22');
	await expect(astar.getByTestId('path')).toHaveText('10');
	// Each run has its own tree.
	await expect(page.locator('.column-tree svg[role="img"]')).toHaveCount(2);
	// The address follows the step, so the link reopens it.
	await expect(page).toHaveURL(/\/compare\?v=1&board=42_713856&runs=bfs,astar:manhattan&step=30$/);
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('30');
	expect(errors).toEqual([]);
});

test('/compare says each column’s step in its algorithm’s words, beside its pseudocode', async ({
	page
}) => {
	await ready(
		page,
		'/compare?v=1&board=42_713856&runs=bfs,dfs,greedy:manhattan,astar:linear-conflict&step=12'
	);
	const astar = page.getByTestId('compare-astar');
	await expect(astar.getByTestId('expanded')).toHaveText('12');
	await expect(astar.getByTestId('sentence')).toHaveText(
		'Took node 18 (f 10 = g 5 + h 5) off the frontier: the lowest f. 3 entries share f 10 (nodes 18, 19 and 21); the tie-break (first added first) picks node 18. 3 children: 2 added (nodes 22, 23), 1 already explored (node 12).'
	);
	await expect(page.getByTestId('compare-greedy').getByTestId('sentence')).toHaveText(
		'Took node 13 (h 5) off the frontier: the lowest h. 5 entries share h 5 (nodes 13, 14, 17, 18 and 19); the tie-break (first added first) picks node 13. 3 children: 2 added (nodes 22, 23), 1 already explored (node 10).'
	);
	await astar.getByText('Pseudocode').click();
	await expect(astar.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'node ← POP(frontier)   — the lowest f; ties: first added first'
	);
});

test('/compare names a run it cannot read, and edits runs', async ({ page }) => {
	await ready(page, '/compare?board=42_713856&runs=bfs,astr,dfs');
	await expect(page.locator('.notices li[data-param="runs"]')).toContainText(
		'The run "astr": the algorithm takes'
	);
	await expect(page.getByTestId('compare-dfs')).toBeVisible();
	await page.getByRole('button', { name: 'Add a run' }).click();
	await expect(page).toHaveURL(/runs=bfs,dfs,astar:linear-conflict/);
	await expect(page.getByTestId('compare-astar').getByTestId('expanded')).toHaveText('0');
});

test('/compare takes a goal like /play, and its recording can be cancelled and resumed', async ({
	page
}) => {
	// One move from the blank-first goal: each run ends at its first step.
	await ready(page, '/compare?v=1&board=1_2345678&goal=blank-first&runs=bfs,astar:manhattan');
	await expect(page.getByLabel('Goal', { exact: true })).toHaveValue('blank-first');
	await expect(page.getByTestId('compare-step')).toContainText('0 of 1');
	// Each column's sentence writes boards as the playground does.
	await expect(page.getByTestId('compare-bfs')).toContainText(
		'The frontier starts with the root, node 0 (1 _ 2 / 3 4 5 / 6 7 8)'
	);
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.getByTestId('compare-bfs').getByTestId('path')).toHaveText('1');
	await page.getByLabel('Goal', { exact: true }).selectOption('blank-last');
	await expect(page).toHaveURL(/\/compare\?v=1&board=1_2345678&runs=bfs,astar:manhattan$/);

	// Depth-first search on a 6×6 board runs to its cap: recording takes a while.
	const board =
		'2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,35,34,0';
	await ready(page, `/compare?v=1&board=${board}&runs=bfs,dfs&step=40000`);
	const note = page.locator('.note [role="status"]');
	await expect(note).toContainText('Recording the runs…');
	// The page answers while it records (its longest tasks are measured in responsive.test.ts,
	// not by the clock here): a script runs between two slices.
	expect(await page.evaluate(() => 1)).toBe(1);
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(note).toContainText(
		/^Recording cancelled after [\d,]+ expansions: steps up to [\d,]+ can be shown\.$/
	);
	await page.getByRole('button', { name: 'Go on recording' }).click();
	await expect(note).toContainText('Recording the runs…');
});

test('/compare on a phone shows one run at a time, with a switcher, and nothing wider than the screen', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await ready(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan&step=30');
	const bfs = page.getByTestId('compare-bfs');
	const astar = page.getByTestId('compare-astar');
	await expect(bfs.getByTestId('expanded')).toHaveText('30');
	await expect(astar).toBeHidden();
	const switcher = page.getByRole('group', { name: 'Show the run' });
	await expect(switcher.getByRole('radio', { name: 'Breadth-first search' })).toBeChecked();
	await switcher.getByRole('radio', { name: 'A* search (Manhattan)' }).check();
	await expect(bfs).toBeHidden();
	await expect(astar.getByTestId('expanded')).toHaveText('22');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
	// On a wide screen every run has its column and the switcher is not needed.
	await page.setViewportSize({ width: 1280, height: 800 });
	await expect(bfs).toBeVisible();
	await expect(switcher).toBeHidden();
});

test('a /compare column opens its frontier list, the same entries /play lists at that step', async ({
	page
}) => {
	// Text content, not inner text: rows scrolled out of the list are not rendered (content-visibility).
	const rowsOf = async (panel: ReturnType<Page['locator']>) =>
		(await panel.locator('ol.rows > li .numbers').allTextContents()).map((text) =>
			text.replace(/\s+/g, ' ').trim()
		);
	await ready(page, '/play?board=42_713856&algo=astar&h=linear-conflict&step=12');
	const played = page.getByRole('group', { name: /^Frontier/ });
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '12');
	const playRows = await rowsOf(played);
	const playTotal = await played.locator('h3').innerText();

	await ready(
		page,
		'/compare?v=1&board=42_713856&runs=bfs,dfs,greedy:manhattan,astar:linear-conflict&step=12'
	);
	const astar = page.getByTestId('compare-astar');
	await expect(astar.getByTestId('expanded')).toHaveText('12');
	// Closed at first: four lists of boards would push the trees out of sight.
	await expect(astar.getByRole('group', { name: /^Frontier/ })).toHaveCount(0);
	await astar.getByText('Frontier list').click();
	const listed = astar.getByRole('group', { name: /^Frontier/ });
	await expect(listed.locator('h3')).toHaveText(playTotal);
	// The explorer shows 50 rows, a column 12: the first 12 are the same, in the same order.
	const compareRows = await rowsOf(listed);
	expect(compareRows).toEqual(playRows.slice(0, 12));
	expect(compareRows[0]).toBe('depth 4 f 10 = g 4 + h 6');
	// A column's rows show the entries; there are no details to open from them.
	await expect(listed.getByRole('button')).toHaveCount(0);

	// The list follows the shared step.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(astar.getByTestId('expanded')).toHaveText('13');
	await expect.poll(() => rowsOf(listed)).not.toEqual(compareRows);
});

test('/compare plays the shared step at the speed chosen, stops at the end and plays again from the start', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	await ready(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan&step=300');
	const step = page.getByTestId('compare-step');
	await expect(step).toHaveText(/^300\s+of 350$/);
	const speed = page.getByLabel('Speed');
	await expect(speed).toHaveValue('10');
	await speed.selectOption('5000');
	await page.getByRole('button', { name: 'Play' }).click();
	// Fifty steps at 5,000 a second: it stops at the last step, paused, and the address follows.
	await expect(step).toHaveText(/^350\s+of 350$/);
	await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
	await expect(page.getByTestId('compare-bfs').getByTestId('path')).toHaveText('10');
	await expect(page).toHaveURL(/&step=350$/);

	// Play from the end starts again from step 0; at 2 steps a second it is caught early on.
	await speed.selectOption('2');
	await page.getByRole('button', { name: 'Play' }).click();
	await page.getByRole('button', { name: 'Pause' }).click();
	await expect(step).toHaveText(/^\d\s+of 350$/);
	// An arrow key steps from the step shown, and pauses a play.
	await page.getByRole('button', { name: 'Play' }).click();
	await page.getByRole('button', { name: 'Step back' }).focus();
	await page.keyboard.press('End');
	await expect(step).toHaveText(/^350\s+of 350$/);
	await page.keyboard.press('ArrowLeft');
	await expect(step).toHaveText(/^349\s+of 350$/);
	await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('349');
	expect(errors).toEqual([]);
});

test('a /compare link’s step past the runs that ended waits for the recording, then opens the steps beyond them', async ({
	page
}) => {
	await ready(page, '/compare?v=1&board=42_713856&runs=bfs,dfs&step=2000');
	const step = page.getByTestId('compare-step');
	// Depth-first search runs to its cap of 50,000; breadth-first search ends at step 350.
	await expect(step).toHaveText(/^2,000\s+of 50,000$/, { timeout: 20_000 });
	await expect(page.getByTestId('compare-span')).toContainText(
		'Showing every step to the cap at 50,000; the runs that ended stop by step 350.'
	);
	await expect(page.getByTestId('compare-dfs').getByTestId('expanded')).toHaveText('2,000');
	await expect(page).toHaveURL(/&step=2000$/);
	await page.getByRole('button', { name: 'Span only the runs that ended' }).click();
	await expect(step).toHaveText(/^350\s+of 350$/);
	await expect(page.getByTestId('compare-bfs').getByTestId('path')).toHaveText('10');
});
