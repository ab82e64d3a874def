/**
 * A graph in a link: `problem=` names the graph by a word (`road-map`), and `start` and `goal`
 * name two of its nodes by name or label, in any case ("a", "arad" and "Arad" all name A). A
 * teacher's own graph travels in the link itself: `problem=graph&g=…`, its text (text.ts) with
 * lines joined by "_" (no name or number holds one), its start and goals inside it.
 */

import { countText, countWords } from '../../count-text';
import { ProblemSpecError } from '../domain';
import { quoted, type DomainLink, type NoteParam } from '../link';
import { findNode, type GraphRun } from './graph';
import { GRAPH_PRESETS, presetRun } from './presets';
import { ROMANIA } from './romania';
import { graphText, readGraphText, type GraphTextResult } from './text';

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
	words: GRAPH_WORDS,
	params: ['start', GRAPH_TEXT_PARAM],
	paramsDo: `describes a run on a graph (problem=${GRAPH_WORDS.join(' or ')})`,
	shown: (word: string) => (word === OWN_GRAPH ? 'a graph of your own' : `the graph ${word}`),
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

/**
 * A graph written in the link: its text read, every fault said with its line; a link whose
 * graph cannot be read opens the first teaching graph instead, and its notice quotes what the
 * link held, so the teacher's text is not lost. Start and goal come from the text: a `start` or
 * `goal` beside it is said and ignored.
 */
function readOwnGraph(query: URLSearchParams, note: NoteParam): GraphRun {
	for (const param of ['start', 'goal']) {
		if (query.has(param)) {
			note(param, `A graph in the link names its own start and goals, so "${param}" was ignored.`);
		}
	}
	const text = query.get(GRAPH_TEXT_PARAM);
	if (text === null) {
		note(
			GRAPH_TEXT_PARAM,
			`The link names a graph of your own (problem=${OWN_GRAPH}) but holds none ("${GRAPH_TEXT_PARAM}" is missing): showing the teaching graph "${GRAPH_PRESETS[0].title}" instead.`
		);
		return DEFAULT_OWN_GRAPH;
	}
	if (text.length > MAX_GRAPH_LINK) {
		note(
			GRAPH_TEXT_PARAM,
			`The graph in the link is ${countWords(text.length, 'character', 'characters')} long, more than the ${countText(MAX_GRAPH_LINK)} a link holds: showing the teaching graph "${GRAPH_PRESETS[0].title}" instead.`
		);
		return DEFAULT_OWN_GRAPH;
	}
	const read = readGraphLinkText(text);
	if (read.ok) return read.run;
	const faults = read.faults
		.map((fault) => (fault.line === 0 ? fault.message : `line ${fault.line}: ${fault.message}`))
		.join(' ');
	note(
		GRAPH_TEXT_PARAM,
		`The graph in the link cannot be searched — ${faults} Showing the teaching graph "${GRAPH_PRESETS[0].title}" instead; the link's graph was: ${text.split('_').join(' / ')}`
	);
	return DEFAULT_OWN_GRAPH;
}

function graphName(word: string): GraphName {
	if (!isGraphName(word)) {
		throw new ProblemSpecError(`No graph is named "${word}": use ${GRAPH_NAMES.join(' or ')}.`);
	}
	return word;
}
