/**
 * What the pages call a graph run's graph and its h, as messages (messages/domains), and the
 * lab's heuristic's name where a run's table of h is described to a programmer.
 */
import { OWN_GRAPH, type GraphName } from '../domains/graph';
import { message, type MessageRef } from '../messages';
import type { GraphPlayConfig } from './play-link';

/** What a graph and its h are called. */
export interface GraphTitles {
	readonly title: MessageRef;
	readonly h: MessageRef;
}

/** What the pages call each named graph and its h (kept here from domains/graph/link.ts). */
const GRAPH_TITLES: Readonly<Record<GraphName, GraphTitles>> = Object.freeze({
	'road-map': {
		title: message('domains_graph_title_road_map', {}),
		h: message('domains_graph_h_road_map', {})
	}
});

/** What the pages call a graph of one's own, and its h. */
const OWN_GRAPH_TITLES: GraphTitles = Object.freeze({
	title: message('domains_graph_title_own', {}),
	h: message('domains_graph_h_own', {})
});

/** What the pages call a graph run's graph and its h. */
export function graphTitlesOf(config: Pick<GraphPlayConfig, 'graph'>): GraphTitles {
	return config.graph === OWN_GRAPH ? OWN_GRAPH_TITLES : GRAPH_TITLES[config.graph];
}

/**
 * The lab's heuristic's name in a run's table of h (HeuristicTable.label), which only an error
 * for programmers quotes; the pages call it `m.domains_custom_heuristic()`.
 */
export const CUSTOM_H_LABEL = 'lab';
