import { describe, expect, it } from 'vitest';
import {
	readQuizLink,
	readViewLink,
	SIMPLE_VIEW_HIDDEN,
	withQuizQuery,
	withViewQuery
} from '$lib/config/view-link';
import { EXPLORER_PANELS, FIRST_SCREEN_PANELS } from '$lib/config/embed-link';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

describe('readViewLink', () => {
	it('reads simple and full in any case, with blanks around', () => {
		expect(readViewLink(new URLSearchParams('view=simple'), 'full')).toEqual({
			view: 'simple',
			notices: []
		});
		expect(readViewLink(new URLSearchParams('view=%20FULL'), 'simple')).toEqual({
			view: 'full',
			notices: []
		});
	});

	it('names no view when the link has none, and says so nowhere', () => {
		expect(readViewLink(new URLSearchParams('board=41325_786'), 'simple')).toEqual({
			view: null,
			notices: []
		});
	});

	it('says what it did with a value it cannot use', () => {
		expect(readViewLink(new URLSearchParams('view=expert'), 'simple')).toEqual({
			view: null,
			notices: [
				{
					param: 'view',
					message:
						'The parameter "view" takes "simple" or "full"; "expert" is neither, so the simple view is shown.'
				}
			]
		});
		expect(readViewLink(new URLSearchParams('view='), 'full').notices).toEqual([
			{
				param: 'view',
				message:
					'The parameter "view" takes "simple" or "full"; it is empty, so the full view is shown.'
			}
		]);
	});

	it('writes the view at the end of a link’s query', () => {
		expect(withViewQuery('v=1&board=41325_786', 'full')).toBe('v=1&board=41325_786&view=full');
	});

	it('writes quiz=1 after the view in quiz mode, and nothing without it', () => {
		expect(withViewQuery('v=1', 'simple', true)).toBe('v=1&view=simple&quiz=1');
		expect(withViewQuery('v=1', 'simple', false)).toBe('v=1&view=simple');
	});

	it('keeps quiz mode in a copied step’s link, which names no view', () => {
		expect(withQuizQuery('v=1&step=3', true)).toBe('v=1&step=3&quiz=1');
		expect(withQuizQuery('v=1&step=3', false)).toBe('v=1&step=3');
	});
});

describe('readQuizLink', () => {
	it('reads 1 and 0, with blanks around, and no quiz without the parameter', () => {
		expect(readQuizLink(new URLSearchParams('quiz=1'))).toEqual({ quiz: true, notices: [] });
		expect(readQuizLink(new URLSearchParams('quiz=%200'))).toEqual({ quiz: false, notices: [] });
		expect(readQuizLink(new URLSearchParams('view=full'))).toEqual({ quiz: false, notices: [] });
	});

	it('says what it did with a value it cannot use', () => {
		expect(readQuizLink(new URLSearchParams('quiz=on'))).toEqual({
			quiz: false,
			notices: [
				{
					param: 'quiz',
					message:
						'The parameter "quiz" takes 1 (quiz mode) or 0; "on" is neither, so the explorer opens without the quiz.'
				}
			]
		});
	});

	it('reads back what it writes', () => {
		const query = new URLSearchParams(withViewQuery('v=1', 'full', true));
		expect(readQuizLink(query).quiz).toBe(true);
	});
});

describe('the simple view', () => {
	it('keeps exactly the panels of an embed’s first screen', () => {
		expect(EXPLORER_PANELS.filter((panel) => !SIMPLE_VIEW_HIDDEN.includes(panel))).toEqual(
			FIRST_SCREEN_PANELS
		);
	});
});
