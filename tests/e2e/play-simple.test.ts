import { expect, test, type Page } from '@playwright/test';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function settled(page: Page): Promise<void> {
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('.explorer[data-status]')).toHaveAttribute(
		'data-status',
		/^(ready|paused|finished)$/
	);
}

/** The page's own controls (not the site's header, nor a link notice's Dismiss) a Tab can reach. */
function controlsInMain(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const focusable =
			'a[href],button,input,select,textarea,summary,[tabindex]:not([tabindex="-1"])';
		return [...document.querySelectorAll<HTMLElement>(`main :is(${focusable})`)]
			.filter((element) => element.checkVisibility({ visibilityProperty: true }))
			.filter((element) => !(element as HTMLButtonElement).disabled)
			.filter((element) => element.closest('.notices, [data-notices]') === null)
			.map((element) =>
				element instanceof HTMLInputElement && element.labels !== null && element.labels.length > 0
					? (element.labels[0].textContent?.trim() ?? '')
					: (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '')
			);
	});
}

async function expectInViewport(page: Page, selector: string): Promise<void> {
	const box = await page.locator(selector).first().boundingBox();
	const size = page.viewportSize();
	expect(box, selector).not.toBeNull();
	if (box === null || size === null) return;
	expect(box.y, `${selector} top`).toBeGreaterThanOrEqual(0);
	expect(box.y + box.height, `${selector} bottom`).toBeLessThanOrEqual(size.height);
	expect(box.x + box.width, `${selector} right`).toBeLessThanOrEqual(size.width);
}

async function expectSimpleFirstScreen(page: Page): Promise<void> {
	await settled(page);
	await expect(page.locator('details.setup')).toBeHidden();
	await expect(page.getByRole('radio', { name: 'Simple' })).toBeChecked();
	const controls = await controlsInMain(page);
	expect(controls.length, controls.join(' | ')).toBeLessThanOrEqual(12);
	expect(controls).toEqual([
		'Skip to the step controls',
		'Simple',
		'Full',
		'Reset to the start',
		'Step back',
		'Play',
		'Step forward',
		'Go to the end',
		'Quiz',
		'Keys',
		'Follow current node',
		expect.stringMatching(/^Search tree\. Arrow keys/)
	]);
	await expectInViewport(page, 'button[aria-keyshortcuts="ArrowRight"]');
	await expectInViewport(page, '.frontier ol li');
	await expectInViewport(page, '.tree .canvas svg');
}

for (const [name, viewport] of [
	['desktop', DESKTOP],
	['phone', PHONE]
] as const) {
	test(`home's link opens the simple view, settings folded, its first screen the run (${name})`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await page.goto('/');
		await page.waitForSelector('body[data-hydrated="true"]');
		await page.getByRole('link', { name: 'Open the playground' }).click();
		await expectSimpleFirstScreen(page);
		await expect(page).toHaveURL(/&view=simple$/);
	});

	test(`a typed /play opens the same simple view (${name})`, async ({ page }) => {
		await page.setViewportSize(viewport);
		await page.goto('/play');
		await expectSimpleFirstScreen(page);
		// Simple view steps whole expansions and shows no pseudocode: the narration names the step.
		const tag = page.locator('.narration .line-tag');
		await expect(tag).toHaveText('Step 0');
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect(page.locator('.position')).toContainText('Step 1 of');
		await expect(tag).toHaveText('Step 1');
	});

	test(`follow mode keeps the whole goal box inside the tree (${name})`, async ({ page }) => {
		await page.setViewportSize(viewport);
		for (const view of ['simple', 'full']) {
			await page.goto(`/play?v=1&board=41325_786&algo=bfs&step=98&view=${view}`);
			await settled(page);
			await expect(page.locator('.explorer')).toHaveAttribute('data-step', '98');
			const goal = page.locator('.tree .box[data-role="goal"]');
			await expect(goal).toHaveCount(1);
			await expect
				.poll(async () => {
					const svg = await page.locator('.tree .canvas svg').boundingBox();
					const box = await goal.boundingBox();
					if (svg === null || box === null) return 'not drawn';
					return box.x >= svg.x &&
						box.y >= svg.y &&
						box.x + box.width <= svg.x + svg.width &&
						box.y + box.height <= svg.y + svg.height
						? 'inside'
						: `goal ${JSON.stringify(box)} outside ${JSON.stringify(svg)}`;
				})
				.toBe('inside');
		}
		// A* expands node 2 at step 2; its children (node 4, and a ghost for the state already
		// explored) sit a level below: stepped to, follow mode shows them whole with the node (on
		// a phone's short tree they fell below its edge).
		for (const view of ['simple', 'full']) {
			await page.goto(`/play?v=1&board=41325_786&step=1&view=${view}`);
			await settled(page);
			await page.getByRole('button', { name: 'Step forward' }).click();
			await expect(page.locator('.explorer')).toHaveAttribute('data-step', '2');
			const followed = page.locator(
				'.tree .box:is([data-node="2"], [data-node="4"], :not([data-node]))'
			);
			await expect(page.locator('.tree .box[data-node="2"]')).toHaveClass(/current/);
			await expect
				.poll(async () => {
					const svg = await page.locator('.tree .canvas svg').boundingBox();
					if (svg === null) return 'not drawn';
					const outside: string[] = [];
					for (const box of await followed.all()) {
						const b = await box.boundingBox();
						if (
							b === null ||
							b.x < svg.x ||
							b.y < svg.y ||
							b.x + b.width > svg.x + svg.width ||
							b.y + b.height > svg.y + svg.height
						) {
							outside.push(
								`${(await box.getAttribute('data-node')) ?? 'ghost'} ${JSON.stringify(b)}`
							);
						}
					}
					return outside.length === 0
						? 'inside'
						: `${outside.join('; ')} outside ${JSON.stringify(svg)}`;
				})
				.toBe('inside');
			expect(await followed.count()).toBeGreaterThanOrEqual(2);
		}
	});
}

