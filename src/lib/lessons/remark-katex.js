/**
 * Renders remark-math's `math` and `inlineMath` nodes with KaTeX when the site is built, so a
 * lesson ships finished HTML and no script. Each node becomes `{@html "..."}` with the HTML as a
 * JSON string: Svelte then reads a string literal and never parses the braces of the TeX.
 */

import katex from 'katex';

/**
 * @typedef {{ type: string, value?: string, children?: MdNode[] }} MdNode
 */

/**
 * @param {MdNode} node
 * @param {(node: MdNode) => void} visit
 */
function walk(node, visit) {
	visit(node);
	for (const child of node.children ?? []) walk(child, visit);
}

/** @returns {(tree: MdNode) => void} */
export default function remarkKatex() {
	return (tree) => {
		walk(tree, (node) => {
			if (node.type !== 'math' && node.type !== 'inlineMath') return;
			const displayMode = node.type === 'math';
			const html = katex.renderToString(node.value ?? '', { displayMode, throwOnError: true });
			const wrapped = displayMode ? `<div class="math-display">${html}</div>` : html;
			node.type = 'html';
			node.value = `{@html ${JSON.stringify(wrapped)}}`;
			delete node.children;
		});
	};
}
