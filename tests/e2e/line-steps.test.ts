import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** The lit pseudocode line's text (number and code only), and the sentence near the controls. */
async function litLine(page: Page): Promise<string> {
	const lit = page.locator('.pseudocode [aria-current="step"]');
	await expect(lit).toHaveCount(1);
	return `${await lit.locator('.number').innerText()} ${await lit.locator('code').innerText()}`;
}

const narration = (page: Page) => page.locator('.explorer .narration');
const values = (page: Page) => page.locator('.pseudocode [aria-current="step"] .values');

test.describe('line-by-line steps in the playground', () => {
	test('A* on 75126348_: the lit line, its values and the sentence, forwards and back', async ({
		page
	}) => {
		const errors = collectErrors(page);
		await open(page, '/play?board=75126348_&algo=astar&grain=line');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'ready');
		expect(await litLine(page)).toBe(
			'1 frontier ← a priority queue on f = g + h, holding the root'
		);
		await expect(narration(page)).toHaveText(
			'line 1 The frontier starts with the root, node 0 (7 5 1 / 2 6 3 / 4 8 _), f 10 = g 0 + h 10; explored starts empty.'
		);

		const root = page.locator('.tree g.box[data-node="0"]');
		await expect(root).toHaveAttribute('data-role', 'frontier');

		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe(
			'5 node ← POP(frontier)   — the lowest f; ties: first added first'
		);
		// The tree keeps its shape (one node) but redraws the root's role.
		await expect(root).toHaveAttribute('data-role', 'current');
		await expect(values(page)).toHaveText(/node 0\s*g 0\s*h 10\s*f 10 = g 0 \+ h 10/);
		await expect(page.locator('.position')).toHaveText(
			/^Step 1 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, line step 1 of 8$/
		);

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe('8 for each child of node, Up, Down, Left, Right:');
		await expect(narration(page)).toHaveText(
			'line 8 Generated child 1 of 2: blank Up, g 1, h 11 → f 12.'
		);
		await expect(values(page)).toContainText('child blank Up (child 1 of 2): g 1, h 11 → f 12');
		// Generated, not pushed yet: the frontier is still empty.
		await expect(page.locator('.frontier .empty')).toHaveText('The frontier is empty.');

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe('13 PUSH(frontier, child)');
		await expect(narration(page)).toHaveText(
			'line 13 Node 1 joins the priority queue, placed by f 12 = g 1 + h 11.'
		);
		await expect(page.locator('.frontier li')).toHaveCount(1);
		await expect(page).toHaveURL(/step=1&line=5&grain=line/);

		// Back, line by line.
		await page.keyboard.press('ArrowLeft');
		expect(await litLine(page)).toBe('12 otherwise child is new: reached ← reached + child.state');
		await expect(narration(page)).toHaveText(
			'line 12 Child 1 (blank Up): its state is in neither explored nor the frontier: it becomes node 1.'
		);
		await expect(page.locator('.frontier .empty')).toHaveText('The frontier is empty.');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		expect(await litLine(page)).toBe(
			'5 node ← POP(frontier)   — the lowest f; ties: first added first'
		);
		await page.keyboard.press('ArrowLeft');
		expect(await litLine(page)).toBe(
			'1 frontier ← a priority queue on f = g + h, holding the root'
		);
		expect(errors).toEqual([]);
	});

	test('a link with the grain and the line reopens that line; Shift+arrows step lines at either grain', async ({
		page
	}) => {
		await open(page, '/play?v=1&board=75126348_&step=1&line=4&grain=line');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'paused');
		expect(await litLine(page)).toBe('12 otherwise child is new: reached ← reached + child.state');
		await expect(page.locator('.position')).toHaveText(
			/^Step 1 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, line step 4 of 8$/
		);
		await expect(page.getByRole('radio', { name: 'line' })).toBeChecked();

		// By expansion, the arrow finishes the expansion; Shift+→ still steps one line.
		await page.getByRole('radio', { name: 'expansion' }).check();
		await page.locator('body').click({ position: { x: 5, y: 5 } });
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 1 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?$/
		);
		await page.keyboard.press('Shift+ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 2 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, line step 1 of 10$/
		);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 2 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?$/
		);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 3 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?$/
		);
		await expect(page).toHaveURL(/step=3$/);
	});

	test('the goal taken off the frontier is a step of its own', async ({ page }) => {
		await open(page, '/play?board=41325_786&algo=astar');
		await page.keyboard.press('End');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
		await expect(page.locator('.position')).toHaveText(
			'Step 11 of 11, 10 expansions (the other steps start an iteration or take the goal off the frontier)'
		);
		expect(await litLine(page)).toBe('6 if node is a goal: return the path to node');
		await expect(narration(page)).toHaveText(
			'Took node 20 (f 7 = g 7 + h 0) off the frontier: the lowest f; next was node 5 with f 9. Reached the goal: node 20 (1 2 3 / 4 5 6 / 7 8 _), 7 actions from the root, with path cost 7.'
		);
		// It left the frontier: one entry fewer than the step before, when it led the queue.
		const total = async (): Promise<number> =>
			Number((await page.locator('.frontier h3 .total').innerText()).replace(/\D/g, ''));
		const atGoal = await total();
		await page.keyboard.press('ArrowLeft');
		await expect(page.locator('.position')).toHaveText('Step 10 of 11');
		expect(await total()).toBe(atGoal + 1);
	});

	test('axe is clean, and a phone shows the panel without sideways scrolling', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 });
		await open(page, '/play?board=75126348_&step=2&line=3&grain=line');
		await expect(page.locator('.pseudocode [aria-current="step"]')).toHaveCount(1);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBe(0);
		await expectNoViolations(page);
	});
});
