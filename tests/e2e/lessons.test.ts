import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoViolations, open } from './helpers';

/** Every lesson's title, in file-name order (which is course order), read from its frontmatter. */
const LESSON_FILES = readdirSync('content/lessons')
	.filter((name) => name.endsWith('.md'))
	.sort();
const LESSON_TITLES = LESSON_FILES.map((name) => {
	const title = /^title: (.+)$/m.exec(readFileSync(`content/lessons/${name}`, 'utf8'))?.[1];
	if (title === undefined) throw new Error(`${name} has no title`);
	return title.trim();
});

test('the course lists every lesson in order, reachable from the header', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/');
	await page
		.getByRole('navigation', { name: 'Site' })
		.getByRole('link', { name: 'Lessons' })
		.click();
	await expect(page).toHaveURL(/\/lessons$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lessons');
	expect(LESSON_TITLES.slice(0, 3)).toEqual([
		'The sliding-tile puzzle',
		'The state space',
		'Parity and inversions'
	]);
	await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(
		LESSON_TITLES
	);
	expect(errors).toEqual([]);
});

test('lesson 1 has its title, a playable board, anchors and a link onward', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/01-the-puzzle');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The sliding-tile puzzle');
	await expect(page.locator('h2#a-craze-of-1880')).toHaveText('A craze of 1880');
	await expect(
		page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Sizes' })
	).toHaveAttribute('href', '#sizes');

	const board = page.getByRole('group', { name: /^Start board, 3 by 3/ });
	await expect(board).toHaveAttribute('aria-label', /4 2 blank; 7 1 3; 8 5 6/);
	await page.getByRole('button', { name: 'Slide 2 right' }).click();
	await expect(board).toHaveAttribute('aria-label', /4 blank 2; 7 1 3; 8 5 6/);

	await expect(page.getByRole('link', { name: /Previous/ })).toHaveCount(0);
	await page.getByRole('link', { name: /^Next/ }).click();
	await page.waitForURL(/\/lessons\/02-the-state-space$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The state space');
	expect(errors).toEqual([]);
});

test('lesson 2 counts the 8-puzzle layers in the page and links both ways', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/02-the-state-space');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The state space');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);
	await expect(
		page.getByRole('table', { name: 'State-space sizes from 2×2 to 4×4' })
	).toContainText('483,840');
	await expect(page.getByTestId('two-by-two-goal').getByRole('listitem')).toHaveCount(12);
	await expect(page.getByTestId('two-by-two-other').getByRole('listitem')).toHaveCount(12);

	const table = page.getByTestId('layers-table');
	await expect(table).toHaveCount(0);
	await page.getByRole('button', { name: 'Count the 8-puzzle layers' }).click();
	const rows = table.locator('tbody tr');
	await expect(rows).toHaveCount(32);
	const counts = rows.locator('td');
	await expect(rows.locator('th').first()).toHaveText('0');
	await expect(rows.locator('th').last()).toHaveText('31');
	expect((await counts.allTextContents()).slice(0, 4)).toEqual(['1', '2', '4', '8']);
	expect((await counts.allTextContents()).slice(-2)).toEqual(['221', '2']);
	await expect(page.getByTestId('layers-total')).toHaveText('181,440');
	await expect(page.getByTestId('layers-verdict')).toHaveText(
		'Every count matches the published table.'
	);
	await expect(page.getByTestId('layers-time')).toContainText(/in \d+(\.\d)? ms/);
	await expectNoViolations(page);

	await page.getByRole('link', { name: /^Next/ }).click();
	await page.waitForURL(/\/lessons\/03-parity-and-inversions$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parity and inversions');
	await open(page, '/lessons/02-the-state-space');
	await page.getByRole('link', { name: /^Previous/ }).click();
	await page.waitForURL(/\/lessons\/01-the-puzzle$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The sliding-tile puzzle');
	expect(errors).toEqual([]);
});

