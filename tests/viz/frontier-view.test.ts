import { describe, expect, it } from 'vitest';
import { ALGORITHM_NAMES } from '$lib/search';
import { DEFAULT_FRONTIER_ROWS } from '$lib/trace';
import {
	frontierKindOf,
	frontierLabel,
	frontierView,
	keepUnchangedRows,
	type FrontierRowInput
} from '$lib/viz/frontier-view';
import '../i18n/english-messages';
import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';

/** A message in English, as the pages write it today. */
const english = (ref: MessageRef | null): string | null =>
	ref === null ? null : messageText(ref, 'en');

/** An A* frontier in leave order: f = 4, 4 (tied, FIFO), 6, 8. */
const ASTAR_ROWS: readonly FrontierRowInput[] = [
	{ id: 5, g: 1, h: 3, f: 4, depth: 1 },
	{ id: 7, g: 2, h: 2, f: 4, depth: 2, tie: { withPrevious: true, rule: 'inserted first' } },
	{ id: 3, g: 1, h: 5, f: 6, depth: 1, tie: { withPrevious: false, rule: 'inserted first' } },
	{ id: 9, g: 2, h: 6, f: 8, depth: 2 }
];

describe('frontierView', () => {
	it('lists rows next first and splits each f bar into g and h as fractions of the largest f', () => {
		const view = frontierView(ASTAR_ROWS, 4, frontierKindOf('astar'));
		expect(view.rows.map((row) => [row.id, row.bar])).toEqual([
			[5, { g: 0.125, h: 0.375, total: 0.5 }],
			[7, { g: 0.25, h: 0.25, total: 0.5 }],
			[3, { g: 0.125, h: 0.625, total: 0.75 }],
			[9, { g: 0.25, h: 0.75, total: 1 }]
		]);
		expect(english(view.label)).toBe(
			'Priority queue — lowest f = g + h first; ties: first added first'
		);
		expect(view.moreCount).toBe(0);
		expect(view.moreLabel).toBeNull();
	});

	it('marks ties on both rows of a tied pair', () => {
		const view = frontierView(ASTAR_ROWS, 4, frontierKindOf('astar'));
		expect(view.rows.map((row) => [row.tie, row.tiedWithNext])).toEqual([
			[null, true],
			[{ withPrevious: true, rule: 'inserted first' }, false],
			[null, false],
			[null, false]
		]);
	});

	it('weights the h part under weighted A*, and drops a part the priority ignores', () => {
		const weighted = frontierView(
			ASTAR_ROWS.slice(0, 2),
			2,
			frontierKindOf('wastar', { weight: 3 })
		);
		// Priorities 1 + 3·3 = 10 and 2 + 3·2 = 8.
		expect(weighted.rows.map((row) => row.bar)).toEqual([
			{ g: 0.1, h: 0.9, total: 1 },
			{ g: 0.2, h: 0.6, total: 0.8 }
		]);
		const greedy = frontierView(ASTAR_ROWS.slice(0, 2), 2, frontierKindOf('greedy'));
		expect(greedy.rows.map((row) => row.bar)).toEqual([
			{ g: 0, h: 1, total: 1 },
			{ g: 0, h: 2 / 3, total: 2 / 3 }
		]);
		const ucs = frontierView(ASTAR_ROWS.slice(0, 2), 2, frontierKindOf('ucs'));
		expect(ucs.rows.map((row) => row.bar)).toEqual([
			{ g: 0.5, h: 0, total: 0.5 },
			{ g: 1, h: 0, total: 1 }
		]);
		// Each row states its own algorithm's priority, and the parts add up.
		expect(weighted.rows.map((row) => row.priorityText)).toEqual([
			'f 10 = g 1 + 3·h 3',
			'f 8 = g 2 + 3·h 2'
		]);
		expect(greedy.rows.map((row) => row.priorityText)).toEqual(['h 3', 'h 2']);
		expect(ucs.rows.map((row) => row.priorityText)).toEqual(['g 1', 'g 2']);
		const astar = frontierView(ASTAR_ROWS.slice(0, 2), 2, frontierKindOf('astar'));
		expect(astar.rows.map((row) => row.priorityText)).toEqual([
			'f 4 = g 1 + h 3',
			'f 4 = g 2 + h 2'
		]);
	});

	it('draws empty bars when every priority is 0', () => {
		const view = frontierView([{ id: 0, g: 0, h: 0, f: 0, depth: 0 }], 1, frontierKindOf('bfs'));
		expect(view.rows[0].bar).toEqual({ g: 0, h: 0, total: 0 });
	});

	it('lists the first 50 and counts the rest', () => {
		const rows = Array.from({ length: 60 }, (_, id) => ({ id, g: id, h: 0, f: id, depth: id }));
		const view = frontierView(rows, 1284, frontierKindOf('bfs'));
		expect(DEFAULT_FRONTIER_ROWS).toBe(50);
		expect(view.rows).toHaveLength(50);
		expect(view.rows[49]).toMatchObject({ id: 49 });
		// Bars are relative to the shown rows: row 49 is the widest.
		expect(view.rows[49].bar.total).toBe(1);
		expect(view.moreCount).toBe(1234);
		expect(english(view.moreLabel)).toBe('and 1,234 more');
		expect(english(frontierView(rows.slice(0, 3), 4, frontierKindOf('dfs')).moreLabel)).toBe(
			'and 1 more'
		);
	});

	it('sees a tie across the 50-row cut', () => {
		const rows = Array.from({ length: 51 }, (_, id) => ({
			id,
			g: 1,
			h: 1,
			f: 2,
			depth: 1,
			tie: { withPrevious: id > 0, rule: 'inserted first' }
		}));
		const view = frontierView(rows, 51, frontierKindOf('astar'));
		expect(view.rows[49].tiedWithNext).toBe(true);
		expect(view.rows[0].tie).toBeNull();
	});
});

