import { xmlText } from './svg-image';
import { cellText, WALL, type GridSpec } from '../domains/grid';
import { ROLE_STYLES } from '../viz/node-roles';
import { message, type MessageRef } from '../messages';
import { algorithmNameMessage } from '../search/descriptions';
import type { AlgorithmName } from '../search/algorithms';
import {
	CELL_ROLES,
	MARK_DISCARDED,
	MARK_REPLACED,
	type CellRole,
	type GridRoles
} from '../viz/grid-roles';
import {
	cellColourTable,
	colourIndex,
	hexOf,
	inkOn,
	LIGHT_GRID_PALETTE,
	type GridPalette
} from '../viz/grid-paint';

/**
 * A grid maze at one position of a run as a standalone SVG document, for a worksheet or a
 * slide: each wall a rect (class "wall"), each cell the search has reached or that weighs more
 * than 1 a rect of its role's colour (class "cell" and its role), weights written in the cells,
 * S and G on the start and the goal, the path drawn as a line, and a legend of the roles with
 * how many cells show each. Painted in the light theme's colours (grid-paint.ts), written inline
 * since a file carries no stylesheet.
 */

/** The legend's words for each role a cell can show: the role's name (viz/node-roles.ts). */
export const CELL_ROLE_TEXT: Readonly<Record<Exclude<CellRole, 'unseen'>, MessageRef>> =
	Object.freeze({
		current: ROLE_STYLES.current.label,
		frontier: ROLE_STYLES.frontier.label,
		explored: ROLE_STYLES.explored.label,
		path: ROLE_STYLES.path.label,
		goal: ROLE_STYLES.goal.label
	});

/** A cell's side in the file: large enough for its weight on a small grid, the file modest on a large one. */
export function svgCellSize(grid: Pick<GridSpec, 'rows' | 'cols'>): number {
	return Math.min(32, Math.max(8, Math.floor(720 / Math.max(grid.rows, grid.cols))));
}

/** The legend's entries: the five roles, walls, and replaced entries. */
const LEGEND_ENTRIES = 7;

export interface GridSvgOptions {
	/** Whether a legend of the roles follows the grid. */
	readonly legend?: boolean;
	/** What the drawing shows, for its title: "A* at step 20" (gridSvgTitle). */
	readonly title?: MessageRef;
	readonly palette?: GridPalette;
	/**
	 * Puts a message in words (the components' `messageText`): the title and the legend's role
	 * names are messages, and this layer reads no message's text.
	 */
	readonly write: (ref: MessageRef) => string;
}

