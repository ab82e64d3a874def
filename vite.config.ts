import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE, PARAGLIDE_LOCALES, writeMessageTables } from './scripts/paraglide.mjs';
import { headersFor, parseHeadersFile } from './scripts/static-headers.mjs';
import { writeScormFiles } from './scripts/scorm-files.mjs';

/**
 * Sends the headers of static/_headers from `vite preview` (what `npm start` serves) and
 * `vite dev`, as a static host that reads that file would: the file is the one place the
 * site's HTTP headers are written (docs/deployment.md).
 */
function staticHostHeaders(): Plugin {
	const rules = parseHeadersFile(
		readFileSync(fileURLToPath(new URL('static/_headers', import.meta.url)), 'utf8')
	);
	const setHeaders = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
		const { pathname } = new URL(request.url ?? '/', 'http://localhost');
		for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value);
		next();
	};
	return {
		name: 'frontier:static-host-headers',
		// Added here, not in a returned hook, so it runs before the servers' own middleware.
		configurePreviewServer: (server) => void server.middlewares.use(setHeaders),
		configureServer: (server) => void server.middlewares.use(setHeaders)
	};
}

/**
 * Lists the files of the SCORM package's launch page (scripts/scorm-files.mjs) once the adapter
 * has written build/: SvelteKit runs the adapter in the server build's closeBundle, and this
 * hook, sequential and 'post', runs after it, so `npm run build` and every other `vite build`
 * (the browser tests', the bench's) write the list.
 */
function scormFileList(): Plugin {
	let ssr = false;
	return {
		name: 'frontier:scorm-file-list',
		apply: 'build',
		configResolved: (config) => void (ssr = Boolean(config.build.ssr)),
		closeBundle: {
			sequential: true,
			order: 'post',
			handler() {
				// A build that failed wrote no client manifest: let its own error be the one shown.
				if (!ssr || !existsSync('.svelte-kit/output/client/.vite/manifest.json')) return;
				writeScormFiles('build', '.svelte-kit/output/client');
			}
		}
	};
}

/**
 * Compiles the messages once more, one module per locale, and writes the tables of the lower
 * layers' messages (scripts/paraglide.mjs), for the build and `vite dev`; in `vite dev` again
 * when a message or a family's parameters change. Once per build: the client and server builds
 * run in one process.
 */
function localeMessageTables(): Plugin {
	let compiled: Promise<void> | undefined;
	const compileTables = async () => {
		const { compile } = await import('@inlang/paraglide-js');
		await compile(PARAGLIDE_LOCALES);
		writeMessageTables();
	};
	return {
		name: 'frontier:locale-message-tables',
		buildStart: () => (compiled ??= compileTables()),
		configureServer: (server) =>
			void server.watcher.on('change', (file) => {
				if (
					/[\\/](messages[\\/][^\\/]+[\\/][a-z]+\.json|src[\\/]lib[\\/]messages[\\/][^\\/]+\.ts)$/.test(
						file
					)
				) {
					// In `vite dev` a missing translation is reported and the server keeps running.
					compileTables().catch((error: Error) => server.config.logger.error(error.message));
				}
			})
	};
}

/**
 * Whether this process compiles the messages: not under Vitest (above), nor in `npm test`'s
 * build, which runs after the messages were compiled and checked once (scripts/test.mjs).
 */
const compilesMessages = !process.env.VITEST && process.env.FRONTIER_MESSAGES_COMPILED !== '1';

export default defineConfig({
	plugins: [
		staticHostHeaders(),
		// The messages of messages/*.json compiled to src/lib/paraglide/ (docs/i18n.md) for the
		// build and `vite dev`. Not for Vitest, which compiles them once before it starts
		// (globalSetup): loading the compiler kept Vitest from exiting for 10 s after the tests.
		compilesMessages
			? import('@inlang/paraglide-js').then(({ paraglideVitePlugin }) =>
					paraglideVitePlugin(PARAGLIDE)
				)
			: null,
		compilesMessages ? localeMessageTables() : null,
		sveltekit(),
		scormFileList()
	],
	build: {
		// No asset becomes a data: URL (Vite inlines files under 4 KB, one of KaTeX's fonts
		// among them), so the Content-Security-Policy needs no data: source (svelte.config.js).
		assetsInlineLimit: 0
	},
	test: {
		include: ['tests/**/*.test.ts'],
		globalSetup: ['tests/compile-messages.ts'],
		setupFiles: ['tests/load-messages.ts'],
		exclude: ['tests/e2e/**'],
		environment: 'node',
		// Worker threads rather than processes: the same 99 files in 137 s instead of 174 s on
		// two cores (measured in one sitting); no test needs a process of its own.
		pool: 'threads',
		// One module graph per worker instead of one per file: the engine, the trace and the
		// puzzle were imported anew for each of 150 files (36 s of "import" on two cores). No test
		// file keeps state between files: the few that fake timers or globals undo it afterEach.
		isolate: false,
		// Both cores: left to itself this Vitest ran one file at a time here (the 99 files took
		// 135 s; 92 s with two workers, measured in one sitting).
		maxWorkers: '100%',
		testTimeout: 30_000
	}
});
