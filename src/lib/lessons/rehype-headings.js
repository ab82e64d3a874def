/**
 * Gives every h2 and h3 of a lesson a stable id made from its text, so a teacher can link a
 * section, and records the headings in the lesson's metadata for its table of contents.
 */

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

/** @returns {(tree: HastNode, file: { data: { fm?: Record<string, unknown> } }) => void} */
export default function rehypeHeadings() {
	return (tree, file) => {
		/** @type {Heading[]} */
		const headings = [];
		/** @type {Map<string, number>} */
		const used = new Map();
		walk(tree, (node) => {
			if (node.type !== 'element' || (node.tagName !== 'h2' && node.tagName !== 'h3')) return;
			const text = textOf(node).trim();
			const base = slugify(text) || 'section';
			const seen = used.get(base) ?? 0;
			used.set(base, seen + 1);
			const id = seen === 0 ? base : `${base}-${seen + 1}`;
			node.properties = { ...node.properties, id };
			headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text });
		});
		if (file.data.fm) file.data.fm.headings = headings;
	};
}
