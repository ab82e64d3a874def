import { expect, test } from '@playwright/test';
import {
	cityOn,
	cityRows,
	collectErrors,
	explorerIn,
	expectNoViolations,
	open,
	pressTo,
	roadOn
} from './helpers';

/** The lesson's road maps are the site's explorer (LessonExplorer) on problem=road-map. */

test('lesson 6: breadth-first search drives 450 km, uniform-cost search 418', async ({ page }) => {
	// Four road-map explorers with their pseudocode: axe and the many exact checks are slow under load.
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, '/lessons/06-uniform-cost-search');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uniform-cost search');
	await expect(page.locator('.katex-display')).not.toHaveCount(0);

	const bfs = await explorerIn(page, 'Breadth-first search on the road map');
	await expect(bfs.locator('.position')).toHaveText('Step 0 of 5');
	await expect(bfs.locator('[data-stat="expanded"]')).toHaveText('0');
	await bfs.getByRole('button', { name: 'Go to the end' }).click();
	await expect(bfs).toHaveAttribute('data-status', 'finished');
	await expect(bfs).toHaveAttribute('data-step', '5');
	await expect(bfs.locator('[data-stat="expanded"]')).toHaveText('5');
	// The goal test on generation: B is reached while Fagaras is expanded, and the search stops.
	await expect(bfs.locator('.narration')).toHaveText(
		'Took node 4 (Fagaras), the oldest entry of the queue (depth 2); node 5 (Oradea) is next ' +
			'in line. 1 child: 1 goal (Bucharest, node 8). Reached the goal: node 8 (B, Bucharest), ' +
			'3 actions from the root, with path cost 450.'
	);
	await expect(bfs.locator('.outcome')).toHaveText(
		'Breadth-first search reached the goal after 5 expansions: a path of 3 roads, cost 450.'
	);
	await expect(cityOn(bfs, 'B')).toHaveAttribute('data-role', 'goal');
	await expect(cityOn(bfs, 'F')).toHaveAttribute('data-role', 'current');
	for (const road of ['A-S', 'F-S', 'B-F']) {
		await expect(roadOn(bfs, road)).toHaveClass(/on-path/);
	}

	// Uniform-cost search, driven from the keyboard: Enter on Step forward, then the arrow keys
	// (the explorer hears them with the focus inside it).
	const ucs = await explorerIn(page, 'Uniform-cost search on the road map');
	const step = ucs.getByRole('button', { name: 'Step forward' });
	await step.focus();
	// The run is computed ahead in chunks: the counter's total may still grow at these steps.
	for (let i = 1; i < 8; i++) await pressTo(ucs, 'Enter', new RegExp(`^Step ${i} of `));
	await pressTo(ucs, 'Enter', 'Step 8 of 13');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('8');
	await expect(cityOn(ucs, 'F')).toHaveAttribute('data-role', 'current');
	// Fagaras puts B on the frontier at 450; Mehadia and Pitesti, cheaper, still come first.
	await expect
		.poll(() => cityRows(ucs))
		.toEqual([
			'Mehadia, depth 3, g 299',
			'Pitesti, depth 3, g 317',
			'Craiova, depth 3, g 366',
			'Bucharest, depth 3, g 450'
		]);
	// Each entry's parent, as the map draws the search tree: M from L, P and C from R, B from F.
	for (const road of ['L-M', 'P-R', 'C-R', 'B-F']) {
		await expect(roadOn(ucs, road)).toHaveClass(/\btree\b/);
	}
	await pressTo(ucs, 'ArrowRight', 'Step 9 of 13');
	await pressTo(ucs, 'ArrowRight', 'Step 10 of 13');
	await expect(ucs.locator('.narration')).toHaveText(
		'Took node 9 (Pitesti: g 317) off the frontier: the lowest g; next was node 8 (Craiova) ' +
			'with g 366. 3 children: 1 replaced node 11 (Bucharest: g 450) by a cheaper path (g 418) ' +
			'as node 13, 1 already on the frontier (Craiova, node 8), 1 already explored ' +
			'(Rimnicu Vilcea, node 7).'
	);
	await pressTo(ucs, 'ArrowLeft', 'Step 9 of 13');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('9');
	await expect
		.poll(() => cityRows(ucs))
		.toEqual([
			'Pitesti, depth 3, g 317',
			'Craiova, depth 3, g 366',
			'Drobeta, depth 4, g 374',
			'Bucharest, depth 3, g 450'
		]);

	// Line by line into step 10 (Shift+→): Pitesti's pop, goal test, B generated, then the
	// line that replaces B's entry via Fagaras, struck through above the list.
	await pressTo(ucs, 'Shift+ArrowRight', 'Step 10 of 13, moment 1 of 9 (line 5)');
	await pressTo(ucs, 'Shift+ArrowRight', 'Step 10 of 13, moment 2 of 9 (line 6)');
	await pressTo(ucs, 'Shift+ArrowRight', 'Step 10 of 13, moment 3 of 9 (line 9)');
	await pressTo(ucs, 'Shift+ArrowRight', 'Step 10 of 13, moment 4 of 9 (line 12)');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('10');
	await expect(ucs.locator('.pseudocode [aria-current="step"] code')).toHaveText(
		'if child.state is in frontier with a higher g: child replaces that entry'
	);
	await expect(ucs.locator('.narration')).toHaveAttribute('data-line', 'replace');
	await expect(ucs.locator('.narration')).toHaveText(
		'line 12 Child 1 (road P→B): its state waits on the frontier as node 11 with g 450 > 418: ' +
			'the child, node 13, replaces node 11.'
	);
	await expect(ucs.locator('.frontier p.struck')).toHaveText(
		'node 11: g 450 — replaced by node 13, a cheaper path to the same city'
	);
	await expect
		.poll(() => cityRows(ucs))
		.toEqual(['Craiova, depth 3, g 366', 'Drobeta, depth 4, g 374']);
	await expect(roadOn(ucs, 'B-F')).toHaveClass(/struck/);
	await expect(roadOn(ucs, 'B-P')).toHaveClass(/looked/);
	await pressTo(ucs, 'Shift+ArrowRight', 'Step 10 of 13, moment 5 of 9 (line 14)');
	await expect(ucs.locator('.frontier p.struck')).toHaveCount(0);
	await expect
		.poll(() => cityRows(ucs))
		.toEqual(['Craiova, depth 3, g 366', 'Drobeta, depth 4, g 374', 'Bucharest, depth 4, g 418']);
	// Back by line to where the expansion of Pitesti began, then onto step 9's last line: the
	// same frontier as the whole step.
	await pressTo(ucs, 'Shift+ArrowLeft', 'Step 10 of 13, moment 4 of 9 (line 12)');
	await pressTo(ucs, 'Shift+ArrowLeft', 'Step 10 of 13, moment 3 of 9 (line 9)');
	await pressTo(ucs, 'Shift+ArrowLeft', 'Step 10 of 13, moment 2 of 9 (line 6)');
	await pressTo(ucs, 'Shift+ArrowLeft', 'Step 10 of 13, moment 1 of 9 (line 5)');
	await pressTo(ucs, 'Shift+ArrowLeft', 'Step 9 of 13, moment 7 of 7 (line 10)');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('9');
	await expect
		.poll(() => cityRows(ucs))
		.toEqual([
			'Pitesti, depth 3, g 317',
			'Craiova, depth 3, g 366',
			'Drobeta, depth 4, g 374',
			'Bucharest, depth 3, g 450'
		]);
	await pressTo(ucs, 'ArrowLeft', 'Step 8 of 13');
	await pressTo(ucs, 'ArrowRight', 'Step 9 of 13');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('9');

	// The last step takes B off the frontier, which empties it: not an expansion.
	await pressTo(
		ucs,
		'End',
		'Step 13 of 13, 12 expansions (the other step takes the goal off the frontier)'
	);
	await expect(ucs).toHaveAttribute('data-status', 'finished');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('12');
	await expect(ucs.locator('.frontier .empty')).toHaveText('The frontier is empty.');
	await expect(ucs.locator('.frontier ol.rows > li')).toHaveCount(0);
	await expect(ucs.locator('.narration')).toHaveText(
		'Took node 13 (Bucharest: g 418) off the frontier, its only entry. Reached the goal: node 13 ' +
			'(B, Bucharest), 4 actions from the root, with path cost 418.'
	);
	await expect(ucs.locator('.outcome')).toHaveText(
		'Uniform-cost search reached the goal after 12 expansions: a path of 4 roads, cost 418.'
	);
	await expect(cityOn(ucs, 'B')).toHaveAttribute('data-role', 'goal');
	for (const city of ['A', 'S', 'R', 'P']) {
		await expect(cityOn(ucs, city)).toHaveAttribute('data-role', 'path');
	}
	await pressTo(ucs, 'ArrowLeft', 'Step 12 of 13');
	await expect(ucs.locator('[data-stat="expanded"]')).toHaveText('12');
	await expect.poll(() => cityRows(ucs)).toEqual(['Bucharest, depth 4, g 418']);
	await expect(ucs.locator('.narration')).toContainText('next was node 13 (Bucharest) with g 418.');
	await expect(step).toBeFocused();

	const early = await explorerIn(page, 'Uniform-cost search testing the goal on generation');
	await early.getByRole('button', { name: 'Go to the end' }).click();
	await expect(early).toHaveAttribute('data-status', 'finished');
	await expect(early.locator('.position')).toHaveText('Step 8 of 8');
	await expect(early.locator('[data-stat="expanded"]')).toHaveText('8');
	await expect(early.locator('.outcome')).toHaveText(
		'Uniform-cost search reached the goal after 8 expansions: a path of 3 roads, cost 450.'
	);
	// Pitesti (317), whose road to B is the cheaper one, was still waiting.
	await expect
		.poll(() => cityRows(early))
		.toEqual(['Mehadia, depth 3, g 299', 'Pitesti, depth 3, g 317', 'Craiova, depth 3, g 366']);

	const fromT = await explorerIn(page, 'Uniform-cost search from Timisoara');
	await fromT.getByRole('button', { name: 'Go to the end' }).click();
	await expect(fromT).toHaveAttribute('data-status', 'finished');
	await expect(fromT.locator('[data-stat="expanded"]')).toHaveText('12');
	await expect(fromT.locator('.outcome')).toHaveText(
		'Uniform-cost search reached the goal after 12 expansions: a path of 5 roads, cost 536.'
	);
	for (const road of ['A-T', 'A-S', 'R-S', 'P-R', 'B-P']) {
		await expect(roadOn(fromT, road)).toHaveClass(/on-path/);
	}
	await fromT.getByRole('button', { name: 'Reset to the start' }).click();
	await expect(fromT.locator('.position')).toHaveText('Step 0 of 13');
	await expect(fromT.locator('[data-stat="expanded"]')).toHaveText('0');

	await expectNoViolations(page);
	expect(errors).toEqual([]);
});
