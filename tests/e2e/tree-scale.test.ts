import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';

/** 31 moves from the goal: breadth-first search never ends early. */
const BIG = '/play?board=867254_31&algo=bfs';

async function open(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/, {
		timeout: 60_000
	});
}

const tree = (page: Page) => page.locator('.explorer .tree svg[role="img"]');
const zoomOf = async (page: Page): Promise<number> =>
	Number(
		/scale\(([\d.e-]+)\)/.exec(
			(await page.locator('.explorer .tree svg > g').getAttribute('transform')) ?? ''
		)?.[1]
	);

test('a 2,000-node tree opens legible at the current node; Fit shows marks with the current node ringed', async ({
	page
}) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, `${BIG}&step=1270`);
	await expect(tree(page)).toHaveAttribute('aria-label', /^Search tree of 2,084 nodes\./);
	await expect(tree(page)).toHaveAttribute('data-detail', 'boards');
	expect(await zoomOf(page)).toBe(1);
	await expect(page.locator('.explorer .box.current')).toHaveCount(1);
	// Only the boxes in and near the view are drawn, not the 2,000 of the compact tree.
	const drawn = await page.locator('.explorer .box').count();
	expect(drawn).toBeGreaterThan(20);
	expect(drawn).toBeLessThan(600);

	await page.getByRole('button', { name: 'Fit' }).click();
	await expect(tree(page)).toHaveAttribute('data-detail', 'marks');
	await expect(page.locator('.explorer .box')).toHaveCount(0);
	await expect(page.locator('.explorer .ring.current')).toHaveCount(1);
	await expect(page.locator('.explorer .marks path[data-role="explored"]')).toHaveCount(1);
	await expect(page.getByText('Zoomed out: each box is a plain mark')).toBeVisible();

	// Clicking the ringed mark selects the node being expanded.
	const ring = await page.locator('.explorer .ring.current').boundingBox();
	await page.mouse.click(ring!.x + ring!.width / 2, ring!.y + ring!.height / 2);
	await expect(page.getByRole('heading', { name: 'Selected node' })).toBeVisible();

	for (let i = 0; i < 12 && (await zoomOf(page)) < 0.5; i++) {
		await page.getByRole('button', { name: 'Zoom in' }).click();
		await page.waitForTimeout(300);
	}
	await expect(tree(page)).toHaveAttribute('data-detail', 'boards');
	await page.getByRole('button', { name: 'Zoom out' }).click();
	await expect.poll(() => zoomOf(page)).toBeLessThan(0.5);
});

test('the wheel scrolls the page over the tree, and zooms it with Ctrl held or once the tree has focus', async ({
	page
}) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, '/play?board=1234_5678&algo=astar&step=9');
	const before = await zoomOf(page);
	const box = await tree(page).boundingBox();
	await page.mouse.move(box!.x + box!.width / 2, box!.y + 40);
	await page.mouse.wheel(0, 300);
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
	expect(await zoomOf(page)).toBe(before);

	await page.keyboard.down('Control');
	await page.mouse.wheel(0, -200);
	await page.keyboard.up('Control');
	await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);

	const zoomed = await zoomOf(page);
	await page.getByRole('application', { name: /^Search tree/ }).focus();
	const scrolled = await page.evaluate(() => window.scrollY);
	await page.mouse.wheel(0, 200);
	await expect.poll(() => zoomOf(page)).toBeLessThan(zoomed);
	expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

	// From the keyboard: + and − zoom the focused tree by half again.
	const keyed = await zoomOf(page);
	await page.keyboard.press('-');
	await expect.poll(() => zoomOf(page)).toBeCloseTo(keyed / 1.5, 6);
	await page.keyboard.press('+');
	await expect.poll(() => zoomOf(page)).toBeCloseTo(keyed, 6);
});

test('Tree as PNG and as SVG succeed on a 20,000-node tree', async ({ page }) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, `${BIG}&step=13500`);
	await expect(tree(page)).toHaveAttribute('aria-label', /^Search tree of (19|20),\d{3} nodes\./);
	const save = async (name: string): Promise<Buffer> => {
		const [download]: [Download, void] = await Promise.all([
			page.waitForEvent('download', { timeout: 60_000 }),
			page.getByRole('button', { name }).click()
		]);
		return readFile(await download.path());
	};
	await page.getByText('Export', { exact: true }).click();
	const png = await save('Tree as PNG');
	expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
	await expect(page.getByText(/^Saved the tree as PNG/)).toBeVisible();
	const svg = (await save('Tree as SVG')).toString('utf8');
	// The compact tree, each box written with its board whatever the view showed: at most
	// 2,000 boxes, here 1,999 (one more node would bring its own "+N" box and not fit).
	expect(svg.match(/<g transform=/g)?.length).toBe(1999);
});

test('on paper the frontier rows and the tree print, and the pan hint does not', async ({
	page
}) => {
	await open(page, '/play?board=1234_5678&algo=bfs&step=5');
	await page.emulateMedia({ media: 'print' });
	await expect(page.locator('.explorer ol.rows .row')).toHaveCount(8);
	await expect(page.locator('.explorer ol.rows .row').first()).toBeVisible();
	await expect(page.locator('.explorer .box[data-node="0"]')).toBeVisible();
	await expect(page.getByText('Drag to pan; the wheel zooms')).toBeHidden();
	await page.emulateMedia({ media: 'screen' });
	await expect(page.getByText('Drag to pan; the wheel zooms')).toBeVisible();
});
