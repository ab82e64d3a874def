import type { Reroute } from '@sveltejs/kit';
import { readablePath } from '$lib/config/link-notices';

/**
 * An address with a malformed escape (`/lessons/%E0%A4%A`) would make the router throw before
 * any page shows; routed as the text it shows instead, it finds no page and gets the site's
 * "Page not found", which names the address as written.
 */
export const reroute: Reroute = ({ url }) => readablePath(url.pathname) ?? undefined;
