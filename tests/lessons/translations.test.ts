import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { translationProblems } from '../../src/lib/lessons/translations';
import { validateLessons, type Lesson } from '../../src/lib/lessons/validate';
import { englishOf, headingIds, sourceHeadings } from '../../src/lib/lessons/rehype-headings.js';
import { localizedLessonHref } from '../../src/lib/lessons/rehype-localized-links.js';
import '../i18n/english-messages';

/** A course of lessons from `[slug, order, prerequisites]`, in `folder`. */
function course(folder: string, lessons: [string, number, string[]][]): readonly Lesson[] {
	return validateLessons(
		lessons.map(([slug, order, prerequisites]) => ({
			file: `/content/lessons/${folder}${slug}.md`,
			metadata: { title: slug, summary: 'S', goals: ['G'], order, prerequisites },
			component: null
		}))
	);
}

const ENGLISH = course('', [
	['01-one', 1, []],
	['02-two', 2, ['01-one']]
]);

const SOURCES: Record<string, string> = {
	'/content/lessons/01-one.md': '<LessonExplorer link="board=1234_5678&algo=bfs" label="BFS" />',
	'/content/lessons/02-two.md': '',
	'/content/lessons/es/01-one.md':
		'<LessonExplorer link="board=1234_5678&algo=bfs" label="Búsqueda en anchura" />',
	'/content/lessons/es/02-two.md': ''
};

describe('translationProblems', () => {
	it('has none for a faithful translation whose labels alone differ', () => {
		const spanish = course('es/', [
			['01-one', 1, []],
			['02-two', 2, ['01-one']]
		]);
		expect(translationProblems('es', ENGLISH, spanish, SOURCES)).toEqual([]);
	});

	it('names a lesson without its translation, and a translation of no lesson', () => {
		const spanish = course('es/', [
			['01-one', 1, []],
			['03-three', 3, []]
		]);
		expect(translationProblems('es', ENGLISH, spanish, SOURCES)).toEqual([
			'/content/lessons/es/03-three.md: translates no lesson (there is no 03-three.md in English)',
			'/content/lessons/02-two.md: has no es translation (content/lessons/es/02-two.md): every lesson is in every language'
		]);
	});

	it('names a changed order, prerequisites or widget setting', () => {
		const chinese = course('zh/', [
			['01-one', 2, []],
			['02-two', 1, []]
		]);
		const sources = {
			...SOURCES,
			'/content/lessons/zh/01-one.md':
				'<LessonExplorer link="board=1234_5678&algo=dfs" label="深度" />',
			'/content/lessons/zh/02-two.md': ''
		};
		expect(translationProblems('zh', ENGLISH, chinese, sources)).toEqual([
			"/content/lessons/zh/01-one.md: order 2, but the lesson's is 1",
			'/content/lessons/zh/01-one.md: widget 1 is <LessonExplorer link="board=1234_5678&algo=dfs">, but the lesson\'s is <LessonExplorer link="board=1234_5678&algo=bfs"> (only label and caption are translated)',
			"/content/lessons/zh/02-two.md: order 1, but the lesson's is 2",
			"/content/lessons/zh/02-two.md: prerequisites [], but the lesson's are [01-one]"
		]);
	});
});

describe('the sections of a translated lesson', () => {
	it('take the English ids by position, whatever their words', () => {
		expect(
			headingIds('## One loop\n\n```\n## not a heading\n```\n### The queue\n## One loop\n')
		).toEqual(['one-loop', 'the-queue', 'one-loop-2']);
		expect(sourceHeadings('## Why A\\* is optimal')).toEqual([
			{ depth: 2, text: 'Why A* is optimal' }
		]);
	});

	it('belong to the English lesson of the same name', () => {
		expect(englishOf('content/lessons/es/04-breadth-first-search.md')).toBe(
			'content/lessons/04-breadth-first-search.md'
		);
		expect(englishOf('content/lessons/04-breadth-first-search.md')).toBe(null);
	});

	it.each(['es', 'zh'])(
		'in %s have the levels of the English sections, lesson by lesson',
		(locale) => {
			const files = readdirSync(`content/lessons/${locale}`).filter((name) => name.endsWith('.md'));
			const levels = (file: string) =>
				sourceHeadings(readFileSync(file, 'utf8'))
					.map((heading) => heading.depth)
					.join();
			for (const name of files) {
				expect([name, levels(`content/lessons/${locale}/${name}`)]).toEqual([
					name,
					levels(`content/lessons/${name}`)
				]);
			}
		}
	);
});

describe('the links of a translated lesson', () => {
	it.each([
		['/lessons/08-a-star#why-a-is-optimal', '/es/lessons/08-a-star#why-a-is-optimal'],
		['/play?board=41325_786&algo=bfs', '/es/play?board=41325_786&algo=bfs'],
		['/', '/es'],
		['#when-to-test', '#when-to-test'],
		['https://example.org/x', 'https://example.org/x'],
		['//example.org/x', '//example.org/x']
	])('%s becomes %s in Spanish', (href, localized) => {
		expect(localizedLessonHref(href, 'es')).toBe(localized);
	});
});
