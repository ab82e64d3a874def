import { error } from '@sveltejs/kit';
import { LESSONS, lessonBySlug, lessonFacts } from '$lib/lessons/catalog.server';
import type { EntryGenerator, PageServerLoad } from './$types';
import { m } from '$lib/paraglide/messages.js';

export const entries: EntryGenerator = () => LESSONS.map(({ slug }) => ({ slug }));

export const load: PageServerLoad = ({ params }) => {
	const lesson = lessonBySlug(params.slug);
	if (lesson === undefined) error(404, m.pages_error_no_lesson({ slug: params.slug }));
	return { lesson: lessonFacts(lesson), count: LESSONS.length };
};
