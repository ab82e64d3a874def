import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects the page's uncaught errors and console errors; a test expects the list empty. */
export function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(String(error)));
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	return errors;
}

/** Opens a page and waits for hydration: a click on a prerendered button before it is lost. */
export async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.waitForSelector('body[data-hydrated="true"]');
}

export async function expectNoViolations(page: Page): Promise<void> {
	const results = await new AxeBuilder({ page }).analyze();
	expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
