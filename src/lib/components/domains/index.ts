import type { DomainId } from '$lib/domains';
import { graphText } from '$lib/domains/graph/text';
import { boardLinkText } from '$lib/domains/tile';
import { drawBoardFrames } from '$lib/export/board-frames';
import { goalLinkText, type PlayConfig } from '$lib/config/play-link';
import { boardOfTileState } from '$lib/domains/tile';
import type { TileState } from '$lib/search/tile-state';
import { CUSTOM_H } from '$lib/config/play-link';
import type { DomainView, GraphView, GridView, TileView } from './domain-view';
import TilePicture from './tile/TilePicture.svelte';
import TileThumb from './tile/TileThumb.svelte';
import TileFind from './tile/TileFind.svelte';
import TileEditor from './tile/TileEditor.svelte';
import GraphPicture from './graph/GraphPicture.svelte';
import GraphThumb from './graph/GraphThumb.svelte';
import GraphEditor from './graph/GraphEditor.svelte';
import GridPicture from './grid/GridPicture.svelte';
import GridThumb from './grid/GridThumb.svelte';
import GridEditor from './grid/GridEditor.svelte';
import { cellAt, gridLinkText } from '$lib/domains/grid';
import { gridSvg, gridSvgTitle } from '$lib/export/grid-svg';
import { gridRunFrames } from '$lib/export/grid-frames';
import { gridRolesAt } from '$lib/viz/grid-roles';
import { LIGHT_GRID_PALETTE } from '$lib/viz/grid-paint';
import { m } from '$lib/paraglide/messages.js';
import { messageText } from '../message-text';

export type * from './domain-view';

/** The sliding-tile puzzle: boards, found by typing one, played back as a GIF. */
const TILE_VIEW: TileView = {
	Picture: TilePicture,
	Thumb: TileThumb,
	Editor: TileEditor,
	Find: TileFind,
	widePicture: false,
	picksOn: null,
	fileStem: (config) => boardLinkText(config.board),
	describe: (config) => ({
		board: boardLinkText(config.board),
		goal: goalLinkText(config.goal),
		heuristic: config.customH === null ? config.heuristic : CUSTOM_H
	}),
	// The words are getters, written in the page's language when they are read.
	get pathWords() {
		return m.explorer_path_words_tile();
	},
	solutionFrames: (config, states, colours) => {
		const { rows, cols } = config.board;
		const boards = states.map((state) => boardOfTileState(state as TileState, rows, cols));
		return drawBoardFrames(boards, config.goal, colours, messageText);
	},
	edx: true,
	runPicture: null
};

/** A named graph: the map beside the tree, nodes by name. */
const GRAPH_VIEW: GraphView = {
	Picture: GraphPicture,
	Thumb: GraphThumb,
	Editor: GraphEditor,
	Find: null,
	widePicture: true,
	get picksOn() {
		return m.explorer_picks_on_map();
	},
	fileStem: (config) => `${config.graph}-${config.start}-${config.goal}`,
	describe: (config) => ({
		graph: config.graph,
		start: config.start,
		goal: config.goal,
		heuristic: 'the graph’s h',
		// A graph of one's own is described whole, as its text, so the file alone reopens it.
		...(config.own === null ? {} : { text: graphText(config.own, { places: 'all' }) })
	}),
	get pathWords() {
		return m.explorer_path_words_graph();
	},
	solutionFrames: null,
	edx: false,
	runPicture: null
};

/** A grid maze: the grid itself, every cell coloured by its role, drawn on a canvas. */
const GRID_VIEW: GridView = {
	Picture: GridPicture,
	Thumb: GridThumb,
	Editor: GridEditor,
	Find: null,
	widePicture: true,
	get picksOn() {
		return m.explorer_picks_on_grid();
	},
	fileStem: (config) => {
		const { grid } = config;
		const at = (cell: number): string => {
			const { row, col } = cellAt(grid, cell);
			return `r${row}c${col}`;
		};
		return `grid-${grid.rows}x${grid.cols}-${at(grid.start)}-${at(grid.goal)}`;
	},
	describe: (config) => ({
		grid: gridLinkText(config.grid),
		heuristic: config.heuristic
	}),
	get pathWords() {
		return m.explorer_path_words_grid();
	},
	solutionFrames: null,
	edx: false,
	runPicture: {
		get noun() {
			return m.explorer_picture_grid();
		},
		svg: (config, trace) =>
			gridSvg(config.grid, gridRolesAt(trace, config.grid.cells.length, config.grid.start), {
				title: gridSvgTitle(config.grid, config.algorithm, trace?.cursor ?? 0),
				write: messageText
			}),
		frames: (config, trace) => gridRunFrames(trace, config.grid, LIGHT_GRID_PALETTE)
	}
};

const DOMAIN_VIEWS: {
	readonly [Id in DomainId]: DomainView<Extract<PlayConfig, { problem: Id }>>;
} = { tile: TILE_VIEW, graph: GRAPH_VIEW, grid: GRID_VIEW };

/**
 * The views of `config`'s problem, typed for the configuration as a whole: each view reads only
 * configurations of its own domain, which the registry's key guarantees.
 */
export function viewOf(config: PlayConfig): DomainView<PlayConfig> {
	return DOMAIN_VIEWS[config.problem] as unknown as DomainView<PlayConfig>;
}
