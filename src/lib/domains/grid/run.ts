import type { Domain, DomainSamples } from '../domain';
import { MessageError } from '../../messages/message-error';
import { quoted, type DomainLink, type NoteParam } from '../link';
import {
	randomizedPrim,
	randomWalls,
	recursiveBacktracker,
	SWAMP,
	U_TRAP,
	type GridDraw
} from './generators';
import { gridFaults, gridProblem, type Connectivity, type GridSpec } from './grid';
import { gridHeuristic, GRID_HEURISTIC_NAMES, type GridHeuristicName } from './heuristics';
import { gridLinkText, readGridLinkText } from './link';
import { message } from '../../messages';
import { joined } from '../words-list';
import { gridWords } from './words';

/**
 * A run on a grid maze, as the registry names it: the grid, and the heuristic an informed search
 * reads (absent: the one exact on an open grid of the grid's moves, `defaultGridHeuristic`). The
 * heuristic is a run's choice, as a board's is: a link writes it beside the grid (`h=`), not in it.
 */
export interface GridRun {
	readonly grid: GridSpec;
	readonly heuristic?: GridHeuristicName;
}

/**
 * The heuristic a grid run reads when none is named: Manhattan distance on a 4-connected grid and
 * octile distance on an 8-connected one, each the exact cost on an open grid of equal weights.
 */
export function defaultGridHeuristic(connectivity: Connectivity): GridHeuristicName {
	return connectivity === 4 ? 'manhattan' : 'octile';
}

export function isGridHeuristicName(text: string): text is GridHeuristicName {
	return (GRID_HEURISTIC_NAMES as readonly string[]).includes(text);
}

/** The word a link names a grid maze by (`problem=grid`), and the parameter holding the grid. */
export const GRID_WORD = 'grid';
export const GRID_PARAM = 'grid';

/** The maze a link opens when it names none, or one that cannot be read: the U-shaped trap. */
export const DEFAULT_GRID: GridSpec = U_TRAP;

/** The generators a practice draw or the editor may name. */
export type GridGenerator = 'backtracker' | 'prim' | 'walls';
export const GRID_GENERATORS: readonly GridGenerator[] = Object.freeze([
	'backtracker',
	'prim',
	'walls'
]);

/** The density of random walls a draw uses: open enough for several routes, walled enough to bend them. */
export const DRAWN_WALL_DENSITY = 0.3;

/** What a practice draw of a grid names beside its seed: the size, the generator and the moves. */
export interface GridRunDraw {
	readonly rows: number;
	readonly cols: number;
	readonly generator: GridGenerator;
	readonly connectivity?: Connectivity;
}

/** The grid `generator` draws from `seed` (a RangeError, in words, for a size out of range). */
export function drawGrid(seed: string, options: GridRunDraw): GridSpec {
	const draw: GridDraw = {
		rows: options.rows,
		cols: options.cols,
		seed,
		connectivity: options.connectivity ?? 4
	};
	switch (options.generator) {
		case 'backtracker':
			return recursiveBacktracker(draw);
		case 'prim':
			return randomizedPrim(draw);
		case 'walls':
			return randomWalls({ ...draw, density: DRAWN_WALL_DENSITY });
		default:
			throw new RangeError(
				`A grid is drawn by ${GRID_GENERATORS.join(', ')}; not ${quoted(String(options.generator))}.`
			);
	}
}

export const GRID_LINK: DomainLink<GridRun> = Object.freeze({
	words: [GRID_WORD],
	params: [GRID_PARAM],
	paramsDo: message('domains_grid_params_do', { word: GRID_WORD }),
	shown: () => message('domains_grid_shown', {}),
	read(query: URLSearchParams, _word: string, note: NoteParam): GridRun {
		const text = query.get(GRID_PARAM);
		if (text === null) return { grid: DEFAULT_GRID };
		const read = readGridLinkText(text.trim());
		if (read.ok) return { grid: read.spec };
		note(
			GRID_PARAM,
			message('domains_grid_link_faults', { param: GRID_PARAM, faults: joined(read.faults) })
		);
		return { grid: DEFAULT_GRID };
	},
	write(run: GridRun) {
		const faults = gridFaults(run.grid);
		if (faults.length > 0) throw new MessageError(joined(faults));
		const params: [string, string][] = [
			['problem', GRID_WORD],
			[GRID_PARAM, gridLinkText(run.grid)]
		];
		return params;
	}
});

/**
 * Grids small enough for the contract suite to search whole: the swamp (a cheapest path of 14
 * around it), the U-trap (16) and a drawn maze; all 4-connected, so every cost is whole.
 */
const SAMPLES: DomainSamples<GridRun, GridRunDraw> = {
	problems: [
		{ spec: { grid: SWAMP }, cost: 14 },
		{ spec: { grid: U_TRAP }, cost: 16 },
		{ spec: { grid: recursiveBacktracker({ rows: 7, cols: 9, seed: 'contract' }) }, cost: 14 }
	],
	draws: [
		{ rows: 7, cols: 9, generator: 'backtracker' },
		{ rows: 8, cols: 8, generator: 'walls', connectivity: 8 }
	]
};

/** Grid mazes: walls, weighted cells, 4- or 8-connected moves. */
export const GRID_DOMAIN: Domain<GridRun, GridRunDraw> = Object.freeze({
	id: 'grid',
	words: (run: GridRun) => gridWords(run.grid),
	open(run: GridRun) {
		const name = run.heuristic ?? defaultGridHeuristic(run.grid.connectivity);
		if (!isGridHeuristicName(name)) {
			throw new RangeError(
				`Unknown heuristic ${quoted(String(name))} on a grid: use ${GRID_HEURISTIC_NAMES.join(', ')}.`
			);
		}
		const faults = gridFaults(run.grid);
		if (faults.length > 0) throw new MessageError(joined(faults));
		return {
			problem: gridProblem(run.grid, gridHeuristic(run.grid, name)),
			heuristic: null,
			unreachable: null
		};
	},
	link: GRID_LINK,
	draw: (seed: string, options: GridRunDraw) => ({ grid: drawGrid(seed, options) }),
	samples: SAMPLES
});
