import type { StateWords } from '../domain';
import { ALPHABETICAL_ORDER } from '../child-order';
import type { GraphSpec } from './graph';
import { message } from '../../messages';

/**
 * A graph's states in words: a node is its name, and in sentences its name with its label
 * ("A, Arad") where the graph gives a longer one. Children come in alphabetical order of their
 * names (graphProblem), which is what the pseudocode says.
 */
export function graphWords(graph: GraphSpec): StateWords {
	const labels = new Map(graph.nodes.map(({ name, label }) => [name, label]));
	const name = (state: unknown): string => String(state);
	const longest = Math.max(1, ...graph.nodes.map((node) => node.name.length));
	// A tree's box holds the name and, under it, g, h and f ("g140 h253 f393" in a smaller
	// type): wide enough for costs as long as every edge and the largest h together.
	const total =
		graph.edges.reduce((sum, edge) => sum + edge.cost, 0) +
		Math.max(0, ...Object.values(graph.h ?? {}));
	const digits = String(Math.round(total)).length;
	const caption = Math.ceil(((3 * (digits + 1) + 2) * 9) / 10);
	return {
		text(state) {
			const label = labels.get(name(state));
			return label === undefined || label === name(state)
				? name(state)
				: `${name(state)}, ${label}`;
		},
		// The map writes a city's label ("Sibiu"); the tree, its name ("S").
		sentenceName: (state) => labels.get(name(state)) ?? name(state),
		lines: (state) => [name(state)],
		shape: { lines: 1, chars: Math.max(longest, caption) },
		short: name,
		action: (action) => message('domains_action_plain', { action }),
		childOrder: ALPHABETICAL_ORDER,
		stateWord: graph.nodeWord
	};
}
