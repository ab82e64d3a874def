/**
 * What a lesson page reads from its link, and what it says about values it cannot use. A lesson
 * reads `at` (an explorer and a step to open it at: `?at=<anchor>:<step>`), and the lessons with
 * a race of heuristics read a heuristic from the lab (`hv=1&hcode=…`, as /lab's **Race it in
 * lesson 9** writes). Reading never throws and never unpacks or runs code: the race unpacks the
 * code it is handed, and runs it only when the reader asks.
 */
import { isPackedText, LAB_LINK_VERSION, DAMAGED_CODE } from './code-link';
import { duplicateNotices, quoted, unknownNotices, type LinkNotice } from './link-notices';
import { message } from '../messages';

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
			message: message('notice_at_shape', { value: quoted(text) })
		};
	}
	if (anchors.includes(match[1])) return null;
	const value = quoted(match[1]);
	return {
		param: 'at',
		message:
			anchors.length === 0
				? message('notice_at_no_explorer', { value })
				: message('notice_at_other_explorer', {
						value,
						anchors: anchors.map((anchor) => `"${anchor}"`).join(', ')
					})
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
				message: message('notice_lesson_no_race', { param })
			});
		}
		return { packed: null, notices };
	}
	if (code === null) {
		notices.push({ param: 'hv', message: message('notice_race_hv_no_code', {}) });
		return { packed: null, notices };
	}
	if (version !== String(LAB_LINK_VERSION)) {
		notices.push({
			param: 'hv',
			message:
				version === null
					? message('notice_race_no_version', { version: LAB_LINK_VERSION })
					: message('notice_race_other_version', {
							value: quoted(version),
							version: LAB_LINK_VERSION
						})
		});
		return { packed: null, notices };
	}
	if (code.trim() === '') {
		notices.push({ param: 'hcode', message: message('notice_race_hcode_empty', {}) });
		return { packed: null, notices };
	}
	if (!isPackedText(code)) {
		notices.push({
			param: 'hcode',
			message: message('notice_race_damaged', { damaged: DAMAGED_CODE })
		});
		return { packed: null, notices };
	}
	return { packed: code, notices };
}
