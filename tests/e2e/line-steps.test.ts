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
/** The counter at step 1 of 41325_786's A* run (11 steps, maybe not all computed yet), then `rest`. */
const stepOne = (rest: string): RegExp =>
	new RegExp(
		`^Step 1 of (11|\\d+\\+ \\(the run goes on beyond the \\d+ steps computed so far\\))${rest.replace(/[()]/g, '\\$&')}$`
	);

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
			/^Step 1 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, moment 1 of 8 \(line 5\)$/
		);

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe('9 for each child of node, Up, Down, Left, Right:');
		await expect(narration(page)).toHaveText(
			'line 9 Generated child 1 of 2: blank Up, f 12 = g 1 + h 11.'
		);
		await expect(values(page)).toContainText('child blank Up (child 1 of 2): f 12 = g 1 + h 11');
		// Generated, not pushed yet: the frontier is still empty.
		await expect(page.locator('.frontier .empty')).toHaveText('The frontier is empty.');

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe('14 PUSH(frontier, child)');
		await expect(narration(page)).toHaveText(
			'line 14 Node 1 joins the priority queue, placed by f 12 = g 1 + h 11.'
		);
		await expect(page.locator('.frontier li')).toHaveCount(1);
		await expect(page).toHaveURL(/step=1&moment=5&grain=line/);

		// Back, line by line.
		await page.keyboard.press('ArrowLeft');
		expect(await litLine(page)).toBe('13 otherwise child.state is new: keep child');
		await expect(narration(page)).toHaveText(
			'line 13 Child 1 (blank Up): its state is in neither explored nor the frontier: it becomes node 1.'
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

	test('a link with the grain and the moment reopens that moment; Shift+arrows step lines at either grain', async ({
		page
	}) => {
		await open(page, '/play?v=1&board=75126348_&step=1&moment=4&grain=line');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'paused');
		expect(await litLine(page)).toBe('13 otherwise child.state is new: keep child');
		await expect(page.locator('.position')).toHaveText(
			/^Step 1 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, moment 4 of 8 \(line 13\)$/
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
			/^Step 2 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?, moment 1 of 10 \(line 5\)$/
		);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 2 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?$/
		);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			/^Step 3 of [\d,]+(\+ \(the run goes on beyond the [\d,]+ steps computed so far\))?$/
		);
		await expect(page).toHaveURL(/step=3&view=full$/);
	});

	test('the goal taken off the frontier is a step of its own', async ({ page }) => {
		await open(page, '/play?board=41325_786&algo=astar');
		await page.keyboard.press('End');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'finished');
		await expect(page.locator('.position')).toHaveText(
			'Step 11 of 11, 10 expansions (the other step takes the goal off the frontier)'
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
		await open(page, '/play?board=75126348_&step=2&moment=3&grain=line');
		await expect(page.locator('.pseudocode [aria-current="step"]')).toHaveCount(1);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBe(0);
		await expectNoViolations(page);
	});

	test('a whole expansion lights its POP with that node’s numbers, forwards and back (A* on 41325_786)', async ({
		page
	}) => {
		const errors = collectErrors(page);
		const pop = '5 node ← POP(frontier)   — the lowest f; ties: first added first';
		await open(page, '/play?v=1&board=41325_786&step=1');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'paused');
		// Not the last child's PUSH, as if node 0 were pushed.
		expect(await litLine(page)).toBe(pop);
		await expect(values(page)).toHaveText(/^node 0\s*g 0\s*h 5\s*f 5 = g 0 \+ h 5$/);
		await expect(narration(page)).toHaveText(
			'Took node 0 (f 5 = g 0 + h 5) off the frontier, its only entry. 3 children: 3 added (nodes 1, 2, 3).'
		);

		// Step 10's last child is a duplicate: still the pop, with node 18's numbers.
		await open(page, '/play?v=1&board=41325_786&step=10');
		await expect(page.locator('.position')).toHaveText('Step 10 of 11');
		expect(await litLine(page)).toBe(pop);
		await expect(values(page)).toHaveText(/^node 18\s*g 6\s*h 1\s*f 7 = g 6 \+ h 1$/);
		await page.keyboard.press('ArrowLeft');
		await expect(page.locator('.position')).toHaveText('Step 9 of 11');
		expect(await litLine(page)).toBe(pop);
		await expect(values(page)).toHaveText(/^node 14\s*g 5\s*h 2\s*f 7 = g 5 \+ h 2$/);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText('Step 10 of 11');
		await expect(values(page)).toHaveText(/^node 18\s*g 6\s*h 1\s*f 7 = g 6 \+ h 1$/);
		// The goal taken off lights its goal test.
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(
			'Step 11 of 11, 10 expansions (the other step takes the goal off the frontier)'
		);
		expect(await litLine(page)).toBe('6 if node is a goal: return the path to node');
		await expect(values(page)).toHaveText(/^node 20\s*g 7\s*h 0\s*f 7 = g 7 \+ h 0$/);
		expect(errors).toEqual([]);
	});

	test('the walk and the iterative searches light the line of the step too', async ({ page }) => {
		await open(page, '/play?v=1&board=41325_786&algo=walk&step=2');
		await expect(page.locator('.position')).toHaveText(
			/^Step 2 of (10|\d+\+ \(the run goes on beyond the \d+ steps computed so far\))$/
		);
		expect(await litLine(page)).toBe('3 visited ← visited + node.state; candidates ← {}');
		await expect(values(page)).toHaveText(/^node 1\s*h 4$/);
		// The walk keeps no frontier; its counter is named as its pseudocode's set.
		await expect(page.locator('.stats')).toContainText('Visited');
		await expect(page.locator('[data-stat="frontier"]')).toHaveCount(0);
		await page.keyboard.press('ArrowLeft');
		await expect(values(page)).toHaveText(/^node 0\s*h 5$/);

		await open(page, '/play?v=1&board=41325_786&algo=idastar&step=1');
		expect(await litLine(page)).toBe('1 bound ← h(root)');
		await page.keyboard.press('ArrowRight');
		expect(await litLine(page)).toBe('5 node ← POP(frontier)   — the newest entry');
		await expect(values(page)).toHaveText(/^bound 5\s*node 0\s*g 0\s*h 5\s*f 5 = g 0 \+ h 5$/);

		await open(page, '/play?v=1&board=41325_786&algo=iddfs&step=3');
		expect(await litLine(page)).toBe('15 limit ← limit + 1');
		await page.keyboard.press('ArrowLeft');
		expect(await litLine(page)).toBe('5 node ← POP(frontier)   — the newest entry');
	});
});

