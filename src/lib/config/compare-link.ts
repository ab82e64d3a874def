/**
 * The /compare page's link: one problem and two to four runs, each an algorithm with its
 * heuristic (and weight for weighted A*), plus the shared step. Like the playground's link it is
 * versioned and never fails: a run that cannot be read is named in a notice and left out, and
 * too few runs fall back to the default comparison.
 *
 *   /compare?v=1&board=42_713856&runs=bfs,dfs,greedy:manhattan,astar:linear-conflict&step=12
 *   /compare?v=1&problem=road-map&start=A&runs=bfs,ucs,astar&step=3
 *
 * The problem (the board, its size and its goal; or a named graph's start and goal) is read
 * exactly as the playground reads it. On a graph every informed run uses the graph's own h, so a
 * run names no heuristic there.
 */
import { DEFAULT_HEURISTIC } from '../puzzle/heuristics';
import { ALGORITHMS } from '../search/algorithms';
import { DESCRIPTIONS, readsOption } from '../search/descriptions';
import type { DuplicatePolicy } from '../search/options';
import { problemLink, type DomainId } from '../domains';
import { defaultGridHeuristic, GRID_WORD } from '../domains/grid';
import {
	COMPARE_MAX_EXPANSIONS,
	comparedDuplicates,
	MAX_RUNS,
	MIN_RUNS,
	type CompareConfig,
	type ComparedProblem
} from './compare-config';
import {
	CUSTOM_H,
	domainOfProblem,
	graphTitlesOf,
	LINK_VERSION,
	linkedProblem,
	ownDuplicates,
	readCustomHeuristic,
	readPlayLink,
	readProblemWord,
	type ProblemWord
} from './play-link';
import { LAB_LINK_VERSION } from './code-link';
import { duplicateNotices, quoted, unknownNotices, type LinkNotice } from './link-notices';
import {
	readAlgorithm,
	readDuplicates,
	readHeuristic,
	readWeight,
	readWholeNumber
} from './run-options';
import { message, type MessageRef } from '../messages';

/** A comparison as its link holds it: the problem, the runs, and the step they are shown at. */
export type CompareLinkConfig = ComparedProblem & {
	readonly runs: readonly CompareConfig[];
	readonly step: number;
};

export interface ReadCompareLink {
	readonly config: CompareLinkConfig;
	readonly notices: readonly LinkNotice[];
}

/**
 * The parameters that say what is searched, which the playground's reader reads: on a graph
 * `hv` and `hcode` too, which it says describe a tile run (on the tile puzzle they go with the
 * runs of the lab's heuristic, read below).
 */
const PROBLEM_PARAMS: readonly string[] = [
	'v',
	'problem',
	'start',
	'g',
	'grid',
	'board',
	'size',
	'goal'
];
const TILE_RUN_PARAMS: readonly string[] = ['hv', 'hcode'];

/** The parameters a compare link may hold. */
export const COMPARE_PARAMS: readonly string[] = [
	...PROBLEM_PARAMS,
	'runs',
	'h',
	...TILE_RUN_PARAMS,
	'dup',
	'step'
];

/** BFS, DFS, greedy best-first and A* (Manhattan distance): the comparison lesson 13 makes. */
export const DEFAULT_RUNS: readonly CompareConfig[] = Object.freeze([
	{ algorithm: 'bfs', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'dfs', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'greedy', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'astar', heuristic: DEFAULT_HEURISTIC, weight: null }
]);

/**
 * One run as a link on `domain` writes it: `astar`, `astar:linear-conflict`, `wastar:manhattan:3`
 * on the tile puzzle. On a graph the heuristic part is left empty, the graph's h being the only
 * one: `astar`, `wastar::3`.
 */
export function runTextFor(domain: DomainId): (run: CompareConfig) => string {
	return (run) => {
		if (!ALGORITHMS[run.algorithm].informed) return run.algorithm;
		const weight =
			readsOption(ALGORITHMS[run.algorithm], 'weight') && run.weight !== null
				? `:${run.weight}`
				: '';
		if (domain !== 'tile') return weight === '' ? run.algorithm : `${run.algorithm}:${weight}`;
		return `${run.algorithm}:${run.custom ? CUSTOM_H : run.heuristic}${weight}`;
	};
}

/** One run as a tile comparison's link writes it (runTextFor). */
export const runText: (run: CompareConfig) => string = runTextFor('tile');

