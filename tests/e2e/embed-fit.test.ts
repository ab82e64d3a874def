import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { collectErrors } from './helpers';

/**
 * /embed/play in a course page on another origin, as teachers embed it: a page served for real
 * on 127.0.0.1 (another origin to the browser than the embed's localhost), framing the issue's
 * link. Three hosts: one with no script (the /teachers snippet as pasted into Canvas, which
 * strips scripts), one that does what Canvas does with `lti.frameResize`, and one that does what
 * the H5P resizer (h5p-resizer.js) does with its hello / prepareResize / resize handshake.
 */

const EMBED_QUERY = 'v=1&board=41325_786&step=3';
const FIRST_SCREEN = 640;

interface Heard {
	readonly origin: string;
	readonly data: Record<string, unknown>;
}

declare global {
	interface Window {
		/** Every message the course page heard, in order. */
		__heard: Heard[];
	}
}

/** What each host does with what it hears; each records everything first. */
const HOST_SCRIPTS: Record<string, string> = {
	none: '',
	canvas: `
		window.addEventListener('message', (event) => {
			const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
			if (frame && event.data?.subject === 'lti.frameResize') frame.style.height = event.data.height + 'px';
		});`,
	// The H5P resizer's rules, as its script applies them to a frame that says hello.
	h5p: `
		window.addEventListener('message', (event) => {
			if (event.data?.context !== 'h5p') return;
			const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
			if (!frame) return;
			const respond = (action) => event.source.postMessage({ context: 'h5p', action }, event.origin);
			const data = event.data;
			if (data.action === 'hello') respond('hello');
			if (data.action === 'prepareResize' && (frame.clientHeight !== data.scrollHeight || data.scrollHeight !== data.clientHeight)) {
				frame.style.height = data.clientHeight + 'px';
				respond('resizePrepared');
			}
			if (data.action === 'resize') frame.style.height = data.scrollHeight + 'px';
		});`
};

const EMBED_PLAY = `/embed/play?${EMBED_QUERY}`;

function coursePage(src: string, width: number, host: string): string {
	return `<!doctype html><title>Week 2</title><body style="margin: 0">
		<iframe id="embed" title="Explorer" src="${src.replace(/&/g, '&amp;')}" width="${width}" height="${FIRST_SCREEN}" style="border: 0; display: block"></iframe>
		<script>
			window.__heard = [];
			window.addEventListener('message', (event) => window.__heard.push({ origin: event.origin, data: event.data }));
			${HOST_SCRIPTS[host]}
		</script>`;
}

let server: Server;
let hostOrigin = '';
let embedOrigin = '';

