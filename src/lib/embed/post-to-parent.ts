/**
 * The browser side of the embed messages (messages.ts builds them): posting to the page that
 * frames an embed, and watching the embed's height. Outside a frame every function does nothing;
 * none throws from posting, because a course page's listener is no reason to break the embed.
 *
 * Messages go to targetOrigin '*': an embed cannot know the origin of the course page that
 * frames it (any site may), and nothing in them is secret: a height, and a student's answers and
 * score, which the student sees and could copy anyway. Nothing is accepted back but the H5P
 * resizer's replies from the parent window, which only make an embed post its height again
 * (docs/embed-messages.md).
 */

import { pathWithoutLocale } from '../messages/locale-path';
import {
	answeredStatement,
	completedStatement,
	heightMessage,
	type Answer,
	type Completion,
	type FrontierMessage
} from './messages';
import {
	H5P_START,
	h5pAnswer,
	h5pHostAction,
	h5pOnHeight,
	ltiFrameResize,
	type H5pHandshake,
	type H5pMessage,
	type LtiFrameResize
} from './resize-messages';

/** Whether this page runs inside a frame. */
export function framed(): boolean {
	return typeof window !== 'undefined' && window.parent !== window;
}

/** A message for the framing page: Frontier's own, or a resize request in a host's convention. */
export type ParentMessage = FrontierMessage | LtiFrameResize | H5pMessage;

/** Posts `message` to the framing page; false when there is none or the post failed. */
export function postToParent(message: ParentMessage): boolean {
	if (!framed()) return false;
	try {
		window.parent.postMessage(message, '*');
		return true;
	} catch {
		// postMessage throws a DataCloneError for data it cannot copy; the embed carries on.
		return false;
	}
}

/**
 * The page's address as an activity id: origin, path and query, no fragment, and no language
 * (one activity in the course's gradebook, whichever language a student reads it in).
 */
function pageAddress(): string {
	const { origin, pathname, search } = window.location;
	return `${origin}${pathWithoutLocale(pathname)}${search}`;
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
 * Tells the framing page the document's height now and whenever it changes, at most once per
 * animation frame and never the same height twice in a row, in every convention a host may
 * honour: Frontier's `height`, Canvas's `lti.frameResize` and the H5P resizer's handshake
 * (resize-messages.ts). For the handshake it listens to the parent window, and only for H5P's
 * replies, which can do nothing but make it post its height again. Returns the function that
 * stops watching.
 */
export function watchHeight(): () => void {
	if (!framed() || typeof ResizeObserver === 'undefined') return () => {};
	let last: number | null = null;
	let frame: number | null = null;
	let handshake: H5pHandshake = H5P_START;
	const postHeight = (): void => {
		frame = null;
		const height = documentHeight();
		const message = heightMessage(height);
		if (message.height === last) return;
		if (!postToParent(message)) return;
		last = message.height;
		postToParent(ltiFrameResize(height));
		postToParent(h5pOnHeight(handshake, height));
	};
	const hear = (event: MessageEvent): void => {
		if (event.source !== window.parent) return;
		const heard = h5pHostAction(event.data);
		if (heard === null) return;
		const step = h5pAnswer(handshake, heard, documentHeight());
		handshake = step.next;
		for (const message of step.send) postToParent(message);
	};
	window.addEventListener('message', hear);
	// A ResizeObserver reports its first sizes right after observe(): that is the message on load.
	const observer = new ResizeObserver(() => {
		if (frame === null) frame = requestAnimationFrame(postHeight);
	});
	observer.observe(document.documentElement);
	observer.observe(document.body);
	return () => {
		observer.disconnect();
		window.removeEventListener('message', hear);
		if (frame !== null) cancelAnimationFrame(frame);
	};
}
