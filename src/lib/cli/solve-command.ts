/**
 * `npm run solve`: the engine on the command line. This module turns an argument list into the
 * text to print and an exit code, without touching the process, so tests can call it directly;
 * scripts/solve.ts is the thin shell around it.
 */

import { exactDistances } from '../search/exact-distance';
import { exactTableSolve } from '../solve/exact-table';
import { UDLR, type Board } from '../puzzle/board';
import { formatBoard, parseBoard, parseSize, type BoardSize } from '../puzzle/notation';
import { goalConventionOf, resolveGoal } from '../puzzle/goal';
import { DEFAULT_HEURISTIC, HEURISTIC_INFO, type HeuristicName } from '../puzzle/heuristics';
import {
	readChildOrder,
	readDuplicates,
	readGoalTest,
	readHeuristic,
	readTieBreak,
	readWeight,
	readWholeNumber,
	algorithmAliasesOf,
	type FieldRead
} from '../config/run-options';
import { explainSolvability } from '../puzzle/solvability';
import { idaStarSolve } from '../solve/ida-star';
import { PARTITIONS, buildPartition, partitionForGoal } from '../solve/partitions';
import type { PatternDatabase } from '../solve/pattern-database';
import { canReflect, preparePdbHeuristic, type PdbHeuristic } from '../solve/pdb-heuristic';
import { pdbSolve, servesGoal } from '../solve/pdb-solver';
import {
	ALGORITHMS,
	breadthFirstLayers,
	EDX_ALGORITHMS,
	EDX_METHODS,
	edxMethod,
	edxReport,
	edxRun,
	formatTilesTutorialReport,
	isAlgorithmName,
	LAYERS_MAX_CELLS,
	tileProblem,
	tilesTutorialProgram,
	tilesTutorialReport,
	tilesTutorialRun,
	TILES_TUTORIAL,
	type AlgorithmName,
	type SearchOptions,
	type SearchResult,
	type TileState,
	type TilesTutorialProgram,
	withoutUndefined
} from '../search/index';
import {
	ALGORITHM_NAMES,
	describedOptions,
	DESCRIPTIONS,
	keepsFrontier,
	readsOption,
	type TunableOption
} from '../search/descriptions';
import type { Problem } from '../search/problem';
import type { MessageRef } from '../messages';
import { countText, countWords, pluralWord } from '../count-text';

export const USAGE = [
	'usage: npm run -s solve -- <algorithm> <board> [--goal blank-last|blank-first|<board>]',
	'         [--heuristic zero|misplaced|manhattan|linear-conflict] [--weight w] [--limit n]',
	'         [--order UDLR] [--ties fifo|lifo|low-h|low-g-text|alpha]',
	'         [--duplicates graph|graph-update|tree|graph-except-start|prune]',
	'         [--goal-test on-generation|on-removal] [--depth-limit n] [--size RxC]',
	'         [--format text|json|edx|tiles-tutorial]',
	'       npm run -s solve -- layers <R>x<C> [--goal blank-last|blank-first|<board>]',
	'         [--format text|json]',
	'       npm run -s solve -- optimal <board> [--goal ...] [--size RxC] [--limit n]',
	'         [--format text|json]   (--limit: generated nodes, 1,000,000,000 by default)',
	`algorithms: ${algorithmNamesText()}`,
	'exit codes: 0 solved, 1 no solution or limit reached, 2 usage,',
	'            130 stopped by Ctrl+C (SIGINT), 143 stopped by SIGTERM'
].join('\n');

/**
 * `optimal`'s node budget when no --limit is given: enough for every one of Korf's 100
 * instances even with linear conflict alone (the worst, #88, generates about 400 million nodes),
 * and about 20 seconds of search on any board.
 */
export const DEFAULT_OPTIMAL_LIMIT = 1_000_000_000;

/** What the process should print and exit with. */
export interface CommandOutput {
	readonly stdout: string;
	readonly stderr: string;
	readonly exitCode: number;
	/** True when `shouldStop` ended the run early (exit code 130; the shell says 143 for SIGTERM). */
	readonly stopped?: boolean;
}

/**
 * What the shell provides: a clock and the process's peak memory, for the edX fields, and the
 * 15-puzzle's pattern databases when they are on disk (for `optimal`), with their partition's name.
 */
