import type { GridSpec } from '../domains/grid';
import type { Trace } from '../trace';
import { gridRolesAt } from '../viz/grid-roles';
import { gridPixels, type GridPalette } from '../viz/grid-paint';

/**
 * A run on a grid maze as the frames of an animated GIF: the search flooding the grid, from the
 * start to the last step computed (the path to the goal, when it was reached), at evenly spaced
 * steps, each frame the grid painted as the explorer paints it (grid-paint.ts).
 */

/** At most this many frames: a GIF of a long run samples its steps. */
export const GRID_GIF_FRAMES = 40;

/** A cell's side in the GIF: the file stays under about 400 pixels a side. */
export function gifCellSize(grid: Pick<GridSpec, 'rows' | 'cols'>): number {
	return Math.min(24, Math.max(3, Math.floor(400 / Math.max(grid.rows, grid.cols))));
}

/** The steps the frames show: 0, evenly spaced steps, and the last (`last` + 1 of them at most). */
export function frameSteps(last: number, frames = GRID_GIF_FRAMES): number[] {
	if (last <= 0) return [0];
	const count = Math.min(frames, last + 1);
	const steps = Array.from({ length: count }, (_, k) => Math.round((k * last) / (count - 1)));
	return [...new Set(steps)];
}

export interface GridFrames {
	readonly width: number;
	readonly height: number;
	readonly frames: Uint8ClampedArray[];
	/** The step each frame shows. */
	readonly steps: readonly number[];
}

/**
 * The frames of `trace`'s steps so far. The trace's cursor visits each step shown and is put
 * back where it was (step and moment) before this returns.
 */
export function gridRunFrames(
	trace: Trace<unknown>,
	grid: GridSpec,
	palette: GridPalette
): GridFrames {
	const cell = gifCellSize(grid);
	const here = { step: trace.cursor, moment: trace.moment };
	const steps = trace.length === 0 ? [] : frameSteps(trace.length - 1);
	try {
		const frames = steps.map((step) => {
			trace.seek(step);
			return gridPixels(grid, gridRolesAt(trace, grid.cells.length, grid.start), palette, cell);
		});
		return { width: grid.cols * cell, height: grid.rows * cell, frames, steps };
	} finally {
		if (trace.length > 0) trace.seek(here.step, here.moment);
	}
}
