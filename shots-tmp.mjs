import { chromium } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
const [, , out, ...urls] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumPath });
const sizes = [
	['desktop', 1440, 900],
	['phone', 390, 844]
];
for (const url of urls) {
	for (const [name, w, h] of sizes)
		for (const scheme of ['light', 'dark']) {
			if (process.env.ONLY_LIGHT && scheme === 'dark') continue;
			if (process.env.ONLY_DESKTOP && name === 'phone') continue;
			const page = await browser.newPage({
				viewport: { width: w, height: h },
				colorScheme: scheme
			});
			const errors = [];
			page.on('pageerror', (e) => errors.push(e.message));
			await page.goto('http://localhost:4199' + url);
			await page.waitForSelector('body[data-hydrated="true"]');
			await page.waitForTimeout(1500);
			const file = `${out}/${url.replace(/[^a-z0-9]+/gi, '_')}-${name}-${scheme}.png`;
			await page.screenshot({ path: file, fullPage: true });
			console.log(file, errors.join(' | '));
			await page.close();
		}
}
await browser.close();
