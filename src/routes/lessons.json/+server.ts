import { json } from '@sveltejs/kit';
import { LESSONS, lessonBySlug } from '$lib/lessons/catalog.server';
import { SITE_LOCALES } from '$lib/messages/locale-path';

// Prerendered to /lessons.json: the "page not found" page reads it to suggest the lesson a
// broken link meant, even on a static host that answers every unknown address with 404.html.
// Each lesson carries its title in every language, so /es and /zh suggest it in theirs; the
// English one is the one a slug's words are matched against (slugs are English in every
// language).
export const prerender = true;

export function GET(): Response {
	return json(
		LESSONS.map(({ slug, title }) => ({
			slug,
			title,
			titles: Object.fromEntries(
				SITE_LOCALES.map((locale) => [locale, lessonBySlug(slug, locale)?.title ?? title])
			)
		}))
	);
}
