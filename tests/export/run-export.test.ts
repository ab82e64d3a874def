import { describe, expect, it } from 'vitest';
import { animatedGif } from '$lib/export/animated-gif';
import { gifFrameCount, gifSize } from '$lib/export/gif-frames';
import { english } from '../i18n/english-messages';
import { GIF_MIN_WIDTH, gifLayout, moveCaption, moveCaptions } from '$lib/export/gif-layout';
import {
	expansionRows,
	expansionsCsv,
	exportFileName,
	runJson,
	type ExpansionRow
} from '$lib/export/run-export';
import { collectRun, describedOptions, ALGORITHMS } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import { priorityTerms } from '$lib/search/priority-terms';
import { createTraceFor } from '$lib/trace';
import { narrate } from '$lib/trace/narration';
import { messageText } from '$lib/components/message-text';
import { narrateSteps, narrationInputAt } from '$lib/trace/step-narration';

describe('expansion rows', () => {
	it('writes no f where the algorithm has none: greedy search orders by h', () => {
		const { events } = collectRun(ALGORITHMS.greedy.run(roadMapProblem('A')));
		const rows = expansionRows(events, String, undefined, priorityTerms('greedy'));
		expect(rows.slice(0, 3).map((row) => [row.state, row.g, row.h, row.f])).toEqual([
			['A', 0, 366, null],
			['S', 140, 253, null],
			['F', 239, 176, null]
		]);
		expect(expansionsCsv(rows, 'city').split('\r\n')[1]).toMatch(/^1,1,1,0,,,A,0,366,,0,/);
		const astar = expansionRows(
			collectRun(ALGORITHMS.astar.run(roadMapProblem('A'))).events,
			String,
			undefined,
			priorityTerms('astar')
		);
		expect(astar[0].f).toBe(366);
	});

	it('lists A* on the road map one expansion per row, with exact values', () => {
		const { events, result } = collectRun(ALGORITHMS.astar.run(roadMapProblem('A')));
		const rows = expansionRows(events, (city) => String(city));
		expect(rows.map((row) => [row.expansion, row.state, row.g, row.h, row.f])).toEqual(
			events
				.flatMap((event) => (event.type === 'expand' ? [event] : []))
				.map((event) => [
					event.expansion,
					event.node.state,
					event.node.g,
					event.node.h,
					event.node.f
				])
		);
		expect(rows.length).toBe(result.stats.expanded);
		expect(rows[0]).toMatchObject({ step: 1, node: 0, parent: null, action: null, state: 'A' });
		// A, S, R, F, P are expanded; the run ends with B taken off the frontier (step 6), which
		// is not an expansion and has no row.
		expect(rows.map((row) => row.state).join('')).toBe('ASRFP');
		expect(rows.at(-1)?.step).toBe(5);
		expect(events.at(-1)).toMatchObject({ type: 'goal', step: 6, node: { state: 'B', g: 418 } });
	});

	it('numbers the iterations of an iterative algorithm', () => {
		const { events } = collectRun(ALGORITHMS.idastar.run(roadMapProblem('A')));
		const rows = expansionRows(events, String);
		const iterations = events.filter((event) => event.type === 'iteration').length;
		expect(rows[0].iteration).toBe(1);
		expect(rows.at(-1)?.iteration).toBe(iterations);
	});
});

describe('the sentence of every step', () => {
	it('is the explorer’s own, one per expansion, and the trace’s cursor is put back', () => {
		const problem = roadMapProblem('A');
		const run = collectRun(ALGORITHMS.ucs.run(problem));
		const trace = createTraceFor('ucs', {}, problem);
		for (const event of run.events) trace.append(event);
		trace.finish(run.result);
		trace.seek(3, 2);
		const facts = { algorithm: 'ucs' as const, options: describedOptions('ucs') };
		const sentences = narrateSteps(trace, facts).map((ref) => messageText(ref));
		expect([trace.cursor, trace.moment]).toEqual([3, 2]);
		expect(sentences.length).toBe(run.events.length);
		trace.seek(7);
		expect(sentences[7]).toBe(messageText(narrate(narrationInputAt(trace, facts))));
		const rows = expansionRows(run.events, String, (step) => sentences[step]);
		expect(rows[0].narration).toBe(
			'Took node 0 (g 0) off the frontier, its only entry. 3 children: 3 added (nodes 1, 2, 3).'
		);
		expect(rows.map((row) => row.narration)).toEqual(
			run.events.flatMap((event) => (event.type === 'expand' ? [sentences[event.step]] : []))
		);
	});
});

