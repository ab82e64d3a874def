import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoViolations, open, recordAttribute } from './helpers';

/** A lab link, packed here with Node's zlib: the page must read what any raw DEFLATE writes. */
function labLink(code: string): string {
	return `/lab?v=1&code=${deflateRawSync(Buffer.from(code)).toString('base64url')}`;
}

/** Replaces the editor's text with `code` (typed as one insertion, so no bracket is doubled). */
async function write(page: Page, code: string): Promise<void> {
	const editor = page.getByRole('textbox', { name: 'Your heuristic h(board), in JavaScript' });
	await editor.click();
	await page.keyboard.press('Control+A');
	await page.keyboard.insertText(code);
}

const MANHATTAN_15 = `function h(board) {
  let sum = 0;
  for (const tile of board.tiles) sum += board.manhattan(tile);
  return 1.5 * sum;
}`;

test('a syntax error is reported at its line, in words', async ({ page }) => {
	await open(page, '/lab');
	await write(page, 'function h(board) {\n  let sum = 0;\n  return sum +;\n}');
	await page.getByRole('button', { name: 'Run' }).click();
	const failure = page.getByTestId('lab-failure');
	await expect(failure).toHaveText(
		"Line 3: SyntaxError: Unexpected token ';' (the code could not be read)."
	);
	// The editor marks that line.
	await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
	await expect(page.locator('.cm-lintRange-error')).toHaveText('  return sum +;');
});

test('an endless loop is stopped after a second, and the page stays responsive', async ({
	page
}) => {
	await open(page, '/lab');
	await write(page, 'function h(board) {\n  while (true) {}\n}');
	const started = Date.now();
	await page.getByRole('button', { name: 'Run' }).click();
	// Meanwhile the page answers at once: the loop runs in the sandbox's worker.
	await expect(page.getByTestId('work-progress')).toBeVisible();
	const answered = Date.now();
	expect(await page.evaluate(() => 6 * 7)).toBe(42);
	expect(Date.now() - answered).toBeLessThan(500);
	await expect(page.getByTestId('lab-failure')).toHaveText(
		'One call of h took longer than 1 s (an endless loop?), so it was stopped.'
	);
	expect(Date.now() - started).toBeLessThan(5000);
	// The lab works again at once.
	await page.getByRole('button', { name: 'Manhattan distance' }).click();
	await page.getByRole('button', { name: 'Run' }).click();
	await expect(page.getByTestId('run-table')).toContainText('8672543_121212331');
});

test('an inadmissible h: the first overestimate is shown and its link opens that board', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/lab');
	await write(page, MANHATTAN_15);
	await page.getByRole('button', { name: 'Check all boards' }).click();
	const report = page.getByTestId('lab-report');
	await expect(report).toBeVisible({ timeout: 20_000 });
	await expect(page.getByTestId('verdict-admissible')).toHaveText(
		'Not admissible: h exceeds the true distance on 68,033 boards.'
	);
	await expect(page.getByTestId('verdict-consistent')).toHaveText(
		'Not consistent: on 241,920 of 241,920 moves, h changes by more than 1.'
	);
	const first = page.getByTestId('overestimates').getByRole('listitem').first();
	await expect(first).toContainText('h = 21, true distance 20');
	await expectNoViolations(page);
	await first.getByRole('link', { name: 'Open _12357864 in the playground' }).click();
	await expect(page).toHaveURL(/\/play\?.*board=_12357864/);
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(
		page.getByRole('img', { name: 'Current node board, 3 by 3: blank 1 2; 3 5 7; 8 6 4' })
	).toBeVisible();
	expect(errors).toEqual([]);
});

test('a link with code shows it and runs nothing until Run is pressed', async ({ page }) => {
	await open(page, labLink('function h(board) {\n  return 7;\n}'));
	await expect(page.getByTestId('from-link')).toHaveText(
		'This code came from a link and has not been run. Read it, then press Run or Check.'
	);
	await expect(page.locator('.cm-content')).toHaveText('function h(board) {  return 7;}');
	await page.waitForTimeout(1500);
	await expect(page.getByTestId('lab-status')).toHaveText('');
	await expect(page.getByTestId('lab-failure')).toHaveCount(0);
	await page.getByRole('button', { name: 'Run' }).click();
	await expect(page.getByTestId('lab-failure')).toHaveText(
		'Line 1: h of the goal is 7, not 0: at the goal no move is left, so a heuristic that is not 0 there overestimates.'
	);
});

test('a broken link says why, and keeps the template', async ({ page }) => {
	await open(page, '/lab?v=1&code=AAAA-not-deflate');
	await expect(page.getByRole('alert').first()).toHaveText(
		'The code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Nothing was loaded.'
	);
	await open(page, '/lab?v=9&code=abc');
	await expect(page.getByRole('alert').first()).toHaveText(
		'The link\'s version "9" is not one this page reads (it reads v=1); ask for the link again, or open it in a newer Frontier.'
	);
	await expect(page.locator('.cm-content')).toContainText('Manhattan distance: for each tile');
});

