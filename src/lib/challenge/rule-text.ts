/**
 * The rule an algorithm's frontier follows, in English, for practice's questions not yet
 * converted (practice/step-details.ts, frontier-after.ts): challenge.ts's `ruleMessage` is the
 * same rule as a message, which the challenge's verdicts use.
 */
import {
	ARRIVAL_RULES,
	BOUND_RULES,
	DESCRIPTIONS,
	inSentence,
	keepsFrontier,
	type AlgorithmDescription
} from '../search/descriptions';
import type { AlgorithmName } from '../search/algorithms';
import { entryStructure } from '../search/entry-order';
import { keyWords, priorityTerms } from '../search/priority-terms';

/**
 * The rule the algorithm's frontier follows, as a student would say it, read from its
 * description: who takes the next entry (the algorithm, or the search each of its iterations
 * runs) and which entry it takes. An algorithm that keeps no frontier follows its own rule.
 */
export function ruleText(algorithm: AlgorithmName, weight: number): string {
	const description = DESCRIPTIONS[algorithm];
	if (!keepsFrontier(description)) return `${description.label} follows its own rule`;
	const subject = inSentence(description.iterationSubject ?? description.subject);
	return `${subject} takes ${entryTaken(description, weight)}`;
}

/**
 * The entry a frontier hands out next, in words: the first to join a queue; the top of a stack,
 * with what an iteration's bound keeps off it; the lowest value of a priority (w for weighted A*).
 */
function entryTaken(description: AlgorithmDescription, weight: number): string {
	const { bound } = description;
	switch (entryStructure(description.structure)) {
		case 'queue':
			return ARRIVAL_RULES.queue;
		case 'stack':
			return bound === null
				? ARRIVAL_RULES.stack
				: `${ARRIVAL_RULES.stack} (${BOUND_RULES[bound].cut})`;
		case 'priority':
			return `the lowest ${keyWords(priorityTerms(description.name, weight))}`;
	}
}
