/**
 * A teacher's own graph for an assignment's graph questions, as the teachers' form reads it:
 * typed in the graph text format, or pasted as a playground link that holds one (`g=`). What
 * keeps it from being asked is listed in words: the text's faults by line, a graph too long for
 * a result code, and any chosen question the graph cannot give (no h, no goal reached), found by
 * drawing each question once on it.
 */

import {
	GRAPH_TEXT_PARAM,
	graphLinkText,
	readGraphLinkText,
	type GraphRun
} from '../domains/graph';
import { readGraphText, type GraphTextResult } from '../domains/graph/text';
import type { AlgorithmName } from '../search/algorithms';
import { DESCRIPTIONS } from '../search/descriptions';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';
import { MAX_ASSIGNMENT_GRAPH } from './assignment';
import {
	QUESTION_TYPE_LABELS,
	TYPE_ALGORITHMS,
	type GraphQuestionType,
	type Level
} from './question-spec';
import { drawQuestion } from './questions';

export interface AssignedGraph {
	/** The graph, or null when the field is empty or has faults. */
	readonly graph: GraphRun | null;
	readonly faults: readonly MessageRef[];
}

/** What the graph is asked with: the graph types chosen, the algorithms and the level. */
export interface AssignedUse {
	readonly types: readonly GraphQuestionType[];
	readonly algorithms: readonly AlgorithmName[];
	readonly level: Level;
}

/** The text's graph: a playground link's `g`, or the text itself. */
function readField(text: string): GraphTextResult | 'no-graph' {
	const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : null;
	if (query !== null && /(^|&)g=/.test(query)) {
		const graph = new URLSearchParams(query.split('#')[0]).get(GRAPH_TEXT_PARAM);
		return graph === null ? 'no-graph' : readGraphLinkText(graph);
	}
	if (/^https?:\/\//.test(text.trim())) return 'no-graph';
	return readGraphText(text);
}

export function readAssignedGraph(text: string, use: AssignedUse): AssignedGraph {
	if (text.trim() === '') return { graph: null, faults: [] };
	const read = readField(text);
	if (read === 'no-graph') {
		return {
			graph: null,
			faults: [message('practice_own_graph_no_graph', { param: `${GRAPH_TEXT_PARAM}=` })]
		};
	}
	if (!read.ok) {
		return {
			graph: null,
			faults: read.faults.map((fault) =>
				fault.line > 0
					? message('domains_your_graph_line', { line: fault.line, fault: fault.message })
					: message('domains_your_graph', { fault: fault.message })
			)
		};
	}
	const length = graphLinkText(read.run).length;
	if (length > MAX_ASSIGNMENT_GRAPH) {
		return {
			graph: null,
			faults: [message('practice_own_graph_too_long', { count: length, max: MAX_ASSIGNMENT_GRAPH })]
		};
	}
	const faults: MessageRef[] = [];
	for (const type of use.types) {
		const fits = TYPE_ALGORITHMS[type];
		const algorithms =
			fits === null ? (['astar'] as const) : use.algorithms.filter((name) => fits.includes(name));
		for (const algorithm of algorithms) {
			try {
				drawQuestion({ type, algorithm, level: use.level, seed: 'check', graph: read.run });
			} catch (error) {
				const why =
					error instanceof MessageError
						? error.ref
						: error instanceof Error
							? error.message
							: String(error);
				const type_ = QUESTION_TYPE_LABELS[type];
				faults.push(
					fits === null
						? message('practice_own_graph_unasked', { type: type_, why })
						: message('practice_own_graph_unasked_with', {
								type: type_,
								algorithm: DESCRIPTIONS[algorithm].names.label,
								why
							})
				);
			}
		}
	}
	return { graph: faults.length === 0 ? read.run : null, faults };
}
