import fc from 'fast-check';
import type { GraphRun } from '$lib/domains/graph';

/** A random faultless run: up to 9 nodes, distinct edges, h for all or none, places given. */
export function randomRun(): fc.Arbitrary<GraphRun> {
	const pool = ['S', 'A', 'B', 'C', 'G', 'X1', 'Arad', 'g', 'Zz9'];
	return fc
		.record({
			count: fc.integer({ min: 2, max: pool.length }),
			directed: fc.boolean(),
			pairs: fc.array(fc.tuple(fc.nat(20), fc.nat(20), fc.integer({ min: 0, max: 400 })), {
				maxLength: 20
			}),
			withH: fc.boolean(),
			hs: fc.array(fc.integer({ min: 0, max: 50 }), {
				minLength: pool.length,
				maxLength: pool.length
			}),
			places: fc.array(
				fc.tuple(fc.integer({ min: -50, max: 900 }), fc.integer({ min: -50, max: 900 })),
				{
					minLength: pool.length,
					maxLength: pool.length
				}
			),
			goalCount: fc.integer({ min: 1, max: 2 })
		})
		.map(({ count, directed, pairs, withH, hs, places, goalCount }) => {
			// A graph lists its nodes alphabetically (by character: "A" before "Arad" before "g").
			const names = pool.slice(0, count).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
			const seen = new Set<string>();
			const edges = [];
			for (const [a, b, cents] of pairs) {
				const from = names[a % count];
				const to = names[b % count];
				const key = directed ? `${from}>${to}` : [from, to].sort().join('-');
				if (from === to || seen.has(key)) continue;
				seen.add(key);
				edges.push({ from, to, cost: cents / 4 });
			}
			const start = names[0];
			const goals = names.slice(1, 1 + Math.min(goalCount, count - 1));
			const h = withH
				? Object.fromEntries(names.map((name, i) => [name, goals.includes(name) ? 0 : hs[i]]))
				: null;
			return {
				graph: {
					nodes: names.map((name, i) => ({
						name,
						label: name,
						x: places[i][0],
						y: places[i][1],
						labelAt: { dx: 0, dy: -24, anchor: 'middle' as const }
					})),
					edges,
					directed,
					h,
					hGoals: h === null ? [] : goals,
					nodeWord: 'node'
				},
				start,
				goals
			};
		});
}
