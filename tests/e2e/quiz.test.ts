import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** The explorer's quiz (issue 29 item 6): a step forward asks what comes next before it is shown. */

async function ready(page: Page, path: string): Promise<void> {
	await open(page, path);
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(ready|paused)$/);
}

const explorer = (page: Page) => page.locator('.explorer');
const quiz = (page: Page) => page.getByTestId('quiz');
const question = (page: Page) => page.getByTestId('quiz-question');
const verdict = (page: Page) => page.getByTestId('quiz-verdict');
const score = (page: Page) => page.getByTestId('quiz-score');
/** The frontier's rows as the quiz lists them: by arrival, each under its node number. */
const rowIds = (page: Page) => page.locator('.frontier ol.rows .id');
const row = (page: Page, id: number) =>
	page.getByRole('button', { name: new RegExp(`^Node ${id} at depth`) });

test('A* on the tile puzzle: a wrong pick says why, a right one shows the step, the score counts first answers', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, '/play?board=41325_786&algo=astar&view=full&quiz=1&step=1');
	await expect(page.getByRole('button', { name: 'Quiz', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect(score(page)).toHaveText('Right first time: 0 of 0');

	// The step forward asks first: which entry does step 2 take?
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(question(page)).toContainText('Which entry does A* take off the frontier next?');
	await expect(explorer(page)).toHaveAttribute('data-step', '1');
	// Listed in the order they joined, so the list does not give the answer away.
	await expect(rowIds(page)).toHaveText(['node 1', 'node 2', 'node 3']);
	await expect(page.locator('.frontier .rule')).toContainText('Listed in the order they joined');

	await row(page, 1).click();
	await expect(verdict(page)).toHaveText(
		'Not this one: the search takes node 2. A* takes the lowest f = g + h: that is node 2 (f 5 = g 1 + h 4), not node 1 (f 7 = g 1 + h 6).'
	);
	await expect(explorer(page)).toHaveAttribute('data-step', '1');
	await expect(score(page)).toHaveText('Right first time: 0 of 1');
	await expectNoViolations(page);

	// Try again: back to the choices; the right pick shows the step.
	await page.getByRole('button', { name: 'Try again' }).click();
	await expect(row(page, 1)).toBeFocused();
	await row(page, 2).click();
	await expect(explorer(page)).toHaveAttribute('data-step', '2');
	await expect(verdict(page)).toHaveText('Right: A* takes the lowest f = g + h: node 2 (f 5).');
	await expect(score(page)).toHaveText('Right first time: 0 of 1');

	// Step 3 takes node 1, tied with nodes 3 and 4 on f 7: picked in the tree, right first time.
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toBeVisible();
	await page.locator('.tree g.box[data-node="1"]').click();
	await expect(explorer(page)).toHaveAttribute('data-step', '3');
	await expect(verdict(page)).toHaveText(
		'Right: A* takes the lowest f = g + h: node 1 (f 7). 3 entries share f 7; the tie-break (first added first) picks node 1.'
	);
	await expect(score(page)).toHaveText('Right first time: 1 of 2');

	// Step 4 (the tree has focus, its arrows its own): asked to see it, it counts as not right.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await page.getByRole('button', { name: 'Show the step' }).click();
	await expect(explorer(page)).toHaveAttribute('data-step', '4');
	await expect(verdict(page)).toContainText('Shown: A* takes the lowest f = g + h: node 3 (f 7).');
	await expect(score(page)).toHaveText('Right first time: 1 of 3');

	// Back moves as ever, and the quiz is in the address.
	await page.keyboard.press('ArrowLeft');
	await expect(explorer(page)).toHaveAttribute('data-step', '3');
	await expect(page).toHaveURL(/[?&]quiz=1(&|$)/);
	expect(errors).toEqual([]);
});

test('keyboard only: the switch, the frontier’s arrow keys and Enter, the next step', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, '/play?board=41325_786&algo=astar&view=simple&step=1');
	await expect(quiz(page)).toHaveCount(0);

	// Tab to the quiz switch, turn it on with Space.
	const toggle = page.getByRole('button', { name: 'Quiz', exact: true });
	await expect(toggle).toHaveAttribute('aria-pressed', 'false');
	for (
		let tabs = 0;
		tabs < 20 && !(await toggle.evaluate((el) => el === document.activeElement));
		tabs++
	) {
		await page.keyboard.press('Tab');
	}
	await expect(toggle).toBeFocused();
	await page.keyboard.press('Space');
	await expect(toggle).toHaveAttribute('aria-pressed', 'true');
	await expect(page).toHaveURL(/[?&]quiz=1(&|$)/);

	// → asks; focus goes to the frontier's first entry.
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText('Which entry does A* take off the frontier next?');
	await expect(row(page, 1)).toBeFocused();
	await expect(page.locator('.explorer [aria-live="polite"][aria-atomic="true"]')).toHaveText(
		'Which entry does A* take off the frontier next? Pick it in the frontier list (↑ ↓, Enter) or in the tree.'
	);

	// ↓ ↓ Enter: node 3, wrong; the reason is said, and focus stays on the list.
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('ArrowDown');
	await expect(row(page, 3)).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(verdict(page)).toContainText('Not this one: the search takes node 2.');
	await expect(row(page, 3)).toBeFocused();
	// ↑ Enter: node 2, right; the step is shown and focus goes to the quiz.
	await page.keyboard.press('ArrowUp');
	await page.keyboard.press('Enter');
	await expect(explorer(page)).toHaveAttribute('data-step', '2');
	await expect(verdict(page)).toContainText('Right:');
	await expect(quiz(page)).toBeFocused();

	// → again; Home and End move within the list, not the run.
	await page.keyboard.press('ArrowRight');
	await expect(row(page, 1)).toBeFocused();
	await page.keyboard.press('End');
	await expect(row(page, 4)).toBeFocused();
	await page.keyboard.press('Home');
	await expect(row(page, 1)).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(explorer(page)).toHaveAttribute('data-step', '3');
	await expect(score(page)).toHaveText('Right first time: 1 of 2');
	expect(errors).toEqual([]);
});

