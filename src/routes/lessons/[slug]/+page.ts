import { error } from '@sveltejs/kit';
import { LESSONS, lessonBySlug } from '$lib/lessons/catalog';
import { closestLesson } from '$lib/lessons/closest-lesson';
import type { EntryGenerator, PageLoad } from './$types';

export const entries: EntryGenerator = () => LESSONS.map(({ slug }) => ({ slug }));

export const load: PageLoad = ({ params }) => {
	const lesson = lessonBySlug(params.slug);
	if (lesson === undefined) {
		const near = closestLesson(params.slug, LESSONS);
		error(404, {
			message: `No lesson called ${params.slug}`,
			suggestion: near && { slug: near.slug, title: near.title }
		});
	}
	return { lesson, count: LESSONS.length };
};
