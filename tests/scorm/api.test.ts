import { describe, expect, it } from 'vitest';
import {
	findScorm12Api,
	isScorm12Api,
	MAX_PARENTS,
	type WindowLike
} from '../../src/lib/scorm/api';

/** An object with every method of the SCORM 1.2 API. */
function fakeApi(label: string): Record<string, unknown> {
	const api: Record<string, unknown> = { label };
	for (const method of [
		'LMSInitialize',
		'LMSFinish',
		'LMSGetValue',
		'LMSSetValue',
		'LMSCommit',
		'LMSGetLastError',
		'LMSGetErrorString',
		'LMSGetDiagnostic'
	]) {
		api[method] = () => '';
	}
	return api;
}

interface FakeWindow {
	parent: FakeWindow | null;
	opener?: FakeWindow | null;
	API?: unknown;
}

/** A chain of `depth` frames under a top window; returns the innermost. */
function chain(
	depth: number,
	top: Partial<FakeWindow> = {}
): { inner: FakeWindow; top: FakeWindow } {
	const topWindow: FakeWindow = { parent: null, ...top };
	topWindow.parent = topWindow;
	let inner = topWindow;
	for (let i = 0; i < depth; i++) inner = { parent: inner };
	return { inner, top: topWindow };
}

const label = (found: unknown): unknown => (found as { label?: string } | null)?.label ?? null;

describe('findScorm12Api', () => {
	it('finds the API on the window itself, its parent, or a window further up', () => {
		const own: FakeWindow = { parent: null, API: fakeApi('own') };
		own.parent = own;
		expect(label(findScorm12Api(own))).toBe('own');
		expect(label(findScorm12Api(chain(1, { API: fakeApi('parent') }).inner))).toBe('parent');
		expect(label(findScorm12Api(chain(MAX_PARENTS, { API: fakeApi('far') }).inner))).toBe('far');
	});

	it(`looks no more than ${MAX_PARENTS} windows up`, () => {
		expect(findScorm12Api(chain(MAX_PARENTS + 1, { API: fakeApi('too far') }).inner)).toBe(null);
	});

	it('takes the nearest API when two windows hold one', () => {
		const { inner, top } = chain(2, { API: fakeApi('top') });
		(inner.parent as FakeWindow).API = fakeApi('nearer');
		expect(top.API).not.toBe(undefined);
		expect(label(findScorm12Api(inner))).toBe('nearer');
	});

	it('looks in the opener and the windows above it when the parents hold none', () => {
		const lms = chain(1, { API: fakeApi('opener chain') });
		const popup: FakeWindow = { parent: null, opener: lms.inner };
		popup.parent = popup;
		expect(label(findScorm12Api(popup))).toBe('opener chain');
	});

	it('skips a window that cannot be read (another origin) and goes on above it', () => {
		const { inner, top } = chain(2, { API: fakeApi('above') });
		const foreign = inner.parent as FakeWindow;
		Object.defineProperty(foreign, 'API', {
			get() {
				throw new DOMException('Blocked a frame', 'SecurityError');
			}
		});
		expect(top.API).not.toBe(undefined);
		expect(label(findScorm12Api(inner))).toBe('above');
	});

	it('finds nothing when no window holds a whole API', () => {
		expect(findScorm12Api(chain(3).inner)).toBe(null);
		const partial = { ...fakeApi('partial'), LMSCommit: undefined };
		expect(findScorm12Api(chain(1, { API: partial }).inner as WindowLike)).toBe(null);
		expect(isScorm12Api(partial)).toBe(false);
		expect(isScorm12Api(fakeApi('whole'))).toBe(true);
		expect(isScorm12Api(null)).toBe(false);
	});
});
