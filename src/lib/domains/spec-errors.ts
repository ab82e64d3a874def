import type { MessageRef } from '../messages';

/**
 * The domains' errors for programmers, in English: thrown on a specification no page builds
 * from a reader's input (a link's reader replaces what it cannot use, and says so in a
 * message), so no reader sees them. Not listed among the domains' converted modules
 * (tests/i18n/converted/domains.txt). A fault that is a message is named by its id.
 */
export const SPEC_ERRORS = Object.freeze({
	oneGoal: (goals: readonly string[]) =>
		`A link names one goal, and this run has ${goals.length}: ${goals.join(', ')}.`,
	noGraph: (word: string, names: readonly string[]) =>
		`No graph is named "${word}": use ${names.join(' or ')}.`,
	gridGenerator: (generators: readonly string[], given: string) =>
		`A grid is drawn by ${generators.join(', ')}; not ${given}.`,
	gridHeuristic: (given: string, names: readonly string[]) =>
		`Unknown heuristic ${given} on a grid: use ${names.join(', ')}.`,
	faults: (faults: readonly MessageRef[]) =>
		`The specification cannot be searched: ${faults.map((fault) => JSON.stringify(fault)).join(' ')}`
});
