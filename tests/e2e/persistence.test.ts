import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockStorage, collectErrors, open } from './helpers';

/**
 * Nothing the reader makes is lost: typed text (even half-typed or invalid, with its message),
 * answers and widget choices come back after a reload, after a client-side trip away and back,
 * and after a full navigation away and Back; with storage blocked every page still works.
 */

/** Reloads and waits for hydration (values come back once the page is in the browser). */
async function reload(page: Page): Promise<void> {
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
}

/** Unfolds /play's Board and settings, which open folded whatever the way in. */
async function unfoldSettings(page: Page): Promise<void> {
	const setup = page.locator('details.setup');
	if ((await setup.getAttribute('open')) === null) await setup.locator('summary').click();
	await expect(setup).toHaveAttribute('open', '');
}

/** Leaves by the site's own header link (a SvelteKit client navigation), then goes Back. */
async function awayAndBackInApp(page: Page): Promise<void> {
	// The page it comes back to, by path: a page that keeps its state in the address (/compare)
	// writes its query as the reader leaves, so the query read here may be one step behind.
	const before = new URL(page.url()).pathname;
	await page
		.getByRole('navigation', { name: 'Site' })
		.getByRole('link', { name: 'Teachers' })
		.click();
	await expect(page).toHaveURL(/\/teachers$/);
	await page.goBack();
	await expect(page).toHaveURL((url) => url.pathname === before);
}

/** Leaves by a full page load, then goes Back (from the back/forward cache or loaded again). */
async function awayAndBackByLoad(page: Page): Promise<void> {
	const before = page.url();
	await page.goto('/teachers');
	await page.goBack();
	await expect(page).toHaveURL(before);
	await page.waitForSelector('body[data-hydrated="true"]');
}

const BLOCKED_NOTICE =
	'This browser keeps no storage for this site here, so what you type and answer lasts only until you leave or reload the page.';

test('the board editor brings back half-typed text exactly, with its message', async ({ page }) => {
	// Several full page loads of heavy pages on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/play?view=full');
	await unfoldSettings(page);
	const field = page.getByRole('textbox', { name: 'Board', exact: true });
	const message = page.locator('.editor .error');
	await field.fill('1 2 3 / 4 5');
	await expect(message).toHaveText(
		'Row 2 has 2 cells but row 1 has 3: every row needs the same number.'
	);
	// The address has taken the board the text was typed beside.
	await expect(page).toHaveURL(/\/play\?v=1&board=41325_786&view=full$/);

	for (const trip of [reload, awayAndBackInApp, awayAndBackByLoad]) {
		await trip(page);
		// Folded, the settings say that unfinished text waits inside.
		await expect(page.locator('details.setup summary')).toContainText(
			'your unfinished board text is kept inside'
		);
		await unfoldSettings(page);
		await expect(field).toHaveValue('1 2 3 / 4 5');
		await expect(message).toHaveText(
			'Row 2 has 2 cells but row 1 has 3: every row needs the same number.'
		);
	}

	// A valid board typed in a notation of the reader's own comes back as typed, and the run's
	// step (in the address) stays where the reader left it.
	await field.fill('1 2 3 / 4 5 6 / 7 _ 8');
	await expect(message).toHaveText('');
	await expect(page).toHaveURL(/board=1234567_8/);
	// On /play the whole page listens to the arrow keys, once the text field has let go.
	await page.getByRole('heading', { level: 1 }).click();
	await page.keyboard.press('ArrowRight');
	await expect(page).toHaveURL(/board=1234567_8&step=1&view=full$/);
	await reload(page);
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '1');
	await unfoldSettings(page);
	await expect(field).toHaveValue('1 2 3 / 4 5 6 / 7 _ 8');

	// Another link, another board: the text typed beside the old one stays away.
	await open(page, '/play?board=42_713856');
	await page.locator('details.setup summary').click();
	await expect(field).toHaveValue('42_713856');
	expect(errors).toEqual([]);
});

