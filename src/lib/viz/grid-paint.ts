import { WALL, type GridSpec } from '../domains/grid';
import { CELL_ROLES, type GridRoles } from './grid-roles';

/**
 * The colours of a grid maze's cells: open ground shaded by its weight (the cost to enter it,
 * darker costs more), walls in the ink's colour, and each role's colour (node-roles.ts, the
 * --c-* tokens of app.css) laid over the cell's shade — lightly for explored cells, strongly
 * for the frontier, solidly for the node being expanded, the path and the goal — so weights
 * still show under the search. The canvas, the SVG and the GIF all paint from this table.
 */

/** The page's tokens a grid is painted with, as `#rrggbb` colours. */
export interface GridPalette {
	readonly paper: string;
	readonly surface: string;
	readonly ink: string;
	readonly muted: string;
	readonly current: string;
	readonly frontier: string;
	readonly explored: string;
	readonly duplicate: string;
	readonly goal: string;
	readonly path: string;
}

/** The light theme's tokens (src/app.css): what exported files are painted with. */
export const LIGHT_GRID_PALETTE: GridPalette = Object.freeze({
	paper: '#fbfaf7',
	surface: '#ffffff',
	ink: '#1c1b19',
	muted: '#6b675f',
	current: '#b45309',
	frontier: '#1d4ed8',
	explored: '#57534e',
	duplicate: '#be123c',
	goal: '#047857',
	path: '#6d28d9'
});

/** The CSS custom property of each palette colour. */
export const GRID_PALETTE_TOKENS: Readonly<Record<keyof GridPalette, string>> = Object.freeze({
	paper: '--paper',
	surface: '--surface',
	ink: '--ink',
	muted: '--muted',
	current: '--c-current',
	frontier: '--c-frontier',
	explored: '--c-explored',
	duplicate: '--c-duplicate',
	goal: '--c-goal',
	path: '--c-path'
});

/**
 * A palette from a token reader (getComputedStyle's getPropertyValue); a token that is not a
 * `#rgb` or `#rrggbb` colour keeps the light theme's.
 */
export function gridPaletteFrom(read: (token: string) => string): GridPalette {
	const entries = Object.entries(GRID_PALETTE_TOKENS).map(([key, token]) => {
		const value = read(token).trim();
		const fallback = LIGHT_GRID_PALETTE[key as keyof GridPalette];
		return [key, rgbOf(value) === null ? fallback : value];
	});
	return Object.fromEntries(entries) as unknown as GridPalette;
}

export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as red, green and blue 0–255; null for anything else. */
export function rgbOf(colour: string): Rgb | null {
	const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
	if (short !== null) {
		return [1, 2, 3].map((i) => parseInt(short[i] + short[i], 16)) as unknown as Rgb;
	}
	const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
	if (long !== null) return [1, 2, 3].map((i) => parseInt(long[i], 16)) as unknown as Rgb;
	return null;
}

/** `share` of `over` laid on `under`. */
export function mixRgb(over: Rgb, under: Rgb, share: number): Rgb {
	return [0, 1, 2].map((i) =>
		Math.round(over[i] * share + under[i] * (1 - share))
	) as unknown as Rgb;
}

