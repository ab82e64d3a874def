import { describe, expect, it } from 'vitest';
import {
	H5P_START,
	h5pAnswer,
	h5pHello,
	h5pHostAction,
	h5pOnHeight,
	h5pPrepareResize,
	h5pResize,
	ltiFrameResize
} from '$lib/embed/resize-messages';

describe('the builders', () => {
	it("writes Canvas's lti.frameResize with whole pixels, rounded up", () => {
		expect(ltiFrameResize(640)).toEqual({ subject: 'lti.frameResize', height: 640 });
		expect(ltiFrameResize(812.2)).toEqual({ subject: 'lti.frameResize', height: 813 });
		expect(ltiFrameResize(0)).toEqual({ subject: 'lti.frameResize', height: 0 });
	});

	it("writes the H5P resizer's three messages", () => {
		expect(h5pHello()).toEqual({ context: 'h5p', action: 'hello' });
		expect(h5pPrepareResize(611.5)).toEqual({
			context: 'h5p',
			action: 'prepareResize',
			scrollHeight: 612,
			clientHeight: 612
		});
		expect(h5pResize(612)).toEqual({ context: 'h5p', action: 'resize', scrollHeight: 612 });
	});

	it('refuses a height that is negative or not finite, naming it', () => {
		expect(() => ltiFrameResize(-1)).toThrow(
			new RangeError('A height must be a finite number, 0 or more, not -1.')
		);
		expect(() => h5pPrepareResize(Number.NaN)).toThrow(
			new RangeError('A height must be a finite number, 0 or more, not NaN.')
		);
		expect(() => h5pResize(Infinity)).toThrow(
			new RangeError('A height must be a finite number, 0 or more, not Infinity.')
		);
	});
});

describe("reading the host's replies", () => {
	it('knows the four actions an H5P host sends, in the h5p context only', () => {
		expect(h5pHostAction({ context: 'h5p', action: 'ready' })).toBe('ready');
		expect(h5pHostAction({ context: 'h5p', action: 'hello' })).toBe('hello');
		expect(h5pHostAction({ context: 'h5p', action: 'resizePrepared' })).toBe('resizePrepared');
		expect(h5pHostAction({ context: 'h5p', action: 'resize', scrollHeight: 9 })).toBe('resize');
	});

	it('ignores everything else', () => {
		for (const data of [
			null,
			undefined,
			'{"context":"h5p","action":"hello"}',
			42,
			{ action: 'hello' },
			{ context: 'H5P', action: 'hello' },
			{ context: 'h5p', action: 'prepareResize' },
			{ context: 'h5p', action: 'enterFullScreen' },
			{ context: 'h5p', action: 7 },
			{ frontier: 1, type: 'height', height: 5 },
			{ subject: 'lti.frameResize', height: 5 }
		]) {
			expect(h5pHostAction(data)).toBe(null);
		}
	});
});

describe('the handshake', () => {
	it('says hello until a host answers, then prepares each resize', () => {
		expect(h5pOnHeight(H5P_START, 700)).toEqual({ context: 'h5p', action: 'hello' });
		const greeted = h5pAnswer(H5P_START, 'hello', 700);
		expect(greeted).toEqual({
			next: { greeted: true },
			send: [{ context: 'h5p', action: 'prepareResize', scrollHeight: 700, clientHeight: 700 }]
		});
		expect(h5pOnHeight(greeted.next, 720.1)).toEqual({
			context: 'h5p',
			action: 'prepareResize',
			scrollHeight: 721,
			clientHeight: 721
		});
	});

	it('sends the height once the host has prepared, and hello again when its resizer loads late', () => {
		const greeted = { greeted: true };
		expect(h5pAnswer(greeted, 'resizePrepared', 633)).toEqual({
			next: greeted,
			send: [{ context: 'h5p', action: 'resize', scrollHeight: 633 }]
		});
		expect(h5pAnswer(H5P_START, 'ready', 633)).toEqual({
			next: H5P_START,
			send: [{ context: 'h5p', action: 'hello' }]
		});
	});

	it("measures again when the host's window resizes, once greeted", () => {
		expect(h5pAnswer(H5P_START, 'resize', 500)).toEqual({ next: H5P_START, send: [] });
		expect(h5pAnswer({ greeted: true }, 'resize', 500)).toEqual({
			next: { greeted: true },
			send: [{ context: 'h5p', action: 'prepareResize', scrollHeight: 500, clientHeight: 500 }]
		});
	});
});