test.describe('a moment is not a line', () => {
	test('an old link with line= opens the same moment and is written back with moment=', async ({
		page
	}) => {
		await open(page, '/play?v=1&board=41325_786&step=1&line=11&grain=line');
		await expect(page.locator('.explorer')).toHaveAttribute('data-status', 'paused');
		await expect(page.locator('.position')).toHaveText(stepOne(', moment 11 of 11 (line 14)'));
		expect(await litLine(page)).toBe('14 PUSH(frontier, child)');
		await expect(page).toHaveURL(
			/\/play\?v=1&board=41325_786&step=1&moment=11&grain=line&view=full$/
		);
		await expect(page.locator('.notices')).toHaveCount(0);

		// The new link round-trips: the same moment, the same address.
		await open(page, '/play?v=1&board=41325_786&step=1&moment=4&grain=line');
		await expect(page.locator('.position')).toHaveText(stepOne(', moment 4 of 11 (line 13)'));
		expect(await litLine(page)).toBe('13 otherwise child.state is new: keep child');
		await expect(page).toHaveURL(
			/\/play\?v=1&board=41325_786&step=1&moment=4&grain=line&view=full$/
		);
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.position')).toHaveText(stepOne(', moment 5 of 11 (line 14)'));
		await expect(page).toHaveURL(/step=1&moment=5&grain=line&view=full$/);
		await page.keyboard.press('ArrowLeft');
		await expect(page).toHaveURL(/step=1&moment=4&grain=line&view=full$/);
	});

	test('a moment past the step’s last, or not a number, is named', async ({ page }) => {
		await open(page, '/play?v=1&board=41325_786&step=1&line=13&grain=line');
		await expect(page.locator('.position')).toHaveText(stepOne(', moment 11 of 11 (line 14)'));
		await expect(
			page.getByText('The parameter "line" is 13, but step 1 has 11 moments')
		).toHaveText(
			'line: The parameter "line" is 13, but step 1 has 11 moments (one per pseudocode line it carries out); showing moment 11, its last.'
		);
		await open(page, '/play?v=1&board=41325_786&step=1&moment=zero&grain=line');
		await expect(page.getByText('The parameter "moment" takes')).toHaveText(
			'moment: The parameter "moment" takes a whole number, 1 or more (a step’s moments count from 1); got "zero". Using the default instead.'
		);
		await expect(page.locator('.position')).toHaveText(stepOne(''));
	});
});
