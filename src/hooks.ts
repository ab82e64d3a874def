import type { Reroute } from '@sveltejs/kit';
import { readablePath } from '$lib/config/link-notices';
import { deLocalizeUrl } from '$lib/paraglide/runtime.js';

/**
 * Which route an address shows.
 *
 * A page in Spanish or Chinese is the English page under /es or /zh (docs/i18n.md): the
 * language's prefix is taken off, so `/es/play` is the route of `/play`, rendered with the
 * Spanish messages (the locale comes from the address itself: Paraglide's url strategy).
 *
 * An address with a malformed escape (`/lessons/%E0%A4%A`) would make the router throw before
 * any page shows; routed as the text it shows instead, it finds no page and gets the site's
 * "Page not found", which names the address as written.
 *
 * A prerendered page opened by its file's name (`…/embed/scorm.html`: an LMS opens a SCORM
 * package's launch page so, docs/scorm.md) is routed as the page it is (`…/embed/scorm`), so the
 * client takes the same route the page was rendered for (an embed's bare layout among others).
 */
export const reroute: Reroute = ({ url }) => {
	const readable = readablePath(url.pathname);
	const shown = new URL(url);
	if (readable !== null) shown.pathname = readable;
	const path = deLocalizeUrl(shown).pathname;
	if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
	return path === url.pathname ? undefined : path;
};