export interface CommandEnvironment {
	now(): number;
	maxRamMegabytes(): number;
	patternDatabases?(): { databases: PatternDatabase[]; name: string } | null;
	/**
	 * Asked between chunks of every long search (every few thousand nodes): true ends the run
	 * with `stopped` (the shell sets it on Ctrl+C or SIGTERM).
	 */
	shouldStop?(): boolean;
	/** `optimal`'s node budget without --limit; DEFAULT_OPTIMAL_LIMIT unless given. */
	optimalLimit?: number;
	/**
	 * A message in English (components/message-text.ts's `messageText(ref, 'en')`, which this
	 * layer cannot import): what the puzzle layer says of a board or a move that cannot be read.
	 */
	words(ref: MessageRef): string;
}

/** The running command's `words` (a command runs at a time, synchronously). */
let say: (ref: MessageRef) => string = (ref) => ref.id;

const FORMATS = ['text', 'json', 'edx', TILES_TUTORIAL] as const;

const VALUE_FLAGS = [
	'goal',
	'heuristic',
	'weight',
	'limit',
	'order',
	'ties',
	'duplicates',
	'goal-test',
	'depth-limit',
	'size',
	'format'
] as const;
type Flag = (typeof VALUE_FLAGS)[number];

interface ParsedArguments {
	readonly positional: string[];
	readonly flags: Partial<Record<Flag, string>>;
}

/**
 * Exit codes: 0 solved (or counted), 1 no solution (unsolvable, limit, exhausted, stuck), 2 usage,
 * 130 stopped (128 + SIGINT, as shells report Ctrl+C; the shell gives 143 for SIGTERM).
 */
const SOLVED = 0;
const NO_SOLUTION = 1;
const USAGE_ERROR = 2;
export const STOPPED = 130;

/** How often, in goal tests or events, a search asks `shouldStop`. */
const STOP_CHECK_INTERVAL = 4096;

/** Thrown from inside a search when `shouldStop` says so; caught by the command. */
class StopRequested extends Error {}

function stoppedOutput(what: string): CommandOutput {
	return {
		stdout: '',
		stderr: `Stopped: ${what} was interrupted before it ended.\n`,
		exitCode: STOPPED,
		stopped: true
	};
}

/** `check()` asks `shouldStop` once every STOP_CHECK_INTERVAL calls and throws when it says so. */
function stopChecker(env: CommandEnvironment): () => void {
	const shouldStop = env.shouldStop;
	if (shouldStop === undefined) return () => {};
	let calls = 0;
	return () => {
		if (++calls % STOP_CHECK_INTERVAL === 0 && shouldStop()) throw new StopRequested();
	};
}

/** The problem with a stop check in its goal test, which every search calls for each node. */
function stoppable<S>(problem: Problem<S>, check: () => void): Problem<S> {
	const wrapped: Problem<S> = Object.create(problem);
	Object.defineProperty(wrapped, 'isGoal', {
		value: (state: S) => {
			check();
			return problem.isGoal(state);
		}
	});
	return wrapped;
}

/** A usage error for a list with an empty field ("1,,2" or a trailing comma), naming where. */
function emptyFieldError(what: string, text: string): string | null {
	if (!text.includes(',')) return null;
	const fields = text.split(',');
	const index = fields.findIndex((field) => field.trim() === '');
	if (index < 0) return null;
	const where =
		index === 0
			? `before the first comma`
			: index === fields.length - 1
				? `after the last comma (after "${fields[index - 1].trim()}")`
				: `between "${fields[index - 1].trim()}" and "${fields[index + 1].trim()}"`;
	return `${what} "${text}": field ${index + 1} is empty (${where}); give one tile per field.`;
}

/**
 * The board among the positional words: the longest run of leading words that reads as a board
 * (a board may be given as one word or as one word per tile). A word after it is an error.
 */
function boardFromWords(
	words: readonly string[],
	size: BoardSize | undefined
): { text: string } | { error: string } {
	for (const word of words) {
		const empty = emptyFieldError('Board', word);
		if (empty !== null) return { error: empty };
	}
	for (let count = words.length; count >= 1; count--) {
		if (!parseBoard(words.slice(0, count).join(' '), size).ok) continue;
		if (count === words.length) break;
		return {
			error: `Unexpected argument "${words[count]}" after the board ${words.slice(0, count).join(' ')}.`
		};
	}
	return { text: words.join(' ') };
}

function usageError(message: string): CommandOutput {
	return { stdout: '', stderr: `${message}\n${USAGE}\n`, exitCode: USAGE_ERROR };
}

