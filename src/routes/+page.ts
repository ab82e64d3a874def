import { parseBoard } from '$lib/puzzle/notation';
import { arrangements, branchingFactor, reachable } from '$lib/puzzle/facts';
import { ALGORITHMS, ALGORITHM_NAMES } from '$lib/search';
import type { ChildFate, ExpandEvent, TileState } from '$lib/search';
import { boardOfTileState } from '$lib/domains/tile';
import { collectSearch } from '$lib/player';
import type { Board } from '$lib/puzzle/board';
import type { PageLoad } from './$types';

/** The home page's figures are real engine output, computed once when the page is prerendered. */
const START = '41325_786';
const SHOWN_EXPANSIONS = 3;
const SIZES: readonly (readonly [number, number])[] = [
	[2, 2],
	[2, 3],
	[2, 4],
	[3, 3],
	[3, 4],
	[4, 4]
];

export interface ShownChild {
	readonly action: string;
	readonly board: Board;
	readonly fate: ChildFate;
	readonly g: number;
	readonly h: number;
	readonly f: number;
}

export interface ShownExpansion {
	readonly expansion: number;
	readonly action: string | null;
	readonly board: Board;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly children: readonly ShownChild[];
	readonly frontierSize: number;
}

export const load: PageLoad = () => {
	const parsed = parseBoard(START);
	if (!parsed.ok) throw new Error(`The home page's start board is invalid: ${parsed.error.code}`);
	const start = parsed.value;
	const { events, result } = collectSearch<TileState>({
		algorithm: 'astar',
		problem: 'tile',
		spec: { board: start, heuristic: 'manhattan' }
	});
	const toBoard = (state: TileState): Board => boardOfTileState(state, start.rows, start.cols);
	const expansions: ShownExpansion[] = events
		.filter((event): event is ExpandEvent<TileState> => event.type === 'expand')
		.slice(0, SHOWN_EXPANSIONS)
		.map((event) => ({
			expansion: event.expansion,
			action: event.node.action,
			board: toBoard(event.node.state),
			g: event.node.g,
			h: event.node.h,
			f: event.node.f,
			children: event.children.map((child) => ({
				action: child.action,
				board: toBoard(child.state),
				fate: child.fate,
				g: child.g,
				h: child.h,
				f: child.f
			})),
			frontierSize: event.frontierSize
		}));

	return {
		start,
		optimalMoves: result.cost ?? 0,
		aStarExpanded: result.stats.expanded,
		expansions,
		algorithms: ALGORITHM_NAMES.map((name) => {
			const { names, ruleMessage, optimalWhen } = ALGORITHMS[name];
			return { name, label: names.label, rule: ruleMessage, optimalWhen };
		}),
		sizes: SIZES.map(([rows, cols]) => ({
			rows,
			cols,
			// Counts, written in the page's locale by the page (count-in-words.ts).
			arrangements: arrangements(rows, cols),
			reachable: reachable(rows, cols),
			branching: branchingFactor(rows, cols)
		}))
	};
};
