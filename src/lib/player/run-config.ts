import { openProblem, type ProblemSpec } from '../domains';
import { message } from '../messages';
import { MessageError } from '../messages/message-error';
import {
	ALGORITHM_NAMES,
	ALGORITHMS,
	isAlgorithmName,
	type AlgorithmName
} from '../search/algorithms';
import { describedOptions } from '../search/descriptions';
import { UI_MAX_EXPANSIONS, type SearchOptions } from '../search/options';
import type { Problem } from '../search/problem';
import type { SearchEvent, SearchResult, SearchRun } from '../search/events';
import { collectRun, runToEnd } from '../search/run';
import { createTraceFor, type Trace } from '../trace/trace';
import { outcomeMessage, type RunFacts } from './outcome-message';
import { createRunSource, type RunSource, type RunSourceOptions } from './run-source';

/**
 * Everything that decides a run, as the player's `load` event carries it: the problem (its
 * domain and that domain's spec, domains/index.ts), the algorithm and its options.
 */
export type RunConfig = ProblemSpec & {
	readonly algorithm: AlgorithmName;
	/** Engine options; `maxExpansions` defaults to UI_MAX_EXPANSIONS here, not the engine's cap. */
	readonly options?: SearchOptions;
};

/** A configuration that cannot be run; the message says what to change. */
export class RunConfigError extends Error {
	override readonly name = 'RunConfigError';
}

/** A run opened from its configuration, before anything is computed. */
export interface OpenedSearch<S = unknown> {
	readonly problem: Problem<S>;
	/** The algorithm's generator: no expansion made yet. */
	readonly run: SearchRun<S>;
	/** An empty trace with the algorithm's frontier order and line steps. */
	readonly trace: Trace<S>;
	/** The engine options the run was given, the cap included. */
	readonly options: SearchOptions;
	/** The cap the algorithm's description resolves the options to. */
	readonly expansionCap: number;
	/** What the sentence about the run's end needs besides its result. */
	readonly facts: RunFacts;
}

/**
 * Checks a configuration and opens its run: the problem (through the registry, domains/), the
 * algorithm's generator and an empty trace. Every page that runs a search opens it here, so a
 * run is the same run wherever it is shown. Throws a MessageError (words for the student) or a
 * RunConfigError (an engine's precondition, in its own words) when the configuration cannot be run. An unsolvable board is not an error: the search
 * runs, and the end message gives the parity argument. `S` is the domain's state type, which the
 * caller knows from the problem it names.
 */
export function openSearch<S = unknown>(config: RunConfig): OpenedSearch<S> {
	const opened = openUntraced<S>(config);
	return {
		...opened,
		trace: attempt(() => createTraceFor<S>(config.algorithm, opened.options, opened.problem))
	};
}

/**
 * openSearch without the trace, which costs about as much as opening the rest: what solveSearch
 * drains, so that a figure running thousands of short searches pays only for the searches.
 */
function openUntraced<S>(config: RunConfig): Omit<OpenedSearch<S>, 'trace'> {
	const { algorithm } = config;
	if (!isAlgorithmName(algorithm)) {
		throw new MessageError(
			message('search_unknown_algorithm', {
				algorithm: String(algorithm),
				names: ALGORITHM_NAMES.join(', ')
			})
		);
	}
	const options: SearchOptions = { maxExpansions: UI_MAX_EXPANSIONS, ...config.options };
	const resolved = attempt(() => describedOptions(algorithm, options));
	const opened = attempt(() => openProblem(config));
	// The registry builds each domain's own problem; its states are the caller's S.
	const problem = opened.problem as Problem<S>;
	return {
		problem,
		run: attempt(() => ALGORITHMS[algorithm].run(problem, options)),
		options,
		expansionCap: resolved.maxExpansions,
		facts: {
			algorithm,
			problem: config.problem,
			heuristic: ALGORITHMS[algorithm].informed ? opened.heuristic : null,
			duplicates: config.options?.duplicates ?? null,
			depthLimit: Number.isFinite(resolved.depthLimit) ? resolved.depthLimit : null,
			unreachable: opened.unreachable
		}
	};
}

/** A run opened (openSearch) and computed to its end at once, its trace folding every event. */
export interface CollectedSearch<S = unknown> {
	readonly problem: Problem<S>;
	readonly events: readonly SearchEvent<S>[];
	readonly result: SearchResult<S>;
	/** The run's trace, finished and resting on step 0 (the start): every step can be sought. */
	readonly trace: Trace<S>;
}

/**
 * Opens a configuration's run and computes it whole (collectRun), for a figure or a question that
 * shows a short run step by step without a player. Every event is kept: it suits runs of a few
 * hundred expansions, not one that explores a whole state space.
 */
export function collectSearch<S = unknown>(config: RunConfig): CollectedSearch<S> {
	const { problem, run, trace } = openSearch<S>(config);
	const { events, result } = collectRun(run);
	for (const event of events) trace.append(event);
	trace.finish(result);
	return { problem, events, result, trace };
}

/**
 * Opens a configuration's run, as openSearch does but without a trace, and drains it to its
 * result (runToEnd), keeping no event: for a table or a sentence that needs only how the run
 * ended, its path and its counts.
 */
export function solveSearch<S = unknown>(config: RunConfig): SearchResult<S> {
	return runToEnd(openUntraced<S>(config).run);
}

/**
 * Opens a configuration's run (openSearch) as the player drives it: a source that computes it in
 * chunks and explains how it ended.
 */
export function openRun(
	config: RunConfig,
	sourceOptions: Omit<RunSourceOptions<unknown>, 'describe' | 'expansionCap'> = {}
): RunSource<unknown> {
	const { run, trace, expansionCap, facts } = openSearch(config);
	return createRunSource(run, trace, {
		...sourceOptions,
		expansionCap,
		describe: (result) => outcomeMessage(result, facts)
	});
}

/** Runs a step of opening that may throw (an engine precondition), as a RunConfigError. */
function attempt<T>(open: () => T): T {
	try {
		return open();
	} catch (error) {
		// What the reader typed and the page could not use, already a message: passed on whole.
		if (error instanceof MessageError) throw error;
		const said = error instanceof Error ? error.message : String(error);
		throw new RunConfigError(/[.!?]$/.test(said) ? said : `${said}.`);
	}
}
