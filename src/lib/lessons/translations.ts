/**
 * The rules a translated lesson keeps (content/lessons/<locale>/NN-slug.md, docs/i18n.md): the
 * same course in every language. Each English lesson has its translation in every language and
 * no translation stands alone; a translation keeps its lesson's place in the course, its
 * prerequisites and its widgets with their settings — only their `label` and `caption`, which are
 * words, differ. Its sections are checked where their ids are made (rehype-headings.js). A
 * translation that breaks a rule stops the build, naming its file.
 */

import type { Lesson } from './validate';
import { widgetTags } from './widgets';

/** The props of a widget that are words, and so are translated. */
const WORDED_PROPS: ReadonlySet<string> = new Set(['label', 'caption']);

/** A widget tag as the course sees it in every language: its name and its settings. */
function widgetSignature(source: string): string[] {
	return widgetTags(source).map((tag) => {
		const settings = Object.entries(tag.strings)
			.filter(([name]) => !WORDED_PROPS.has(name))
			.map(([name, value]) => `${name}="${value}"`);
		const expressions = tag.expressions.filter((name) => !WORDED_PROPS.has(name));
		return `<${[tag.name, ...settings, ...expressions.map((name) => `${name}={…}`)].join(' ')}>`;
	});
}

/**
 * The problems of one language's lessons against the English course, each naming its file;
 * empty when the translation is complete and faithful. `sources` holds each file's markdown.
 */
export function translationProblems(
	locale: string,
	english: readonly Lesson[],
	translated: readonly Lesson[],
	sources: Readonly<Record<string, string>>
): string[] {
	const problems: string[] = [];
	const bySlug = new Map(translated.map((lesson) => [lesson.slug, lesson]));
	const englishSlugs = new Set(english.map((lesson) => lesson.slug));
	for (const lesson of translated) {
		if (!englishSlugs.has(lesson.slug)) {
			problems.push(
				`${lesson.file}: translates no lesson (there is no ${lesson.slug}.md in English)`
			);
		}
	}
	for (const original of english) {
		const translation = bySlug.get(original.slug);
		if (translation === undefined) {
			problems.push(
				`${original.file}: has no ${locale} translation (content/lessons/${locale}/${original.slug}.md): every lesson is in every language`
			);
			continue;
		}
		if (translation.order !== original.order) {
			problems.push(
				`${translation.file}: order ${translation.order}, but the lesson's is ${original.order}`
			);
		}
		const wanted = original.prerequisites.map((link) => link.slug).join(', ');
		const given = translation.prerequisites.map((link) => link.slug).join(', ');
		if (given !== wanted) {
			problems.push(
				`${translation.file}: prerequisites [${given}], but the lesson's are [${wanted}]`
			);
		}
		const widgets = widgetSignature(sources[original.file] ?? '');
		const translatedWidgets = widgetSignature(sources[translation.file] ?? '');
		const differ = Math.max(widgets.length, translatedWidgets.length);
		for (let index = 0; index < differ; index += 1) {
			if (widgets[index] !== translatedWidgets[index]) {
				problems.push(
					`${translation.file}: widget ${index + 1} is ${translatedWidgets[index] ?? 'missing'}, but the lesson's is ${widgets[index] ?? 'none'} (only label and caption are translated)`
				);
				break;
			}
		}
	}
	return problems;
}
