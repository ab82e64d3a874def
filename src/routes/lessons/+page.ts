import { LESSONS } from '$lib/lessons/catalog';
import type { PageLoad } from './$types';

export const load: PageLoad = () => ({
	lessons: LESSONS.map(({ slug, title, summary, goals }) => ({ slug, title, summary, goals }))
});
