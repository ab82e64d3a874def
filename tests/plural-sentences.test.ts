import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';
import { describe, expect, it } from 'vitest';
import { tileWords } from '$lib/domains/tile';
import { judgeLength } from '$lib/challenge/challenge';
import { flagHeading } from '$lib/components/check/words';
import { treeItemOf } from '$lib/components/explorer/tree-items';
import { answersWords } from '$lib/components/practice/resume-words';
import { comparison } from '$lib/components/lessons/human-method';
import { walkSummary } from '$lib/components/lessons/greedy-walk-words';
import { readCompareLink } from '$lib/config/compare-link';
import { PLAY_DEFAULTS } from '$lib/config/play-link';
import { outcomeText, type RunView } from '$lib/lessons/compare';
import type { WalkTrace } from '$lib/lessons/greedy-figures';
import { PROGRESS_MESSAGES } from '$lib/export/progress-file';
import { speedWords } from '$lib/player/timeline';
import { parseBoard } from '$lib/puzzle/notation';
import { explainSolvability } from '$lib/puzzle/solvability';
import type { Board } from '$lib/puzzle/board';
import { termsOfPriority } from '$lib/search/priority-terms';
import type { FoldedRun } from '$lib/viz/tree-collapse';
import { layoutSearchTree, type LaidOutNode } from '$lib/viz/tree-layout';
import { traceNode as node } from './components/explorer/trace-node';
import { must } from './puzzle/arbitraries';
import './i18n/english-messages';

/**
 * The sentences that once wrote their plurals by hand ("a path of 1 moves"), at 0, 1 and 2:
 * each count now takes its noun's form from countWords / pluralWord (Intl.PluralRules).
 */

const board = (text: string): Board => must(parseBoard(text));
const GOAL = board('1 2 3 / 4 5 6 / 7 8 _');

describe('a path of N moves', () => {
	const view = (pathLength: number): RunView<unknown> =>
		({ done: true, doneAt: 5, outcome: 'goal', pathLength }) as RunView<unknown>;
	const stopped = { done: true, doneAt: 5, outcome: 'limit' } as RunView<unknown>;

	it('in a comparison column’s status line (lesson 13)', () => {
		expect([0, 1, 2].map((length) => messageText(outcomeText(view(length))))).toEqual([
			'done at step 5: a path of 0 moves',
			'done at step 5: a path of 1 move',
			'done at step 5: a path of 2 moves'
		]);
		expect([1, 2].map((cap) => messageText(outcomeText(stopped, cap)))).toEqual([
			'stopped at step 5: the cap of 1 expansion, no path yet',
			'stopped at step 5: the cap of 2 expansions, no path yet'
		]);
	});

	it('in the challenge’s verdict on a typed length', () => {
		const verdict = (length: number) =>
			judgeLength({ ...PLAY_DEFAULTS, algorithm: 'bfs' }, 9, {
				length,
				outcome: 'goal',
				lastStep: 3
			});
		const words = (said: string | MessageRef) =>
			typeof said === 'string' ? said : messageText(said, 'en');
		expect(
			[0, 1, 2].map(verdict).map(({ headline, reason }) => `${words(headline)} ${words(reason)}`)
		).toEqual([
			'Not quite: the path has 0 moves. Breadth-first search returns a path of 0 moves from this board.',
			'Not quite: the path has 1 move. Breadth-first search returns a path of 1 move from this board.',
			'Not quite: the path has 2 moves. Breadth-first search returns a path of 2 moves from this board.'
		]);
	});
});

describe('the human method’s total against the optimum (lesson 12)', () => {
	it('counts moves and nodes at 0, 1 and 2', () => {
		expect([0, 1, 2].map((n) => comparison(n, { kind: 'bound', atLeast: n, nodes: n }))).toEqual([
			'The method used 0 moves. The optimum was not computed: IDA* stopped after 0 nodes, having proved that the shortest solution has at least 0 moves.',
			'The method used 1 move. The optimum was not computed: IDA* stopped after 1 node, having proved that the shortest solution has at least 1 move.',
			'The method used 2 moves. The optimum was not computed: IDA* stopped after 2 nodes, having proved that the shortest solution has at least 2 moves.'
		]);
	});
});

describe('inversions and their verb (solvability)', () => {
	it('says "there is 1 inversion" and "there are 0 / 2 inversions"', () => {
		const reasons = ['1 2 3 / 4 5 6 / 7 8 _', '1 2 3 / 4 5 6 / 8 7 _', '2 1 3 / 4 5 6 / 8 7 _'].map(
			(text) => explainSolvability(board(text), GOAL).reasonMessage
		);
		expect(reasons).toEqual([
			'There are 0 inversions, an even number, as the rule requires, so this board is solvable.',
			'There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal.',
			'There are 2 inversions, an even number, as the rule requires, so this board is solvable.'
		]);
	});
});

