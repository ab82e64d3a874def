import { describe, expect, it } from 'vitest';
import { GRID_DOMAIN, U_TRAP, WALL } from '$lib/domains/grid';
import { gridSvg, gridSvgTitle, svgCellSize } from '$lib/export/grid-svg';
import { messageText } from '$lib/components/message-text';
import { frameSteps, gifCellSize, gridRunFrames } from '$lib/export/grid-frames';
import { ALGORITHMS, collectRun } from '$lib/search';
import { createTraceFor, type Trace } from '$lib/trace';
import { gridRolesAt } from '$lib/viz/grid-roles';
import { LIGHT_GRID_PALETTE } from '$lib/viz/grid-paint';

function astarTrace(): Trace<unknown> {
	const { problem } = GRID_DOMAIN.open({ grid: U_TRAP });
	const { events, result } = collectRun(ALGORITHMS.astar.run(problem, {}));
	const trace = createTraceFor('astar', {}, problem);
	for (const event of events) trace.append(event);
	trace.finish(result);
	return trace as Trace<unknown>;
}

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('a grid as an SVG file', () => {
	it('draws each wall as a rect and each reached cell in its role', () => {
		const trace = astarTrace();
		trace.seek(trace.length - 1);
		const roles = gridRolesAt(trace, U_TRAP.cells.length, U_TRAP.start);
		const svg = gridSvg(U_TRAP, roles, {
			title: gridSvgTitle(U_TRAP, 'astar', 55),
			write: (ref) => messageText(ref, 'en')
		});
		expect(count(svg, /class="wall"/g)).toBe(U_TRAP.cells.filter((w) => w === WALL).length);
		expect(count(svg, /class="wall"/g)).toBe(19);
		expect(count(svg, /class="cell frontier"/g)).toBe(11);
		expect(count(svg, /class="cell explored"/g)).toBe(38);
		expect(count(svg, /class="cell path"/g)).toBe(16);
		expect(count(svg, /class="cell goal"/g)).toBe(1);
		expect(svg).toContain(
			'<title>A* search on a 9×13 grid from (8, 0) to (4, 12), step 55</title>'
		);
		expect(svg).toContain('on the frontier (11)');
		expect(svg).toMatch(/<polyline class="trail" points="16,272 /);
		expect(svgCellSize(U_TRAP)).toBe(32);
		expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="416" height="/);
	});

	it('draws the grid alone, with no cell reached, before a run', () => {
		const svg = gridSvg(U_TRAP, null, { legend: false, write: (ref) => messageText(ref, 'en') });
		expect(count(svg, /class="cell /g)).toBe(0);
		expect(svg).toContain('height="288"');
		expect(count(svg, /class="end"/g)).toBe(2);
	});
});

describe('a grid run as GIF frames', () => {
	it('samples the steps evenly, first and last included', () => {
		expect(frameSteps(0)).toEqual([0]);
		expect(frameSteps(3)).toEqual([0, 1, 2, 3]);
		expect(frameSteps(100, 5)).toEqual([0, 25, 50, 75, 100]);
		expect(frameSteps(5000)).toHaveLength(40);
	});

	it('paints one frame per sampled step and puts the cursor back', () => {
		const trace = astarTrace();
		trace.seek(7, 1);
		const frames = gridRunFrames(trace, U_TRAP, LIGHT_GRID_PALETTE);
		expect(gifCellSize(U_TRAP)).toBe(24);
		expect(frames.width).toBe(13 * 24);
		expect(frames.height).toBe(9 * 24);
		expect(frames.steps).toEqual(frameSteps(55));
		expect(frames.frames).toHaveLength(40);
		expect(frames.frames[0].length).toBe(13 * 24 * 9 * 24 * 4);
		expect([trace.cursor, trace.moment]).toEqual([7, 1]);
	});
});
