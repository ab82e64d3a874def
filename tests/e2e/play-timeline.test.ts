import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { ALGORITHMS, tileProblem, UI_MAX_EXPANSIONS } from '../../src/lib/search/index';
import { decodeTiles, type TileState } from '../../src/lib/search/tile-state';
import { collectErrors, expectNoViolations, open, recordAttribute } from './helpers';

/** 31 moves from the goal: breadth-first search runs to its cap, so every step exists. */
const BOARD = '867254_31';
const URL = `/play?board=${BOARD}&algo=bfs`;

interface AtStep {
	readonly expanded: number;
	readonly frontier: number;
	/** The board being expanded, as the explorer's board reads it to a screen reader. */
	readonly board: string;
}

/** What the engine itself says at `step`: expansions so far, the frontier, the node's board. */
function engineAt(step: number, maxExpansions = UI_MAX_EXPANSIONS): AtStep {
	const parsed = parseBoard(BOARD);
	if (!parsed.ok) throw new Error(parsed.error.code);
	const run = ALGORITHMS.bfs.run(tileProblem(parsed.value), { maxExpansions });
	let expanded = 0;
	for (let next = run.next(), at = 0; !next.done; next = run.next(), at++) {
		const event = next.value;
		if (event.type === 'expand') expanded++;
		if (at < step) continue;
		const node = event.type === 'start' || event.type === 'iteration' ? event.root : event.node;
		const tiles = Array.from(decodeTiles(node.state as TileState, 9));
		const rows = [0, 3, 6].map((i) =>
			tiles
				.slice(i, i + 3)
				.map((tile) => (tile === 0 ? 'blank' : String(tile)))
				.join(' ')
		);
		return {
			expanded,
			frontier: event.frontierSize,
			board: `Current node board, 3 by 3: ${rows.join('; ')}`
		};
	}
	throw new Error(`The run ended before step ${step}.`);
}

async function shown(page: Page): Promise<AtStep> {
	const read = async (stat: string): Promise<number> =>
		Number((await page.locator(`[data-stat="${stat}"]`).innerText()).replace(/,/g, ''));
	return {
		expanded: await read('expanded'),
		frontier: await read('frontier'),
		board: (await page
			.getByRole('img', { name: /^Current node board/ })
			.getAttribute('aria-label')) as string
	};
}

