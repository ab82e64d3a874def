import {
	DESCRIPTIONS,
	describedOptions,
	priorityMessage,
	type AlgorithmName,
	type FrontierStructure,
	type PriorityFormula
} from '../search/descriptions';
import type { SearchOptions, TieBreak } from '../search/options';
import { priorityRuleMessage, TIE_RULE_MESSAGES } from '../search/rule-messages';
import { DEFAULT_FRONTIER_ROWS } from '../trace/trace';
import { message, type MessageRef } from '../messages';

/**
 * The frontier panel's view model: which node leaves next, and why. Rows arrive in leave order
 * (the next node to be expanded first); this module ranks them, turns each priority into a bar
 * split into its g and h parts, marks ties and names the frontier's rule. Numbers only; the
 * component draws.
 */

export interface FrontierKind {
	readonly structure: FrontierStructure;
	readonly priority: PriorityFormula;
	/** Weighted A*'s w; 1 for every other algorithm. */
	readonly weight: number;
	readonly tieBreak: TieBreak;
}

/** The frontier of `algorithm` run with `options`, as its description says. */
export function frontierKindOf(
	algorithm: AlgorithmName,
	options: SearchOptions = {}
): FrontierKind {
	const { structure, priority } = DESCRIPTIONS[algorithm];
	const { weight, tieBreak } = describedOptions(algorithm, options);
	return { structure, priority, weight, tieBreak };
}

/** The panel's heading: the structure, and for a priority queue the order it keeps. */
export function frontierLabel(kind: FrontierKind): MessageRef {
	switch (kind.structure) {
		case 'queue':
			return message('viz_frontier_queue', {});
		case 'stack':
			return message('viz_frontier_stack', {});
		case 'bounded-depth-first':
			return message('viz_frontier_bounded', {});
		case 'walk':
			return message('viz_frontier_walk', {});
		case 'priority':
			return message('viz_frontier_priority', {
				rule: priorityRuleMessage(kind.priority, kind.weight),
				ties: TIE_RULE_MESSAGES[kind.tieBreak]
			});
	}
}

/** Whether the priority uses h, so the panel shows the h column and bar part. */
export function isInformed(kind: FrontierKind): boolean {
	return kind.priority !== 'g';
}

/** A row's numbers in the algorithm's own terms ("f 20 = g 4 + 2·h 8", "h 8"). */
export function rowPriorityText(
	kind: FrontierKind,
	row: { readonly g: number; readonly h: number }
): MessageRef {
	return priorityMessage(kind.priority, row, kind.weight);
}

export interface FrontierTie {
	/** This row's priority equals the previous row's, so the tie-break rule ordered them. */
	readonly withPrevious: boolean;
	/** The tie-break rule that decided, as a phrase ("inserted first", "lower h"). */
	readonly rule: string;
}

export interface FrontierRowInput {
	readonly id: number;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
	readonly tie?: FrontierTie;
}

/**
 * A row's priority drawn as a bar whose full width is the largest priority among the shown
 * rows: `g` and `h` are the widths of the two parts (0..1), `total` their sum. Under weighted
 * A* the h part is w·h; under greedy search g has no part, under g-ordered frontiers h has none.
 */
export interface FrontierBar {
	readonly g: number;
	readonly h: number;
	readonly total: number;
}

/**
 * One row of the panel. Its rank (1 for the node that leaves next) is its place in the list, not
 * a field: a step that takes the head off renumbers every row, and a row that kept its numbers
 * is then the same object, which the panel does not redraw.
 */
export interface FrontierDisplayRow {
	readonly id: number;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
	readonly bar: FrontierBar;
	/** Its priority in the algorithm's own terms, adding up ("f 20 = g 4 + 2·h 8", "h 8"). */
	readonly priorityText: MessageRef;
	/** Set when this row tied with the previous one; the rule says who went first. */
	readonly tie: FrontierTie | null;
	/** The next row tied with this one: with `tie`, enough to bracket a run of equal rows. */
	readonly tiedWithNext: boolean;
}