function parseArguments(args: readonly string[]): ParsedArguments | string {
	const positional: string[] = [];
	const flags: Partial<Record<Flag, string>> = {};
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (!arg.startsWith('--')) {
			positional.push(arg);
			continue;
		}
		const [name, inlineValue] = arg.slice(2).split(/=(.*)/s, 2);
		if (!(VALUE_FLAGS as readonly string[]).includes(name)) return `Unknown option --${name}.`;
		const value = inlineValue ?? args[++i];
		if (value === undefined || value === '') return `Option --${name} needs a value.`;
		flags[name as Flag] = value;
	}
	return { positional, flags };
}

/** Every algorithm a flag names, each with its aliases: "…, astar (or ast), …". */
export function algorithmNamesText(): string {
	return ALGORITHM_NAMES.map((name) => {
		const aliases = algorithmAliasesOf(name);
		return aliases.length === 0 ? name : `${name} (or ${aliases.join(', ')})`;
	}).join(', ');
}

/** Runs the command for `args` (what follows `npm run solve --`). */
export function solveCommand(args: readonly string[], env: CommandEnvironment): CommandOutput {
	say = env.words;
	const parsed = parseArguments(args);
	if (typeof parsed === 'string') return usageError(parsed);
	const [command, ...boardWords] = parsed.positional;
	if (command === undefined) return usageError('Name an algorithm (or "layers") and a board.');
	if (parsed.flags.goal !== undefined) {
		const empty = emptyFieldError('--goal', parsed.flags.goal);
		if (empty !== null) return usageError(empty);
	}
	try {
		if (command === 'layers') return layersCommand(boardWords, parsed.flags);
		// The assignment's name for A* ("ast") is accepted as well as the engine's.
		const algorithm = command === 'ast' ? EDX_ALGORITHMS.ast : command;
		if (command !== 'optimal' && !isAlgorithmName(algorithm)) {
			return usageError(`Unknown algorithm "${command}".`);
		}
		const size = readSize(parsed.flags);
		if (typeof size === 'string') return usageError(size);
		const board = boardFromWords(boardWords, size);
		if ('error' in board) return usageError(board.error);
		if (command === 'optimal') return optimalCommand(board.text, parsed.flags, env);
		if (boardWords.length === 0)
			return usageError('Give the board to solve, e.g. 1,2,5,3,4,0,6,7,8.');
		return searchCommand(algorithm as AlgorithmName, board.text, parsed.flags, env);
	} catch (error) {
		if (error instanceof StopRequested) {
			return stoppedOutput(command === 'layers' ? 'the count' : 'the search');
		}
		throw error;
	}
}

/** The CLI's flags for the options an algorithm description lists as read (or not). */
const OPTION_FLAGS: Readonly<Record<TunableOption, Flag | null>> = {
	tieBreak: 'ties',
	pushOrder: null,
	goalTest: 'goal-test',
	duplicates: 'duplicates',
	depthLimit: 'depth-limit',
	weight: 'weight'
};

/**
 * A notice for each flag given that `algorithm` does not read, by its description's `options`
 * (and `informed`, for --heuristic). The run goes on with the flag ignored.
 */
function ignoredFlagNotices(algorithm: AlgorithmName, flags: ParsedArguments['flags']): string[] {
	const description = DESCRIPTIONS[algorithm];
	const reads = description.options
		.map((option) => OPTION_FLAGS[option])
		.filter((flag): flag is Flag => flag !== null);
	const readText =
		reads.length === 0
			? 'it reads none of the search options'
			: `it reads ${reads.map((flag) => `--${flag}`).join(', ')}`;
	const notices: string[] = [];
	if (flags.heuristic !== undefined && !description.informed) {
		notices.push(
			`Notice: --heuristic is ignored: ${say(description.names.label)} does not use an estimate h.`
		);
	}
	for (const [option, flag] of Object.entries(OPTION_FLAGS) as [TunableOption, Flag | null][]) {
		if (flag === null || flags[flag] === undefined || readsOption(description, option)) {
			continue;
		}
		notices.push(
			`Notice: --${flag} is ignored: ${say(description.names.label)} does not read it (${readText}).`
		);
	}
	return notices;
}

function readSize(flags: ParsedArguments['flags']): BoardSize | undefined | string {
	if (flags.size === undefined) return undefined;
	const size = parseSize(flags.size);
	return size.ok ? size.value : `--size: ${say(size.error.message)}`;
}