test('lesson 1’s board, and lesson 9’s typed board, come back after a reload', async ({ page }) => {
	// Several full page loads of heavy pages on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/01-the-puzzle');
	const lessonOne = page.getByRole('textbox', { name: 'Board', exact: true });
	await lessonOne.fill('8 7 6 / 5 4 3 / 2 1 _');
	await reload(page);
	await expect(lessonOne).toHaveValue('8 7 6 / 5 4 3 / 2 1 _');

	await open(page, '/lessons/09-heuristics');
	const figure = page.getByRole('figure', { name: /tile by tile/ });
	const board = figure.getByRole('textbox', { name: 'Board', exact: true });
	await figure.getByLabel('Linear conflict').check();
	await board.fill('8 7 _ / 6 5 4 / 3 2 1');
	await expect(figure.getByTestId('total-linear-conflict')).toHaveText('26');
	await reload(page);
	await expect(board).toHaveValue('8 7 _ / 6 5 4 / 3 2 1');
	await expect(figure.getByLabel('Linear conflict')).toBeChecked();
	await expect(figure.getByTestId('total-manhattan')).toHaveText('20');
	await expect(figure.getByTestId('total-linear-conflict')).toHaveText('26');

	// Invalid text comes back with its message, over the last board it could read.
	await board.fill('1 2 3 / 4 5 6 / 7 8');
	await awayAndBackInApp(page);
	await expect(board).toHaveValue('1 2 3 / 4 5 6 / 7 8');
	await expect(figure.getByRole('alert')).toHaveText(
		'Row 3 has 2 cells but row 1 has 3: every row needs the same number.'
	);
	await expect(figure.getByTestId('total-manhattan')).toHaveText('20');
	expect(errors).toEqual([]);
});

interface Draft {
	readonly path: string;
	readonly field: (page: Page) => Locator;
	readonly text: string;
	/** Opens what hides the field, if anything does. */
	readonly reveal?: (page: Page) => Promise<void>;
}

/** Every lesson widget with a text field: what is typed there, unsubmitted, comes back. */
const DRAFTS: readonly Draft[] = [
	{
		path: '/lessons/05-depth-first-search',
		field: (page) => page.getByRole('textbox', { name: 'Start board' }),
		text: '8 7 6 / 5 4'
	},
	{
		path: '/lessons/07-greedy-best-first',
		field: (page) => page.getByRole('textbox', { name: 'Start' }),
		text: '1234_56'
	},
	{
		path: '/lessons/07-greedy-best-first',
		field: (page) => page.getByLabel('Add a board (up to 3×3)'),
		text: '8,1,3,4,'
	},
	{
		path: '/lessons/09-heuristics',
		field: (page) => page.getByRole('textbox', { name: 'Add a 3×3 board' }),
		text: '8,1,3,4,0,2,7'
	},
	{
		// The second of lesson 10's three tables: each keeps its own.
		path: '/lessons/10-weighted-a-star',
		field: (page) => page.getByLabel('Weights w').nth(1),
		text: '1, 1.5, thr'
	},
	{
		path: '/lessons/11-ida-star-and-the-15-puzzle',
		field: (page) => page.getByLabel('Board, row by row (any notation)'),
		text: '_ 1 2 3 / 4 5 6 7'
	},
	{
		path: '/lessons/12-how-people-solve-it',
		field: (page) =>
			page
				.getByRole('figure', { name: 'The method step by step on a 4×4 board' })
				.getByRole('textbox', { name: 'Board', exact: true }),
		text: '1 2 3 / 4 5',
		reveal: (page) =>
			page
				.getByRole('figure', { name: 'The method step by step on a 4×4 board' })
				.getByText('Another board: paste one, or draw a random one')
				.click()
	}
];

// One page load per lesson: its drafts are typed together and come back from one reload.
for (const path of new Set(DRAFTS.map((draft) => draft.path))) {
	const drafts = DRAFTS.filter((draft) => draft.path === path);
	const typed = drafts.map((draft) => `"${draft.text}"`).join(' and ');
	test(`${path}: ${typed} typed ${drafts.length === 1 ? 'in a field comes' : `in ${drafts.length} fields come`} back after a reload`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		await open(page, path);
		for (const draft of drafts) {
			await draft.reveal?.(page);
			await draft.field(page).fill(draft.text);
		}
		await reload(page);
		for (const draft of drafts) await expect(draft.field(page)).toHaveValue(draft.text);
		expect(errors).toEqual([]);
	});
}

