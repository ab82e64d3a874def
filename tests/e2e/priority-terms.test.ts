import { expect, test } from '@playwright/test';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import type { Part } from '../../src/lib/practice/question-spec';
import { collectErrors, open, startAs } from './helpers';

/**
 * Each algorithm's own numbers (greedy best-first search orders by h, so no "f" that is only h
 * again) and one tie sentence naming every tied entry, on /play and in practice.
 */

test('greedy search on /play: boxes, the card and the frontier speak of g and h, no f', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/play?v=1&board=41325_786&algo=greedy&step=4');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '4');
	// Before step 4, nodes 1, 3, 5 and 6 all had h 6: the narration names all four.
	await expect(page.locator('.explorer .narration')).toContainText(
		'Took node 1 (h 6) off the frontier: the lowest h. 4 entries share h 6 (nodes 1, 3, 5 and 6); the tie-break (first added first) picks node 1.'
	);
	// Node 2 (blank Up from the start: g 1, h 4) and node 1 (g 1, h 6), the node expanded.
	await expect(page.locator('.tree g.box[data-node="2"] text.caption')).toHaveText('g1 h4');
	await expect(page.locator('.tree g.box[data-node="1"] text.caption')).toHaveText('g1 h6');
	const card = page.locator('.explorer > .details');
	await expect(card.locator('dt')).toHaveText(['depth', 'g', 'h', 'expanded']);
	await expect(card.locator('dd')).toHaveText(['1', '1', '6', '#4']);
	const frontier = page.locator('.explorer .frontier').first();
	await expect(frontier.locator('.rule')).toHaveText(
		'Priority queue — lowest h first; ties: first added first. Next to leave first.'
	);
	await expect(frontier.locator('.f').first()).toHaveText('h 6');
	expect(errors).toEqual([]);
});

test('A* step 3 on 41325_786 names nodes 1, 3 and 4; weighted A* writes its weight', async ({
	page
}) => {
	await open(page, '/play?v=1&board=41325_786&step=3');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '3');
	await expect(page.locator('.explorer .narration')).toContainText(
		'3 entries share f 7 (nodes 1, 3 and 4); the tie-break (first added first) picks node 1.'
	);
	const card = page.locator('.explorer > .details');
	await expect(card.locator('dt')).toHaveText(['depth', 'g', 'h', 'f = g + h', 'expanded']);

	await open(page, '/play?v=1&board=41325_786&algo=wastar&w=3&step=1');
	await expect(page.locator('.explorer')).toHaveAttribute('data-step', '1');
	await expect(page.locator('.explorer > .details dt')).toHaveText([
		'depth',
		'g',
		'h',
		'f = g + 3·h',
		'expanded'
	]);
	await expect(page.locator('.explorer > .details dd')).toHaveText(['0', '0', '5', '15', '#1']);
});

const LINK = 'v=1&types=simulate&algos=greedy&n=1&title=Greedy&key=greedy-terms&seed=class';
const { assignment } = readAssignment(new URLSearchParams(LINK));
const PARTS: Part[] = questionsFor(assignment, 'class').flatMap((question) => [...question.parts]);

test('a greedy practice question lists g and h for each entry, and no f', async ({ page }) => {
	const errors = collectErrors(page);
	const first = PARTS[0];
	if (first.kind !== 'pick') throw new Error('The first part should be a pick.');
	await open(page, `/practice?${LINK}`);
	await startAs(page, 'Ana Lima');
	const values = page.locator('[data-testid="entry-values"]');
	await expect(values).toHaveText(first.question.choices.map((c) => `g ${c.g} · h ${c.h}`));
	const answer = first.question.choices.find((c) => c.id === first.question.answer)!;
	await page.locator(`button[data-node="${answer.id}"]`).click();
	const reason = page.locator('.verdict');
	await expect(reason).toContainText(
		`Greedy best-first search takes the lowest estimate h: node ${answer.id} (h ${answer.h}).`
	);
	// No "f" that would only be h again, in the options or the feedback.
	await expect(page.locator('main')).not.toContainText(/\bf \d/);
	expect(errors).toEqual([]);
});
