import type { Board, Direction } from '../puzzle/board';
import { resolveGoal, type GoalConvention } from '../puzzle/goal';
import { isHeuristicName, type HeuristicName } from '../puzzle/heuristics';
import { boardFromCells, parseBoard } from '../puzzle/notation';
import { explainSolvability } from '../puzzle/solvability';
import {
	ALGORITHM_NAMES,
	ALGORITHMS,
	isAlgorithmName,
	type AlgorithmName
} from '../search/algorithms';
import type { Problem } from '../search/problem';
import { describedOptions } from '../search/descriptions';
import { UI_MAX_EXPANSIONS, type SearchOptions } from '../search/options';
import { CITIES, roadMapProblem, type City } from '../search/road-map';
import { tileProblem, type HeuristicTable } from '../search/tile-problem';

import { createTraceFor } from '../trace/trace';
import { outcomeMessage, type RunFacts, type UnreachableGoal } from './outcome-message';
import { createRunSource, type RunSource, type RunSourceOptions } from './run-source';

/** The sliding-tile puzzle from `board`; the rest as `tileProblem` takes it. */
export interface TileRunProblem {
	readonly kind: 'tile';
	/** A board, or its text in any notation the puzzle model reads (e.g. "42_713856"). */
	readonly board: Board | string;
	/** A board, its text, or a convention; default 'blank-last'. */
	readonly goal?: Board | GoalConvention | string;
	/** Default 'manhattan'; only informed algorithms use it. */
	readonly heuristic?: HeuristicName;
	/** Default Up, Down, Left, Right. */
	readonly childOrder?: readonly Direction[];
	/** h read from a table instead (a student's h from the lab); `heuristic` is then unused. */
	readonly heuristicTable?: HeuristicTable;
}

/** AIMA's Romania road map, from one city letter to another (default B, Bucharest). */
export interface RoadMapRunProblem {
	readonly kind: 'road-map';
	readonly start: string;
	readonly goal?: string;
}

/** Everything that decides a run, as the player's `load` event carries it. */
export interface RunConfig {
	readonly algorithm: AlgorithmName;
	readonly problem: TileRunProblem | RoadMapRunProblem;
	/** Engine options; `maxExpansions` defaults to UI_MAX_EXPANSIONS here, not the engine's cap. */
	readonly options?: SearchOptions;
}

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
	const opened =
		config.problem.kind === 'tile' ? tileRun(config.problem) : roadMapRun(config.problem);
	const facts: RunFacts = {
		algorithm,
		problem: config.problem.kind,
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

interface OpenedProblem {
	readonly problem: Problem<unknown>;
	readonly heuristic: HeuristicName | null;
	readonly unreachable: UnreachableGoal | null;
}

function tileRun(config: TileRunProblem): OpenedProblem {
	const board = readBoard(config.board);
	const goal = readGoal(config.goal ?? 'blank-last', board);
	const heuristic = config.heuristic ?? 'manhattan';
	if (!isHeuristicName(heuristic)) {
		throw new RunConfigError(
			`Unknown heuristic "${String(heuristic)}": use zero, misplaced, manhattan or linear-conflict.`
		);
	}
	const problem = attempt(() =>
		tileProblem(board, {
			goal,
			heuristic,
			childOrder: config.childOrder,
			table: config.heuristicTable
		})
	);
	const solvability = explainSolvability(board, goal);
	return {
		problem,
		heuristic,
		unreachable: solvability.solvable
			? null
			: { reason: solvability.reason, rows: board.rows, cols: board.cols }
	};
}

function roadMapRun(config: RoadMapRunProblem): OpenedProblem {
	const start = readCity(config.start, 'start');
	const goal = readCity(config.goal ?? 'B', 'goal');
	return { problem: roadMapProblem(start, goal), heuristic: null, unreachable: null };
}

function readBoard(board: Board | string): Board {
	const read =
		typeof board === 'string'
			? parseBoard(board)
			: boardFromCells(board.rows, board.cols, board.cells);
	if (!read.ok) throw new RunConfigError(read.error.message);
	return read.value;
}

function readGoal(goal: Board | string, board: Board): Board {
	if (typeof goal !== 'string' && (goal.rows !== board.rows || goal.cols !== board.cols)) {
		throw new RunConfigError(
			`The goal is ${goal.rows}×${goal.cols} but the board is ${board.rows}×${board.cols}: they must be the same size.`
		);
	}
	const read =
		typeof goal === 'string'
			? resolveGoal(goal, board.rows, board.cols)
			: boardFromCells(goal.rows, goal.cols, goal.cells);
	if (!read.ok) throw new RunConfigError(read.error.message);
	return read.value;
}

function readCity(text: string, role: 'start' | 'goal'): City {
	const city = CITIES.find((name) => name === text.trim().toUpperCase());
	if (city === undefined) {
		throw new RunConfigError(
			`Unknown ${role} city "${text}": use one of the letters ${CITIES.join(', ')}.`
		);
	}
	return city;
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
