import { describe, expect, it } from 'vitest';
import { nodePicking } from '$lib/components/domains/graph/node-picking';
import { ROMANIA } from '$lib/domains/graph';
import { readGraphText } from '$lib/domains/graph/text';

describe('nodePicking: the map’s buttons while the quiz asks for an entry', () => {
	it('names each city the frontier holds once, with how many entries hold it', () => {
		const picking = nodePicking(ROMANIA, { states: ['S', 'B', 'T', 'B'], onpick: () => {} });
		expect([...picking.names]).toEqual([
			['S', 'Pick Sibiu (S): 1 entry on the frontier'],
			['B', 'Pick Bucharest (B): 2 entries on the frontier'],
			['T', 'Pick Timisoara (T): 1 entry on the frontier']
		]);
	});

	it('a node of one’s own graph, labelled by its name alone, is named once', () => {
		const read = readGraphText('start S\ngoal G\nS A 3\nA G 2\nS G 9');
		if (!read.ok) throw new Error(JSON.stringify(read.faults));
		const picking = nodePicking(read.run.graph, { states: ['A', 'G'], onpick: () => {} });
		expect([...picking.names.values()]).toEqual([
			'Pick A: 1 entry on the frontier',
			'Pick G: 1 entry on the frontier'
		]);
	});

	it('hands back the state as the entries hold it', () => {
		const picked: unknown[] = [];
		const picking = nodePicking(ROMANIA, { states: ['Z'], onpick: (state) => picked.push(state) });
		picking.onpick('Z');
		expect(picked).toEqual(['Z']);
	});
});
