/**
 * Finding the LMS's SCORM 1.2 run-time API. An LMS that launches a SCO puts an object named
 * `API` on one of the windows around it: a frame above the SCO (most LMSs), or the window that
 * opened it in a new window (and the frames above that one). The SCORM 1.2 run-time environment
 * (RTE 3.3.6.1) tells a SCO to look up the chain of parents, at most a few levels, then in the
 * opener's chain. Reaching into a window of another origin throws; such a window is skipped.
 */

/** The SCORM 1.2 API an LMS provides: every call takes and returns strings. */
export interface Scorm12Api {
	LMSInitialize(empty: ''): string;
	LMSFinish(empty: ''): string;
	LMSGetValue(element: string): string;
	LMSSetValue(element: string, value: string): string;
	LMSCommit(empty: ''): string;
	LMSGetLastError(): string;
	LMSGetErrorString(code: string): string;
	LMSGetDiagnostic(code: string): string;
}

/** How many windows up a chain the search goes: the ADL's own sample looks 7 levels up. */
export const MAX_PARENTS = 7;

/** The part of a window the search reads, so tests can build chains of plain objects. */
export interface WindowLike {
	readonly parent: WindowLike | null;
	readonly opener?: WindowLike | null;
	readonly API?: unknown;
}

const METHODS = [
	'LMSInitialize',
	'LMSFinish',
	'LMSGetValue',
	'LMSSetValue',
	'LMSCommit',
	'LMSGetLastError',
	'LMSGetErrorString',
	'LMSGetDiagnostic'
] as const;

/** Whether `value` has every method of the SCORM 1.2 API. */
export function isScorm12Api(value: unknown): value is Scorm12Api {
	if (typeof value !== 'object' || value === null) return false;
	const record = value as Record<string, unknown>;
	return METHODS.every((method) => typeof record[method] === 'function');
}

/** The API on `win` or a window above it (at most MAX_PARENTS up), or null. */
function searchUp(win: WindowLike | null | undefined): Scorm12Api | null {
	let current: WindowLike | null | undefined = win;
	for (let level = 0; current != null && level <= MAX_PARENTS; level++) {
		try {
			const api = current.API;
			if (isScorm12Api(api)) return api;
		} catch {
			// A window of another origin cannot be read; the windows above it still may be.
		}
		let parent: WindowLike | null = null;
		try {
			parent = current.parent;
		} catch {
			return null;
		}
		// A top window is its own parent.
		if (parent === current) return null;
		current = parent;
	}
	return null;
}

/** The LMS's API for the SCO in `win`: its parents first, then its opener's chain. */
export function findScorm12Api(win: WindowLike): Scorm12Api | null {
	const found = searchUp(win);
	if (found !== null) return found;
	let opener: WindowLike | null | undefined = null;
	try {
		opener = win.opener;
	} catch {
		opener = null;
	}
	return opener == null ? null : searchUp(opener);
}
