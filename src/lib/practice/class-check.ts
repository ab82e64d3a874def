/**
 * A class checked at a glance: every student's code judged (check.ts), one row per student,
 * what the rows say together (a summary), and what a teacher should look at (flags). Facts only:
 * the page words them.
 *
 * Flags:
 * - `duplicate`: the same code handed in more than once (counted once in the summary);
 * - `shared-seed`: two names on one attempt: codes with different names and one seed (an
 *   assignment's shared seed excepted, which every student has);
 * - `copied`: a personal seed drawn for another name than the code's (identity.ts), with that
 *   name when it is in the class;
 * - `no-name`: a code with no name in it;
 * - `missing`: a roster row with no code;
 * - `unreadable-line`: a line that is neither a code nor a roster row;
 * - `unreadable-code`: a code that does not read (damaged, cut short).
 */

import { assignmentQuery, passes, type Assignment } from './assignment';
import { checkCode, type CheckedCode } from './check';
import type { ClassInput, InputStudent } from './class-input';
import { attemptOfSeed, identityKey, personalSeed, seedFit } from './identity';
import type { MessageRef } from '../messages';

export type ClassFlag =
	| { readonly kind: 'duplicate'; readonly line: number; readonly lines: readonly number[] }
	| {
			readonly kind: 'shared-seed';
			readonly line: number;
			readonly seed: string;
			/** The other names handed in with this seed. */
			readonly names: readonly string[];
	  }
	| {
			readonly kind: 'copied';
			readonly line: number;
			readonly name: string;
			/** The name in the class whose seed it is, or null when no name in the class draws it. */
			readonly drawnFor: string | null;
	  }
	| { readonly kind: 'no-name'; readonly line: number }
	| { readonly kind: 'missing'; readonly line: number; readonly who: string }
	| { readonly kind: 'unreadable-line'; readonly line: number; readonly text: string }
	| { readonly kind: 'unreadable-code'; readonly line: number; readonly message: MessageRef };

export type FlagKind = ClassFlag['kind'];

export const FLAG_KINDS: readonly FlagKind[] = [
	'missing',
	'duplicate',
	'shared-seed',
	'copied',
	'no-name',
	'unreadable-code',
	'unreadable-line'
];

export interface ClassStudent {
	/** The row's place in the input, from 0 (the order handed in). */
	readonly index: number;
	readonly line: number;
	readonly code: string | null;
	/** The roster's cells (or a pasted line's other cells). */
	readonly cells: readonly string[];
	/** The name to show and sort by: the roster's, else the code's; '' for none. */
	readonly name: string;
	/** null for a roster row without a code. */
	readonly checked: CheckedCode | null;
	/** Parts right at the first try, when the code matches; else null. */
	readonly score: number | null;
	/** Parts the assignment asks, when the code matches; else null. */
	readonly parts: number | null;
	/** Whether the score reaches the assignment's pass mark; null with no score. */
	readonly passed: boolean | null;
	/** The roster's date cell as written ('' for none), and as a time to sort by (null: none). */
	readonly date: string;
	readonly time: number | null;
	readonly flags: readonly ClassFlag[];
	/** Whether the summary counts this row (a matching code of the main assignment, first copy). */
	readonly counted: boolean;
}

export interface PartShare {
	readonly question: number;
	readonly part: number;
	/** Codes that answered the part, and those right at the first try. */
	readonly answered: number;
	readonly right: number;
}

export interface ScoreBin {
	/** The score (parts right), or the lowest percent of a 10 % wide bin when parts differ. */
	readonly from: number;
	readonly count: number;
}

