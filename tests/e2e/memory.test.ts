import { expect, test, type Page } from '@playwright/test';
import { collectErrors, open } from './helpers';

/**
 * A run that is replaced gives its memory back. A recorded run lives mostly in typed arrays,
 * outside the JavaScript heap proper, so this reads the renderer's own count of array storage
 * (DevTools protocol) after two full garbage collections.
 */
async function arrayStorageMb(page: Page): Promise<number> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	await cdp.send('HeapProfiler.collectGarbage');
	const usage = (await cdp.send('Runtime.getHeapUsage')) as { backingStorageSize?: number };
	await cdp.detach();
	return (usage.backingStorageSize ?? Number.NaN) / 1e6;
}

const BOARD = '2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,24,23,0';

test('a long run replaced by another gives its memory back', async ({ page, browser }) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	// 40,000 breadth-first expansions on a 5×5 board: tens of megabytes of columns.
	await open(page, `/play?v=1&board=${BOARD}&algo=bfs&cap=40000&step=40000`);
	await expect(page.getByText('Step 40,000 of 40,000')).toBeVisible({ timeout: 60_000 });
	// The finished run gives back its spare room in slices after it lands.
	await page.waitForTimeout(2_000);
	const held = await arrayStorageMb(page);

	await page.getByText('Board and settings').click();
	await page
		.getByRole('combobox', { name: 'Algorithm' })
		.selectOption({ label: 'Depth-first search' });
	await expect(page.getByText(/^Step 0 of/)).toBeVisible();
	const afterReplacing = await arrayStorageMb(page);

	// The same page opened afresh on the run that replaced it.
	const fresh = await browser.newPage();
	await open(fresh, `/play?v=1&board=${BOARD}&algo=dfs&cap=40000`);
	await expect(fresh.getByText(/^Step 0 of/)).toBeVisible();
	const freshMb = await arrayStorageMb(fresh);
	await fresh.close();

	const figures = `held ${held.toFixed(1)} MB, after replacing ${afterReplacing.toFixed(1)} MB, fresh ${freshMb.toFixed(1)} MB`;
	expect(held - freshMb, figures).toBeGreaterThan(10);
	expect(afterReplacing - freshMb, figures).toBeLessThan(2);
	expect(errors).toEqual([]);
});
