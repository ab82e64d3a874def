import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame } from '@playwright/test';
import { listenerSnippet } from '../../src/lib/embed/listener-snippet';
import { collectErrors } from './helpers';

interface Received {
	readonly origin: string;
	readonly data: {
		frontier?: number;
		type?: string;
		height?: number;
		subject?: string;
		context?: string;
	};
}

declare global {
	interface Window {
		/** What the course page heard from its embed. */
		__received: Received[];
		/** The event types the embed's own code listened for on its window. */
		__windowListeners: string[];
	}
}

/** The embed document's scroll height and its frame's inner height, in CSS pixels. */
const sizes = (frame: Frame): Promise<{ scroll: number; client: number }> =>
	frame.evaluate(() => ({
		scroll: document.documentElement.scrollHeight,
		client: document.documentElement.clientHeight
	}));

test('/embed/play posts its height to a course page on another origin, and takes nothing back but H5P replies', async ({
	page,
	baseURL
}) => {
	const errors = collectErrors(page);
	// In every frame, before the page's own scripts: note what the window is listened for.
	await page.addInitScript(() => {
		window.__windowListeners = [];
		const add = EventTarget.prototype.addEventListener;
		EventTarget.prototype.addEventListener = function (
			this: EventTarget,
			type: string,
			...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
		) {
			if (this === window) window.__windowListeners.push(type);
			return add.call(this, type, ...rest);
		};
	});

	// A course page served for real on another origin (127.0.0.1 is not localhost to the
	// browser), with the listener /teachers gives, and a recorder of every message it hears.
	const site = new URL(baseURL ?? '');
	const coursePage = `<!doctype html><title>Week 2</title><body style="margin: 0">
		<iframe id="embed" title="Explorer" src="${site.origin}/embed/play?v=1&board=42_713856&algo=bfs&step=3" width="800" height="200" style="border: 0"></iframe>
		<script>
			window.__received = [];
			window.addEventListener('message', (event) => {
				window.__received.push({ origin: event.origin, data: event.data });
			});
			${listenerSnippet(site.origin)}
		</script>`;
	const server = createServer((_, response) => {
		response.setHeader('content-type', 'text/html');
		response.end(coursePage);
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as AddressInfo;
	try {
		await page.goto(`http://127.0.0.1:${port}/`);
		const iframe = page.locator('#embed');
		const embed = await (await iframe.elementHandle())?.contentFrame();
		if (!embed) throw new Error('The embed did not load.');
		await expect(page.frameLocator('#embed').locator('.explorer')).toHaveAttribute(
			'data-step',
			'3'
		);

		const everything = (): Promise<Received[]> => page.evaluate(() => window.__received);
		/** Frontier's own messages (the resize conventions of other hosts are in embed-fit). */
		const received = async (): Promise<Received[]> =>
			(await everything()).filter((message) => message.data.frontier !== undefined);
		const lastHeight = async (): Promise<number | undefined> =>
			(await received()).at(-1)?.data.height;

		// The last height posted is the document's, and the listener fitted the iframe to it: no
		// scrollbar inside the frame.
		const fitted = async (): Promise<boolean> => {
			const height = await lastHeight();
			const { scroll, client } = await sizes(embed);
			const box = await iframe.evaluate((element) => element.clientHeight);
			return (
				height !== undefined && Math.abs(height - scroll) <= 1 && box === height && scroll <= client
			);
		};
		await expect.poll(fitted).toBe(true);
		expect(await lastHeight()).toBeGreaterThan(200);

		// Narrower, the explorer wraps and grows taller: a new height follows.
		const wide = (await lastHeight()) ?? 0;
		await iframe.evaluate((element) => element.setAttribute('width', '380'));
		await expect.poll(lastHeight).toBeGreaterThan(wide);
		await expect.poll(fitted).toBe(true);

		// Only height messages, from the embed's origin, never the same height twice in a row;
		// besides them, only Canvas's and H5P's resize messages.
		for (const { origin, data } of await everything()) {
			expect(origin).toBe(site.origin);
			const kind = data.frontier === 1 ? 'frontier' : (data.subject ?? data.context);
			expect(['frontier', 'lti.frameResize', 'h5p']).toContain(kind);
		}
		const messages = await received();
		for (const message of messages) {
			expect(message.origin).toBe(site.origin);
			expect(Object.keys(message.data).sort()).toEqual(['frontier', 'height', 'type']);
			expect([message.data.frontier, message.data.type]).toEqual([1, 'height']);
		}
		const heights = messages.map((message) => message.data.height);
		expect(heights.filter((height, i) => i > 0 && height === heights[i - 1])).toEqual([]);

		// The embed listens for messages once, for the H5P resizer's replies only: anything else
		// the course page posts changes nothing and makes no message.
		expect(
			(await embed.evaluate(() => window.__windowListeners)).filter((type) => type === 'message')
		).toEqual(['message']);
		expect(await embed.evaluate(() => window.onmessage)).toBeNull();
		const heardBefore = (await everything()).length;
		const before = await embed.locator('main').innerText();
		await iframe.evaluate((element: HTMLIFrameElement) => {
			element.contentWindow?.postMessage({ frontier: 1, type: 'height', height: 5 }, '*');
			element.contentWindow?.postMessage({ type: 'seek', step: 0 }, '*');
		});
		// Two animation frames inside the embed: time for a listener to act, had there been one.
		await embed.evaluate(
			() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
		);
		await expect(embed.locator('.explorer')).toHaveAttribute('data-step', '3');
		expect(await embed.locator('main').innerText()).toBe(before);
		expect((await received()).length).toBe(messages.length);
		expect((await everything()).length).toBe(heardBefore);
	} finally {
		server.close();
		server.closeAllConnections();
	}
	expect(errors).toEqual([]);
});
