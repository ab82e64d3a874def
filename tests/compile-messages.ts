import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest's globalSetup: the message functions the tests import (src/lib/paraglide/, generated)
 * are compiled once, before any test file loads, by the script `npm run paraglide` runs, in a
 * process of its own that ends when it is done (docs/i18n.md).
 */
export default function compileMessages(): void {
	// `npm test` compiled and checked them before the type check (scripts/test.mjs).
	if (process.env.FRONTIER_MESSAGES_COMPILED === '1') return;
	execFileSync(process.execPath, ['scripts/paraglide.mjs'], {
		cwd: path.resolve(__dirname, '..'),
		stdio: 'inherit'
	});
}