/**
 * Reads flags through the shared option readers. A wrong value is remembered as the flag's
 * usage message (the first one is reported) and reads as absent.
 */
function flagReader(flags: ParsedArguments['flags'], errors: string[]) {
	return <T>(name: Flag, reader: (text: string) => FieldRead<T>): T | undefined => {
		const text = flags[name];
		if (text === undefined) return undefined;
		const read = reader(text);
		if (read.ok) return read.value;
		errors.push(`--${name} ${say(read.why)}`);
		return undefined;
	};
}

function searchCommand(
	algorithm: AlgorithmName,
	boardText: string,
	flags: ParsedArguments['flags'],
	env: CommandEnvironment
): CommandOutput {
	const format = flags.format ?? 'text';
	if (!(FORMATS as readonly string[]).includes(format)) {
		return usageError(`--format takes text, json, edx or ${TILES_TUTORIAL}; got "${format}".`);
	}
	const size = readSize(flags);
	if (typeof size === 'string') return usageError(size);
	const board = parseBoard(boardText, size);
	if (!board.ok) return usageError(`Board "${boardText}": ${say(board.error.message)}`);

	const edx = format === 'edx';
	const tutorial = format === TILES_TUTORIAL;
	const method = edxMethod(algorithm);
	const program = tilesTutorialProgram(algorithm);
	const check = stopChecker(env);
	if (edx && method === null) {
		return usageError(
			`--format edx follows the edX assignment, which has ${EDX_METHODS.slice(0, -1).join(', ')} and ${EDX_METHODS.at(-1)} only.`
		);
	}
	if (tutorial && program === null) {
		return usageError(
			`--format ${TILES_TUTORIAL} follows the tiles.py tutorial, whose programs are wastar (tilesSearch.py; --weight is its ratio) and walk (tilesGreedy.py).`
		);
	}
	const goalSpec = flags.goal ?? (edx ? 'blank-first' : 'blank-last');
	const goal = resolveGoal(goalSpec, board.value.rows, board.value.cols);
	if (!goal.ok) return usageError(`--goal: ${say(goal.error.message)}`);
	if (edx && goalConventionOf(goal.value) !== 'blank-first') {
		return usageError("--format edx uses the assignment's goal, blank first (0,1,...,8).");
	}
	if (tutorial && goalConventionOf(goal.value) !== 'blank-last') {
		return usageError(
			`--format ${TILES_TUTORIAL} uses the tutorial's goal, blank last (12345678_).`
		);
	}

	const errors: string[] = [];
	const read = flagReader(flags, errors);
	const heuristic = read('heuristic', readHeuristic) ?? DEFAULT_HEURISTIC;
	const childOrder = read('order', readChildOrder) ?? UDLR;
	// Options left unsaid stay absent, so presets and each algorithm's defaults apply.
	const options: SearchOptions = withoutUndefined({
		maxExpansions: read('limit', readWholeNumber),
		depthLimit: read('depth-limit', readWholeNumber),
		weight: read('weight', readWeight),
		tieBreak: read('ties', readTieBreak),
		duplicates: read('duplicates', readDuplicates),
		goalTest: read('goal-test', readGoalTest)
	});
	if (errors.length > 0) return usageError(errors[0]);
	const notices = (
		tutorial ? tutorialFlagNotices(algorithm, flags) : ignoredFlagNotices(algorithm, flags)
	)
		.map((notice) => `${notice}\n`)
		.join('');

	const solvability = explainSolvability(board.value, goal.value);
	if (!solvability.solvable) {
		return {
			stdout: '',
			stderr: `${notices}This board cannot reach the goal ${describeBoard(goal.value)}. ${say(solvability.reasonMessage)}\n`,
			exitCode: NO_SOLUTION
		};
	}

	const started = env.now();
	if (edx && method !== null) {
		const run = edxRun(method, board.value, options);
		let step = run.next();
		for (; !step.done; step = run.next()) check();
		const result = step.value;
		const seconds = (env.now() - started) / 1000;
		const output = edxOutput(result, seconds, env.maxRamMegabytes());
		return { ...output, stderr: notices + output.stderr };
	}
	if (tutorial && program !== null) {
		const run = tilesTutorialRun(program, board.value, options);
		let step = run.next();
		for (; !step.done; step = run.next()) check();
		const output = tutorialOutput(program, board.value, step.value);
		return { ...output, stderr: notices + output.stderr };
	}
	const problem = stoppable(
		tileProblem(board.value, { goal: goal.value, heuristic, childOrder }),
		check
	);
	const result = ALGORITHMS[algorithm].solve(problem, options);
	const milliseconds = env.now() - started;
	const summary: RunSummary = {
		algorithm,
		board: board.value,
		goal: goal.value,
		heuristic: ALGORITHMS[algorithm].informed ? heuristic : null,
		weight: readsOption(DESCRIPTIONS[algorithm], 'weight')
			? describedOptions(algorithm, options).weight
			: null,
		result,
		milliseconds
	};
	return {
		stdout: format === 'json' ? `${JSON.stringify(jsonSummary(summary))}\n` : textSummary(summary),
		stderr: notices,
		exitCode: result.outcome === 'goal' ? SOLVED : NO_SOLUTION
	};
}