/**
 * `runs` made fit for a comparison on `domain`, as a page keeps them when the reader changes the
 * problem: on a graph, without a heuristic of their own (the graph's is the only one), and runs
 * that are then one run shown once; too few are made up from the default comparison.
 */
export function runsFor(domain: DomainId, runs: readonly CompareConfig[]): CompareConfig[] {
	const textOf = runTextFor(domain);
	const fitted =
		domain !== 'tile'
			? runs.map(({ algorithm, weight }) => ({ algorithm, heuristic: DEFAULT_HEURISTIC, weight }))
			: [...runs];
	const kept = fitted.filter(
		(run, i) => fitted.findIndex((other) => textOf(other) === textOf(run)) === i
	);
	for (const run of DEFAULT_RUNS) {
		if (kept.length >= MIN_RUNS) break;
		if (!kept.some((other) => textOf(other) === textOf(run))) kept.push(run);
	}
	return kept;
}

/**
 * Reads one run; a sentence saying what is wrong otherwise. On a graph (`problem` 'graph') the
 * heuristic part is not read: whatever it names, the graph's own h is used (readCompareLink
 * says so).
 */
export function readRun(
	text: string,
	problem: DomainId = 'tile'
): { ok: true; value: CompareConfig } | { ok: false; why: MessageRef } {
	const [name = '', heuristicText, weightText, ...rest] = text
		.split(':')
		.map((part) => part.trim());
	const algorithm = readAlgorithm(name);
	const run = `"${text}"`;
	if (!algorithm.ok) {
		return { ok: false, why: message('notice_run_algorithm', { run, problem: algorithm.why }) };
	}
	if (rest.length > 0) return { ok: false, why: message('notice_run_parts', { run }) };
	const custom = problem === 'tile' && heuristicText === CUSTOM_H;
	// An empty heuristic part (`wastar::3`, as a graph's runs are written) names none.
	const heuristic =
		problem !== 'tile' || heuristicText === undefined || heuristicText === '' || custom
			? null
			: readHeuristic(heuristicText);
	if (heuristic !== null && !heuristic.ok) {
		return { ok: false, why: message('notice_run_heuristic', { run, problem: heuristic.why }) };
	}
	const weight = weightText === undefined ? null : readWeight(weightText);
	if (weight !== null && !weight.ok) {
		return { ok: false, why: message('notice_run_weight', { run, problem: weight.why }) };
	}
	if (weight !== null && !readsOption(ALGORITHMS[algorithm.value], 'weight')) {
		return { ok: false, why: message('notice_run_weight_unused', { run }) };
	}
	return {
		ok: true,
		value: {
			algorithm: algorithm.value,
			heuristic: heuristic?.value ?? DEFAULT_HEURISTIC,
			weight: weight?.value ?? null,
			...(custom ? { custom } : {})
		}
	};
}

/**
 * The notice for a heuristic named on a run that cannot use it (the run is kept, without it):
 * on an algorithm that uses none (`bfs:linear-conflict`), or on a graph, where every informed
 * run uses the graph's own h (`astar:manhattan` on the road map). Null when the heuristic is
 * used, or none is named.
 */
function ignoredHeuristicNotice(
	written: string,
	run: CompareConfig,
	problem: ProblemWord
): LinkNotice | null {
	const named = written.split(':')[1]?.trim();
	const informed = ALGORITHMS[run.algorithm].informed;
	if (named === undefined || named === '' || (informed && problem === 'tile')) return null;
	const why =
		!informed || problem === 'tile'
			? message('notice_why_uses_none', { algorithm: run.algorithm })
			: problem === GRID_WORD
				? message('notice_why_grid', {})
				: message('notice_why_graph', graphTitlesOf({ graph: problem }));
	return {
		param: 'runs',
		message: message('notice_run_heuristic_ignored', {
			run: quoted(written.trim()),
			why,
			runs: quoted(runTextFor(domainOfProblem(problem))(run))
		})
	};
}

