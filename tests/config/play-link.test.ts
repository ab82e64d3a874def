import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../../src/lib/puzzle/board';
import { goalBoard } from '../../src/lib/puzzle/goal';
import {
	LINK_VERSION,
	PLAY_DEFAULTS,
	momentParam,
	playLinkQuery,
	algorithmUses,
	ownDuplicates,
	playRunOptions,
	readTilePlayLink,
	withPreset,
	type TilePlayConfig
} from '../../src/lib/config/play-link';
import { ALGORITHM_NAMES } from '../../src/lib/search/algorithms';
import {
	DAMAGED_CODE,
	LAB_LINK_VERSION,
	packCode,
	unpackCode
} from '../../src/lib/config/code-link';
import { HEURISTICS } from '../../src/lib/puzzle/heuristics';
import { anyBoard } from '../puzzle/arbitraries';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readTilePlayLink(new URLSearchParams(query));

describe('reading a playground link', () => {
	it('gives version 1 defaults for an empty query', () => {
		expect(read('')).toEqual({ config: PLAY_DEFAULTS, notices: [] });
		expect(LINK_VERSION).toBe(1);
	});

	it('reads the example link of the issue', () => {
		const { config, notices } = read('board=1234_5678&algo=astar&h=manhattan&step=17');
		expect(notices).toEqual([]);
		expect(config.board.cells).toEqual([1, 2, 3, 4, 0, 5, 6, 7, 8]);
		expect([config.algorithm, config.heuristic, config.step]).toEqual(['astar', 'manhattan', 17]);
	});

	it('reads every option', () => {
		const { config, notices } = read(
			'v=1&board=1,2,3,4,5,6,7,0&size=2x4&goal=blank-first&algo=wastar&h=linear-conflict&w=1.5&ties=low-h&test=on-generation&dup=tree&order=ULRD&cap=1000&step=3&unsolvable=search'
		);
		expect(notices).toEqual([]);
		expect(config).toEqual({
			problem: 'tile',
			board: boardOf(2, 4, [1, 2, 3, 4, 5, 6, 7, 0]),
			goal: goalBoard(2, 4, 'blank-first'),
			algorithm: 'wastar',
			heuristic: 'linear-conflict',
			weight: 1.5,
			tieBreak: 'low-h',
			goalTest: 'on-generation',
			duplicates: 'tree',
			childOrder: ['Up', 'Left', 'Right', 'Down'],
			maxExpansions: 1000,
			step: 3,
			moment: null,
			grain: 'expansion',
			unsolvable: 'search',
			preset: null,
			customH: null
		});
	});

	it('refuses unsolvable boards unless the link asks to search them, and names a wrong value', () => {
		expect(read('board=12345687_').config.unsolvable).toBe('refuse');
		const { config, notices } = read('board=12345687_&unsolvable=run');
		expect(config.unsolvable).toBe('refuse');
		expect(notices).toEqual([
			{
				param: 'unsolvable',
				message:
					'The parameter "unsolvable" takes refuse (the default: say why, start nothing) or search (run the search anyway); got "run". Using the default instead.'
			}
		]);
		expect(playLinkQuery({ ...config, unsolvable: 'search' })).toBe(
			'v=1&board=12345687_&unsolvable=search'
		);
	});

	it('names each wrong parameter, uses its default and keeps the rest', () => {
		const { config, notices } = read(
			'board=1,2,2,3,4,0,6,7,8&algo=fastest&h=manhattan&ties=random&step=-2&goal=upside&color=red'
		);
		expect(notices).toEqual([
			{ param: 'color', message: 'The parameter "color" is not known and was ignored.' },
			{
				param: 'board',
				message:
					'The parameter "board": Tile 2 appears twice (positions 2 and 3). Showing the default board instead.'
			},
			{
				param: 'goal',
				message:
					'The parameter "goal": Unknown goal "upside": use blank-last, blank-first, or write the goal board. Using the blank-last goal instead.'
			},
			{
				param: 'algo',
				message:
					'The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "fastest". Using the default instead.'
			},
			{
				param: 'ties',
				message:
					'The parameter "ties" takes fifo, lifo, low-h, low-g-text or alpha; got "random". Using the default instead.'
			},
			{
				param: 'step',
				message:
					'The parameter "step" takes a whole number, 0 or more; got "-2". Using the default instead.'
			}
		]);
		expect(config).toEqual(PLAY_DEFAULTS);
	});

	it('says when a link comes from a newer version', () => {
		expect(read('v=7').notices).toEqual([
			{
				param: 'v',
				message:
					'This link was made by a newer version of Frontier (v=7); it is shown as this version understands it.'
			}
		]);
	});

	it('keeps the cap within the engine limit', () => {
		expect(read('cap=0')).toEqual({
			config: { ...PLAY_DEFAULTS, maxExpansions: 1 },
			notices: [
				{ param: 'cap', message: 'The expansion cap must be between 1 and 2,000,000; using 1.' }
			]
		});
		const { config, notices } = read('cap=99999999');
		expect(config.maxExpansions).toBe(2_000_000);
		expect(notices).toEqual([
			{
				param: 'cap',
				message: 'The expansion cap must be between 1 and 2,000,000; using 2,000,000.'
			}
		]);
	});

	it('rejects a goal of another size', () => {
		const { config, notices } = read('board=12345678_&goal=1,2,3,0');
		expect(config.goal).toEqual(goalBoard(3, 3));
		expect(notices.map((n) => n.param)).toEqual(['goal']);
	});
});

