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

/**
 * Every task that kept the page's main thread busy for more than 50 ms (the browser's own
 * long-task timing), from the moment the page starts: the probe misses none, however short the
 * window between two of them.
 */
async function watchLongTasks(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const tasks: { start: number; duration: number }[] = [];
		(window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				tasks.push({ start: entry.startTime, duration: Math.round(entry.duration) });
			}
		}).observe({ type: 'longtask', buffered: true });
	});
}

/** The long tasks that started after `since` on the page's clock, with their start from it. */
async function longTasksSince(
	page: Page,
	since: number
): Promise<{ start: number; duration: number }[]> {
	return page.evaluate(
		(from) =>
			(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
				.filter((task) => task.start >= from)
				.map((task) => ({ start: Math.round(task.start - from), duration: task.duration })),
		since
	);
}

/**
 * Counted from the page's first painted frame: opening a page (hydrating it and laying it out
 * the first time) is not work that a slice could share out, and at load 20 it alone can take
 * two seconds. Everything after that — recording, seeking, drawing a tree of 100,000 nodes — is.
 * Returns the page's clock at that frame.
 */
async function firstFrame(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			new Promise<number>((resolve) =>
				requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))
			)
	);
}

/** How long the page is watched at work after its first frame. */
const WATCH_MS = 6000;

for (const link of fuzzedLinks()) {
	test(`the page never stays busy for a second while it works: ${link.replace(/board=[^&]+/, 'board=…')}`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		await watchLongTasks(page);
		await open(page, link);
		const painted = await firstFrame(page);
		await page.waitForTimeout(WATCH_MS);
		const busy = await longTasksSince(page, painted);
		const listed = busy.map((task) => `${task.duration} at ${task.start}`).join(', ');
		expect(
			Math.max(0, ...busy.map((task) => task.duration)),
			`tasks over 50 ms (ms, at ms after the first frame): ${listed}`
		).toBeLessThan(1000);
		expect(errors).toEqual([]);
	});
}
