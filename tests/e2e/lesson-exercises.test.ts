import { expect, test, type Locator, type Page } from '@playwright/test';
import { readExercise, roundQuestion } from '../../src/lib/lessons/drawn-exercise';
import type { QuestionSpec } from '../../src/lib/practice/question-spec';
import { collectErrors, open } from './helpers';
import { english } from './practice-words';

/** The spec a lesson's tag gives, as the widget reads it. */
function specOf(props: Parameters<typeof readExercise>[0]): QuestionSpec {
	const read = readExercise(props);
	if (!read.ok) throw new Error(read.problems.join(' '));
	return read.spec;
}

async function reload(page: Page): Promise<void> {
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
}

/** The drawn board as the page describes it to a screen reader. */
async function boardText(figure: Locator): Promise<string> {
	return (await figure.getByRole('img', { name: /^The board/ }).getAttribute('aria-label')) ?? '';
}

test('lesson 9: a heuristic question is checked, explained, kept across a reload and redrawn', async ({
	page
}) => {
	// Lesson 9's figures are heavy to hydrate, and this test loads the page three times.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/09-heuristics');
	const figure = page.getByRole('figure', { name: 'Manhattan distance of a drawn board' });
	const question = roundQuestion(
		specOf({ type: 'heuristic', level: 'medium', seed: 'lesson9-manhattan' }),
		1
	);
	const part = question.parts[0];
	if (part.kind !== 'number') throw new Error('a heuristic question asks for a number');
	const verdict = figure.getByTestId('exercise-verdict');
	const field = figure.getByLabel('h', { exact: true });

	// Not a number: said, and nothing is judged.
	await field.fill('ten');
	await figure.getByRole('button', { name: 'Check' }).click();
	await expect(figure.getByRole('status')).toHaveText(
		'Type a whole number, 0 or more, in digits (such as 7).'
	);
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	await expect(verdict).toHaveText('');

	const wrong = part.answer + 1;
	await field.fill(String(wrong));
	await field.press('Enter');
	await expect(verdict).toHaveText(`Not quite: it is ${part.answer}. ${english(part.explanation)}`);
	await expect(field).toBeDisabled();
	const another = figure.getByRole('button', { name: 'Another one like this' });
	await expect(another).toBeFocused();

	// The answer is kept and judged again.
	const first = await boardText(figure);
	await reload(page);
	await expect(verdict).toHaveText(`Not quite: it is ${part.answer}. ${english(part.explanation)}`);
	await expect(field).toHaveValue(String(wrong));
	expect(await boardText(figure)).toBe(first);

	// Another one like this: the next seed's board, a fresh field, focus on the new task.
	await another.click();
	await expect(figure.getByTestId('exercise-task')).toBeFocused();
	await expect(verdict).toHaveText('');
	await expect(field).toBeEnabled();
	await expect(field).toHaveValue('');
	const second = await boardText(figure);
	expect(second).not.toBe(first);

	const next = roundQuestion(
		specOf({ type: 'heuristic', level: 'medium', seed: 'lesson9-manhattan' }),
		2
	);
	const nextPart = next.parts[0];
	if (nextPart.kind !== 'number') throw new Error('a heuristic question asks for a number');
	await field.fill(String(nextPart.answer));
	await figure.getByRole('button', { name: 'Check' }).click();
	await expect(verdict).toHaveText(`Right. ${english(nextPart.explanation)}`);
	await reload(page);
	expect(await boardText(figure)).toBe(second);
	await expect(verdict).toHaveText(`Right. ${english(nextPart.explanation)}`);
	expect(errors).toEqual([]);
});