describe('writing a playground link', () => {
	it('writes the version and board, then only what differs from the defaults', () => {
		expect(playLinkQuery(PLAY_DEFAULTS)).toBe('v=1&board=41325_786');
		expect(playLinkQuery({ ...PLAY_DEFAULTS, algorithm: 'bfs', step: 12 })).toBe(
			'v=1&board=41325_786&algo=bfs&step=12'
		);
	});

	it('leaves out the options the algorithm does not use', () => {
		const chosen = { ...PLAY_DEFAULTS, heuristic: 'linear-conflict', weight: 3, tieBreak: 'lifo' };
		expect(playLinkQuery({ ...chosen, algorithm: 'bfs' } as TilePlayConfig)).toBe(
			'v=1&board=41325_786&algo=bfs'
		);
		expect(playLinkQuery({ ...chosen, algorithm: 'greedy' } as TilePlayConfig)).toBe(
			'v=1&board=41325_786&algo=greedy&h=linear-conflict&ties=lifo'
		);
		expect(playLinkQuery({ ...chosen, algorithm: 'idastar' } as TilePlayConfig)).toBe(
			'v=1&board=41325_786&algo=idastar&h=linear-conflict'
		);
		expect(playLinkQuery({ ...chosen, algorithm: 'wastar' } as TilePlayConfig)).toBe(
			'v=1&board=41325_786&algo=wastar&h=linear-conflict&w=3&ties=lifo'
		);
	});

	it('writes 4×4 boards as a comma list and rectangles with their size', () => {
		const korf79 = boardOf(4, 4, [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15]);
		expect(
			playLinkQuery({ ...PLAY_DEFAULTS, board: korf79, goal: goalBoard(4, 4, 'blank-first') })
		).toBe('v=1&board=0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15&goal=blank-first');
		const twoByFour = boardOf(2, 4, [1, 2, 3, 4, 5, 6, 0, 7]);
		expect(playLinkQuery({ ...PLAY_DEFAULTS, board: twoByFour, goal: goalBoard(2, 4) })).toBe(
			'v=1&board=123456_7&size=2x4'
		);
	});

	it('keeps the grain and the moment within the step (written from 1), and says what is wrong', () => {
		const { config, notices } = read('board=41325_786&step=4&moment=3&grain=line');
		expect([config.step, config.moment, config.grain]).toEqual([4, 2, 'line']);
		expect(playLinkQuery(config)).toBe('v=1&board=41325_786&step=4&moment=3&grain=line');
		expect(notices).toEqual([]);
		const wrong = read('step=4&moment=0&grain=lines');
		expect([wrong.config.moment, wrong.config.grain]).toEqual([null, 'expansion']);
		expect(wrong.notices.map((notice) => notice.message)).toEqual([
			'The parameter "moment" takes a whole number, 1 or more (a step’s moments count from 1); got "0". Using the default instead.',
			'The parameter "grain" is "lines"; use expansion or line. Using the default instead.'
		]);
		expect(read('step=4&moment=two').notices.map((notice) => notice.param)).toEqual(['moment']);
	});

	it('reads an old link’s line= as the moment it always named, and writes it back as moment=', () => {
		const old = read('board=41325_786&step=1&line=11&grain=line');
		expect([old.config.step, old.config.moment]).toEqual([1, 10]);
		expect(old.notices).toEqual([]);
		expect(playLinkQuery(old.config)).toBe('v=1&board=41325_786&step=1&moment=11&grain=line');
		expect(read('line=0').notices.map((notice) => notice.message)).toEqual([
			'The parameter "line" takes a whole number, 1 or more (a step’s moments count from 1); got "0". Using the default instead.'
		]);
		const both = read('step=1&moment=2&line=5');
		expect(both.config.moment).toBe(1);
		expect(both.notices.map((notice) => notice.message)).toEqual([
			'The parameter "line" is the old name of "moment", which this link also has; "line" is ignored.'
		]);
		expect(momentParam(new URLSearchParams('line=3'))).toBe('line');
		expect(momentParam(new URLSearchParams('moment=3&line=3'))).toBe('moment');
		expect(momentParam(new URLSearchParams('step=3'))).toBe('moment');
	});

	it('round-trips any configuration exactly', () => {
		const config = anyBoard(5).chain((board) =>
			fc.record<TilePlayConfig>({
				problem: fc.constant('tile'),
				board: fc.constant(board),
				goal: fc.constantFrom(
					goalBoard(board.rows, board.cols, 'blank-last'),
					goalBoard(board.rows, board.cols, 'blank-first')
				),
				algorithm: fc.constantFrom(...ALGORITHM_NAMES),
				heuristic: fc.constantFrom(...HEURISTICS),
				weight: fc.constantFrom(0, 0.5, 1, 2, 3.25),
				tieBreak: fc.constantFrom('fifo', 'lifo', 'low-h', 'alpha'),
				goalTest: fc.constantFrom(null, 'on-generation', 'on-removal'),
				duplicates: fc.constantFrom(null, 'tree', 'graph', 'graph-update', 'graph-except-start'),
				childOrder: fc.shuffledSubarray(['Up', 'Down', 'Left', 'Right'] as const, {
					minLength: 4,
					maxLength: 4
				}),
				maxExpansions: fc.integer({ min: 1, max: 2_000_000 }),
				step: fc.nat(),
				moment: fc.option(fc.nat(), { nil: null }),
				grain: fc.constantFrom('expansion', 'line'),
				unsolvable: fc.constantFrom('refuse', 'search'),
				preset: fc.constant(null),
				customH: fc.constant(null)
			})
		);
		fc.assert(
			fc.property(config, (original) => {
				const { config: reread, notices } = read(playLinkQuery(original));
				expect(notices).toEqual([]);
				// An option the algorithm does not use is not written, and reads back as its default.
				const unused = (param: string) => !algorithmUses(original.algorithm, param);
				expect(reread).toEqual({
					...original,
					heuristic: unused('h') ? PLAY_DEFAULTS.heuristic : original.heuristic,
					weight: unused('w') ? PLAY_DEFAULTS.weight : original.weight,
					tieBreak: unused('ties') ? PLAY_DEFAULTS.tieBreak : original.tieBreak,
					goalTest: unused('test') ? null : original.goalTest,
					// The algorithm's own rule is never written: it reads back as null.
					duplicates: unused('dup') ? null : ownDuplicates(original.algorithm, original.duplicates)
				});
			})
		);
	});
});

