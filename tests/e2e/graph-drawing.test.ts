import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeCheck, collectErrors, open } from './helpers';

/**
 * A graph of your own, drawn (issue 29): nodes, edges, costs, h, the start and a goal with the
 * mouse and with the keyboard, the text written in step; A* runs on it, and its link reopens it.
 */

const drawing = (page: Page): Locator => page.getByTestId('graph-drawing');
const drawn = (page: Page, name: string): Locator => drawing(page).locator(`[data-node="${name}"]`);

/** A point of the drawing, in its own units, on the screen. */
async function screenPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
	await drawing(page).scrollIntoViewIfNeeded();
	const box = (await drawing(page).boundingBox())!;
	const [, , width, height] = (await drawing(page).getAttribute('viewBox'))!.split(' ').map(Number);
	return { x: box.x + (x * box.width) / width, y: box.y + (y * box.height) / height };
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
	const point = await screenPoint(page, x, y);
	await page.mouse.click(point.x, point.y);
}

test('a six-node graph drawn with the mouse and the keyboard is its text, runs A*, and its link reopens it', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/play?view=full&problem=graph&g=start+S_goal+S');
	await page.getByText('Graph and settings').click();
	const text = page.getByLabel('Your graph, one fact a line');
	const said = page.locator('.drawing .said');
	await expect(text).toHaveValue('start S\ngoal S');

	// Three nodes with the mouse, two from the keyboard.
	await clickAt(page, 200, 60);
	await expect(said).toHaveText('Node A added');
	await clickAt(page, 200, 200);
	await clickAt(page, 360, 60);
	const add = page.getByRole('button', { name: 'Add a node' });
	await add.focus();
	await page.keyboard.press('Enter');
	await page.keyboard.press('Enter');
	await expect(said).toHaveText('Node E added');
	await expect(text).toHaveValue(
		[
			'start S',
			'goal S',
			'node A 200 60',
			'node B 200 200',
			'node C 360 60',
			'node D 40 120',
			'node E 40 200',
			'node S 40 40'
		].join('\n')
	);

	// Edges with the mouse: select, connect, click the other end, type the cost.
	const cost = page.getByRole('textbox', { name: 'Cost', exact: true });
	for (const [from, to, price] of [
		['S', 'A', '2'],
		['S', 'B', '5'],
		['A', 'C', '2']
	]) {
		await drawn(page, from).click();
		await page.getByRole('button', { name: `Connect ${from} to…` }).click();
		await drawn(page, to).click();
		await expect(cost).toBeFocused();
		await cost.fill(price);
		await cost.press('Enter');
		await expect(said).toHaveText(`Cost of edge ${from}–${to} set to ${price}`);
	}

	// Edges from the keyboard: a node, Connect, the other node, Enter, the cost.
	for (const [from, to, price] of [
		['C', 'E', '3'],
		['B', 'E', '4'],
		['S', 'D', '6']
	]) {
		await drawn(page, from).focus();
		await page.keyboard.press('Enter');
		await page.getByRole('button', { name: `Connect ${from} to…` }).focus();
		await page.keyboard.press('Enter');
		await drawn(page, to).focus();
		await page.keyboard.press('Enter');
		await expect(cost).toBeFocused();
		await page.keyboard.type(price);
		await page.keyboard.press('Enter');
		await expect(said).toHaveText(`Cost of edge ${from}–${to} set to ${price}`);
	}

	// E becomes the goal G, dragged with the mouse; D moves by the arrow keys.
	await drawn(page, 'E').click();
	await page.getByRole('textbox', { name: 'Name', exact: true }).fill('G');
	await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
	await expect(said).toHaveText('Node E renamed G');
	await page.getByRole('checkbox', { name: 'Goal' }).check();
	await drawn(page, 'S').click();
	await page.getByRole('checkbox', { name: 'Goal' }).uncheck();
	await expect(said).toHaveText('Node S no longer a goal');
	const from = await screenPoint(page, 40, 200);
	const to = await screenPoint(page, 480, 140);
	await page.mouse.move(from.x, from.y);
	await page.mouse.down();
	await page.mouse.move(to.x, to.y, { steps: 8 });
	await page.mouse.up();
	await expect(said).toHaveText('Node G moved to 480, 140');
	await drawn(page, 'D').focus();
	for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
	await page.keyboard.press('Shift+ArrowDown');
	await expect(said).toHaveText('Node D moved to 70, 160');

	// h of every node, typed in the panel.
	for (const [name, h] of [
		['S', '6'],
		['A', '4'],
		['B', '3'],
		['C', '3'],
		['D', '7']
	]) {
		await drawn(page, name).focus();
		await page.getByRole('textbox', { name: 'h', exact: true }).fill(h);
		await page.getByRole('textbox', { name: 'h', exact: true }).press('Enter');
		await expect(said).toHaveText(`h(${name}) set to ${h}`);
	}
	await expect(drawn(page, 'S')).toHaveAttribute('aria-label', 'Node S, h 6, start');
	await expect(drawn(page, 'G')).toHaveAttribute('aria-label', 'Node G, h 0, goal');

	// A name the text refuses is refused in its words; undo and redo take an edit back and forth.
	await drawn(page, 'D').focus();
	await page.getByRole('textbox', { name: 'Name', exact: true }).fill('node');
	await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
	await expect(page.locator('.drawing .refusal')).toHaveText(
		'"node" is a word of the format and cannot name a node.'
	);
	await drawn(page, 'D').focus();
	await page.keyboard.press('Control+z');
	await expect(drawn(page, 'D')).toHaveAttribute('aria-label', 'Node D, h 0');
	await expect(said).toHaveText('Undone: h(D) set to 7');
	await page.keyboard.press('Control+Shift+z');
	await expect(drawn(page, 'D')).toHaveAttribute('aria-label', 'Node D, h 7');
	await expect(said).toHaveText('Redone: h(D) set to 7');

	const written = [
		'start S',
		'goal G',
		'S A 2',
		'S B 5',
		'A C 2',
		'C G 3',
		'B G 4',
		'S D 6',
		'h A 4',
		'h B 3',
		'h C 3',
		'h D 7',
		'h G 0',
		'h S 6',
		'node A 200 60',
		'node B 200 200',
		'node C 360 60',
		'node D 70 160',
		'node G 480 140',
		'node S 40 40'
	].join('\n');
	await expect(text).toHaveValue(written);

	// A* runs to G: S, A, C, G at cost 7.
	await page.getByRole('combobox', { name: /^Algorithm/ }).selectOption('astar');
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
	await expect(page.locator('.outcome')).toContainText('cost 7');
	const map = (name: string): Locator =>
		page.locator(`[data-testid="graph-map"] [data-city="${name}"]`);
	for (const name of ['S', 'A', 'C']) await expect(map(name)).toHaveAttribute('data-role', 'path');

	// The link reopens the same graph, places and run end.
	await expect(page).toHaveURL(/problem=graph&g=start\+S_goal\+G_S\+A\+2_.*&step=[1-9]/);
	const address = page.url();
	await page.goto(address);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/);
	expect(page.url()).toBe(address);
	await expect(page.locator('.outcome')).toContainText('cost 7');
	await page.getByText('Graph and settings').click();
	await expect(text).toHaveValue(written);
	const places = await drawing(page)
		.locator('[data-node] .disc')
		.evaluateAll((discs) => discs.map((d) => `${d.getAttribute('cx')} ${d.getAttribute('cy')}`));
	expect(places).toEqual(['200 60', '200 200', '360 60', '70 160', '480 140', '40 40']);
	expect(errors).toEqual([]);
});

