/**
 * Every link a teacher or student can follow from the lessons and the teachers page, read from
 * their sources: markdown links in content/lessons/*.md, the playground links of lesson
 * explorers (`link="…"`, shown as "Open this run in the playground"), the teachers page's
 * examples and its lesson plans. The unit test reads each through the page's own parsers; the
 * browser test opens each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LESSON_PLANS } from '../src/routes/teachers/lesson-plans';
import {
	CHALLENGE_EXAMPLE,
	COMPARE_EXAMPLE,
	LAB_EXAMPLE,
	MOMENT_EXAMPLE,
	SECTION_EXAMPLE,
	STEP_EXAMPLE
} from '../src/routes/teachers/example-links';
import { LESSON_SLUGS } from './site-pages';

export { LESSON_SLUGS };

export interface ContentLink {
	/** Where it is written: a lesson file and line, or the teachers page. */
	readonly source: string;
	readonly href: string;
	/** The link's text and the rest of its paragraph or list item: what it promises. */
	readonly sentence: string;
}

const LESSONS_DIR = 'content/lessons';

/** A markdown link: [text](href), the text possibly holding [brackets] and line breaks. */
const MARKDOWN_LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)/g;
/** An explorer's playground query, e.g. <LessonExplorer link="board=…&algo=bfs" …>. */
const EXPLORER_LINK = /<LessonExplorer\b[^>]*?\blink="([^"]*)"/gs;

/** The paragraph or list item around `index`: from the line's start to a blank line or item. */
function blockAround(text: string, index: number): string {
	const start = text.lastIndexOf('\n', index) + 1;
	const rest = text.slice(start);
	const end = rest.slice(1).search(/\n\s*\n|\n\s*(?:- |\d+\. )/);
	return (end === -1 ? rest : rest.slice(0, end + 1)).replace(/\s+/g, ' ').trim();
}

function lineOf(text: string, index: number): number {
	return text.slice(0, index).split('\n').length;
}

/** Every link in one lesson's markdown, in order. */
export function lessonLinks(slug: string): ContentLink[] {
	const text = readFileSync(join(LESSONS_DIR, `${slug}.md`), 'utf8');
	const links: ContentLink[] = [];
	for (const match of text.matchAll(MARKDOWN_LINK)) {
		links.push({
			source: `${slug}.md:${lineOf(text, match.index)}`,
			href: match[2],
			sentence: blockAround(text, match.index)
		});
	}
	for (const match of text.matchAll(EXPLORER_LINK)) {
		links.push({
			source: `${slug}.md:${lineOf(text, match.index)} (explorer)`,
			href: `/play?${match[1]}`,
			sentence: 'Open this run in the playground'
		});
	}
	return links;
}

/** The links of the teachers page: its examples and each lesson plan's steps. */
export function teachersLinks(): ContentLink[] {
	const source = 'teachers page';
	const links: ContentLink[] = [
		{
			source,
			href: `/play?${STEP_EXAMPLE}`,
			sentence: 'opens step 17 of A* with Manhattan distance'
		},
		{
			source,
			href: `/play?${MOMENT_EXAMPLE}`,
			sentence: 'A*’s first expansion at its fourth moment'
		},
		{
			source,
			href: `/lessons/${SECTION_EXAMPLE.slug}#${SECTION_EXAMPLE.anchor}`,
			sentence: 'a lesson section'
		},
		{
			source,
			href: `/challenge?${CHALLENGE_EXAMPLE}`,
			sentence: 'A*’s second to fourth expansions'
		},
		{
			source,
			href: `/compare?${COMPARE_EXAMPLE}`,
			sentence: 'the moment A* finishes (22 expansions), breadth-first search far from its 350'
		},
		{ source, href: `/lab?${LAB_EXAMPLE}`, sentence: 'Manhattan distance × 1.5 in the lab' }
	];
	for (const plan of LESSON_PLANS) {
		for (const step of plan.steps) {
			const at = `${source}, ${plan.id}`;
			if (step.lesson)
				links.push({ source: at, href: `/lessons/${step.lesson}`, sentence: step.text });
			if (step.play) links.push({ source: at, href: `/play?${step.play}`, sentence: step.text });
			if (step.challenge) {
				links.push({ source: at, href: `/challenge?${step.challenge}`, sentence: step.text });
			}
		}
	}
	return links;
}

/** The page a link is written on, which a relative link (#anchor) resolves against. */
export function pageOf(link: ContentLink): string {
	const slug = link.source.split('.md')[0];
	return LESSON_SLUGS.includes(slug) ? `/lessons/${slug}` : '/teachers';
}

/** A link's address resolved against its page: "/lessons/04-…#when-to-test" for "#when-to-test". */
export function resolvedHref(link: ContentLink): string {
	const url = new URL(link.href, `https://frontier.test${pageOf(link)}`);
	return `${url.pathname}${url.search}${url.hash}`;
}

/** Every link of every lesson and of the teachers page. */
export function allContentLinks(): ContentLink[] {
	return [...LESSON_SLUGS.flatMap(lessonLinks), ...teachersLinks()];
}
