// `npm test`: install what is missing, then type checks, lint, unit tests and browser tests.
// Every step runs even when an earlier one fails, so one run shows every problem; the exit
// code is non-zero if any step failed. The last line is the plain "N passed, N failed" count.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureNodeModules, root, run } from './ensure.mjs';

ensureNodeModules();
ensureChromium();

// Not under test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const steps = [
	['type check', 'npm', ['run', 'check']],
	['lint', 'npm', ['run', 'lint']],
	[
		'unit tests',
		'npx',
		['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]
	],
	[
		'browser tests',
		'npx',
		['playwright', 'test'],
		{ env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }
	]
];

const failedSteps = [];
for (const [name, command, args, options] of steps) {
	console.log(`\n━━ ${name} ━━`);
	if (run(command, args, options) !== 0) failedSteps.push(name);
}

/** Test counts from the runners' JSON reports (absent when a runner could not start). */
function readJson(file) {
	return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
	(vitest?.numFailedTests ?? 0) +
	(playwright?.stats?.unexpected ?? 0) +
	(playwright?.stats?.flaky ?? 0) +
	failedSteps.filter((s) => s === 'type check' || s === 'lint').length;
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
