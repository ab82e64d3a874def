/**
 * Result codes: a student's finished practice as one short text to copy to the teacher, holding
 * the assignment, the seed its instances were drawn from, every answer and the score the page
 * gave. The checking page reads a code back, draws the same instances, judges every answer again
 * with the engine and compares its score with the one claimed.
 *
 * Layout (version 1): "FR1-" then base64url of the bytes
 *   version · assignment (length, UTF-8) · seed (length, UTF-8) · name (length, UTF-8) · score
 *   · answer count · answers · a 32-bit check
 * where lengths and numbers are unsigned LEB128 varints, and the check is a hash of everything
 * before it. The check catches a code damaged in copying or edited by hand; it is not a
 * signature: the page that makes codes runs in the student's browser, so a determined student
 * can make a code for any answers. What the checking page proves is that the answers in a code
 * earn the score it claims on the instances its seed draws.
 */

import { message, type MessageRef } from '../messages';

export interface PracticeResult {
	/** The assignment, as the query text of its link (its settings and title). */
	readonly assignment: string;
	/** The seed the assignment's instances were drawn from. */
	readonly seed: string;
	/** The name the student typed, as they typed it ('' when none): the code is theirs to hand in. */
	readonly name: string;
	/** The score the page gave: answers right at the first try. */
	readonly score: number;
	/** Every first-try answer, in the order asked, as whole numbers from 0 to 2^31 − 1. */
	readonly answers: readonly number[];
}

export type ReadResult =
	| { readonly ok: true; readonly result: PracticeResult }
	| { readonly ok: false; readonly message: MessageRef };

const PREFIX = 'FR1-';
const VERSION = 1;
const MAX_TEXT = 2000;
const MAX_ANSWERS = 10_000;

/** The code for `result`; throws a RangeError for a value a code cannot hold. */
export function resultCode(result: PracticeResult): string {
	const bytes: number[] = [VERSION];
	writeText(bytes, result.assignment, 'assignment');
	writeText(bytes, result.seed, 'seed');
	writeText(bytes, result.name, 'name');
	writeNumber(bytes, result.score, 'score');
	if (result.answers.length > MAX_ANSWERS) {
		throw new RangeError(`A code holds at most ${MAX_ANSWERS} answers.`);
	}
	writeNumber(bytes, result.answers.length, 'answers.length');
	for (const answer of result.answers) writeNumber(bytes, answer, 'answer');
	const check = checkOf(bytes);
	bytes.push(check >>> 24, (check >>> 16) & 255, (check >>> 8) & 255, check & 255);
	return PREFIX + toBase64Url(bytes);
}

/** Reads a code back, or says why it cannot (never throws). */
export function readResultCode(code: string): ReadResult {
	const text = code.trim();
	if (text === '') return failed(message('course_code_empty', {}));
	if (!text.startsWith(PREFIX)) {
		return failed(
			/^FR\d+-/.test(text)
				? message('course_code_other_version', { version: text.slice(0, text.indexOf('-')) })
				: message('course_code_not_a_code', {})
		);
	}
	const bytes = fromBase64Url(text.slice(PREFIX.length));
	if (bytes === null) {
		return failed(message('course_code_bad_characters', {}));
	}
	if (bytes.length < 5) return failed(message('course_code_cut_short', {}));
	const body = bytes.subarray(0, bytes.length - 4);
	const stored =
		((bytes[bytes.length - 4] << 24) |
			(bytes[bytes.length - 3] << 16) |
			(bytes[bytes.length - 2] << 8) |
			bytes[bytes.length - 1]) >>>
		0;
	if (stored !== checkOf(body)) {
		return failed(message('course_code_check_fails', {}));
	}
	const reader = { bytes: body, at: 0 };
	try {
		const version = body[reader.at++];
		if (version !== VERSION) return failed(message('course_code_unknown_version', { version }));
		const assignment = readText(reader);
		const seed = readText(reader);
		const name = readText(reader);
		const score = readNumber(reader);
		const count = readNumber(reader);
		if (count > MAX_ANSWERS) return failed(message('course_code_too_many_answers', {}));
		const answers: number[] = [];
		for (let i = 0; i < count; i++) answers.push(readNumber(reader));
		if (reader.at !== body.length) return failed(message('course_code_left_over', {}));
		return { ok: true, result: { assignment, seed, name, score, answers } };
	} catch {
		return failed(message('course_code_cut_short', {}));
	}
}

function failed(why: MessageRef): ReadResult {
	return { ok: false, message: why };
}

export function writeNumber(bytes: number[], value: number, what: string): void {
	if (!Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) {
		throw new RangeError(`The ${what} must be a whole number from 0 to 2^31 − 1, not ${value}.`);
	}
	let rest = value;
	while (rest >= 128) {
		bytes.push((rest & 127) | 128);
		rest = Math.floor(rest / 128);
	}
	bytes.push(rest);
}

export function writeText(bytes: number[], text: string, what: string): void {
	const encoded = new TextEncoder().encode(text);
	if (encoded.length > MAX_TEXT) {
		throw new RangeError(`The ${what} is longer than a code holds (${MAX_TEXT} bytes).`);
	}
	writeNumber(bytes, encoded.length, `${what} length`);
	for (const byte of encoded) bytes.push(byte);
}

export interface Reader {
	readonly bytes: Uint8Array;
	at: number;
}

export function readNumber(reader: Reader): number {
	let value = 0;
	let scale = 1;
	for (let i = 0; i < 5; i++) {
		if (reader.at >= reader.bytes.length) throw new RangeError('cut short');
		const byte = reader.bytes[reader.at++];
		value += (byte & 127) * scale;
		if (byte < 128) {
			if (value > 2 ** 31 - 1) throw new RangeError('too large');
			return value;
		}
		scale *= 128;
	}
	throw new RangeError('too long');
}

export function readText(reader: Reader): string {
	const length = readNumber(reader);
	if (length > MAX_TEXT || reader.at + length > reader.bytes.length) {
		throw new RangeError('cut short');
	}
	const slice = reader.bytes.subarray(reader.at, reader.at + length);
	reader.at += length;
	return new TextDecoder('utf-8', { fatal: true }).decode(slice);
}

/** FNV-1a over the bytes, then a final mix: a 32-bit check that any one change alters. */
export function checkOf(bytes: ArrayLike<number>): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
	hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
	hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
	return (hash ^ (hash >>> 16)) >>> 0;
}

/** base64url's alphabet: a code goes in a link's fragment and a URL untouched. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: readonly number[]): string {
	let text = '';
	for (let i = 0; i < bytes.length; i += 3) {
		const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
		const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
		for (let c = 0; c < chars; c++) text += ALPHABET[(chunk >>> (18 - 6 * c)) & 63];
	}
	return text;
}

export function fromBase64Url(text: string): Uint8Array | null {
	if (text.length % 4 === 1) return null;
	const bytes: number[] = [];
	let buffer = 0;
	let bits = 0;
	for (const char of text) {
		const value = ALPHABET.indexOf(char);
		if (value < 0) return null;
		buffer = ((buffer << 6) | value) & 0xffffff;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			bytes.push((buffer >>> bits) & 255);
		}
	}
	return Uint8Array.from(bytes);
}