export interface FrontierView {
	/** The frontier's structure and order (`frontierLabel`). */
	readonly label: MessageRef;
	readonly rows: readonly FrontierDisplayRow[];
	/** Frontier size; may exceed the rows handed over. */
	readonly total: number;
	/** Nodes on the frontier beyond the shown rows. */
	readonly moreCount: number;
	/** "and 1,234 more", or null when every node is shown. */
	readonly moreLabel: MessageRef | null;
}

/**
 * Builds the panel from `rows` in leave order (next first; only the first `limit` are shown)
 * and the frontier's full size `total`.
 */
export function frontierView(
	rows: readonly FrontierRowInput[],
	total: number,
	kind: FrontierKind,
	limit: number = DEFAULT_FRONTIER_ROWS
): FrontierView {
	const shown = rows.slice(0, limit);
	const [gWeight, hWeight] = priorityWeights(kind);
	const parts = shown.map((row) => ({ g: gWeight * row.g, h: hWeight * row.h }));
	const widest = Math.max(0, ...parts.map((part) => part.g + part.h));
	// An all-zero frontier (say, uniform-cost search at its start) draws empty bars.
	const fraction = (value: number): number => (widest === 0 ? 0 : value / widest);

	const displayRows = shown.map((row, i): FrontierDisplayRow => ({
		id: row.id,
		g: row.g,
		h: row.h,
		f: row.f,
		depth: row.depth,
		bar: {
			g: fraction(parts[i].g),
			h: fraction(parts[i].h),
			total: fraction(parts[i].g + parts[i].h)
		},
		priorityText: rowPriorityText(kind, row),
		tie: row.tie?.withPrevious ? row.tie : null,
		tiedWithNext: rows[i + 1]?.tie?.withPrevious ?? false
	}));
	const moreCount = Math.max(0, total - shown.length);
	return {
		label: frontierLabel(kind),
		rows: displayRows,
		total,
		moreCount,
		moreLabel: moreCount === 0 ? null : message('viz_frontier_more', { count: moreCount })
	};
}

/** How much g and h each count in the priority: f = gWeight·g + hWeight·h. */
function priorityWeights(kind: FrontierKind): readonly [number, number] {
	switch (kind.priority) {
		case 'g':
			return [1, 0];
		case 'h':
			return [0, 1];
		case 'g+h':
			return [1, 1];
		case 'g+wh':
			return [1, kind.weight];
	}
}

/** Two messages with the same id and parameters (a formula's numbers: no nested message). */
function sameMessage(a: MessageRef, b: MessageRef): boolean {
	if (a.id !== b.id) return false;
	const left = a.params as Readonly<Record<string, unknown>>;
	const right = b.params as Readonly<Record<string, unknown>>;
	return Object.keys(left).every((key) => left[key] === right[key]);
}

function sameRow(a: FrontierDisplayRow, b: FrontierDisplayRow): boolean {
	return (
		a.id === b.id &&
		a.g === b.g &&
		a.h === b.h &&
		a.f === b.f &&
		a.depth === b.depth &&
		a.bar.g === b.bar.g &&
		a.bar.h === b.bar.h &&
		a.bar.total === b.bar.total &&
		sameMessage(a.priorityText, b.priorityText) &&
		a.tie?.rule === b.tie?.rule &&
		a.tie?.withPrevious === b.tie?.withPrevious &&
		a.tiedWithNext === b.tiedWithNext
	);
}

/**
 * `next` with every row equal to `previous`'s row for the same node handed over as that very
 * object (and the whole list, when all are at the same places): a panel keyed by node then
 * redraws only the rows that changed. A step usually adds one entry at the back or takes one off
 * the front; a line step that changes nothing shown keeps all fifty.
 */
export function keepUnchangedRows(previous: FrontierView | null, next: FrontierView): FrontierView {
	if (previous === null) return next;
	const before = new Map(previous.rows.map((row) => [row.id, row]));
	let same = previous.rows.length === next.rows.length;
	const rows = next.rows.map((row, i) => {
		const old = before.get(row.id);
		if (old === undefined || !sameRow(old, row)) {
			same = false;
			return row;
		}
		if (previous.rows[i] !== old) same = false;
		return old;
	});
	return { ...next, rows: same ? previous.rows : rows };
}
