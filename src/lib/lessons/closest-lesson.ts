/**
 * The lesson a broken lesson link most likely meant, for the "page not found" page: lessons keep
 * their number when a title is reworded, so a slug starting with a lesson's number points to that
 * lesson; otherwise the lesson sharing the most words with the slug, if any does.
 */

export interface LessonName {
	readonly slug: string;
	readonly title: string;
}

export function closestLesson<L extends LessonName>(
	slug: string,
	lessons: readonly L[]
): L | undefined {
	const number = /^(\d+)(?:-|$)/.exec(slug)?.[1];
	if (number !== undefined) {
		const numbered = lessons.find((lesson) => Number(lesson.slug.split('-')[0]) === Number(number));
		if (numbered !== undefined) return numbered;
	}
	const asked = new Set(wordsOf(slug));
	let best: L | undefined;
	let bestShared = 0;
	for (const lesson of lessons) {
		const shared = new Set(wordsOf(`${lesson.slug} ${lesson.title}`).filter((w) => asked.has(w)));
		if (shared.size > bestShared) {
			best = lesson;
			bestShared = shared.size;
		}
	}
	return best;
}

/** Lower-case words of three letters or more ("a", "and", digits alone do not tell lessons apart). */
function wordsOf(text: string): string[] {
	return (
		text
			.toLowerCase()
			.match(/[a-z*]+/g)
			?.map((word) => word.replace(/\*/g, 'star'))
			.filter((word) => word.length >= 3 && word !== 'the' && word !== 'and') ?? []
	);
}