describe('frontierLabel', () => {
	it('names the frontier of every algorithm', () => {
		const labels = Object.fromEntries(
			ALGORITHM_NAMES.map((name) => [name, english(frontierLabel(frontierKindOf(name)))])
		);
		expect(labels).toEqual({
			bfs: 'Queue — first in, first out',
			dfs: 'Stack — last in, first out',
			iddfs: 'Stack — last in, first out, within the bound',
			ucs: 'Priority queue — lowest g first; ties: first added first',
			greedy: 'Priority queue — lowest h first; ties: first added first',
			astar: 'Priority queue — lowest f = g + h first; ties: first added first',
			wastar: 'Priority queue — lowest f = g + w·h (w = 2) first; ties: first added first',
			idastar: 'Stack — last in, first out, within the bound',
			walk: 'Next step — the walk keeps no frontier: it moves to the unvisited child with the lowest h'
		});
		expect(
			english(frontierLabel(frontierKindOf('wastar', { weight: 1.5, tieBreak: 'low-h' })))
		).toBe(
			'Priority queue — lowest f = g + w·h (w = 1.5) first; ties: lower h first, then first added'
		);
	});
});

describe('keepUnchangedRows', () => {
	const kind = frontierKindOf('astar');
	const first = frontierView(ASTAR_ROWS, 4, kind);

	it('hands over the same list when nothing shown changed', () => {
		const again = keepUnchangedRows(first, frontierView(ASTAR_ROWS, 4, kind));
		expect(again.rows).toBe(first.rows);
	});

	it('keeps the rows that stayed equal and replaces the rest', () => {
		// A new entry joins at the back, f below the largest: the other rows stay as they were.
		const grown = [...ASTAR_ROWS, { id: 11, g: 3, h: 3, f: 6, depth: 3 }];
		const sameScale = keepUnchangedRows(first, frontierView(grown, 5, kind));
		expect(sameScale.rows).not.toBe(first.rows);
		expect(sameScale.rows.slice(0, 4).every((row, i) => row === first.rows[i])).toBe(true);
		expect(sameScale.rows[4].id).toBe(11);
		// The front entry leaves: the others move up a place (their ranks are their places) and
		// are the same objects, so a panel keyed by node redraws none of them.
		const shrunk = keepUnchangedRows(first, frontierView(ASTAR_ROWS.slice(1), 3, kind));
		expect(shrunk.rows).toEqual(first.rows.slice(1));
		expect(shrunk.rows.every((row, i) => row === first.rows[i + 1])).toBe(true);
		// A row whose numbers changed is new: here the widest f left, so every bar rescales.
		const narrower = keepUnchangedRows(first, frontierView(ASTAR_ROWS.slice(0, 3), 3, kind));
		expect(narrower.rows.map((row) => row.bar.total)).toEqual([2 / 3, 2 / 3, 1]);
		expect(narrower.rows.some((row) => first.rows.includes(row))).toBe(false);
	});
});
