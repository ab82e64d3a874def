/**
 * The course: every `content/lessons/NN-slug.md`, and its translation into each other language
 * in `content/lessons/<locale>/NN-slug.md`, checked when the site is built. A lesson with a
 * missing title, a repeated order or an unknown prerequisite stops the build with its file named,
 * and so does a widget tag with a prop its spec rejects (widgets.ts).
 *
 * Server-only (the `.server` name makes SvelteKit refuse it in browser code): it loads every
 * lesson and its source at once, which the build can afford and a student's phone should not.
 * Pages get the catalog's facts as prerendered data, and each lesson's component on its own
 * (lesson-components.ts).
 */

import type { Component } from 'svelte';
import type { WidgetSpec } from './widget-spec';
import { checkLessonWidgets, specsByName } from './widgets';
import { translationProblems } from './translations';
import { validateLessons, type Lesson, type LessonEntry } from './validate';

interface LessonModule {
	default: Component;
	metadata?: unknown;
}

const modules = import.meta.glob<LessonModule>('/content/lessons/**/*.md', { eager: true });

const sources = import.meta.glob<string>('/content/lessons/**/*.md', {
	eager: true,
	query: '?raw',
	import: 'default'
});
const widgetSpecs = specsByName(
	import.meta.glob<{ spec: WidgetSpec }>('/src/lib/components/lessons/*.props.ts', { eager: true })
);
for (const [file, source] of Object.entries(sources)) checkLessonWidgets(file, source, widgetSpecs);

/** The language of a lesson file: its folder's name, or English at the top. */
function localeOfFile(file: string): string {
	const folder = file.split('/').slice(3, -1);
	return folder.length === 0 ? 'en' : folder.join('/');
}

/** Each language's lesson files, as found. */
const entriesByLocale = new Map<string, LessonEntry<Component>[]>();
for (const [file, module] of Object.entries(modules)) {
	const locale = localeOfFile(file);
	const entries = entriesByLocale.get(locale) ?? [];
	entries.push({ file, metadata: module.metadata, component: module.default });
	entriesByLocale.set(locale, entries);
}

/** Each language's course, in order. */
const COURSES = new Map<string, readonly Lesson<Component>[]>(
	[...entriesByLocale].map(([locale, entries]) => [locale, validateLessons(entries)])
);

/** The English course. */
export const LESSONS: readonly Lesson<Component>[] = COURSES.get('en') ?? [];

const problems = [...COURSES]
	.filter(([locale]) => locale !== 'en')
	.flatMap(([locale, lessons]) => translationProblems(locale, LESSONS, lessons, sources));
if (problems.length > 0) throw new Error(problems.join('\n'));

/**
 * The course in `locale` (a language of the site). Every language has one: the build stops
 * on a lesson without its translation (`translationProblems`), and a language without lessons
 * at all has no course here, which a page reports as missing.
 */
export function lessonsIn(locale: string): readonly Lesson<Component>[] | undefined {
	return COURSES.get(locale);
}

export function lessonBySlug(slug: string, locale = 'en'): Lesson<Component> | undefined {
	return lessonsIn(locale)?.find((lesson) => lesson.slug === slug);
}

/** A lesson's facts without its component: what a page's data can carry. */
export type LessonFacts = Omit<Lesson<Component>, 'component'>;

export function lessonFacts(lesson: Lesson<Component>): LessonFacts {
	const { file, slug, index, order, title, summary, goals } = lesson;
	const { prerequisites, headings, previous, next } = lesson;
	return {
		file,
		slug,
		index,
		order,
		title,
		summary,
		goals,
		prerequisites,
		headings,
		previous,
		next
	};
}
