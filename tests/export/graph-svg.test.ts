import { describe, expect, it } from 'vitest';
import { graphSvg } from '$lib/export/graph-svg';
import { readGraphText } from '$lib/domains/graph/text';
import type { GraphRun } from '$lib/domains/graph';

function read(text: string): GraphRun {
	const result = readGraphText(text);
	if (!result.ok) throw new Error('unreadable');
	return result.run;
}

describe('a drawn graph as SVG', () => {
	it('draws every edge with its cost and every node, the start and goal in their colours', () => {
		const svg = graphSvg(read('start S\ngoal G\nS G 2.5\nh S 2'));
		const lines = svg.split('\n');
		expect(lines[0]).toBe(
			'<svg xmlns="http://www.w3.org/2000/svg" width="220" height="100" viewBox="0 0 220 100">'
		);
		expect(lines.filter((line) => line.startsWith('<line'))).toEqual([
			'<line x1="40" y1="40" x2="160" y2="40" stroke="#a8a295" stroke-width="3" stroke-linecap="round"/>'
		]);
		expect(lines.filter((line) => line.startsWith('<circle'))).toEqual([
			'<circle cx="160" cy="40" r="14" fill="#047857" stroke="#047857" stroke-width="2"/>',
			'<circle cx="40" cy="40" r="14" fill="#b45309" stroke="#b45309" stroke-width="2"/>'
		]);
		expect(svg).toContain('>2.5</text>');
		// h stands where the node's label does, above its disc (its baseline 24 above the centre),
		// not a line lower across the disc.
		expect(svg).toContain(
			'<text x="40" y="16" font-family="monospace" font-size="13" text-anchor="middle" fill="#6b675f"'
		);
		expect(svg).toContain('>h 2</text>');
		expect(svg).not.toContain('marker');
		expect(lines.at(-1)).toBe('</svg>');
	});

	it('draws arrows on a directed graph', () => {
		expect(graphSvg(read('directed\nstart S\ngoal G\nS G 1'))).toContain(
			'marker-end="url(#arrow)"'
		);
	});
});
