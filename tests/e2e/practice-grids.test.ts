import { ALGORITHMS } from '../../src/lib/search/algorithms';
import { expect, test, type Page } from '@playwright/test';
import { cellText } from '../../src/lib/domains/grid';
import { readAssignment } from '../../src/lib/practice/assignment';
import { checkCode, questionsFor } from '../../src/lib/practice/check';
import type { ChoicePart, PracticeQuestion } from '../../src/lib/practice/question-spec';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { collectErrors, expectNoViolations, open, startAs } from './helpers';
import { english } from './practice-words';

/**
 * Grid questions end to end: a teacher offers them on /teachers; a student clicks the cell a
 * search expands next on the grid's picture (right), types a path's cost (wrong, then right)
 * and hands in a code the checking page agrees with; a cell typed as "r,c" is judged too.
 */

/** The cell part of a grid question, with the cell it expects and one it does not accept. */
function cellPart(question: PracticeQuestion): { part: ChoicePart; right: number; wrong: number } {
	const part = question.parts[0];
	if (part.kind !== 'choice' || part.cells === undefined) throw new Error('no cell part');
	const wrongIndex = part.options.findIndex((_, i) => !part.accepted.includes(i));
	return { part, right: part.cells[expectedAnswer(part)], wrong: part.cells[wrongIndex] };
}

function gridCell(page: Page, cell: number) {
	return page.getByTestId('exam-grid').locator(`button[data-cell="${cell}"]`);
}

test('grid questions assigned on /teachers, a cell clicked on the grid, checked again', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/teachers');
	await page.getByLabel('Title', { exact: true }).fill('Grids, week 9');
	await page
		.getByRole('checkbox', { name: 'Perform the search, picking each expansion' })
		.uncheck();
	for (const label of [
		'The cell a search expands next, on a grid maze',
		'Cost of the path a search returns, on a weighted grid maze',
		'Which heuristics are admissible with diagonal moves, on a grid maze',
		'Greedy best-first search against A* on a U-shaped trap: each path’s cost'
	]) {
		await expect(page.getByRole('checkbox', { name: label })).toBeVisible();
	}
	await page
		.getByRole('checkbox', { name: 'The cell a search expands next, on a grid maze' })
		.check();
	await page
		.getByRole('checkbox', {
			name: 'Greedy best-first search against A* on a U-shaped trap: each path’s cost'
		})
		.check();
	await page.getByLabel('Questions', { exact: true }).fill('2');
	await page.getByRole('checkbox', { name: /^Every student gets the same questions/ }).check();
	const link = await page.locator('#assignment-link').inputValue();
	const url = new URL(link);
	const { assignment, notices } = readAssignment(url.searchParams);
	expect(notices).toEqual([]);
	expect(assignment.types).toEqual(['grid-next', 'grid-trap']);
	const questions = questionsFor(assignment, assignment.seed);
	const { part, right } = cellPart(questions[0]);
	const [greedyPart, astarPart] = questions[1].parts;

	await open(page, `${url.pathname}${url.search}`);
	await startAs(page, 'Ana Lima');
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 2');
	await expect(page.getByTestId('exam-grid').locator('button')).toHaveCount(part.cells!.length);
	await gridCell(page, right).click();
	await expect(page.locator('.verdict strong').first()).toHaveText('Right.');
	await expect(page.locator('.verdict')).toContainText(english(part.explanation));
	await expect(gridCell(page, right)).toHaveAttribute('aria-pressed', 'true');
	const { instance } = questions[0];
	if (instance.problem !== 'grid') throw new Error('not a grid');
	await expect(page.getByText(`Your answer: ${cellText(instance.spec.grid, right)}`)).toBeVisible();
	// The model answer: the same run on the grid, at the step asked.
	const model = page.getByTestId('model-answer');
	const { grid } = instance.spec;
	await expect(model.getByRole('heading', { level: 3 }).first()).toHaveText(
		`The model answer: ${english(ALGORITHMS[questions[0].spec.algorithm].names.label)} from ${cellText(grid, grid.start)} to ${cellText(grid, grid.goal)}, at the last step asked`
	);
	await expect(model).toHaveAttribute(
		'data-step',
		new URLSearchParams(questions[0].modelAnswer ?? '').get('step') ?? '0'
	);
	await expectNoViolations(page);
	await page.getByRole('button', { name: 'Next question' }).click();

	// The greedy path's cost, one too many: wrong; then A*'s, right.
	const greedyCost = expectedAnswer(greedyPart);
	await page
		.getByRole('textbox', { name: english(greedyPart.prompt) })
		.fill(String(greedyCost + 1));
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('.verdict strong').first()).toHaveText(
		`Not quite: it is ${greedyCost}.`
	);
	await page.getByRole('button', { name: 'Next part' }).click();
	await page
		.getByRole('textbox', { name: english(astarPart.prompt) })
		.fill(String(expectedAnswer(astarPart)));
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.locator('.verdict strong').first()).toHaveText('Right.');
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 2 of 3 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	expect(checkCode(code).earned).toBe(2);

	await open(page, '/teachers/check');
	await page.getByLabel('Result codes').fill(`name,code\nAna Lima,${code}`);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	await expect(page.locator('.message')).toHaveText('1 code: 1 matches, 0 do not.');
	await expect(page.locator('.students tbody tr').first().locator('td.score')).toHaveText(
		'2 of 3 parts'
	);
	expect(errors).toEqual([]);
});

test('a cell typed as row,column is judged: a wrong one names the cells accepted', async ({
	page
}) => {
	const errors = collectErrors(page);
	const query = 'v=1&types=grid-next&algos=ucs&n=1&level=medium&seed=a';
	const { assignment } = readAssignment(new URLSearchParams(query));
	const [question] = questionsFor(assignment, 'a');
	const { part, wrong } = cellPart(question);
	const grid = question.instance.problem === 'grid' ? question.instance.spec.grid : null;
	if (grid === null) throw new Error('not a grid');
	await open(page, `/practice?${query}`);
	const field = page.getByRole('textbox', { name: 'or type the cell (row, column)' });
	await field.fill('9,9');
	await field.press('Enter');
	await expect(page.locator('.typed .error')).toHaveText(
		'(9, 9) is no open cell of the grid: a wall, or off it.'
	);
	const { row, col } = { row: Math.floor(wrong / grid.cols), col: wrong % grid.cols };
	await field.fill(`${row},${col}`);
	await field.press('Enter');
	const named = part.accepted.map((i) => part.options[i]);
	await expect(page.locator('.verdict strong').first()).toHaveText(
		named.length > 1 ? `Not quite: any of ${named.join(', ')}.` : `Not quite: it is ${named[0]}.`
	);
	await expect(gridCell(page, wrong)).toHaveAttribute('aria-pressed', 'true');
	const href = await page
		.getByRole('link', { name: 'See the model answer in the playground' })
		.getAttribute('href');
	expect(href?.endsWith(`?${question.modelAnswer}`)).toBe(true);
	expect(errors).toEqual([]);
});
