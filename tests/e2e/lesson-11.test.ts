import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations } from './helpers';

const PATH = '/lessons/11-ida-star-and-the-15-puzzle';

async function open(page: Page): Promise<void> {
	await page.goto(PATH);
	await page.waitForSelector('body[data-hydrated="true"]');
}

test('lesson 11 renders its prose, math and iteration table', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('IDA* and the 15-puzzle');
	await expect(page.locator('h2#iterative-deepening-on-f')).toHaveText('Iterative deepening on f');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);
	await expect(page.getByRole('table').filter({ hasText: '324,288' })).toContainText('540,860');
	expect(errors).toEqual([]);
});

test('lesson 11 opens IDA* where iteration 2 raises the bound to the smallest f cut', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	const region = page.getByRole('region', { name: 'IDA* on 41325_786, step by step' });
	await region.scrollIntoViewIfNeeded();
	const explorer = region.locator('.explorer');
	const lit = region.locator('.pseudocode [aria-current="step"] code');
	await expect(explorer).toHaveAttribute('data-step', '4');
	await expect(lit).toHaveText('bound ← nextBound   — the smallest f that was cut');
	await expect(region.locator('.pseudocode [aria-current="step"] .values')).toContainText(
		'bound 7'
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'line 15 Iteration 2: the f bound rises to 7, the smallest f cut last time; the search starts again from the root.'
	);

	// One line back: the last cut of iteration 1, at f 7 over the bound 5. (Stepping back into a
	// step shows it whole, so the sentence sums the step up; only its f is checked here.)
	await explorer.getByRole('button', { name: 'Step back' }).click();
	await expect(explorer).toHaveAttribute('data-step', '3');
	await expect(lit).toHaveText(
		'if f(child) = g + h > bound: cut child; nextBound ← min(nextBound, f(child))'
	);
	await expect(explorer.locator('.narration')).toContainText('f 7');

	// Iteration 2 reaches the 7-move goal after 10 more expansions: 12 in all.
	await explorer.getByRole('button', { name: 'Go to the end' }).click();
	await expect(explorer).toHaveAttribute('data-status', 'finished');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText('12');
	await expect(explorer.locator('[data-stat="path-cost"]')).toHaveText('7');
	expect(errors).toEqual([]);
});

test('the solver solves Korf 79 in a worker, tabulates it and plays it back', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page);
	const solver = page.getByTestId('fifteen-solver');
	await expect(page.getByTestId('solver-check')).toHaveText('4×4 board, Manhattan distance 28.');
	await solver.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(solver).toHaveAttribute('data-phase', 'done');
	await expect(page.getByTestId('solver-result')).toContainText(
		'Optimal solution: 42 moves. 540,860 nodes generated in'
	);
	await expect(page.getByTestId('solver-progress')).toContainText(
		/^Iteration 8, bound 42:\s+540,860 nodes in [\d.]+ (ms|s),\s+[\d.,]+ (million )?nodes\/s\.\s*$/
	);
	await expect(page.getByTestId('solver-moves')).toHaveText(
		'RRDDD LULDR UULDR URDLL URRRD LDLUU URDRU LDDLU UL'
	);
	const rows = page.getByTestId('solver-iterations').locator('tbody tr');
	await expect(rows).toHaveCount(8);
	await expect(rows.nth(0)).toHaveText(/^\s*1\s*28\s*3\s*3\s*$/);
	await expect(rows.nth(7)).toHaveText(/^\s*8\s*42\s*324,288\s*540,860\s*1\.8\s*$/);
	await expect(page.getByTestId('solver-overhead')).toContainText('67% as many nodes');

	// Playback: the blank moves right first, so tile 1 slides left into the corner.
	const board = solver.getByRole('img', { name: /^Solution, move/ });
	await expect(board).toHaveAttribute('aria-label', /move 0 of 42, 4 by 4: blank 1 9 7;/);
	await solver.getByRole('button', { name: 'Forward' }).click();
	await expect(page.getByTestId('solver-step')).toHaveText('Move 1 of 42');
	await expect(board).toHaveAttribute('aria-label', /move 1 of 42, 4 by 4: 1 blank 9 7;/);
	await solver.getByRole('button', { name: 'End' }).click();
	await expect(board).toHaveAttribute(
		'aria-label',
		/move 42 of 42, 4 by 4: blank 1 2 3; 4 5 6 7; 8 9 10 11; 12 13 14 15$/
	);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('the solver explains a bad board and can cancel a long solve', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page);
	const solver = page.getByTestId('fifteen-solver');
	const field = solver.getByLabel('Board, row by row (any notation)');
	const solve = solver.getByRole('button', { name: 'Solve', exact: true });

	await field.fill('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _');
	await solver.getByRole('radio', { name: 'blank last' }).check();
	await expect(page.getByTestId('solver-check')).toHaveText(
		'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3). Try the goal with the blank first, or swap two tiles.'
	);
	await expect(solve).toBeDisabled();
	await field.fill('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 14 _');
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	await expect(solve).toBeDisabled();

	// Korf 1 takes seconds with Manhattan distance: start it, then cancel.
	await solver.getByRole('button', { name: 'Korf 1 (slow)' }).click();
	await expect(field).toHaveValue('14 13 15 7 / 11 12 9 5 / 6 _ 2 1 / 4 8 10 3');
	await expect(page.getByTestId('solver-check')).toHaveText('4×4 board, Manhattan distance 41.');
	await solve.click();
	await expect(solver).toHaveAttribute('data-phase', 'running');
	await expect(page.getByTestId('solver-progress')).toContainText('Still searching');
	await solver.getByRole('button', { name: 'Cancel' }).click();
	await expect(solver).toHaveAttribute('data-phase', 'cancelled');
	await expect(page.getByTestId('solver-result')).toContainText(
		/Cancelled after [\d.]+ (ms|s)\. The bounds searched in full prove that the\s+board needs at least \d+ moves\./
	);
	expect(errors).toEqual([]);
});

