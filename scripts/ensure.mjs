// Installs what a fresh machine lacks, using only Node's standard library (this file runs
// before node_modules exists). Shared by `npm start` and `npm test`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPackage, chromiumPath } from './chromium-path.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the project root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
	if (result.error) {
		console.error(`Could not run ${command}: ${result.error.message}`);
		return 1;
	}
	return result.status ?? 1;
}

/**
 * Runs a command in the project root with its output (stdout and stderr, interleaved) kept
 * rather than printed, so commands run side by side can be reported one after another.
 */
export function runQuietly(command, args) {
	const started = Date.now();
	return new Promise((resolve) => {
		const chunks = [];
		const child = spawn(command, args, {
			cwd: root,
			stdio: ['ignore', 'pipe', 'pipe'],
			env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
		});
		child.stdout.on('data', (chunk) => chunks.push(chunk));
		child.stderr.on('data', (chunk) => chunks.push(chunk));
		const done = (code, extra = '') =>
			resolve({
				code,
				output: Buffer.concat(chunks).toString() + extra,
				seconds: (Date.now() - started) / 1000
			});
		child.on('error', (error) => done(1, `Could not run ${command}: ${error.message}\n`));
		child.on('close', (code) => done(code ?? 1));
	});
}

/** npm packages: (re)installs whenever package-lock.json changed since the last install. */
export function ensureNodeModules() {
	const lockFile = path.join(root, 'package-lock.json');
	const stampFile = path.join(root, 'node_modules', '.frontier-install-stamp');
	const lock = existsSync(lockFile) ? readFileSync(lockFile) : Buffer.from('');
	const stamp = createHash('sha256').update(lock).digest('hex');
	if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
	console.log('Installing npm packages…');
	const code = run('npm', existsSync(lockFile) ? ['ci', '--no-audit', '--no-fund'] : ['install']);
	if (code !== 0) {
		console.error('npm could not install the packages (see above).');
		process.exit(code);
	}
	writeFileSync(stampFile, stamp);
}

/** Debian's Chromium for the browser tests: Playwright cannot download its own browser here. */
export function ensureChromium() {
	if (existsSync(chromiumPath)) return;
	console.log(
		`No browser at ${chromiumPath}: installing Debian's ${chromiumPackage} with apt-get…`
	);
	const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	const prefix = asRoot ? [] : ['sudo', '-n'];
	const apt = (args) =>
		prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : run('apt-get', args);
	process.env.DEBIAN_FRONTEND = 'noninteractive';
	if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', chromiumPackage]) !== 0) {
		console.error(
			`Could not install ${chromiumPackage}. Install it by hand (apt-get install ${chromiumPackage}) or set ` +
				'CHROMIUM_PATH to a Chromium binary, then run npm test again.'
		);
		process.exit(1);
	}
	if (!existsSync(chromiumPath)) {
		console.error(`apt-get finished but ${chromiumPath} is still missing.`);
		process.exit(1);
	}
}