test('the full view keeps every control, and the switch and the link carry the choice', async ({
	page
}) => {
	await page.setViewportSize(DESKTOP);
	await page.goto('/play?v=1&board=41325_786');
	await settled(page);
	// A link to a board made before the switch opens as it always did: full.
	await expect(page.getByRole('radio', { name: 'Full' })).toBeChecked();
	// The full view's narration names the pseudocode line it lights, as the panel numbers it.
	await expect(page.locator('.narration .line-tag')).toHaveText(/^line \d+$/);
	await expect(page.locator('details.setup')).toBeVisible();
	await expect(page.locator('details.setup')).not.toHaveAttribute('open');
	await page.locator('details.setup summary').click();
	for (const name of ['Algorithm', 'Rules', 'Heuristic', 'Ties']) {
		await expect(page.getByRole('combobox', { name })).toBeVisible();
	}
	await expect(page.getByRole('textbox', { name: 'Child order' })).toBeVisible();
	await expect(page.getByRole('spinbutton', { name: 'Expansion cap' })).toBeVisible();
	for (const label of ['Timeline', 'Speed', 'Go to step']) {
		await expect(page.getByLabel(label).first()).toBeVisible();
	}
	await expect(page.getByRole('radio', { name: 'line' })).toBeVisible();
	for (const name of ['Zoom in', 'Zoom out', 'Fit', 'Current node', 'Copy link to this step']) {
		await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
	}
	await expect(page.locator('[data-stat="expanded"]')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Solve optimally' })).toBeVisible();
	await expect(page).toHaveURL(/&view=full$/);
	const full = (await controlsInMain(page)).length;
	expect(full).toBeGreaterThan(40);

	await page.getByRole('radio', { name: 'Simple' }).check();
	await expect(page).toHaveURL(/&view=simple$/);
	await expect(page.locator('[data-stat="expanded"]')).toHaveCount(0);
	// The tab keeps the choice: the site's Playground link opens simple again.
	await page
		.getByRole('navigation', { name: 'Site' })
		.getByRole('link', { name: 'Playground' })
		.click();
	await settled(page);
	await expect(page.getByRole('radio', { name: 'Simple' })).toBeChecked();
});

test('a view the link cannot use is said, and the default view shown', async ({ page }) => {
	await page.goto('/play?v=1&board=41325_786&view=expert');
	await settled(page);
	await expect(
		page.getByText(
			'The parameter "view" takes "simple" or "full"; "expert" is neither, so the full view is shown.'
		)
	).toBeVisible();
	await expect(page.getByRole('radio', { name: 'Full' })).toBeChecked();
	await page.goto('/embed/play?v=1&board=41325_786&view=simple');
	await settled(page);
	await expect(page.locator('.explorer.simple')).toHaveCount(1);
	await expect(page.locator('[data-stat="expanded"]')).toHaveCount(0);
});

test('keyboard only: the grain radio, then ← and → step; ? lists the keys; the skip link', async ({
	page
}) => {
	await page.setViewportSize(DESKTOP);
	await page.goto('/play?v=1&board=41325_786&view=full');
	await settled(page);
	const position = page.locator('.position');
	const focusedName = (): Promise<string> =>
		page.evaluate(() => {
			const element = document.activeElement as HTMLElement | null;
			if (element === null) return '';
			if (element instanceof HTMLInputElement && element.type === 'radio') {
				return `radio ${element.value}`;
			}
			return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
		});

	// The skip link is among the first Tab stops and puts focus on the step buttons.
	let tabs = 0;
	while ((await focusedName()) !== 'Skip to the step controls' && tabs < 15) {
		await page.keyboard.press('Tab');
		tabs++;
	}
	expect(await focusedName()).toBe('Skip to the step controls');
	await page.keyboard.press('Enter');
	await expect(page.locator('#play-steps')).toBeFocused();

	// Tab on to the grain radio, choose "line" with ↓, then step with → and ← from the radio.
	tabs = 0;
	while ((await focusedName()) !== 'radio expansion' && tabs < 15) {
		await page.keyboard.press('Tab');
		tabs++;
	}
	expect(await focusedName()).toBe('radio expansion');
	await page.keyboard.press('ArrowDown');
	await expect(page.getByRole('radio', { name: 'line' })).toBeChecked();
	await expect(position).toHaveAttribute('data-step', '0');
	await page.keyboard.press('ArrowRight');
	await expect(position).toHaveAttribute('data-step', '1');
	await expect(position).toHaveAttribute('data-moment', '0');
	await page.keyboard.press('ArrowRight');
	await expect(position).toHaveAttribute('data-step', '1');
	await expect(position).toHaveAttribute('data-moment', '1');
	await page.keyboard.press('ArrowLeft');
	await expect(position).toHaveAttribute('data-moment', '0');
	// The radio kept its choice: the arrows stepped instead of flipping it.
	await expect(page.getByRole('radio', { name: 'line' })).toBeChecked();
	await expect(page.getByRole('radio', { name: 'line' })).toBeFocused();

	// ? opens the list of keys; Escape closes it.
	await page.keyboard.press('Shift+?');
	const dialog = page.getByRole('dialog', { name: 'Keys' });
	await expect(dialog).toBeVisible();
	await expect(dialog).toContainText(
		'play or pause (on a focused button, Space presses that button)'
	);
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
});