interface RunSummary {
	readonly algorithm: AlgorithmName;
	readonly board: Board;
	readonly goal: Board;
	readonly heuristic: HeuristicName | null;
	readonly weight: number | null;
	readonly result: SearchResult<TileState>;
	readonly milliseconds: number;
}

function describeBoard(board: Board): string {
	return formatBoard(board, 'rows', { rowSeparator: ' / ' });
}

function jsonSummary(run: RunSummary): Record<string, unknown> {
	const { result } = run;
	return {
		algorithm: run.algorithm,
		board: formatBoard(run.board, 'list'),
		goal: formatBoard(run.goal, 'list'),
		heuristic: run.heuristic,
		weight: run.weight,
		outcome: result.outcome,
		cost: result.cost,
		path: result.actions,
		...result.stats,
		runningTimeMs: Number(run.milliseconds.toFixed(3))
	};
}

const OUTCOME_TEXT = {
	goal: 'goal reached',
	exhausted: 'frontier exhausted: no solution within the limits given',
	limit: 'expansion cap reached before a solution (raise it with --limit)',
	stuck: 'stuck: every neighbour was already visited'
} as const;

function textSummary(run: RunSummary): string {
	const { result } = run;
	const { stats } = result;
	const algorithm = ALGORITHMS[run.algorithm];
	const how = [
		run.heuristic ? `h = ${say(HEURISTIC_INFO[run.heuristic].labelMessage)}` : null,
		run.weight !== null ? `w = ${run.weight}` : null
	].filter(Boolean);
	const goalName = goalConventionOf(run.goal);
	const moves = result.actions.length === 0 ? '(none)' : result.actions.join(', ');
	const lines = [
		['Board', `${describeBoard(run.board)}   (${run.board.rows}×${run.board.cols})`],
		['Goal', `${describeBoard(run.goal)}${goalName ? `   (${goalName})` : ''}`],
		['Algorithm', `${say(algorithm.names.label)}${how.length ? `, ${how.join(', ')}` : ''}`],
		['Outcome', OUTCOME_TEXT[result.outcome]],
		// A search that keeps no frontier (the greedy walk) has a path even short of the goal:
		// the moves it walked, each state stood on.
		result.outcome === 'goal' && result.cost !== null
			? ['Path', `${countWords(result.cost, 'move', 'moves')}: ${moves}`]
			: !keepsFrontier(DESCRIPTIONS[run.algorithm])
				? ['Walked', `${countWords(result.actions.length, 'move', 'moves')}: ${moves}`]
				: null,
		['Expanded', String(stats.expanded)],
		['Generated', String(stats.generated)],
		['Frontier', `${stats.frontierSize} at the end, ${stats.maxFrontier} at most`],
		['Explored', String(stats.exploredSize)],
		['Max depth', String(stats.maxDepth)],
		stats.iterations > 1 ? ['Iterations', String(stats.iterations)] : null,
		['Time', `${run.milliseconds.toFixed(1)} ms`]
	].filter((line): line is string[] => line !== null);
	return lines.map(([label, value]) => `${label.padEnd(11)}${value}`).join('\n') + '\n';
}

/** The flags --format tiles-tutorial fixes, whatever is given: the tutorial's own rules. */
const TUTORIAL_FIXED_FLAGS: readonly Flag[] = [
	'heuristic',
	'order',
	'ties',
	'duplicates',
	'goal-test',
	'depth-limit'
];