test('A* on Korf 1 stops at its cap and projects its memory', async ({ page }) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page);
	const figure = page.getByTestId('astar-memory');
	await figure.getByRole('button', { name: 'Run A*' }).click();
	await expect(figure).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
	await expect(page.getByTestId('astar-status')).toContainText(
		'Stopped: 600,000 expansions, 1,097,884 boards stored (frontier + explored), now at f = 53'
	);
	const rows = page.getByTestId('astar-levels').locator('tbody tr');
	await expect(rows).toHaveCount(7);
	await expect(rows.nth(4)).toHaveText(/^\s*49\s*24,505\s*45,590\s*5\.48\s*$/);
	await expect(rows.nth(6)).toHaveText(/^\s*53\s*598,961\s*1,095,313\s*4\.77\s*$/);
	await expect(page.getByTestId('astar-projection')).toHaveText('24.9 million');
	await expect(page.getByTestId('astar-verdict')).toContainText('about 3.24 GB');
	await expect(page.getByTestId('astar-verdict')).toContainText('about 598 MB');
	await expect(page.getByTestId('astar-verdict')).toContainText('83.7 TB');
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('the heuristic race gives Korf counts for Manhattan, fewer for linear conflict, fewest for PDBs', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page);
	const figure = page.getByTestId('heuristic-race');
	await figure.getByRole('button', { name: 'Solve each board with each heuristic' }).click();
	await expect(figure).toHaveAttribute('data-phase', 'done');
	const number = String.raw`[\d.]+ (ms|s)`;
	await expect(page.getByTestId('race-79')).toHaveText(
		new RegExp(
			String.raw`^\s*79\s*42\s*28\s*540,860\s*${number}\s*30\s*107,088\s*${number}\s*19\.8%\s*34\s*9,177\s*${number}\s*$`
		)
	);
	await expect(page.getByTestId('race-12')).toHaveText(
		new RegExp(
			String.raw`^\s*12\s*45\s*35\s*546,344\s*${number}\s*35\s*179,628\s*${number}\s*32\.9%\s*37\s*6,548\s*${number}\s*$`
		)
	);
	await expect(page.getByTestId('race-55')).toHaveText(
		new RegExp(
			String.raw`^\s*55\s*41\s*29\s*927,212\s*${number}\s*31\s*163,077\s*${number}\s*17\.6%\s*35\s*8,981\s*${number}\s*$`
		)
	);
	expect(errors).toEqual([]);
});
