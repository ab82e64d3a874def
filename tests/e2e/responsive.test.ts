import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * No link keeps the page's main thread busy: whatever a link asks for (a large board, a long
 * run, a step millions of expansions away), the work goes in slices with its progress, and the
 * page answers meanwhile. The links below are drawn from a seeded generator over the
 * parameters that make work — board size, algorithm, heuristic, cap and step — on every page
 * that computes a run, so a failure names a link that can be opened again.
 */

/** A small seeded generator (mulberry32), so the same links are tried on every run. */
function generator(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Solvable boards of growing size: the first two tiles and the last two swapped (an even permutation). */
function board(side: number): string {
	const cells = Array.from({ length: side * side }, (_, i) => (i + 1) % (side * side));
	[cells[0], cells[1]] = [cells[1], cells[0]];
	[cells[side * side - 3], cells[side * side - 2]] = [
		cells[side * side - 2],
		cells[side * side - 3]
	];
	return cells.join(',');
}

const ALGORITHMS = ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'];
const HEURISTICS = ['zero', 'misplaced', 'manhattan', 'linear-conflict'];

/** Eight links that make long work, one per page and kind, drawn from seed 12. */
function fuzzedLinks(): string[] {
	const random = generator(12);
	const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
	const big = (): number => 500_000 + Math.floor(random() * 1_500_000);
	const links: string[] = [];
	for (const page of ['/play', '/embed/play', '/challenge', '/compare']) {
		for (let i = 0; i < 2; i++) {
			const side = 5 + Math.floor(random() * 2);
			const cap = big();
			const step = Math.min(cap, big());
			const common = `v=1&board=${board(side)}&step=${step}`;
			if (page === '/compare') {
				links.push(
					`${page}?${common}&runs=${pick(ALGORITHMS)},${pick(ALGORITHMS)}:${pick(HEURISTICS)}`
				);
			} else {
				links.push(`${page}?${common}&algo=${pick(ALGORITHMS)}&h=${pick(HEURISTICS)}&cap=${cap}`);
			}
		}
	}
	return links;
}

/** Milliseconds the page takes to answer a trivial evaluate: long when its thread is busy. */
async function answerTime(page: Page): Promise<number> {
	const start = Date.now();
	await page.evaluate(() => 1);
	return Date.now() - start;
}

/**
 * Not yet a gate. At load 10 the /play wastar, both /embed/play, and both /challenge links
 * answered within a second throughout; at load 20 (two test workers and other work) one
 * /embed/play link answered once in 1.5 s, just after it opened. Links still known to stall,
 * measured at load 10–15: /compare with a depth-first run answered once in 1.1–3.2 s (its recording slices
 * spend most of their time in garbage collection, up to 1.4 s of a 2.9 s window, as the runs'
 * frontiers grow); /play with greedy search on a 5×5 board once in 1.3 s as its seek lands (the
 * tree of 121,279 nodes drawn afresh, the frontier panel's 50 boards, collection). Make these
 * `test` once the first probe after opening is not counted and these are sliced.
 */
for (const link of fuzzedLinks()) {
	test.fixme(`the page answers within a second while it works: ${link.replace(/board=[^&]+/, 'board=…')}`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		await open(page, link);
		const answers: number[] = [];
		for (let i = 0; i < 6; i++) {
			answers.push(await answerTime(page));
			await page.waitForTimeout(400);
		}
		expect(Math.max(...answers), `answer times ${answers.join(', ')} ms`).toBeLessThan(1000);
		expect(errors).toEqual([]);
	});
}
