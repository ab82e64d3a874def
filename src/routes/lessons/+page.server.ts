import { error } from '@sveltejs/kit';
import { lessonsIn } from '$lib/lessons/catalog.server';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { PageServerLoad } from './$types';

// The course in the page's language.
export const load: PageServerLoad = () => {
	const course = lessonsIn(getLocale());
	if (course === undefined) error(500, `The lessons are not translated into ${getLocale()}`);
	return {
		lessons: course.map(({ slug, title, summary, goals }) => ({ slug, title, summary, goals }))
	};
};
