/**
 * Browser render benchmark for /play: how long one step of the Explorer takes to render, from
 * the click on "Step forward" until the page shows the new step and the next animation frame
 * has run (d3's transitions continue after that, but the main thread is free again).
 *
 *   node scripts/bench-browser.mjs              (npx tsx scripts/bench.ts calls it at the end)
 *   node scripts/bench-browser.mjs --playback   (only the playback rates and the timeline drag)
 *   node scripts/bench-browser.mjs --lab        (only the heuristic lab's full check)
 *   node scripts/bench-browser.mjs --steps      (only one step's render time at each tree size)
 *   node scripts/bench-browser.mjs --check      (only /teachers/check on a class of 150 codes)
 *   node scripts/bench-browser.mjs --scorm      (only building an assignment's SCORM package)
 *   node scripts/bench-browser.mjs --largest    (only the longest task and heap of each page's
 *                                                largest work: 8×8 boards, cap and step 2,000,000,
 *                                                3×4 and 2×6 boards, lesson figures; the median of
 *                                                3 runs; `--page /challenge` for one row alone,
 *                                                `--runs 1` for one run each)
 *
 * Builds the site if build/ is missing, serves it with `vite preview` on port 4181 and drives
 * Debian's Chromium headless shell (`chromiumPath` of scripts/chromium-path.mjs) through Playwright.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { printTable } from './print-table.mjs';
import { chromiumPath } from './chromium-path.mjs';
import { largestLinks, lessonLinks, reachedTableLinks } from './largest-links.mjs';

// BENCH_PORT lets two checkouts run the bench side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4181);
/** 31 moves from the goal (vectors §2), so breadth-first search never ends early. */
const BOARD = '867254_31';
const CASES = [
	{ label: 'BFS, ~2,000-node tree', query: `board=${BOARD}&algo=bfs&step=1270` },
	{
		label: 'BFS, ~2,000-node tree, by line',
		query: `board=${BOARD}&algo=bfs&step=1270&line=1&grain=line`
	},
	{ label: 'BFS, ~20,000-node tree', query: `board=${BOARD}&algo=bfs&step=13500` },
	{
		label: 'BFS, ~100,000-node tree',
		query: `board=${BOARD}&algo=bfs&cap=100000&step=67400`
	}
];
const STEPS = 20;

async function waitForServer(url, ms) {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Clicks "Step forward" and resolves with two figures once the new position (step, and line
 * step when stepping by line) is drawn:
 * - `work`: the main thread's time for the step: from the click until the page has reacted
 *   (the handlers and Svelte's update, measured by a message posted at the click), plus the
 *   next frame from its start (its animation callbacks, style, layout and paint) until a
 *   message posted in it runs. The idle wait for the display's next refresh (0–16.7 ms at
 *   60 Hz, as it falls) is not the page's and is left out.
 * - `frame`: from the click to the end of that frame, the wait included.
 */
function timeOneStep(page) {
	return page.evaluate(
		() =>
			new Promise((resolve, reject) => {
				const explorer = document.querySelector('.explorer');
				const button = [...document.querySelectorAll('.explorer button')].find((b) =>
					b.textContent?.includes('Step forward')
				);
				if (!explorer || !button) return reject(new Error('no explorer or step button'));
				const position = () => {
					const shown = explorer.querySelector('.position');
					return `${shown?.getAttribute('data-step')}.${shown?.getAttribute('data-moment')}`;
				};
				const afterTasks = (then) => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => then(performance.now());
					channel.port2.postMessage(0);
				};
				const before = position();
				let reacted = null;
				const start = performance.now();
				console.timeStamp('bench-step-start');
				button.click();
				afterTasks((at) => (reacted = at));
				const poll = () => {
					const status = explorer.getAttribute('data-status');
					if (position() !== before && status !== 'loading') {
						requestAnimationFrame((frameStart) =>
							afterTasks((end) => {
								console.timeStamp('bench-step-end');
								resolve({
									work: (reacted ?? end) - start + (end - Math.max(frameStart, reacted ?? start)),
									frame: end - start
								});
							})
						);
					} else if (performance.now() - start > 20_000) {
						reject(new Error('the step did not render within 20 s'));
					} else requestAnimationFrame(poll);
				};
				queueMicrotask(poll);
			})
	);
}

