/**
 * The words for resume codes (src/lib/practice/resume.ts gives facts and message ids), one place
 * for the panel and for an attempt carried in a link.
 */
import type { ResumeProblem } from '$lib/practice/resume';
import { m } from '$lib/paraglide/messages.js';

const RESUME_PROBLEM_WORDS: Readonly<Record<ResumeProblem, () => string>> = {
	empty: m.practice_resume_empty,
	'result-code': m.practice_resume_result_code,
	'other-version': m.practice_resume_other_version,
	'not-a-resume-code': m.practice_resume_not_a_code,
	damaged: m.practice_resume_damaged,
	'other-assignment': m.practice_resume_other_assignment,
	'not-an-attempt': m.practice_resume_not_an_attempt
};

/** Why a resume code cannot be taken, in the page's language. */
export function resumeProblemText(problem: ResumeProblem): string {
	return RESUME_PROBLEM_WORDS[problem]();
}

/** "no answers", "1 answer", "3 answers". */
export function answersWords(count: number): string {
	return count === 0 ? m.practice_no_answers() : m.practice_count_answers({ count });
}
