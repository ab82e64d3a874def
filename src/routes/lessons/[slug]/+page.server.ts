import { error } from '@sveltejs/kit';
import { LESSONS, lessonBySlug, lessonFacts } from '$lib/lessons/catalog.server';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => LESSONS.map(({ slug }) => ({ slug }));

export const load: PageServerLoad = ({ params }) => {
	const lesson = lessonBySlug(params.slug);
	if (lesson === undefined) error(404, `No lesson called ${params.slug}`);
	return { lesson: lessonFacts(lesson), count: LESSONS.length };
};
