import { chromium } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath });
for (const [url, tag] of [['/play?problem=road-map&start=A&algo=astar&view=full&step=3', 'road'], ['/play?view=full&step=2', 'tile']]) {
	for (const [name, w, h] of [['desktop', 1440, 900], ['phone', 390, 844]]) {
		const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: name === 'phone' ? 'dark' : 'light' });
		const errors = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto('http://localhost:4199' + url);
		await page.waitForSelector('body[data-hydrated="true"]');
		await page.locator('details.setup summary').click();
		await page.waitForTimeout(800);
		await page.screenshot({ path: `/tmp/s1/${tag}-${name}.png`, fullPage: false });
		console.log(tag, name, errors.join(' | '));
		await page.close();
	}
}
await browser.close();