/**
 * The main thread's CPU time in each step, from a Chromium trace of the steps: the thread time
 * of every task (and of the click's handlers and microtasks) between the marks timeOneStep
 * leaves at the click and at the end of the step's frame. Wall-clock figures grow with the
 * machine's load (other processes take the cores); these count only the page's own work.
 */
async function traceSteps(page, steps) {
	const cdp = await page.context().newCDPSession(page);
	const events = [];
	cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
	const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
	await cdp.send('Tracing.start', {
		categories: 'devtools.timeline',
		transferMode: 'ReportEvents'
	});
	const times = await steps();
	await cdp.send('Tracing.end');
	await complete;
	await cdp.detach();
	const marks = events.filter((event) => event.name === 'TimeStamp');
	const main = marks[0]?.tid;
	const windows = [];
	let open = null;
	for (const mark of marks) {
		if (mark.args.data.message === 'bench-step-start') open = mark.ts;
		else if (mark.args.data.message === 'bench-step-end' && open !== null) {
			windows.push([open, mark.ts]);
			open = null;
		}
	}
	const slices = events
		.filter((event) => event.ph === 'X' && event.tid === main && event.dur !== undefined)
		.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
	const cpu = windows.map(([from, to]) => {
		let total = 0;
		const enclosing = [];
		for (const slice of slices) {
			while (enclosing.length > 0 && enclosing.at(-1).ts + enclosing.at(-1).dur <= slice.ts) {
				enclosing.pop();
			}
			// Counted once, at the outermost slice that lies inside the step.
			const inside = slice.ts >= from && slice.ts + slice.dur <= to;
			const parentInside = enclosing.length > 0 && enclosing.at(-1).ts >= from;
			if (inside && !parentInside) total += (slice.tdur ?? slice.dur) / 1000;
			enclosing.push(slice);
		}
		return total;
	});
	return times.map((time, i) => ({ ...time, cpu: cpu[i] ?? NaN }));
}

/** Korf's instance 1, goal 0 1 2 … 15 (blank first). */
const KORF_1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';

/**
 * The time from pressing Solve to the shown answer, on a fresh page (the worker downloads and
 * prepares the 6-6-3 databases) and again on the same page (databases already in the worker).
 */
async function timeOptimalSolves(browser) {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	await page.goto(`http://localhost:${PORT}/play?board=${KORF_1}&goal=blank-first&algo=bfs`);
	await page.waitForSelector('body[data-hydrated="true"]');
	const rows = [];
	for (const label of ['first solve', 'second solve']) {
		const started = Date.now();
		await page.getByRole('button', { name: 'Solve optimally' }).click();
		const length = await page.getByTestId('optimal-length').textContent({ timeout: 120_000 });
		rows.push([label, length ?? '?', String(Date.now() - started)]);
	}
	await page.close();
	return rows;
}

/** Steps per second at the speed slider's top stops, and the frames they were drawn in. */
const PLAYBACK_MS = 5000;
const LONG_RUN = `board=${BOARD}&algo=bfs&cap=100000`;
/** An open 100×100 grid, corner to corner: BFS expands every cell, A* a diagonal band. */
const OPEN_GRID = `v1.100x100.4.s0-0.g99-99.${'A'.repeat(Math.ceil(10000 / 6))}.10000a`;
const GRID_RUN = `problem=grid&grid=${OPEN_GRID}&algo=bfs`;
const GRID_ASTAR_RUN = `problem=grid&grid=${OPEN_GRID}&algo=astar`;