describe('the tiles-tutorial preset in a link (seed 000)', () => {
	it('runs tilesSearch.py: weighted A* with the ratio as w, under the tutorial’s rules', () => {
		const { config, notices } = read('board=1234_5678&algo=wastar&preset=tiles-tutorial&w=0');
		expect(notices).toEqual([]);
		expect([config.preset, config.algorithm, config.weight, config.heuristic]).toEqual([
			'tiles-tutorial',
			'wastar',
			0,
			'manhattan'
		]);
		expect([config.tieBreak, config.childOrder]).toEqual([
			'low-g-text',
			['Up', 'Left', 'Right', 'Down']
		]);
		expect(playRunOptions(config)).toEqual({
			tieBreak: 'low-g-text',
			duplicates: 'graph-except-start',
			goalTest: 'on-generation',
			maxExpansions: 50000,
			weight: 0
		});
		// What the preset fixes is not written again.
		expect(playLinkQuery(config)).toBe('v=1&board=1234_5678&algo=wastar&preset=tiles-tutorial&w=0');
	});

	it('runs tilesGreedy.py with algo=walk, and round-trips', () => {
		const { config } = read('board=75126348_&algo=walk&preset=tiles-tutorial');
		expect(playRunOptions(config)).toEqual({
			tieBreak: 'low-g-text',
			duplicates: 'graph',
			maxExpansions: 50000
		});
		expect(read(playLinkQuery(config))).toEqual({ config, notices: [] });
	});

	it('says when the link sets what the preset fixes, and the preset wins', () => {
		const { config, notices } = read(
			'board=1234_5678&algo=wastar&preset=tiles-tutorial&ties=fifo&order=UDLR&h=misplaced&goal=blank-first'
		);
		expect([config.tieBreak, config.heuristic, config.goal]).toEqual([
			'low-g-text',
			'manhattan',
			goalBoard(3, 3, 'blank-last')
		]);
		expect(notices.map((notice) => notice.message)).toEqual([
			'The parameter "goal" is "blank-first", but the preset tiles-tutorial uses blank-last; the preset wins.',
			'The parameter "h" is "misplaced", but the preset tiles-tutorial uses manhattan; the preset wins.',
			'The parameter "ties" is "fifo", but the preset tiles-tutorial uses low-g-text; the preset wins.',
			'The parameter "order" is "UDLR", but the preset tiles-tutorial uses ULRD; the preset wins.'
		]);
	});

	it('ignores, with a notice, a preset it does not know or one that does not fit the algorithm', () => {
		const unknown = read('board=1234_5678&algo=wastar&preset=edx');
		expect([unknown.config.preset, unknown.notices[0].message]).toEqual([
			null,
			'The parameter "preset" takes tiles-tutorial; got "edx". The run follows the algorithm\'s own rules instead.'
		]);
		const astar = read('board=1234_5678&algo=astar&preset=tiles-tutorial');
		expect([astar.config.preset, astar.config.tieBreak, astar.notices[0].message]).toEqual([
			null,
			'fifo',
			"The preset tiles-tutorial runs the tutorial's two programs, algo=wastar (tilesSearch.py; w is its ratio) and algo=walk (tilesGreedy.py); with algo=astar it was ignored."
		]);
	});

	it('withPreset moves another algorithm to wastar and drops back to the config as it is', () => {
		const on = withPreset({ ...PLAY_DEFAULTS, algorithm: 'bfs' }, 'tiles-tutorial');
		expect([on.algorithm, on.preset, on.tieBreak]).toEqual([
			'wastar',
			'tiles-tutorial',
			'low-g-text'
		]);
		const off = withPreset(on, null);
		expect([off.preset, off.algorithm, playRunOptions(off)]).toEqual([
			null,
			'wastar',
			{ tieBreak: 'low-g-text', weight: 2, maxExpansions: 50000 }
		]);
	});
});