export interface ClassSummary {
	/** The assignment summarised: the one most matching codes are for. */
	readonly assignment: Assignment | null;
	readonly assignmentQuery: string;
	readonly rows: number;
	/** Rows with a code, and with a matching code. */
	readonly codes: number;
	readonly matching: number;
	/** Matching codes of the main assignment, each code once: what the figures are over. */
	readonly counted: number;
	/** Matching codes of other assignments (or challenges): in the rows, not in the figures. */
	readonly otherAssignments: number;
	/** Parts asked, when every counted code asks as many (else null: figures are in percent). */
	readonly parts: number | null;
	readonly mean: number | null;
	readonly median: number | null;
	readonly meanPercent: number | null;
	readonly medianPercent: number | null;
	readonly passed: number;
	/** `score`: one bin per score 0…parts; `percent`: bins 0–9 %, 10–19 %, …, 100 %. */
	readonly binUnit: 'score' | 'percent';
	readonly bins: readonly ScoreBin[];
	readonly perPart: readonly PartShare[];
	readonly flagCounts: Readonly<Record<FlagKind, number>>;
}

export interface ClassReport {
	readonly input: ClassInput;
	readonly students: readonly ClassStudent[];
	/** Every flag, in the order of the lines they name. */
	readonly flags: readonly ClassFlag[];
	readonly summary: ClassSummary;
}

/**
 * Checks every code of the input, one code per step: yields how many are done, returns the
 * report. A code handed in twice is judged once.
 */
export function* checkClass(
	input: ClassInput,
	expectedKey = '',
	check: (code: string, key: string) => CheckedCode = checkCode
): Generator<number, ClassReport> {
	const judged = new Map<string, CheckedCode>();
	const checked: (CheckedCode | null)[] = [];
	for (const student of input.students) {
		if (student.code === null) {
			checked.push(null);
			continue;
		}
		let verdict = judged.get(student.code);
		if (verdict === undefined) {
			verdict = check(student.code, expectedKey);
			judged.set(student.code, verdict);
			checked.push(verdict);
			yield checked.length;
		} else checked.push(verdict);
	}
	return classReport(input, checked);
}

