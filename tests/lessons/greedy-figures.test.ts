import { messageText } from '$lib/components/message-text';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	CHILD_ORDERS,
	childOrderOf,
	COMPARISON_BOARDS,
	comparisonRow,
	percent,
	readLessonBoard,
	sampleBoard,
	STUCK_SAMPLES,
	tallyWalks,
	walkChart,
	walkSummary,
	walkTrace
} from '$lib/lessons/greedy-figures';
import { component } from '$lib/components/lessons/state-space';
import type { Board } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { evaluateHeuristic } from '$lib/puzzle/heuristics';
import { applyMove, legalMoves } from '$lib/puzzle/moves';
import { ALGORITHMS, tileProblem, tilesTutorialSolve } from '$lib/search';
import '../i18n/english-messages';

function board(text: string): Board {
	const reading = readLessonBoard(text);
	if (!reading.ok) throw new Error(JSON.stringify(reading.message));
	return reading.board;
}

describe('the greedy comparison table', () => {
	it('pins A*, greedy best-first and the walk on the lesson boards', () => {
		const rows = COMPARISON_BOARDS.map((text) => comparisonRow(board(text)));
		expect(
			rows.map((r) => [
				r.board,
				r.optimal,
				r.astarExpanded,
				r.greedyLength,
				r.greedyExpanded,
				r.walk.outcome,
				r.walk.moves
			])
		).toEqual([
			['75126348_', 20, 545, 40, 224, 'stuck', 232],
			['1234_5678', 14, 127, 28, 95, 'stuck', 54],
			['42_713856', 10, 22, 16, 160, 'goal', 30],
			['86421357_', 26, 4343, 40, 462, 'stuck', 212],
			['8672543_1', 31, 20290, 47, 99, 'goal', 109],
			['64785_321', 31, 20290, 47, 122, 'stuck', 71]
		]);
	});

	it('refuses unreadable, oversized and unsolvable boards with a sentence', () => {
		expect(readLessonBoard('12345687_')).toEqual({
			ok: false,
			message:
				'This board cannot reach the goal with the blank last: it lies in the other half of the state space (lesson 3).',
			unsolvable: true
		});
		expect(readLessonBoard('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0')).toEqual({
			ok: false,
			message: 'This figure takes boards of up to 3×3; this one is 4×4.',
			unsolvable: false
		});
		expect(readLessonBoard('11')).toMatchObject({ ok: false });
		expect(readLessonBoard(' 8,6,7,2,5,4,3,0,1 ')).toMatchObject({ ok: true });
	});
});

describe('the greedy walk, traced', () => {
	it('from 1234_5678 is stuck after 54 moves on 12_783456, boxed in by moves 15 and 53', () => {
		const trace = walkTrace(board('1234_5678'));
		expect(trace.outcome).toBe('stuck');
		expect(trace.optimal).toBe(14);
		expect(trace.boards).toHaveLength(55);
		expect(trace.boards[54]).toBe('12_783456');
		expect(trace.neighbours).toEqual([
			{ action: 'Down', board: '12378_456', h: 5, visitedAt: 15 },
			{ action: 'Left', board: '1_2783456', h: 7, visitedAt: 53 }
		]);
		// Each neighbour really is the board the walk stood on at that step.
		for (const neighbour of trace.neighbours) {
			expect(trace.boards[neighbour.visitedAt]).toBe(neighbour.board);
		}
		// The prose: h starts at 6, peaks at 9, first reaches 4 after 16 moves and never goes lower.
		expect([trace.h[0], Math.max(...trace.h), trace.h.indexOf(4), Math.min(...trace.h)]).toEqual([
			6, 9, 16, 4
		]);
		expect(trace.h[54]).toBe(6);
	});

	it('changes h by exactly one per move (Manhattan distance)', () => {
		const { h } = walkTrace(board('75126348_'));
		for (let i = 1; i < h.length; i++) expect(Math.abs(h[i] - h[i - 1])).toBe(1);
		expect([h.length - 1, Math.min(...h)]).toEqual([232, 4]);
	});

	it('depends on the child order: which orders reach the goal', () => {
		const solved = (text: string) =>
			CHILD_ORDERS.filter(
				(order) => walkSummary(board(text), childOrderOf(order)).outcome === 'goal'
			);
		expect(CHILD_ORDERS).toHaveLength(24);
		expect(CHILD_ORDERS[0]).toBe('UDLR');
		expect(solved('75126348_')).toHaveLength(10);
		expect(walkSummary(board('75126348_'), childOrderOf('LDUR'))).toEqual({
			outcome: 'goal',
			moves: 36
		});
		const optimal = CHILD_ORDERS.filter((order) => {
			const walk = walkSummary(board('1234_5678'), childOrderOf(order));
			return walk.outcome === 'goal' && walk.moves === 14;
		});
		expect(optimal).toEqual(['DLRU', 'DRUL', 'DRLU', 'LDRU']);
		expect(walkSummary(board('1234_5678'), childOrderOf('LRDU'))).toEqual({
			outcome: 'stuck',
			moves: 46
		});
	});

	it('lays out its chart inside the drawing', () => {
		const chart = walkChart([6, 5, 4, 5], 400);
		expect(chart.xs).toEqual([chart.left, expect.any(Number), expect.any(Number), chart.right]);
		expect(chart.right).toBe(388);
		expect(chart.ys[2]).toBeLessThan(chart.bottom);
		expect(chart.line.startsWith('M')).toBe(true);
	});
});

