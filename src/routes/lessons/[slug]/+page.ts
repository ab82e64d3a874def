import { loadLessonComponent } from '$lib/lessons/lesson-components';
import type { PageLoad } from './$types';

// The facts come prerendered from +page.server.ts; the lesson's own component is fetched here,
// in the browser too, as a chunk of its own.
export const load: PageLoad = async ({ data }) => ({
	...data,
	component: await loadLessonComponent(data.lesson.file)
});
