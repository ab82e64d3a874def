/**
 * The resize conventions course sites already honour, besides Frontier's own `height` message
 * (messages.ts): Canvas's `lti.frameResize`, which Canvas applies to any iframe in its pages,
 * and the H5P resizer's handshake, which Moodle, WordPress and Drupal pages that show H5P load
 * (h5p-resizer.js). Pure builders and the handshake's rules, no window: post-to-parent.ts sends
 * them and listens for the H5P host's replies; docs/embed-messages.md documents every field.
 */

function wholePixels(height: number): number {
	if (!Number.isFinite(height) || height < 0) {
		throw new RangeError(`A height must be a finite number, 0 or more, not ${height}.`);
	}
	// Rounded up, as the `height` message: a fraction of a pixel short would give a scrollbar.
	return Math.ceil(height);
}

/** Canvas's resize request: the frame's new height in CSS pixels. */
export interface LtiFrameResize {
	readonly subject: 'lti.frameResize';
	readonly height: number;
}

/** Canvas's message for a document `height` pixels tall; a RangeError for a bad height. */
export function ltiFrameResize(height: number): LtiFrameResize {
	return { subject: 'lti.frameResize', height: wholePixels(height) };
}

/** The embed's side of the H5P handshake: "can you resize me?" */
export interface H5pHello {
	readonly context: 'h5p';
	readonly action: 'hello';
}

/**
 * "Get ready to resize": the host first sets the frame to `clientHeight` (so content that
 * shrank can show it), then answers `resizePrepared`.
 */
export interface H5pPrepareResize {
	readonly context: 'h5p';
	readonly action: 'prepareResize';
	readonly scrollHeight: number;
	readonly clientHeight: number;
}

/** "Make me this tall": the host sets the frame's height to `scrollHeight`. */
export interface H5pResize {
	readonly context: 'h5p';
	readonly action: 'resize';
	readonly scrollHeight: number;
}

export type H5pMessage = H5pHello | H5pPrepareResize | H5pResize;

export function h5pHello(): H5pHello {
	return { context: 'h5p', action: 'hello' };
}

/**
 * prepareResize for a document `height` pixels tall. Both heights are the content's own
 * height: H5P measures a body of automatic height, whose client and scroll heights are its
 * content's, and a frame's root scrolls to at least the frame's height, which could never shrink.
 */
export function h5pPrepareResize(height: number): H5pPrepareResize {
	const pixels = wholePixels(height);
	return { context: 'h5p', action: 'prepareResize', scrollHeight: pixels, clientHeight: pixels };
}

export function h5pResize(height: number): H5pResize {
	return { context: 'h5p', action: 'resize', scrollHeight: wholePixels(height) };
}

/**
 * What an H5P host says to its frames: `ready` (the resizer script has loaded: say hello
 * again), `hello` (it will resize this frame), `resizePrepared` (send the height now) and
 * `resize` (its window changed size: measure again).
 */
export type H5pHostAction = 'ready' | 'hello' | 'resizePrepared' | 'resize';

const HOST_ACTIONS: readonly string[] = ['ready', 'hello', 'resizePrepared', 'resize'];

/** The host's action in a `message` event's data, or null for anything else. */
export function h5pHostAction(data: unknown): H5pHostAction | null {
	if (typeof data !== 'object' || data === null) return null;
	const { context, action } = data as Record<string, unknown>;
	if (context !== 'h5p' || typeof action !== 'string') return null;
	return HOST_ACTIONS.includes(action) ? (action as H5pHostAction) : null;
}

/** Where the handshake stands: whether a host has answered hello, so it will resize. */
export interface H5pHandshake {
	readonly greeted: boolean;
}

export const H5P_START: H5pHandshake = { greeted: false };

export interface H5pStep {
	readonly next: H5pHandshake;
	/** What to post to the host, in order. */
	readonly send: readonly H5pMessage[];
}

/** The handshake's answer to what the host said, for a document `height` pixels tall now. */
export function h5pAnswer(state: H5pHandshake, heard: H5pHostAction, height: number): H5pStep {
	switch (heard) {
		case 'ready':
			return { next: state, send: [h5pHello()] };
		case 'hello':
			return { next: { greeted: true }, send: [h5pPrepareResize(height)] };
		case 'resizePrepared':
			return { next: state, send: [h5pResize(height)] };
		case 'resize':
			return { next: state, send: state.greeted ? [h5pPrepareResize(height)] : [] };
	}
}

/**
 * What to post when the document's height changes: prepareResize once a host has answered
 * hello; before that, hello (the first one opens the handshake; a host loaded later says ready).
 */
export function h5pOnHeight(state: H5pHandshake, height: number): H5pMessage {
	return state.greeted ? h5pPrepareResize(height) : h5pHello();
}
