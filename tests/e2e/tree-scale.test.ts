import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoViolations } from './helpers';

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
	// Something selected and hovered on screen, to show the files carry no on-screen hints.
	await page.getByRole('application', { name: /^Overview of the whole search/ }).focus();
	await page.keyboard.press('Home');
	await expect(page.locator('.explorer .box.selected')).toHaveAttribute('data-node', '0');
	await page.getByText('Export', { exact: true }).click();
	const png = await save('Tree as PNG');
	expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
	// The header's width and height (bytes 16–23): within a canvas's limits, and not a sliver.
	const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
	expect(Math.max(width, height)).toBeLessThanOrEqual(16_384);
	expect(width * height).toBeLessThanOrEqual(40_000_000);
	expect(Math.min(width, height)).toBeGreaterThan(500);
	expect(png.length).toBeGreaterThan(100_000);
	await expect(page.getByText(/^Saved the tree as PNG/)).toBeVisible();
	const svg = (await save('Tree as SVG')).toString('utf8');
	// The compact tree, each box written with its board whatever the view showed: at most
	// 2,000 boxes, here 1,999 (one more node would bring its own "+N" box and not fit).
	expect(svg.match(/<g transform=/g)?.length).toBe(1999);
	// No ring, selection, hover or viewport mark: the file is the tree, not the screen.
	expect(svg).not.toMatch(/ring|selected|hovered|focus|viewport/);
});

/** The zoom once a glide has ended: two reads 400 ms apart agree. */
async function settledZoom(page: Page): Promise<number> {
	let last = Number.NaN;
	for (;;) {
		await page.waitForTimeout(400);
		const now = await zoomOf(page);
		if (now === last) return now;
		last = now;
	}
}

const overview = (page: Page) =>
	page.getByRole('application', { name: /^Overview of the whole search/ });
const selectedBox = (page: Page) => page.locator('.explorer .box.selected');

/** Whether the element's middle lies inside the detailed tree's frame. */
async function inView(page: Page, element: ReturnType<Page['locator']>): Promise<boolean> {
	const frame = await page.locator('.explorer .tree .canvas').boundingBox();
	const box = await element.boundingBox();
	if (frame === null || box === null) return false;
	const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
	return x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height;
}

test('the overview shows the whole search; a click or its keys select the nearest node and centre the tree on it', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, `${BIG}&step=1270`);
	await expect(page.locator('.explorer .tree .overview p')).toHaveText(
		'2,084 nodes over 14 depths. The widest depth is 12, with 748 nodes. The current node is at depth 12.'
	);
	const canvas = page.locator('.explorer .overview canvas');
	const frame = (await canvas.boundingBox())!;

	// The top row (depth 0, the root): the root is selected and the tree pans to it.
	await page.mouse.click(frame.x + frame.width / 2, frame.y + 8);
	await expect(selectedBox(page)).toHaveAttribute('data-node', '0');
	await expect.poll(() => inView(page, selectedBox(page))).toBe(true);
	await expect(page.getByRole('button', { name: 'Follow current node' })).toHaveAttribute(
		'aria-pressed',
		'false'
	);

	// The left end of depth 12's row (rows 14 px tall under a 6 px margin): a node there, in view.
	await page.mouse.click(frame.x + 8, frame.y + 6 + 12 * 14 + 7);
	await expect(selectedBox(page)).toHaveCount(1);
	await expect(page.locator('.explorer .details dl')).toContainText('depth 12 ');
	await expect.poll(() => inView(page, selectedBox(page))).toBe(true);
	const picked = Number(await selectedBox(page).getAttribute('data-node'));
	expect(picked).toBeGreaterThan(0);

	// The keys: Home the root, ↓ a node at depth 1.
	await overview(page).focus();
	await page.keyboard.press('Home');
	await expect(selectedBox(page)).toHaveAttribute('data-node', '0');
	await page.keyboard.press('ArrowDown');
	await expect(page.locator('.explorer .details dl')).toContainText('depth 1 ');
	await expect.poll(() => inView(page, selectedBox(page))).toBe(true);
	// The explorer's own arrow keys did not step the run meanwhile.
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '1270');

	// Current node brings the node being expanded back into the middle of the view.
	await page.getByRole('button', { name: 'Current node', exact: true }).click();
	await expect.poll(() => inView(page, page.locator('.explorer .box.current'))).toBe(true);
});

test('the zoom buttons zoom by half again about the middle, and Fit shows the whole tree', async ({
	page
}) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await open(page, '/play?board=1234_5678&algo=bfs&step=40');
	await page.getByRole('button', { name: 'Fit' }).click();
	const fitted = await settledZoom(page);
	expect(fitted).toBeLessThan(1);
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await expect.poll(() => zoomOf(page)).toBeCloseTo(fitted * 1.5, 6);
	await settledZoom(page);
	await page.getByRole('button', { name: 'Zoom out' }).click();
	await settledZoom(page);
	await page.getByRole('button', { name: 'Zoom out' }).click();
	await expect.poll(() => zoomOf(page)).toBeCloseTo(fitted / 1.5, 6);
	await page.getByRole('button', { name: 'Fit' }).click();
	await expect.poll(() => zoomOf(page)).toBeCloseTo(fitted, 6);
});

test('the page with the overview is clean under axe in both colour schemes', async ({ page }) => {
	test.setTimeout(90_000);
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await open(page, `${BIG}&step=1270`);
		await expect(overview(page)).toBeVisible();
		await expectNoViolations(page);
	}
});

test('on paper the frontier rows and the tree print, and the pan hint does not', async ({
	page
}) => {
	await open(page, '/play?board=1234_5678&algo=bfs&step=5');
	await page.emulateMedia({ media: 'print' });
	await expect(page.locator('.explorer ol.rows .row')).toHaveCount(8);
	await expect(page.locator('.explorer ol.rows .row').first()).toBeVisible();
	await expect(page.locator('.explorer .box[data-node="0"]')).toBeVisible();
	await expect(page.getByText('Drag to pan. The mouse wheel scrolls the page')).toBeHidden();
	await page.emulateMedia({ media: 'screen' });
	await expect(page.getByText('Drag to pan. The mouse wheel scrolls the page')).toBeVisible();
});
