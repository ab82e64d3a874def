/**
 * Each lesson's compiled component, loaded on its own when its page opens: a lesson page
 * downloads its own text and widgets, not the whole course's.
 */

import type { Component } from 'svelte';

const loaders = import.meta.glob<{ default: Component }>('/content/lessons/**/*.md');

/** The component of the lesson whose file is `file` (as the catalog names it). */
export async function loadLessonComponent(file: string): Promise<Component> {
	const load = loaders[file];
	if (load === undefined) throw new Error(`No lesson file ${file}`);
	return (await load()).default;
}
