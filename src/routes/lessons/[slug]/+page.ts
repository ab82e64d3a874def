import { error } from '@sveltejs/kit';
import { LESSONS, lessonBySlug } from '$lib/lessons/catalog';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => LESSONS.map(({ slug }) => ({ slug }));

export const load: PageLoad = ({ params }) => {
	const lesson = lessonBySlug(params.slug);
	if (lesson === undefined) error(404, `No lesson called ${params.slug}`);
	return { lesson, count: LESSONS.length };
};
