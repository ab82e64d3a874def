/**
 * The lab's link: a student's h in the URL, so a teacher can post one (`/lab?v=1&code=…`). The
 * code is compressed (raw DEFLATE, the browser's CompressionStream) and written in base64url;
 * `v` names the format, so a link posted today still opens when the format changes. Reading a
 * link never throws: each way it can be wrong becomes a sentence, and no code is run by reading.
 */

import { duplicateNotices, quoted, unknownNotices, type LinkNotice } from './link-notices';
import { message, type MessageRef } from '../messages';

/** The link format this code writes. */
export const LAB_LINK_VERSION = 1;
export const LAB_PARAMS: readonly string[] = ['v', 'code'];
/** Longer code is refused in a link (a browser's address bar takes a few tens of thousands). */
export const MAX_CODE_CHARS = 20_000;

export interface LabLink {
	/** The code the link carries, or null when it carries none that can be read. */
	readonly code: string | null;
	readonly notices: readonly LinkNotice[];
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
	const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
	return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
	let binary = '';
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
		return Uint8Array.from(binary, (char) => char.charCodeAt(0));
	} catch {
		return null;
	}
}

/** `code` as links carry it: UTF-8, raw DEFLATE, base64url. */
export async function packCode(code: string): Promise<string> {
	return toBase64Url(
		await through(new TextEncoder().encode(code), new CompressionStream('deflate-raw'))
	);
}

/** Whether `text` can be packed code at all (base64url); unpacking says the rest. */
export function isPackedText(text: string): boolean {
	return fromBase64Url(text) !== null;
}

/** The sentence for packed code that cannot be unpacked. */
export const DAMAGED_CODE: MessageRef = message('notice_code_damaged', {});

/** The code `text` packs, or the sentence saying why it cannot be read. Never throws. */
export async function unpackCode(
	text: string
): Promise<{ readonly code: string } | { readonly message: MessageRef }> {
	const bytes = fromBase64Url(text);
	if (bytes === null) return { message: DAMAGED_CODE };
	try {
		const unpacked = await through(bytes, new DecompressionStream('deflate-raw'));
		const code = new TextDecoder('utf-8', { fatal: true }).decode(unpacked);
		if (code.length > MAX_CODE_CHARS) {
			return {
				message: message('notice_code_too_long', { count: code.length, max: MAX_CODE_CHARS })
			};
		}
		return { code };
	} catch {
		return { message: DAMAGED_CODE };
	}
}

/** The query of a link carrying `code`: `v=1&code=…`. */
/**
 * What a page that reads `hcode` (/play, /compare) says when the code will not unpack: why, and
 * that the run falls back to Manhattan distance.
 */
export function unreadableCodeNotice(why: MessageRef): LinkNotice {
	return { param: 'hcode', message: message('notice_manhattan_fallback', { why }) };
}

export async function labLinkQuery(code: string): Promise<string> {
	return `v=${LAB_LINK_VERSION}&code=${await packCode(code)}`;
}

/** Reads a lab link's query. */
export async function readLabLink(query: URLSearchParams): Promise<LabLink> {
	const notices = [...duplicateNotices(query), ...unknownNotices(query, LAB_PARAMS)];
	const text = query.get('code');
	const version = query.get('v');
	const readable = version === String(LAB_LINK_VERSION);
	if (text === null) {
		if (version !== null) {
			notices.push(
				readable
					? { param: 'code', message: message('notice_lab_no_code', {}) }
					: {
							param: 'v',
							message: message('notice_lab_version_no_code', {
								value: quoted(version),
								version: LAB_LINK_VERSION
							})
						}
			);
		}
		return { code: null, notices };
	}
	if (!readable) {
		const said =
			version === null
				? message('notice_lab_no_version', { version: LAB_LINK_VERSION })
				: message('notice_lab_other_version', {
						value: quoted(version),
						version: LAB_LINK_VERSION
					});
		return { code: null, notices: [...notices, { param: 'v', message: said }] };
	}
	const read = await unpackCode(text);
	if ('message' in read) {
		return { code: null, notices: [...notices, { param: 'code', message: read.message }] };
	}
	return { code: read.code, notices };
}