/** The report on an input whose codes are judged (`checked[i]` for `input.students[i]`). */
export function classReport(
	input: ClassInput,
	checked: readonly (CheckedCode | null)[]
): ClassReport {
	const flagsOf = input.students.map((): ClassFlag[] => []);
	const all: ClassFlag[] = [];
	const flag = (index: number | null, value: ClassFlag): void => {
		if (index !== null) flagsOf[index].push(value);
		all.push(value);
	};

	// Duplicates: one code at several lines.
	const byCode = groupIndexes(input.students, (student) => student.code);
	for (const indexes of byCode.values()) {
		if (indexes.length < 2) continue;
		const lines = indexes.map((i) => input.students[i].line);
		for (const i of indexes) {
			flag(i, {
				kind: 'duplicate',
				line: input.students[i].line,
				lines: lines.filter((line) => line !== input.students[i].line)
			});
		}
	}

	// Two names on one attempt: codes of one assignment and seed whose names differ.
	const bySeed = groupIndexes(input.students, (_, i) => {
		const result = checked[i]?.result;
		const assignment = checked[i]?.assignment;
		if (result == null || assignment == null) return null;
		// A seed the assignment gives everyone is shared by design.
		if (assignment.seed !== '' && result.seed === assignment.seed) return null;
		return `${result.assignment}\n${result.seed}`;
	});
	for (const indexes of bySeed.values()) {
		const names = new Map<string, string>();
		for (const i of indexes) {
			const name = checked[i]?.result?.name ?? '';
			if (!names.has(identityKey(name))) names.set(identityKey(name), name);
		}
		if (names.size < 2) continue;
		for (const i of indexes) {
			const result = checked[i]?.result;
			if (result == null) continue;
			const own = identityKey(result.name);
			flag(i, {
				kind: 'shared-seed',
				line: input.students[i].line,
				seed: result.seed,
				names: [...names].filter(([key]) => key !== own).map(([, name]) => name)
			});
		}
	}

	// Copies: a personal seed another name draws; that name found among the class's when it is.
	const namesByAssignment = new Map<string, Set<string>>();
	for (const verdict of checked) {
		const result = verdict?.result;
		if (result == null || result.name.trim() === '') continue;
		const names = namesByAssignment.get(result.assignment) ?? new Set<string>();
		names.add(result.name);
		namesByAssignment.set(result.assignment, names);
	}
	for (const [i, student] of input.students.entries()) {
		const verdict = checked[i];
		if (student.code === null) {
			flag(i, { kind: 'missing', line: student.line, who: rosterName(input, student) });
			continue;
		}
		if (verdict == null) continue;
		if (verdict.status === 'unreadable' && verdict.message !== null) {
			flag(i, { kind: 'unreadable-code', line: student.line, message: verdict.message });
			continue;
		}
		const result = verdict.result;
		if (result === null) continue;
		if (result.name.trim() === '') {
			flag(i, { kind: 'no-name', line: student.line });
			continue;
		}
		if (result.assignment.startsWith('challenge?')) continue;
		if (seedFit(result.assignment, result.name, result.seed).kind !== 'other-name') continue;
		const attempt = attemptOfSeed(result.seed) ?? 1;
		let drawnFor: string | null = null;
		for (const other of namesByAssignment.get(result.assignment) ?? []) {
			if (identityKey(other) === identityKey(result.name)) continue;
			if (personalSeed(result.assignment, other, attempt) === result.seed) {
				drawnFor = other;
				break;
			}
		}
		flag(i, { kind: 'copied', line: student.line, name: result.name, drawnFor });
	}
	for (const line of input.unreadable) {
		flag(null, { kind: 'unreadable-line', line: line.line, text: line.text });
	}
	all.sort((a, b) => a.line - b.line || FLAG_KINDS.indexOf(a.kind) - FLAG_KINDS.indexOf(b.kind));

	// The main assignment: the one most matching codes are for.
	const tally = new Map<string, number>();
	for (const verdict of checked) {
		if (verdict?.status !== 'matches' || verdict.assignment === null) continue;
		const query = assignmentQuery(verdict.assignment);
		tally.set(query, (tally.get(query) ?? 0) + 1);
	}
	let mainQuery = '';
	for (const [query, count] of tally) {
		if (mainQuery === '' || count > (tally.get(mainQuery) ?? 0)) mainQuery = query;
	}

	const firstOfCode = new Set<number>();
	for (const indexes of byCode.values()) firstOfCode.add(indexes[0]);
	const students = input.students.map((student, index): ClassStudent => {
		const verdict = checked[index];
		const matches = verdict?.status === 'matches';
		const score = matches ? verdict.earned : null;
		const parts = matches ? verdict.parts : null;
		const date = input.dateColumn === null ? '' : (student.cells[input.dateColumn] ?? '');
		const time = date === '' ? NaN : Date.parse(date);
		return {
			index,
			line: student.line,
			code: student.code,
			cells: student.cells,
			name: rosterName(input, student) || (verdict?.result?.name ?? ''),
			checked: verdict,
			score,
			parts,
			passed:
				matches && verdict.assignment !== null && parts !== null && score !== null
					? passes(verdict.assignment, score, parts)
					: null,
			date,
			time: Number.isNaN(time) ? null : time,
			flags: flagsOf[index],
			counted:
				matches &&
				verdict.assignment !== null &&
				assignmentQuery(verdict.assignment) === mainQuery &&
				firstOfCode.has(index)
		};
	});
	return {
		input,
		students,
		flags: all,
		summary: summarise(students, all, mainQuery)
	};
}

/** The name a roster row gives (its name columns joined), or '' for pasted codes. */
function rosterName(input: ClassInput, student: InputStudent): string {
	return input.nameColumns
		.map((column) => student.cells[column] ?? '')
		.filter((cell) => cell !== '')
		.join(' ');
}