/** Notices for flags the preset overrides, then for --weight where the walk has no use for it. */
function tutorialFlagNotices(algorithm: AlgorithmName, flags: ParsedArguments['flags']): string[] {
	const notices = TUTORIAL_FIXED_FLAGS.filter((flag) => flags[flag] !== undefined).map(
		(flag) =>
			`Notice: --${flag} is ignored: --format ${TILES_TUTORIAL} runs the tutorial's own rules (Manhattan distance, children ULRD, ties by g then board text, its duplicate check and goal test).`
	);
	// Of the tutorial's two programs, only the search reads a weight (its ratio).
	if (flags.weight !== undefined && !readsOption(DESCRIPTIONS[algorithm], 'weight')) {
		notices.push('Notice: --weight is ignored: the greedy walk (tilesGreedy.py) has no ratio.');
	}
	return notices;
}

/** The tutorial's counts and path, one `name: value` line each (tiles-tutorial.ts). */
function tutorialOutput(
	program: TilesTutorialProgram,
	board: Board,
	result: SearchResult<TileState>
): CommandOutput {
	const reported = program === 'search' ? result.outcome === 'goal' : result.outcome !== 'limit';
	if (!reported) {
		return {
			stdout: '',
			stderr: `No solution: ${OUTCOME_TEXT[result.outcome]}.\n`,
			exitCode: NO_SOLUTION
		};
	}
	const report = tilesTutorialReport(program, board, result);
	return {
		stdout: `${formatTilesTutorialReport(report)}\n`,
		stderr: report.stuck
			? `The walk is stuck at ${report.boards.at(-1)}: every neighbour was already reached.\n`
			: '',
		exitCode: report.stuck ? NO_SOLUTION : SOLVED
	};
}

/** The assignment's output file, one `name: value` line per field, in its order. */
function edxOutput(result: SearchResult<TileState>, seconds: number, ramMb: number): CommandOutput {
	if (result.outcome !== 'goal') {
		return {
			stdout: '',
			stderr: `No solution: ${OUTCOME_TEXT[result.outcome]}.\n`,
			exitCode: NO_SOLUTION
		};
	}
	const report = edxReport(result);
	const path = `[${report.path_to_goal.map((move) => `'${move}'`).join(', ')}]`;
	const lines = [
		`path_to_goal: ${path}`,
		`cost_of_path: ${report.cost_of_path}`,
		`nodes_expanded: ${report.nodes_expanded}`,
		`search_depth: ${report.search_depth}`,
		`max_search_depth: ${report.max_search_depth}`,
		`running_time: ${seconds.toFixed(8)}`,
		`max_ram_usage: ${ramMb.toFixed(8)}`
	];
	return { stdout: lines.join('\n') + '\n', stderr: '', exitCode: SOLVED };
}

const LAYERS_FLAGS: readonly Flag[] = ['goal', 'format'];

function layersCommand(words: readonly string[], flags: ParsedArguments['flags']): CommandOutput {
	const stray = Object.keys(flags).find((flag) => !LAYERS_FLAGS.includes(flag as Flag));
	if (stray !== undefined) return usageError(`layers does not take --${stray}.`);
	const format = flags.format ?? 'text';
	if (format !== 'text' && format !== 'json') {
		return usageError(`layers prints text or json; got "${format}".`);
	}
	if (words.length === 0) return usageError('layers takes one size, e.g. layers 3x3.');
	if (words.length > 1) {
		return usageError(`Unexpected argument "${words[1]}" after the size ${words[0]}.`);
	}
	const size = parseSize(words[0]);
	if (!size.ok) return usageError(`layers: ${say(size.error.message)}`);
	const { rows, cols } = size.value;
	if (rows * cols > LAYERS_MAX_CELLS) {
		return usageError(
			`layers visits every reachable state, so it takes boards of at most ${LAYERS_MAX_CELLS} cells (3x3, 2x5, ...); ${rows}x${cols} has ${rows * cols}.`
		);
	}
	const goal = resolveGoal(flags.goal ?? 'blank-last', rows, cols);
	if (!goal.ok) return usageError(`--goal: ${say(goal.error.message)}`);
	const counts = breadthFirstLayers(rows, cols, goal.value);
	const total = counts.reduce((sum, count) => sum + count, 0);
	if (format === 'json') {
		const json = { rows, cols, goal: formatBoard(goal.value, 'list'), counts, total };
		return { stdout: `${JSON.stringify(json)}\n`, stderr: '', exitCode: SOLVED };
	}
	const lines = [
		`States of the ${rows}×${cols} puzzle by distance from ${describeBoard(goal.value)}`,
		'distance  states',
		...counts.map((count, distance) => `${String(distance).padStart(8)}  ${count}`),
		`   total  ${total}`
	];
	return { stdout: lines.join('\n') + '\n', stderr: '', exitCode: SOLVED };
}

