import { expect, test, type Page } from '@playwright/test';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { ALGORITHMS, tileProblem, UI_MAX_EXPANSIONS } from '../../src/lib/search/index';
import { collectErrors } from './helpers';

const BOARD = '1234_5678';
const URL = `/play?board=${BOARD}&algo=astar&h=manhattan`;

interface Numbers {
	readonly expanded: number;
	readonly frontier: number;
}

/** What the engine itself says at `step`: expansions so far and the frontier's size after it. */
function engineAt(step: number): Numbers {
	const parsed = parseBoard(BOARD);
	if (!parsed.ok) throw new Error(parsed.error.code);
	const problem = tileProblem(parsed.value, { heuristic: 'manhattan' });
	const run = ALGORITHMS.astar.run(problem, { maxExpansions: UI_MAX_EXPANSIONS });
	let expanded = 0;
	for (let next = run.next(), at = 0; !next.done; next = run.next(), at++) {
		if (next.value.type === 'expand') expanded++;
		if (at === step) return { expanded, frontier: next.value.frontierSize };
	}
	throw new Error(`The run ended before step ${step}.`);
}

async function open(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer[data-status]')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

async function shown(page: Page): Promise<Numbers> {
	const read = async (stat: string): Promise<number> =>
		Number((await page.locator(`[data-stat="${stat}"]`).innerText()).replace(/,/g, ''));
	return { expanded: await read('expanded'), frontier: await read('frontier') };
}

async function atStep(page: Page, step: number): Promise<void> {
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', String(step));
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/);
}

test('stepping on /play shows the engine’s own numbers, and the link keeps the step', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, URL);

	for (let i = 1; i <= 10; i++) {
		await page.keyboard.press('ArrowRight');
		await atStep(page, i);
	}
	expect(await shown(page)).toEqual(engineAt(10));

	await page.keyboard.press('ArrowLeft');
	await atStep(page, 9);
	const atNine = engineAt(9);
	expect(await shown(page)).toEqual(atNine);
	await expect(page).toHaveURL(/[?&]step=9(&|$)/);

	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await atStep(page, 9);
	expect(await shown(page)).toEqual(atNine);
	expect(errors).toEqual([]);
});

test('a wrong board parameter is named in a message and the page still works', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/play?board=1,2,2');

	const notice = page.locator('.notices li[data-param="board"]');
	await expect(notice).toBeVisible();
	await expect(notice).toContainText('board');

	await page.keyboard.press('ArrowRight');
	await atStep(page, 1);
	expect(Number(await page.locator('[data-stat="expanded"]').innerText())).toBe(1);

	await notice.getByRole('button', { name: /Dismiss/ }).click();
	await expect(notice).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('with a board in the link, the explorer is in the first screen and the settings fold', async ({
	page
}) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, URL);
	const setup = page.locator('details.setup');
	await expect(setup).not.toHaveAttribute('open', '');
	await expect(setup.locator('summary')).toContainText('A* search');
	const inView = async (selector: string): Promise<boolean> =>
		page
			.locator(selector)
			.first()
			.evaluate((element) => {
				const box = element.getBoundingClientRect();
				return box.top >= 0 && box.bottom <= window.innerHeight;
			});
	expect(await inView('.explorer [role="group"][aria-label="Playback"]')).toBe(true);
	expect(await inView('.explorer .board')).toBe(true);
	expect(await inView('.explorer .box[data-node="0"]')).toBe(true);

	await setup.locator('summary').click();
	await expect(setup).toHaveAttribute('open', '');
	await expect(page.getByRole('combobox', { name: 'Algorithm' })).toBeVisible();
});

test('without a board the settings stay folded too; on a phone the controls are one screen down', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await open(page, '/play?view=full');
	await expect(page.locator('details.setup')).toBeVisible();
	await expect(page.locator('details.setup')).not.toHaveAttribute('open');
	await open(page, URL);
	const top = await page
		.locator('.explorer [role="group"][aria-label="Playback"]')
		.evaluate((element) => element.getBoundingClientRect().bottom);
	expect(top).toBeLessThan(2 * 844);
});