test('a drawn edge is refused in words where the text would refuse it', async ({ page }) => {
	await open(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+G+1');
	await page.getByText('Graph and settings').click();
	await drawn(page, 'S').click();
	await page.getByRole('button', { name: 'Connect S to…' }).click();
	await drawn(page, 'G').click();
	await expect(page.locator('.drawing .refusal')).toHaveText('There is already an edge S–G.');
	await drawn(page, 'S').click();
	await page.getByRole('button', { name: 'Delete S' }).click();
	await expect(page.locator('.drawing .refusal')).toHaveText(
		'S is the start: make another node the start before deleting S.'
	);
	await page.getByLabel('Your graph, one fact a line').fill('start S\ngoal G\nS G 1\nG A 2');
	await expect(drawn(page, 'A')).toBeVisible();
});

test('an edge dragged from a node’s dot onto another node is drawn, said, and undone and redone in words', async ({
	page
}) => {
	const errors = collectErrors(page);
	// S at (40, 40) and G at (160, 40) where the layout puts them; A placed at (100, 160).
	await open(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+G+1_node+A+100+160');
	await page.getByText('Graph and settings').click();
	const text = page.getByLabel('Your graph, one fact a line');
	const said = page.locator('.drawing .said');
	await expect(text).toHaveValue('start S\ngoal G\nS G 1\nnode A 100 160');

	// The dot shows on a node under the mouse, on its rim at the lower right (10, 10 from S).
	const s = await screenPoint(page, 40, 40);
	const dot = await screenPoint(page, 50, 50);
	const a = await screenPoint(page, 100, 160);
	await page.mouse.move(s.x, s.y);
	await expect(drawing(page).locator('[data-handle="S"]')).toBeVisible();
	await page.mouse.move(dot.x, dot.y);
	await page.mouse.down();
	await page.mouse.move(a.x, a.y, { steps: 8 });
	await expect(drawing(page).locator('.rubber')).toHaveCount(1);
	await expect(drawn(page, 'A')).toHaveClass(/\btarget\b/);
	await page.mouse.up();
	await expect(said).toHaveText('Edge S–A added, cost 1');
	await expect(drawing(page).locator('.rubber')).toHaveCount(0);
	await expect(text).toHaveValue(
		'start S\ngoal G\nS G 1\nS A 1\nnode A 100 160\nnode G 160 40\nnode S 40 40'
	);
	// As Connect does, the new edge is selected with its cost ready to type.
	await expect(page.getByRole('textbox', { name: 'Cost', exact: true })).toBeFocused();

	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(said).toHaveText('Undone: edge S–A added, cost 1');
	await expect(text).toHaveValue('start S\ngoal G\nS G 1\nnode A 100 160');
	await page.getByRole('button', { name: 'Redo' }).click();
	await expect(said).toHaveText('Redone: edge S–A added, cost 1');
	await expect(text).toHaveValue(
		'start S\ngoal G\nS G 1\nS A 1\nnode A 100 160\nnode G 160 40\nnode S 40 40'
	);

	// Let go on empty paper, no edge; the dot clicked, not dragged, begins Connect.
	const g = await screenPoint(page, 160, 40);
	const empty = await screenPoint(page, 300, 200);
	await page.mouse.move(g.x, g.y);
	const gDot = await screenPoint(page, 170, 50);
	await page.mouse.move(gDot.x, gDot.y);
	await page.mouse.down();
	await page.mouse.move(empty.x, empty.y, { steps: 6 });
	await page.mouse.up();
	await expect(said).toHaveText('No edge drawn');
	await expect(text).toHaveValue(
		'start S\ngoal G\nS G 1\nS A 1\nnode A 100 160\nnode G 160 40\nnode S 40 40'
	);
	await page.mouse.move(g.x, g.y);
	await page.mouse.click(gDot.x, gDot.y);
	await expect(said).toHaveText('Choose the other end of the edge from G');
	await drawn(page, 'A').click();
	await expect(said).toHaveText('Edge G–A added, cost 1');
	expect(errors).toEqual([]);
});

test('on a one-way graph the drawing and the map each define the arrowhead their edges end in', async ({
	page
}) => {
	await open(page, '/play?view=full&problem=graph&g=directed_start+S_goal+G_S+A+1_A+G+2');
	await page.getByText('Graph and settings').click();
	for (const svg of [drawing(page), page.getByTestId('graph-map').locator('svg').first()]) {
		const ends = await svg
			.locator('line[marker-end]')
			.evaluateAll((lines) => lines.map((line) => line.getAttribute('marker-end')));
		expect(ends).toHaveLength(2);
		const id = /^url\(#(.+)\)$/.exec(ends[0]!)![1];
		expect(ends).toEqual([`url(#${id})`, `url(#${id})`]);
		const marker = svg.locator('marker');
		await expect(marker).toHaveCount(1);
		await expect(marker).toHaveAttribute('id', id);
		await expect(marker).toHaveAttribute('refX', '24');
		await expect(marker.locator('path')).toHaveAttribute('d', 'M 0 0 L 10 5 L 0 10 z');
	}
});

/** The file a click on an export button downloads: its name and its bytes. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: button }).click()
	]);
	return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a drawn graph downloads as text, SVG, PNG and JSON, each holding exactly the graph drawn', async ({
	page
}) => {
	const errors = collectErrors(page);
	// S–A 2, A–G 3 with h, placed in a row by the layout; then B drawn below A.
	await open(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+A+2_A+G+3_h+A+1_h+G+0_h+S+4');
	await page.getByText('Graph and settings').click();
	await clickAt(page, 160, 160);
	await expect(page.locator('.drawing .said')).toHaveText('Node B added');
	const lines = [
		'start S',
		'goal G',
		'S A 2',
		'A G 3',
		'h A 1',
		'h B 0',
		'h G 0',
		'h S 4',
		'node B 160 160'
	];
	await expect(page.getByLabel('Your graph, one fact a line')).toHaveValue(lines.join('\n'));

	const text = await downloaded(page, 'Text (.txt)');
	expect(text.name).toBe('graph.txt');
	expect(text.bytes.toString('utf8')).toBe(`${lines.join('\n')}\n`);

	const json = await downloaded(page, 'Run (JSON)');
	expect(json.name).toBe('graph.json');
	const run = JSON.parse(json.bytes.toString('utf8'));
	expect([run.start, run.goals]).toEqual(['S', ['G']]);
	expect(
		run.graph.nodes.map((node: { name: string; x: number; y: number }) => [
			node.name,
			node.x,
			node.y
		])
	).toEqual([
		['A', 160, 40],
		['B', 160, 160],
		['G', 280, 40],
		['S', 40, 40]
	]);
	expect(run.graph.edges).toEqual([
		{ from: 'S', to: 'A', cost: 2 },
		{ from: 'A', to: 'G', cost: 3 }
	]);
	expect(run.graph.h).toEqual({ A: 1, B: 0, G: 0, S: 4 });
	expect([run.graph.directed, run.graph.hGoals]).toEqual([false, ['G']]);

	const svg = await downloaded(page, 'Drawing (SVG)');
	expect(svg.name).toBe('graph.svg');
	const drawing = svg.bytes.toString('utf8');
	expect(drawing.split('\n')[0]).toBe(
		'<svg xmlns="http://www.w3.org/2000/svg" width="340" height="220" viewBox="0 0 340 220">'
	);
	for (const written of ['S', 'A', 'B', 'G', '2', '3', 'h 4', 'h 1', 'h 0'])
		expect(drawing).toContain(`>${written}</text>`);
	expect(drawing.match(/<circle /g)).toHaveLength(4);
	expect(drawing.match(/<line /g)).toHaveLength(2);

	const png = await downloaded(page, 'Drawing (PNG)');
	expect(png.name).toBe('graph.png');
	expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	// The header's width and height: the drawing's 340 × 220 at twice the size.
	expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([680, 440]);
	expect(png.bytes.length).toBeGreaterThan(1000);
	expect(errors).toEqual([]);
});

test.describe('on a touch screen', () => {
	test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

	test('a tap on empty space adds a node, a tap on a node selects it; the drawing passes axe', async ({
		page
	}) => {
		await open(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+G+1');
		await page.getByText('Graph and settings').click();
		const point = await screenPoint(page, 100, 200);
		await page.touchscreen.tap(point.x, point.y);
		await expect(page.locator('.drawing .said')).toHaveText('Node A added');
		await expect(page.getByLabel('Your graph, one fact a line')).toHaveValue(
			'start S\ngoal G\nS G 1\nnode A 100 200'
		);
		const s = await screenPoint(page, 40, 40);
		await page.touchscreen.tap(s.x, s.y);
		await expect(page.getByRole('heading', { name: 'Node S' })).toBeVisible();
		const results = await axeCheck(page).include('.drawing').analyze();
		expect(results.violations.map((violation) => violation.id)).toEqual([]);
	});

	test('a node tapped shows its dot; a finger dragged from the dot onto another node draws an edge, and from the disc moves the node', async ({
		page
	}) => {
		await open(page, '/play?view=full&problem=graph&g=start+S_goal+G_S+G+1_node+A+100+160');
		await page.getByText('Graph and settings').click();
		const s = await screenPoint(page, 40, 40);
		await page.touchscreen.tap(s.x, s.y);
		await expect(page.getByRole('heading', { name: 'Node S' })).toBeVisible();
		await expect(drawing(page).locator('[data-handle="S"]')).toBeVisible();
		const dot = await screenPoint(page, 50, 50);
		const a = await screenPoint(page, 100, 160);
		// Playwright's touchscreen only taps; a drag goes to Chromium as touch events, which it
		// turns into the pointer events the drawing reads (pointerType "touch").
		const cdp = await page.context().newCDPSession(page);
		const touch = (type: 'touchStart' | 'touchMove', x: number, y: number) =>
			cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
		await touch('touchStart', dot.x, dot.y);
		for (let i = 1; i <= 8; i++)
			await touch('touchMove', dot.x + ((a.x - dot.x) * i) / 8, dot.y + ((a.y - dot.y) * i) / 8);
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await expect(page.locator('.drawing .said')).toHaveText('Edge S–A added, cost 1');
		await expect(page.getByLabel('Your graph, one fact a line')).toHaveValue(
			'start S\ngoal G\nS G 1\nS A 1\nnode A 100 160\nnode G 160 40\nnode S 40 40'
		);

		// A finger on the disc itself moves the node, the page kept still under it.
		const to = await screenPoint(page, 200, 160);
		await touch('touchStart', a.x, a.y);
		for (let i = 1; i <= 8; i++) await touch('touchMove', a.x + ((to.x - a.x) * i) / 8, a.y);
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await expect(page.locator('.drawing .said')).toHaveText('Node A moved to 200, 160');
	});
});
