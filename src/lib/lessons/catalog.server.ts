/**
 * The course: every `content/lessons/NN-slug.md`, checked when the site is built. A lesson with a
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
import { validateLessons, type Lesson } from './validate';

interface LessonModule {
	default: Component;
	metadata?: unknown;
}

const modules = import.meta.glob<LessonModule>('/content/lessons/*.md', { eager: true });

const sources = import.meta.glob<string>('/content/lessons/*.md', {
	eager: true,
	query: '?raw',
	import: 'default'
});
const widgetSpecs = specsByName(
	import.meta.glob<{ spec: WidgetSpec }>('/src/lib/components/lessons/*.props.ts', { eager: true })
);
for (const [file, source] of Object.entries(sources)) checkLessonWidgets(file, source, widgetSpecs);

export const LESSONS: readonly Lesson<Component>[] = validateLessons(
	Object.entries(modules).map(([file, module]) => ({
		file,
		metadata: module.metadata,
		component: module.default
	}))
);

export function lessonBySlug(slug: string): Lesson<Component> | undefined {
	return LESSONS.find((lesson) => lesson.slug === slug);
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
