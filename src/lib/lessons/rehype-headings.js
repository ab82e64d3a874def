/**
 * Gives every h2 and h3 of a lesson a stable id made from its text, so a teacher can link a
 * section, and records the headings in the lesson's metadata for its table of contents.
 *
 * A translated lesson (content/lessons/<locale>/<file>.md) has the same sections as the English
 * one, in the same order: its headings take the English ids by position, so a link to a section
 * (`/lessons/04-breadth-first-search#when-to-test`) reaches it in every language, and a heading
 * in Chinese, which has no Latin letters to make an id of, still gets one. A translation whose
 * headings differ in number or level from the English stops the build, naming both files.
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ type: string, tagName?: string, value?: string,
 *   properties?: Record<string, unknown>, children?: HastNode[] }} HastNode
 * @typedef {{ depth: 2 | 3, id: string, text: string }} Heading
 */

/**
 * Lower case, letters and digits kept, every other run of characters one hyphen.
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
	return text
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
}

/**
 * @param {HastNode} node
 * @returns {string}
 */
function textOf(node) {
	if (node.type === 'text') return node.value ?? '';
	return (node.children ?? []).map(textOf).join('');
}

/**
 * @param {HastNode} node
 * @param {(node: HastNode) => void} visit
 */
function walk(node, visit) {
	visit(node);
	for (const child of node.children ?? []) walk(child, visit);
}

/**
 * The ids of headings with these texts, in order: the text made an id, and a text met again
 * numbered (`-2`, `-3`).
 * @param {readonly string[]} texts
 * @returns {string[]}
 */
function idsOf(texts) {
	/** @type {Map<string, number>} */
	const used = new Map();
	return texts.map((text) => {
		const base = slugify(text) || 'section';
		const seen = used.get(base) ?? 0;
		used.set(base, seen + 1);
		return seen === 0 ? base : `${base}-${seen + 1}`;
	});
}

/**
 * The h2 and h3 headings of a lesson's markdown source, outside code: their levels and texts as
 * the page shows them (a heading's only markup in the lessons is an escaped `\*`).
 * @param {string} source
 * @returns {{ depth: 2 | 3, text: string }[]}
 */
export function sourceHeadings(source) {
	/** @type {{ depth: 2 | 3, text: string }[]} */
	const headings = [];
	let fenced = false;
	for (const line of source.split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
		const heading = fenced ? null : /^(##|###)\s+(.+?)\s*#*\s*$/.exec(line);
		if (heading) {
			headings.push({
				depth: heading[1].length === 2 ? 2 : 3,
				text: heading[2].replace(/\\(.)/g, '$1')
			});
		}
	}
	return headings;
}

/**
 * The ids a lesson's source gives its h2 and h3 headings, in order.
 * @param {string} source
 * @returns {string[]}
 */
export function headingIds(source) {
	return idsOf(sourceHeadings(source).map((heading) => heading.text));
}

/**
 * The English lesson of a translation (content/lessons/es/04-….md → content/lessons/04-….md),
 * or null for a lesson that is itself English.
 * @param {string | undefined} filename
 * @returns {string | null}
 */
export function englishOf(filename) {
	if (filename === undefined) return null;
	const folder = path.dirname(filename);
	if (path.basename(path.dirname(folder)) !== 'lessons') return null;
	return path.join(path.dirname(folder), path.basename(filename));
}

/**
 * @returns {(tree: HastNode, file: { filename?: string, data: { fm?: Record<string, unknown> } }) => void}
 */
export default function rehypeHeadings() {
	return (tree, file) => {
		/** @type {HastNode[]} */
		const nodes = [];
		walk(tree, (node) => {
			if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
				nodes.push(node);
			}
		});
		const texts = nodes.map((node) => textOf(node).trim());
		const english = englishOf(file.filename);
		let ids = idsOf(texts);
		if (english !== null) {
			if (!existsSync(english)) {
				throw new Error(
					`${file.filename}: a translation of a lesson that does not exist (${english})`
				);
			}
			const source = readFileSync(english, 'utf8');
			const originals = sourceHeadings(source);
			const levels = nodes.map((node) => (node.tagName === 'h2' ? 2 : 3));
			if (originals.map((heading) => heading.depth).join() !== levels.join()) {
				throw new Error(
					`${file.filename}: its headings (levels ${levels.join(', ')}) must be those of ${english} (levels ${originals.map((heading) => heading.depth).join(', ')}), in the same order`
				);
			}
			ids = headingIds(source);
		}
		/** @type {Heading[]} */
		const headings = nodes.map((node, index) => {
			const id = ids[index];
			node.properties = { ...node.properties, id };
			return { depth: node.tagName === 'h2' ? 2 : 3, id, text: texts[index] };
		});
		if (file.data.fm) file.data.fm.headings = headings;
	};
}
