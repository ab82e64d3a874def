import { message, type MessageRef } from '../../messages';

/**
 * Undo and redo for a drawn graph: the drawing's history (../history.ts), whose states are runs;
 * text typed in the graph's editor is recorded as typed, under TYPED_CHANGE.
 */
export { HISTORY_DEPTH, record, redo, startHistory, stepWords, undo } from '../history';
export type { UndoStep } from '../history';
export type { History, HistoryEntry } from '../history';

/** The words of a run that came from the graph's text rather than the drawing. */
export const TYPED_CHANGE: MessageRef = message('domains_graph_text_edited', {});
