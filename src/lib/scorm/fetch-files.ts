/**
 * Gathering the package's files from the site that serves the builder: the build's list of them
 * (FILE_LIST) and then each file, all from the site's own root, in parallel. `fetcher` is the
 * browser's fetch on the page and a stand-in in tests.
 */

import { FILE_LIST, readFileList } from './package';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';

export type FetchedFiles =
	| { readonly ok: true; readonly files: ReadonlyMap<string, Uint8Array> }
	| { readonly ok: false; readonly message: MessageRef };

type Fetcher = (url: string) => Promise<Response>;

/**
 * Every file of the package, fetched from `root` (the site's root address, ending in '/'), as
 * the list at `fileList` (under the root) names them.
 */
export async function fetchPackageFiles(
	root: string,
	fetcher: Fetcher,
	fileList = FILE_LIST
): Promise<FetchedFiles> {
	let listed: unknown;
	try {
		const response = await fetcher(new URL(fileList, root).href);
		if (!response.ok) {
			return {
				ok: false,
				message: message('files_scorm_no_list', { fileList, status: response.status })
			};
		}
		listed = await response.json();
	} catch (error) {
		return {
			ok: false,
			message: message('files_scorm_list_unreadable', { why: why(error) })
		};
	}
	const list = readFileList(listed);
	if ('error' in list) return { ok: false, message: list.error };
	try {
		const bodies = await Promise.all(
			list.files.map(async (path) => {
				const response = await fetcher(new URL(path, root).href);
				if (!response.ok) {
					throw new MessageError(
						message('files_scorm_file_status', { path, status: response.status })
					);
				}
				return [path, new Uint8Array(await response.arrayBuffer())] as const;
			})
		);
		return { ok: true, files: new Map(bodies) };
	} catch (error) {
		return {
			ok: false,
			message: message('files_scorm_fetch_failed', { why: why(error) })
		};
	}
}

/** What went wrong: this module's own message, or the browser's words (a network error). */
function why(error: unknown): MessageRef | string {
	if (error instanceof MessageError) return error.ref;
	return error instanceof Error ? error.message : String(error);
}