test('hovering a frontier row highlights its node in the tree, and hovering the node its row', async ({
	page
}) => {
	await open(page, `${URL}&step=9`);
	const firstRow = page.locator('ol.rows > li').first();
	const hoveredBoxes = page.locator('.box.hovered');
	await firstRow.hover();
	await expect(firstRow).toHaveClass(/hovered/);
	await expect(hoveredBoxes).toHaveCount(1);
	const box = await hoveredBoxes.elementHandle();
	await page.mouse.move(1, 1);
	await expect(hoveredBoxes).toHaveCount(0);
	await expect(firstRow).not.toHaveClass(/hovered/);
	await box?.hover();
	await expect(firstRow).toHaveClass(/hovered/);
});

test('at the end of a solved run the solution plays back move by move to the goal', async ({
	page
}) => {
	await open(page, URL);
	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await page.getByRole('button', { name: '▶ Play solution (14 moves)' }).click();
	await expect(page.getByText('Solution: move 14 of 14')).toBeVisible({ timeout: 20_000 });
	await expect(page.getByRole('img', { name: /^Solution board/ })).toHaveAttribute(
		'aria-label',
		'Solution board, 3 by 3: 1 2 3; 4 5 6; 7 8 blank'
	);
});

test('an unsolvable board is refused in words that say a swap, once; Search it anyway runs it to the end', async ({
	page
}) => {
	// The address is rewritten after the router starts: seconds on a loaded machine.
	test.setTimeout(60_000);
	await page.goto('/play?board=2,1,3,0&algo=bfs');
	await page.waitForSelector('body[data-hydrated="true"]');
	const refusal = page.getByRole('alert').filter({ hasText: 'cannot be started' });
	await expect(refusal).toContainText(
		'This board cannot be started: The blank is in row 1 from the bottom and there is 1 inversion: the same parity, but the rule requires different parity, so this board is not solvable: no sequence of moves reaches the goal. A search would expand all 12 states this board can reach and end without a solution. Swap two tiles (2 and 1, say) to make it solvable, or pick another board.'
	);
	await expect(refusal).not.toContainText('Slide two tiles');
	await page.getByRole('button', { name: 'Search it anyway' }).click();
	await expect(page).toHaveURL(/unsolvable=search/, { timeout: 15_000 });
	await expect(page.getByRole('note')).toContainText('Searched on request (unsolvable=search):');
	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await expect(page.locator('.explorer')).toContainText(
		'Breadth-first search emptied its frontier after 12 expansions: it expanded every state this board can reach, all 12, and the goal is not among them.'
	);
});

test('the solvability verdict links to the parity lesson', async ({ page }) => {
	await page.goto('/play?board=1,2,3,4,5,6,8,7,0');
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('alert').filter({ hasText: 'cannot be started' })).toBeVisible();
	await page.getByRole('link', { name: 'Read why in the parity lesson.' }).click();
	await expect(page).toHaveURL(/\/lessons\/03-parity-and-inversions$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parity and inversions');
});

test('the search tree is one tab stop whose arrow keys move from node to node', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, URL);
	for (let i = 1; i <= 3; i++) {
		await page.keyboard.press('ArrowRight');
		await atStep(page, i);
	}
	const tree = page.getByRole('application', { name: /^Search tree/ });
	const selectedNode = page.locator('.explorer .box.selected');
	const spoken = page.locator('.explorer .tree [aria-live="polite"]');

	await tree.focus();
	// The first key picks the node being expanded; the run itself does not move.
	await page.keyboard.press('ArrowDown');
	const current = await page.locator('.explorer .box.current').getAttribute('data-node');
	await expect(selectedNode).toHaveAttribute('data-node', current ?? '');
	await expect(page.getByRole('heading', { name: 'Selected node' })).toBeVisible();

	await page.keyboard.press('Home');
	await expect(selectedNode).toHaveAttribute('data-node', '0');
	await expect(spoken).toHaveText(/^Node 0: explored, depth 0, f \d+ = g 0 \+ h \d+\.$/);
	await page.keyboard.press('ArrowDown');
	await expect(selectedNode).toHaveAttribute('data-node', '1');
	await page.keyboard.press('ArrowRight');
	await expect(selectedNode).toHaveAttribute('data-node', '2');
	await page.keyboard.press('ArrowUp');
	await expect(selectedNode).toHaveAttribute('data-node', '0');
	await page.keyboard.press('End');
	await expect(selectedNode).toHaveAttribute('data-node', current ?? '');
	await atStep(page, 3);

	// Outside the tree the arrows step the run again.
	await page.getByRole('button', { name: 'Fit' }).focus();
	await page.keyboard.press('ArrowRight');
	await atStep(page, 4);
	expect(errors).toEqual([]);
});

