import { describe, expect, it } from 'vitest';
import {
	EMBED_PARAMS,
	EXPLORER_PANELS,
	FIRST_SCREEN_PANELS,
	embedLinkQuery,
	embedPanelsText,
	readEmbedLink
} from '$lib/config/embed-link';
import { readPlayLink } from '$lib/config/play-link';
import { readQuizLink, readViewLink, VIEW_PARAMS } from '$lib/config/view-link';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readEmbedLink(new URLSearchParams(query));
const LIST = 'board, controls, narration, frontier, tree, code, stats, details, chart, share';

describe('panels', () => {
	it('shows every panel when the link names none', () => {
		expect(read('board=42_713856')).toEqual({ shown: EXPLORER_PANELS, hidden: [], notices: [] });
		expect(FIRST_SCREEN_PANELS).toEqual(['board', 'controls', 'narration', 'frontier', 'tree']);
	});

	it('shows the panels listed, in the embed’s order, whatever case or order the list has', () => {
		expect(read('panels=Tree,board,,frontier')).toEqual({
			shown: ['board', 'frontier', 'tree'],
			hidden: ['controls', 'narration', 'code', 'stats', 'details', 'chart', 'share'],
			notices: []
		});
	});

	it('names unknown panels and skips them', () => {
		expect(read('panels=board,pseudocode,frontier,graph')).toEqual({
			shown: ['board', 'frontier'],
			hidden: ['controls', 'narration', 'tree', 'code', 'stats', 'details', 'chart', 'share'],
			notices: [
				{
					param: 'panels',
					message: `The parameter "panels" lists ${LIST}; "pseudocode", "graph" are not among them and were ignored.`
				}
			]
		});
	});

	it('shows every panel, and says so, when the list names no known panel', () => {
		expect(read('panels=graph')).toEqual({
			shown: EXPLORER_PANELS,
			hidden: [],
			notices: [
				{
					param: 'panels',
					message: `The parameter "panels" lists ${LIST}; "graph" is not among them and was ignored, so every panel is shown.`
				}
			]
		});
		expect(read('panels=,')).toEqual({
			shown: EXPLORER_PANELS,
			hidden: [],
			notices: [
				{ param: 'panels', message: 'The parameter "panels" names no panel; every panel is shown.' }
			]
		});
	});

	it('leaves out what hide names after panels, and says when a panel is in both', () => {
		expect(read('panels=board,frontier,tree&hide=tree,code')).toEqual({
			shown: ['board', 'frontier'],
			hidden: ['controls', 'narration', 'tree', 'code', 'stats', 'details', 'chart', 'share'],
			notices: [
				{ param: 'hide', message: '"tree" is both in "panels" and in "hide": it is left out.' }
			]
		});
	});

	it('keeps old links: hide alone leaves its panels out of all of them', () => {
		expect(read('hide=code,stats,chart,share,details')).toEqual({
			shown: FIRST_SCREEN_PANELS,
			hidden: ['code', 'stats', 'details', 'chart', 'share'],
			notices: []
		});
	});

	it('writes panels only when some panel is left out, and reads it back', () => {
		expect(embedPanelsText(EXPLORER_PANELS)).toBe('');
		expect(embedPanelsText(['tree', 'board', 'frontier'])).toBe('board,frontier,tree');
		expect(read(`panels=${embedPanelsText(['share', 'board'])}`).shown).toEqual(['board', 'share']);
	});

	it('is an embed parameter: the playground reader says so only when read without the embed', () => {
		const query = new URLSearchParams('board=42_713856&panels=board,frontier');
		expect(readPlayLink(query, EMBED_PARAMS).notices).toEqual([]);
		expect(readPlayLink(query).notices.map((notice) => notice.param)).toEqual(['panels']);
		const twice = new URLSearchParams('panels=board&panels=tree');
		expect(readPlayLink(twice, EMBED_PARAMS).notices.map((notice) => notice.param)).toEqual([
			'panels'
		]);
		expect(readEmbedLink(twice).shown).toEqual(['board']);
	});
});

describe('the teachers’ embed link', () => {
	// A run's query as playLinkQuery writes it.
	const run = 'v=1&board=42_713856&algo=bfs&step=3';

	it('writes quiz=1 after the view for an embed in quiz mode, and nothing for one without', () => {
		expect(embedLinkQuery(run, EXPLORER_PANELS, 'full', true)).toBe(
			'v=1&board=42_713856&algo=bfs&step=3&view=full&quiz=1'
		);
		expect(embedLinkQuery(run, ['board', 'controls', 'frontier'], 'simple', true)).toBe(
			'v=1&board=42_713856&algo=bfs&step=3&panels=board,controls,frontier&view=simple&quiz=1'
		);
		expect(embedLinkQuery(run, EXPLORER_PANELS, 'full', false)).toBe(
			'v=1&board=42_713856&algo=bfs&step=3&view=full'
		);
	});

	it('reads back, in /embed/play’s readers, as the run, its panels, its view and quiz mode', () => {
		const query = new URLSearchParams(embedLinkQuery(run, ['board', 'tree'], 'simple', true));
		expect(readPlayLink(query, [...EMBED_PARAMS, ...VIEW_PARAMS]).notices).toEqual([]);
		expect(readEmbedLink(query).shown).toEqual(['board', 'tree']);
		expect(readViewLink(query, 'full')).toEqual({ view: 'simple', notices: [] });
		expect(readQuizLink(query)).toEqual({ quiz: true, notices: [] });
		const plain = new URLSearchParams(embedLinkQuery(run, ['board', 'tree'], 'simple', false));
		expect(readQuizLink(plain)).toEqual({ quiz: false, notices: [] });
	});
});
