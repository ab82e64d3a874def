import { describe, expect, it } from 'vitest';
import {
	ASTAR_DEMO_CAP,
	ENGINE_BYTES_PER_BOARD,
	FIFTEEN_PUZZLE_STATES,
	LEAN_BYTES_PER_BOARD,
	extrapolateStored,
	formatBytes,
	formatLarge,
	levelGrowth
} from '../../src/lib/lessons/astar-memory';
import { measureAStarMemory, type AStarMemoryProgress } from '../../src/lib/solve/astar-memory';
import { KORF_GOAL, korfStart } from '../../src/lib/lessons/ida-star-demo';
import { boardOf } from '../../src/lib/puzzle/board';
import { messageText } from '../../src/lib/components/message-text';
import { ALGORITHMS, collectRun, tileProblem } from '../../src/lib/search';
import '../i18n/english-messages';

describe("lesson 11's A* memory figure", () => {
	it('solves the easy Korf 79 outright, level by level', () => {
		const run = measureAStarMemory(korfStart(79), KORF_GOAL, 2_000_000);
		expect([run.outcome, run.cost, run.expanded, run.stored]).toEqual(['goal', 42, 240296, 461674]);
		expect(run.levels.map((l) => [l.f, l.expandedBefore, l.storedAtStart])).toEqual([
			[28, 0, 1],
			[30, 1, 3],
			[32, 4, 9],
			[34, 78, 172],
			[36, 493, 984],
			[38, 2608, 5244],
			[40, 12605, 24834],
			[42, 56284, 109777]
		]);
	});

	it('counts the goal it takes off the frontier as stored', () => {
		// Two moves from the goal: the blank goes right, then down.
		const start = boardOf(4, 4, [4, 1, 2, 3, 5, 0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
		const run = measureAStarMemory(start, KORF_GOAL, 1000);
		expect([run.outcome, run.cost, run.expanded, run.stored]).toEqual(['goal', 2, 2, 7]);
		const { events, result } = collectRun(
			ALGORITHMS.astar.run(tileProblem(start, { goal: KORF_GOAL, heuristic: 'manhattan' }))
		);
		// The run ends with the goal taken off the frontier after 2 expansions; the 7 boards
		// stored are the 2 expanded (the root among them), the 4 left waiting and the goal.
		expect(events.at(-1)?.type).toBe('goal');
		expect([result.stats.frontierSize, result.stats.exploredSize, result.stats.nodes]).toEqual([
			4, 2, 7
		]);
	});

	it('runs out of its cap on Korf 1 and projects the store at f = 57', () => {
		const progress: AStarMemoryProgress[] = [];
		const run = measureAStarMemory(korfStart(1), KORF_GOAL, ASTAR_DEMO_CAP, (p) =>
			progress.push(p)
		);
		expect([run.outcome, run.cost, run.expanded, run.stored, run.f]).toEqual([
			'limit',
			null,
			600000,
			1097884,
			53
		]);
		expect(run.levels.map((l) => [l.f, l.expandedBefore, l.storedAtStart])).toEqual([
			[41, 0, 1],
			[43, 109, 208],
			[45, 692, 1320],
			[47, 4435, 8321],
			[49, 24505, 45590],
			[51, 124412, 229583],
			[53, 598961, 1095313]
		]);
		expect(progress.map((p) => p.expanded)).toEqual([
			50000, 100000, 150000, 200000, 250000, 300000, 350000, 400000, 450000, 500000, 550000, 600000
		]);
		expect(run.levels.map((_, i) => levelGrowth(run.levels, i)?.toFixed(2) ?? null)).toEqual([
			null,
			null,
			'6.35',
			'6.30',
			'5.48',
			'5.04',
			'4.77'
		]);

		const projection = extrapolateStored(run.levels, 57);
		expect(projection?.growth.toFixed(2)).toBe('4.77');
		expect(messageText(formatLarge(projection?.stored ?? 0))).toBe('24.9 million');
		expect(messageText(formatBytes((projection?.stored ?? 0) * ENGINE_BYTES_PER_BOARD))).toBe(
			'3.24 GB'
		);
		expect(messageText(formatBytes((projection?.stored ?? 0) * LEAN_BYTES_PER_BOARD))).toBe(
			'598 MB'
		);
	}, 90_000); // 600,000 expansions: about 18 s alone, twice that beside other suites.

	it('extrapolates geometrically, and only forward', () => {
		const levels = [
			{ f: 10, expandedBefore: 0, storedAtStart: 100 },
			{ f: 12, expandedBefore: 50, storedAtStart: 500 }
		];
		expect(extrapolateStored(levels, 16)?.stored).toBeCloseTo(12500, 6);
		expect(extrapolateStored(levels, 12)).toBeNull();
		expect(extrapolateStored(levels.slice(0, 1), 16)).toBeNull();
	});

	it('prints bytes and large counts', () => {
		expect(LEAN_BYTES_PER_BOARD).toBe(24);
		expect(messageText(formatBytes(FIFTEEN_PUZZLE_STATES * 8))).toBe('83.7 TB');
		expect(messageText(formatLarge(FIFTEEN_PUZZLE_STATES))).toBe('10.5 trillion');
		expect(messageText(formatBytes(512))).toBe('512 bytes');
		expect(messageText(formatBytes(1500))).toBe('1.50 kB');
		expect(messageText(formatLarge(123456))).toBe('123,456');
		expect(messageText(formatLarge(2.5e9))).toBe('2.5 billion');
		expect(messageText(formatLarge(2.5e9), 'es')).toBe('2,5 mil millones');
		expect(messageText(formatLarge(2.5e9), 'zh')).toBe('25 亿');
		expect(messageText(formatLarge(FIFTEEN_PUZZLE_STATES), 'es')).toBe('10,5 billones');
		expect(messageText(formatLarge(24.9e6), 'zh')).toBe('2,490 万');
		expect(messageText(formatBytes(1500), 'es')).toBe('1,50 kB');
		expect(messageText(formatBytes(512), 'zh')).toBe('512 字节');
	});
});
