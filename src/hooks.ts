import type { Reroute } from '@sveltejs/kit';
import { readablePath } from '$lib/config/link-notices';

/**
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
	const path = readable ?? url.pathname;
	if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
	return readable ?? undefined;
};
