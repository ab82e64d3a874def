/**
 * What a lesson page reads from its link, and what it says about values it cannot use. A lesson
 * reads `at` (an explorer and a step to open it at: `?at=<anchor>:<step>`), and the lessons with
 * a race of heuristics read a heuristic from the lab (`hv=1&hcode=…`, as /lab's **Race it in
 * lesson 9** writes). Reading never throws and never unpacks or runs code: the race unpacks the
 * code it is handed, and runs it only when the reader asks.
 */
import { isPackedText, LAB_LINK_VERSION, DAMAGED_CODE } from './code-link';
import { duplicateNotices, quoted, unknownNotices, type LinkNotice } from './link-notices';

/** The lessons whose page holds a race of heuristics that takes the lab's (HeuristicRace). */
export const LAB_HEURISTIC_LESSONS: readonly string[] = ['09-heuristics'];

/** The parameters a lesson's link may hold. */
export const LESSON_PARAMS: readonly string[] = ['at', 'hv', 'hcode'];

export interface LessonLinkContext {
	/** Whether this lesson has a race that takes a heuristic from the lab. */
	readonly labHeuristic: boolean;
	/** The anchors of this lesson's explorers, in page order. */
	readonly anchors: readonly string[];
}

export interface ReadLessonLink {
	/** The packed code of a heuristic from the lab for the race, when the link carries one. */
	readonly packed: string | null;
	readonly notices: readonly LinkNotice[];
}

const AT_SHAPE = /^(.+):(\d{1,9})(?:\.(\d{1,4}))?$/;

function atNotice(text: string, anchors: readonly string[]): LinkNotice | null {
	const match = AT_SHAPE.exec(text.trim());
	if (match === null) {
		return {
			param: 'at',
			message: `The parameter "at" names an explorer and a step, as "explorer-…:12" (or "explorer-…:12.3" for a line within the step); got ${quoted(text)}. It was ignored.`
		};
	}
	if (anchors.includes(match[1])) return null;
	const has =
		anchors.length === 0
			? 'this lesson has no explorer'
			: `this lesson's are ${anchors.map((anchor) => `"${anchor}"`).join(', ')}`;
	return {
		param: 'at',
		message: `The parameter "at" names the explorer ${quoted(match[1])}, but ${has}; it was ignored.`
	};
}

/** Reads a lesson page's query; never throws. */
export function readLessonLink(query: URLSearchParams, context: LessonLinkContext): ReadLessonLink {
	const notices: LinkNotice[] = [
		...duplicateNotices(query),
		...unknownNotices(query, LESSON_PARAMS)
	];
	const at = query.get('at');
	if (at !== null) {
		const notice = atNotice(at, context.anchors);
		if (notice !== null) notices.push(notice);
	}
	const code = query.get('hcode');
	const version = query.get('hv');
	if (code === null && version === null) return { packed: null, notices };
	if (!context.labHeuristic) {
		for (const param of ['hcode', 'hv'].filter((name) => query.has(name))) {
			notices.push({
				param,
				message: `The parameter "${param}" carries a heuristic from the lab, but this lesson has no race to run it in (lesson 9's race of heuristics has); it was ignored.`
			});
		}
		return { packed: null, notices };
	}
	const unused = 'the race shows its four heuristics without yours';
	if (code === null) {
		notices.push({
			param: 'hv',
			message: `The parameter "hv" is the version of a heuristic from the lab, but the link carries no code ("hcode"); ${unused}.`
		});
		return { packed: null, notices };
	}
	if (version !== String(LAB_LINK_VERSION)) {
		notices.push({
			param: 'hv',
			message:
				version === null
					? `The link carries a heuristic from the lab ("hcode") without its version ("hv=${LAB_LINK_VERSION}"), so it cannot be read; ${unused}. Ask for the link again.`
					: `The parameter "hv" is ${quoted(version)}, a format this page does not read (it reads hv=${LAB_LINK_VERSION}); ${unused}. Ask for the link again.`
		});
		return { packed: null, notices };
	}
	if (code.trim() === '') {
		notices.push({ param: 'hcode', message: `The parameter "hcode" is empty; ${unused}.` });
		return { packed: null, notices };
	}
	if (!isPackedText(code)) {
		notices.push({ param: 'hcode', message: `${DAMAGED_CODE} ${capitalised(unused)}.` });
		return { packed: null, notices };
	}
	return { packed: code, notices };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