function groupIndexes<T>(
	items: readonly T[],
	keyOf: (item: T, index: number) => string | null
): Map<string, number[]> {
	const groups = new Map<string, number[]>();
	for (const [i, item] of items.entries()) {
		const key = keyOf(item, i);
		if (key === null) continue;
		const group = groups.get(key) ?? [];
		group.push(i);
		groups.set(key, group);
	}
	return groups;
}

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number | null {
	if (sorted.length === 0) return null;
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function mean(values: readonly number[]): number | null {
	return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function summarise(
	students: readonly ClassStudent[],
	flags: readonly ClassFlag[],
	mainQuery: string
): ClassSummary {
	const counted = students.filter((student) => student.counted);
	const scores = counted.map((student) => student.score ?? 0).sort((a, b) => a - b);
	const percents = counted
		.map((student) => (100 * (student.score ?? 0)) / Math.max(1, student.parts ?? 1))
		.sort((a, b) => a - b);
	const partCounts = new Set(counted.map((student) => student.parts));
	const parts = partCounts.size === 1 ? (counted[0].parts ?? null) : null;
	const bins: ScoreBin[] =
		parts !== null
			? Array.from({ length: parts + 1 }, (_, score) => ({
					from: score,
					count: scores.filter((value) => value === score).length
				}))
			: Array.from({ length: 11 }, (_, bin) => ({
					from: bin * 10,
					count: percents.filter((value) => Math.min(10, Math.floor(value / 10)) === bin).length
				}));
	const shares = new Map<
		string,
		{ question: number; part: number; answered: number; right: number }
	>();
	for (const student of counted) {
		for (const answer of student.checked?.answers ?? []) {
			const key = `${answer.question}.${answer.part}`;
			const share = shares.get(key) ?? {
				question: answer.question,
				part: answer.part,
				answered: 0,
				right: 0
			};
			share.answered++;
			if (answer.verdict?.correct === true) share.right++;
			shares.set(key, share);
		}
	}
	const flagCounts = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, 0])) as Record<
		FlagKind,
		number
	>;
	for (const value of flags) flagCounts[value.kind]++;
	const main = counted[0]?.checked?.assignment ?? null;
	return {
		assignment: main,
		assignmentQuery: mainQuery,
		rows: students.length,
		codes: students.filter((student) => student.code !== null).length,
		matching: students.filter((student) => student.checked?.status === 'matches').length,
		counted: counted.length,
		otherAssignments: students.filter(
			(student) =>
				student.checked?.status === 'matches' &&
				(student.checked.assignment === null ||
					assignmentQuery(student.checked.assignment) !== mainQuery)
		).length,
		parts,
		mean: parts === null ? null : mean(scores),
		median: parts === null ? null : median(scores),
		meanPercent: mean(percents),
		medianPercent: median(percents),
		passed: counted.filter((student) => student.passed === true).length,
		binUnit: parts !== null ? 'score' : 'percent',
		bins,
		perPart: [...shares.values()].sort((a, b) => a.question - b.question || a.part - b.part),
		flagCounts
	};
}

/** Rows sorted by a column, ties kept in the order handed in. */
export type SortKey = 'order' | 'name' | 'score' | 'date';

export function sortStudents(
	students: readonly ClassStudent[],
	key: SortKey,
	direction: 'ascending' | 'descending'
): ClassStudent[] {
	const sign = direction === 'ascending' ? 1 : -1;
	const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
	const compare = (a: ClassStudent, b: ClassStudent): number => {
		switch (key) {
			case 'order':
				return 0;
			case 'name':
				// Rows with no name go last either way.
				if ((a.name === '') !== (b.name === '')) return a.name === '' ? 1 : -1;
				return sign * collator.compare(a.name, b.name);
			case 'score': {
				const left = a.score === null ? null : a.score / Math.max(1, a.parts ?? 1);
				const right = b.score === null ? null : b.score / Math.max(1, b.parts ?? 1);
				if ((left === null) !== (right === null)) return left === null ? 1 : -1;
				return left === null || right === null ? 0 : sign * (left - right);
			}
			case 'date':
				if ((a.time === null) !== (b.time === null)) return a.time === null ? 1 : -1;
				return a.time === null || b.time === null ? 0 : sign * (a.time - b.time);
		}
	};
	return [...students].sort(
		(a, b) => compare(a, b) || (key === 'order' ? sign : 1) * (a.index - b.index)
	);
}
