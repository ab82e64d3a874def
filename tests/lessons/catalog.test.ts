import { describe, expect, it } from 'vitest';
import { validateLessons, type LessonEntry } from '../../src/lib/lessons/validate';
import '../i18n/english-messages';

function entry(name: string, metadata: Record<string, unknown>): LessonEntry<string> {
	return {
		file: `/content/lessons/${name}.md`,
		metadata: { summary: 'A summary.', goals: ['A goal'], prerequisites: [], ...metadata },
		component: name
	};
}

describe('validateLessons', () => {
	it('orders the course by order and links each lesson to its neighbours', () => {
		const lessons = validateLessons([
			entry('03-parity', { title: 'Parity', order: 3, prerequisites: ['01-the-puzzle'] }),
			entry('01-the-puzzle', { title: 'The puzzle', order: 1 }),
			entry('02-search', { title: 'Search', order: 2 })
		]);
		expect(lessons.map((l) => [l.slug, l.index, l.order])).toEqual([
			['01-the-puzzle', 0, 1],
			['02-search', 1, 2],
			['03-parity', 2, 3]
		]);
		expect(lessons.map((l) => [l.previous?.slug ?? null, l.next?.slug ?? null])).toEqual([
			[null, '02-search'],
			['01-the-puzzle', '03-parity'],
			['02-search', null]
		]);
		expect(lessons[2].prerequisites).toEqual([{ slug: '01-the-puzzle', title: 'The puzzle' }]);
		expect(lessons[0].component).toBe('01-the-puzzle');
	});

	it('fails on a missing title, naming the file and the field', () => {
		expect(() => validateLessons([entry('01-the-puzzle', { order: 1 })])).toThrow(
			new Error('/content/lessons/01-the-puzzle.md: frontmatter field "title" is missing')
		);
	});

	it('fails on a missing summary', () => {
		expect(() =>
			validateLessons([entry('01-a', { title: 'A', order: 1, summary: undefined })])
		).toThrow('/content/lessons/01-a.md: frontmatter field "summary" is missing');
	});

	it('fails on a repeated order', () => {
		expect(() =>
			validateLessons([
				entry('01-a', { title: 'A', order: 1 }),
				entry('02-b', { title: 'B', order: 1 })
			])
		).toThrow(
			'/content/lessons/02-b.md: frontmatter field "order" repeats 1, already used by /content/lessons/01-a.md'
		);
	});

	it('fails on an unknown prerequisite', () => {
		expect(() =>
			validateLessons([entry('01-a', { title: 'A', order: 1, prerequisites: ['09-nowhere'] })])
		).toThrow(
			'/content/lessons/01-a.md: frontmatter field "prerequisites" names an unknown lesson "09-nowhere"'
		);
	});

	it('fails on a file name without a number', () => {
		expect(() => validateLessons([entry('intro', { title: 'A', order: 1 })])).toThrow(
			"/content/lessons/intro.md: a lesson's file name must look like NN-slug.md"
		);
	});
});
