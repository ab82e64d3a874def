/**
 * The site's pages, read from its sources: every route with a +page.svelte, and every lesson
 * file the course's catalog is built from (by the catalog's own slug rule). One list for the
 * tests that must visit every page (axe, the security policy, the static hosts' headers), so
 * a new page or lesson is checked by all of them without editing any.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lessonSlug } from '../src/lib/lessons/validate';
import { PREFIXED_LOCALES } from '../scripts/locales.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = join(ROOT, 'src/routes');

/** Routes as SvelteKit names them (`/`, `/play`, `/lessons/[slug]`), sorted. */
function routeIds(dir = ROUTES): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return routeIds(path);
		return entry.name === '+page.svelte' ? [`/${relative(ROUTES, dir)}`] : [];
	});
}

export const ROUTE_IDS: readonly string[] = routeIds().sort();

/** Every lesson's slug (`04-breadth-first-search`), in course order. */
export const LESSON_SLUGS: readonly string[] = readdirSync(join(ROOT, 'content/lessons'))
	.flatMap((name) => lessonSlug(name) ?? [])
	.sort();

/** Every page's address: the routes, with each lesson for `/lessons/[slug]`; sorted. */
export const SITE_PAGES: readonly string[] = ROUTE_IDS.flatMap((route) =>
	route === '/lessons/[slug]' ? LESSON_SLUGS.map((slug) => `/lessons/${slug}`) : [route]
).sort();

/** The languages other than English, each the prefix of its pages (docs/i18n.md). */
export const PAGE_LOCALES: readonly string[] = PREFIXED_LOCALES;

/** Every page in Spanish and Chinese: each English page under each prefix (`/` is `/es`). */
export const LOCALIZED_PAGES: readonly string[] = PAGE_LOCALES.flatMap((locale) =>
	SITE_PAGES.map((page) => (page === '/' ? `/${locale}` : `/${locale}${page}`))
).sort();
