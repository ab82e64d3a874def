import { expect, test, type Page } from '@playwright/test';
import { solveSearch } from '../../src/lib/player/run-config';
import { ROMANIA } from '../../src/lib/domains/graph';
import type { DuplicatePolicy } from '../../src/lib/search/options';
import { collectErrors, expectNoViolations, open } from './helpers';

/**
 * /compare's Repeated states: one rule for every run, kept in the link as `dup=`. Uniform-cost
 * search and A* from Arad to Bucharest: their own rule, graph search with frontier update,
 * finds the 418 km route; graph search keeps the first path to Bucharest (450 km, A* expanding
 * 7 cities instead of 5); multiple-path pruning expands as their own rule does, and leaves the
 * paths it never took on the frontier.
 */

const drive = (algorithm: 'ucs' | 'astar', duplicates: DuplicatePolicy | null) =>
	solveSearch<string>({
		algorithm,
		problem: 'graph',
		spec: { graph: ROMANIA, start: 'A', goals: ['B'] },
		options: duplicates === null ? {} : { duplicates }
	});

/** Each column's counters at the comparison's last step. */
async function countsAtEnd(page: Page) {
	await page.getByRole('button', { name: 'Step back' }).focus();
	await page.keyboard.press('End');
	// Uniform-cost search expands 12 cities under every rule here: the comparison's last step.
	await expect(page.getByTestId('compare-step')).toHaveText(/^12\s+of 12$/);
	const read = async (algorithm: string) => {
		const column = page.getByTestId(`compare-${algorithm}`);
		return {
			expanded: await column.getByTestId('expanded').textContent(),
			frontier: await column.getByTestId('frontier').textContent(),
			path: await column.getByTestId('path').textContent()
		};
	};
	return { ucs: await read('ucs'), astar: await read('astar') };
}

test('/compare’s Repeated states changes every run’s rule, the columns’ counts and the link', async ({
	page
}) => {
	const errors = collectErrors(page);
	// The engine agrees with the numbers the page is expected to show.
	expect([drive('ucs', null).cost, drive('astar', null).stats.expanded]).toEqual([418, 5]);
	expect([drive('ucs', 'graph').cost, drive('astar', 'graph').stats.expanded]).toEqual([450, 7]);
	expect([drive('ucs', 'prune').cost, drive('astar', 'prune').stats.expanded]).toEqual([418, 5]);

	await open(page, '/compare?problem=road-map&start=A&runs=ucs,astar');
	const repeats = page.getByLabel('Repeated states');
	await expect(repeats).toHaveValue('');
	await expect(repeats.locator('option:checked')).toHaveText('each algorithm’s own');
	const step = page.getByTestId('compare-step');
	await expect(step).toContainText('0 of 12');
	expect(await countsAtEnd(page)).toEqual({
		ucs: { expanded: '12', frontier: '1', path: '418' },
		astar: { expanded: '5', frontier: '5', path: '418' }
	});

	await repeats.selectOption('graph');
	await expect(page).toHaveURL(/[?&]dup=graph(&|$)/);
	await expect(step).toContainText('0 of 12');
	expect(await countsAtEnd(page)).toEqual({
		ucs: { expanded: '12', frontier: '1', path: '450' },
		astar: { expanded: '7', frontier: '4', path: '450' }
	});

	await repeats.selectOption('prune');
	await expect(page).toHaveURL(/[?&]dup=prune(&|$)/);
	await expect(repeats.locator('option:checked')).toHaveText(/^multiple-path pruning — /);
	expect(await countsAtEnd(page)).toEqual({
		ucs: { expanded: '12', frontier: '4', path: '418' },
		astar: { expanded: '5', frontier: '7', path: '418' }
	});

	// The link reopens the same rule; back to each algorithm's own, the link names none.
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByLabel('Repeated states')).toHaveValue('prune');
	await page.getByLabel('Repeated states').selectOption('');
	await expect(page).not.toHaveURL(/dup=/);
	expect((await countsAtEnd(page)).astar).toEqual({ expanded: '5', frontier: '5', path: '418' });

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