export function hexOf([r, g, b]: Rgb): string {
	return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** How much of each role's colour covers a cell's shade (CELL_ROLES order; unseen: none). */
const ROLE_COVER: readonly number[] = [0, 0.38, 0.72, 0.9, 1, 1];

/** How dark the heaviest ground is: weight 9 is this share of the muted colour over the surface. */
const HEAVIEST_SHADE = 0.5;

/** The theme is dark when its ink is lighter than its paper. */
function isDark(palette: GridPalette): boolean {
	const light = (rgb: Rgb): number => rgb[0] * 0.3 + rgb[1] * 0.59 + rgb[2] * 0.11;
	return light(rgbOf(palette.ink)!) > light(rgbOf(palette.paper)!);
}

/** The colour of a wall. */
export function wallRgb(palette: GridPalette): Rgb {
	// On dark paper a wall is lighter than the ground, as on light paper it is darker.
	return mixRgb(rgbOf(palette.ink)!, rgbOf(palette.paper)!, isDark(palette) ? 0.62 : 0.88);
}

/** The colour of open ground of weight `weight` (1–9), no search on it. */
export function groundRgb(palette: GridPalette, weight: number): Rgb {
	const share = ((Math.min(Math.max(weight, 1), 9) - 1) / 8) * HEAVIEST_SHADE;
	return mixRgb(rgbOf(palette.muted)!, rgbOf(palette.surface)!, share);
}

/** Each role's own colour, by role code (unseen: the surface). */
export function roleRgbs(palette: GridPalette): readonly Rgb[] {
	return [
		palette.surface,
		palette.explored,
		palette.frontier,
		palette.path,
		palette.current,
		palette.goal
	].map((colour) => rgbOf(colour)!);
}

/**
 * Every cell colour a grid can show, as `table[weight * CELL_ROLES.length + role]`: weight 0 is
 * a wall (whatever the role, as a wall holds no node), weights 1–9 open ground under each role.
 */
export function cellColourTable(palette: GridPalette): readonly Rgb[] {
	const roles = roleRgbs(palette);
	const wall = wallRgb(palette);
	const table: Rgb[] = [];
	for (let weight = 0; weight <= 9; weight++) {
		const ground = weight === WALL ? wall : groundRgb(palette, weight);
		for (let role = 0; role < CELL_ROLES.length; role++) {
			table.push(weight === WALL ? wall : mixRgb(roles[role], ground, ROLE_COVER[role]));
		}
	}
	return table;
}

/** The index of a cell's colour in cellColourTable. */
export function colourIndex(weight: number, role: number): number {
	return weight * CELL_ROLES.length + role;
}

/** Text colour readable on `background`: the palette's ink or its surface, whichever contrasts more. */
export function inkOn(background: Rgb, palette: GridPalette): string {
	const luminance = (rgb: Rgb): number => {
		const [r, g, b] = rgb.map((v) => {
			const c = v / 255;
			return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const contrast = (a: Rgb, b: Rgb): number => {
		const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
		return (x + 0.05) / (y + 0.05);
	};
	const ink = rgbOf(palette.ink)!;
	const surface = rgbOf(palette.surface)!;
	return contrast(background, ink) >= contrast(background, surface) ? palette.ink : palette.surface;
}

/**
 * The grid at `roles` as RGBA pixels, `cell` pixels a cell, for a GIF frame: each cell its
 * colour, one pixel of the paper between cells when cells are large enough to spare it, the
 * start and the goal marked by a square of ink at their centres (hollow for the start).
 */
export function gridPixels(
	grid: GridSpec,
	roles: Pick<GridRoles, 'roles'> | null,
	palette: GridPalette,
	cell: number
): Uint8ClampedArray {
	const width = grid.cols * cell;
	const height = grid.rows * cell;
	const pixels = new Uint8ClampedArray(width * height * 4);
	const table = cellColourTable(palette);
	const paper = rgbOf(palette.paper)!;
	const gap = cell >= 6 ? 1 : 0;
	const fill = (x0: number, y0: number, size: number, rgb: Rgb): void => {
		for (let y = y0; y < y0 + size; y++) {
			let at = (y * width + x0) * 4;
			for (let x = 0; x < size; x++, at += 4) {
				pixels[at] = rgb[0];
				pixels[at + 1] = rgb[1];
				pixels[at + 2] = rgb[2];
				pixels[at + 3] = 255;
			}
		}
	};
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const at = (y * width + x) * 4;
			pixels[at] = paper[0];
			pixels[at + 1] = paper[1];
			pixels[at + 2] = paper[2];
			pixels[at + 3] = 255;
		}
	}
	for (let index = 0; index < grid.cells.length; index++) {
		const row = Math.floor(index / grid.cols);
		const col = index % grid.cols;
		const role = roles === null ? 0 : roles.roles[index];
		fill(col * cell, row * cell, cell - gap, table[colourIndex(grid.cells[index], role)]);
	}
	const marker = Math.max(2, Math.round(cell * 0.5));
	const ink = rgbOf(palette.ink)!;
	const inset = Math.floor((cell - gap - marker) / 2);
	for (const end of [grid.start, grid.goal]) {
		const x = (end % grid.cols) * cell + inset;
		const y = Math.floor(end / grid.cols) * cell + inset;
		fill(x, y, marker, ink);
		if (end === grid.start && marker >= 5) {
			fill(x + 1, y + 1, marker - 2, table[colourIndex(grid.cells[end], roles?.roles[end] ?? 0)]);
		}
	}
	return pixels;
}