describe('how often the walk gets stuck', () => {
	it('draws the same boards every time', () => {
		const uniform = STUCK_SAMPLES[4];
		expect(sampleBoard(uniform, 7)).toEqual(sampleBoard(uniform, 7));
		expect(sampleBoard(uniform, 7)).not.toEqual(sampleBoard(uniform, 8));
	});

	it('pins the counts the lesson prints for 500 boards of each kind', () => {
		const tallies = STUCK_SAMPLES.map((sample) => tallyWalks(sample, 0, 500));
		expect(tallies.map((t) => [t.boards, t.reached, t.stuck, t.reachedMoves])).toEqual([
			[500, 476, 24, 2380],
			[500, 371, 129, 7996],
			[500, 227, 273, 13386],
			[500, 236, 264, 17990],
			[500, 208, 292, 16692]
		]);
		expect(tallies.map((t) => messageText(percent(t.stuck, t.boards)))).toEqual([
			'4.8%',
			'25.8%',
			'54.6%',
			'52.8%',
			'58.4%'
		]);
	});

	it('gives the same tally in slices as in one go', () => {
		const sample = STUCK_SAMPLES[2];
		const sliced = tallyWalks(sample, 40, 90, tallyWalks(sample, 0, 40));
		expect(sliced).toEqual(tallyWalks(sample, 0, 90));
		expect(messageText(percent(0, 0))).toBe('–');
		expect(messageText(percent(273, 500), 'es')).toBe('54,6 %');
	});
});

describe('valleys of the Manhattan distance', () => {
	it('counts the solvable 3×3 boards whose every neighbour has a larger h', () => {
		const goal = goalBoard(3, 3, 'blank-last');
		const h = (b: Board) => evaluateHeuristic('manhattan', b, goal);
		const neighbours = (b: Board) =>
			legalMoves(b).map((direction) => {
				const moved = applyMove(b, direction);
				if (!moved.ok) throw new Error(moved.error.code);
				return moved.value;
			});
		const boards = component(goal);
		const valleys = boards.filter((b) => h(b) > 0 && neighbours(b).every((next) => h(next) > h(b)));
		expect([boards.length, valleys.length]).toEqual([181440, 44291]);
		const first = board('12378645_');
		expect([h(first), ...neighbours(first).map(h)]).toEqual([4, 5, 5]);
		expect(walkTrace(board('1234_5678')).boards[16]).toBe('12378645_');
	});
});

describe('figures the lesson quotes from runs', () => {
	it('A* on a 31-move board: nodes below f = 31 and ties at 31; greedy past depth 20 early', () => {
		const expanded = (algorithm: 'astar' | 'greedy', text: string) => {
			const nodes: { f: number; depth: number }[] = [];
			const run = ALGORITHMS[algorithm].run(tileProblem(board(text)));
			for (let step = run.next(); !step.done; step = run.next()) {
				if (step.value.type === 'expand') nodes.push(step.value.node);
			}
			return nodes;
		};
		const astar = expanded('astar', '867254301');
		expect([astar.filter((n) => n.f < 31).length, astar.filter((n) => n.f === 31).length]).toEqual([
			6549, 13741
		]);
		expect(expanded('greedy', '75126348_').findIndex((n) => n.depth > 20) + 1).toBe(47);
	});
});

describe('lesson 7: two sets of rules, side by side', () => {
	const lesson = readFileSync('content/lessons/07-greedy-best-first.md', 'utf8').replace(
		/ +/g,
		' '
	);

	it.each(['1234_5678', '75126348_'])(
		'the row for %s is what the engine computes under both rules',
		(text) => {
			const ours = ALGORITHMS.walk.solve(tileProblem(board(text)));
			const theirs = tilesTutorialSolve('greedy', board(text));
			expect([ours.outcome, theirs.outcome]).toEqual(['stuck', 'goal']);
			expect(lesson).toContain(
				`| from \`${text}\` | stuck after ${ours.actions.length} moves | the goal after ${theirs.actions.length} moves (${theirs.path.length} boards) |`
			);
		}
	);

	it('the board that strands the tutorial’s walk does so after the moves the lesson says', () => {
		const result = tilesTutorialSolve('greedy', board('1685_7324'));
		expect(result.outcome).toBe('stuck');
		expect(lesson).toContain(`from \`1685_7324\` after ${result.actions.length} moves`);
	});
});
