import { expect, test, type Locator } from '@playwright/test';
import {
	cityOn,
	cityRows,
	collectErrors,
	explorerIn,
	expectNoViolations,
	open,
	pressTo,
	roadOn
} from './helpers';

/** The lesson's road maps are the site's explorer (LessonExplorer) on problem=road-map. */

test('lesson 8: A* on the road map reproduces the worked table row by row', async ({ page }) => {
	// axe alone takes 15–20 s on this page (three road-map explorers with their pseudocode, a
	// tile explorer).
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('A* search');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const map = await explorerIn(page, 'A* search on the road map');
	const step = map.getByRole('button', { name: 'Step forward' });
	// Seed 002: cost / heur / pri after each expansion (vectors README §6), then after B is taken
	// off the frontier at step 6 (not an expansion: still 5).
	const expected = [
		['Arad, depth 0, f 366 = g 0 + h 366'],
		[
			'Sibiu, depth 1, f 393 = g 140 + h 253',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374'
		],
		[
			'Rimnicu Vilcea, depth 2, f 413 = g 220 + h 193',
			'Fagaras, depth 2, f 415 = g 239 + h 176',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		],
		[
			'Fagaras, depth 2, f 415 = g 239 + h 176',
			'Pitesti, depth 3, f 417 = g 317 + h 100',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		],
		[
			'Pitesti, depth 3, f 417 = g 317 + h 100',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Bucharest, depth 3, f 450 = g 450 + h 0',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		],
		[
			'Bucharest, depth 4, f 418 = g 418 + h 0',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		],
		[
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		]
	];
	// The city each step expands (A, S, R, F, P), then B at step 6, taken off but not expanded.
	const current = ['A', 'A', 'S', 'R', 'F', 'P', 'B'];
	for (const [i, rows] of expected.entries()) {
		await expect(map).toHaveAttribute('data-step', String(i));
		// A click while a step is under way is not queued: each waits for the last to land.
		await expect(map).toHaveAttribute('data-status', /^(ready|paused|finished)$/);
		await expect(map.locator('[data-stat="expanded"]')).toHaveText(String(Math.min(i, 5)));
		await expect.poll(() => cityRows(map)).toEqual(rows);
		if (i > 0 && i < 6)
			await expect(cityOn(map, current[i])).toHaveAttribute('data-role', 'current');
		if (i < expected.length - 1) await step.click();
	}
	await expect(map).toHaveAttribute('data-status', 'finished');
	await expect(map.locator('.position')).toHaveText(
		'Step 6 of 6, 5 expansions (the other step takes the goal off the frontier)'
	);
	await expect(map.locator('.narration')).toHaveText(
		'Took node 10 (Bucharest: f 418 = g 418 + h 0) off the frontier: the lowest f; next was ' +
			'node 2 (Timisoara) with f 447. Reached the goal: node 10 (B, Bucharest), 4 actions from the root, with path cost 418.'
	);
	await expect(map.locator('.outcome')).toHaveText(
		'A* reached the goal after 5 expansions: a path of 4 roads, cost 418.'
	);
	await expect(cityOn(map, 'T')).toHaveAttribute('data-role', 'frontier');
	await expect(cityOn(map, 'R')).toHaveAttribute('data-role', 'path');
	await expect(cityOn(map, 'B')).toHaveAttribute('data-role', 'goal');
	await map.getByRole('button', { name: 'Step back' }).click();
	await expect(map).toHaveAttribute('data-step', '5');
	await expect(cityOn(map, 'P')).toHaveAttribute('data-role', 'current');
	await expect(cityOn(map, 'B')).toHaveAttribute('data-role', 'frontier');

	const explorer = await explorerIn(page, 'A* with Manhattan distance from 42_713856');
	await expect(explorer).toHaveAttribute('data-status', 'ready');
	await explorer.getByRole('button', { name: 'Step forward' }).click();
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('1');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

/** The frontier at the line that replaces B's entry (A* from A, step 5, moment 4): B's gone. */
const AT_REPLACE_ROWS = [
	'Timisoara, depth 1, f 447 = g 118 + h 329',
	'Zerind, depth 1, f 449 = g 75 + h 374',
	'Craiova, depth 3, f 526 = g 366 + h 160',
	'Oradea, depth 2, f 671 = g 291 + h 380'
];

/** The frontier a line before and after, with B's entry via Fagaras in its place. */
const B_VIA_F_ROWS = [
	'Timisoara, depth 1, f 447 = g 118 + h 329',
	'Zerind, depth 1, f 449 = g 75 + h 374',
	'Bucharest, depth 3, f 450 = g 450 + h 0',
	'Craiova, depth 3, f 526 = g 366 + h 160',
	'Oradea, depth 2, f 671 = g 291 + h 380'
];

async function expectAtReplace(explorer: Locator): Promise<void> {
	await expect(explorer.locator('.position')).toHaveText('Step 5 of 6, moment 4 of 9 (line 12)');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('5');
	await expect(explorer.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'if child.state is in frontier with a higher g: child replaces that entry'
	);
	await expect(explorer.locator('.narration .line-tag')).toHaveText('line 12');
	await expect(explorer.locator('.narration')).toHaveAttribute('data-line', 'replace');
	await expect(explorer.locator('.narration')).toHaveText(
		'line 12 Child 1 (road P→B): its state waits on the frontier as node 9 with g 450 > 418: ' +
			'the child, node 10, replaces node 9.'
	);
	await expect(explorer.locator('.frontier p.struck')).toHaveText(
		'node 9: f 450 = g 450 + h 0 — replaced by node 10, a cheaper path to the same city'
	);
	await expect.poll(() => cityRows(explorer)).toEqual(AT_REPLACE_ROWS);
	await expect(roadOn(explorer, 'B-F')).toHaveClass(/struck/);
	await expect(roadOn(explorer, 'B-P')).toHaveClass(/looked/);
	await expect(cityOn(explorer, 'B')).toHaveAttribute('data-role', 'frontier');
	await expect(cityOn(explorer, 'P')).toHaveAttribute('data-role', 'current');
}

test('lesson 8: the road map steps line by line to the replacement, and back', async ({ page }) => {
	// Many exact checks on two explorers, each retried until the page settles: slow under load.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');

	const map = await explorerIn(page, 'A* search on the road map');
	const step = map.getByRole('button', { name: 'Step forward' });
	// The whole step shows the last line it carried out, with the step's sentence.
	await expect(map.locator('.pseudocode [aria-current="step"] code')).toHaveText([
		'frontier ← a priority queue on f = g + h, holding the root'
	]);
	await step.focus();
	for (let i = 1; i <= 4; i++) await pressTo(map, 'Enter', `Step ${i} of 6`);
	await expect(map.locator('[data-stat="expanded"]')).toHaveText('4');
	await expect(map.locator('.narration')).toHaveText(
		'Took node 4 (Fagaras: f 415 = g 239 + h 176) off the frontier: the lowest f; next was ' +
			'node 8 (Pitesti) with f 417. 2 children: 1 added (Bucharest, node 9), 1 already explored ' +
			'(Sibiu, node 1).'
	);

	// Shift+→ steps one line: P's pop, its goal test, B generated, then B's entry replaced.
	await pressTo(map, 'Shift+ArrowRight', 'Step 5 of 6, moment 1 of 9 (line 5)');
	await expect(map.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'node ← POP(frontier)   — the lowest f; ties: first added first'
	);
	await expect(map.locator('.narration')).toHaveText(
		'line 5 Took node 8 (Pitesti: f 417 = g 317 + h 100) off the frontier: the lowest f; next ' +
			'was node 2 (Timisoara) with f 447.'
	);
	await expect.poll(() => cityRows(map)).toEqual(B_VIA_F_ROWS);
	await pressTo(map, 'Shift+ArrowRight', 'Step 5 of 6, moment 2 of 9 (line 6)');
	await pressTo(map, 'Shift+ArrowRight', 'Step 5 of 6, moment 3 of 9 (line 9)');
	await pressTo(map, 'Shift+ArrowRight', 'Step 5 of 6, moment 4 of 9 (line 12)');
	await expectAtReplace(map);

	// The next line pushes B via P: it joins the frontier at the top.
	await pressTo(map, 'Shift+ArrowRight', 'Step 5 of 6, moment 5 of 9 (line 14)');
	await expect(map.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'PUSH(frontier, child)'
	);
	await expect(map.locator('.narration')).toHaveText(
		'line 14 Node 10 (Bucharest) joins the priority queue, placed by f 418 = g 418 + h 0.'
	);
	await expect
		.poll(() => cityRows(map))
		.toEqual([
			'Bucharest, depth 4, f 418 = g 418 + h 0',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		]);
	await expect(map.locator('.frontier p.struck')).toHaveCount(0);
	await expect(roadOn(map, 'B-F')).not.toHaveClass(/struck/);
	// Back one line restores the replace line exactly.
	await pressTo(map, 'Shift+ArrowLeft', 'Step 5 of 6, moment 4 of 9 (line 12)');
	await expectAtReplace(map);

	// Stepping by line with the buttons: the grain chosen, Step forward finishes P's lines one
	// by one.
	await map.getByRole('radio', { name: 'line' }).check();
	for (let moment = 5; moment <= 9; moment++) {
		await step.click();
		await expect(map.locator('.position')).toHaveText(
			new RegExp(`^Step 5 of 6, moment ${moment} of 9 `)
		);
		await expect(map).toHaveAttribute('data-status', 'paused');
	}
	await expect(map.locator('.position')).toHaveText('Step 5 of 6, moment 9 of 9 (line 10)');
	await expect
		.poll(() => cityRows(map))
		.toEqual([
			'Bucharest, depth 4, f 418 = g 418 + h 0',
			'Timisoara, depth 1, f 447 = g 118 + h 329',
			'Zerind, depth 1, f 449 = g 75 + h 374',
			'Craiova, depth 3, f 526 = g 366 + h 160',
			'Oradea, depth 2, f 671 = g 291 + h 380'
		]);

	// The second explorer opens on the replace line itself; a line back, B's old entry is whole.
	const opened = await explorerIn(page, "A* replacing Bucharest's frontier entry");
	await expectAtReplace(opened);
	await expect(opened.getByRole('radio', { name: 'line' })).toBeChecked();
	await opened.getByRole('button', { name: 'Step back' }).click();
	await expect(opened.locator('.position')).toHaveText('Step 5 of 6, moment 3 of 9 (line 9)');
	await expect(opened.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'for each child of node, in alphabetical order:'
	);
	await expect(opened.locator('.narration')).toHaveText(
		'line 9 Generated child 1 of 3: road P→B, f 418 = g 418 + h 0.'
	);
	await expect(opened.locator('.frontier p.struck')).toHaveCount(0);
	await expect.poll(() => cityRows(opened)).toEqual(B_VIA_F_ROWS);
	await opened.getByRole('button', { name: 'Step forward' }).click();
	await expectAtReplace(opened);

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('lesson 8: predict the next expansion says right or wrong, and why', async ({ page }) => {
	// axe alone takes 15–20 s on this page (three road-map explorers with their pseudocode, a
	// tile explorer).
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
