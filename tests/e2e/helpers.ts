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

/**
 * An axe check of the page as it is now, run by axe.run inside the page ("legacy mode"). The
 * default mode runs axe in each frame and then merges the results in a blank page it opens,
 * loading axe there again; on these pages that tripled the time of a check (lesson 7 on a
 * loaded machine: 77 s against 26 s) and the site has no cross-origin frame that needs it.
 */
export function axeCheck(page: Page): AxeBuilder {
	return new AxeBuilder({ page }).setLegacyMode();
}

/** axe's default rules find nothing on the page as it is now. */
export async function expectNoViolations(page: Page): Promise<void> {
	const results = await axeCheck(page)
		.options({ resultTypes: ['violations'] })
		.analyze();
	expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