/** Reads a compare link's query; never throws. */
export function readCompareLink(query: URLSearchParams): ReadCompareLink {
	const notices: LinkNotice[] = duplicateNotices(query);
	// The problem word decides how runs read; the playground's reader says what is wrong with it,
	// below, with the rest of the problem.
	const problem = readProblemWord(query, () => {});
	const domain = domainOfProblem(problem);
	const textOf = runTextFor(domain);

	const runNotices: LinkNotice[] = [];
	let runs: CompareConfig[] = [...DEFAULT_RUNS];
	const runsText = query.get('runs');
	if (runsText !== null) {
		const read: CompareConfig[] = [];
		const parts = runsText.split(',');
		const empty = parts.filter((part) => part.trim() === '').length;
		if (empty > 0 && runsText.trim() !== '') {
			runNotices.push({
				param: 'runs',
				message: message('notice_runs_empty', { count: empty })
			});
		}
		/** The repeats of each run named earlier, as written, by the run's canonical text. */
		const repeats = new Map<string, string[]>();
		for (const part of parts.filter((part) => part.trim() !== '')) {
			const run = readRun(part, domain);
			if (!run.ok) {
				runNotices.push({
					param: 'runs',
					message: message('notice_run_left_out', { why: run.why })
				});
				continue;
			}
			const note = ignoredHeuristicNotice(part, run.value, problem);
			if (note !== null) runNotices.push(note);
			const canonical = textOf(run.value);
			if (read.some((other) => textOf(other) === canonical)) {
				repeats.set(canonical, [...(repeats.get(canonical) ?? []), part.trim()]);
			} else read.push(run.value);
		}
		// One sentence per repeated run, however often it is repeated: each run is shown once.
		for (const [canonical, written] of repeats) {
			runNotices.push({
				param: 'runs',
				message:
					written.length === 1
						? message('notice_run_repeat', {
								run: quoted(written[0]),
								canonical: quoted(canonical)
							})
						: message('notice_run_repeats', {
								canonical: quoted(canonical),
								times: written.length + 1,
								repeats: written.length
							})
			});
		}
		if (read.length > MAX_RUNS) {
			runNotices.push({
				param: 'runs',
				message: message('notice_runs_max', { max: MAX_RUNS })
			});
		}
		if (read.length >= MIN_RUNS) runs = read.slice(0, MAX_RUNS);
		else {
			runNotices.push({
				param: 'runs',
				message: message('notice_runs_min', { min: MIN_RUNS })
			});
		}
	}

	// The problem is read exactly as the playground reads it (notation, size, version; a graph's
	// start and goal), as a run of the first informed algorithm compared, whose h is what the
	// graph's goal decides; repeats are said above, once.
	const problemQuery = new URLSearchParams();
	// A grid's heuristic is the comparison's (`h`); elsewhere `h` is read below, and said.
	const problemParams =
		domain === 'grid'
			? [...PROBLEM_PARAMS, 'h', ...TILE_RUN_PARAMS]
			: domain === 'graph'
				? [...PROBLEM_PARAMS, ...TILE_RUN_PARAMS]
				: PROBLEM_PARAMS;
	for (const param of problemParams) {
		const value = query.get(param);
		if (value !== null) problemQuery.set(param, value);
	}
	const informed = runs.find((run) => ALGORITHMS[run.algorithm].informed) ?? runs[0];
	problemQuery.set('algo', informed.algorithm);
	const played = readPlayLink(problemQuery);
	notices.push(...played.notices);
	notices.push(...unknownNotices(query, COMPARE_PARAMS));
	notices.push(...runNotices);
	if (domain !== 'grid' && query.has('h')) {
		notices.push({
			param: 'h',
			message: message(domain === 'tile' ? 'notice_compare_h_tile' : 'notice_compare_h_graph', {})
		});
	}
	runs = withDuplicates(runs, readComparedDuplicates(query, runs, notices));

	let step = 0;
	const stepText = query.get('step');
	if (stepText !== null) {
		const read = readWholeNumber(stepText.trim());
		if (!read.ok) {
			notices.push({
				param: 'step',
				message: message('notice_compare_step_bad', { problem: read.why })
			});
		} else if (read.value > COMPARE_MAX_EXPANSIONS) {
			// No run goes past its cap, so no step past it can be shown; the page shows the last
			// step the runs reach.
			step = COMPARE_MAX_EXPANSIONS;
			notices.push({
				param: 'step',
				message: message('notice_compare_step_cap', {
					step: read.value,
					cap: COMPARE_MAX_EXPANSIONS
				})
			});
		} else step = read.value;
	}
	if (played.config.problem === 'grid') {
		const { grid, heuristic } = played.config;
		return { config: { problem: 'grid', grid, heuristic, runs, step }, notices };
	}
	if (played.config.problem === 'graph') {
		const { graph, own, start, goal } = played.config;
		return { config: { problem: 'graph', graph, own, start, goal, runs, step }, notices };
	}
	// Runs of the lab's heuristic need its code, read as the playground reads it; without it
	// they use Manhattan distance, as the notice says.
	const { board, goal } = played.config;
	const customH = readCustomHeuristic(
		query,
		runs.some((run) => run.custom),
		board,
		(param, said) => notices.push({ param, message: said })
	);
	if (customH === null) runs = runs.map((run) => (run.custom ? { ...run, custom: false } : run));
	return { config: { problem: 'tile', board, goal, runs, step, customH }, notices };
}

