import { message, type MessageRef } from '../../messages';
import { OPEN_FIELD, recursiveBacktracker, SWAMP, U_TRAP } from './generators';
import type { GridSpec } from './grid';
import { gridLinkText } from './link';

/** A grid a page offers by name: the lesson's three and a maze. */
export interface GridPreset {
	readonly id: string;
	/** What a menu calls it. */
	readonly label: MessageRef;
	readonly grid: GridSpec;
}

/**
 * The grids a page offers without drawing: the U-shaped trap (greedy best-first search's
 * dearer path), the swamp (breadth-first and uniform-cost search part ways), the open field
 * (8-connected: heuristics differ in how they tie) and a 21×31 maze drawn by the recursive
 * backtracker, whose corridors make every search walk the same dead ends.
 */
export const GRID_PRESETS: readonly GridPreset[] = Object.freeze([
	{ id: 'u-trap', label: message('domains_grid_preset_u_trap', {}), grid: U_TRAP },
	{ id: 'swamp', label: message('domains_grid_preset_swamp', {}), grid: SWAMP },
	{ id: 'open-field', label: message('domains_grid_preset_open_field', {}), grid: OPEN_FIELD },
	{
		id: 'maze',
		label: message('domains_grid_preset_maze', {}),
		grid: recursiveBacktracker({ rows: 21, cols: 31, seed: 'frontier' })
	}
]);

/** The preset `grid` is, by its cells, moves and ends; null for a grid of one's own. */
export function gridPresetOf(grid: GridSpec): GridPreset | null {
	const text = gridLinkText(grid);
	return GRID_PRESETS.find((preset) => gridLinkText(preset.grid) === text) ?? null;
}
