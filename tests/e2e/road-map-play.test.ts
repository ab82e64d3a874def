import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { ALGORITHM_NAMES } from '../../src/lib/search/algorithms';
import { solveSearch } from '../../src/lib/player/run-config';
import { ROMANIA } from '../../src/lib/domains/graph';
import { collectErrors, open } from './helpers';

/** The road map in the one explorer: /play and /embed/play with problem=road-map (issue 28). */

async function ready(page: Page, path: string): Promise<void> {
	await open(page, path);
	await expect(page.locator('.explorer[data-status]')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

async function atStep(page: Page, step: number): Promise<void> {
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', String(step));
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/);
}

const city = (page: Page, name: string) =>
	page.locator(`[data-testid="graph-map"] [data-city="${name}"]`);

async function expanded(page: Page): Promise<number> {
	return Number((await page.locator('[data-stat="expanded"]').innerText()).replace(/,/g, ''));
}

test('A* on the road map steps in the playground: map, frontier, narration, line steps, back and the link', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, '/play?problem=road-map&start=A&algo=astar&view=full');
	await expect(page.getByRole('heading', { name: 'Map and settings' })).toBeVisible();
	await expect(city(page, 'A')).toHaveAttribute('data-role', 'current');

	for (let step = 1; step <= 3; step++) {
		await page.keyboard.press('ArrowRight');
		await atStep(page, step);
	}
	// A, Sibiu and Rimnicu Vilcea expanded; Rimnicu Vilcea (f 413) is the one at step 3.
	await expect(city(page, 'R')).toHaveAttribute('data-role', 'current');
	await expect(city(page, 'S')).toHaveAttribute('data-role', 'explored');
	await expect(city(page, 'F')).toHaveAttribute('data-role', 'frontier');
	await expect(city(page, 'B')).toHaveAttribute('data-role', 'unseen');
	expect(await expanded(page)).toBe(3);
	await expect(page.locator('.narration')).toContainText(
		'Took node 6 (Rimnicu Vilcea: f 413 = g 220 + h 193) off the frontier: the lowest f; next was node 4 (Fagaras) with f 415.'
	);
	// The frontier's head: Fagaras, f 415 = g 239 + h 176.
	const head = page.locator('.frontier ol.rows > li').first();
	await expect(head).toContainText('Fagaras');
	await expect(head).toContainText('f 415 = g 239 + h 176');
	await expect(page.locator('.pseudocode')).toContainText(
		'for each child of node, in alphabetical order:'
	);

	// One line at a time: the edge being looked along is marked on the map.
	await page.keyboard.press('Shift+ArrowRight');
	await expect(page.locator('.narration')).toHaveAttribute('data-line', /./);

	await page.keyboard.press('ArrowLeft');
	await atStep(page, 3);
	await page.keyboard.press('ArrowLeft');
	await atStep(page, 2);
	await expect(page).toHaveURL(/\?v=1&problem=road-map&start=A&step=2(&|$)/);
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await atStep(page, 2);
	await expect(city(page, 'S')).toHaveAttribute('data-role', 'current');

	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	for (const name of ['A', 'S', 'R', 'P']) {
		await expect(city(page, name)).toHaveAttribute('data-role', 'path');
	}
	await expect(city(page, 'B')).toHaveAttribute('data-role', 'goal');
	await expect(page.locator('[data-road="B-P"]')).toHaveClass(/on-path/);
	expect(await expanded(page)).toBe(5);
	expect(errors).toEqual([]);
});

test('the trace exports name the cities, and the tile-only exports are not offered', async ({
	page
}) => {
	await ready(page, '/play?problem=road-map&start=A&algo=ucs&view=full');
	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await page.getByText('Export', { exact: true }).click();
	const [download]: [Download, void] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Trace as CSV' }).click()
	]);
	expect(download.suggestedFilename()).toBe('frontier-ucs-road-map-A-B.csv');
	const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
	const ucs = solveSearch({
		algorithm: 'ucs',
		problem: 'graph',
		spec: { graph: ROMANIA, start: 'A', goals: ['B'] }
	});
	expect(lines.length).toBe(1 + ucs.stats.expanded);
	// The state's column is named for the problem's states: cities.
	expect(lines[0].split(',').slice(5, 8)).toEqual(['action', 'city', 'g']);
	expect(lines[1].split(',').slice(0, 7)).toEqual(['1', '1', '1', '0', '', '', 'A']);
	await expect(page.getByRole('button', { name: 'edX summary' })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Solution as GIF' })).toHaveCount(0);
	// A challenge asks about road-map runs too (tests/e2e/challenge-road-map.test.ts).
	await expect(page.getByRole('button', { name: 'Copy challenge link' })).toBeVisible();
});

test('every algorithm runs on the road map to the end the engine gives', async ({ page }) => {
	const errors = collectErrors(page);
	for (const algorithm of ALGORITHM_NAMES) {
		const result = solveSearch({
			algorithm,
			problem: 'graph',
			spec: { graph: ROMANIA, start: 'T', goals: ['B'] }
		});
		await ready(page, `/play?problem=road-map&start=T&algo=${algorithm}&view=full`);
		await page.keyboard.press('End');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
		expect([algorithm, await expanded(page)]).toEqual([algorithm, result.stats.expanded]);
	}
	expect(errors).toEqual([]);
});

test('the embed shows the road map, steps, and opens the same run in Frontier', async ({
	page
}) => {
	const errors = collectErrors(page);
	await ready(page, '/embed/play?problem=road-map&start=Timisoara&algo=ucs&test=on-generation');
	await expect(page.locator('h1')).toHaveText(
		'Uniform-cost search on the road map of Romania, T to B'
	);
	await expect(city(page, 'T')).toHaveAttribute('data-role', 'current');
	await page.keyboard.press('ArrowRight');
	await atStep(page, 1);
	// Step 1 expands Timisoara: its children Arad and Lugoj join the frontier.
	await expect(city(page, 'T')).toHaveAttribute('data-role', 'current');
	await expect(city(page, 'A')).toHaveAttribute('data-role', 'frontier');
	await expect(city(page, 'L')).toHaveAttribute('data-role', 'frontier');
	await expect(page.getByRole('link', { name: 'Open in Frontier ↗' })).toHaveAttribute(
		'href',
		/\/play\?v=1&problem=road-map&start=T&algo=ucs&test=on-generation&step=1&view=full$/
	);
	expect(errors).toEqual([]);
});
