import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectSearch, solveSearch } from '../../src/lib/player/run-config';
import { ROMANIA } from '../../src/lib/domains/graph';
import type { AlgorithmName } from '../../src/lib/search/algorithms';
import { axeCheck, collectErrors, open } from './helpers';

/** /compare on the road map of Romania (issue 28): the runs in lockstep, each on its own map. */

const RUNS = ['bfs', 'ucs', 'astar'] as const satisfies readonly AlgorithmName[];

/** A drive from Arad to Bucharest, as the page opens it and the engine runs it. */
const drive = (algorithm: AlgorithmName) =>
	({
		algorithm,
		problem: 'graph',
		spec: { graph: ROMANIA, start: 'A', goals: ['B'] }
	}) as const;

/** The city each expansion of a run takes off the frontier, in order, and how the run ends. */
function expansionsOf(algorithm: AlgorithmName) {
	const { events } = collectSearch<string>(drive(algorithm));
	const cities = events.flatMap((event) => (event.type === 'expand' ? [event.node.state] : []));
	const result = solveSearch<string>(drive(algorithm));
	return { cities, result };
}

const column = (page: Page, algorithm: AlgorithmName): Locator =>
	page.getByTestId(`compare-${algorithm}`);

const city = (place: Locator, name: string): Locator =>
	place.locator(`[data-testid="graph-map"] [data-city="${name}"]`);

test('/compare on the road map steps BFS, UCS and A* in lockstep, each column at its own city', async ({
	page
}) => {
	const errors = collectErrors(page);
	const runs = RUNS.map((algorithm) => ({ algorithm, ...expansionsOf(algorithm) }));
	// The engine's own counts: one city taken off the frontier per expansion, A* the fewest.
	for (const run of runs) expect(run.cities.length).toBe(run.result.stats.expanded);
	expect(runs[2].cities).toEqual(['A', 'S', 'R', 'F', 'P']);
	const end = Math.max(...runs.map((run) => run.cities.length));

	await open(page, '/compare?problem=road-map&start=A&runs=bfs,ucs,astar');
	await expect(page.getByLabel('Problem', { exact: true })).toHaveValue('road-map');
	await expect(page.getByLabel('Start', { exact: true })).toHaveValue('A');
	await expect(page.getByTestId('compare-step')).toContainText(`0 of ${end}`);
	// The map's h is the run's, not a choice: no column offers a heuristic.
	await expect(page.getByLabel(/^Run \d heuristic$/)).toHaveCount(0);
	await expect(column(page, 'astar').locator('p.name')).toHaveText(
		'A* search (straight-line distance to Bucharest)'
	);
	for (const { algorithm } of runs) {
		await expect(column(page, algorithm).getByTestId('expanded')).toHaveText('0');
		await expect(city(column(page, algorithm), 'A')).toHaveAttribute('data-role', 'current');
	}

	const forward = page.getByRole('button', { name: 'Step forward' });
	for (let step = 1; step <= end; step++) {
		await forward.click();
		await expect(page.getByTestId('compare-step')).toContainText(`${step} of ${end}`);
		for (const { algorithm, cities, result } of runs) {
			const place = column(page, algorithm);
			const expanded = Math.min(step, cities.length);
			await expect(place.getByTestId('expanded'), `${algorithm} at step ${step}`).toHaveText(
				String(expanded)
			);
			if (step < cities.length) {
				await expect(
					city(place, cities[step - 1]),
					`${algorithm} expands ${cities[step - 1]} at step ${step}`
				).toHaveAttribute('data-role', 'current');
			} else {
				// Done: the goal reached, and the path to it, drawn on the map.
				await expect(city(place, 'B')).toHaveAttribute('data-role', 'goal');
				await expect(place.getByTestId('path')).toHaveText(String(result.cost));
			}
		}
	}
	// A road's cost is its length: a path is said in roads and in its cost.
	await expect(column(page, 'astar').getByTestId('status')).toHaveText(
		'done at step 5: a path of 4 roads, cost 418'
	);
	for (const name of ['A', 'S', 'R', 'P']) {
		await expect(city(column(page, 'astar'), name)).toHaveAttribute('data-role', 'path');
	}

	// Each column's words are the map's: cities in the narration, the tree and the frontier list.
	await page.getByRole('button', { name: 'Reset to the start' }).click();
	for (let step = 1; step <= 3; step++) await forward.click();
	const astar = column(page, 'astar');
	await expect(astar.getByTestId('expanded')).toHaveText('3');
	await expect(astar.getByTestId('sentence')).toContainText(
		'Took node 6 (Rimnicu Vilcea: f 413 = g 220 + h 193) off the frontier: the lowest f; next was node 4 (Fagaras) with f 415.'
	);
	await astar.getByText('Pseudocode').click();
	await expect(astar.locator('.pseudocode')).toContainText(
		'for each child of node, in alphabetical order:'
	);
	await astar.getByText('Frontier list').click();
	await expect(
		astar
			.getByRole('group', { name: /^Frontier/ })
			.locator('ol.rows > li')
			.first()
	).toContainText('Fagaras');

	// The link keeps the problem, the start and the step, and reopens them.
	await expect(page).toHaveURL(
		/\/compare\?v=1&problem=road-map&start=A&runs=bfs,ucs,astar&step=3$/
	);
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(column(page, 'astar').getByTestId('expanded')).toHaveText('3');
	await expect(city(column(page, 'astar'), 'R')).toHaveAttribute('data-role', 'current');
	await expect(column(page, 'bfs').getByTestId('expanded')).toHaveText('3');

	const results = await axeCheck(page).analyze();
	expect(results.violations.map((violation) => violation.id)).toEqual([]);
	expect(errors).toEqual([]);
});

test('/compare changes the problem: the cities replace the board, and the board comes back', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/compare?v=1&board=42_713856&runs=bfs,astar:linear-conflict');
	await page.getByLabel('Problem', { exact: true }).selectOption('road-map');
	// The runs are kept, without a heuristic of their own; the drive is the textbook's, A to B.
	await expect(page).toHaveURL(/\/compare\?v=1&problem=road-map&start=A&runs=bfs,astar$/);
	await expect(page.getByRole('textbox', { name: 'Board' })).toHaveCount(0);
	await page.getByLabel('Start', { exact: true }).selectOption('T');
	await expect(page).toHaveURL(/\/compare\?v=1&problem=road-map&start=T&runs=bfs,astar$/);
	await expect(city(column(page, 'astar'), 'T')).toHaveAttribute('data-role', 'current');
	// Another goal than Bucharest: the map's h says nothing about it, and the page says so.
	await page.getByLabel('Goal', { exact: true }).selectOption('C');
	await expect(page).toHaveURL(/start=T&goal=C&runs=bfs,astar$/);
	await expect(page.locator('.h-note')).toContainText('informed runs have h = 0 here');
	await expect(column(page, 'astar').locator('p.name')).toHaveText('A* search (h = 0)');

	await page.getByLabel('Problem', { exact: true }).selectOption('tile');
	await expect(page).toHaveURL(/\/compare\?v=1&board=42_713856&runs=bfs,astar:manhattan$/);
	await expect(page.getByRole('textbox', { name: 'Board' })).toHaveValue('4 2 _ / 7 1 3 / 8 5 6');
	await expect(column(page, 'astar').getByTestId('expanded')).toHaveText('0');
	expect(errors).toEqual([]);
});
