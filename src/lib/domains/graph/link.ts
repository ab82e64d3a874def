/**
 * A graph in a link: `problem=` names the graph by a word (`road-map`), and `start` and `goal`
 * name two of its nodes by name or label, in any case ("a", "arad" and "Arad" all name A).
 * Teachers' own graphs will travel in the link itself; for now every graph a link opens has a
 * word.
 */

import { ProblemSpecError } from '../domain';
import { quoted, type DomainLink, type NoteParam } from '../link';
import { findNode, type GraphRun } from './graph';
import { ROMANIA } from './romania';

/**
 * The graphs a link can name by a word (`problem=road-map`): each opens as its graph, with the
 * start and goal the link gives.
 */
export const NAMED_GRAPHS = Object.freeze({ 'road-map': ROMANIA });
export type GraphName = keyof typeof NAMED_GRAPHS;
export const GRAPH_NAMES: readonly GraphName[] = Object.freeze(
	Object.keys(NAMED_GRAPHS) as GraphName[]
);
export function isGraphName(text: string): text is GraphName {
	return (GRAPH_NAMES as readonly string[]).includes(text);
}

/** What the pages call each named graph and its h. */
export const GRAPH_TITLES: Readonly<
	Record<GraphName, { readonly title: string; readonly h: string }>
> = Object.freeze({
	'road-map': { title: 'the road map of Romania', h: 'straight-line distance to Bucharest' }
});

/** Where a link naming only the graph starts and what it looks for: the textbook's drive, A to B. */
export const NAMED_GRAPH_ENDS: Readonly<
	Record<GraphName, { readonly start: string; readonly goal: string }>
> = Object.freeze({ 'road-map': Object.freeze({ start: 'A', goal: 'B' }) });

export const GRAPH_LINK: DomainLink<GraphRun> = Object.freeze({
	words: GRAPH_NAMES,
	params: ['start'],
	paramsDo: `names a place on a graph (problem=${GRAPH_NAMES.join(', ')})`,
	shown: (word: string) => `the graph ${word}`,
	read(query: URLSearchParams, word: string, note: NoteParam): GraphRun {
		const name = graphName(word);
		const graph = NAMED_GRAPHS[name];
		const ends = NAMED_GRAPH_ENDS[name];
		const node = (param: 'start' | 'goal', fallback: string): string => {
			const text = query.get(param);
			if (text === null) return fallback;
			const found = findNode(graph, text);
			if (found !== null) return found;
			const names = graph.nodes.map((place) => place.name).join(', ');
			note(
				param,
				`The parameter "${param}" is ${quoted(text.trim())}, which is not a ${graph.nodeWord} of the graph ${name} (${names}); using ${fallback}.`
			);
			return fallback;
		};
		const start = node('start', ends.start);
		const goal = node('goal', ends.goal);
		if (goal === start) {
			note(
				'goal',
				`The goal is the start (${start}): the search ends before it begins. Choose another ${graph.nodeWord} to see it search.`
			);
		}
		return { graph, start, goals: [goal] };
	},
	write({ graph, start, goals }: GraphRun) {
		const name = GRAPH_NAMES.find((word) => NAMED_GRAPHS[word] === graph);
		if (name === undefined) {
			throw new ProblemSpecError(
				`A link names a graph by its word (${GRAPH_NAMES.join(', ')}), and this graph has none.`
			);
		}
		if (goals.length !== 1) {
			throw new ProblemSpecError(
				`A link names one goal, and this run has ${goals.length}: ${goals.join(', ')}.`
			);
		}
		const params: [string, string][] = [
			['problem', name],
			['start', start]
		];
		if (goals[0] !== NAMED_GRAPH_ENDS[name].goal) params.push(['goal', goals[0]]);
		return params;
	}
});

function graphName(word: string): GraphName {
	if (!isGraphName(word)) {
		throw new ProblemSpecError(`No graph is named "${word}": use ${GRAPH_NAMES.join(' or ')}.`);
	}
	return word;
}
