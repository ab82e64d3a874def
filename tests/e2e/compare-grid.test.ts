import { expect, test, type Page } from '@playwright/test';
import { solveSearch } from '../../src/lib/player/run-config';
import { gridLinkText, SWAMP, U_TRAP, type GridSpec } from '../../src/lib/domains/grid';
import type { AlgorithmName } from '../../src/lib/search/algorithms';
import { collectErrors, expectNoViolations, open } from './helpers';

/**
 * /compare on a grid maze: breadth-first search, greedy best-first search and A* walk the
 * U-shaped trap in lockstep (greedy pays 22 for the path it returns, A* and BFS 16); the swamp
 * preset parts BFS (48, straight through) from A* (14, around); and the informed runs' one
 * heuristic is a choice of the comparison, kept in the link.
 */

const run = (grid: GridSpec, algorithm: AlgorithmName, heuristic?: 'euclidean') =>
	solveSearch<number>({
		algorithm,
		problem: 'grid',
		spec: heuristic === undefined ? { grid } : { grid, heuristic }
	});

async function atEnd(page: Page, algorithms: readonly string[]) {
	await page.getByRole('button', { name: 'Step back' }).focus();
	await page.keyboard.press('End');
	const counts: Record<string, { expanded: string | null; path: string | null }> = {};
	for (const algorithm of algorithms) {
		const column = page.getByTestId(`compare-${algorithm}`);
		counts[algorithm] = {
			expanded: await column.getByTestId('expanded').textContent(),
			path: await column.getByTestId('path').textContent()
		};
	}
	return counts;
}

test('/compare steps BFS, greedy and A* on one grid maze, and keeps the grid and h in its link', async ({
	page
}) => {
	const errors = collectErrors(page);
	const trap = {
		bfs: run(U_TRAP, 'bfs'),
		greedy: run(U_TRAP, 'greedy'),
		astar: run(U_TRAP, 'astar')
	};
	expect([trap.bfs.cost, trap.greedy.cost, trap.astar.cost]).toEqual([16, 22, 16]);
	const last = Math.max(...Object.values(trap).map((result) => result.stats.expanded));

	await open(page, '/compare');
	await page.getByLabel('Problem').selectOption('grid');
	await expect(page).toHaveURL(/[?&]problem=grid&grid=v1\.9x13\./);
	await expect(page.getByLabel('Grid', { exact: true })).toHaveValue('u-trap');
	await expect(page.getByTestId('grid-h-note')).toContainText(
		'Manhattan distance on a 4-connected grid: exact on an open grid of equal weights'
	);

	await open(page, `/compare?problem=grid&grid=${gridLinkText(U_TRAP)}&runs=bfs,greedy,astar`);
	await expect(page.getByTestId('compare-step')).toContainText(`0 of ${last}`);
	expect(await atEnd(page, ['bfs', 'greedy', 'astar'])).toEqual({
		bfs: { expanded: String(trap.bfs.stats.expanded), path: '16' },
		greedy: { expanded: String(trap.greedy.stats.expanded), path: '22' },
		astar: { expanded: String(trap.astar.stats.expanded), path: '16' }
	});
	await expect(page.getByTestId('compare-greedy')).toContainText(
		'Greedy best-first search (Manhattan distance)'
	);
	await expectNoViolations(page);

	// The swamp: breadth-first search wades through, A* walks around.
	await page.getByLabel('Grid', { exact: true }).selectOption('swamp');
	await expect(page).toHaveURL(
		new RegExp(`[?&]grid=${gridLinkText(SWAMP).replace(/\./g, '\\.')}(&|$)`)
	);
	const swamp = {
		bfs: run(SWAMP, 'bfs'),
		greedy: run(SWAMP, 'greedy'),
		astar: run(SWAMP, 'astar')
	};
	expect([swamp.bfs.cost, swamp.astar.cost]).toEqual([48, 14]);
	expect(await atEnd(page, ['bfs', 'astar'])).toEqual({
		bfs: { expanded: String(swamp.bfs.stats.expanded), path: '48' },
		astar: { expanded: String(swamp.astar.stats.expanded), path: '14' }
	});

	// One h for the informed runs, in the link; the uninformed run is unchanged.
	await page.getByLabel('Informed runs’ h').selectOption('euclidean');
	await expect(page).toHaveURL(/[?&]h=euclidean(&|$)/);
	await expect(page.getByTestId('compare-astar')).toContainText('A* search (Euclidean distance)');
	const euclidean = run(SWAMP, 'astar', 'euclidean');
	expect(await atEnd(page, ['astar'])).toEqual({
		astar: { expanded: String(euclidean.stats.expanded), path: '14' }
	});
	await page.reload();
	await expect(page.getByLabel('Informed runs’ h')).toHaveValue('euclidean');
	await expect(page.getByLabel('Grid', { exact: true })).toHaveValue('swamp');
	expect(errors).toEqual([]);
});