async function atStep(page: Page, step: number): Promise<void> {
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', String(step));
	await expect(page.locator('.explorer')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
	await expect(page.locator('.position')).toContainText(`Step ${step.toLocaleString('en-US')} of`);
}

async function openRun(page: Page, url: string): Promise<void> {
	await open(page, url);
	await expect(page.locator('.explorer')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

const timeline = (page: Page): Locator => page.getByRole('slider', { name: 'Timeline' });
const goToField = (page: Page): Locator => page.getByRole('textbox', { name: 'Go to step' });

/** The slider's value set as a drag sets it: the value, then an input event. */
async function setSlider(slider: Locator, value: number): Promise<void> {
	await slider.evaluate((input: HTMLInputElement, to) => {
		input.value = String(to);
		input.dispatchEvent(new Event('input', { bubbles: true }));
	}, value);
}

test('the timeline spans the steps recorded, and dragging or setting it shows that step exactly', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await openRun(page, `${URL}&cap=3000`);
	const slider = timeline(page);
	// The run is computed ahead a chunk at a time: the slider reaches the last step recorded.
	const recorded = Number(await slider.getAttribute('max'));
	expect(recorded).toBeGreaterThan(0);
	await expect(page.locator('.position')).toContainText(
		`of ${recorded.toLocaleString('en-US')}+ (the run goes on beyond the ${recorded.toLocaleString('en-US')} steps computed so far)`
	);
	await expect(page.locator('.position .more')).toHaveAttribute(
		'title',
		`The run goes on beyond the ${recorded.toLocaleString('en-US')} steps computed so far`
	);

	// A drag with the mouse, from the thumb at step 0 to two fifths of the track.
	const box = await slider.boundingBox();
	if (box === null) throw new Error('the timeline is not drawn');
	await page.mouse.move(box.x + 4, box.y + box.height / 2);
	await page.mouse.down();
	for (let i = 1; i <= 10; i++) {
		await page.mouse.move(box.x + (box.width * 0.4 * i) / 10, box.y + box.height / 2);
	}
	await page.mouse.up();
	const dragged = Number(await slider.inputValue());
	expect(dragged).toBeGreaterThan(0);
	await atStep(page, dragged);
	expect(await shown(page)).toEqual(engineAt(dragged, 3000));

	// Going further computes further: the slider grows with the steps recorded.
	await goToField(page).fill('500');
	await goToField(page).press('Enter');
	await atStep(page, 500);
	expect(Number(await slider.getAttribute('max'))).toBeGreaterThan(500);
	await expect(slider).toHaveValue('500');
	await setSlider(slider, 25);
	await atStep(page, 25);
	expect(await shown(page)).toEqual(engineAt(25, 3000));

	// At the end the slider spans the whole run.
	await page.getByRole('button', { name: 'Go to the end' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished', {
		timeout: 60_000
	});
	await expect(slider).toHaveAttribute('max', '3000');
	await expect(slider).toHaveValue('3000');
	await expect(page.locator('.position')).toHaveText('Step 3,000 of 3,000');
	await setSlider(slider, 2999);
	await atStep(page, 2999);
	expect(await shown(page)).toEqual(engineAt(2999, 3000));
	expect(errors).toEqual([]);
});

test('Go to step goes to a step, computing it first when it is not recorded yet, with its progress', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await openRun(page, URL);
	await goToField(page).fill('40');
	await page.getByRole('button', { name: 'Go', exact: true }).click();
	await atStep(page, 40);
	expect(await shown(page)).toEqual(engineAt(40));
	await expect(page).toHaveURL(/[?&]step=40(&|$)/);

	// Every text the progress line shows on the way, caught as it changes.
	await page.evaluate(() => {
		const seen: string[] = [];
		(window as unknown as { seen: string[] }).seen = seen;
		new MutationObserver(() => {
			const text = document.querySelector('.explorer .computing')?.textContent?.trim();
			if (text && seen.at(-1) !== text) seen.push(text);
		}).observe(document.querySelector('.explorer') as Node, {
			subtree: true,
			childList: true,
			characterData: true
		});
	});
	await goToField(page).fill('45,000');
	await goToField(page).press('Enter');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '45000', {
		timeout: 90_000
	});
	await atStep(page, 45_000);
	const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
	expect(seen.some((text) => /^Computing to step 45,000… [\d,]+ steps so far/.test(text))).toBe(
		true
	);
	expect(errors).toEqual([]);
});

test('a wrong step in Go to step is said beside the field, and the run stays where it was', async ({
	page
}) => {
	const errors = collectErrors(page);
	await openRun(page, `${URL}&step=3`);
	await atStep(page, 3);
	const field = goToField(page);
	const go = page.getByRole('button', { name: 'Go', exact: true });
	const cases: [string, string][] = [
		['forty', '“forty” is not a number: type a whole number from 0 to 50,001.'],
		['-2', 'Steps start at 0 (the start): type a whole number from 0 to 50,001.'],
		['2.5', '2.5 is not a whole step: type a whole number from 0 to 50,001.'],
		[
			'60000',
			'Step 60,000 lies beyond the cap of 50,000 expansions: this run cannot go past step 50,001.'
		],
		['', 'Type a step number: a whole number from 0 to 50,001.']
	];
	for (const [typed, message] of cases) {
		await field.fill(typed);
		await go.click();
		await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
		await expect(field).toHaveAttribute('aria-invalid', 'true');
		await expect(field).toHaveAccessibleDescription(message);
		await atStep(page, 3);
	}
	await field.fill('7');
	await go.click();
	await atStep(page, 7);
	await expect(field).toHaveAttribute('aria-invalid', 'false');
	expect(errors).toEqual([]);
});

