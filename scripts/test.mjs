// `npm test`: install what is missing, then type checks, lint, unit tests and browser tests.
// Every step runs even when an earlier one fails, so one run shows every problem; the exit
// code is non-zero if any step failed. The last line is the plain "N passed, N failed" count.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureNodeModules, root, run, runQuietly } from './ensure.mjs';

ensureNodeModules();
ensureChromium();

// Not under test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

/**
 * The type check, the lint and the build the browser tests serve read the same sources and write
 * nothing the others read, and each is mostly one thread: run side by side they take about the
 * time of the longest instead of the sum. Their output is printed after, one step at a time.
 * `svelte-kit sync` runs first, alone, so the check and the build never write its files at once.
 */
const sideBySide = [
	['type check', 'npx', ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings']],
	// The messages are compiled once, before (below): `npm run lint` would compile them again.
	['lint', 'npm', ['run', 'lint:files']],
	// The 15-puzzle's pattern databases are fetched by the solver at run time, never read by the
	// build: they are made beside it and copied into build/ after (see below).
	['pattern databases', 'npx', ['tsx', 'scripts/build-pdb.ts', '6-6-3']],
	['build', 'npx', ['vite', 'build', '--logLevel', 'warn']]
];

const failedSteps = [];
// The message functions (src/lib/paraglide/, docs/i18n.md) are generated: the type check and the
// lint read them, so they are compiled first, alone, like SvelteKit's own files.
console.log('\n━━ messages ━━');
if (run('npm', ['run', 'paraglide']) !== 0) failedSteps.push('messages');
// Compiled and checked: the build and Vitest, which would compile them again, leave them as they
// are (vite.config.ts, tests/compile-messages.ts). After a failure they compile, and fail, too.
else process.env.FRONTIER_MESSAGES_COMPILED = '1';
console.log('\n━━ sync ━━');
if (run('npx', ['svelte-kit', 'sync']) !== 0) failedSteps.push('sync');

const results = await Promise.all(sideBySide.map(([, command, args]) => runQuietly(command, args)));
sideBySide.forEach(([name], index) => {
	const { code, output, seconds } = results[index];
	console.log(`\n━━ ${name} (${seconds.toFixed(0)} s, side by side) ━━`);
	process.stdout.write(output);
	if (code !== 0) failedSteps.push(name);
});
// vite copies static/ into its output when it starts, before (in a clean clone) static/pdb
// exists: the databases join both the site (build/) and what `vite preview` serves
// (.svelte-kit/output/client/), which the browser tests open.
const built = results[2].code === 0 && results[3].code === 0;
if (built) {
	for (const served of ['build', '.svelte-kit/output/client']) {
		cpSync(path.join(root, 'static', 'pdb'), path.join(root, served, 'pdb'), { recursive: true });
	}
}

const steps = [
	[
		'unit tests',
		'npx',
		['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]
	],
	[
		'browser tests',
		'npx',
		['playwright', 'test'],
		{
			env: {
				...process.env,
				PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
				// playwright.config.ts then only serves the build made above.
				...(built ? { FRONTIER_BUILT: '1' } : {})
			}
		}
	]
];

for (const [name, command, args, options] of steps) {
	const started = Date.now();
	console.log(`\n━━ ${name} ━━`);
	if (run(command, args, options) !== 0) failedSteps.push(name);
	console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
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
	failedSteps.filter((s) => !['unit tests', 'browser tests'].includes(s)).length;
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
