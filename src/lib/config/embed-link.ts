/**
 * What an embed adds to a playground link: `hide`, a comma list of explorer panels to leave
 * out, so a course page can show, say, only the board and the frontier. Like every link
 * parameter it never fails: unknown panel names are reported and skipped.
 */
import type { LinkNotice } from './play-link';

/** The explorer's parts an embed can hide. */
export const EXPLORER_PANELS = [
	'controls',
	'stats',
	'chart',
	'share',
	'tree',
	'details',
	'frontier',
	'code'
] as const;

export type ExplorerPanel = (typeof EXPLORER_PANELS)[number];

export const EMBED_PARAMS: readonly string[] = ['hide'];

export interface ReadEmbed {
	readonly hidden: readonly ExplorerPanel[];
	readonly notices: readonly LinkNotice[];
}

export function isExplorerPanel(name: string): name is ExplorerPanel {
	return (EXPLORER_PANELS as readonly string[]).includes(name);
}

/** The panels `hide` names, in the explorer's order, each once. */
export function readEmbedLink(query: URLSearchParams): ReadEmbed {
	const text = query.get('hide');
	if (text === null || text.trim() === '') return { hidden: [], notices: [] };
	const names = text.split(',').map((name) => name.trim().toLowerCase());
	const unknown = names.filter((name) => name !== '' && !isExplorerPanel(name));
	const notices: LinkNotice[] =
		unknown.length === 0
			? []
			: [
					{
						param: 'hide',
						message: `The parameter "hide" lists ${EXPLORER_PANELS.join(', ')}; ${unknown.map((name) => `"${name}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among them and ${unknown.length === 1 ? 'was' : 'were'} ignored.`
					}
				];
	return { hidden: EXPLORER_PANELS.filter((panel) => names.includes(panel)), notices };
}

/** The `hide` value that `readEmbedLink` reads back as `hidden`; empty when nothing is hidden. */
export function embedHideText(hidden: readonly ExplorerPanel[]): string {
	return EXPLORER_PANELS.filter((panel) => hidden.includes(panel)).join(',');
}

/** The HTML a course page pastes to show an embed: lazy, borderless, full width. */
export function embedSnippet(src: string, title: string, height: number): string {
	const attribute = (text: string): string =>
		text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
	return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${height}" loading="lazy" style="border: 0"></iframe>`;
}
