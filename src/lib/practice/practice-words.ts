/**
 * Small pieces of practice's sentences that many questions share: the verdicts' headlines and
 * lists of words, as messages (messages/practice/*.json).
 */

import { message, type MessageRef } from '../messages';
import { DESCRIPTIONS, keepsFrontier, type AlgorithmName } from '../search/descriptions';
import { ARRIVAL_RULE_MESSAGES, BOUND_RULE_MESSAGES } from '../search/rule-messages';
import { priorityTerms } from '../search/priority-terms';
import { entryStructure } from '../search/entry-order';
import type { PracticeText } from './question-spec';

/** "Right." */
export const RIGHT: MessageRef = message('practice_right', {});

/** "Not quite: it is 7." — the answer a wrong one should have been. */
export function notQuite(answer: PracticeText | number): MessageRef {
	return message('practice_not_quite', { answer });
}

/** The messages that join a first part to the rest: a list's comma, a sum's plus, a space. */
type JoinId =
	| 'practice_list'
	| 'practice_semicolon'
	| 'practice_plus'
	| 'practice_sd_sentences'
	| 'practice_kinds_join';

/**
 * `items` one after another, each joined to the rest by `join`, so that each language writes
 * its own separator. Null for no item: a caller says what an empty list means in its sentence.
 */
export function chained(join: JoinId, items: readonly PracticeText[]): PracticeText | null {
	if (items.length === 0) return null;
	return items
		.slice(0, -1)
		.reduceRight<PracticeText>(
			(rest, first) => message(join, { first, rest }),
			items[items.length - 1]
		);
}

/**
 * Items listed one after the other: "A, B, C" (Chinese "A、B、C"). Null for no item: a caller
 * says what an empty list means in its own sentence.
 */
export function listText(items: readonly (PracticeText | number)[]): PracticeText | null {
	return chained(
		'practice_list',
		items.map((item) => (typeof item === 'number' ? String(item) : item))
	);
}

/** Items joined by semicolons: "A: 1; B: 2" (Chinese "A：1；B：2"). Empty for no item. */
export function semicolonList(items: readonly PracticeText[]): PracticeText {
	return chained('practice_semicolon', items) ?? '';
}

/** Terms added up: "2 + 1 + 3". Null for no term. */
export function sumText(terms: readonly PracticeText[]): PracticeText | null {
	return chained('practice_plus', terms);
}

/** Items with "and" before the last: "A, C and F" (Spanish "A, C y F", Chinese "A、C 和 F"); "none". */
export function andList(items: readonly PracticeText[]): MessageRef {
	if (items.length === 0) return message('practice_none', {});
	if (items.length === 1) return message('practice_one', { item: items[0] });
	const last = items[items.length - 1];
	const before = listText(items.slice(0, -1)) ?? '';
	return message('practice_and', { first: before, last });
}

/**
 * Rules as one sentence: "Children are …; a node is …." The first rule is practice's own and
 * starts the sentence (written with its capital); the others are clauses.
 */
export function rulesSentence(first: MessageRef, rules: readonly MessageRef[]): MessageRef {
	const joined = rules.reduce<MessageRef>(
		(head, rule) => message('practice_rules_more', { head, rule }),
		first
	);
	return message('practice_rules_end', { rules: joined });
}

/**
 * Which entry `algorithm`'s frontier hands out next, at the start of a sentence: "A* takes the
 * lowest f = g + h", "Breadth-first search takes the entry that joined the queue first".
 */
export function takesRule(algorithm: AlgorithmName, weight: number): MessageRef {
	const description = DESCRIPTIONS[algorithm];
	const subject = description.names.iterationSubject ?? description.names.subject;
	if (!keepsFrontier(description)) return message('practice_takes_own_rule', { subject });
	return message('practice_takes', { subject, entry: entryTaken(algorithm, weight) });
}

/** The entry a frontier hands out next: a queue's first, a stack's top, a priority's lowest. */
function entryTaken(algorithm: AlgorithmName, weight: number): MessageRef {
	const { structure, bound } = DESCRIPTIONS[algorithm];
	const entry = entryStructure(structure);
	if (entry === 'queue') return ARRIVAL_RULE_MESSAGES.queue;
	if (entry === 'priority') {
		const terms = priorityTerms(algorithm, weight);
		const key =
			terms.key === 'f'
				? terms.formula
				: message(terms.key === 'g' ? 'practice_key_g' : 'practice_key_h', {});
		return message('practice_entry_lowest', { key });
	}
	return bound === null
		? ARRIVAL_RULE_MESSAGES.stack
		: message('practice_entry_bounded', {
				entry: ARRIVAL_RULE_MESSAGES.stack,
				cut: BOUND_RULE_MESSAGES[bound].cut
			});
}