test('the timeline and the speed work from the keyboard alone; axe finds nothing; a phone fits them', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await openRun(page, `${URL}&cap=2000`);
	await page.keyboard.press('End');
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished', {
		timeout: 60_000
	});
	await page.keyboard.press('Home');
	await atStep(page, 0);

	const slider = timeline(page);
	await slider.focus();
	for (let i = 1; i <= 3; i++) {
		await page.keyboard.press('ArrowRight');
		await atStep(page, i);
	}
	await page.keyboard.press('ArrowLeft');
	await atStep(page, 2);
	await page.keyboard.press('PageUp');
	const jumped = Number(await slider.inputValue());
	expect(jumped).toBeGreaterThan(3);
	await atStep(page, jumped);
	expect(await shown(page)).toEqual(engineAt(jumped, 2000));
	await expect(slider).toHaveAttribute(
		'aria-valuetext',
		`Step ${jumped.toLocaleString('en-US')} of 2,000`
	);

	// Tab leads from the slider to the field and its button.
	await page.keyboard.press('Tab');
	await expect(goToField(page)).toBeFocused();
	await page.keyboard.type('12');
	await page.keyboard.press('Enter');
	await atStep(page, 12);

	const speed = page.getByRole('slider', { name: 'Speed' });
	await speed.focus();
	await page.keyboard.press('End');
	await expect(speed).toHaveAttribute('aria-valuetext', 'as fast as possible');
	await expect(page.locator('.speed output')).toHaveText('fastest');
	await page.keyboard.press('ArrowLeft');
	await expect(speed).toHaveAttribute('aria-valuetext', '1,000 steps a second');
	await expect(page.locator('.speed output')).toHaveText('1,000/s');
	await page.keyboard.press('Home');
	await expect(speed).toHaveAttribute('aria-valuetext', '1 step a second');

	await expectNoViolations(page);
	await page.setViewportSize({ width: 390, height: 844 });
	await expect(slider).toBeVisible();
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBe(0);
	for (const control of [
		slider,
		goToField(page),
		page.getByRole('button', { name: 'Go', exact: true })
	]) {
		const box = await control.boundingBox();
		expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
	}
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('played at 1,000 steps a second the run moves many steps per frame and pauses where it is', async ({
	page
}) => {
	const errors = collectErrors(page);
	await openRun(page, `${URL}&cap=3000`);
	const speed = page.getByRole('slider', { name: 'Speed' });
	await speed.focus();
	await page.keyboard.press('End');
	await page.keyboard.press('ArrowLeft');
	await expect(speed).toHaveAttribute('aria-valuetext', '1,000 steps a second');
	await page.getByRole('button', { name: 'Play' }).click();
	// No timing here (npm run bench measures the rate): only that it plays, then stops exactly.
	await expect
		.poll(async () => Number(await page.locator('.explorer').getAttribute('data-step')))
		.toBeGreaterThan(100);
	await page.getByRole('button', { name: 'Pause' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', /^(paused|finished)$/);
	const step = Number(await page.locator('.explorer').getAttribute('data-step'));
	await atStep(page, step);
	expect(await shown(page)).toEqual(engineAt(step, 3000));
	await expect(timeline(page)).toHaveValue(String(step));
	expect(errors).toEqual([]);
});

test('played by frames the frontier lists the rows its panel shows and the tree keeps fewer boxes; paused, all come back', async ({
	page
}) => {
	const errors = collectErrors(page);
	await openRun(page, `${URL}&cap=3000`);
	const frontier = page.getByRole('group', { name: /^Frontier/ });
	const tree = page.getByRole('img', { name: /^Search tree of/ });
	await expect(frontier).toHaveAttribute('data-rows', '1');
	await expect(tree).toHaveAttribute('data-max-boxes', '2000');
	const rows = await recordAttribute(frontier, 'data-rows');
	const boxes = await recordAttribute(tree, 'data-max-boxes');
	const speed = page.getByRole('slider', { name: 'Speed' });
	await speed.focus();
	await page.keyboard.press('End');
	await page.keyboard.press('ArrowLeft');
	await page.getByRole('button', { name: 'Play' }).click();
	await expect
		.poll(async () => Number(await page.locator('.explorer').getAttribute('data-step')))
		.toBeGreaterThan(400);
	// While it plays: twelve rows at most (rewritten in place each frame), 200 boxes.
	expect(Math.max(...(await rows()).map(Number))).toBe(12);
	await page.getByRole('button', { name: 'Pause' }).click();
	await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'paused');
	expect(await boxes()).toEqual(['200', '2000']);
	// Paused: the list's fifty rows and compact mode's 2,000 boxes, for the step it rests on.
	await expect(frontier).toHaveAttribute('data-rows', '50');
	await expect(tree).toHaveAttribute('data-max-boxes', '2000');
	const step = Number(await page.locator('.explorer').getAttribute('data-step'));
	expect(await shown(page)).toEqual(engineAt(step, 3000));
	expect(errors).toEqual([]);
});
