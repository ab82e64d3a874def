import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postAnswered, postCompleted, postToParent, watchHeight } from '$lib/embed/post-to-parent';
import { heightMessage } from '$lib/embed/messages';

/** A framed page in Node: a parent that records posts, a document of a settable height, a
 * ResizeObserver and animation frames run by hand. */
function fakeFrame(framed = true) {
	const posted: unknown[] = [];
	const parent = {
		postMessage: vi.fn((message: unknown, target: string) => {
			expect(target).toBe('*');
			posted.push(message);
		})
	};
	const win: Record<string, unknown> = {
		location: { origin: 'https://frontier.example', pathname: '/embed/practice', search: '?s=7' }
	};
	win.parent = framed ? parent : win;
	const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
	win.addEventListener = (type: string, listener: (typeof listeners)[number]) => {
		expect(type).toBe('message');
		listeners.push(listener);
	};
	win.removeEventListener = (type: string, listener: (typeof listeners)[number]) => {
		listeners.splice(listeners.indexOf(listener), 1);
	};
	let height = 500;
	const observers: { notify: () => void; disconnected: boolean }[] = [];
	let frames: (() => void)[] = [];
	vi.stubGlobal('window', win);
	vi.stubGlobal('document', {
		title: 'Practice — Frontier',
		documentElement: { getBoundingClientRect: () => ({ height }) },
		body: {}
	});
	vi.stubGlobal(
		'ResizeObserver',
		class {
			private readonly entry: { notify: () => void; disconnected: boolean };
			constructor(callback: () => void) {
				this.entry = { notify: callback, disconnected: false };
				observers.push(this.entry);
			}
			observe(): void {
				// Like the browser: a first report right after observing.
				if (!this.entry.disconnected) this.entry.notify();
			}
			disconnect(): void {
				this.entry.disconnected = true;
			}
		}
	);
	vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
	vi.stubGlobal('cancelAnimationFrame', (id: number) => {
		frames = frames.map((callback, i) => (i === id - 1 ? () => {} : callback));
	});
	return {
		parent,
		posted,
		/** A message event in the embed's window, from the parent or another window. */
		hear: (data: unknown, source: unknown = parent) =>
			[...listeners].forEach((listener) => listener({ source, data })),
		listeners,
		setHeight: (h: number) => (height = h),
		resize: () => observers.filter((o) => !o.disconnected).forEach((o) => o.notify()),
		runFrame: () => {
			const due = frames;
			frames = [];
			due.forEach((callback) => callback());
		}
	};
}

beforeEach(() => {
	vi.useFakeTimers({ now: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)), toFake: ['Date'] });
});

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

/** The three messages a new height makes before an H5P host has answered hello. */
const heightPosts = (height: number) => [
	{ frontier: 1, type: 'height', height },
	{ subject: 'lti.frameResize', height },
	{ context: 'h5p', action: 'hello' }
];

describe('watchHeight', () => {
	it('posts the height on load, once per frame, and not the same height twice in a row', () => {
		const frame = fakeFrame();
		const stop = watchHeight();
		// Two observations (the root and the body) before the frame: one set of messages.
		expect(frame.posted).toEqual([]);
		frame.runFrame();
		expect(frame.posted).toEqual(heightPosts(500));

		frame.resize();
		frame.runFrame();
		expect(frame.posted).toHaveLength(3);

		frame.setHeight(640.4);
		frame.resize();
		frame.resize();
		frame.runFrame();
		frame.setHeight(700);
		frame.resize();
		stop();
		frame.runFrame();
		frame.resize();
		frame.runFrame();
		expect(frame.posted).toEqual([...heightPosts(500), ...heightPosts(641)]);
		expect(frame.listeners).toEqual([]);
	});

	it("answers an H5P host's handshake with the height, and hears nothing else", () => {
		const frame = fakeFrame();
		watchHeight();
		frame.runFrame();
		frame.posted.length = 0;

		// From another window, or not the resizer's: nothing.
		frame.hear({ context: 'h5p', action: 'hello' }, { postMessage: () => {} });
		frame.hear({ type: 'seek', step: 0 });
		frame.hear({ frontier: 1, type: 'height', height: 5 });
		expect(frame.posted).toEqual([]);

		frame.setHeight(612.3);
		frame.hear({ context: 'h5p', action: 'hello' });
		frame.hear({ context: 'h5p', action: 'resizePrepared' });
		expect(frame.posted).toEqual([
			{ context: 'h5p', action: 'prepareResize', scrollHeight: 613, clientHeight: 613 },
			{ context: 'h5p', action: 'resize', scrollHeight: 613 }
		]);

		// Greeted, a new height prepares a resize rather than saying hello.
		frame.resize();
		frame.runFrame();
		expect(frame.posted.slice(2)).toEqual([
			{ frontier: 1, type: 'height', height: 613 },
			{ subject: 'lti.frameResize', height: 613 },
			{ context: 'h5p', action: 'prepareResize', scrollHeight: 613, clientHeight: 613 }
		]);
	});

	it('does nothing outside a frame', () => {
		const frame = fakeFrame(false);
		watchHeight()();
		frame.runFrame();
		expect(frame.parent.postMessage).not.toHaveBeenCalled();
		expect(frame.listeners).toEqual([]);
	});
});

describe('posting', () => {
	it('posts statements about the page, with its address and title', () => {
		const frame = fakeFrame();
		expect(postAnswered({ number: 2, question: 'Next?', response: 'B', success: true })).toBe(true);
		expect(postCompleted({ raw: 1, max: 2, success: false })).toBe(true);
		expect(frame.posted).toEqual([
			{
				frontier: 1,
				type: 'statement',
				statement: {
					verb: {
						id: 'http://adlnet.gov/expapi/verbs/answered',
						display: { 'en-US': 'answered' }
					},
					object: {
						id: 'https://frontier.example/embed/practice?s=7#question-2',
						definition: {
							type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
							name: { 'en-US': 'Next?' }
						}
					},
					result: { success: true, response: 'B' },
					timestamp: '2025-01-02T03:04:05.000Z'
				}
			},
			{
				frontier: 1,
				type: 'statement',
				statement: {
					verb: {
						id: 'http://adlnet.gov/expapi/verbs/completed',
						display: { 'en-US': 'completed' }
					},
					object: {
						id: 'https://frontier.example/embed/practice?s=7',
						definition: {
							type: 'http://adlnet.gov/expapi/activities/assessment',
							name: { 'en-US': 'Practice — Frontier' }
						}
					},
					result: { success: false, completion: true, score: { raw: 1, max: 2, scaled: 0.5 } },
					timestamp: '2025-01-02T03:04:05.000Z'
				}
			}
		]);
	});

	it('checks a statement even outside a frame, where it posts nothing', () => {
		const frame = fakeFrame(false);
		expect(() => postCompleted({ raw: 3, max: 2, success: true })).toThrow(RangeError);
		expect(postAnswered({ number: 1, question: 'q', response: 'r', success: true })).toBe(false);
		expect(frame.parent.postMessage).not.toHaveBeenCalled();
	});

	it('does not throw when the browser cannot copy the message', () => {
		const frame = fakeFrame();
		frame.parent.postMessage.mockImplementation(() => {
			throw new DOMException('could not be cloned', 'DataCloneError');
		});
		expect(postToParent(heightMessage(10))).toBe(false);
	});
});
