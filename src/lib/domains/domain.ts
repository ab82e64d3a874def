import type { HeuristicName } from '../puzzle/heuristics';
import type { Problem } from '../search/problem';

/**
 * A problem a search course examines, as data plus what the explorer needs of it: the sliding-tile
 * puzzle, or a weighted graph (the road map of Romania, a teacher's own). Each domain lives in
 * src/lib/domains/<id>/ and is reached through the registry (index.ts), so the pages that open
 * runs never ask which problem they show.
 */
export type DomainId = 'tile' | 'graph';

/** A tile board that cannot reach its goal: the parity argument's facts, for the end message. */
export interface UnsolvableBoard {
	/** The parity argument in words (puzzle/solvability.ts). */
	readonly reason: string;
	readonly rows: number;
	readonly cols: number;
}

/** A problem built from its specification, with the facts a run's messages need. */
export interface OpenedProblem {
	readonly problem: Problem<unknown>;
	/** The named heuristic an informed run uses, or null (none, or the graph's own h). */
	readonly heuristic: HeuristicName | null;
	/** Set when the goal cannot be reached: the run still goes, and its end says why. */
	readonly unreachable: UnsolvableBoard | null;
}

/** A specification that names no problem; the message says what to change. */
export class ProblemSpecError extends Error {
	override readonly name = 'ProblemSpecError';
}

export interface Domain<Spec> {
	readonly id: DomainId;
	/**
	 * Checks `spec` and builds its problem. Throws a ProblemSpecError whose message tells the
	 * student what to change when the specification cannot be searched.
	 */
	open(spec: Spec): OpenedProblem;
}
