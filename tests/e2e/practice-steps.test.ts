import { expect, test } from '@playwright/test';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { readResultCode } from '../../src/lib/practice/result-code';
import { collectErrors, expectNoViolations, open, startAs } from './helpers';
import { english } from './practice-words';

/**
 * A simulation that asks more than picks (`detail=order`): the student works out f of every new
 * node and puts the frontier in leave order with the keyboard, one place wrong at the first try;
 * the code at the end holds the arrangement as one number and earns the score shown.
 */

const LINK = 'v=1&n=1&detail=order&key=steps&seed=unit';
const { assignment } = readAssignment(new URLSearchParams(LINK));
const [QUESTION] = questionsFor(assignment, 'unit');

test('a student gives f values and the frontier’s order, by keyboard, and gets a code that checks', async ({
	page
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	expect(QUESTION.parts.map((part) => part.kind)).toEqual([
		'number',
		'number',
		'order',
		'number',
		'number',
		'order',
		'number',
		'number',
		'number',
		'order'
	]);
	await open(page, `/practice?${LINK}`);
	await startAs(page, 'Ana');
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 1, part 1 of 10');
	await expect(page.locator('.expanded')).toHaveText('Expanded so far: node 0.');

	// f of node 1, wrong at the first try: the sum is shown.
	const field = page.getByRole('textbox', {
		name: 'Expanding node 0 (g 0) made node 1 (the blank moved up). What is its f = g + h?'
	});
	await field.fill('5');
	await field.press('Enter');
	await expect(page.locator('.verdict p')).toHaveText(
		'Not quite: it is 4. g = 0 + 1 = 1, one move more than node 0; h = 1 (tile 5) + 1 (tile 6) + 1 (tile 8) = 3 (Manhattan distance); so f = g + h = 1 + 3 = 4.'
	);
	await page.keyboard.press('Enter'); // Next part has the focus.
	await page.getByRole('textbox', { name: /made node 2/ }).fill('6');
	await page.keyboard.press('Enter');
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await page.keyboard.press('Enter');

	// The order: listed by arrival (node 1, node 2), which is already the leave order here.
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 1, part 3 of 10');
	await expect(page.locator('.order li strong')).toHaveText(['node 1', 'node 2']);
	await page.getByRole('button', { name: 'Check this order' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('.verdict p')).toHaveText(
		'Right. A* takes the lowest f = g + h. Equal f: first added first. The order: node 1 (f 4), node 2 (f 6).'
	);
	await page.keyboard.press('Enter');
	for (const part of QUESTION.parts.slice(3, 5)) {
		await page
			.getByRole('textbox', { name: english(part.prompt) })
			.fill(String(expectedAnswer(part)));
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
	}

	// Frontier 2, 3, 4 by arrival; node 4 (f 4) leaves first: moved up twice from the keyboard,
	// the focus staying on the moved entry's button.
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 1, part 6 of 10');
	await page.getByRole('button', { name: 'Move node 4 up (now place 3)' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('button', { name: 'Move node 4 up (now place 2)' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.locator('.order li strong')).toHaveText(['node 4', 'node 2', 'node 3']);
	await page.getByRole('button', { name: 'Check this order' }).click();
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await page.getByRole('button', { name: 'Next part' }).click();
	for (const part of QUESTION.parts.slice(6, 9)) {
		await page
			.getByRole('textbox', { name: english(part.prompt) })
			.fill(String(expectedAnswer(part)));
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
	}

	// The last order left as listed (2, 3, 5, 6, 7): node 6 should lead.
	await page.getByRole('button', { name: 'Check this order' }).click();
	await expect(page.locator('.verdict strong')).toHaveText('Not quite: the first place is wrong.');
	await expect(page.locator('.order li .mark')).toHaveText(['✗', '✗', '✗', '✗', '✓']);
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.locator('#practice-result')).toHaveText(
		'Your result: 8 of 10 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	const read = readResultCode(code);
	expect(read.ok && read.result.answers).toEqual([5, 6, 0, 6, 4, 4, 6, 4, 6, 0]);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('a student picks the next expansion in the tree so far, by keyboard', async ({ page }) => {
	const link = 'v=1&n=1&key=tree&seed=unit';
	const [question] = questionsFor(readAssignment(new URLSearchParams(link)).assignment, 'unit');
	const [first, second] = question.parts;
	if (first.kind !== 'pick' || second.kind !== 'pick') throw new Error('two picks');
	const errors = collectErrors(page);
	await open(page, `/practice?${link}`);
	await startAs(page, 'Ana');
	await page.getByLabel('the tree so far').check();
	// The start, expanded, over its children on the frontier, framed as buttons.
	await expect(page.locator('.pick-tree .expanded .number')).toHaveText(['node 0']);
	await expect(page.locator('.pick-tree button .number')).toHaveText(
		first.question.choices.map((choice) => `node ${choice.id}`)
	);
	await page.locator(`button[data-tree-node="${first.question.answer}"]`).focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('.verdict strong')).toHaveText('Right.');
	await expect(page.locator(`button[data-tree-node="${first.question.answer}"]`)).toHaveClass(
		/right/
	);
	await page.keyboard.press('Enter'); // Next part
	// The node just taken is drawn expanded, its children now on the frontier under it.
	await expect(page.locator('.pick-tree .expanded .number')).toHaveText([
		'node 0',
		`node ${first.question.answer}`
	]);
	await expect(page.locator('.pick-tree button')).toHaveCount(second.question.choices.length);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
