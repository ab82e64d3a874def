import { m } from '$lib/paraglide/messages.js';
import type { GraphSpec } from '$lib/domains/graph';
import type { StatePick } from '../domain-view';

/** Nodes a reader may pick on a map, by name, each with its button's name, and what a pick does. */
export interface NodePicking {
	readonly names: ReadonlyMap<string, string>;
	readonly onpick: (name: string) => void;
}

/**
 * The map's side of a quiz asking for a frontier entry: every node an entry holds is a button,
 * named with how many entries hold it (a tree search may hold a node more than once): "Pick
 * Sibiu (S): 2 entries on the frontier". A pick hands back the node's state as the trace holds
 * it, not its name, so the explorer compares states as it does everywhere.
 */
export function nodePicking(graph: GraphSpec, pick: StatePick): NodePicking {
	const stateOf = new Map<string, unknown>();
	const entries = new Map<string, number>();
	for (const state of pick.states) {
		const name = String(state);
		stateOf.set(name, state);
		entries.set(name, (entries.get(name) ?? 0) + 1);
	}
	const labelOf = new Map(graph.nodes.map((node) => [node.name, node.label]));
	const names = new Map<string, string>();
	for (const [name, count] of entries) {
		const label = labelOf.get(name);
		const called =
			label === undefined || label === name ? name : m.explorer_named_node({ label, name });
		names.set(
			name,
			m.explorer_pick_node({ node: called, entries: m.explorer_count_entries({ count }) })
		);
	}
	const { onpick } = pick;
	return { names, onpick: (name) => onpick(stateOf.get(name)) };
}
