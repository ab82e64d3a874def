/**
 * The /compare page's link: one board and two to four runs, each an algorithm with its
 * heuristic (and weight for weighted A*), plus the shared step. Like the playground's link it is
 * versioned and never fails: a run that cannot be read is named in a notice and left out, and
 * too few runs fall back to the default comparison.
 *
 *   /compare?v=1&board=42_713856&runs=bfs,dfs,greedy:manhattan,astar:linear-conflict&step=12
 *
 * The board, its size and its goal are read exactly as the playground reads them.
 */
import type { Board } from '../puzzle/board';
import { DEFAULT_HEURISTIC } from '../puzzle/heuristics';
import { ALGORITHMS } from '../search/algorithms';
import { readsOption } from '../search/descriptions';
import { COMPARE_MAX_EXPANSIONS, MAX_RUNS, MIN_RUNS, type CompareConfig } from './compare-config';
import {
	boardLinkText,
	CUSTOM_H,
	goalLinkText,
	LINK_VERSION,
	readCustomHeuristic,
	readTilePlayLink,
	type CustomHeuristic
} from './play-link';
import { LAB_LINK_VERSION } from './code-link';
import { duplicateNotices, quoted, unknownNotices, type LinkNotice } from './link-notices';
import { readAlgorithm, readHeuristic, readWeight, readWholeNumber } from './run-options';
import { countText, countWords, pluralWord } from '../count-text';

export interface CompareLinkConfig {
	readonly board: Board;
	/** The goal every run searches for: blank-last unless the link says otherwise. */
	readonly goal: Board;
	readonly runs: readonly CompareConfig[];
	readonly step: number;
	/** The lab's heuristic that runs named `…:custom` use (hv and hcode), or null. */
	readonly customH: CustomHeuristic | null;
}

export interface ReadCompareLink {
	readonly config: CompareLinkConfig;
	readonly notices: readonly LinkNotice[];
}

/** The parameters a compare link may hold. */
export const COMPARE_PARAMS: readonly string[] = [
	'v',
	'board',
	'size',
	'goal',
	'runs',
	'hv',
	'hcode',
	'step'
];

/** BFS, DFS, greedy best-first and A* (Manhattan distance): the comparison lesson 13 makes. */
export const DEFAULT_RUNS: readonly CompareConfig[] = Object.freeze([
	{ algorithm: 'bfs', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'dfs', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'greedy', heuristic: DEFAULT_HEURISTIC, weight: null },
	{ algorithm: 'astar', heuristic: DEFAULT_HEURISTIC, weight: null }
]);

/** One run as a link writes it: `astar`, `astar:linear-conflict`, `wastar:manhattan:3`. */
export function runText(run: CompareConfig): string {
	if (!ALGORITHMS[run.algorithm].informed) return run.algorithm;
	const weight =
		readsOption(ALGORITHMS[run.algorithm], 'weight') && run.weight !== null ? `:${run.weight}` : '';
	return `${run.algorithm}:${run.custom ? CUSTOM_H : run.heuristic}${weight}`;
}

