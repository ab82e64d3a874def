import { describe, expect, it } from 'vitest';
import { readGraphText } from '$lib/domains/graph/text';
import { graphMarks, nodeAt } from '$lib/viz/graph-marks';

describe('the node under a point', () => {
	const read = readGraphText('start S\ngoal G\nS G 1\nnode S 40 40\nnode G 70 40\nnode A 200 40');
	if (!read.ok) throw new Error('unreadable');
	const { nodes } = graphMarks(read.run.graph);

	it('is the nearest node within reach, never the one excepted', () => {
		expect(nodeAt(nodes, 52, 40, 24)).toBe('S');
		expect(nodeAt(nodes, 58, 40, 24)).toBe('G');
		expect(nodeAt(nodes, 52, 40, 24, 'S')).toBe('G');
		expect(nodeAt(nodes, 200, 64, 24)).toBe('A');
		expect(nodeAt(nodes, 200, 65, 24)).toBeNull();
		expect(nodeAt(nodes, 40, 40, 24, 'S')).toBeNull();
	});
});
