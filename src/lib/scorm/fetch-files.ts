/**
 * Gathering the package's files from the site that serves the builder: the build's list of them
 * (FILE_LIST) and then each file, all from the site's own root, in parallel. `fetcher` is the
 * browser's fetch on the page and a stand-in in tests.
 */

import { FILE_LIST, readFileList } from './package';

export type FetchedFiles =
	| { readonly ok: true; readonly files: ReadonlyMap<string, Uint8Array> }
	| { readonly ok: false; readonly message: string };

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
				message: `The site holds no list of the package’s files (${fileList} answered ${response.status}): it is made by the site’s build, so a development server cannot make packages.`
			};
		}
		listed = await response.json();
	} catch (error) {
		return {
			ok: false,
			message: `The list of the package’s files could not be read: ${why(error)}`
		};
	}
	const list = readFileList(listed);
	if ('error' in list) return { ok: false, message: list.error };
	try {
		const bodies = await Promise.all(
			list.files.map(async (path) => {
				const response = await fetcher(new URL(path, root).href);
				if (!response.ok) throw new Error(`${path} answered ${response.status}`);
				return [path, new Uint8Array(await response.arrayBuffer())] as const;
			})
		);
		return { ok: true, files: new Map(bodies) };
	} catch (error) {
		return {
			ok: false,
			message: `A file of the package could not be fetched (${why(error)}); reload the page and try again.`
		};
	}
}

function why(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