test('the road map by line: a child’s fate asked before its line, right and wrong', async ({
	page
}) => {
	const errors = collectErrors(page);
	// Step 2 expands Sibiu; moment 2 is its goal test. Its first child leads back to Arad.
	await ready(
		page,
		'/play?problem=road-map&start=A&algo=astar&view=full&quiz=1&step=2&moment=2&grain=line'
	);
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText(
		'Generated child 1 of 4: road S→A, f 646 = g 280 + h 366. What becomes of it?'
	);
	const choices = quiz(page).locator('.choices button');
	await expect(choices).toHaveText([
		'Already explored: discarded',
		'On the frontier by a path no costlier: discarded',
		'Replaces a costlier entry on the frontier',
		'New: joins the frontier'
	]);
	await expect(choices.first()).toBeFocused();
	await expect(page.locator('.position')).toContainText('moment 2 of');
	await expectNoViolations(page);

	await quiz(page).getByRole('button', { name: 'New: joins the frontier' }).click();
	await expect(verdict(page)).toHaveText(
		'Not this one: the answer is “Already explored: discarded”. Child 1 (road S→A): its state is in explored (node 0): discarded.'
	);
	await quiz(page).getByRole('button', { name: 'Already explored: discarded' }).click();
	await expect(page.locator('.position')).toContainText('moment 3 of');
	await expect(verdict(page)).toHaveText(
		'Right: Child 1 (road S→A): its state is in explored (node 0): discarded.'
	);
	await expect(page.locator('.narration')).toContainText('Generated child 1 of 4: road S→A');

	// The line that discards it asks nothing; the next child, Fagaras, is new: by keyboard.
	await page.keyboard.press('ArrowRight');
	await expect(page.locator('.position')).toContainText('moment 4 of');
	await expect(quiz(page)).toHaveAttribute('data-asking', '');
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText('Generated child 2 of 4: road S→F');
	await expect(choices.first()).toBeFocused();
	await page.keyboard.press('End');
	await expect(choices.last()).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(verdict(page)).toHaveText(
		'Right: Child 2 (road S→F): its state is in neither explored nor the frontier: it becomes node 4.'
	);
	await expect(page.locator('.position')).toContainText('moment 5 of');
	await expect(score(page)).toHaveText('Right first time: 1 of 2');
	expect(errors).toEqual([]);
});