describe('counted words of the class check, the resume code and the progress file', () => {
	it('flag headings agree noun and verb with the count', () => {
		expect([0, 1, 2].map((count) => flagHeading('copied', count))).toEqual([
			'0 codes were made on another name’s questions (a copied attempt)',
			'1 code was made on another name’s questions (a copied attempt)',
			'2 codes were made on another name’s questions (a copied attempt)'
		]);
	});

	it('a resume code’s answers', () => {
		expect([0, 1, 2].map(answersWords)).toEqual(['no answers', '1 answer', '2 answers']);
	});

	it('a progress file’s entries', () => {
		expect([0, 1, 2].map(PROGRESS_MESSAGES.noneReadable)).toEqual([
			'This progress file has 0 entries, and none of them could be read, so nothing was imported.',
			'This progress file has 1 entry, and none of them could be read, so nothing was imported.',
			'This progress file has 2 entries, and none of them could be read, so nothing was imported.'
		]);
	});

	it('the player’s speed', () => {
		expect([0.5, 1, 2].map((speed) => messageText(speedWords(speed)))).toEqual([
			'0.5 steps a second',
			'1 step a second',
			'2 steps a second'
		]);
	});
});

describe('a comparison link’s empty entries', () => {
	it('says "an empty entry … it was" and "2 empty entries … they were"', () => {
		const message = (runs: string) =>
			readCompareLink(new URLSearchParams({ runs })).notices.find(({ param }) => param === 'runs')
				?.message;
		expect([message('bfs,,astar'), message('bfs,,,astar')]).toEqual([
			'The parameter "runs" has an empty entry between its commas; it was skipped.',
			'The parameter "runs" has 2 empty entries between its commas; they were skipped.'
		]);
	});
});

describe('a greedy walk’s summary (lesson 7)', () => {
	const walk = (moves: number, outcome: WalkTrace['outcome']): WalkTrace =>
		({
			outcome,
			optimal: null,
			boards: Array.from({ length: moves + 1 }, () => '')
		}) as unknown as WalkTrace;

	it('counts the moves of a walk that ends, sticks or stops', () => {
		expect([0, 1, 2].map((moves) => walkSummary(walk(moves, 'goal')))).toEqual([
			'The walk reaches the goal in 0 moves.',
			'The walk reaches the goal in 1 move.',
			'The walk reaches the goal in 2 moves.'
		]);
		expect(walkSummary(walk(1, 'stuck'))).toBe(
			'The walk is stuck after 1 move: every neighbour of its last board is a board it already stood on.'
		);
		expect(walkSummary({ ...walk(1, 'limit'), optimal: 1 })).toBe(
			'The walk was stopped after 1 move. The shortest solution has 1.'
		);
	});
});

describe('the search tree’s folds and "+N" boxes (compact mode)', () => {
	const box = layoutSearchTree(
		[
			{ id: 0, parent: null },
			{ id: 1, parent: 0 }
		],
		{ nodeWidth: 58, nodeHeight: 59, siblingGap: 10, levelGap: 28 }
	).nodes[1];
	const context = (folds: Map<number, FoldedRun>) => ({
		words: tileWords(3, 3),
		terms: termsOfPriority('g+h'),
		nodeOf: (id: number) => node(id, id === 0 ? null : 0),
		folds
	});

	it('word a fold of 0, 1 and 2 levels', () => {
		const fold = (levels: number) => {
			const run = { id: -1, parent: 0, child: 1, levels, hiddenCount: levels } as FoldedRun;
			const { caption, title } = treeItemOf(box, context(new Map([[1, run]])));
			return `${caption} | ${title}`;
		};
		expect([0, 1, 2].map(fold)).toEqual([
			'⋮ 0 levels | 0 levels of this path folded away, 0 nodes in all (compact mode)',
			'⋮ 1 level | 1 level of this path folded away, 1 node in all (compact mode)',
			'⋮ 2 levels | 2 levels of this path folded away, 2 nodes in all (compact mode)'
		]);
	});

	it('word a "+N" box over 0, 1 and 2 children', () => {
		const summary = (n: number) =>
			treeItemOf(
				{ ...box, kind: 'summary', parent: 0, hiddenCount: n, hiddenChildren: n } as LaidOutNode,
				context(new Map())
			).title;
		expect([0, 1, 2].map(summary)).toEqual([
			'0 nodes hidden under 0 children (compact mode)',
			'1 node hidden under 1 child (compact mode)',
			'2 nodes hidden under 2 children (compact mode)'
		]);
	});
});
