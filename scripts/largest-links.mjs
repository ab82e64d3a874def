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
 * A solvable rows×cols board far from the goal (blank last): the tiles in reverse order, the
 * blank last, and the first two swapped when the reversal's inversions are odd (with the blank in
 * its goal row, a board is solvable exactly when its inversions are even). Breadth-first search
 * from it does not reach the goal within two million expansions on 3×4 or 2×6.
 * @param {number} rows
 * @param {number} cols
 * @returns {string}
 */
export function reversedRectangle(rows, cols) {
	const tiles = rows * cols - 1;
	const cells = [...Array.from({ length: tiles }, (_, i) => tiles - i), 0];
	if (((tiles * (tiles - 1)) / 2) % 2 === 1) [cells[0], cells[1]] = [cells[1], cells[0]];
	return cells.join(',');
}

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
			// A seed, so that the questions are drawn at once: without one the page first asks
			// the student's name, and nothing is computed until it is given.
			link: '/practice?v=1&n=20&level=hard&types=simulate,path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&seed=largest',
			start: null,
			done: () => document.querySelector('#practice-question') !== null
		},
		{
			page: '/lab',
			link: '/lab',
			start: 'Check all boards',
			done: () => document.querySelector('[data-testid="verdict-admissible"]') !== null
		}
	];
}

/**
 * The largest runs whose reached table is a hash of packed boards (boards of 10 to 13 cells:
 * 2×5, 2×6, 3×4; tile-state.ts PACKED_MAX_CELLS) rather than rows of bytes: breadth-first search
 * to two million expansions reaches some four million boards of 3×4 or 2×6, whose state spaces
 * (12!/2 = 239,500,800) never run out first, so the table grows to millions of slots. The bench
 * watches these beside the 8×8 links; `page` names the board too, so the rows tell them apart.
 * @param {number} [length]
 * @returns {LargestLink[]}
 */
export function reachedTableLinks(length = LARGEST_RUN) {
	return [
		[3, 4],
		[2, 6]
	].map(([rows, cols]) => ({
		page: `/play ${rows}×${cols}`,
		link: `/play?v=1&board=${reversedRectangle(rows, cols)}&size=${rows}x${cols}&cap=${length}&step=${length}&algo=bfs`,
		start: null,
		done: AT_REST
	}));
}

/**
 * The lesson figures that compute at length, each at the most it does (lesson links carry no
 * board or cap): lesson 9's race of heuristics (A* on six boards, in slices on the page, as it
 * opens), lesson 10's tables of weighted A* (each weight capped at 200,000 expansions, in slices,
 * as it opens) and lesson 11's A* memory figure (600,000 expansions of A* in a worker, its levels
 * tabled on the page as they come, on "Run A*").
 * @returns {LargestLink[]}
 */
export function lessonLinks() {
	return [
		{
			page: 'lesson 9',
			link: '/lessons/09-heuristics',
			start: null,
			done: () =>
				/^All \d+ runs done/.test(
					document.querySelector('[data-testid="race-status"]')?.textContent?.trim() ?? ''
				)
		},
		{
			page: 'lesson 10',
			link: '/lessons/10-weighted-a-star',
			start: null,
			done: () => {
				const statuses = [...document.querySelectorAll('[data-testid="weights-status"]')];
				return (
					statuses.length > 0 &&
					statuses.every((status) => (status.textContent ?? '').includes('shortest solution'))
				);
			}
		},
		{
			page: 'lesson 11',
			link: '/lessons/11-ida-star-and-the-15-puzzle',
			start: 'Run A*',
			done: () => document.querySelector('[data-testid="astar-verdict"]') !== null
		}
	];
}
