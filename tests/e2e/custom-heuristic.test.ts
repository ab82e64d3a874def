import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { LAB_TEMPLATES, templateCode } from '../../src/lib/lab/templates';
import { m } from '../../src/lib/paraglide/messages.js';
import { collectErrors, expectNoViolations, open } from './helpers';

/** A playground link carrying `code` as h, packed here with Node's zlib as any raw DEFLATE. */
function playLink(code: string, board = '41325_786'): string {
	const packed = deflateRawSync(Buffer.from(code)).toString('base64url');
	return `/play?v=1&board=${board}&h=custom&hv=1&hcode=${packed}`;
}

const template = (id: string): string => {
	const found = LAB_TEMPLATES.find((entry) => entry.id === id);
	if (found === undefined) throw new Error(`No template ${id}`);
	// The English page's comment (the code under it is the same in every language).
	const comments = {
		manhattan: m.lab_template_comment_manhattan,
		misplaced: m.lab_template_comment_misplaced,
		empty: m.lab_template_comment_empty
	};
	return templateCode(found, comments[found.id]());
};

/** Runs the explorer to its end and reads how many boards it expanded. */
async function expandedAtEnd(page: Page): Promise<number> {
	const explorer = page.locator('.explorer');
	await expect(explorer).toHaveAttribute('data-status', /ready|finished/);
	await page.locator('h1').click();
	await expect(async () => {
		await page.keyboard.press('End');
		await expect(explorer).toHaveAttribute('data-status', 'finished', { timeout: 1000 });
	}).toPass();
	return Number(await page.locator('[data-stat="expanded"]').innerText());
}

/** From the lab, with a template's code, to the playground; the code is shown, not run. */
async function fromLab(page: Page, templateLabel: string): Promise<void> {
	await open(page, '/lab');
	await page.getByRole('button', { name: templateLabel, exact: true }).click();
	await page.getByRole('button', { name: 'Use in the playground' }).click();
	await expect(page).toHaveURL(/\/play\?v=1&board=41325_786&h=custom&hv=1&hcode=[\w-]+$/);
	await expect(page.getByTestId('custom-h-unrun')).toBeVisible();
	await expect(page.locator('.explorer')).toHaveCount(0);
	await expect(page.locator('iframe')).toHaveCount(0);
}

test('the Manhattan template from the lab runs A* exactly as Manhattan distance does', async ({
	page
}) => {
	const errors = collectErrors(page);
	await fromLab(page, 'Manhattan distance');
	await expect(page.getByTestId('custom-h-code')).toHaveText(template('manhattan'));
	await expectNoViolations(page);

	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	await expect(page.locator('details.setup summary')).toContainText(
		'Your heuristic (from the lab)'
	);
	expect(await expandedAtEnd(page)).toBe(10);
	await expect(page.getByTestId('custom-h-unrun')).toHaveCount(0);
	await expectNoViolations(page);

	// The menu offers it back once another heuristic is chosen; Manhattan expands as many.
	await page.locator('details.setup summary').click();
	const menu = page.getByRole('combobox', { name: 'Heuristic' });
	await expect(menu).toHaveValue('custom');
	await menu.selectOption('manhattan');
	await expect(page).not.toHaveURL(/h=custom/);
	expect(await expandedAtEnd(page)).toBe(10);
	await menu.selectOption({ label: 'Your heuristic (from the lab)…' });
	await expect(page).toHaveURL(/h=custom&hv=1&hcode=/);
	expect(await expandedAtEnd(page)).toBe(10);
	expect(errors).toEqual([]);
});

test('misplaced tiles written in the lab expands its own count, not Manhattan’s', async ({
	page
}) => {
	await fromLab(page, 'Misplaced tiles');
	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	expect(await expandedAtEnd(page)).toBe(12);
});

