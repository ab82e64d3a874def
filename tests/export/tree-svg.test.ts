import { termsOfPriority } from '$lib/search/priority-terms';
import { tileWords } from '$lib/domains/tile';
import { describe, expect, it } from 'vitest';
import { treeItemOf } from '$lib/components/explorer/tree-items';
import { treeSvgDocument, type TreeColours } from '$lib/export/tree-svg';
import { PNG_MAX_PIXELS, PNG_MAX_SIDE, pngScale } from '$lib/export/svg-image';
import type { TraceNode } from '$lib/trace';
import { layoutSearchTree } from '$lib/viz/tree-layout';
import { traceNode } from '../components/explorer/trace-node';

const COLOURS: TreeColours = {
	paper: '#fff',
	surface: '#fafafa',
	surface2: '#eee',
	ink: '#111',
	ink2: '#444',
	rule: '#ccc',
	mono: 'monospace',
	ui: 'sans-serif',
	roles: {
		current: '#c50',
		frontier: '#15c',
		explored: '#666',
		duplicate: '#999',
		goal: '#282',
		path: '#282'
	}
};

function node(
	id: number,
	parent: number | null,
	role: TraceNode<unknown>['role']
): TraceNode<unknown> {
	return traceNode(id, parent, { role });
}

describe('treeSvgDocument', () => {
	const nodes = [node(0, null, 'explored'), node(1, 0, 'current'), node(2, 0, 'frontier')];
	const layout = layoutSearchTree(
		nodes.map((n) => ({ id: n.id, parent: n.parent })),
		{
			nodeWidth: 58,
			nodeHeight: 59,
			siblingGap: 10,
			levelGap: 28,
			summaries: [{ parent: 2, hiddenCount: 1234, hiddenChildren: 2 }]
		}
	);
	const context = {
		words: tileWords(3, 3),
		terms: termsOfPriority('g+h'),
		nodeOf: (id: number) => nodes[id],
		folds: new Map()
	};
	const text = treeSvgDocument(
		layout.nodes.map((box) => treeItemOf(box, context)),
		layout.links,
		layout.bbox,
		COLOURS
	);

	it('writes every box with its board, caption and role colours as attributes', () => {
		expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
		expect(text.match(/<g transform=/g)).toHaveLength(4);
		expect(text.match(/>1 2 3</g)).toHaveLength(3);
		expect(text.match(/>7 8 ·</g)).toHaveLength(3);
		expect(text).toContain('>g1 h2 f3<');
		expect(text).toContain('>+1,234<');
		expect(text).toContain('stroke="#c50" stroke-width="3.5"');
		expect(text).toContain('stroke="#15c" stroke-width="1.5" stroke-dasharray="5 3"');
		expect(text.match(/<path d="M/g)).toHaveLength(3);
	});

	it('sizes the page to the tree with a margin, on the paper colour, with no screen-only hints', () => {
		const { bbox } = layout;
		const width = Math.ceil(bbox.width + 32);
		expect(text).toContain(`width="${width}"`);
		expect(text).toContain('fill="#fff"');
		expect(text).not.toContain('<title>');
		expect(text).not.toContain('class="ring');
		expect(text).not.toContain('selected');
	});

	it('parses as XML', () => {
		expect(text.split('<g').length).toBe(text.split('</g>').length);
		expect(text.endsWith('</svg>')).toBe(true);
	});
});

describe('pngScale', () => {
	it('keeps the preferred scale for a drawing that fits', () => {
		expect(pngScale(800, 600)).toBe(2);
	});

	it('scales a wide tree down to the side limit', () => {
		expect(pngScale(100_000, 500)).toBe(PNG_MAX_SIDE / 100_000);
	});

	it('scales a big square down to the pixel limit', () => {
		const scale = pngScale(20_000, 15_000);
		expect(scale).toBeCloseTo(Math.sqrt(PNG_MAX_PIXELS / 300_000_000), 12);
		expect(20_000 * scale * 15_000 * scale).toBeLessThanOrEqual(PNG_MAX_PIXELS * 1.000001);
	});
});
