import { json } from '@sveltejs/kit';
import { LESSONS } from '$lib/lessons/catalog.server';

// Prerendered to /lessons.json: the "page not found" page reads it to suggest the lesson a
// broken link meant, even on a static host that answers every unknown address with 404.html.
export const prerender = true;

export function GET(): Response {
	return json(LESSONS.map(({ slug, title }) => ({ slug, title })));
}
