import type { AlgorithmName } from '../search/descriptions';
import type { ResolvedOptions } from '../search/options';
import {
	narrate,
	NO_TIE,
	type FrontierEntryFacts,
	type NarrationInput,
	type TiedFacts
} from './narration';
import type { Trace } from './trace';
import type { MessageRef } from '../messages';

/** What a trace cannot tell about its run: the algorithm, its options, and states in words. */
export interface RunFacts<S> {
	readonly algorithm: AlgorithmName;
	/** The options as the run uses them: `describedOptions(algorithm, options)`. */
	readonly options: ResolvedOptions;
	readonly stateText?: (state: S) => string;
	/** What a sentence calls a state after its node's number, or null (StateWords.sentenceName). */
	readonly sentenceName?: (state: S) => string | MessageRef | null;
}

/**
 * The narration's input for the trace's position (its cursor, and the moment it rests on):
 * the event, the two entries that led the frontier before the step took its node, the bound
 * in force and, at the run's end, how it ended.
 */
export function narrationInputAt<S>(trace: Trace<S>, facts: RunFacts<S>): NarrationInput<S> {
	const step = trace.cursor;
	const { taken, runnerUp, tied } = trace.contenders(step);
	const stats = trace.stats();
	const moment = trace.moment === null ? null : (trace.moments(step)[trace.moment] ?? null);
	return input(trace, facts, step, moment, { taken, runnerUp, tied }, stats.bound, stats.outcome);
}

/**
 * The narration's input for a position just ahead of the cursor (a later moment of its step,
 * or the next step), without showing it: the quiz explains what a position does before the
 * explorer moves there. The contenders of a step ahead are read as the trace reads them (its
 * cursor put back); the bound in force is the cursor's, which holds for the rest of its
 * iteration; how the run ended is said only at the run's last step.
 */
export function narrationInputAhead<S>(
	trace: Trace<S>,
	facts: RunFacts<S>,
	at: { readonly step: number; readonly moment: number | null }
): NarrationInput<S> {
	const moment = at.moment === null ? null : (trace.moments(at.step)[at.moment] ?? null);
	const ended = at.step === trace.length - 1 ? (trace.result?.outcome ?? null) : null;
	return input(
		trace,
		facts,
		at.step,
		moment,
		trace.contenders(at.step),
		trace.stats().bound,
		ended
	);
}

/**
 * One sentence for every step of the run, whole steps (for exports): a single walk forward
 * through the trace, keeping the frontier's first two entries of the step before and the
 * entries tied with the first. The trace's cursor is put back where it was.
 */
export function narrateSteps<S>(trace: Trace<S>, facts: RunFacts<S>): MessageRef[] {
	const here = { step: trace.cursor, moment: trace.moment };
	const sentences: MessageRef[] = [];
	let before: Before = { taken: null, runnerUp: null, tied: NO_TIE };
	for (let step = 0; step < trace.length; step++) {
		trace.seek(step);
		const stats = trace.stats();
		sentences.push(narrate(input(trace, facts, step, null, before, stats.bound, stats.outcome)));
		const leading = trace.frontierRows(2).rows;
		before = {
			taken: leading[0] ?? null,
			runnerUp: leading[1] ?? null,
			tied: trace.tiedAtFront()
		};
	}
	if (here.step >= 0) trace.seek(here.step, here.moment);
	return sentences;
}

/** The frontier's leading entries just before a step's pop. */
interface Before {
	readonly taken: FrontierEntryFacts | null;
	readonly runnerUp: FrontierEntryFacts | null;
	readonly tied: TiedFacts;
}

function input<S>(
	trace: Trace<S>,
	facts: RunFacts<S>,
	step: number,
	moment: NarrationInput<S>['moment'],
	{ taken, runnerUp, tied }: Before,
	bound: number | null,
	outcome: NarrationInput<S>['outcome']
): NarrationInput<S> {
	return {
		algorithm: facts.algorithm,
		options: facts.options,
		event: trace.event(step),
		moment,
		taken: step === 0 ? null : taken,
		runnerUp: step === 0 ? null : runnerUp,
		tied: step === 0 ? NO_TIE : tied,
		bound,
		outcome,
		stateText: facts.stateText,
		nodeFacts: (id) => trace.node(id),
		nodeName: (id) => {
			const name = facts.sentenceName;
			if (name === undefined) return null;
			const node = trace.node(id);
			return node === null ? null : name(node.state);
		}
	};
}
