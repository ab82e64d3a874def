import type { GraphRun } from './graph';
import { readGraphText } from './text';
import { PRESET_TEXTS } from './preset-texts';
import { message, type MessageRef } from '../../messages';

/**
 * Teaching graphs, each made to show one thing a search course asks about, written in the
 * graph text format (text.ts) so that a teacher can open one, read it, and change it. Each
 * claim in `shows` is checked by tests/domains/graph-presets.test.ts against the engine.
 */
export interface GraphPreset {
	readonly id: string;
	/** The graph's title. */
	readonly titleMessage: MessageRef;
	/** What the graph shows, in one or two sentences. */
	readonly showsMessage: MessageRef;
	/**
	 * The `#` comment that opens the graph's text in the editor, saying what to look for: in the
	 * reader's language, so the text a teacher edits reads in it (presetText); the graph is the
	 * same in every language.
	 */
	readonly commentMessage: MessageRef;
	/** The graph in the text format (text.ts), its comment aside. */
	readonly text: string;
}

export const GRAPH_PRESETS: readonly GraphPreset[] = Object.freeze([
	{
		id: 'exam',
		titleMessage: message('search_graph_preset_exam', {}),
		showsMessage: message('search_graph_preset_exam_shows', {}),
		commentMessage: message('domains_preset_comment_exam', {}),
		text: PRESET_TEXTS.exam
	},
	{
		id: 'misleading',
		titleMessage: message('search_graph_preset_misleading', {}),
		showsMessage: message('search_graph_preset_misleading_shows', {}),
		commentMessage: message('domains_preset_comment_misleading', {}),
		text: PRESET_TEXTS.misleading
	},
	{
		id: 'inconsistent',
		titleMessage: message('search_graph_preset_inconsistent', {}),
		showsMessage: message('search_graph_preset_inconsistent_shows', {}),
		commentMessage: message('domains_preset_comment_inconsistent', {}),
		text: PRESET_TEXTS.inconsistent
	},
	{
		id: 'loop',
		titleMessage: message('search_graph_preset_loop', {}),
		showsMessage: message('search_graph_preset_loop_shows', {}),
		commentMessage: message('domains_preset_comment_loop', {}),
		text: PRESET_TEXTS.loop
	},
	{
		id: 'zero-cost',
		titleMessage: message('search_graph_preset_zero_cost', {}),
		showsMessage: message('search_graph_preset_zero_cost_shows', {}),
		commentMessage: message('domains_preset_comment_zero_cost', {}),
		text: PRESET_TEXTS['zero-cost']
	},
	{
		id: 'fewest-edges',
		titleMessage: message('search_graph_preset_fewest_edges', {}),
		showsMessage: message('search_graph_preset_fewest_edges_shows', {}),
		commentMessage: message('domains_preset_comment_fewest_edges', {}),
		text: PRESET_TEXTS['fewest-edges']
	},
	{
		id: 'two-goals',
		titleMessage: message('search_graph_preset_two_goals', {}),
		showsMessage: message('search_graph_preset_two_goals_shows', {}),
		commentMessage: message('domains_preset_comment_two_goals', {}),
		text: PRESET_TEXTS['two-goals']
	},
	{
		id: 'one-way',
		titleMessage: message('search_graph_preset_one_way', {}),
		showsMessage: message('search_graph_preset_one_way_shows', {}),
		commentMessage: message('domains_preset_comment_one_way', {}),
		text: PRESET_TEXTS['one-way']
	},
	{
		id: 'ties',
		titleMessage: message('search_graph_preset_ties', {}),
		showsMessage: message('search_graph_preset_ties_shows', {}),
		commentMessage: message('domains_preset_comment_ties', {}),
		text: PRESET_TEXTS.ties
	},
	{
		id: 'unreachable',
		titleMessage: message('search_graph_preset_unreachable', {}),
		showsMessage: message('search_graph_preset_unreachable_shows', {}),
		commentMessage: message('domains_preset_comment_unreachable', {}),
		text: PRESET_TEXTS.unreachable
	},
	{
		id: 'deepening',
		titleMessage: message('search_graph_preset_deepening', {}),
		showsMessage: message('search_graph_preset_deepening_shows', {}),
		commentMessage: message('domains_preset_comment_deepening', {}),
		text: PRESET_TEXTS.deepening
	}
]);

/** The text the editor opens for `preset`: its comment, written in words (`comment`), then its graph. */
export function presetText(preset: GraphPreset, comment: string): string {
	return `# ${comment}\n${preset.text}`;
}

/** The run a preset's text reads to; the presets are written faultless (tests read them all). */
export function presetRun(preset: GraphPreset): GraphRun {
	const read = readGraphText(preset.text);
	if (!read.ok) {
		throw new Error(
			`The preset ${preset.id} has faults: ${read.faults.map((f) => f.message).join(' ')}`
		);
	}
	return read.run;
}