/**
 * A comparison's rule for repeated states (`dup=`), one for every run: the columns then differ
 * by algorithm alone, as an exam question sets one convention ("using graph search") for every
 * algorithm it asks about. Null when the link names none, names a value it cannot read, or none
 * of the runs reads the rule (each said).
 */
function readComparedDuplicates(
	query: URLSearchParams,
	runs: readonly CompareConfig[],
	notices: LinkNotice[]
): DuplicatePolicy | null {
	const text = query.get('dup')?.trim();
	if (text === undefined) return null;
	const read = readDuplicates(text);
	if (!read.ok) {
		notices.push({
			param: 'dup',
			message: message('notice_compare_dup_bad', { problem: read.why })
		});
		return null;
	}
	if (!runs.some((run) => readsOption(DESCRIPTIONS[run.algorithm], 'duplicates'))) {
		notices.push({
			param: 'dup',
			message: message('notice_compare_dup_unused', { value: quoted(text) })
		});
		return null;
	}
	return read.value;
}

/**
 * `runs` under the comparison's rule for repeated states: each run that reads the rule carries
 * it, or none does when it is every such run's own (so a link that names it reads back equal to
 * one that does not).
 */
export function withDuplicates(
	runs: readonly CompareConfig[],
	policy: DuplicatePolicy | null
): CompareConfig[] {
	const departs =
		policy !== null &&
		runs.some(
			(run) =>
				readsOption(DESCRIPTIONS[run.algorithm], 'duplicates') &&
				ownDuplicates(run.algorithm, policy) !== null
		);
	return runs.map((run) => {
		if (departs) return { ...run, duplicates: policy };
		const own = { ...run };
		delete own.duplicates;
		return own;
	});
}

/**
 * The notice for a link's step past the step the last run stops at; null when it is within.
 * The page says it once the runs are recorded, since only then is the end known.
 */
export function stepPastEndNotice(step: number, end: number): LinkNotice | null {
	if (step <= end) return null;
	return {
		param: 'step',
		message: message('notice_compare_step_past_end', { step, end })
	};
}

/**
 * The query that reopens `config`; equal configurations give equal links. A tile comparison
 * names no problem (every link before the road map was one); a graph's names it, its start, and
 * its goal when it is not the graph's usual one.
 */
export function compareLinkQuery(config: CompareLinkConfig): string {
	const parts = [`v=${LINK_VERSION}`];
	// Commas stay as they are, and spaces (a graph's text) read as the playground's links write them.
	const value = (text: string): string =>
		encodeURIComponent(text).replace(/%2C/g, ',').replace(/%20/g, '+');
	// What is searched, as its domain writes it (a board, its size and goal; a graph's name,
	// start and goal), as the playground's link writes it.
	for (const [param, text] of problemLink(linkedProblem(config))) {
		parts.push(`${param}=${value(text)}`);
	}
	parts.push(`runs=${config.runs.map(runTextFor(config.problem)).join(',')}`);
	if (
		config.problem === 'grid' &&
		config.heuristic !== defaultGridHeuristic(config.grid.connectivity) &&
		config.runs.some((run) => ALGORITHMS[run.algorithm].informed)
	) {
		parts.push(`h=${config.heuristic}`);
	}
	if (
		config.problem === 'tile' &&
		config.customH !== null &&
		config.runs.some((run) => run.custom)
	) {
		parts.push(`hv=${LAB_LINK_VERSION}`, `hcode=${config.customH.packed}`);
	}
	const duplicates = comparedDuplicates(
		withDuplicates(config.runs, comparedDuplicates(config.runs))
	);
	if (duplicates !== null) parts.push(`dup=${duplicates}`);
	if (config.step !== 0) parts.push(`step=${config.step}`);
	return parts.join('&');
}
