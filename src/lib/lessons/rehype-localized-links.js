/**
 * A translated lesson (content/lessons/<locale>/<file>.md) keeps the English lesson's links, so
 * a translator never touches an address; in its page they lead to the same pages in the lesson's
 * language (`/lessons/08-a-star#…` in a Spanish lesson becomes `/es/lessons/08-a-star#…`), and a
 * student reading in Spanish stays in Spanish.
 */

import { englishOf } from './rehype-headings.js';
import path from 'node:path';

/**
 * @typedef {{ type: string, tagName?: string, properties?: Record<string, unknown>,
 *   children?: HastNode[] }} HastNode
 */

/**
 * `href` in `locale`: a path of the site gets the language's prefix; a fragment, another site's
 * address or a file of the site's (a download) stays as it is.
 * @param {string} href
 * @param {string} locale
 * @returns {string}
 */
export function localizedLessonHref(href, locale) {
	if (!href.startsWith('/') || href.startsWith('//')) return href;
	return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/**
 * @param {HastNode} node
 * @param {(node: HastNode) => void} visit
 */
function walk(node, visit) {
	visit(node);
	for (const child of node.children ?? []) walk(child, visit);
}

/** @returns {(tree: HastNode, file: { filename?: string }) => void} */
export default function rehypeLocalizedLinks() {
	return (tree, file) => {
		if (englishOf(file.filename) === null || file.filename === undefined) return;
		const locale = path.basename(path.dirname(file.filename));
		walk(tree, (node) => {
			const href = node.properties?.href;
			if (node.tagName === 'a' && typeof href === 'string') {
				node.properties = { ...node.properties, href: localizedLessonHref(href, locale) };
			}
		});
	};
}