test('the greedy walk on the road map: which child it steps to', async ({ page }) => {
	await ready(page, '/play?problem=road-map&start=A&algo=walk&view=full&quiz=1');
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toHaveText(
		/The walk stands on node 0: which of its unvisited children does it step to\?/
	);
	await quiz(page).getByRole('button', { name: 'Road A→T, h 329' }).click();
	await expect(verdict(page)).toHaveText(
		'Not this one: the walk steps to road A→S. Road A→T has h 329. Stepped to the candidate with the lowest h, 253 (road A→S), as node 1.'
	);
	await quiz(page).getByRole('button', { name: 'Road A→S, h 253' }).click();
	await expect(explorer(page)).toHaveAttribute('data-step', '1');
});

test('/embed/play reads quiz=1 and keeps it in its link out', async ({ page }) => {
	await ready(page, '/embed/play?problem=road-map&start=A&algo=bfs&quiz=1&step=1');
	await expect(page.getByRole('button', { name: 'Quiz', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect(page.getByRole('link', { name: /Open in Frontier/ })).toHaveAttribute(
		'href',
		/[?&]quiz=1(&|$)/
	);
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText(
		'Which entry does breadth-first search take off the frontier next?'
	);
	await row(page, 1).click();
	await expect(verdict(page)).toHaveText(
		'Right: Breadth-first search takes the entry that joined the queue first: node 1.'
	);
});

/** A node on the graph's map, as a button while the quiz asks for an entry. */
const onMap = (page: Page, name: string) =>
	page.getByTestId('graph-map').getByRole('button', { name, exact: true });
const note = (page: Page) => page.getByTestId('quiz-note');

test('the road map: a city clicked on the map answers, wrong then right', async ({ page }) => {
	const errors = collectErrors(page);
	await ready(page, '/play?problem=road-map&quiz=1&step=1');
	// Nothing is asked yet: the map's cities are no buttons.
	await expect(page.getByTestId('graph-map').getByRole('button')).toHaveCount(0);

	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(question(page)).toHaveText(
		/Which entry does A\* take off the frontier next\?\s*Pick it in the frontier list \(↑ ↓, Enter\), in the tree or on the map\./
	);
	// The cities the frontier holds, and only those, are buttons.
	const buttons = page.getByTestId('graph-map').getByRole('button');
	await expect(buttons).toHaveCount(3);
	const cities = await buttons.evaluateAll((all) => all.map((el) => el.getAttribute('data-city')));
	expect(cities.sort()).toEqual(['S', 'T', 'Z']);
	await expectNoViolations(page);

	await onMap(page, 'Pick Timisoara (T): 1 entry on the frontier').click();
	await expect(verdict(page)).toHaveText(
		'Not this one: the search takes node 1. A* takes the lowest f = g + h: that is node 1 (f 393 = g 140 + h 253), not node 2 (f 447 = g 118 + h 329).'
	);
	await expect(note(page)).toHaveText('Timisoara is node 2 on the frontier.');
	await expect(explorer(page)).toHaveAttribute('data-step', '1');
	await expect(score(page)).toHaveText('Right first time: 0 of 1');

	await onMap(page, 'Pick Sibiu (S): 1 entry on the frontier').click();
	await expect(explorer(page)).toHaveAttribute('data-step', '2');
	await expect(verdict(page)).toHaveText('Right: A* takes the lowest f = g + h: node 1 (f 393).');
	await expect(note(page)).toHaveText('Sibiu is node 1 on the frontier.');
	await expect(page.getByTestId('graph-map').getByRole('button')).toHaveCount(0);

	// By keyboard: Tab reaches the cities on the frontier; Enter picks Rimnicu Vilcea (f 413).
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText('Which entry does A* take off the frontier next?');
	const rimnicu = onMap(page, 'Pick Rimnicu Vilcea (R): 1 entry on the frontier');
	await page.locator('body').focus();
	for (
		let tabs = 0;
		tabs < 40 && !(await rimnicu.evaluate((el) => el === document.activeElement));
		tabs++
	) {
		await page.keyboard.press('Tab');
	}
	await expect(rimnicu).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(explorer(page)).toHaveAttribute('data-step', '3');
	await expect(verdict(page)).toHaveText('Right: A* takes the lowest f = g + h: node 6 (f 413).');
	await expect(score(page)).toHaveText('Right first time: 1 of 2');
	expect(errors).toEqual([]);
});

test('a tree search holds a city twice: a click means its entry that leaves first, and says so', async ({
	page
}) => {
	await ready(page, '/play?problem=road-map&start=A&algo=astar&dup=tree&quiz=1&step=5');
	await page.keyboard.press('ArrowRight');
	await expect(question(page)).toContainText('Which entry does A* take off the frontier next?');

	// Sibiu: node 10 (f 553) and node 12 (f 591); the pick means node 10. Wrong.
	await onMap(page, 'Pick Sibiu (S): 2 entries on the frontier').click();
	await expect(verdict(page)).toHaveText(
		'Not this one: the search takes node 13. A* takes the lowest f = g + h: that is node 13 (f 418 = g 418 + h 0), not node 10 (f 553 = g 300 + h 253). It is the goal: the search stops there without expanding it.'
	);
	await expect(note(page)).toHaveText(
		'Sibiu has 2 entries on the frontier (nodes 10 and 12): the pick means node 10, the first of them to leave.'
	);
	// Bucharest: node 11 (by Fagaras, f 450) and node 13 (by Pitesti, f 418), taken next. Right.
	await onMap(page, 'Pick Bucharest (B): 2 entries on the frontier').click();
	await expect(explorer(page)).toHaveAttribute('data-step', '6');
	await expect(verdict(page)).toContainText(
		'Right: A* takes the lowest f = g + h: node 13 (f 418).'
	);
	await expect(note(page)).toHaveText(
		'Bucharest has 2 entries on the frontier (nodes 11 and 13): the pick means node 13, the first of them to leave.'
	);
});

test('quiz mode: the narration does not name the entry next in line; without the quiz it does', async ({
	page
}) => {
	await ready(page, '/play?problem=road-map&start=A&algo=bfs&view=full&quiz=1&step=1');
	await page.keyboard.press('ArrowRight');
	await row(page, 1).click();
	await expect(explorer(page)).toHaveAttribute('data-step', '2');
	const narration = page.locator('.narration');
	await expect(narration).toHaveText(
		'Took node 1 (Sibiu), the oldest entry of the queue (depth 1). 4 children: 3 added (Fagaras, node 4; Oradea, node 5; Rimnicu Vilcea, node 6), 1 already explored (Arad, node 0).'
	);
	await expect(
		page.locator('.explorer [aria-live="polite"][aria-atomic="true"]')
	).not.toContainText('next in line');

	// The quiz off, the same step names the runner-up again.
	await page.getByRole('button', { name: 'Quiz', exact: true }).click();
	await expect(narration).toContainText(
		'Took node 1 (Sibiu), the oldest entry of the queue (depth 1); node 2 (Timisoara) is next in line.'
	);
});

test('the teachers’ embed builder: Quiz mode writes quiz=1 into the embed link, the snippet and the preview', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/teachers');
	const quizMode = page.getByRole('checkbox', { name: 'Quiz mode' });
	await expect(quizMode).not.toBeChecked();
	await page.getByRole('combobox', { name: /^Algorithm/ }).selectOption('bfs');
	await page.getByLabel('Start at step').fill('1');
	const origin = new URL(page.url()).origin;
	const link = page.locator('[data-output="link"]');
	await expect(link).toHaveValue(
		`${origin}/embed/play?v=1&board=42_713856&algo=bfs&step=1&view=full`
	);

	await quizMode.check();
	const src = `${origin}/embed/play?v=1&board=42_713856&algo=bfs&step=1&view=full&quiz=1`;
	await expect(link).toHaveValue(src);
	await expect(page.locator('[data-output="snippet"]')).toHaveValue(
		`<iframe src="${src.replace(/&/g, '&amp;')}" title="Breadth-first search on 42_713856 — Frontier explorer, quiz" width="100%" height="640" loading="lazy" style="border: 0"></iframe>`
	);
	await expect(
		page.getByRole('link', { name: 'Open the same run in the playground' })
	).toHaveAttribute('href', '/play?v=1&board=42_713856&algo=bfs&step=1&view=full&quiz=1');

	// The preview is the embed in quiz mode: a step forward asks first.
	const preview = page.frameLocator('.preview iframe');
	await expect(preview.getByRole('button', { name: 'Quiz', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await preview.getByRole('button', { name: 'Step forward' }).click();
	await expect(preview.getByTestId('quiz-question')).toContainText(
		'Which entry does breadth-first search take off the frontier next?'
	);
	await expect(preview.locator('.explorer')).toHaveAttribute('data-step', '1');

	await quizMode.uncheck();
	await expect(link).toHaveValue(
		`${origin}/embed/play?v=1&board=42_713856&algo=bfs&step=1&view=full`
	);
	expect(errors).toEqual([]);
});
