import type { Verdict } from '$lib/challenge/challenge';
import type { Locale } from '$lib/paraglide/runtime.js';
import type { PracticeText, PracticeVerdict } from '$lib/practice/question-spec';
import { messageText } from '../message-text';

/**
 * Practice's words in `locale` (default the page's): a message written out, or English from a
 * module of practice not yet converted, as it is.
 */
export function practiceText(text: PracticeText, locale?: Locale): string {
	return typeof text === 'string' ? text : messageText(text, locale);
}

/** A part's verdict in words, as VerdictBox shows every page's (null: none). */
export function verdictText(verdict: PracticeVerdict | null, locale?: Locale): Verdict | null {
	if (verdict === null) return null;
	return {
		correct: verdict.correct,
		headline: practiceText(verdict.headline, locale),
		reason: practiceText(verdict.reason, locale)
	};
}