/** What `optimal` reports, whichever solver ran. */
interface OptimalRun {
	readonly solver: string;
	readonly outcome: 'goal' | 'limit';
	readonly cost: number | null;
	readonly path: readonly string[];
	readonly expanded: number;
	readonly generated: number;
	readonly iterations: number;
}

const OPTIMAL_FLAGS: readonly Flag[] = ['goal', 'size', 'limit', 'format'];

/**
 * `optimal <board>`: an optimal solution by the strongest solver for the board's size: on 3×3
 * the table of all 181,440 exact distances (built in a few tens of milliseconds), IDA* with the 6-6-3 pattern
 * databases and the reflected lookup on 4×4 (the 5-5-5 ones, built in memory, when the 6-6-3
 * ones are not on disk or do not fit the goal), IDA* with linear conflict on any other size.
 */
function optimalCommand(
	boardText: string,
	flags: ParsedArguments['flags'],
	env: CommandEnvironment
): CommandOutput {
	const stray = Object.keys(flags).find((flag) => !OPTIMAL_FLAGS.includes(flag as Flag));
	if (stray !== undefined) return usageError(`optimal does not take --${stray}.`);
	const format = flags.format ?? 'text';
	if (format !== 'text' && format !== 'json') {
		return usageError(`optimal prints text or json; got "${format}".`);
	}
	if (boardText === '') return usageError('Give the board to solve, e.g. optimal 75126348_.');
	const size = readSize(flags);
	if (typeof size === 'string') return usageError(size);
	const board = parseBoard(boardText, size);
	if (!board.ok) return usageError(`Board "${boardText}": ${say(board.error.message)}`);
	const { rows, cols, cells } = board.value;
	const goal = resolveGoal(flags.goal ?? 'blank-last', rows, cols);
	if (!goal.ok) return usageError(`--goal: ${say(goal.error.message)}`);
	const errors: string[] = [];
	const limit = flagReader(flags, errors)('limit', readWholeNumber);
	if (errors.length > 0) return usageError(errors[0]);
	if (limit === 0) return usageError('--limit must be at least 1 for optimal.');
	const maxNodes = limit ?? env.optimalLimit ?? DEFAULT_OPTIMAL_LIMIT;
	const shouldStop = env.shouldStop;

	const solvability = explainSolvability(board.value, goal.value);
	if (!solvability.solvable) {
		return {
			stdout: '',
			stderr: `This board cannot reach the goal ${describeBoard(goal.value)}. ${say(solvability.reasonMessage)}\n`,
			exitCode: NO_SOLUTION
		};
	}

	const notes: string[] = [];
	const started = env.now();
	let run: OptimalRun;
	if (rows === 3 && cols === 3) {
		// All 181,440 boards labelled with their distance by one breadth-first search from the
		// goal (a few tens of milliseconds); the solution is then a walk downhill.
		const table = exactDistances(goal.value);
		const moves = exactTableSolve(table, board.value) ?? [];
		run = {
			solver: `exact distance table (breadth-first search from the goal over ${countWords(table.states.length, 'board', 'boards')})`,
			outcome: 'goal',
			cost: moves.length,
			path: moves,
			expanded: table.states.length,
			generated: table.states.length,
			iterations: 1
		};
	} else if (rows === 4 && cols === 4) {
		const { heuristic, solver } = fifteenPuzzleHeuristic(goal.value.cells, env, notes);
		const result = pdbSolve(cells, rows, cols, goal.value.cells, heuristic, {
			maxNodes,
			...(shouldStop && { shouldStop })
		});
		if (result.outcome === 'stopped') return stoppedOutput('the search');
		run = idaRun(solver, result);
	} else {
		notes.push(`Pattern databases ship for 4×4 boards only; ${rows}×${cols} uses linear conflict.`);
		const result = idaStarSolve(cells, rows, cols, goal.value.cells, {
			heuristic: 'linear-conflict',
			maxNodes,
			// idaStarSolve has no stop check inside an iteration; between iterations it can stop.
			onIteration: () => {
				if (shouldStop?.()) throw new StopRequested();
			}
		});
		run = idaRun('IDA*, h = linear conflict', result);
	}
	const milliseconds = env.now() - started;
	if (run.outcome === 'limit') {
		notes.push(
			limit === undefined
				? `Stopped at the default budget of ${countText(maxNodes)} generated ${pluralWord(maxNodes, 'node', 'nodes')} without a solution; raise it with --limit n.`
				: `Stopped at --limit ${maxNodes} generated ${pluralWord(maxNodes, 'node', 'nodes')} without a solution.`
		);
	}
	const stderr = notes.map((note) => `${note}\n`).join('');
	const exitCode = run.outcome === 'goal' ? SOLVED : NO_SOLUTION;
	if (format === 'json') {
		const json = {
			algorithm: 'optimal',
			solver: run.solver,
			board: formatBoard(board.value, 'list'),
			goal: formatBoard(goal.value, 'list'),
			outcome: run.outcome,
			cost: run.cost,
			path: run.path,
			expanded: run.expanded,
			generated: run.generated,
			iterations: run.iterations,
			runningTimeMs: Number(milliseconds.toFixed(3))
		};
		return { stdout: `${JSON.stringify(json)}\n`, stderr, exitCode };
	}
	const goalName = goalConventionOf(goal.value);
	const moves = run.path.length === 0 ? '(none)' : run.path.join(', ');
	const lines = [
		['Board', `${describeBoard(board.value)}   (${rows}×${cols})`],
		['Goal', `${describeBoard(goal.value)}${goalName ? `   (${goalName})` : ''}`],
		['Solver', run.solver],
		run.outcome === 'goal' && run.cost !== null
			? ['Path', `${countWords(run.cost, 'move', 'moves')} (optimal): ${moves}`]
			: ['Outcome', 'node limit reached before a solution (raise it with --limit)'],
		['Expanded', String(run.expanded)],
		['Generated', String(run.generated)],
		['Iterations', String(run.iterations)],
		['Time', `${milliseconds.toFixed(1)} ms`]
	];
	const stdout = lines.map(([label, value]) => `${label.padEnd(11)}${value}`).join('\n') + '\n';
	return { stdout, stderr, exitCode };
}