/** Opens /play on `query` and waits until the explorer rests. */
async function openPlay(page, query) {
	await page.goto(`http://localhost:${PORT}/play?${query}`);
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.waitForSelector(
		'.explorer[data-status="ready"], .explorer[data-status="paused"], .explorer[data-status="finished"]',
		{ timeout: 120_000 }
	);
}

/** Sets the speed slider to its last stop (as fast as possible) or one before it (1,000/s). */
async function chooseSpeed(page, fastest) {
	const speed = page.getByRole('slider', { name: 'Speed' });
	await speed.focus();
	await page.keyboard.press('End');
	if (!fastest) await page.keyboard.press('ArrowLeft');
	return speed.getAttribute('aria-valuetext');
}

/**
 * Plays for PLAYBACK_MS (or to the end of the run) and returns the steps moved per second of
 * wall time, the frames drawn per second and the steps per frame, read inside the page. With
 * `play` false nothing is played: the frames of /play at rest, what this machine's browser
 * itself gives, beside which the rows that play are read.
 */
async function measurePlay(page, play = true) {
	return page.evaluate(
		([ms, playing]) =>
			new Promise((resolve, reject) => {
				const explorer = document.querySelector('.explorer');
				const button = [...document.querySelectorAll('.explorer button')].find((b) =>
					b.textContent?.includes('Play')
				);
				if (!explorer || !button) return reject(new Error('no explorer or play button'));
				const step = () => Number(explorer.getAttribute('data-step'));
				const from = step();
				const start = performance.now();
				let frames = 0;
				let last = start;
				let longest = 0;
				// A frame is late when it comes a refresh or more after the one before (60 Hz).
				let late = 0;
				if (playing) button.click();
				const frame = (now) => {
					frames++;
					longest = Math.max(longest, now - last);
					if (now - last > 25) late++;
					last = now;
					const done = explorer.getAttribute('data-status') === 'finished';
					if (now - start < ms && !done) return requestAnimationFrame(frame);
					const seconds = (performance.now() - start) / 1000;
					const moved = step() - from;
					resolve({ moved, seconds, frames, longest, late });
				};
				requestAnimationFrame(frame);
			}),
		[PLAYBACK_MS, play]
	);
}

async function timePlayback(browser) {
	// No service worker: storing the whole site on the first visit would run beside the first row.
	const page = await browser.newPage({
		viewport: { width: 1440, height: 900 },
		serviceWorkers: 'block'
	});
	const rows = [];
	await openPlay(page, LONG_RUN);
	const idle = await measurePlay(page, false);
	rows.push([
		'nothing playing (the page at rest)',
		'—',
		'0',
		'0',
		(idle.frames / idle.seconds).toFixed(0),
		'—',
		`${idle.late} of ${idle.frames}`,
		idle.longest.toFixed(0)
	]);
	for (const [label, fastest, ahead, query] of [
		['1,000/s, run computed ahead', false, true, LONG_RUN],
		['as fast as possible, run computed ahead', true, true, LONG_RUN],
		['1,000/s, computed while playing', false, false, LONG_RUN],
		['as fast as possible, computed while playing', true, false, LONG_RUN],
		['grid 100×100 BFS, 1,000/s, computed while playing', false, false, GRID_RUN],
		['grid 100×100 A*, 1,000/s, computed while playing', false, false, GRID_ASTAR_RUN]
	]) {
		await openPlay(page, query);
		if (ahead) {
			await page.keyboard.press('End');
			await page.waitForSelector('.explorer[data-status="finished"]', { timeout: 120_000 });
			await page.keyboard.press('Home');
			await page.waitForSelector('.explorer[data-status="ready"]');
		}
		const words = await chooseSpeed(page, fastest);
		const { moved, seconds, frames, longest, late } = await measurePlay(page);
		await page.keyboard.press('Space');
		rows.push([
			label,
			words ?? '?',
			moved.toLocaleString('en-US'),
			Math.round(moved / seconds).toLocaleString('en-US'),
			(frames / seconds).toFixed(0),
			(moved / frames).toFixed(1),
			`${late} of ${frames}`,
			longest.toFixed(0)
		]);
	}
	await page.close();
	return rows;
}

