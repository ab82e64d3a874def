import { describe, expect, it } from 'vitest';
import { GRAPH_PRESETS } from '$lib/domains/graph/presets';
import { ROMANIA } from '$lib/domains/graph/romania';
import { readGraphText } from '$lib/domains/graph/text';
import type { GraphSpec } from '$lib/domains/graph';
import { costBox, costPlace, hBox, overlap } from '$lib/viz/graph-labels';
import { graphMarks } from '$lib/viz/graph-marks';

function read(text: string): GraphSpec {
	const result = readGraphText(text);
	if (!result.ok) throw new Error('unreadable');
	return result.run.graph;
}

const costOf = (graph: GraphSpec, key: string): [number, number] => {
	const edge = graphMarks(graph).edges.find((mark) => mark.key === key)!;
	return [edge.labelX, edge.labelY];
};

describe('where an edge’s cost is written', () => {
	it('moves the exam graph’s A–B cost off B’s h, which covered it halfway along', () => {
		// A at (160, 40), B at (160, 120): halfway is (160, 80), and B's "h 3" stands above B
		// with its baseline at 96.
		const exam = read(GRAPH_PRESETS.find((preset) => preset.id === 'exam')!.text);
		const b = graphMarks(exam).nodes.find((mark) => mark.name === 'B')!;
		expect([b.labelX, b.hY, b.anchor]).toEqual([160, 96, 'middle']);
		const hLine = hBox(160, 96, 'middle', 'h 3');
		expect(overlap(costBox(160, 80, '2'), hLine)).toBeGreaterThan(0);
		expect(costOf(exam, 'A-B')).toEqual([160, 72]);
		expect(overlap(costBox(160, 72, '2'), hLine)).toBe(0);
	});

	it('writes a short edge’s cost beside the line when no place along it is clear', () => {
		const graph = read('start S\ngoal A\nS A 5\nh S 3\nnode S 40 100\nnode A 40 40');
		expect(costOf(graph, 'A-S')).toEqual([62, 70]);
	});

	it('keeps halfway where nothing is in the way, and a cost the graph places by hand', () => {
		expect(costOf(read('start S\ngoal G\nS G 2.5\nh S 2'), 'G-S')).toEqual([100, 40]);
		expect(costOf(ROMANIA, 'B-F')).toEqual([404, 268]);
	});

	it('steps beside the line on the first side clear of the h lines and discs around it', () => {
		expect(
			costPlace({ x: 0, y: 100 }, { x: 0, y: 40 }, '5', [hBox(0, 76, 'middle', 'h 3')], [])
		).toEqual({ x: 22, y: 70 });
		expect(costPlace({ x: 0, y: 0 }, { x: 100, y: 0 }, '5', [], [])).toEqual({ x: 50, y: 0 });
	});

	it('writes a drawn node’s h where its label stands, and a named node’s h a line under it', () => {
		const [drawn] = graphMarks(read('start S\ngoal S\nh S 1')).nodes;
		expect([drawn.labelY, drawn.hY]).toEqual([16, 16]);
		const arad = graphMarks(ROMANIA).nodes.find((mark) => mark.name === 'A')!;
		expect(arad.hY).toBe(arad.labelY + 15);
	});
});