describe('CSV', () => {
	const row: ExpansionRow = {
		step: 3,
		expansion: 3,
		iteration: 1,
		node: 7,
		parent: 2,
		action: 'S→R, "scenic"',
		state: '1,2,3,4,5,6,7,8,0',
		g: 1.5,
		h: 2,
		f: 3.5,
		depth: 2,
		children: 3,
		added: 1,
		frontier: 4,
		explored: 3,
		narration: 'Took node 7 (g 1.5) off the frontier: the lowest g.'
	};

	it('quotes only cells that need it, with CRLF line ends', () => {
		expect(expansionsCsv([row], 'board')).toBe(
			'step,expansion,iteration,node,parent,action,board,g,h,f,depth,children,added,frontier,explored,narration\r\n' +
				'3,3,1,7,2,"S→R, ""scenic""","1,2,3,4,5,6,7,8,0",1.5,2,3.5,2,3,1,4,3,Took node 7 (g 1.5) off the frontier: the lowest g.\r\n'
		);
	});

	it('writes a run as JSON with its description, result and rows', () => {
		const text = runJson(
			{ link: '/play?v=1', board: 'x', goal: 'blank-last', algorithm: 'bfs', heuristic: null },
			[row],
			null,
			'board'
		);
		const { state, ...rest } = row;
		const parsed = JSON.parse(text);
		expect(parsed).toEqual({
			frontier: 1,
			run: { link: '/play?v=1', board: 'x', goal: 'blank-last', algorithm: 'bfs', heuristic: null },
			result: null,
			expansions: [{ ...rest, board: state }]
		});
		// The fields keep the CSV's order, the state's named for the problem.
		expect(Object.keys(parsed.expansions[0]).slice(5, 8)).toEqual(['action', 'board', 'g']);
		const onMap = JSON.parse(
			runJson({ link: '', algorithm: 'ucs', heuristic: null }, [row], null, 'city')
		);
		expect(onMap.expansions[0].city).toBe(state);
		expect(onMap.expansions[0].board).toBeUndefined();
	});

	it('names files after the algorithm and the board, safely', () => {
		expect(exportFileName('42_713856', 'bfs', 'csv')).toBe('frontier-bfs-42_713856.csv');
		expect(exportFileName('1,2,3,0', 'astar', 'json')).toBe('frontier-astar-1-2-3-0.json');
	});
});

describe('the GIF’s layout', () => {
	it('is at least 240 px wide, the board centred under an 18 px move counter', () => {
		expect(gifLayout(3, 3)).toEqual({
			width: 240,
			height: 186,
			cell: 48,
			boardX: 48,
			boardY: 34,
			captionY: 17,
			captionSize: 18,
			digitSize: 20
		});
		expect(gifLayout(2, 2).width).toBe(GIF_MIN_WIDTH);
		// Wide boards grow past the minimum: 8 cells of 48 px and a margin of 8 each side.
		expect(gifLayout(8, 8)).toMatchObject({ width: 400, height: 426, boardX: 8 });
		expect(gifLayout(3, 4)).toMatchObject({ width: 240, boardX: 24 });
	});

	it('counts moves from the start to the goal', () => {
		expect(english(moveCaption(0, 1))).toBe('start: move 0 of 1');
		expect(english(moveCaption(1, 1))).toBe('move 1 of 1: goal');
		expect(moveCaptions(0).map(english)).toEqual(['start: move 0 of 0']);
	});
});

describe('animated GIF', () => {
	it('encodes one image per frame, readable back', () => {
		const width = 4;
		const height = 3;
		const frames = [0, 80, 160, 240].map((shade) =>
			new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : shade))
		);
		const bytes = animatedGif({ width, height, frames, delay: 500, lastDelay: 2000 });
		expect(String.fromCharCode(...bytes.subarray(0, 6))).toBe('GIF89a');
		expect(gifFrameCount(bytes)).toBe(4);
		expect(gifSize(bytes)).toEqual({ width: 4, height: 3 });
	});

	it('a frame of the layout’s size per board, each with its move counter', () => {
		const layout = gifLayout(3, 3);
		const { width, height } = layout;
		const captions = moveCaptions(7);
		const frames = captions.map(() => new Uint8ClampedArray(width * height * 4).fill(255));
		const bytes = animatedGif({ width, height, frames, delay: 600, lastDelay: 2000 });
		expect(gifFrameCount(bytes)).toBe(8);
		expect(gifSize(bytes)).toEqual({ width: 240, height: 186 });
		expect(captions.map(english)).toEqual([
			'start: move 0 of 7',
			'move 1 of 7',
			'move 2 of 7',
			'move 3 of 7',
			'move 4 of 7',
			'move 5 of 7',
			'move 6 of 7',
			'move 7 of 7: goal'
		]);
	});

	it('refuses no frames, and a file that is not a GIF', () => {
		expect(() => animatedGif({ width: 1, height: 1, frames: [], delay: 1, lastDelay: 1 })).toThrow(
			'A GIF needs at least one frame.'
		);
		expect(() => gifFrameCount(new TextEncoder().encode('PNG...'))).toThrow('Not a GIF file.');
	});
});
