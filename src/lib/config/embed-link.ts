/**
 * What an embed adds to a playground link: which of the explorer's panels it shows. `panels`
 * names the panels to show (a course page showing only the board and the frontier writes
 * `panels=board,frontier`); `hide`, the older parameter, names panels to leave out, and still
 * works, alone or after `panels`. Like every link parameter they never fail: an unknown panel
 * name is reported and skipped.
 */
import type { LinkNotice } from './play-link';
import { withViewQuery, type ExplorerView } from './view-link';
import { message, type MessageRef } from '../messages';

/**
 * The explorer's parts an embed can show, in the embed's order: the first five are what its
 * compact layout keeps within 640 px of the top (FIRST_SCREEN_PANELS); the rest follow below.
 */
export const EXPLORER_PANELS = [
	'board',
	'controls',
	'narration',
	'frontier',
	'tree',
	'code',
	'stats',
	'details',
	'chart',
	'share'
] as const;

export type ExplorerPanel = (typeof EXPLORER_PANELS)[number];

/** The panels an embed shows within its first 640 px, at any frame width from 600 px. */
export const FIRST_SCREEN_PANELS: readonly ExplorerPanel[] = [
	'board',
	'controls',
	'narration',
	'frontier',
	'tree'
];

export const EMBED_PARAMS: readonly string[] = ['panels', 'hide'];

export interface ReadEmbed {
	/** The panels to show, in EXPLORER_PANELS' order. */
	readonly shown: readonly ExplorerPanel[];
	/** The others: what the explorer leaves out. */
	readonly hidden: readonly ExplorerPanel[];
	readonly notices: readonly LinkNotice[];
}

export function isExplorerPanel(name: string): name is ExplorerPanel {
	return (EXPLORER_PANELS as readonly string[]).includes(name);
}

const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

/** The names a comma list gives (lower case, blanks dropped), and a notice for unknown ones. */
function readPanelList(
	param: 'panels' | 'hide',
	text: string,
	ifNoneKnown: MessageRef
): { panels: ExplorerPanel[]; notices: LinkNotice[] } {
	const names = text
		.split(',')
		.map((name) => name.trim().toLowerCase())
		.filter((name) => name !== '');
	const panels = EXPLORER_PANELS.filter((panel) => names.includes(panel));
	const unknown = names.filter((name) => !isExplorerPanel(name));
	const notices: LinkNotice[] = [];
	if (names.length === 0) {
		notices.push({ param, message: message('notice_panels_none', { param, then: ifNoneKnown }) });
	} else if (unknown.length > 0) {
		const said = {
			param,
			panels: EXPLORER_PANELS.join(', '),
			unknown: quoted(unknown),
			count: unknown.length
		};
		notices.push({
			param,
			message:
				panels.length === 0
					? message('notice_panels_unknown_then', { ...said, then: ifNoneKnown })
					: message('notice_panels_unknown', said)
		});
	}
	return { panels, notices };
}

/**
 * The panels a link shows: those `panels` names (every panel without it), less those `hide`
 * names. A panel named by both is left out, and said.
 */
export function readEmbedLink(query: URLSearchParams): ReadEmbed {
	const notices: LinkNotice[] = [];
	let listed: readonly ExplorerPanel[] = EXPLORER_PANELS;
	const panelsText = query.get('panels');
	if (panelsText !== null) {
		const read = readPanelList('panels', panelsText, message('notice_panels_all_shown', {}));
		notices.push(...read.notices);
		if (read.panels.length > 0) listed = read.panels;
	}
	let hidden: readonly ExplorerPanel[] = [];
	const hideText = query.get('hide');
	if (hideText !== null) {
		const read = readPanelList('hide', hideText, message('notice_panels_none_hidden', {}));
		notices.push(...read.notices);
		hidden = read.panels;
	}
	if (panelsText !== null && listed !== EXPLORER_PANELS) {
		const both = listed.filter((panel) => hidden.includes(panel));
		if (both.length > 0) {
			notices.push({
				param: 'hide',
				message: message('notice_panels_both', { both: quoted(both), count: both.length })
			});
		}
	}
	const shown = EXPLORER_PANELS.filter(
		(panel) => listed.includes(panel) && !hidden.includes(panel)
	);
	return {
		shown,
		hidden: EXPLORER_PANELS.filter((panel) => !shown.includes(panel)),
		notices
	};
}

/** The `panels` value that `readEmbedLink` reads back as `shown`; empty when every panel is. */
export function embedPanelsText(shown: readonly ExplorerPanel[]): string {
	const listed = EXPLORER_PANELS.filter((panel) => shown.includes(panel));
	return listed.length === EXPLORER_PANELS.length ? '' : listed.join(',');
}

/** The `hide` value that `readEmbedLink` reads back as `hidden`; empty when nothing is hidden. */
export function embedHideText(hidden: readonly ExplorerPanel[]): string {
	return EXPLORER_PANELS.filter((panel) => hidden.includes(panel)).join(',');
}

/**
 * The query of an embed link as the teachers' builder writes it: the run's own query, the
 * panels shown (unwritten when every panel is), the view it opens in, and `quiz=1` for an embed
 * that asks before each step forward. The view is written whichever it is, as lesson links do.
 */
export function embedLinkQuery(
	run: string,
	shown: readonly ExplorerPanel[],
	view: ExplorerView,
	quiz: boolean
): string {
	const panels = embedPanelsText(shown);
	return withViewQuery(`${run}${panels === '' ? '' : `&panels=${panels}`}`, view, quiz);
}

/** The HTML a course page pastes to show an embed (HTML, not words: embed-snippet.ts). */
export { embedSnippet } from './embed-snippet';
