/**
 * Resume codes: an attempt under way as one short text, for the places where the browser keeps
 * nothing (a frame of another site with storage blocked). The page writes it into its address's
 * fragment (`#attempt=<code>`), which outlives a reload and travels with "Open in Frontier", and
 * shows it for the student to copy and paste back anywhere.
 *
 * Layout (version 1): "FA1-" then base64url of the bytes
 *   version · the assignment's check (4 bytes) · seed (length, UTF-8) · name (length, UTF-8)
 *   · parts moved past · answer count · answers · a 32-bit check of everything before it
 * with the same varints and check as result codes (result-code.ts). The assignment is held as
 * its check only (the page that reads the code knows its own assignment): a code pasted into
 * another assignment's page is told apart, and the code stays short enough for a link.
 *
 * Pure: reading returns a message id (ResumeProblem), which the component words.
 */

import { readAttempt, type Attempt } from './attempt';
import {
	checkOf,
	fromBase64Url,
	readNumber,
	readText,
	toBase64Url,
	writeNumber,
	writeText
} from './result-code';

export const RESUME_PREFIX = 'FA1-';
const VERSION = 1;
/** The fragment's parameter: `#attempt=FA1-…`. */
export const RESUME_FRAGMENT = 'attempt';

/** Why a text is not an attempt this page can resume. */
export type ResumeProblem =
	/** Nothing was pasted. */
	| 'empty'
	/** A result code (FR1-…): the code of a finished attempt, to hand in, not to resume. */
	| 'result-code'
	/** FA<n>- of another version. */
	| 'other-version'
	/** Anything else. */
	| 'not-a-resume-code'
	/** Cut short, mistyped or edited: characters or the check do not fit. */
	| 'damaged'
	/** A resume code of another assignment. */
	| 'other-assignment'
	/** Read whole, but not an attempt this page could have kept. */
	| 'not-an-attempt';

export type ResumeRead =
	| { readonly ok: true; readonly attempt: Attempt }
	| { readonly ok: false; readonly problem: ResumeProblem };

function assignmentCheck(assignment: string): number {
	return checkOf(new TextEncoder().encode(assignment));
}

function pushCheck(bytes: number[], check: number): void {
	bytes.push(check >>> 24, (check >>> 16) & 255, (check >>> 8) & 255, check & 255);
}

function readCheck(bytes: Uint8Array, at: number): number {
	return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
}

/** The resume code of `attempt` at the assignment `assignment` (its canonical query). */
export function resumeCode(assignment: string, attempt: Attempt): string {
	const bytes: number[] = [VERSION];
	pushCheck(bytes, assignmentCheck(assignment));
	writeText(bytes, attempt.seed, 'seed');
	writeText(bytes, attempt.name, 'name');
	writeNumber(bytes, attempt.advanced, 'advanced');
	writeNumber(bytes, attempt.answers.length, 'answers.length');
	for (const answer of attempt.answers) writeNumber(bytes, answer, 'answer');
	pushCheck(bytes, checkOf(bytes));
	return RESUME_PREFIX + toBase64Url(bytes);
}

/** Reads a resume code for the assignment `assignment` (never throws). */
export function readResumeCode(assignment: string, code: string): ResumeRead {
	const failed = (problem: ResumeProblem): ResumeRead => ({ ok: false, problem });
	const text = code.trim();
	if (text === '') return failed('empty');
	if (!text.startsWith(RESUME_PREFIX)) {
		if (/^FR\d+-/.test(text)) return failed('result-code');
		return failed(/^FA\d+-/.test(text) ? 'other-version' : 'not-a-resume-code');
	}
	const bytes = fromBase64Url(text.slice(RESUME_PREFIX.length));
	// The version, the assignment's check and the code's own check at the least.
	if (bytes === null || bytes.length < 9) return failed('damaged');
	const body = bytes.subarray(0, bytes.length - 4);
	if (readCheck(bytes, bytes.length - 4) !== checkOf(body)) return failed('damaged');
	if (body[0] !== VERSION) return failed('other-version');
	if (readCheck(body, 1) !== assignmentCheck(assignment)) return failed('other-assignment');
	const reader = { bytes: body, at: 5 };
	try {
		const seed = readText(reader);
		const name = readText(reader);
		const advanced = readNumber(reader);
		const count = readNumber(reader);
		const answers: number[] = [];
		for (let i = 0; i < count && reader.at < body.length; i++) answers.push(readNumber(reader));
		if (answers.length !== count || reader.at !== body.length) return failed('not-an-attempt');
		const attempt = readAttempt({ seed, name, answers, advanced });
		return attempt === null ? failed('not-an-attempt') : { ok: true, attempt };
	} catch {
		// Passed its check, so written whole, but not by this page.
		return failed('not-an-attempt');
	}
}

/** The resume code a link's fragment carries (`#attempt=…` among others), or null. */
export function resumeCodeOfFragment(hash: string): string | null {
	const value = new URLSearchParams(hash.replace(/^#/, '')).get(RESUME_FRAGMENT);
	return value === null || value === '' ? null : value;
}

/** A fragment carrying `code`: `#attempt=FA1-…` (base64url needs no escaping). */
export function fragmentOf(code: string): string {
	return `#${RESUME_FRAGMENT}=${code}`;
}