test.beforeAll(async ({ baseURL }) => {
	embedOrigin = new URL(baseURL ?? '').origin;
	server = createServer((request, response) => {
		const query = new URL(request.url ?? '/', 'http://host').searchParams;
		response.setHeader('content-type', 'text/html');
		const src = `${embedOrigin}${query.get('path') ?? EMBED_PLAY}`;
		response.end(coursePage(src, Number(query.get('w')), query.get('host') ?? 'none'));
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
	server.close();
	server.closeAllConnections();
});

/** Opens the course page with the embed `width` px wide, and waits for the run at step 3. */
async function openCourse(page: Page, width: number, host: string): Promise<Frame> {
	await page.setViewportSize({ width: width + 40, height: 900 });
	await page.goto(`${hostOrigin}/?w=${width}&host=${host}`);
	const embed = await (await page.locator('#embed').elementHandle())?.contentFrame();
	if (!embed) throw new Error('The embed did not load.');
	await expect(embed.locator('.explorer.compact')).toHaveAttribute('data-step', '3');
	await expect(embed.locator('.explorer > .frontier li')).toHaveCount(3);
	return embed;
}

/** Where a part lies in the frame's viewport: its top and bottom in CSS pixels. */
const place = (embed: Frame, selector: string): Promise<{ top: number; bottom: number }> =>
	embed.locator(selector).evaluate((element) => {
		const box = element.getBoundingClientRect();
		return { top: box.top, bottom: box.bottom };
	});

const scrollHeight = (embed: Frame): Promise<number> =>
	embed.evaluate(() => document.documentElement.scrollHeight);

for (const width of [600, 700, 900, 1000, 1200, 1250]) {
	test(`a ${width} px frame ${FIRST_SCREEN} px tall shows the board, controls, narration, frontier and tree, with no script`, async ({
		page
	}) => {
		const errors = collectErrors(page);
		const embed = await openCourse(page, width, 'none');
		expect(await embed.evaluate(() => window.scrollY)).toBe(0);
		for (const part of [
			'.explorer .lead > .board',
			'.explorer .lead .step-bar',
			'.explorer .lead > .narration',
			'.explorer > .frontier',
			'.explorer > .tree .canvas'
		]) {
			const { top, bottom } = await place(embed, part);
			expect.soft(top, `${part} top`).toBeGreaterThanOrEqual(0);
			expect.soft(bottom, `${part} bottom`).toBeLessThanOrEqual(FIRST_SCREEN);
		}
		// The rest follows below the first screen, inside the frame.
		expect((await place(embed, '.explorer.compact > .rest')).top).toBeGreaterThan(
			FIRST_SCREEN - 100
		);
		// The rest's parts take rows of their own: the current node's details, then the chart
		// and the exports, none drawn over another.
		const overlaps = await embed.locator('.explorer.compact > .rest').evaluate((rest) => {
			const boxes = [...rest.children]
				.map((child) => ({ name: child.className, box: child.getBoundingClientRect() }))
				.filter(({ box }) => box.height > 0);
			const found: string[] = [];
			for (const a of boxes) {
				for (const b of boxes) {
					if (a === b) continue;
					const apart =
						a.box.bottom <= b.box.top + 0.5 ||
						b.box.bottom <= a.box.top + 0.5 ||
						a.box.right <= b.box.left + 0.5 ||
						b.box.right <= a.box.left + 0.5;
					if (!apart) found.push(`${a.name} over ${b.name}`);
				}
			}
			return found;
		});
		expect(overlaps).toEqual([]);
		await expect(embed.locator('.explorer.compact > .rest > .details h3')).toHaveText(
			'Current node ▶ being expanded'
		);
		expect(errors).toEqual([]);
	});
}

test("Canvas's lti.frameResize carries the document's height, and a Canvas page fits the frame to it", async ({
	page
}) => {
	const errors = collectErrors(page);
	const embed = await openCourse(page, 900, 'canvas');
	const frame = page.locator('#embed');
	const heard = (): Promise<Heard[]> => page.evaluate(() => window.__heard);
	const ltiHeights = async (): Promise<number[]> =>
		(await heard())
			.filter((message) => message.data.subject === 'lti.frameResize')
			.map((message) => message.data.height as number);

	const fitted = async (): Promise<boolean> => {
		const last = (await ltiHeights()).at(-1);
		const box = await frame.evaluate((element) => element.clientHeight);
		return last !== undefined && last === box && last === (await scrollHeight(embed));
	};
	await expect.poll(fitted).toBe(true);
	// Taller than the first screen: the pseudocode, counters, chart and exports follow.
	expect((await ltiHeights()).at(-1)).toBeGreaterThan(FIRST_SCREEN);

	// Narrower, the layout changes and the page hears the new height.
	const before = (await ltiHeights()).at(-1);
	await frame.evaluate((element) => element.setAttribute('width', '700'));
	await expect.poll(async () => (await ltiHeights()).at(-1)).not.toBe(before);
	await expect.poll(fitted).toBe(true);

	for (const message of (await heard()).filter((m) => m.data.subject !== undefined)) {
		expect(message.origin).toBe(embedOrigin);
		expect(Object.keys(message.data).sort()).toEqual(['height', 'subject']);
		expect(Number.isInteger(message.data.height)).toBe(true);
	}
	// Every lti.frameResize follows a Frontier height message of the same height.
	const frontierHeights = (await heard())
		.filter((message) => message.data.frontier === 1)
		.map((message) => message.data.height);
	expect(frontierHeights).toEqual(await ltiHeights());
	expect(errors).toEqual([]);
});

/**
 * The last prepareResize and the resize after it. While the layout settles, two prepareResize
 * may be on their way before the host answers the first: each resizePrepared is answered with
 * the height at that moment, so two resizes can follow one another (as with H5P's own content).
 */
function lastExchange(messages: readonly Record<string, unknown>[]): Record<string, unknown>[] {
	const prepared = messages.findLastIndex((message) => message.action === 'prepareResize');
	const resized = messages.findLastIndex((message) => message.action === 'resize');
	return resized > prepared && prepared >= 0 ? [messages[prepared], messages[resized]] : [];
}

test("the H5P resizer's handshake: hello, then prepareResize and resize with the document's height", async ({
	page
}) => {
	const errors = collectErrors(page);
	const embed = await openCourse(page, 900, 'h5p');
	const frame = page.locator('#embed');
	const h5p = async (): Promise<Record<string, unknown>[]> =>
		(await page.evaluate(() => window.__heard))
			.filter((message) => message.data.context === 'h5p')
			.map((message) => message.data);

	const fitted = async (): Promise<boolean> => {
		const last = (await h5p()).filter((message) => message.action === 'resize').at(-1);
		const box = await frame.evaluate((element) => element.clientHeight);
		return last !== undefined && last.scrollHeight === box && box === (await scrollHeight(embed));
	};
	await expect.poll(fitted).toBe(true);

	const height = await scrollHeight(embed);
	expect(height).toBeGreaterThan(FIRST_SCREEN);
	const messages = await h5p();
	// The embed opened with hello; the host's hello was answered with prepareResize, its
	// resizePrepared with resize, both with the document's height.
	expect(messages[0]).toEqual({ context: 'h5p', action: 'hello' });
	expect(lastExchange(messages)).toEqual([
		{ context: 'h5p', action: 'prepareResize', scrollHeight: height, clientHeight: height },
		{ context: 'h5p', action: 'resize', scrollHeight: height }
	]);

	// A narrower frame: the content grows, the embed prepares a resize again, the host fits it.
	await frame.evaluate((element) => element.setAttribute('width', '650'));
	await expect.poll(async () => scrollHeight(embed)).not.toBe(height);
	await expect.poll(fitted).toBe(true);
	const after = await scrollHeight(embed);
	expect(lastExchange(await h5p())).toEqual([
		{ context: 'h5p', action: 'prepareResize', scrollHeight: after, clientHeight: after },
		{ context: 'h5p', action: 'resize', scrollHeight: after }
	]);
	expect(errors).toEqual([]);
});

test('/embed/practice speaks the same resize messages: a Canvas page fits it', async ({ page }) => {
	const errors = collectErrors(page);
	const practice = '/embed/practice?v=1&algos=astar,bfs&n=2&title=Week%203&key=w3&seed=class';
	await page.goto(`${hostOrigin}/?w=800&host=canvas&path=${encodeURIComponent(practice)}`);
	const embed = await (await page.locator('#embed').elementHandle())?.contentFrame();
	if (!embed) throw new Error('The embed did not load.');
	await expect(embed.getByRole('heading', { level: 1 })).toHaveText('Week 3');
	const frame = page.locator('#embed');
	const last = async (kind: 'subject' | 'context'): Promise<Record<string, unknown> | undefined> =>
		(await page.evaluate(() => window.__heard))
			.map((message) => message.data)
			.filter((data) => data[kind] !== undefined)
			.at(-1);
	const fitted = async (): Promise<boolean> => {
		const lti = await last('subject');
		const box = await frame.evaluate((element) => element.clientHeight);
		return lti?.height === box && box === (await scrollHeight(embed));
	};
	await expect.poll(fitted).toBe(true);
	// No H5P host answered: the embed keeps saying hello with each new height.
	expect(await last('context')).toEqual({ context: 'h5p', action: 'hello' });
	expect(errors).toEqual([]);
});

test('the compact layout is tabbed through as it is seen: controls, frontier, tree, then the rest', async ({
	page
}) => {
	const embed = await openCourse(page, 900, 'none');
	await embed.locator('header a').focus();
	/** Which region of the explorer holds the focus. */
	const region = (): Promise<string> =>
		embed.evaluate(() => {
			const focused = document.activeElement;
			for (const name of ['lead', 'frontier', 'tree', 'rest']) {
				if (focused?.closest(`.explorer.compact > .${name}`)) return name;
			}
			return 'outside';
		});
	const regions: string[] = [];
	for (let presses = 0; presses < 40 && !regions.includes('rest'); presses++) {
		await page.keyboard.press('Tab');
		const now = await region();
		if (regions.at(-1) !== now) regions.push(now);
	}
	expect(regions).toEqual(['lead', 'frontier', 'tree', 'rest']);
});
