import { describe, expect, it } from 'vitest';
import { listenerSnippet } from '$lib/embed/listener-snippet';
import { completedStatement, heightMessage } from '$lib/embed/messages';

const ORIGIN = 'https://frontier.example';

/** Runs the snippet against a page with two iframes and returns how to send it a message. */
function runSnippet(snippet: string) {
	let listener: ((event: { origin: string; source: unknown; data: unknown }) => void) | null = null;
	const window = {
		addEventListener: (type: string, handler: typeof listener) => {
			expect(type).toBe('message');
			listener = handler;
		}
	};
	const frames = [
		{ contentWindow: { name: 'other' }, style: { height: '' } },
		{ contentWindow: { name: 'frontier' }, style: { height: '' } }
	];
	const document = {
		querySelectorAll: (selector: string) => (selector === 'iframe' ? frames : [])
	};
	const logged: unknown[] = [];
	const console = { log: (value: unknown) => logged.push(value) };
	new Function('window', 'document', 'console', snippet)(window, document, console);
	const send = (origin: string, data: unknown, source = frames[1].contentWindow): void =>
		listener?.({ origin, source, data });
	return { frames, logged, send };
}

describe('the listener snippet', () => {
	it('is at most 10 lines of JavaScript that parse, naming the origin and the fields', () => {
		const snippet = listenerSnippet(ORIGIN);
		expect(snippet.split('\n').length).toBeLessThanOrEqual(10);
		expect(() => new Function(snippet)).not.toThrow();
		expect(snippet).toContain(`const FRONTIER = 'https://frontier.example';`);
		for (const field of ['event.origin', 'frontier', 'type', 'height', 'statement']) {
			expect(snippet).toContain(field);
		}
	});

	it('sizes the iframe that sent a height and logs statements, from Frontier only', () => {
		const page = runSnippet(listenerSnippet(ORIGIN));
		page.send(ORIGIN, heightMessage(733.5));
		const statement = completedStatement(
			{ page: `${ORIGIN}/embed/practice`, title: 't', raw: 2, max: 3, success: true },
			new Date(0)
		);
		page.send(ORIGIN, statement);
		page.send('https://elsewhere.example', heightMessage(99));
		page.send(ORIGIN, { type: 'height', height: 98 });
		page.send(ORIGIN, heightMessage(97), { name: 'not a frame on the page' });
		expect(page.frames.map((frame) => frame.style.height)).toEqual(['', '734px']);
		expect(page.logged).toEqual([statement.statement]);
	});

	it('quotes an origin safely', () => {
		expect(listenerSnippet(`a'b\\c`).split('\n')[0]).toBe(
			`const FRONTIER = 'a\\'b\\\\c'; // the only origin whose messages count`
		);
	});
});