describe('a heuristic from the lab in a link (h=custom&hv=1&hcode=…)', () => {
	const CODE = 'function h(board) {\n  return 0;\n}';
	const readLab = (query: string) => readTilePlayLink(new URLSearchParams(query), [], true);
	const messages = (query: string) => readLab(query).notices.map((notice) => notice.message);

	it('reads the code, writes it back, and unpacks it to the code the lab packed', async () => {
		const packed = await packCode(CODE);
		const { config, notices } = readLab(`board=41325_786&h=custom&hv=1&hcode=${packed}`);
		expect(notices).toEqual([]);
		expect(config.customH).toEqual({ packed, table: null });
		expect(config.heuristic).toBe('manhattan');
		expect(playLinkQuery(config)).toBe(`v=1&board=41325_786&h=custom&hv=1&hcode=${packed}`);
		expect(await unpackCode(packed)).toEqual({ code: CODE });
		expect(LAB_LINK_VERSION).toBe(1);
	});

	it('says what is wrong and falls back to Manhattan distance', async () => {
		const packed = await packCode(CODE);
		expect(readLab(`h=custom&hv=1`).config.customH).toBeNull();
		expect(messages('h=custom&hv=1')).toEqual([
			'The link asks for the heuristic from the lab (custom), but carries no code ("hcode"). Manhattan distance is used instead.'
		]);
		expect(messages(`h=custom&hcode=${packed}`)).toEqual([
			'The heuristic\'s code has no version ("hv=1"), so it cannot be read; ask for the link again. Manhattan distance is used instead.'
		]);
		expect(messages(`h=custom&hv=2&hcode=${packed}`)).toEqual([
			'The heuristic\'s code is in version "2", which this page does not read (it reads hv=1); ask for the link again, or open it in a newer Frontier. Manhattan distance is used instead.'
		]);
		const fifteen = readLab(
			`board=1,2,3,4,5,6,7,0,8,9,10,11,12,13,14,15&h=custom&hv=1&hcode=${packed}`
		);
		expect([fifteen.config.customH, fifteen.config.heuristic]).toEqual([null, 'manhattan']);
		expect(fifteen.notices.map((notice) => notice.message)).toEqual([
			'The heuristic from the lab is for the 8-puzzle (3×3 boards), and this board is 4×4. Manhattan distance is used instead.'
		]);
		expect(messages('h=custom&hv=1&hcode=not*base64')).toEqual([
			"The heuristic's code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Manhattan distance is used instead."
		]);
		expect(messages(`h=misplaced&hv=1&hcode=${packed}`)).toEqual([
			'The parameters "hcode" and "hv" carry a heuristic from the lab and are read only with a run of it (h=custom in the playground, astar:custom in a comparison); they were ignored.'
		]);
		expect(readLab(`h=misplaced&hcode=${packed}`).config.heuristic).toBe('misplaced');
	});

	it('unpacks damaged code to a sentence, never an exception', async () => {
		// Valid base64url that is not DEFLATE.
		expect(await unpackCode('AAAA')).toEqual({ message: DAMAGED_CODE });
		const packed = await packCode(CODE);
		expect(await unpackCode(packed.slice(0, -4))).toEqual({ message: DAMAGED_CODE });
	});

	it('is said and replaced by Manhattan distance on pages that cannot show it', async () => {
		const { config, notices } = read(`h=custom&hv=1&hcode=${await packCode(CODE)}`);
		expect([config.customH, config.heuristic]).toEqual([null, 'manhattan']);
		expect(notices.map((notice) => notice.message)).toEqual([
			'A heuristic from the lab (h=custom) runs in the playground (/play), which shows its code before running it; here Manhattan distance is used.'
		]);
	});

	it('is dropped by a preset, which fixes the heuristic', async () => {
		const packed = await packCode(CODE);
		const { config, notices } = readLab(
			`board=1234_5678&algo=wastar&preset=tiles-tutorial&h=custom&hv=1&hcode=${packed}`
		);
		expect([config.customH, config.heuristic]).toEqual([null, 'manhattan']);
		expect(notices.map((notice) => notice.message)).toEqual([
			'The parameter "h" is "custom", but the preset tiles-tutorial uses manhattan; the preset wins.'
		]);
	});
});