/**
 * Drags the timeline of a 100,000-step run from one end to the other in 60 moves, one a frame
 * as a hand moves it, and reads the longest gap between two frames while it goes, then the
 * time from letting go to the explorer resting at the step let go on.
 */
async function timeScrubbing(browser) {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	await openPlay(page, LONG_RUN);
	await page.keyboard.press('End');
	await page.waitForSelector('.explorer[data-status="finished"]', { timeout: 120_000 });
	const slider = page.getByRole('slider', { name: 'Timeline' });
	const box = await slider.boundingBox();
	await page.evaluate(() => {
		const gaps = { last: performance.now(), longest: 0, frames: 0 };
		window.__gaps = gaps;
		const frame = (now) => {
			gaps.longest = Math.max(gaps.longest, now - gaps.last);
			gaps.last = now;
			gaps.frames++;
			if (!gaps.stop) requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	});
	const y = box.y + box.height / 2;
	await page.mouse.move(box.x + box.width - 2, y);
	await page.mouse.down();
	const started = Date.now();
	for (let i = 1; i <= 60; i++) {
		await page.mouse.move(box.x + box.width * (1 - i / 60) + 2, y);
		await page.waitForTimeout(16);
	}
	const dragMs = Date.now() - started;
	await page.mouse.move(box.x + box.width * 0.37, y);
	const released = Date.now();
	await page.mouse.up();
	const value = await slider.inputValue();
	await page.waitForFunction(
		(step) => {
			const explorer = document.querySelector('.explorer');
			return (
				explorer?.getAttribute('data-step') === step &&
				/^(paused|finished)$/.test(explorer.getAttribute('data-status') ?? '')
			);
		},
		value,
		{ timeout: 60_000 }
	);
	const settleMs = Date.now() - released;
	const gaps = await page.evaluate(() => {
		window.__gaps.stop = true;
		return window.__gaps;
	});
	await page.close();
	return [
		[
			'100,000-step BFS run, drag end to start',
			String(dragMs),
			String(gaps.frames),
			gaps.longest.toFixed(0),
			`step ${Number(value).toLocaleString('en-US')} in ${settleMs} ms`
		]
	];
}

/** Timed full checks after the first, in the heuristic lab. */
const LAB_RUNS = 5;

/**
 * The heuristic lab's full 8-puzzle check of its Manhattan template (the code runs in the
 * sandbox's worker, the comparison with the true distances on the page), from the click on
 * "Check all boards" to the verdict shown: the first check on a fresh page (which also computes
 * the table of true distances and loads the sandbox's runtime), then the median of LAB_RUNS more.
 */
async function timeLabCheck(browser) {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	await page.goto(`http://localhost:${PORT}/lab`);
	await page.waitForSelector('body[data-hydrated="true"]');
	const check = async () => {
		const started = Date.now();
		await page.getByRole('button', { name: 'Check all boards' }).click();
		const verdict = await page.getByTestId('verdict-admissible').textContent({ timeout: 60_000 });
		if (!verdict?.startsWith('Admissible')) throw new Error(`the lab said: ${verdict}`);
		return Date.now() - started;
	};
	const first = await check();
	const times = [];
	for (let i = 0; i < LAB_RUNS; i++) times.push(await check());
	await page.close();
	times.sort((a, b) => a - b);
	return [
		['first check on a fresh page', String(first)],
		[`median of ${LAB_RUNS} more`, String(times[Math.floor(times.length / 2)])]
	];
}

/** Timed checks of a class after the first, on /teachers/check. */
const CHECK_RUNS = 5;
const CHECK_CLASS = 150;

/**
 * /teachers/check on a class of CHECK_CLASS result codes (made by scripts/class-codes.ts): from
 * the click on "Check the codes" until the summary is on the page (every code judged again, the
 * flags found, the summary and the rows drawn), timed inside the page: the first check on a
 * fresh page, then the median of CHECK_RUNS more.
 */
async function timeClassCheck(browser) {
	const made = spawnSync('npx', ['tsx', 'scripts/class-codes.ts', String(CHECK_CLASS)], {
		encoding: 'utf8'
	});
	if (made.status !== 0) throw new Error(`making the class's codes failed: ${made.stderr}`);
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	await page.goto(`http://localhost:${PORT}/teachers/check`);
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.getByLabel('Result codes').fill(made.stdout);
	const check = () =>
		page.evaluate(
			(count) =>
				new Promise((resolve, reject) => {
					const message = document.querySelector('[data-testid="check-message"]');
					const button = [...document.querySelectorAll('button')].find(
						(item) => item.textContent?.trim() === 'Check the codes'
					);
					if (message === null || button === undefined) {
						reject(new Error('no checking form on the page'));
						return;
					}
					const started = performance.now();
					const done = () => {
						if (!message.textContent?.startsWith(`${count} codes:`)) return false;
						if (document.querySelector('[data-testid="summary-counted"]') === null) return false;
						// The next frame: the rows and the chart drawn.
						requestAnimationFrame(() => resolve(performance.now() - started));
						return true;
					};
					const observer = new MutationObserver(() => {
						if (done()) observer.disconnect();
					});
					observer.observe(document.body, { subtree: true, childList: true, characterData: true });
					button.click();
				}),
			CHECK_CLASS
		);
	const first = await check();
	const times = [];
	for (let i = 0; i < CHECK_RUNS; i++) times.push(await check());
	await page.close();
	times.sort((a, b) => a - b);
	printTable(
		`/teachers/check in Chromium: ${CHECK_CLASS} codes checked and summarised (click to summary drawn)`,
		['check', 'ms'],
		[
			['first check on a fresh page', first.toFixed(0)],
			[`median of ${CHECK_RUNS} more`, times[Math.floor(times.length / 2)].toFixed(0)]
		],
		'Target: under 3,000 ms.'
	);
}

/** How long a run is watched at most: a two-million-node 8×8 run on /play took over 15 min at load 11 on two cores. */
const WATCH_LIMIT_MS = 30 * 60_000;

/** Runs of each largest link, fresh page each, whose figures the bench's table gives the median of. */
const LARGEST_RUNS = 3;

/**
 * One run of a largest link on a fresh page, watched from its first painted frame until its work
 * is over: the longest task of the main thread (its thread time, from Chromium's trace, so other
 * processes on a busy machine do not inflate it; its wall time beside it), how many tasks ran
 * over 50 ms of wall time, the seconds to the end, and the JavaScript heap at its largest (read
 * every second) and at the end, in MB.
 */
async function watchLargestLink(browser, { link, start, done }) {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	const cdp = await page.context().newCDPSession(page);
	const events = [];
	cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
	const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
	await cdp.send('Tracing.start', {
		// The tasks (toplevel), the first frame's mark (blink.user_timing) and what a task ran
		// (devtools.timeline: timers, messages, collections, layouts). Not v8 nor the detailed
		// timeline: over a two-million-expansion run they made the page several times slower
		// than a student's, and the recording outgrew the watch.
		categories: 'toplevel,blink.user_timing,devtools.timeline',
		transferMode: 'ReportEvents'
	});
	const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
	await page.goto(`http://localhost:${PORT}${link}`);
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.evaluate(
		() =>
			new Promise((resolve) =>
				requestAnimationFrame(() =>
					requestAnimationFrame(() => {
						performance.mark('bench-first-frame');
						resolve();
					})
				)
			)
	);
	const started = Date.now();
	if (start !== null) await page.getByRole('button', { name: start }).click();
	let largest = await heap();
	let finished = false;
	while (!finished && Date.now() - started < WATCH_LIMIT_MS) {
		finished = await page.evaluate(done);
		largest = Math.max(largest, await heap());
		if (!finished) await page.waitForTimeout(1000);
	}
	const seconds = (Date.now() - started) / 1000;
	// Two frames more, so the work that follows the last change (drawing it, its garbage) is in.
	await page.evaluate(
		() =>
			new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
	);
	const after = await heap();
	await cdp.send('Tracing.end');
	await complete;
	await page.close();
	// The page's main thread: the one its first-frame mark was made on.
	const mark = events.find((event) => event.name === 'bench-first-frame');
	const mains = new Set(mark === undefined ? [] : [`${mark.pid}:${mark.tid}`]);
	const tasks = events.filter(
		(event) =>
			event.ph === 'X' &&
			// The scheduler's own record of each task (category toplevel), which is there without
			// the detailed timeline that names the same tasks 'RunTask'.
			event.name === 'ThreadControllerImpl::RunTask' &&
			mains.has(`${event.pid}:${event.tid}`) &&
			event.ts >= (mark?.ts ?? 0)
	);
	const thread = (event) => (event.tdur ?? event.dur ?? 0) / 1000;
	const longest = tasks.reduce((best, event) => (thread(event) > thread(best) ? event : best), {
		dur: 0,
		ts: mark?.ts ?? 0
	});
	// What the longest task spent its time on: its longest part (a timer's callback, a message
	// from a worker, a collection of garbage, a layout).
	const parts = events.filter(
		(event) =>
			event.ph === 'X' &&
			!event.name.endsWith('RunTask') &&
			event.pid === longest.pid &&
			event.tid === longest.tid &&
			event.ts >= longest.ts &&
			event.ts + (event.dur ?? 0) <= longest.ts + (longest.dur ?? 0)
	);
	const part = parts.reduce((best, event) => ((event.dur ?? 0) > (best.dur ?? 0) ? event : best), {
		name: '—',
		dur: 0
	});
	return {
		finished,
		seconds,
		part: `${part.name} ${((part.dur ?? 0) / 1000).toFixed(0)} ms`,
		thread: thread(longest),
		wall: (longest.dur ?? 0) / 1000,
		at: (longest.ts - (mark?.ts ?? 0)) / 1e6,
		over50: tasks.filter((event) => (event.dur ?? 0) > 50_000).length,
		heapMax: largest / 2 ** 20,
		heapEnd: after / 2 ** 20
	};
}

/**
 * Each computing page on the largest work a link can ask of it (scripts/largest-links.mjs: the
 * 8×8 links, the 3×4 and 2×6 boards whose reached table is a hash of millions of packed boards,
 * and the lesson figures that compute at length), LARGEST_RUNS times on fresh pages (`--runs N`
 * for another count; `--page NAME` for one row alone): each figure is the median of the runs, and
 * every run's longest task is listed beside it, with the second into the watch it began at.
 */
async function timeLargestWork(browser) {
	const rows = [];
	const only = process.argv.indexOf('--page');
	const runsAt = process.argv.indexOf('--runs');
	const runs = runsAt < 0 ? LARGEST_RUNS : Number(process.argv[runsAt + 1]);
	const chosen = [...largestLinks(), ...reachedTableLinks(), ...lessonLinks()].filter(
		(entry) => only < 0 || entry.page === process.argv[only + 1]
	);
	const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
	for (const entry of chosen) {
		const watched = [];
		for (let run = 0; run < runs; run++) watched.push(await watchLargestLink(browser, entry));
		const of = (name) => median(watched.map((one) => one[name]));
		const unfinished = watched.filter((one) => !one.finished).length;
		rows.push([
			entry.page,
			unfinished === 0
				? of('seconds').toFixed(0)
				: `${unfinished} not done in ${WATCH_LIMIT_MS / 60_000} min`,
			of('thread').toFixed(0),
			of('wall').toFixed(0),
			watched
				.map((one) => `${one.thread.toFixed(0)} at ${one.at.toFixed(0)} s (${one.part})`)
				.join(', '),
			of('over50').toFixed(0),
			of('heapMax').toFixed(0),
			of('heapEnd').toFixed(0)
		]);
	}
	printTable(
		`Every computing page on the largest work a link asks (8×8 board, cap and step 2,000,000; 3×4 and 2×6 boards, BFS to 2,000,000; 20 hard practice questions; the lab’s full check; lessons 9–11’s figures): from the first frame to the end, the median of ${runs} run${runs === 1 ? '' : 's'} on fresh pages`,
		[
			'page',
			's to the end',
			'longest task, thread ms',
			'its wall ms',
			'each run: thread ms at s (its longest part, wall)',
			'tasks over 50 ms wall',
			'heap max MB',
			'heap at end MB'
		],
		rows,
		'Target: no task over 200 ms of thread time on any page.'
	);
}

/** Timed package builds after the first. */
const SCORM_RUNS = 5;

/**
 * "Download for your LMS" in the assignment builder on /teachers: from the click to the
 * download handed to the browser (the site's files fetched, the manifest written, the zip made
 * in the page), the first on a fresh page and the median of SCORM_RUNS more.
 */
async function timeScormPackage(browser) {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	await page.goto(`http://localhost:${PORT}/teachers`);
	await page.waitForSelector('body[data-hydrated="true"]');
	const button = page.getByRole('button', { name: 'Download for your LMS (SCORM 1.2, .zip)' });
	let size = '?';
	const build = async () => {
		const downloading = page.waitForEvent('download');
		const started = Date.now();
		await button.click();
		const status = page.getByTestId('package-status');
		await page.waitForFunction(
			() =>
				document
					.querySelector('[data-testid="package-status"]')
					?.textContent?.startsWith('Downloaded'),
			null,
			{ timeout: 60_000 }
		);
		const ms = Date.now() - started;
		size = /\(([\d,]+ KB, \d+ files)\)/.exec((await status.textContent()) ?? '')?.[1] ?? '?';
		await (await downloading).delete();
		return ms;
	};
	const first = await build();
	const times = [];
	for (let i = 0; i < SCORM_RUNS; i++) times.push(await build());
	await page.close();
	times.sort((a, b) => a - b);
	return [
		['first build on a fresh page', size, String(first)],
		[`median of ${SCORM_RUNS} more`, size, String(times[Math.floor(times.length / 2)])]
	];
}

function printScorm(rows) {
	printTable(
		"/teachers in Chromium: package built (an assignment's SCORM 1.2 .zip, made in the page)",
		['build', 'package', 'ms, click to download'],
		rows,
		'Target: under 2,000 ms.'
	);
}

function printLab(rows) {
	printTable(
		'/lab in Chromium: full check of Manhattan distance written in the lab (181,440 boards, 241,920 moves)',
		['check', 'ms, click to verdict'],
		rows,
		'Target: under 2,000 ms.'
	);
}

function printPlayback(rows, scrubbing) {
	printTable(
		`/play in Chromium: playback for ${PLAYBACK_MS / 1000} s (or to the end) on a 100,000-expansion BFS run`,
		[
			'how',
			'speed chosen',
			'steps moved',
			'steps/s reached',
			'frames/s',
			'steps/frame',
			'frames late',
			'longest frame gap ms'
		],
		rows,
		'Target: 1,000 steps a second reached when chosen, no frame dropped (gaps near 17 ms; a frame is late when it comes over 25 ms after the one before); as fast as possible moves up to 4,096 steps a frame. The grid rows draw the 100×100 grid on its canvas each frame (an open field).'
	);
	printTable(
		'/play in Chromium: dragging the timeline of a 100,000-step run (60 moves)',
		['run', 'drag ms', 'frames drawn', 'longest frame gap ms', 'after letting go'],
		scrubbing,
		'Seeks are sent at most once per frame; a far step is walked to in slices between frames.'
	);
}

async function main() {
	if (!existsSync(chromiumPath)) {
		console.log(`\nBrowser benchmark skipped: no Chromium at ${chromiumPath}.`);
		return;
	}
	if (
		!existsSync('build/play.html') ||
		!existsSync('build/lab.html') ||
		!existsSync('build/embed/scorm-files.json') ||
		!existsSync('build/pdb/manifest.json')
	) {
		const pdb = spawnSync('npx', ['tsx', 'scripts/build-pdb.ts', '6-6-3'], { stdio: 'inherit' });
		if (pdb.status !== 0) throw new Error('building the pattern databases failed');
		const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
		if (built.status !== 0) throw new Error('vite build failed');
	}
	const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
		stdio: 'ignore',
		detached: true
	});
	let browser;
	try {
		await waitForServer(`http://localhost:${PORT}/play`, 30_000);
		browser = await chromium.launch({
			executablePath: chromiumPath,
			args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic']
		});
		if (process.argv.includes('--check')) {
			await timeClassCheck(browser);
			return;
		}
		if (process.argv.includes('--lab')) {
			printLab(await timeLabCheck(browser));
			return;
		}
		if (process.argv.includes('--scorm')) {
			printScorm(await timeScormPackage(browser));
			return;
		}
		if (process.argv.includes('--largest')) {
			await timeLargestWork(browser);
			return;
		}
		if (process.argv.includes('--playback')) {
			printPlayback(await timePlayback(browser), await timeScrubbing(browser));
			return;
		}
		const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
		const rows = [];
		for (const { label, query } of CASES) {
			await page.goto(`http://localhost:${PORT}/play?${query}`);
			await page.waitForSelector('body[data-hydrated="true"]');
			await page.waitForSelector(
				'.explorer[data-status="paused"], .explorer[data-status="finished"]',
				{
					timeout: 120_000
				}
			);
			const nodes = await page
				.locator('.tree svg[role="img"]')
				.getAttribute('aria-label')
				.then((text) => Number(/of ([\d,]+) nodes/.exec(text ?? '')?.[1].replace(/,/g, '')));
			// One step at a time, as a reader steps: the last step's glide (260 ms) has ended.
			const times = await traceSteps(page, async () => {
				const steps = [];
				for (let i = 0; i < STEPS + 1; i++) {
					steps.push(await timeOneStep(page));
					await page.waitForTimeout(400);
				}
				return steps;
			});
			const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
			const timed = times.slice(1);
			const work = timed.map((time) => time.work);
			rows.push([
				label,
				nodes.toLocaleString('en-US'),
				median(work).toFixed(1),
				Math.max(...work).toFixed(1),
				median(timed.map((time) => time.cpu)).toFixed(1),
				median(timed.map((time) => time.frame)).toFixed(1)
			]);
		}
		printTable(
			`/play in Chromium: one step forward, the main thread's work until it is drawn (${STEPS} steps after 1 warm-up)`,
			['run', 'tree nodes', 'median ms', 'max ms', 'CPU, median ms', 'click to frame, median ms'],
			rows,
			'Targets: one step (or line step) under 16 ms at ~2,000 nodes, under 50 ms at 100,000. ' +
				"CPU: the main thread's own time in the step (Chromium's trace), which other processes " +
				'on a busy machine do not inflate.'
		);
		if (process.argv.includes('--steps')) return;
		printTable(
			'/play in Chromium: Solve optimally on Korf instance 1 (57 moves), from the click to the answer',
			['page load', 'moves', 'ms, databases included'],
			await timeOptimalSolves(browser)
		);
		printPlayback(await timePlayback(browser), await timeScrubbing(browser));
		printLab(await timeLabCheck(browser));
		await timeClassCheck(browser);
		printScorm(await timeScormPackage(browser));
		await timeLargestWork(browser);
	} finally {
		await browser?.close();
		try {
			process.kill(-server.pid, 'SIGTERM');
		} catch {
			// already gone
		}
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