test('lesson 8: an A* expansion is picked from the frontier and judged, part by part', async ({
	page
}) => {
	test.setTimeout(60_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/08-a-star');
	const figure = page.getByRole('figure', { name: 'Perform A* on a drawn board' });
	const question = roundQuestion(
		specOf({ type: 'simulate', level: 'medium', algorithm: 'astar', seed: 'lesson8-astar' }),
		1
	);
	const [first, second] = question.parts;
	if (first.kind !== 'pick' || second.kind !== 'pick') throw new Error('a simulation asks picks');
	await expect(figure.getByText(`Part 1 of ${question.parts.length}:`)).toBeVisible();

	await figure.locator(`button[data-node="${first.question.answer}"]`).click();
	const verdict = figure.getByTestId('exercise-verdict');
	await expect(verdict).toContainText('Right');
	await expect(figure.locator('button[data-node]:not([disabled])')).toHaveCount(0);
	const nextPart = figure.getByRole('button', { name: 'Next part' });
	await expect(nextPart).toBeFocused();
	await nextPart.click();

	const prompt = figure.getByTestId('exercise-prompt');
	await expect(prompt).toBeFocused();
	await expect(prompt).toHaveText(`Part 2 of ${question.parts.length}: ${english(second.prompt)}`);
	await expect(verdict).toHaveText('');
	const wrong = second.question.choices.find((choice) => choice.id !== second.question.answer);
	if (wrong === undefined) throw new Error('the second frontier has a wrong choice');
	await figure.locator(`button[data-node="${wrong.id}"]`).click();
	await expect(verdict).toContainText(
		`Not this one: the search takes node ${second.question.answer}.`
	);
	await expect(figure.locator(`button[data-node="${second.question.answer}"]`)).toHaveClass(
		/right/
	);

	await reload(page);
	await expect(figure.getByText(`Part 2 of ${question.parts.length}:`)).toBeVisible();
	await expect(verdict).toContainText(
		`Not this one: the search takes node ${second.question.answer}.`
	);
	expect(errors).toEqual([]);
});

test('lesson 6: the route a search returns on the road map, its roads and its cost, checked part by part', async ({
	page
}) => {
	test.setTimeout(60_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/06-uniform-cost-search');
	const figure = page.getByRole('figure', {
		name: 'The route breadth-first search returns, and its cost'
	});
	await expect(figure.getByTestId('exercise-task')).toHaveText(
		'Which route does breadth-first search return from Oradea (Q) to Bucharest (B) on the road map, and what does it cost?'
	);
	// The map the student works on: every road with its length, no h for a blind search.
	await expect(
		figure.getByRole('img', {
			name: /^Road map from Oradea \(Q\) to Bucharest \(B\)\. Roads: A–Z 75, /
		})
	).toBeVisible();
	const verdict = figure.getByTestId('exercise-verdict');

	await figure.getByLabel('Roads on the route returned').fill('3');
	await figure.getByRole('button', { name: 'Check' }).click();
	await expect(verdict).toHaveText(
		'Right. Breadth-first search returns Oradea → Sibiu → Fagaras → Bucharest: 3 roads.'
	);
	const nextPart = figure.getByRole('button', { name: 'Next part' });
	await expect(nextPart).toBeFocused();
	await nextPart.click();

	const prompt = figure.getByTestId('exercise-prompt');
	await expect(prompt).toBeFocused();
	await expect(prompt).toHaveText('Part 2 of 2');
	const cost = figure.getByLabel('The route’s cost (its roads’ lengths added)');
	await expect(cost).toHaveValue('');
	// The cheapest route's cost is the classic wrong answer: breadth-first search counts roads.
	await cost.fill('429');
	await cost.press('Enter');
	const explained =
		'Not quite: it is 461. 151 + 99 + 211 = 461; 32 more than the cheapest, Oradea → Sibiu → Rimnicu Vilcea → Pitesti → Bucharest at 429: breadth-first search is optimal when every step costs the same (it finds the fewest actions), and the roads here differ in length.';
	await expect(verdict).toHaveText(explained);
	await expect(figure.getByRole('button', { name: 'Another one like this' })).toBeFocused();

	await reload(page);
	await expect(verdict).toHaveText(explained);
	await expect(cost).toHaveValue('429');
	expect(errors).toEqual([]);
});
