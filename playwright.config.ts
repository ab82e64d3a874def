import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	retries: 0,
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
	use: {
		baseURL: `http://localhost:${port}`,
		// The site's service worker (docs/offline.md) would store 6 MB in every test's fresh context
		// and answer requests that page.route mocks and response counts expect from the server.
		// tests/e2e/offline.test.ts allows it.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath: chromiumPath,
			args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic']
		}
	},
	projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
	webServer: {
		// `npm test` builds before (beside the type check and the lint) and says so: then only serve.
		command: `${process.env.FRONTIER_BUILT === '1' ? '' : 'npx tsx scripts/build-pdb.ts 6-6-3 && npx vite build --logLevel warn && '}npx vite preview --port ${port} --strictPort`,
		url: `http://localhost:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 180_000
	}
});