test('at either end of the run the step buttons stay focusable and do nothing', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, URL);
	const back = page.getByRole('button', { name: 'Step back' });
	await expect(back).toHaveAttribute('aria-disabled', 'true');
	await back.focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '0');
	await expect(back).toBeFocused();
	// The arrow keys still work from the focused button.
	await page.keyboard.press('ArrowRight');
	await atStep(page, 1);
	await expect(back).toHaveAttribute('aria-disabled', 'false');
	expect(errors).toEqual([]);
});

test('on a phone the step buttons stay at the top of the screen down the tree and the frontier', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await open(page, '/play?v=1&board=42_713856&algo=astar&h=manhattan&step=8');
	const bar = page.locator('.explorer .step-bar');
	await page.locator('.explorer > .frontier').scrollIntoViewIfNeeded();
	await page.mouse.wheel(0, 300);
	await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
	await expect(page.locator('.explorer > .frontier')).toBeInViewport();
	await bar.getByRole('button', { name: 'Step forward' }).click();
	// How far the run is computed ahead depends on how much one 8 ms chunk does on a busy
	// machine: all 23 steps, or fewer with the "+" said in words.
	await expect(bar.locator('.position')).toHaveText(
		/^Step 9 of (23|(\d+)\+ \(the run goes on beyond the \2 steps computed so far\))$/
	);
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '9');
});

test('Find a board selects its node in the tree, or names the later step that generates it', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/play?v=1&board=42_713856&algo=bfs&step=3');
	const find = page.getByRole('textbox', { name: 'Find a board' });
	await find.fill('4 2 3 / 7 1 _ / 8 5 6');
	await find.press('Enter');
	await expect(page.getByText('Found: node 1, selected in the tree.')).toBeVisible();
	await expect(page.getByRole('group', { name: /^Selected node/ })).toBeVisible();
	await find.fill('1234');
	await find.press('Enter');
	await expect(page.locator('.find .found')).toHaveClass(/error/);
	// The goal: generated only at the end of the run, beyond the steps computed ahead.
	await find.fill('12345678_');
	await find.press('Enter');
	const found = page.locator('.find .found');
	await expect(found).toContainText(/^Not generated in the \d+ steps computed so far\./);
	await found.getByRole('button', { name: 'Look further: run to the end' }).click();
	// The whole run is computed first: on a loaded machine that takes more than a few seconds.
	await expect(found).toContainText(/^Found: node \d+, selected in the tree\./, {
		timeout: 20_000
	});
	expect(errors).toEqual([]);
});

test('the node’s details and the chart below the fold catch up with the steps just after them', async ({
	page
}) => {
	const errors = collectErrors(page);
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, `/play?board=${BOARD}&algo=bfs&step=3`);
	const details = page.locator('.explorer > .details');
	const chart = page.locator('.explorer .extras .chart p[id$="-summary"]');
	// Both start below the fold: a step draws them a moment after its own frame.
	expect((await details.boundingBox())?.y).toBeGreaterThan(1100);
	for (let step = 4; step <= 6; step++) {
		await page.keyboard.press('ArrowRight');
		await atStep(page, step);
	}
	const narration = await page.locator('.explorer .narration').innerText();
	const taken = /Took node (\d+)/.exec(narration)?.[1];
	expect(taken).toBe('5');
	await expect(details.getByRole('heading', { level: 3 })).toContainText('Current node');
	await expect(details.locator('.body [role="img"]').first()).toHaveAttribute(
		'aria-label',
		/^Node 5, 3 by 3: /
	);
	await expect(chart).toHaveText(/^\s*6 expansions so far; the last was at depth 2 with g 2\.\s*$/);
	// Scrolled to, they show the present; stepping back follows at once too.
	await details.scrollIntoViewIfNeeded();
	await page.keyboard.press('ArrowLeft');
	await atStep(page, 5);
	await expect(details.locator('.body [role="img"]').first()).toHaveAttribute(
		'aria-label',
		/^Node 4, 3 by 3: /
	);
	expect(errors).toEqual([]);
});
