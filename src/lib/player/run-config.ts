import { openProblem, type ProblemSpec } from '../domains';
import {
	ALGORITHM_NAMES,
	ALGORITHMS,
	isAlgorithmName,
	type AlgorithmName
} from '../search/algorithms';
import { describedOptions } from '../search/descriptions';
import { UI_MAX_EXPANSIONS, type SearchOptions } from '../search/options';
import { createTraceFor } from '../trace/trace';
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

/**
 * Checks a configuration and starts its run: the problem, the algorithm's generator (no
 * expansion made yet), an empty trace with the algorithm's frontier order, and a source that
 * computes it in chunks and explains how it ended. Throws a RunConfigError with a message for
 * the student when the configuration cannot be run. An unsolvable board is not an error: the
 * search runs, and the end message gives the parity argument.
 */
export function openRun(
	config: RunConfig,
	sourceOptions: Omit<RunSourceOptions<unknown>, 'describe' | 'expansionCap'> = {}
): RunSource<unknown> {
	const { algorithm } = config;
	if (!isAlgorithmName(algorithm)) {
		throw new RunConfigError(
			`Unknown algorithm "${String(algorithm)}": use ${ALGORITHM_NAMES.join(', ')}.`
		);
	}
	const options: SearchOptions = { maxExpansions: UI_MAX_EXPANSIONS, ...config.options };
	const resolved = attempt(() => describedOptions(algorithm, options));
	const opened = attempt(() => openProblem(config));
	const facts: RunFacts = {
		algorithm,
		problem: config.problem,
		heuristic: ALGORITHMS[algorithm].informed ? opened.heuristic : null,
		duplicates: config.options?.duplicates ?? null,
		depthLimit: Number.isFinite(resolved.depthLimit) ? resolved.depthLimit : null,
		unreachable: opened.unreachable
	};
	const run = attempt(() => ALGORITHMS[algorithm].run(opened.problem, options));
	const trace = createTraceFor<unknown>(algorithm, options);
	return createRunSource(run, trace, {
		...sourceOptions,
		expansionCap: resolved.maxExpansions,
		describe: (result) => outcomeMessage(result, facts)
	});
}

/** Runs a step of opening that may throw (an engine precondition), as a RunConfigError. */
function attempt<T>(open: () => T): T {
	try {
		return open();
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		throw new RunConfigError(/[.!?]$/.test(message) ? message : `${message}.`);
	}
}
