/**
 * Names the pages still write in English (issue 31): what a graph run's graph and its h are
 * called, the lab's heuristic's label, and an error for programmers. Kept apart from
 * play-link.ts, whose sentences are messages (tests/i18n/english-literals.test.ts), until the
 * graph domain's names and the pages' labels are messages too.
 */
import { OWN_GRAPH, type GraphName } from '../domains/graph';
import type { GraphPlayConfig } from './play-link';

/** What the pages call each named graph and its h (kept here from domains/graph/link.ts). */
const GRAPH_TITLES: Readonly<Record<GraphName, { readonly title: string; readonly h: string }>> =
	Object.freeze({
		'road-map': { title: 'the road map of Romania', h: 'straight-line distance to Bucharest' }
	});

/** What the pages call a graph run's graph and its h. */
export function graphTitlesOf(config: Pick<GraphPlayConfig, 'graph'>): {
	readonly title: string;
	readonly h: string;
} {
	return config.graph === OWN_GRAPH
		? { title: 'your graph', h: 'the h your graph gives' }
		: GRAPH_TITLES[config.graph];
}

/** What the lab's heuristic is called in the pages' lists of heuristics. */
export const CUSTOM_H_LABEL = 'Your heuristic (from the lab)';

/** The error of a tile page's reader that received another problem: a bug, not a reader's input. */
export const NOT_A_TILE_RUN = 'A link without "problem" is a tile run.';
