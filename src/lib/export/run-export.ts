/**
 * A run as data a teacher can take away: one row per expansion (CSV or JSON), and the edX
 * assignment's summary. Pure functions of the engine's events, so the browser's download
 * buttons and the tests produce byte-for-byte the same files.
 *
 * Only expansions are rows. The start, the iteration events of IDDFS and IDA*, and the goal
 * event that ends a run testing the goal on removal (the goal taken off the frontier, not
 * expanded) are not: the rows count what `stats.expanded` counts, and the JSON's result gives
 * the path to the goal.
 */
import type { SearchEvent, SearchResult } from '../search/events';
import type { PriorityTerms } from '../search/priority-terms';

/** One expansion, as the exports list it. */
export interface ExpansionRow {
	/** The event's step (0 is the start, which is not a row). */
	readonly step: number;
	/** 1 for the run's first expansion, across iterations. */
	readonly expansion: number;
	/** The iteration an iterative algorithm was in (1 for the others). */
	readonly iteration: number;
	readonly node: number;
	/** The parent's node id; empty for a root. */
	readonly parent: number | null;
	/** The action that produced the node; empty for a root. */
	readonly action: string | null;
	/**
	 * The node's state as its problem writes it short: a board in link notation, a city's name.
	 * Files name the column after the state ("board", "city": StateWords.stateWord).
	 */
	readonly state: string;
	readonly g: number;
	readonly h: number;
	/**
	 * f as the algorithm makes it (g + h, g + w·h); null where it has none, as its nodes show
	 * (search/priority-terms): greedy search orders by h, uniform cost and the blind searches by g.
	 */
	readonly f: number | null;
	readonly depth: number;
	/** Children generated, and how many of them became new frontier nodes. */
	readonly children: number;
	readonly added: number;
	/** Frontier and explored-set sizes after the expansion. */
	readonly frontier: number;
	readonly explored: number;
	/** The step in one sentence, as the explorer says it (empty when not given). */
	readonly narration: string;
}

export const EXPANSION_COLUMNS: readonly (keyof ExpansionRow)[] = [
	'step',
	'expansion',
	'iteration',
	'node',
	'parent',
	'action',
	'state',
	'g',
	'h',
	'f',
	'depth',
	'children',
	'added',
	'frontier',
	'explored',
	'narration'
];

/**
 * The expansion rows of a run's events, in order, one per expand event (other events are
 * skipped); `stateText` writes a state short (StateWords.short), `narration` gives a step's sentence
 * (src/lib/trace/step-narration.ts); `terms` say whether the algorithm has an f to write.
 */
export function expansionRows<S>(
	events: Iterable<SearchEvent<S>>,
	stateText: (state: S) => string,
	narration: (step: number) => string = () => '',
	terms: PriorityTerms | null = null
): ExpansionRow[] {
	const rows: ExpansionRow[] = [];
	const hasF = terms === null || terms.shown.includes('f');
	let iteration = 1;
	for (const event of events) {
		if (event.type === 'iteration') iteration = event.iteration;
		if (event.type !== 'expand') continue;
		const { node } = event;
		rows.push({
			step: event.step,
			expansion: event.expansion,
			iteration,
			node: node.id,
			parent: node.parent,
			action: node.action,
			state: stateText(node.state),
			g: node.g,
			h: node.h,
			f: hasF ? node.f : null,
			depth: node.depth,
			children: event.children.length,
			added: event.children.filter((child) => child.fate === 'added' || child.fate === 'replaced')
				.length,
			frontier: event.frontierSize,
			explored: event.exploredSize,
			narration: narration(event.step)
		});
	}
	return rows;
}

/**
 * A file's name for each column: the state's column is named for what a state is ("board" on
 * the puzzle, "city" on the road map), so a teacher's sheet reads as the problem does.
 */
export function columnNames(stateWord: string): string[] {
	return EXPANSION_COLUMNS.map((column) => (column === 'state' ? stateWord : column));
}

/**
 * RFC 4180 CSV: a header line, one line per row, CRLF line ends, quoting only where needed. The
 * state's column is named `stateWord` (columnNames).
 */
export function expansionsCsv(rows: readonly ExpansionRow[], stateWord: string): string {
	const cell = (value: string | number | null): string => {
		const text = value === null ? '' : String(value);
		return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
	};
	const lines = [columnNames(stateWord).join(',')];
	for (const row of rows)
		lines.push(EXPANSION_COLUMNS.map((column) => cell(row[column])).join(','));
	return lines.join('\r\n') + '\r\n';
}

/** What a JSON export says about the run besides its rows. */
export interface RunDescription {
	/** The playground link (path and query) that reopens the run. */
	readonly link: string;
	/**
	 * The problem as its domain describes it: a tile run's `board` and `goal` (link text), a
	 * graph run's `graph`, `start` and `goal`.
	 */
	readonly [problemField: string]: string | null | undefined;
	readonly algorithm: string;
	/** The heuristic, for informed algorithms; null otherwise. */
	readonly heuristic: string | null;
	/** What the frontier is ordered by, with weighted A*'s w: "g", "h", "f = g + 2·h". */
	readonly priority?: string;
}

/**
 * The run as one JSON document: what was run, how it ended, and every expansion, each with its
 * fields in the CSV's order and named as its columns are (columnNames).
 */
export function runJson<S>(
	description: RunDescription,
	rows: readonly ExpansionRow[],
	result: SearchResult<S> | null,
	stateWord: string
): string {
	const names = columnNames(stateWord);
	const expansions = rows.map((row) =>
		Object.fromEntries(EXPANSION_COLUMNS.map((column, i) => [names[i], row[column]]))
	);
	const ending =
		result === null
			? null
			: {
					outcome: result.outcome,
					cost: result.cost,
					actions: result.actions,
					stats: result.stats
				};
	return JSON.stringify({ frontier: 1, run: description, result: ending, expansions }, null, 1);
}

/** A file name for a run's export: board and algorithm, safe on every file system. */
export function exportFileName(board: string, algorithm: string, extension: string): string {
	const safe = `${algorithm}-${board}`.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '');
	return `frontier-${safe}.${extension}`;
}
