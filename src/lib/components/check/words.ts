/**
 * The checking page's words for the facts class-check.ts returns: statuses, flags, figures.
 * One place, so the page, its table and its CSV say the same thing.
 */

import type { CheckedCode } from '$lib/practice/check';
import type { ClassFlag, FlagKind } from '$lib/practice/class-check';
import type { ExportWords } from '$lib/practice/gradebook';
import { countWords, pluralWord } from '../../count-text';

export const STATUS_TEXT = {
	matches: 'Matches',
	edited: 'Does not match',
	'other-assignment': 'Another assignment',
	unreadable: 'Not readable',
	unchecked: 'Not checked here'
} as const;

export function statusText(checked: CheckedCode | null): string {
	return checked === null ? 'Missing' : STATUS_TEXT[checked.status];
}

/** A flag kind's heading in the list of flags, by count. */
export function flagHeading(kind: FlagKind, count: number): string {
	switch (kind) {
		case 'missing':
			return `${countWords(count, 'roster row has', 'roster rows have')} no code (missing)`;
		case 'duplicate':
			return `${countWords(count, 'row holds', 'rows hold')} a code handed in more than once`;
		case 'shared-seed':
			return `${countWords(count, 'code shares its', 'codes share their')} attempt with another name (same seed)`;
		case 'copied':
			return `${countWords(count, 'code was', 'codes were')} made on another name’s questions (a copied attempt)`;
		case 'no-name':
			return `${countWords(count, 'code has', 'codes have')} no name`;
		case 'unreadable-code':
			return `${countWords(count, 'code does', 'codes do')} not read`;
		case 'unreadable-line':
			return `${countWords(count, 'line is', 'lines are')} neither a code nor a roster row`;
	}
}

function lines(numbers: readonly number[]): string {
	return `${pluralWord(numbers.length, 'line', 'lines')} ${numbers.join(', ')}`;
}

function names(list: readonly string[]): string {
	return list.map((name) => (name === '' ? 'a code with no name' : name)).join(', ');
}

/** One flag in words, naming its line. */
export function flagText(flag: ClassFlag): string {
	switch (flag.kind) {
		case 'missing':
			return `Line ${flag.line}: ${flag.who || 'a roster row'} has no code.`;
		case 'duplicate':
			return `Line ${flag.line}: the same code as ${lines(flag.lines)}.`;
		case 'shared-seed':
			return `Line ${flag.line}: one attempt (seed ${flag.seed}) under two names: also handed in by ${names(flag.names)}.`;
		case 'copied':
			return flag.drawnFor === null
				? `Line ${flag.line}: ${flag.name}’s code holds questions drawn for another name: a copied attempt.`
				: `Line ${flag.line}: ${flag.name}’s code holds the questions drawn for ${flag.drawnFor}: a copied attempt.`;
		case 'no-name':
			return `Line ${flag.line}: the code has no name in it.`;
		case 'unreadable-code':
			return `Line ${flag.line}: the code does not read. ${flag.message}`;
		case 'unreadable-line':
			return `Line ${flag.line}: not a code or a roster row: “${flag.text}”.`;
	}
}

/** A flag as short as a table cell or a CSV cell should be. */
export function flagShort(flag: ClassFlag): string {
	switch (flag.kind) {
		case 'missing':
			return 'missing';
		case 'duplicate':
			return `same code as ${lines(flag.lines)}`;
		case 'shared-seed':
			return `same attempt as ${names(flag.names)}`;
		case 'copied':
			return flag.drawnFor === null ? 'copied attempt' : `copied from ${flag.drawnFor}`;
		case 'no-name':
			return 'no name';
		case 'unreadable-code':
			return 'not readable';
		case 'unreadable-line':
			return 'unreadable line';
	}
}

export const EXPORT_WORDS: ExportWords = { status: statusText, flag: flagShort };

/** A figure with at most one decimal: 3, 3.5, 3.3. */
export function figure(value: number): string {
	return String(Math.round(value * 10) / 10);
}