function idaRun(
	solver: string,
	result: {
		outcome: string;
		cost: number;
		moves: readonly string[];
		expanded: number;
		generated: number;
		iterations: readonly unknown[];
	}
): OptimalRun {
	const solved = result.outcome === 'goal';
	return {
		solver,
		outcome: solved ? 'goal' : 'limit',
		cost: solved ? result.cost : null,
		path: result.moves,
		expanded: result.expanded,
		generated: result.generated,
		iterations: result.iterations.length
	};
}

/**
 * The 6-6-3 databases from disk when the shell has them and they serve the goal (a blank in a
 * corner); otherwise the 5-5-5 partition, renamed for the goal and built in memory.
 */
function fifteenPuzzleHeuristic(
	goal: readonly number[],
	env: CommandEnvironment,
	notes: string[]
): { heuristic: PdbHeuristic; solver: string } {
	const loaded = env.patternDatabases?.() ?? null;
	if (loaded !== null) {
		const heuristic = preparePdbHeuristic(loaded.databases, {
			reflected: canReflect(4, 4, loaded.databases[0].goal)
		});
		if (servesGoal(heuristic, goal)) {
			return { heuristic, solver: describePdb(loaded.name, heuristic.reflected) };
		}
		notes.push(`The ${loaded.name} databases on disk are for goals with the blank in a corner.`);
	} else {
		notes.push('No pattern databases on disk (npx tsx scripts/build-pdb.ts makes them).');
	}
	const started = env.now();
	const partition = partitionForGoal(PARTITIONS['5-5-5'], goal);
	const reflected = canReflect(4, 4, goal);
	const heuristic = preparePdbHeuristic(buildPartition(partition), { reflected });
	const seconds = ((env.now() - started) / 1000).toFixed(1);
	notes.push(`Built the 5-5-5 pattern databases in memory for this goal (${seconds} s).`);
	return { heuristic, solver: describePdb('5-5-5', reflected) };
}

function describePdb(partition: string, reflected: boolean): string {
	return `IDA*, h = ${partition} pattern databases${reflected ? ', reflected' : ''}`;
}
