import { describe, expect, it } from 'vitest';
import { readViewLink, SIMPLE_VIEW_HIDDEN, withViewQuery } from '$lib/config/view-link';
import { EXPLORER_PANELS, FIRST_SCREEN_PANELS } from '$lib/config/embed-link';

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
});

describe('the simple view', () => {
	it('keeps exactly the panels of an embed’s first screen', () => {
		expect(EXPLORER_PANELS.filter((panel) => !SIMPLE_VIEW_HIDDEN.includes(panel))).toEqual(
			FIRST_SCREEN_PANELS
		);
	});
});
