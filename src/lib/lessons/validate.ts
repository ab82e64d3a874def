/**
 * The course's rules for lesson files, as a pure function: the loader hands it every
 * `content/lessons/NN-slug.md` with its frontmatter, and it either returns the ordered course or
 * throws an Error naming the file and the field at fault, which fails the build.
 */

export interface LessonHeading {
	readonly depth: 2 | 3;
	readonly id: string;
	readonly text: string;
}

export interface LessonEntry<C = unknown> {
	/** The path as the loader found it, e.g. `/content/lessons/01-the-puzzle.md`. */
	readonly file: string;
	/** The frontmatter mdsvex exported, not yet checked. */
	readonly metadata: unknown;
	readonly component: C;
}

export interface LessonLink {
	readonly slug: string;
	readonly title: string;
}

export interface Lesson<C = unknown> {
	readonly file: string;
	/** The file name without `.md`, e.g. `01-the-puzzle`; the lesson's address. */
	readonly slug: string;
	/** Position in the course, from 0, by `order`. */
	readonly index: number;
	readonly order: number;
	readonly title: string;
	readonly summary: string;
	readonly goals: readonly string[];
	readonly prerequisites: readonly LessonLink[];
	readonly headings: readonly LessonHeading[];
	readonly previous: LessonLink | null;
	readonly next: LessonLink | null;
	readonly component: C;
}

const FILE_NAME = /(?:^|\/)(\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** The slug a lesson file's name gives it (`content/lessons/04-bfs.md` → `04-bfs`), if it has one. */
export function lessonSlug(file: string): string | undefined {
	return FILE_NAME.exec(file)?.[1];
}

function fail(file: string, field: string, problem: string): never {
	throw new Error(`${file}: frontmatter field "${field}" ${problem}`);
}

function text(file: string, data: Record<string, unknown>, field: string): string {
	const value = data[field];
	if (value === undefined || value === null) fail(file, field, 'is missing');
	if (typeof value !== 'string' || value.trim() === '')
		fail(file, field, 'must be a non-empty string');
	return value.trim();
}

function textList(file: string, data: Record<string, unknown>, field: string): string[] {
	const value = data[field];
	if (value === undefined || value === null) fail(file, field, 'is missing');
	if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
		fail(file, field, 'must be a list of strings');
	}
	return value as string[];
}

function headingList(file: string, data: Record<string, unknown>): LessonHeading[] {
	const value = data.headings;
	if (value === undefined) return [];
	const valid =
		Array.isArray(value) &&
		value.every(
			(h: unknown) =>
				typeof h === 'object' &&
				h !== null &&
				((h as LessonHeading).depth === 2 || (h as LessonHeading).depth === 3) &&
				typeof (h as LessonHeading).id === 'string' &&
				typeof (h as LessonHeading).text === 'string'
		);
	if (!valid) fail(file, 'headings', 'must be a list of { depth, id, text }');
	return value as LessonHeading[];
}

/** Checks every lesson and returns the course in order, with slugs and previous/next links. */
export function validateLessons<C>(entries: readonly LessonEntry<C>[]): Lesson<C>[] {
	const checked = entries.map((entry) => {
		const { file } = entry;
		const slug = lessonSlug(file);
		if (slug === undefined) {
			throw new Error(`${file}: a lesson's file name must look like NN-slug.md`);
		}
		if (typeof entry.metadata !== 'object' || entry.metadata === null) {
			throw new Error(`${file}: has no frontmatter`);
		}
		const data = entry.metadata as Record<string, unknown>;
		const title = text(file, data, 'title');
		const summary = text(file, data, 'summary');
		const order = data.order;
		if (order === undefined || order === null) fail(file, 'order', 'is missing');
		if (typeof order !== 'number' || !Number.isInteger(order) || order < 1) {
			fail(file, 'order', 'must be a whole number from 1');
		}
		return {
			entry,
			slug,
			title,
			summary,
			order,
			goals: textList(file, data, 'goals'),
			prerequisiteSlugs: textList(file, data, 'prerequisites'),
			headings: headingList(file, data)
		};
	});

	const byOrder = new Map<number, string>();
	for (const lesson of checked) {
		const other = byOrder.get(lesson.order);
		if (other !== undefined) {
			fail(lesson.entry.file, 'order', `repeats ${lesson.order}, already used by ${other}`);
		}
		byOrder.set(lesson.order, lesson.entry.file);
	}

	const titles = new Map(checked.map((lesson) => [lesson.slug, lesson.title]));
	checked.sort((a, b) => a.order - b.order);
	const link = (i: number): LessonLink | null =>
		i >= 0 && i < checked.length ? { slug: checked[i].slug, title: checked[i].title } : null;

	return checked.map((lesson, index) => ({
		file: lesson.entry.file,
		slug: lesson.slug,
		index,
		order: lesson.order,
		title: lesson.title,
		summary: lesson.summary,
		goals: lesson.goals,
		prerequisites: lesson.prerequisiteSlugs.map((slug) => {
			const title = titles.get(slug);
			if (title === undefined) {
				fail(lesson.entry.file, 'prerequisites', `names an unknown lesson "${slug}"`);
			}
			return { slug, title };
		}),
		headings: lesson.headings,
		previous: link(index - 1),
		next: link(index + 1),
		component: lesson.entry.component
	}));
}