test('a board added to lesson 7’s table, and a refused one with its message, come back', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/07-greedy-best-first');
	const input = page.getByLabel('Add a board (up to 3×3)');
	await input.fill('1 2 3 / 4 5 6 / 7 _ 8');
	await page.getByRole('button', { name: 'Add row' }).click();
	await input.fill('1 2 3 / 4 5 6 / 8 7 _');
	await page.getByRole('button', { name: 'Add row' }).click();
	const figure = page.locator('figure').filter({ has: input });
	const message = figure.locator('.message');
	await expect(message).toContainText('cannot reach the goal');
	const said = await message.textContent();
	const rows = figure.locator('tbody tr');
	const count = await rows.count();
	const last = await rows.last().textContent();
	await reload(page);
	await expect(input).toHaveValue('1 2 3 / 4 5 6 / 8 7 _');
	await expect(message).toHaveText(said ?? '');
	await expect(rows).toHaveCount(count);
	await expect(rows.last()).toHaveText(last ?? '');
	expect(errors).toEqual([]);
});

test('lesson 8’s prediction answers come back after a reload', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	const quiz = page.getByRole('figure', { name: 'Which board does A* expand next?' });
	await quiz.getByRole('button', { name: /^Pick node 1, g 1, h 6, f 7$/ }).click();
	await quiz.getByRole('button', { name: 'Next question' }).click();
	await quiz.getByRole('button', { name: /^Pick node 1, g 1, h 6, f 7$/ }).click();
	await expect(quiz.getByTestId('predict-score')).toHaveText('1 right out of 2');
	await reload(page);
	await expect(quiz.getByTestId('predict-prompt')).toContainText('After 2 expansions');
	await expect(quiz.getByTestId('predict-score')).toHaveText('1 right out of 2');
	await expect(quiz.getByTestId('predict-verdict')).toContainText(
		'Right. A* takes the lowest f = g + h: node 1 (f 7).'
	);
	expect(errors).toEqual([]);
});

test('a challenge’s answers come back after a reload and after leaving and coming back', async ({
	page
}) => {
	// Several full page loads of heavy pages on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/challenge?v=1&board=41325_786&step=1&ask=next&k=3');
	await page.locator('button[data-node="1"]').click();
	await page.getByRole('button', { name: 'Next question' }).click();
	await page.locator('button[data-node="1"]').click();
	const verdict = page.locator('.verdict');
	await expect(verdict.locator('strong')).toHaveText('Right.');

	for (const trip of [reload, awayAndBackInApp, awayAndBackByLoad]) {
		await trip(page);
		await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
			'Question 2 of 3: which node does expansion 3 take?'
		);
		await expect(page.locator('button[data-node="1"]')).toHaveAttribute('aria-pressed', 'true');
		await expect(verdict.locator('strong')).toHaveText('Right.');
	}
	await page.getByRole('button', { name: 'Next question' }).click();
	// Step 3 expanded node 1: the frontier now holds nodes 3, 4 and 5.
	await page.locator('button[data-node="3"]').click();
	await expect(page.getByRole('heading', { name: 'Your result: 2 of 3 right' })).toBeVisible();
	const summary = await page.getByTestId('summary').inputValue();
	// The name typed for the result code is kept with the answers, so the code comes back too.
	await page.getByLabel('Your name, as your teacher knows you (it goes in the code)').fill('Ana');
	const code = await page.getByTestId('result-code').inputValue();
	await reload(page);
	await expect(page.getByTestId('summary')).toHaveValue(summary);
	await expect(page.getByTestId('result-code')).toHaveValue(code);

	// The same challenge in another spelling shares the answers; another challenge does not.
	await open(page, '/challenge?board=41325_786&step=1&k=3');
	await expect(page.getByTestId('summary')).toHaveValue(summary.replace(/http\S+$/, page.url()));
	await open(page, '/challenge?v=1&board=41325_786&step=2&ask=next&k=3');
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
		'Question 1 of 3: which node does expansion 3 take?'
	);
	expect(errors).toEqual([]);
});

