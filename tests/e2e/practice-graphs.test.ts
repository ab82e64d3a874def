import { expect, test, type Page } from '@playwright/test';
import { GRAPH_PRESETS } from '../../src/lib/domains/graph/presets';
import { readAssignment } from '../../src/lib/practice/assignment';
import { checkCode, questionsFor } from '../../src/lib/practice/check';
import type { Part } from '../../src/lib/practice/question-spec';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { readResultCode } from '../../src/lib/practice/result-code';
import { collectErrors, expectNoViolations, open, startAs } from './helpers';
import { english } from './practice-words';

/**
 * A teacher assigns a graph of their own (typed, its fault named by line first), every student
 * the same questions; a student works it to a result code, answering nodes by clicking and by
 * typing, one wrong; the checking page gives the same score.
 */

/** The teaching graph where A* graph search returns 6 and 5 is cheapest, as its text reads. */
const TRAP_GRAPH = GRAPH_PRESETS.find((preset) => preset.id === 'inconsistent')?.text ?? '';

/** Answers the part on screen, right or wrong, by clicking (or, `typed`, typing) it. */
async function answer(page: Page, part: Part, right: boolean, typed: boolean): Promise<void> {
	const expected = expectedAnswer(part);
	if (part.kind === 'choice') {
		const index = right ? expected : (expected + 1) % part.options.length;
		if (typed) {
			await page
				.getByRole('textbox', { name: 'or type it' })
				.fill(english(part.options[index]).toLowerCase());
			await page.getByRole('textbox', { name: 'or type it' }).press('Enter');
		} else {
			await page
				.getByRole('group', { name: english(part.prompt) })
				.getByRole('button', { name: english(part.options[index]), exact: true })
				.click();
		}
	} else if (part.kind === 'yes-no') {
		const yes = right === part.answer;
		await page.getByRole('button', { name: new RegExp(`^${yes ? 'Yes' : 'No'}, `) }).click();
	} else {
		await page
			.getByRole('textbox', { name: english(part.prompt) })
			.fill(String(expected + (right ? 0 : 1)));
		await page.getByRole('button', { name: 'Check' }).click();
	}
	await expect(page.locator('.verdict strong').first()).toHaveText(right ? 'Right.' : /^Not quite/);
}

test('a teacher’s own graph assigned, worked to a result code the checking page agrees with', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/teachers');
	await page.getByLabel('Title', { exact: true }).fill('Graphs, week 5');
	await page
		.getByRole('checkbox', { name: 'Perform the search, picking each expansion' })
		.uncheck();
	await page
		.getByRole('checkbox', { name: 'Expansion order on a graph (ties alphabetical)' })
		.check();
	await page
		.getByRole('checkbox', {
			name: 'Whether A* graph search returns a cheapest path when h is not consistent'
		})
		.check();
	await page.getByLabel('Questions', { exact: true }).fill('2');
	await page.getByRole('checkbox', { name: /^Every student gets the same questions/ }).check();
	const field = page.getByLabel('Your own graph (optional)');
	await field.fill(TRAP_GRAPH.replace('B C 1', 'B C -1'));
	// The line the edge stands on in the text typed (the preset's text, comment lines included).
	const edgeLine = TRAP_GRAPH.split('\n').findIndex((line) => line.startsWith('B C 1')) + 1;
	expect(edgeLine).toBe(6);
	await expect(page.getByTestId('graph-faults').locator('li')).toHaveText([
		`Your graph, line ${edgeLine}: The edge B–C costs -1: costs are 0 or more.`
	]);
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	await expect(page.locator('.errors li')).toHaveText([
		'Mend your graph (what is wrong is listed under it), or empty its field.'
	]);
	await field.fill(TRAP_GRAPH);
	await expect(page.locator('.errors li')).toHaveCount(0);
	await expect(page.getByTestId('graph-faults').locator('li')).toHaveCount(0);
	const link = await page.locator('#assignment-link').inputValue();
	const url = new URL(link);
	const { assignment, notices } = readAssignment(url.searchParams);
	expect(notices).toEqual([]);
	const questions = questionsFor(assignment, assignment.seed);
	const parts = questions.flatMap((question) => [...question.parts]);
	// A* takes S (given), A, C, B, G off; it expands C by g 3 before finding it at 2: it returns 6, not 5.
	expect(parts.map((part) => part.kind)).toEqual([
		'choice',
		'choice',
		'choice',
		'choice',
		'yes-no',
		'number',
		'number',
		'choice'
	]);

	await open(page, `${url.pathname}${url.search}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graphs, week 5');
	await startAs(page, 'Ana Lima');
	await expect(page.getByTestId('exam-graph')).toContainText('Start: S, node 0. Goal: G.');
	const heading = page.locator('#practice-question');
	await expect(heading).toHaveText('Question 1 of 2, part 1 of 4');
	for (const [i, part] of parts.entries()) {
		// The first node clicked wrong; then typed and clicked by turns.
		await answer(page, part, i !== 0, i % 2 === 1);
		if (i === 0) {
			await expect(page.locator('.verdict strong').first()).toHaveText('Not quite: it is A.');
		}
		const last = i === parts.length - 1;
		await page
			.getByRole('button', { name: last ? 'See your result' : /^Next (part|question)$/ })
			.click();
	}
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 7 of 8 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	const read = readResultCode(code);
	if (!read.ok) throw new Error(read.message.id);
	expect(read.result.answers).toEqual([
		(expectedAnswer(parts[0]) + 1) % (parts[0].kind === 'choice' ? parts[0].options.length : 1),
		...parts.slice(1).map(expectedAnswer)
	]);
	expect(checkCode(code).earned).toBe(7);
	await expectNoViolations(page);

	await open(page, '/teachers/check');
	await page.getByLabel('Result codes').fill(`name,code\nAna Lima,${code}`);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	await expect(page.locator('.message')).toHaveText('1 code: 1 matches, 0 do not.');
	const row = page.locator('.students tbody tr').first();
	await expect(row).toHaveAttribute('data-status', 'matches');
	await expect(row.locator('td.score')).toHaveText('7 of 8 parts');
	expect(errors).toEqual([]);
});

test('graphs drawn for each question: the model answer plays the same run under the question', async ({
	page
}) => {
	const errors = collectErrors(page);
	const query = 'v=1&types=graph-path&algos=ucs&n=1&seed=s1';
	const { assignment } = readAssignment(new URLSearchParams(query));
	const [question] = questionsFor(assignment, 's1');
	await open(page, `/practice?${query}`);
	for (const [i, part] of question.parts.entries()) {
		await answer(page, part, true, false);
		if (i < question.parts.length - 1)
			await page.getByRole('button', { name: 'Next part' }).click();
	}
	const model = page.getByTestId('model-answer');
	await expect(model.locator(':scope > h3')).toHaveText(
		'The model answer: Uniform-cost search from S to G, at its end, with the path it returns'
	);
	const step = new URLSearchParams(question.modelAnswer ?? '').get('step');
	await expect(model).toHaveAttribute('data-step', step ?? '');
	expect(errors).toEqual([]);
});
