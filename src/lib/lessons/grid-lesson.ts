/**
 * The grid-maze lesson's two tables. One runs A* with every grid heuristic on one maze, each run
 * opened exactly as the lesson's explorer links open it (a playground link read, runConfigOf,
 * solveSearch), so a row and the run behind its link agree. The other lays out ADMISSIBILITY, the
 * facts the grid domain states and tests, heuristics down and connectivity across: the lesson reads
 * them, it does not retype them.
 */
import { readPlayLink } from '../config/play-link';
import { runConfigOf } from '../config/play-run';
import {
	admissibility,
	GRID_HEURISTIC_LABEL_MESSAGES,
	GRID_HEURISTIC_NAMES,
	readGridLinkText,
	type AdmissibilityNote,
	type Connectivity,
	type GridHeuristicName,
	type GridSpec
} from '../domains/grid';
import { solveSearch } from '../player';
import type { SearchResult } from '../search/events';
import type { MessageRef } from '../messages';

/** A path's cost split by the kind of step: `straight` + `diagonal` × √2. */
export interface CostParts {
	readonly straight: number;
	readonly diagonal: number;
}

/** One heuristic's A* run on the table's maze. */
export interface HeuristicRow {
	readonly heuristic: GridHeuristicName;
	readonly label: MessageRef;
	readonly admissible: boolean;
	/** The playground query that opens this run. */
	readonly query: string;
	readonly expanded: number;
	readonly steps: number;
	readonly cost: number;
	readonly parts: CostParts;
}

/** The query a lesson link writes for A* with `heuristic` on the grid `gridText`. */
export function astarQuery(gridText: string, heuristic: GridHeuristicName): string {
	return `problem=grid&grid=${gridText}&algo=astar&h=${heuristic}`;
}

/**
 * A path's cost written exactly: the weights of the cells its straight steps enter, and of those
 * its diagonal steps enter (each of which costs its weight × √2). `path` is the result's path, the
 * start first.
 */
export function costParts(spec: GridSpec, path: readonly { readonly state: number }[]): CostParts {
	let straight = 0;
	let diagonal = 0;
	for (let i = 1; i < path.length; i++) {
		const from = path[i - 1].state;
		const to = path[i].state;
		const weight = spec.cells[to];
		const turned = Math.floor(from / spec.cols) !== Math.floor(to / spec.cols);
		const slid = from % spec.cols !== to % spec.cols;
		if (turned && slid) diagonal += weight;
		else straight += weight;
	}
	return { straight, diagonal };
}

/** `14 + 10√2`, `16`, `6√2`: a cost as a reader checks it by hand. */
export function costFormula({ straight, diagonal }: CostParts): string {
	if (diagonal === 0) return String(straight);
	// A coefficient of 1 is left out, as in writing: √2, not 1√2.
	const root = `${String(diagonal).replace(/^1$/, '')}√2`;
	return straight === 0 ? root : `${straight} + ${root}`;
}

/** A cost to two decimals, for a √2 cost next to its formula; whole costs as they are. */
export function costDecimal(cost: number): string {
	return Number.isInteger(cost) ? String(cost) : cost.toFixed(2);
}

/** A label at the head of a row: "Octile distance"; a symbol keeps its case ("h = 0"). */
export function capitalized(label: string): string {
	return /^[a-z]{2,}/.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

/**
 * A row's cost as the table shows it: `16`, or `14 + 10√2 ≈ 28.14` when it has diagonal steps.
 * Only the space before ≈ may break, so a narrow column puts the decimal under the formula.
 * `decimal` writes the decimal (the page's locale: "28,14" in Spanish); `costDecimal` by default.
 */
export function costText(
	row: Pick<HeuristicRow, 'parts' | 'cost'>,
	decimal: (cost: number) => string = costDecimal
): string {
	const formula = costFormula(row.parts).replaceAll(' ', '\u00a0');
	return row.parts.diagonal > 0 ? `${formula} ≈\u00a0${decimal(row.cost)}` : formula;
}

/** The grid a lesson's link text describes, or its faults in one sentence. */
export function readLessonGrid(
	gridText: string
): { ok: true; spec: GridSpec } | { ok: false; message: string } {
	const read = readGridLinkText(gridText.trim());
	// For the lesson's author, at build time: the faults as their messages' ids and values.
	return read.ok
		? read
		: { ok: false, message: read.faults.map((fault) => JSON.stringify(fault)).join(' ') };
}

/** A* with each grid heuristic on the grid `gridText`, in GRID_HEURISTIC_NAMES order. */
export function heuristicRows(gridText: string): HeuristicRow[] {
	const grid = readLessonGrid(gridText);
	if (!grid.ok) throw new RangeError(grid.message);
	return GRID_HEURISTIC_NAMES.map((heuristic) => {
		const query = astarQuery(gridText.trim(), heuristic);
		const read = readPlayLink(new URLSearchParams(query));
		if (read.notices.length > 0) {
			// For the lesson's author, at build time: the notices as their messages' ids and values.
			throw new RangeError(JSON.stringify(read.notices));
		}
		const result: SearchResult<number> = solveSearch<number>(runConfigOf(read.config));
		if (result.outcome !== 'goal' || result.cost === null) {
			throw new RangeError(`A* with ${heuristic} found no path.`);
		}
		return {
			heuristic,
			label: GRID_HEURISTIC_LABEL_MESSAGES[heuristic],
			admissible: admissibility(heuristic, grid.spec.connectivity).admissible,
			query,
			expanded: result.stats.expanded,
			steps: result.actions.length,
			cost: result.cost,
			parts: costParts(grid.spec, result.path)
		};
	});
}

/** One heuristic's notes on 4- and 8-connected grids. */
export interface AdmissibilityRow {
	readonly heuristic: GridHeuristicName;
	readonly label: MessageRef;
	readonly notes: readonly AdmissibilityNote[];
}

export const CONNECTIVITIES: readonly Connectivity[] = Object.freeze([4, 8]);

/** ADMISSIBILITY as a table: a row per heuristic, a column per connectivity. */
export function admissibilityRows(): AdmissibilityRow[] {
	return GRID_HEURISTIC_NAMES.map((heuristic) => ({
		heuristic,
		label: GRID_HEURISTIC_LABEL_MESSAGES[heuristic],
		notes: CONNECTIVITIES.map((connectivity) => admissibility(heuristic, connectivity))
	}));
}