export function gridSvg(
	grid: GridSpec,
	roles: GridRoles | null,
	{
		legend = true,
		title = message('files_grid_default_title', {}),
		palette = LIGHT_GRID_PALETTE,
		write
	}: GridSvgOptions
): string {
	const cell = svgCellSize(grid);
	const width = grid.cols * cell;
	const gridHeight = grid.rows * cell;
	const lineHeight = 22;
	// Legend entries side by side, as many as the grid's width holds at 220 pixels each.
	const perRow = Math.max(1, Math.floor(width / 220));
	const legendRows = legend ? Math.ceil(LEGEND_ENTRIES / perRow) : 0;
	const height = gridHeight + (legend ? 12 + legendRows * lineHeight : 0);
	const table = cellColourTable(palette);
	const font = 'font-family="system-ui, sans-serif"';
	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
		`<title>${xmlText(write(title))}</title>`,
		`<rect width="100%" height="100%" fill="${palette.paper}"/>`,
		`<rect class="ground" width="${width}" height="${gridHeight}" fill="${hexOf(table[colourIndex(1, 0)])}"/>`
	];
	const at = (index: number): { x: number; y: number } => ({
		x: (index % grid.cols) * cell,
		y: Math.floor(index / grid.cols) * cell
	});
	const weighty = cell >= 14;
	for (let index = 0; index < grid.cells.length; index++) {
		const weight = grid.cells[index];
		const role = roles === null ? 0 : roles.roles[index];
		const { x, y } = at(index);
		if (weight === WALL) {
			parts.push(
				`<rect class="wall" x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${hexOf(table[0])}"/>`
			);
			continue;
		}
		const colour = table[colourIndex(weight, role)];
		if (weight > 1 || role > 0) {
			parts.push(
				`<rect class="cell ${CELL_ROLES[role]}" x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${hexOf(colour)}"/>`
			);
		}
		const marks = roles === null ? 0 : roles.marks[index];
		if (marks & MARK_REPLACED) {
			parts.push(
				`<path class="replaced" d="M ${x + cell} ${y} h ${-cell / 3} l ${cell / 3} ${cell / 3} z" fill="${palette.duplicate}"/>`
			);
		}
		if (marks & MARK_DISCARDED) {
			parts.push(
				`<path class="discarded" d="M ${x} ${y + cell} v ${-cell / 3} l ${cell / 3} ${cell / 3} z" fill="${palette.duplicate}"/>`
			);
		}
		if (weighty && weight > 1 && index !== grid.start && index !== grid.goal) {
			parts.push(
				`<text x="${x + cell / 2}" y="${y + cell / 2 + cell * 0.17}" ${font} font-size="${Math.round(cell * 0.48)}" text-anchor="middle" fill="${inkOn(colour, palette)}">${weight}</text>`
			);
		}
	}
	// One paper line between cells, as one pattern rather than a line per cell.
	parts.push(
		`<defs><pattern id="cells" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M ${cell} 0 V ${cell} H 0" fill="none" stroke="${palette.paper}" stroke-width="2"/></pattern></defs>`,
		`<rect width="${width}" height="${gridHeight}" fill="url(#cells)"/>`
	);
	const trail = roles?.trail ?? [];
	if (trail.length > 1) {
		const points = trail
			.map((index) => {
				const { x, y } = at(index);
				return `${x + cell / 2},${y + cell / 2}`;
			})
			.join(' ');
		parts.push(
			`<polyline class="trail" points="${points}" fill="none" stroke="${palette.path}" stroke-width="${Math.max(2, cell * 0.18)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.85"/>`
		);
	}
	for (const [index, letter] of [
		[grid.start, 'S'],
		[grid.goal, 'G']
	] as const) {
		const { x, y } = at(index);
		const role = roles === null ? 0 : roles.roles[index];
		const colour = table[colourIndex(grid.cells[index], role)];
		parts.push(
			`<text class="end" x="${x + cell / 2}" y="${y + cell / 2 + cell * 0.2}" ${font} font-size="${Math.max(8, Math.round(cell * 0.6))}" font-weight="700" text-anchor="middle" fill="${inkOn(colour, palette)}">${letter}</text>`
		);
	}
	if (legend) {
		const entries: [string, MessageRef, number | null][] = [
			...(Object.keys(CELL_ROLE_TEXT) as (keyof typeof CELL_ROLE_TEXT)[]).map(
				(role): [string, MessageRef, number | null] => [
					hexOf(table[colourIndex(1, CELL_ROLES.indexOf(role))]),
					CELL_ROLE_TEXT[role],
					roles === null ? null : roles.counts[role]
				]
			),
			[hexOf(table[0]), message('files_grid_wall', {}), null],
			[palette.duplicate, message('files_grid_replaced', {}), roles?.replaced ?? null]
		];
		const column = width / perRow;
		entries.forEach(([colour, text, count], i) => {
			const x = (i % perRow) * column + 4;
			const y = gridHeight + 12 + Math.floor(i / perRow) * lineHeight;
			const label = write(
				count === null ? text : message('files_legend_count', { label: text, count })
			);
			parts.push(
				`<rect x="${x}" y="${y}" width="14" height="14" fill="${colour}" stroke="${palette.muted}" stroke-width="0.5"/>`,
				`<text x="${x + 20}" y="${y + 12}" ${font} font-size="12" fill="${palette.ink}">${xmlText(label)}</text>`
			);
		});
	}
	parts.push('</svg>');
	return parts.join('\n');
}

/** The file's title: the grid, the algorithm's name and the step. */
export function gridSvgTitle(grid: GridSpec, algorithm: AlgorithmName, step: number): MessageRef {
	return message('files_grid_title', {
		algorithm: algorithmNameMessage(algorithm),
		rows: grid.rows,
		cols: grid.cols,
		start: cellText(grid, grid.start),
		goal: cellText(grid, grid.goal),
		step
	});
}
