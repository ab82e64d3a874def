/**
 * The words for resume codes (src/lib/practice/resume.ts gives facts and message ids), one place
 * for the panel and for an attempt carried in a link.
 */
import type { ResumeProblem } from '$lib/practice/resume';
import { countWords } from '../../count-text';

export const RESUME_PROBLEM_WORDS: Record<ResumeProblem, string> = {
	empty: 'Paste a resume code first: it starts with “FA1-”.',
	'result-code':
		'This is a result code, the code to hand in once an attempt is finished; a resume code starts with “FA1-”.',
	'other-version':
		'This resume code was made by another version of Frontier, so this page cannot read it.',
	'not-a-resume-code': 'This is not a resume code: a resume code starts with “FA1-”.',
	damaged:
		'This resume code does not match its check: it was cut short, mistyped or edited. Copy it again, whole.',
	'other-assignment':
		'This resume code is for another assignment: open that assignment’s link and paste it there.',
	'not-an-attempt': 'This resume code holds no attempt this page can continue.'
};

export function answersWords(count: number): string {
	return count === 0 ? 'no answers' : countWords(count, 'answer', 'answers');
}
