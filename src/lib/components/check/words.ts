/**
 * The checking page's words for the facts class-check.ts returns: statuses, flags, figures.
 * One place, so the page, its table and its CSV say the same thing, in the page's language
 * (messages/pages).
 */

import type { CheckedCode } from '$lib/practice/check';
import type { ClassFlag, FlagKind } from '$lib/practice/class-check';
import type { ExportWords } from '$lib/practice/gradebook';
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import { messageText } from '$lib/components/message-text';

const STATUS_TEXT: Readonly<Record<CheckedCode['status'], () => string>> = {
	matches: m.pages_status_matches,
	edited: m.pages_status_edited,
	'other-assignment': m.pages_status_other_assignment,
	unreadable: m.pages_status_unreadable,
	unchecked: m.pages_status_unchecked
};

export function statusText(checked: CheckedCode | null): string {
	return checked === null ? m.pages_status_missing() : STATUS_TEXT[checked.status]();
}

const FLAG_HEADINGS: Readonly<Record<FlagKind, (params: { count: number }) => string>> = {
	missing: m.pages_flags_missing,
	duplicate: m.pages_flags_duplicate,
	'shared-seed': m.pages_flags_shared_seed,
	copied: m.pages_flags_copied,
	'no-name': m.pages_flags_no_name,
	'unreadable-code': m.pages_flags_unreadable_code,
	'unreadable-line': m.pages_flags_unreadable_line
};

/** A flag kind's heading in the list of flags, by count. */
export function flagHeading(kind: FlagKind, count: number): string {
	return FLAG_HEADINGS[kind]({ count });
}

function lines(numbers: readonly number[]): string {
	return m.pages_flag_lines({
		count: numbers.length,
		numbers: numbers.join(m.pages_flag_list_separator())
	});
}

function names(list: readonly string[]): string {
	return list
		.map((name) => (name === '' ? m.pages_flag_no_name() : name))
		.join(m.pages_flag_list_separator());
}

/** One flag in words, naming its line. */
export function flagText(flag: ClassFlag): string {
	const line = flag.line;
	switch (flag.kind) {
		case 'missing':
			return m.pages_flag_missing_text({ line, who: flag.who || m.pages_flag_roster_row() });
		case 'duplicate':
			return m.pages_flag_duplicate_text({ line, lines: lines(flag.lines) });
		case 'shared-seed':
			return m.pages_flag_shared_seed_text({ line, seed: flag.seed, names: names(flag.names) });
		case 'copied':
			return flag.drawnFor === null
				? m.pages_flag_copied_text({ line, name: flag.name })
				: m.pages_flag_copied_from_text({ line, name: flag.name, drawnFor: flag.drawnFor });
		case 'no-name':
			return m.pages_flag_no_name_text({ line });
		case 'unreadable-code':
			return m.pages_flag_unreadable_code_text({ line, message: messageText(flag.message) });
		case 'unreadable-line':
			return m.pages_flag_unreadable_line_text({ line, text: flag.text });
	}
}

/** A flag as short as a table cell or a CSV cell should be. */
export function flagShort(flag: ClassFlag): string {
	switch (flag.kind) {
		case 'missing':
			return m.pages_flag_short_missing();
		case 'duplicate':
			return m.pages_flag_short_duplicate({ lines: lines(flag.lines) });
		case 'shared-seed':
			return m.pages_flag_short_shared_seed({ names: names(flag.names) });
		case 'copied':
			return flag.drawnFor === null
				? m.pages_flag_short_copied()
				: m.pages_flag_short_copied_from({ name: flag.drawnFor });
		case 'no-name':
			return m.pages_flag_short_no_name();
		case 'unreadable-code':
			return m.pages_flag_short_unreadable_code();
		case 'unreadable-line':
			return m.pages_flag_short_unreadable_line();
	}
}

export const EXPORT_WORDS: ExportWords = { status: statusText, flag: flagShort };

/** A figure with at most one decimal, in the page's digits: 3, 3.5, 3.3 (3,5 in Spanish). */
export function figure(value: number): string {
	return new Intl.NumberFormat(getLocale(), {
		maximumFractionDigits: 1,
		useGrouping: false
	}).format(value);
}
