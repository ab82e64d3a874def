/**
 * Which explorer a /play or /embed/play link opens: the simple view (the board, the step
 * buttons, the narration, the frontier and the tree, at most a dozen controls) or the full one
 * (every setting, the pseudocode, the counters, the node's details, the chart and the exports).
 * The choice is a parameter of its own, `view`, read beside the run's parameters (play-link.ts),
 * so a teacher's link or a lesson's "open in the playground" picks the explorer that fits.
 */
import type { ExplorerPanel } from './embed-link';
import { quoted, type LinkNotice } from './link-notices';
import { message } from '../messages';

export const EXPLORER_VIEWS = ['simple', 'full'] as const;

export type ExplorerView = (typeof EXPLORER_VIEWS)[number];

export const VIEW_PARAM = 'view';

/**
 * `quiz=1` opens the explorer in quiz mode (a step forward asks what comes next before it is
 * shown); `quiz=0`, or none, without it. A way of viewing the run, like `view`: the run is the same.
 */
export const QUIZ_PARAM = 'quiz';

/** The parameters this module reads, for a page's list of known parameters. */
export const VIEW_PARAMS: readonly string[] = [VIEW_PARAM, QUIZ_PARAM];

/**
 * The panels the simple view leaves out: what a newcomer needs to follow a run (board,
 * controls, narration, frontier, tree) stays; the pseudocode, the counters, the node's details,
 * the chart and the exports wait in the full view.
 */
export const SIMPLE_VIEW_HIDDEN: readonly ExplorerPanel[] = [
	'code',
	'stats',
	'details',
	'chart',
	'share'
];

export function isExplorerView(text: string): text is ExplorerView {
	return (EXPLORER_VIEWS as readonly string[]).includes(text);
}

export interface ReadView {
	/** The view the link names, or null when it names none it can use. */
	readonly view: ExplorerView | null;
	readonly notices: readonly LinkNotice[];
}

/**
 * The view a link asks for. A value it cannot use is said, with the view shown instead
 * (`otherwise`: the page's default, which may be the reader's own last choice).
 */
export function readViewLink(query: URLSearchParams, otherwise: ExplorerView): ReadView {
	const text = query.get(VIEW_PARAM);
	if (text === null) return { view: null, notices: [] };
	const value = text.trim().toLowerCase();
	if (isExplorerView(value)) return { view: value, notices: [] };
	return {
		view: null,
		notices: [
			{
				param: VIEW_PARAM,
				message:
					value === ''
						? message('notice_view_empty', { param: VIEW_PARAM, view: otherwise })
						: message('notice_view_neither', {
								param: VIEW_PARAM,
								value: quoted(text),
								view: otherwise
							})
			}
		]
	};
}

/** Whether a link opens the explorer in quiz mode; a value other than 1 or 0 is said. */
export function readQuizLink(query: URLSearchParams): {
	readonly quiz: boolean;
	readonly notices: readonly LinkNotice[];
} {
	const text = query.get(QUIZ_PARAM);
	const value = text?.trim();
	if (text === null || value === '0') return { quiz: false, notices: [] };
	if (value === '1') return { quiz: true, notices: [] };
	return {
		quiz: false,
		notices: [
			{
				param: QUIZ_PARAM,
				message:
					value === ''
						? message('notice_quiz_empty', { param: QUIZ_PARAM })
						: message('notice_quiz_neither', { param: QUIZ_PARAM, value: quoted(text) })
			}
		]
	};
}

/** A link's query with the view it opens in, and `quiz=1` when it opens in quiz mode. */
export function withViewQuery(query: string, view: ExplorerView, quiz = false): string {
	return withQuizQuery(`${query}&${VIEW_PARAM}=${view}`, quiz);
}

/** A link's query with `quiz=1` when it opens in quiz mode: a copied step stays a question. */
export function withQuizQuery(query: string, quiz: boolean): string {
	return quiz ? `${query}&${QUIZ_PARAM}=1` : query;
}
