// `npm run paraglide`: compiles messages/*.json into src/lib/paraglide/ (docs/i18n.md), with the
// options the vite plugin compiles with for the build and `vite dev` (vite.config.ts). The unit
// tests run this script before they start (tests/compile-messages.ts).
import { pathToFileURL } from 'node:url';

/**
 * Where the messages are and where their compiled functions go, and how a page knows its
 * language (docs/i18n.md): in the browser, from the `lang` its prerendered document was written
 * with (`custom-document`, src/hooks.client.ts), so the page hydrates in the language it was
 * rendered in wherever it is served from (an LMS serves a SCORM package's page at its own
 * address); else from the address (`url`: /es/…, /zh/…, English unprefixed), as when the server
 * prerenders each page; else English. The output folder is ignored by git, Prettier and ESLint
 * from the project's own files, so the compiler writes no ignore files or readme of its own
 * there.
 * @type {import('@inlang/paraglide-js').CompilerOptions}
 */
export const PARAGLIDE = {
	project: './project.inlang',
	outdir: './src/lib/paraglide',
	strategy: ['custom-document', 'url', 'baseLocale'],
	emitGitIgnore: false,
	emitPrettierIgnore: false,
	emitReadme: false
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
	// Imported here only: loading the compiler starts work that keeps a process alive (below),
	// and vite.config.ts reads PARAGLIDE from this module in Vitest too.
	const { compile } = await import('@inlang/paraglide-js');
	// Writes only the files whose text changed.
	await compile(PARAGLIDE);
	// The compiler leaves something pending that keeps Node alive for half a minute after it is
	// done (measured: compiled in 1.6 s, exited after 31 s).
	process.exit(0);
}
