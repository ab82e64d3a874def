/**
 * The course: every `content/lessons/NN-slug.md`, checked when the site is built. A lesson with a
 * missing title, a repeated order or an unknown prerequisite stops the build with its file named.
 */

import type { Component } from 'svelte';
import { validateLessons, type Lesson } from './validate';

interface LessonModule {
	default: Component;
	metadata?: unknown;
}

const modules = import.meta.glob<LessonModule>('/content/lessons/*.md', { eager: true });

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