test("the code can read neither the site's storage nor the network", async ({ page }) => {
	await open(page, '/lab');
	await page.evaluate(() => localStorage.setItem('lab-secret', 'site data'));
	// Absolute addresses of the site: a worker made from a blob: URL has no base to resolve others.
	const site = new URL(page.url()).origin;
	// Chromium reports the refused requests as requests; none may get an answer.
	const answered: string[] = [];
	page.on('response', (response) => answered.push(response.url()));
	await write(
		page,
		`const probes = [];
try { probes.push('storage: ' + localStorage.getItem('lab-secret')); } catch (e) { probes.push('storage: ' + e.name); }
try { probes.push('indexedDB: ' + typeof indexedDB.open('lab')); } catch (e) { probes.push('indexedDB: ' + e.name); }
try { const x = new XMLHttpRequest(); x.open('GET', '${site}/lab-probe-xhr', false); x.send(); probes.push('xhr: ' + x.status); } catch (e) { probes.push('xhr: ' + e.name); }
fetch('${site}/lab-probe-fetch');
function h(board) { throw new Error(probes.join(', ')); }`
	);
	await page.getByRole('button', { name: 'Run' }).click();
	await expect(page.getByTestId('lab-failure')).toHaveText(
		'Line 6: h threw Error: storage: ReferenceError, indexedDB: SecurityError, xhr: NetworkError on the board 12345678_.'
	);
	// The frame the worker runs in (and whose policy it inherits) has an opaque origin and no
	// network either: asked directly, its storage throws and its fetch is refused.
	const sandbox = page.frames().find((frame) => frame.url().endsWith('/lab/sandbox.html'));
	expect(sandbox).toBeDefined();
	expect(
		await sandbox!.evaluate(async () => {
			let storage: string;
			try {
				storage = String(window.localStorage.getItem('lab-secret'));
			} catch (error) {
				storage = (error as Error).name;
			}
			const fetched = await fetch('/lab-probe-fetch').then(
				() => 'fetched',
				(error: Error) => error.name
			);
			return { origin: window.origin, storage, fetched };
		})
	).toEqual({ origin: 'null', storage: 'SecurityError', fetched: 'TypeError' });
	expect(answered.filter((url) => url.includes('lab-probe'))).toEqual([]);
});

test('the lab is axe clean, before and after a check of Manhattan distance', async ({ page }) => {
	await open(page, '/lab');
	await expectNoViolations(page);
	await page.getByRole('button', { name: 'Check all boards' }).click();
	await expect(page.getByTestId('verdict-admissible')).toHaveText(
		'Admissible: h never exceeds the true distance.',
		{ timeout: 20_000 }
	);
	await expectNoViolations(page);
});

test("the 15-puzzle check is a sample (Korf's 100 and 100 random boards), and says so", async ({
	page
}) => {
	await open(page, '/lab');
	await page.getByRole('button', { name: 'Check on the 15-puzzle (a sample)' }).click();
	const sample = page.getByTestId('lab-sample');
	await expect(sample).toContainText('A sample, not a proof.');
	await expect(page.getByTestId('sample-admissible')).toHaveText(
		'h exceeds the optimal length on 0 of the 200 boards.'
	);
	await write(page, MANHATTAN_15);
	await page.getByRole('button', { name: 'Check on the 15-puzzle (a sample)' }).click();
	await expect(page.getByTestId('sample-admissible')).toHaveText(
		'h exceeds the optimal length on 149 of the 200 boards.'
	);
	const link = page.getByTestId('sample-overestimates').getByRole('link').first();
	await expect(link).toHaveAttribute('href', /goal=blank-first/);
	await expectNoViolations(page);
});

test('Cancel stops a check under way', async ({ page }) => {
	await open(page, '/lab');
	// 181,440 calls of 0.05 ms each: about 9 s of work.
	await write(
		page,
		'function h(board) {\n  const end = performance.now() + 0.05;\n  while (performance.now() < end) {}\n  return 0;\n}'
	);
	await page.getByRole('button', { name: 'Check all boards' }).click();
	const progress = page.getByTestId('work-progress');
	await expect(progress).toContainText('Evaluating your h on every board');
	await progress.getByRole('button', { name: 'Cancel' }).click();
	await expect(progress).toHaveCount(0);
	await expect(page.getByTestId('lab-status')).toHaveText('Cancelled.');
	await page.waitForTimeout(1000);
	await expect(page.getByTestId('lab-report')).toHaveCount(0);
	await expect(page.getByTestId('lab-failure')).toHaveCount(0);
});

test('"Link to this code" writes a link that opens the same code', async ({ page }) => {
	await open(page, '/lab');
	await write(page, MANHATTAN_15);
	await page.getByRole('button', { name: 'Link to this code' }).click();
	const link = await page.getByTestId('share-url').inputValue();
	expect(link).toMatch(/^http:\/\/localhost:\d+\/lab\?v=1&code=[A-Za-z0-9_-]+$/);
	await open(page, link);
	await expect(page.getByTestId('from-link')).toBeVisible();
	await expect(page.locator('.cm-content')).toHaveText(MANHATTAN_15.replace(/\n/g, ''));
});

test('from the keyboard: Check keeps the focus while it runs and after, and the verdict is announced', async ({
	page
}) => {
	await open(page, '/lab');
	const check = page.getByRole('button', { name: 'Check all boards' });
	await check.focus();
	const availability = await recordAttribute(check, 'aria-disabled');
	await page.keyboard.press('Enter');
	await expect(check).toBeFocused();
	await expect(page.getByTestId('lab-status')).toHaveText('Checked: admissible, consistent.');
	await expect(check).toBeFocused();
	await expect(check).toHaveAttribute('aria-disabled', 'false');
	// While it ran, a second press would have started nothing: the button said it was
	// unavailable, and available again when the verdict came. (Recorded, not polled: on a fast
	// run the check can end before a poll sees it running.)
	expect(await availability()).toEqual(['true', 'false']);
});
