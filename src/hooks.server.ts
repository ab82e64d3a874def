import type { Handle, ServerInit } from '@sveltejs/kit';
import { loadMessages } from '$lib/components/message-text';
import { paraglideMiddleware } from '$lib/paraglide/server.js';

/** The address SvelteKit renders the fallback page (404.html) at while it prerenders. */
const FALLBACK_PATH = '/[fallback]';

/**
 * Renders each page in the language of its address (/es/…, /zh/…, English unprefixed): the
 * middleware holds the request's locale while the page renders, so every message the page
 * writes is in it, and the document's `lang` says which (app.html's `%paraglide.lang%`) —
 * screen readers pick their voice by it and browsers their fonts and hyphenation.
 * Prerendering runs this for every page of every language.
 */
export const handle: Handle = ({ event, resolve }) =>
	paraglideMiddleware(event.request, ({ request, locale }) => {
		event.request = request;
		// The fallback page (404.html) is one file that a static host serves at every missing
		// address, /es/… and /zh/… too: it says no language, and the browser takes the one of
		// the address it is served at (src/hooks.client.ts).
		const lang = event.url.pathname === FALLBACK_PATH ? '' : locale;
		return resolve(event, {
			transformPageChunk: ({ html }) => html.replace('%paraglide.lang%', lang)
		});
	});

/** Every language's table of the lower layers' messages, before any page renders. */
export const init: ServerInit = () => loadMessages();