test('a link with code runs nothing until the button; errors are said and no run starts', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, playLink('function h(board) {\n  return board.isGoal() ? 0 : -1;\n}'));
	await expect(page.getByTestId('custom-h-code')).toContainText('return board.isGoal()');
	// Nothing ran: no sandbox frame exists, and no search started.
	await page.waitForTimeout(500);
	await expect(page.locator('iframe')).toHaveCount(0);
	await expect(page.locator('.explorer')).toHaveCount(0);

	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	await expect(page.getByTestId('custom-h-failure')).toHaveText(
		'Line 1: h returned -1 (a negative number) on the board 12345_786; it must return a number ≥ 0. The run did not start.'
	);
	await expect(page.locator('.explorer')).toHaveCount(0);

	await open(page, playLink('function h(board) {\n  return 1;\n}'));
	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	await expect(page.getByTestId('custom-h-failure')).toHaveText(
		'Line 1: h of the goal is 1, not 0: at the goal no move is left, so a heuristic that is not 0 there overestimates. The run did not start.'
	);
	await expect(page.locator('.explorer')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('damaged code and a 4×4 board are said, and the run uses Manhattan distance', async ({
	page
}) => {
	await open(page, '/play?v=1&board=41325_786&h=custom&hv=1&hcode=AAAA');
	await expect(page.locator('.notices li[data-param="hcode"]')).toContainText(
		'The code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Nothing was loaded. Manhattan distance is used instead.'
	);
	await expect(page).not.toHaveURL(/h=custom/);
	expect(await expandedAtEnd(page)).toBe(10);

	const fifteen = playLink(template('manhattan'), '1,2,3,4,5,6,7,0,8,9,10,11,12,13,14,15');
	await open(page, fifteen);
	await expect(page.locator('.notices li[data-param="h"]')).toHaveText(
		/The heuristic from the lab is for the 8-puzzle \(3×3 boards\), and this board is 4×4\. Manhattan distance is used instead\./
	);
	await expect(page.getByTestId('custom-h')).toHaveCount(0);
	await expectNoViolations(page);

	// A board that cannot reach the goal, searched anyway: the table has no value for it.
	await open(page, `${playLink(template('manhattan'), '12345687_')}&unsolvable=search`);
	await expect(page.getByTestId('custom-h-unsolvable')).toContainText(
		'Your heuristic from the lab is evaluated on the 181,440 boards that can reach the goal, and this board is not one of them'
	);
	await expect(page.getByRole('button', { name: 'Run this heuristic' })).toHaveCount(0);
	await expect(page.locator('.explorer')).toHaveCount(0);
});

test('/compare runs astar:custom only after Run this heuristic, beside the built-in one it equals', async ({
	page
}) => {
	const errors = collectErrors(page);
	const packed = deflateRawSync(Buffer.from(template('misplaced'))).toString('base64url');
	await open(
		page,
		`/compare?v=1&board=42_713856&runs=astar:misplaced,astar:custom,astar:manhattan&hv=1&hcode=${packed}&step=1000`
	);
	await expect(page.getByTestId('custom-h-unrun')).toBeVisible();
	await expect(page.getByTestId('custom-h-code')).toHaveText(template('misplaced'));
	await expect(page.getByTestId('compare-astar')).toHaveCount(0);
	await expect(page.locator('iframe')).toHaveCount(0);
	await expectNoViolations(page);

	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	const columns = page.getByTestId('compare-astar');
	await expect(columns).toHaveCount(3);
	await expect(columns.nth(1)).toContainText('A* search (your heuristic)');
	await expect(columns.nth(0).getByTestId('expanded')).toHaveText('35');
	await expect(columns.nth(1).getByTestId('expanded')).toHaveText('35');
	await expect(columns.nth(2).getByTestId('expanded')).toHaveText('22');
	await expect(page).toHaveURL(/runs=astar:misplaced,astar:custom,astar:manhattan&hv=1&hcode=/);
	await expectNoViolations(page);

	// Its table holds the boards reaching the old goal: another goal needs it run again.
	await page.getByLabel('Goal', { exact: true }).selectOption('blank-first');
	await expect(page.getByTestId('custom-h-unrun')).toBeVisible();
	await expect(columns).toHaveCount(0);
	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	await expect(columns).toHaveCount(3);
	await expect(page).toHaveURL(/goal=blank-first&runs=astar:misplaced,astar:custom,/);
	expect(errors).toEqual([]);
});

test('lesson 9’s race gains a column for the lab’s heuristic, only after Run this heuristic', async ({
	page
}) => {
	// The race fills 30 cells in the page, h = 0 on a 31-move board among them.
	test.setTimeout(150_000);
	const errors = collectErrors(page);
	await open(page, '/lab');
	await page.getByRole('button', { name: 'Race it in lesson 9' }).click();
	await expect(page).toHaveURL(/\/lessons\/09-heuristics\?hv=1&hcode=[\w-]+#custom-h-title$/);
	await expect(page.getByTestId('custom-h-unrun')).toBeVisible();
	await expect(page.getByTestId('custom-h-code')).toHaveText(template('manhattan'));
	await expect(page.locator('iframe')).toHaveCount(0);
	await expect(page.getByTestId('race-0-custom')).toHaveCount(0);

	await page.getByRole('button', { name: 'Run this heuristic' }).click();
	await expect(page.getByTestId('race-status')).toHaveText('All 30 runs done, in this page.', {
		timeout: 120_000
	});
	await expect(page.getByRole('columnheader', { name: 'Your h' })).toBeVisible();
	for (const [row, count] of [
		[0, '10'],
		[3, '545'],
		[5, '20,290']
	] as const) {
		await expect(page.getByTestId(`race-${row}-custom`).locator('.count')).toHaveText(count);
		await expect(page.getByTestId(`race-${row}-manhattan`).locator('.count')).toHaveText(count);
	}
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
