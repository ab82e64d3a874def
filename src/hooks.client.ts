import type { ClientInit } from '@sveltejs/kit';
import { loadMessages } from '$lib/components/message-text';
import { defineCustomClientStrategy, getLocale, isLocale } from '$lib/paraglide/runtime.js';

/**
 * In the browser a page's language is the one its document was rendered in (`<html lang>`,
 * written by hooks.server.ts for each prerendered page): the page hydrates with the words it was
 * rendered with, whatever address it is served from — a SCORM package's page sits deep in an
 * LMS's own paths, where no /es/ prefix leads. A page without a known `lang` falls through to its
 * address (scripts/paraglide.mjs lists the order).
 */
defineCustomClientStrategy('custom-document', {
	getLocale: () => {
		const lang = document.documentElement.lang;
		return isLocale(lang) ? lang : undefined;
	},
	// The language changes only by loading another page (the switcher reloads).
	setLocale: () => {}
});

/**
 * Before the page hydrates, the lower layers' messages in its language (components/
 * message-text.ts): its words are then written as the prerendered page had them.
 */
export const init: ClientInit = async () => {
	const locale = getLocale();
	// The fallback page (404.html) is written with no language: it is in the language of the
	// address it is served at (the `url` strategy), which it now says for screen readers, fonts
	// and this strategy.
	if (document.documentElement.lang === '') document.documentElement.lang = locale;
	await loadMessages([locale]);
};