test('a path-length answer, typed or checked, comes back', async ({ page }) => {
	await open(page, '/challenge?v=1&board=42_713856&algo=greedy&ask=length');
	const input = page.getByLabel('How many moves long is the path this search returns?');
	await input.fill('1');
	await reload(page);
	await expect(input).toHaveValue('1');
	await input.fill('16');
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await reload(page);
	await expect(input).toHaveValue('16');
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
});

test('/compare keeps its step through Back, and its board field as typed', async ({ page }) => {
	// Several full page loads of heavy pages on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan');
	const forward = page.getByRole('button', { name: 'Step forward' });
	for (let i = 0; i < 7; i++) await forward.click();
	await expect(page.getByTestId('compare-step')).toContainText('7');
	// Straight away: the address is written as the reader leaves, not only after a pause.
	await awayAndBackInApp(page);
	await expect(page).toHaveURL(/&step=7$/);
	await expect(page.getByTestId('compare-step')).toContainText('7');
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('7');

	const board = page.getByLabel('Board', { exact: true });
	await board.fill('4 2 _ / 7 1 3 / 8 5');
	await page.getByRole('button', { name: 'Use this board' }).click();
	const error = page.locator('#compare-board-error');
	await expect(error).toHaveText(
		'Row 3 has 2 cells but row 1 has 3: every row needs the same number.'
	);
	await reload(page);
	await expect(board).toHaveValue('4 2 _ / 7 1 3 / 8 5');
	await expect(error).toHaveText(
		'Row 3 has 2 cells but row 1 has 3: every row needs the same number.'
	);
	await expect(page.getByTestId('compare-step')).toContainText('7');
	expect(errors).toEqual([]);
});

test('with storage blocked the pages work, keep inputs in memory and say so once', async ({
	page
}) => {
	// Several full page loads of heavy pages on two busy cores.
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await blockStorage(page);
	await open(page, '/play?view=full');
	await unfoldSettings(page);
	expect(
		await page.evaluate(() => {
			try {
				return typeof window.localStorage;
			} catch (error) {
				return (error as DOMException).name;
			}
		})
	).toBe('SecurityError');
	const field = page.getByRole('textbox', { name: 'Board', exact: true });
	await field.fill('1 2 3 / 4 5');
	await expect(page.locator('.editor .error')).toHaveText(
		'Row 2 has 2 cells but row 1 has 3: every row needs the same number.'
	);
	const notice = page.getByTestId('saved-notice');
	await expect(notice).toHaveText(`${BLOCKED_NOTICE} Dismiss`);
	await expect(notice).toHaveCount(1);
	// Within the visit, memory keeps the text through a client-side trip away and back.
	await awayAndBackInApp(page);
	await unfoldSettings(page);
	await expect(field).toHaveValue('1 2 3 / 4 5');
	await notice.getByRole('button', { name: 'Dismiss' }).click();
	await expect(notice).toHaveCount(0);

	// The explorer still runs.
	await field.fill('1 2 3 / 4 5 6 / 7 _ 8');
	await expect(page).toHaveURL(/board=1234567_8/);

	// A challenge still asks and judges; lesson 9 still reads a typed board.
	await open(page, '/challenge?v=1&board=41325_786&step=1&ask=next&k=2');
	await page.locator('button[data-node="2"]').click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await expect(page.getByTestId('saved-notice')).toHaveText(`${BLOCKED_NOTICE} Dismiss`);
	await open(page, '/lessons/09-heuristics');
	const figure = page.getByRole('figure', { name: /tile by tile/ });
	await figure.getByRole('textbox', { name: 'Board', exact: true }).fill('8 7 _ / 6 5 4 / 3 2 1');
	await expect(figure.getByTestId('total-manhattan')).toHaveText('20');
	await open(page, '/compare?v=1&board=42_713856&runs=bfs,astar:manhattan&step=3');
	await expect(page.getByTestId('compare-bfs').getByTestId('expanded')).toHaveText('3');
	expect(errors).toEqual([]);
});
