/**
 * The browser side of the embed messages (messages.ts builds them): posting to the page that
 * frames an embed, and watching the embed's height. Outside a frame every function does nothing;
 * none throws from posting, because a course page's listener is no reason to break the embed.
 *
 * Messages go to targetOrigin '*': an embed cannot know the origin of the course page that
 * frames it (any site may), and nothing in them is secret: a height, and a student's answers and
 * score, which the student sees and could copy anyway. Nothing is accepted back: no embed
 * listens for `message` events (docs/embed-messages.md).
 */

import {
	answeredStatement,
	completedStatement,
	heightMessage,
	type Answer,
	type Completion,
	type FrontierMessage
} from './messages';

/** Whether this page runs inside a frame. */
export function framed(): boolean {
	return typeof window !== 'undefined' && window.parent !== window;
}

/** Posts `message` to the framing page; false when there is none or the post failed. */
export function postToParent(message: FrontierMessage): boolean {
	if (!framed()) return false;
	try {
		window.parent.postMessage(message, '*');
		return true;
	} catch {
		// postMessage throws a DataCloneError for data it cannot copy; the embed carries on.
		return false;
	}
}

/** The page's address as an activity id: origin, path and query, no fragment. */
function pageAddress(): string {
	const { origin, pathname, search } = window.location;
	return `${origin}${pathname}${search}`;
}

/**
 * Posts an `answered` statement for one answer. The answer is checked (a RangeError for a bad
 * question number) framed or not, so a mistake shows on the page's own tests, not only in iframes.
 */
export function postAnswered(answer: Omit<Answer, 'page'>): boolean {
	const message = answeredStatement({ ...answer, page: pageAddress() }, new Date());
	return postToParent(message);
}

/** Posts a `completed` statement, titled with the document's title; checked as postAnswered. */
export function postCompleted(completion: Omit<Completion, 'page' | 'title'>): boolean {
	const message = completedStatement(
		{ ...completion, page: pageAddress(), title: document.title },
		new Date()
	);
	return postToParent(message);
}

/** The document's height in CSS pixels: the root element's box, body margins included. */
function documentHeight(): number {
	// Not scrollHeight: in a frame it is never less than the frame's own height, so an iframe
	// made taller than its content could never shrink back.
	return document.documentElement.getBoundingClientRect().height;
}

/**
 * Posts the document's height now and whenever it changes, at most once per animation frame
 * and never the same height twice in a row. Returns the function that stops watching.
 */
export function watchHeight(): () => void {
	if (!framed() || typeof ResizeObserver === 'undefined') return () => {};
	let last: number | null = null;
	let frame: number | null = null;
	const post = (): void => {
		frame = null;
		const message = heightMessage(documentHeight());
		if (message.height === last) return;
		if (postToParent(message)) last = message.height;
	};
	// A ResizeObserver reports its first sizes right after observe(): that is the message on load.
	const observer = new ResizeObserver(() => {
		if (frame === null) frame = requestAnimationFrame(post);
	});
	observer.observe(document.documentElement);
	observer.observe(document.body);
	return () => {
		observer.disconnect();
		if (frame !== null) cancelAnimationFrame(frame);
	};
}