/** Reads one run; a sentence saying what is wrong otherwise. */
export function readRun(
	text: string
): { ok: true; value: CompareConfig } | { ok: false; message: string } {
	const [name = '', heuristicText, weightText, ...rest] = text
		.split(':')
		.map((part) => part.trim());
	const algorithm = readAlgorithm(name);
	if (!algorithm.ok) return { ok: false, message: `"${text}": the algorithm ${algorithm.message}` };
	if (rest.length > 0) return { ok: false, message: `"${text}" has more than three parts.` };
	const custom = heuristicText === CUSTOM_H;
	const heuristic = heuristicText === undefined || custom ? null : readHeuristic(heuristicText);
	if (heuristic !== null && !heuristic.ok) {
		return { ok: false, message: `"${text}": the heuristic ${heuristic.message}` };
	}
	const weight = weightText === undefined ? null : readWeight(weightText);
	if (weight !== null && !weight.ok) {
		return { ok: false, message: `"${text}": the weight ${weight.message}` };
	}
	if (weight !== null && !readsOption(ALGORITHMS[algorithm.value], 'weight')) {
		return { ok: false, message: `"${text}": only weighted A* (wastar) takes a weight.` };
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
 * The notice for a heuristic named on a run whose algorithm uses none (`bfs:linear-conflict`):
 * the run is kept, without it. Null when the heuristic is used, or none is named.
 */
function ignoredHeuristicNotice(written: string, run: CompareConfig): LinkNotice | null {
	const named = written.split(':')[1]?.trim();
	if (named === undefined || ALGORITHMS[run.algorithm].informed) return null;
	return {
		param: 'runs',
		message: `The run ${quoted(written.trim())} names a heuristic, but ${run.algorithm} uses none; it runs as ${quoted(runText(run))}.`
	};
}

/** Reads a compare link's query; never throws. */
export function readCompareLink(query: URLSearchParams): ReadCompareLink {
	const notices: LinkNotice[] = duplicateNotices(query);
	// The board is read exactly as the playground reads it (notation, size, version); repeats
	// are said above, once.
	const boardQuery = new URLSearchParams();
	for (const param of ['v', 'board', 'size', 'goal']) {
		const value = query.get(param);
		if (value !== null) boardQuery.set(param, value);
	}
	const played = readTilePlayLink(boardQuery);
	notices.push(...played.notices);
	notices.push(...unknownNotices(query, COMPARE_PARAMS));

	let runs: CompareConfig[] = [...DEFAULT_RUNS];
	const runsText = query.get('runs');
	if (runsText !== null) {
		const read: CompareConfig[] = [];
		const parts = runsText.split(',');
		const empty = parts.filter((part) => part.trim() === '').length;
		if (empty > 0 && runsText.trim() !== '') {
			notices.push({
				param: 'runs',
				message: `The parameter "runs" has ${empty === 1 ? 'an empty entry' : `${countText(empty)} empty ${pluralWord(empty, 'entry', 'entries')}`} between its commas; ${pluralWord(empty, 'it was', 'they were')} skipped.`
			});
		}
		/** The repeats of each run named earlier, as written, by the run's canonical text. */
		const repeats = new Map<string, string[]>();
		for (const part of parts.filter((part) => part.trim() !== '')) {
			const run = readRun(part);
			if (!run.ok) {
				notices.push({ param: 'runs', message: `The run ${run.message} It was left out.` });
				continue;
			}
			const note = ignoredHeuristicNotice(part, run.value);
			if (note !== null) notices.push(note);
			const canonical = runText(run.value);
			if (read.some((other) => runText(other) === canonical)) {
				repeats.set(canonical, [...(repeats.get(canonical) ?? []), part.trim()]);
			} else read.push(run.value);
		}
		// One sentence per repeated run, however often it is repeated: each run is shown once.
		for (const [canonical, written] of repeats) {
			notices.push({
				param: 'runs',
				message:
					written.length === 1
						? `The run ${quoted(written[0])} repeats ${quoted(canonical)}, named earlier; the repeat was left out.`
						: `The run ${quoted(canonical)} is named ${countWords(written.length + 1, 'time', 'times')}; each run is shown once, so the ${countWords(written.length, 'repeat', 'repeats')} were left out.`
			});
		}
		if (read.length > MAX_RUNS) {
			notices.push({
				param: 'runs',
				message: `A comparison shows at most ${MAX_RUNS} runs; the first ${MAX_RUNS} are shown.`
			});
		}
		if (read.length >= MIN_RUNS) runs = read.slice(0, MAX_RUNS);
		else {
			notices.push({
				param: 'runs',
				message: `A comparison needs at least ${MIN_RUNS} runs; showing the default comparison instead.`
			});
		}
	}

	let step = 0;
	const stepText = query.get('step');
	if (stepText !== null) {
		const read = readWholeNumber(stepText.trim());
		if (!read.ok) {
			notices.push({ param: 'step', message: `The parameter "step" ${read.message} Using 0.` });
		} else if (read.value > COMPARE_MAX_EXPANSIONS) {
			// No run goes past its cap, so no step past it can be shown; the page shows the last
			// step the runs reach.
			step = COMPARE_MAX_EXPANSIONS;
			notices.push({
				param: 'step',
				message: `The parameter "step" is ${countText(read.value)}, but each run stops at ${countText(COMPARE_MAX_EXPANSIONS)} expansions; showing the last step the runs reach.`
			});
		} else step = read.value;
	}
	// Runs of the lab's heuristic need its code, read as the playground reads it; without it
	// they use Manhattan distance, as the notice says.
	const board = played.config.board;
	const customH = readCustomHeuristic(
		query,
		runs.some((run) => run.custom),
		board,
		(param, message) => notices.push({ param, message })
	);
	if (customH === null) runs = runs.map((run) => (run.custom ? { ...run, custom: false } : run));
	return {
		config: { board, goal: played.config.goal, runs, step, customH },
		notices
	};
}

/**
 * The notice for a link's step past the step the last run stops at; null when it is within.
 * The page says it once the runs are recorded, since only then is the end known.
 */
export function stepPastEndNotice(step: number, end: number): LinkNotice | null {
	if (step <= end) return null;
	return {
		param: 'step',
		message: `The parameter "step" is ${countText(step)}, but the last run stops at step ${countText(end)}; showing step ${countText(end)}.`
	};
}

/** The query that reopens `config`; equal configurations give equal links. */
export function compareLinkQuery(config: CompareLinkConfig): string {
	const parts = [
		`v=${LINK_VERSION}`,
		`board=${encodeURIComponent(boardLinkText(config.board)).replace(/%2C/g, ',')}`
	];
	if (config.board.rows !== config.board.cols)
		parts.push(`size=${config.board.rows}x${config.board.cols}`);
	const goal = goalLinkText(config.goal);
	if (goal !== 'blank-last') parts.push(`goal=${goal}`);
	parts.push(`runs=${config.runs.map(runText).join(',')}`);
	if (config.customH !== null && config.runs.some((run) => run.custom)) {
		parts.push(`hv=${LAB_LINK_VERSION}`, `hcode=${config.customH.packed}`);
	}
	if (config.step !== 0) parts.push(`step=${config.step}`);
	return parts.join('&');
}
