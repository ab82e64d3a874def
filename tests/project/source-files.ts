import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
export const root = path.resolve(__dirname, '../..');

/**
 * The folders the message compiler writes (scripts/paraglide.mjs): messages/*.json as code,
 * never edited, whose counted nouns take their form from each message's plural selector.
 */
export const COMPILED_MESSAGES = ['src/lib/paraglide', 'src/lib/paraglide-locales'].map((folder) =>
	path.join(root, folder)
);

/**
 * The files under `dir` whose name matches `name`, depth first; the compiled messages too only
 * when `compiled` is set.
 */
export function sourceFiles(dir: string, name: RegExp, compiled = false): string[] {
	return readdirSync(dir).flatMap((entry) => {
		const file = path.join(dir, entry);
		if (!compiled && COMPILED_MESSAGES.includes(file)) return [];
		if (statSync(file).isDirectory()) return sourceFiles(file, name, compiled);
		return name.test(entry) ? [file] : [];
	});
}
