import { chromium } from '@playwright/test';
import fs from 'node:fs';
fs.mkdirSync('/tmp/shots-check', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage'] });
const views = [
	{ name: 'desktop', width: 1440, height: 900 },
	{ name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
];
for (const { name, ...v } of views) {
	for (const scheme of ['light', 'dark']) {
		const page = await browser.newPage({ viewport: { width: v.width, height: v.height }, isMobile: v.isMobile, hasTouch: v.hasTouch, deviceScaleFactor: v.deviceScaleFactor, colorScheme: scheme });
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto('http://localhost:4183/teachers/check');
		await page.waitForSelector('body[data-hydrated="true"]');
		await page.locator('#check-file').setInputFiles('/tmp/check-roster.csv');
		await page.getByText('148 codes: 148 match').waitFor({ timeout: 60000 });
		for (const [part, heading] of [['summary', '#class-summary'], ['flags', '#class-flags'], ['students', '#class-students']]) {
			await page.locator(heading).evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await page.waitForTimeout(200);
			await page.screenshot({ path: `/tmp/shots-check/check-${part}-${name}-${scheme}.png` });
		}
		console.log(name, scheme, errors);
		await page.close();
	}
}
await browser.close();
