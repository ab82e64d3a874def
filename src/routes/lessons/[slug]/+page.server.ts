import { error } from '@sveltejs/kit';
import { LESSONS, lessonBySlug, lessonFacts, lessonsIn } from '$lib/lessons/catalog.server';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { EntryGenerator, PageServerLoad } from './$types';
import { m } from '$lib/paraglide/messages.js';

export const entries: EntryGenerator = () => LESSONS.map(({ slug }) => ({ slug }));

// The lesson in the page's language (its address's: /es/lessons/… is the Spanish file).
export const load: PageServerLoad = ({ params }) => {
	const locale = getLocale();
	const course = lessonsIn(locale);
	if (course === undefined) error(500, `The lessons are not translated into ${locale}`);
	const lesson = lessonBySlug(params.slug, locale);
	if (lesson === undefined) error(404, m.pages_error_no_lesson({ slug: params.slug }));
	return { lesson: lessonFacts(lesson), count: course.length };
};
