import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { gifFrameCount, gifSize } from '../../src/lib/export/gif-frames';
import { columnNames } from '../../src/lib/export/run-export';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { ALGORITHMS, tileProblem, UI_MAX_EXPANSIONS } from '../../src/lib/search/index';
import { blockStorage } from './helpers';

function board(text: string) {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

async function open(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

async function expanded(page: Page): Promise<number> {
	return Number((await page.locator('[data-stat="expanded"]').innerText()).replace(/,/g, ''));
}

async function saved(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
	const [download]: [Download, void] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: button }).click()
	]);
	const path = await download.path();
	return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('copy link to this step: the link reopens the same run at the same step', async ({
	page,
	context
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await open(page, '/play?board=42_713856&algo=bfs');
	const explorer = page.locator('.explorer');
	await explorer.focus();
	// One key at a time, each answered before the next, so a busy machine drops none.
	for (let i = 1; i <= 12; i++) {
		await page.keyboard.press('ArrowRight');
		await expect(explorer).toHaveAttribute('data-step', String(i));
	}
	const before = await expanded(page);
	expect(before).toBe(12);

	await page.getByRole('button', { name: 'Copy link to this step' }).click();
	await expect(page.getByText('Link to step 12 copied.')).toBeVisible();
	const link = await page.evaluate(() => navigator.clipboard.readText());
	expect(new URL(link).pathname).toBe('/play');
	expect(new URL(link).search).toBe('?v=1&board=42_713856&algo=bfs&step=12');

	const other = await context.newPage();
	await open(other, link);
	await expect(other.locator('.explorer')).toHaveAttribute('data-step', '12');
	expect(await expanded(other)).toBe(before);
});

test('exports: CSV, JSON, edX summary, tree SVG and PNG, solution GIF', async ({ page }) => {
	const start = '41325_786';
	const result = ALGORITHMS.astar.solve(tileProblem(board(start), { heuristic: 'manhattan' }), {
		maxExpansions: UI_MAX_EXPANSIONS
	});
	expect([result.cost, result.stats.expanded]).toEqual([7, 10]);

	await open(page, `/play?board=${start}&algo=astar&h=manhattan`);
	await page.locator('.explorer').focus();
	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await page.getByText('Export', { exact: true }).click();

	const csv = await saved(page, 'Trace as CSV');
	expect(csv.name).toBe('frontier-astar-41325_786.csv');
	const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
	expect(lines[0]).toBe(columnNames('board').join(','));
	expect(lines[0]).toBe(
		'step,expansion,iteration,node,parent,action,board,g,h,f,depth,children,added,frontier,explored,narration'
	);
	expect(lines.length).toBe(1 + result.stats.expanded);
	expect(lines[1]).toBe(
		'1,1,1,0,,,41325_786,0,5,5,0,3,3,3,1,"Took node 0 (f 5 = g 0 + h 5) off the frontier, its only entry. 3 children: 3 added (nodes 1, 2, 3)."'
	);

	const json = JSON.parse((await saved(page, 'Trace as JSON')).bytes.toString('utf8'));
	expect(json.run).toEqual({
		link: '/play?v=1&board=41325_786',
		board: '41325_786',
		goal: 'blank-last',
		algorithm: 'astar',
		heuristic: 'manhattan',
		priority: 'f = g + h'
	});
	expect(json.expansions.length).toBe(10);
	expect([json.result.outcome, json.result.cost, json.result.actions]).toEqual([
		'goal',
		7,
		result.actions
	]);

	const edx = (await saved(page, 'edX summary')).bytes.toString('utf8');
	expect(edx.split('\n').slice(0, 3)).toEqual([
		`path_to_goal: [${result.actions.map((a) => `'${a}'`).join(', ')}]`,
		'cost_of_path: 7',
		'nodes_expanded: 10'
	]);

	const svg = (await saved(page, 'Tree as SVG')).bytes.toString('utf8');
	expect(svg.startsWith('<svg')).toBe(true);
	const parsed = await page.evaluate((text) => {
		const document = new DOMParser().parseFromString(text, 'image/svg+xml');
		return {
			error: document.querySelector('parsererror') !== null,
			root: document.documentElement.localName,
			boxes: document.querySelectorAll('g.boxes > g, g > g > g').length > 0
		};
	}, svg);
	expect(parsed).toEqual({ error: false, root: 'svg', boxes: true });

	const png = (await saved(page, 'Tree as PNG')).bytes;
	expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);

	const gif = await saved(page, 'Solution as GIF');
	expect(gif.name).toBe('frontier-astar-41325_786.gif');
	expect(gifFrameCount(new Uint8Array(gif.bytes))).toBe(8);
	// A 3×3 solution under its move counter, 240 px wide (gif-layout).
	expect(gifSize(new Uint8Array(gif.bytes))).toEqual({ width: 240, height: 186 });
});

test('an embed renders inside an iframe, without site chrome, at the linked step', async ({
	page,
	baseURL
}) => {
	const src = `${baseURL}/embed/play?board=42_713856&algo=bfs&step=3`;
	await page.setContent(
		`<!doctype html><title>Course page</title><h1>Week 2</h1><iframe title="Frontier" src="${src}" width="900" height="700"></iframe>`
	);
	const frame = page.frameLocator('iframe');
	await expect(frame.locator('.explorer')).toHaveAttribute('data-step', '3');
	await expect(frame.locator('[data-stat="expanded"]')).toHaveText('3');
	await expect(frame.locator('header.site-header')).toHaveCount(0);
	await expect(frame.getByRole('link', { name: 'Open in Frontier ↗' })).toHaveAttribute(
		'href',
		'/play?v=1&board=42_713856&algo=bfs&step=3&view=full'
	);
});

test('inside a lesson, the link names the lesson section and the explorer’s step', async ({
	page,
	context
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	const anchor = 'explorer-breadth-first-search-from-41325-786';
	await page.goto(`/lessons/01-the-puzzle?at=${anchor}:5#${anchor}`);
	await page.waitForSelector('body[data-hydrated="true"]');
	const linked = page.locator(`#${anchor} .explorer`);
	await expect(linked).toHaveAttribute('data-step', '5');
	await expect(linked).toHaveAttribute('data-status', /^(paused|finished)$/);
	await page.locator(`#${anchor}`).getByRole('button', { name: 'Step forward' }).click();
	await expect(linked).toHaveAttribute('data-step', '6');
	await page.locator(`#${anchor}`).getByRole('button', { name: 'Copy link to this step' }).click();
	const link = await page.evaluate(() => navigator.clipboard.readText());
	expect(new URL(link).pathname + new URL(link).search + new URL(link).hash).toBe(
		`/lessons/01-the-puzzle?at=${anchor}:6#${anchor}`
	);
	// The other explorer on the page is not named by the link: it opens at the start.
	const other = page.locator('#explorer-a-search-from-41325-786');
	await other.scrollIntoViewIfNeeded();
	await expect(other.locator('.explorer')).toHaveAttribute('data-step', '0');
});

test('an embed works with cookies and storage blocked, as in a third-party iframe', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	await blockStorage(page);
	await page.goto('/embed/play?board=42_713856&algo=bfs&step=4');
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '4');
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.locator('[data-stat="expanded"]')).toHaveText('5');
	expect(errors).toEqual([]);
});