test('lesson 3 renders its math and its parity explorer counts inversions', async ({ page }) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/03-parity-and-inversions');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parity and inversions');
	// The contents number the sections alone; the subsections are a list inside theirs.
	const contents = page.getByRole('navigation', { name: 'Contents' });
	await expect(contents.locator(':scope > ol > li > a')).toHaveText([
		'Reading a board as a permutation',
		'The rule',
		'Why a slide keeps the parity',
		'Why a swap breaks it',
		'Exercises',
		'For teachers'
	]);
	await expect(contents.locator('ol > li:nth-child(3) > ul > li')).toHaveText([
		'Horizontal slides',
		'Vertical slides'
	]);
	await expect(page.locator('.katex').first()).toBeVisible();
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const count = page.getByTestId('parity-inversions');
	const verdict = page.getByTestId('parity-verdict');
	await expect(count).toHaveText('0');
	await expect(verdict).toHaveText('solvable');

	// A vertical slide on a 3-wide board changes the count by an even amount.
	await page.getByRole('button', { name: 'Slide tile 6' }).click();
	await expect(count).toHaveText('2');
	await expect(page.getByTestId('parity-blank-row')).toHaveText('2');
	await page.getByRole('button', { name: 'Slide tile 6' }).click();
	await expect(count).toHaveText('0');

	// 1 2 3 / 4 5 6 / 8 7 _: one swap away from the goal.
	await page.getByRole('radio', { name: 'picks it to swap with another' }).check();
	await page.getByRole('button', { name: 'Tile 7', exact: true }).click();
	await page.getByRole('button', { name: 'Tile 8', exact: true }).click();
	await expect(count).toHaveText('1');
	await expect(verdict).toHaveText('not solvable');
	const pair = page.getByRole('button', { name: '8 before 7' });
	await pair.hover();
	await expect(page.locator('.tile.paired')).toHaveText(['8', '7']);

	await page.getByRole('radio', { name: '4 × 4' }).check();
	await expect(count).toHaveText('0');
	await expect(page.getByText(/With an even number of columns/)).toBeVisible();

	await expect(page.getByRole('link', { name: /^Next/ })).toHaveAttribute(
		'href',
		/\/lessons\/04-breadth-first-search$/
	);
	await page.getByRole('link', { name: /^Previous/ }).click();
	await page.waitForURL(/\/lessons\/02-the-state-space$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The state space');
	expect(errors).toEqual([]);
});

test('two explorers on one lesson page run independently, each mounted when scrolled to', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lessons/01-the-puzzle');
	const bfs = page.getByRole('region', { name: 'Breadth-first search from 41325_786' });
	const astar = page.getByRole('region', { name: 'A* search from 41325_786' });
	await bfs.scrollIntoViewIfNeeded();
	await expect(bfs.locator('.explorer')).toHaveAttribute('data-status', 'ready');
	for (let i = 0; i < 3; i++) await bfs.getByRole('button', { name: 'Step forward' }).click();
	await expect(bfs.locator('.explorer')).toHaveAttribute('data-step', '3');

	await astar.scrollIntoViewIfNeeded();
	await expect(astar.locator('.explorer')).toHaveAttribute('data-status', 'ready');
	await expect(astar.locator('.explorer')).toHaveAttribute('data-step', '0');
	await astar.getByRole('button', { name: 'Step forward' }).click();
	await expect(astar.locator('.explorer')).toHaveAttribute('data-step', '1');
	await expect(bfs.locator('.explorer')).toHaveAttribute('data-step', '3');
	await expect(astar.locator('[data-stat="expanded"]')).toHaveText('1');
	await expect(bfs.locator('[data-stat="expanded"]')).toHaveText('3');
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('Next walks the whole course in order, without console errors; Previous walks back', async ({
	page
}) => {
	const errors = collectErrors(page);
	const slugs = LESSON_FILES.map((name) => name.replace(/\.md$/, ''));
	await open(page, `/lessons/${slugs[0]}`);
	for (let i = 0; i < slugs.length; i++) {
		await expect(page).toHaveURL(new RegExp(`/lessons/${slugs[i]}$`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_TITLES[i]);
		const next = page.getByRole('link', { name: /^Next/ });
		if (i === slugs.length - 1) {
			await expect(next).toHaveCount(0);
		} else {
			await next.click();
		}
	}
	await page.getByRole('link', { name: /^Previous/ }).click();
	await expect(page).toHaveURL(new RegExp(`/lessons/${slugs[slugs.length - 2]}$`));
	expect(errors).toEqual([]);
});
