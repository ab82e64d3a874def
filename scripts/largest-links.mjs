/**
 * The largest work a link can ask of each page that computes: the largest board a link accepts
 * (8×8, MAX_SIDE), the largest expansion cap and step (ENGINE_MAX_EXPANSIONS, two million), and
 * for the pages that take no board their largest input (twenty hard practice questions, the
 * lab's check of every 8-puzzle board). The responsiveness test (tests/e2e/responsive.test.ts)
 * asserts that no task of any of them holds the page's main thread for 200 ms, and
 * `npm run bench` prints each one's longest task and heap.
 *
 * Each entry: the page's link; `start`, the name of a button to press once the page is open
 * (the lab computes on request), or null; and `done`, a function run in the page (Playwright
 * passes it over the DevTools protocol: the site's policy forbids evaluating text) that is true
 * once its work is over (the run recorded and the step shown, the question asked, the verdict given).
 */

/** The largest side a link accepts (src/lib/puzzle/board.ts MAX_SIDE). */
export const LARGEST_SIDE = 8;
/** The largest cap, and step, a link accepts (src/lib/search/options.ts ENGINE_MAX_EXPANSIONS). */
export const LARGEST_RUN = 2_000_000;

/**
 * A solvable side×side board, the blank last: the first two tiles and the last two swapped (an
 * even permutation). Depth-first search never finds the goal from it within two million
 * expansions on 8×8, so every run goes to its cap.
 * @param {number} side
 * @returns {string}
 */
export function swappedBoard(side) {
	const cells = Array.from({ length: side * side }, (_, i) => (i + 1) % (side * side));
	[cells[0], cells[1]] = [cells[1], cells[0]];
	const last = side * side - 2;
	[cells[last - 1], cells[last]] = [cells[last], cells[last - 1]];
	return cells.join(',');
}

/** The explorer rests at its step: the run recorded as far as it, and the step shown. */
const AT_REST = () =>
	/^(paused|finished)$/.test(
		document.querySelector('.explorer')?.getAttribute('data-status') ?? ''
	);

/**
 * The length of run the browser tests watch to its end on every page, a twentieth of the largest,
 * so that six pages fit within the CI's quarter hour. The phases that once held
 * the page (recording, walking to the step, the question's path and frontier, the garbage of
 * the run) each grow with the run, so a task that scales with it shows here too, twenty times
 * shorter; the bench watches the whole two million.
 */
export const TESTED_RUN = 100_000;

/**
 * @typedef {{ page: string, link: string, start: string | null, done: () => boolean }} LargestLink
 * @param {number} [length] the cap and the step of the runs (the largest a link accepts by default)
 * @returns {LargestLink[]}
 */
export function largestLinks(length = LARGEST_RUN) {
	const board = swappedBoard(LARGEST_SIDE);
	const run = `v=1&board=${board}&cap=${length}&step=${length}`;
	return [
		{ page: '/play', link: `/play?${run}&algo=dfs`, start: null, done: AT_REST },
		{ page: '/embed/play', link: `/embed/play?${run}&algo=bfs`, start: null, done: AT_REST },
		{
			page: '/challenge',
			link: `/challenge?${run}&algo=dfs`,
			start: null,
			done: () =>
				document.querySelector('[data-testid="work-progress"]') === null &&
				document.querySelector('#question-title, .challenge .error') !== null
		},
		{
			page: '/compare',
			link: `/compare?v=1&board=${board}&step=${length}&runs=bfs,dfs,ucs,greedy:misplaced`,
			start: null,
			done: () =>
				document.querySelector('[data-testid="compare-step"]') !== null &&
				!(document.body.textContent ?? '').includes('Recording the runs')
		},
		{
			page: '/practice',
			link: '/practice?v=1&n=20&level=hard&types=simulate,path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost',
			start: null,
			done: () => document.querySelector('#practice-question, #practice-start') !== null
		},
		{
			page: '/lab',
			link: '/lab',
			start: 'Check all boards',
			done: () => document.querySelector('[data-testid="verdict-admissible"]') !== null
		}
	];
}
