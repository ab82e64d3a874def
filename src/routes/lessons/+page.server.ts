import { LESSONS } from '$lib/lessons/catalog.server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({
	lessons: LESSONS.map(({ slug, title, summary, goals }) => ({ slug, title, summary, goals }))
});
