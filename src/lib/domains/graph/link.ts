/**
 * A graph in a link: `problem=` names the graph by a word (`road-map`), and `start` and `goal`
 * name two of its nodes by name or label, in any case ("a", "arad" and "Arad" all name A). A
 * teacher's own graph travels in the link itself: `problem=graph&g=…`, its text (text.ts) with
 * lines joined by "_" (no name or number holds one), its start and goals inside it.
 */

import { message, type MessageRef } from '../../messages';
import { joined, orList } from '../words-list';
import { quoted, type DomainLink, type NoteParam } from '../link';
import { findNode, type GraphRun, type GraphSpec } from './graph';
import { GRAPH_PRESETS, presetRun } from './presets';
import { ROMANIA } from './romania';
import { graphText, readGraphText, type GraphTextFault, type GraphTextResult } from './text';

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

/** The word of a graph written in the link (`problem=graph&g=…`): a teacher's own. */
export const OWN_GRAPH = 'graph';
/** A graph a link can open: a named one, or one written in the link. */
export type GraphWord = GraphName | typeof OWN_GRAPH;
export const GRAPH_WORDS: readonly GraphWord[] = Object.freeze([...GRAPH_NAMES, OWN_GRAPH]);
export function isGraphWord(text: string): text is GraphWord {
	return (GRAPH_WORDS as readonly string[]).includes(text);
}

/** The parameter that holds a graph written in the link. */
export const GRAPH_TEXT_PARAM = 'g';
/**
 * The longest graph a link holds, in characters: a graph of the largest size (GRAPH_LIMITS)
 * written with every place fits, and an address stays well under what browsers and mail keep.
 */
export const MAX_GRAPH_LINK = 4000;

/** A graph's text as a link holds it: one line per "_" (text.ts writes no "_" of its own). */
export function graphLinkText(run: GraphRun): string {
	return graphText(run).split('\n').join('_');
}

/** The graph a link's text holds, read as text.ts reads a typed one (its faults by line). */
export function readGraphLinkText(text: string): GraphTextResult {
	return readGraphText(text.split('_').join('\n'));
}

/** What a link opens when its own graph cannot be read: the first teaching graph. */
export const DEFAULT_OWN_GRAPH: GraphRun = presetRun(GRAPH_PRESETS[0]);

/** Where a link naming only the graph starts and what it looks for: the textbook's drive, A to B. */
export const NAMED_GRAPH_ENDS: Readonly<
	Record<GraphName, { readonly start: string; readonly goal: string }>
> = Object.freeze({ 'road-map': Object.freeze({ start: 'A', goal: 'B' }) });

export const GRAPH_LINK: DomainLink<GraphRun> = Object.freeze({
	words: GRAPH_WORDS,
	params: ['start', GRAPH_TEXT_PARAM],
	paramsDo: message('domains_graph_params_do', { words: orList(GRAPH_WORDS) }),
	shown: (word: string) =>
		word === OWN_GRAPH
			? message('domains_graph_shown_own', {})
			: message('domains_graph_shown_named', { word }),
	read(query: URLSearchParams, word: string, note: NoteParam): GraphRun {
		if (word === OWN_GRAPH) return readOwnGraph(query, note);
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
				message('domains_graph_link_not_node', {
					param,
					value: quoted(text.trim()),
					aNode: aNodeOf(graph),
					name,
					names,
					fallback
				})
			);
			return fallback;
		};
		const start = node('start', ends.start);
		const goal = node('goal', ends.goal);
		if (goal === start) {
			note(
				'goal',
				message('domains_graph_link_goal_is_start', { start, another: anotherNodeOf(graph) })
			);
		}
		return { graph, start, goals: [goal] };
	},
	write(run: GraphRun) {
		const { graph, start, goals } = run;
		const name = GRAPH_NAMES.find((word) => NAMED_GRAPHS[word] === graph);
		if (name === undefined) {
			const own: [string, string][] = [
				['problem', OWN_GRAPH],
				[GRAPH_TEXT_PARAM, graphLinkText(run)]
			];
			return own;
		}
		if (goals.length !== 1) {
			throw new RangeError(
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

/**
 * A graph written in the link: its text read, every fault said with its line; a link whose
 * graph cannot be read opens the first teaching graph instead, and its notice quotes what the
 * link held, so the teacher's text is not lost. Start and goal come from the text: a `start` or
 * `goal` beside it is said and ignored.
 */
function readOwnGraph(query: URLSearchParams, note: NoteParam): GraphRun {
	for (const param of ['start', 'goal']) {
		if (query.has(param)) {
			note(param, message('domains_graph_link_own_ends', { param }));
		}
	}
	const text = query.get(GRAPH_TEXT_PARAM);
	if (text === null) {
		note(
			GRAPH_TEXT_PARAM,
			message('domains_graph_link_missing', {
				own: OWN_GRAPH,
				param: GRAPH_TEXT_PARAM,
				preset: GRAPH_PRESETS[0].titleMessage
			})
		);
		return DEFAULT_OWN_GRAPH;
	}
	if (text.length > MAX_GRAPH_LINK) {
		note(
			GRAPH_TEXT_PARAM,
			message('domains_graph_link_too_long', {
				count: text.length,
				max: MAX_GRAPH_LINK,
				preset: GRAPH_PRESETS[0].titleMessage
			})
		);
		return DEFAULT_OWN_GRAPH;
	}
	const read = readGraphLinkText(text);
	if (read.ok) return read.run;
	note(
		GRAPH_TEXT_PARAM,
		message('domains_graph_link_faults', {
			faults: faultsMessage(read.faults),
			preset: GRAPH_PRESETS[0].titleMessage,
			text: text.split('_').join(' / ')
		})
	);
	return DEFAULT_OWN_GRAPH;
}

function graphName(word: string): GraphName {
	if (!isGraphName(word)) {
		throw new RangeError(`No graph is named "${word}": use ${GRAPH_NAMES.join(' or ')}.`);
	}
	return word;
}

/** "a city" or "a node", as a sentence names one of `graph`'s nodes. */
export function aNodeOf(graph: GraphSpec): MessageRef {
	return graph.nodeWord === 'city' ? message('domains_a_city', {}) : message('domains_a_node', {});
}

/** "another city" or "another node". */
function anotherNodeOf(graph: GraphSpec): MessageRef {
	return graph.nodeWord === 'city'
		? message('domains_another_city', {})
		: message('domains_another_node', {});
}

/** What a node of `graph` is called: "city" on the road map, "node" elsewhere. */
export function nodeWordOf(graph: GraphSpec): MessageRef {
	return graph.nodeWord === 'city'
		? message('domains_word_city', {})
		: message('domains_word_node', {});
}

/** A graph text's faults in one message, each after its line ("line 3: …"), in order. */
export function faultsMessage(faults: readonly GraphTextFault[]): MessageRef {
	const said = faults.map((fault) =>
		fault.line === 0
			? fault.message
			: message('domains_text_fault_line', { line: fault.line, fault: fault.message })
	);
	return joined(said);
}
