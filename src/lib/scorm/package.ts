/**
 * The SCORM 1.2 package as a zip: the manifest at the root and the launch page with every file
 * it loads, at the paths the site serves them from (the pages use relative addresses, so the
 * package runs from wherever the LMS unpacks it). Built in the browser with fflate.
 */

import { zipSync, type Zippable } from 'fflate';
import type { Assignment } from '../practice/assignment';
import { message, type MessageRef } from '../messages';
import { LAUNCH_PAGE, manifestXml } from './manifest';

/** Files already compressed, stored as they are rather than deflated again. */
const STORED = /\.(woff2?|png|jpe?g|gif|webp|gz|br)$/i;

/**
 * The list of files the site's build writes for the package (scripts/scorm-files.mjs):
 * the launch page first, then what it loads.
 */
export const FILE_LIST = 'embed/scorm-files.json';

/**
 * Where a package in `locale` comes from on the site (docs/scorm.md): its launch page is the
 * practice embed in that language (`es/embed/scorm.html`, which keeps its language inside the
 * LMS: it says it in its `<html lang>`), listed with its files beside it, and its model answers
 * open the explorer in the same language (`site` + `es/play`).
 */
export function packagePaths(locale: string): {
	fileList: string;
	launchPage: string;
	sitePrefix: string;
} {
	const sitePrefix = locale === 'en' ? '' : `${locale}/`;
	return {
		fileList: `${sitePrefix}${FILE_LIST}`,
		launchPage: `${sitePrefix}${LAUNCH_PAGE}`,
		sitePrefix
	};
}

/** Reads the file list's JSON, or says why it cannot. */
export function readFileList(value: unknown): { files: string[] } | { error: MessageRef } {
	const files = (value as { files?: unknown } | null)?.files;
	if (!Array.isArray(files) || files.length === 0) {
		return { error: message('files_scorm_list_empty', {}) };
	}
	for (const file of files) {
		if (typeof file !== 'string' || !isPackagePath(file)) {
			return { error: message('files_scorm_list_bad_entry', { entry: JSON.stringify(file) }) };
		}
	}
	return { files: files as string[] };
}

/** A relative '/'-separated path that stays inside the package. */
export function isPackagePath(path: string): boolean {
	return (
		path !== '' &&
		!path.startsWith('/') &&
		!path.includes('\\') &&
		path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
	);
}

/**
 * The zip of the package: imsmanifest.xml, then every file under its path. `untitled` is the
 * package's title when the assignment has neither title nor key (manifest.ts, packageTitle).
 */
export function buildPackage(
	assignment: Assignment,
	files: ReadonlyMap<string, Uint8Array>,
	untitled: string,
	site = '',
	launchPage = LAUNCH_PAGE
): Uint8Array {
	const paths = [...files.keys()];
	const zippable: Zippable = {
		'imsmanifest.xml': new TextEncoder().encode(
			manifestXml(assignment, paths, untitled, site, launchPage)
		)
	};
	for (const [path, bytes] of files) {
		zippable[path] = STORED.test(path) ? [bytes, { level: 0 }] : bytes;
	}
	// A fixed date: the same assignment and files give the same zip.
	return zipSync(zippable, { level: 6, mtime: new Date(2020, 0, 1) });
}

/** The package's file name: the assignment's key (or title) as a file name, then "-scorm12.zip". */
export function packageFileName(assignment: Assignment): string {
	const base = (assignment.key || assignment.title || 'frontier-practice')
		.normalize('NFKD')
		.replace(/[^\w.-]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60);
	return `${base || 'frontier-practice'}-scorm12.zip`;
}
