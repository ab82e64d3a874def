/**
 * One bad value for every parameter of every page that reads its link, and the exact notices
 * the page's reader gives for it (issue 27: every parameter says what it did with a value it
 * could not use). docs/links.md has the same table in words; a parameter added to a reader's
 * list without a row here fails the completeness test in link-notices.test.ts.
 */
export interface NoticeCase {
	/** The page whose reader reads the query. */
	readonly page: string;
	/** The parameter the case is about (its notice must be among those given). */
	readonly param: string;
	readonly query: string;
	/** Every notice the reader gives, as [parameter, sentence], in order. */
	readonly notices: readonly (readonly [string, string])[];
}

const CASES: readonly NoticeCase[] = [
	{
		page: '/play',
		param: 'v',
		query: 'v=x',
		notices: [
			[
				'v',
				'The parameter "v" takes a whole number, 0 or more; got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'problem',
		query: 'problem=maze',
		notices: [
			[
				'problem',
				'The parameter "problem" takes tiles, road-map, graph or grid; got "maze". Showing the tile puzzle instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'start',
		query: 'start=A',
		notices: [
			[
				'start',
				'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows the tile puzzle; it was ignored.'
			]
		]
	},
	{
		page: '/play',
		param: 'g',
		query: 'problem=graph&g=start+S_S+A+-1',
		notices: [
			[
				'g',
				'The graph in the link cannot be searched — line 2: The edge S–A costs -1: costs are 0 or more. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1'
			]
		]
	},
	{
		page: '/play',
		param: 'grid',
		query: 'problem=grid&grid=v1.3x3',
		notices: [
			[
				'grid',
				'The parameter "grid" holds no grid that can be searched: A grid\'s link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 2. Showing the U-shaped trap instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'board',
		query: 'board=12a',
		notices: [
			[
				'board',
				'The parameter "board": Unknown character "a" at position 3: use digits, and _ or * or 0 for the blank. Showing the default board instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'size',
		query: 'board=1234_5678&size=9x9',
		notices: [
			[
				'size',
				'The parameter "size": 9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			]
		]
	},
	{
		page: '/play',
		param: 'goal',
		query: 'goal=middle',
		notices: [
			[
				'goal',
				'The parameter "goal": Unknown goal "middle": use blank-last, blank-first, or write the goal board. Using the blank-last goal instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'algo',
		query: 'algo=quick',
		notices: [
			[
				'algo',
				'The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "quick". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'preset',
		query: 'preset=nope',
		notices: [
			[
				'preset',
				'The parameter "preset" takes tiles-tutorial; got "nope". The run follows the algorithm\'s own rules instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'h',
		query: 'h=guess',
		notices: [
			[
				'h',
				'The parameter "h" takes zero, misplaced, manhattan or linear-conflict; got "guess". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'hv',
		query: 'h=custom&hcode=abc&hv=7',
		notices: [
			[
				'hv',
				'The heuristic\'s code is in version "7", which this page does not read (it reads hv=1); ask for the link again, or open it in a newer Frontier. Manhattan distance is used instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'hcode',
		query: 'h=custom&hv=1&hcode=%21%21',
		notices: [
			[
				'hcode',
				"The heuristic's code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Manhattan distance is used instead."
			]
		]
	},
	{
		page: '/play',
		param: 'w',
		query: 'algo=wastar&w=heavy',
		notices: [
			[
				'w',
				'The parameter "w" takes a number, 0 or more (f = g + w·h); got "heavy". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'ties',
		query: 'ties=coin',
		notices: [
			[
				'ties',
				'The parameter "ties" takes fifo, lifo, low-h, low-g-text or alpha; got "coin". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'test',
		query: 'test=early',
		notices: [
			[
				'test',
				'The parameter "test" takes on-generation or on-removal; got "early". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'dup',
		query: 'dup=maybe',
		notices: [
			[
				'dup',
				'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'order',
		query: 'order=UUUU',
		notices: [
			[
				'order',
				'The parameter "order" takes the four blank moves in the order to try them, e.g. UDLR; got "UUUU". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'cap',
		query: 'cap=lots',
		notices: [
			[
				'cap',
				'The parameter "cap" takes a whole number, 0 or more; got "lots". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'step',
		query: 'step=-2',
		notices: [
			[
				'step',
				'The parameter "step" takes a whole number, 0 or more; got "-2". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'moment',
		query: 'step=1&moment=x',
		notices: [
			[
				'moment',
				'The parameter "moment" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'line',
		query: 'step=1&line=x',
		notices: [
			[
				'line',
				'The parameter "line" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'grain',
		query: 'grain=atom',
		notices: [
			[
				'grain',
				'The parameter "grain" is "atom"; use expansion or line. Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'unsolvable',
		query: 'unsolvable=maybe',
		notices: [
			[
				'unsolvable',
				'The parameter "unsolvable" takes refuse (the default: say why, start nothing) or search (run the search anyway); got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/play',
		param: 'view',
		query: 'view=expert',
		notices: [
			[
				'view',
				'The parameter "view" takes "simple" or "full"; "expert" is neither, so the simple view is shown.'
			]
		]
	},
	{
		page: '/play',
		param: 'quiz',
		query: 'quiz=yes',
		notices: [
			[
				'quiz',
				'The parameter "quiz" takes 1 (quiz mode) or 0; "yes" is neither, so the explorer opens without the quiz.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'v',
		query: 'v=x',
		notices: [
			[
				'v',
				'The parameter "v" takes a whole number, 0 or more; got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'problem',
		query: 'problem=maze',
		notices: [
			[
				'problem',
				'The parameter "problem" takes tiles, road-map, graph or grid; got "maze". Showing the tile puzzle instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'start',
		query: 'start=A',
		notices: [
			[
				'start',
				'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows the tile puzzle; it was ignored.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'g',
		query: 'problem=graph&g=start+S_S+A+-1',
		notices: [
			[
				'g',
				'The graph in the link cannot be searched — line 2: The edge S–A costs -1: costs are 0 or more. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'grid',
		query: 'problem=grid&grid=v1.3x3',
		notices: [
			[
				'grid',
				'The parameter "grid" holds no grid that can be searched: A grid\'s link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 2. Showing the U-shaped trap instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'board',
		query: 'board=12a',
		notices: [
			[
				'board',
				'The parameter "board": Unknown character "a" at position 3: use digits, and _ or * or 0 for the blank. Showing the default board instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'size',
		query: 'board=1234_5678&size=9x9',
		notices: [
			[
				'size',
				'The parameter "size": 9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'goal',
		query: 'goal=middle',
		notices: [
			[
				'goal',
				'The parameter "goal": Unknown goal "middle": use blank-last, blank-first, or write the goal board. Using the blank-last goal instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'algo',
		query: 'algo=quick',
		notices: [
			[
				'algo',
				'The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "quick". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'preset',
		query: 'preset=nope',
		notices: [
			[
				'preset',
				'The parameter "preset" takes tiles-tutorial; got "nope". The run follows the algorithm\'s own rules instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'h',
		query: 'h=guess',
		notices: [
			[
				'h',
				'The parameter "h" takes zero, misplaced, manhattan or linear-conflict; got "guess". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'hv',
		query: 'hv=7',
		notices: [
			[
				'hv',
				'The parameters "hcode" and "hv" carry a heuristic from the lab and are read only with a run of it (h=custom in the playground, astar:custom in a comparison); they were ignored.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'hcode',
		query: 'hcode=%21%21',
		notices: [
			[
				'hcode',
				'The parameters "hcode" and "hv" carry a heuristic from the lab and are read only with a run of it (h=custom in the playground, astar:custom in a comparison); they were ignored.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'w',
		query: 'algo=wastar&w=heavy',
		notices: [
			[
				'w',
				'The parameter "w" takes a number, 0 or more (f = g + w·h); got "heavy". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'ties',
		query: 'ties=coin',
		notices: [
			[
				'ties',
				'The parameter "ties" takes fifo, lifo, low-h, low-g-text or alpha; got "coin". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'test',
		query: 'test=early',
		notices: [
			[
				'test',
				'The parameter "test" takes on-generation or on-removal; got "early". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'dup',
		query: 'dup=maybe',
		notices: [
			[
				'dup',
				'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'order',
		query: 'order=UUUU',
		notices: [
			[
				'order',
				'The parameter "order" takes the four blank moves in the order to try them, e.g. UDLR; got "UUUU". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'cap',
		query: 'cap=lots',
		notices: [
			[
				'cap',
				'The parameter "cap" takes a whole number, 0 or more; got "lots". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'step',
		query: 'step=-2',
		notices: [
			[
				'step',
				'The parameter "step" takes a whole number, 0 or more; got "-2". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'moment',
		query: 'step=1&moment=x',
		notices: [
			[
				'moment',
				'The parameter "moment" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'line',
		query: 'step=1&line=x',
		notices: [
			[
				'line',
				'The parameter "line" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'grain',
		query: 'grain=atom',
		notices: [
			[
				'grain',
				'The parameter "grain" is "atom"; use expansion or line. Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'unsolvable',
		query: 'unsolvable=maybe',
		notices: [
			[
				'unsolvable',
				'The parameter "unsolvable" takes refuse (the default: say why, start nothing) or search (run the search anyway); got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'panels',
		query: 'panels=sidebar',
		notices: [
			[
				'panels',
				'The parameter "panels" lists board, controls, narration, frontier, tree, code, stats, details, chart, share; "sidebar" is not among them and was ignored, so every panel is shown.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'hide',
		query: 'hide=sidebar',
		notices: [
			[
				'hide',
				'The parameter "hide" lists board, controls, narration, frontier, tree, code, stats, details, chart, share; "sidebar" is not among them and was ignored, so none is left out.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'view',
		query: 'view=expert',
		notices: [
			[
				'view',
				'The parameter "view" takes "simple" or "full"; "expert" is neither, so the full view is shown.'
			]
		]
	},
	{
		page: '/embed/play',
		param: 'quiz',
		query: 'quiz=',
		notices: [
			[
				'quiz',
				'The parameter "quiz" takes 1 (quiz mode) or 0; it is empty, so the explorer opens without the quiz.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'v',
		query: 'v=x',
		notices: [
			[
				'v',
				'The parameter "v" takes a whole number, 0 or more; got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'problem',
		query: 'problem=maze',
		notices: [
			[
				'problem',
				'The parameter "problem" takes tiles, road-map, graph or grid; got "maze". Showing the tile puzzle instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'start',
		query: 'start=A',
		notices: [
			[
				'start',
				'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows the tile puzzle; it was ignored.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'g',
		query: 'problem=graph&g=start+S_S+A+-1',
		notices: [
			[
				'g',
				'The graph in the link cannot be searched — line 2: The edge S–A costs -1: costs are 0 or more. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1'
			]
		]
	},
	{
		page: '/challenge',
		param: 'grid',
		query: 'problem=grid&grid=v1.3x3',
		notices: [
			[
				'grid',
				'The parameter "grid" holds no grid that can be searched: A grid\'s link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 2. Showing the U-shaped trap instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'board',
		query: 'board=12a',
		notices: [
			[
				'board',
				'The parameter "board": Unknown character "a" at position 3: use digits, and _ or * or 0 for the blank. Showing the default board instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'size',
		query: 'board=1234_5678&size=9x9',
		notices: [
			[
				'size',
				'The parameter "size": 9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'goal',
		query: 'goal=middle',
		notices: [
			[
				'goal',
				'The parameter "goal": Unknown goal "middle": use blank-last, blank-first, or write the goal board. Using the blank-last goal instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'algo',
		query: 'algo=quick',
		notices: [
			[
				'algo',
				'The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "quick". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'preset',
		query: 'preset=nope',
		notices: [
			[
				'preset',
				'The parameter "preset" takes tiles-tutorial; got "nope". The run follows the algorithm\'s own rules instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'h',
		query: 'h=guess',
		notices: [
			[
				'h',
				'The parameter "h" takes zero, misplaced, manhattan or linear-conflict; got "guess". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'hv',
		query: 'hv=7',
		notices: [
			[
				'hv',
				'The parameters "hcode" and "hv" carry a heuristic from the lab and are read only with a run of it (h=custom in the playground, astar:custom in a comparison); they were ignored.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'hcode',
		query: 'hcode=%21%21',
		notices: [
			[
				'hcode',
				'The parameters "hcode" and "hv" carry a heuristic from the lab and are read only with a run of it (h=custom in the playground, astar:custom in a comparison); they were ignored.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'w',
		query: 'algo=wastar&w=heavy',
		notices: [
			[
				'w',
				'The parameter "w" takes a number, 0 or more (f = g + w·h); got "heavy". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'ties',
		query: 'ties=coin',
		notices: [
			[
				'ties',
				'The parameter "ties" takes fifo, lifo, low-h, low-g-text or alpha; got "coin". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'test',
		query: 'test=early',
		notices: [
			[
				'test',
				'The parameter "test" takes on-generation or on-removal; got "early". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'dup',
		query: 'dup=maybe',
		notices: [
			[
				'dup',
				'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'order',
		query: 'order=UUUU',
		notices: [
			[
				'order',
				'The parameter "order" takes the four blank moves in the order to try them, e.g. UDLR; got "UUUU". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'cap',
		query: 'cap=lots',
		notices: [
			[
				'cap',
				'The parameter "cap" takes a whole number, 0 or more; got "lots". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'step',
		query: 'step=-2',
		notices: [
			[
				'step',
				'The parameter "step" takes a whole number, 0 or more; got "-2". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'moment',
		query: 'step=1&moment=x',
		notices: [
			[
				'moment',
				'The parameter "moment" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'line',
		query: 'step=1&line=x',
		notices: [
			[
				'line',
				'The parameter "line" takes a whole number, 1 or more (a step’s moments count from 1); got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'grain',
		query: 'grain=atom',
		notices: [
			[
				'grain',
				'The parameter "grain" is "atom"; use expansion or line. Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'unsolvable',
		query: 'unsolvable=maybe',
		notices: [
			[
				'unsolvable',
				'The parameter "unsolvable" takes refuse (the default: say why, start nothing) or search (run the search anyway); got "maybe". Using the default instead.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'ask',
		query: 'ask=why',
		notices: [
			[
				'ask',
				'The parameter "ask" takes next or length; got "why". Asking for the next expansions.'
			]
		]
	},
	{
		page: '/challenge',
		param: 'k',
		query: 'k=99',
		notices: [['k', 'The parameter "k" takes a whole number from 1 to 10; got "99". Using 3.']]
	},
	{
		page: '/compare',
		param: 'v',
		query: 'v=x',
		notices: [
			[
				'v',
				'The parameter "v" takes a whole number, 0 or more; got "x". Using the default instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'problem',
		query: 'problem=maze',
		notices: [
			[
				'problem',
				'The parameter "problem" takes tiles, road-map, graph or grid; got "maze". Showing the tile puzzle instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'start',
		query: 'problem=road-map&start=Paris&runs=bfs%2Castar',
		notices: [
			[
				'start',
				'The parameter "start" is "Paris", which is not a city of the graph road-map (A, B, C, D, F, L, M, P, Q, R, S, T, Z); using A.'
			]
		]
	},
	{
		page: '/compare',
		param: 'g',
		query: 'problem=graph&g=start+S_S+A+-1&runs=bfs%2Cucs',
		notices: [
			[
				'g',
				'The graph in the link cannot be searched — line 2: The edge S–A costs -1: costs are 0 or more. The graph has no goal: add a line "goal G". Showing the teaching graph "A small exam graph" instead; the link\'s graph was: start S / S A -1'
			]
		]
	},
	{
		page: '/compare',
		param: 'grid',
		query: 'problem=grid&grid=v1.3x3',
		notices: [
			[
				'grid',
				'The parameter "grid" holds no grid that can be searched: A grid\'s link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 2. Showing the U-shaped trap instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'board',
		query: 'board=12a',
		notices: [
			[
				'board',
				'The parameter "board": Unknown character "a" at position 3: use digits, and _ or * or 0 for the blank. Showing the default board instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'size',
		query: 'board=1234_5678&size=9x9',
		notices: [
			[
				'size',
				'The parameter "size": 9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			]
		]
	},
	{
		page: '/compare',
		param: 'goal',
		query: 'goal=middle',
		notices: [
			[
				'goal',
				'The parameter "goal": Unknown goal "middle": use blank-last, blank-first, or write the goal board. Using the blank-last goal instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'runs',
		query: 'runs=quick%2Cslow',
		notices: [
			[
				'runs',
				'The run "quick": the algorithm takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "quick". It was left out.'
			],
			[
				'runs',
				'The run "slow": the algorithm takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "slow". It was left out.'
			],
			['runs', 'A comparison needs at least 2 runs; showing the default comparison instead.']
		]
	},
	{
		page: '/compare',
		param: 'h',
		query: 'h=octile',
		notices: [
			[
				'h',
				'The parameter "h" names the heuristic of a comparison on a grid maze; on the tile puzzle each run names its own (astar:manhattan), so it was ignored.'
			]
		]
	},
	{
		page: '/compare',
		param: 'hv',
		query: 'runs=astar%3Acustom%2Cbfs&hcode=abc&hv=7',
		notices: [
			[
				'hv',
				'The heuristic\'s code is in version "7", which this page does not read (it reads hv=1); ask for the link again, or open it in a newer Frontier. Manhattan distance is used instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'hcode',
		query: 'runs=astar%3Acustom%2Cbfs&hv=1&hcode=%21%21',
		notices: [
			[
				'hcode',
				"The heuristic's code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Manhattan distance is used instead."
			]
		]
	},
	{
		page: '/compare',
		param: 'dup',
		query: 'dup=maybe',
		notices: [
			[
				'dup',
				'The parameter "dup" takes graph, graph-update, tree, graph-except-start or prune; got "maybe". Each algorithm keeps its own rule instead.'
			]
		]
	},
	{
		page: '/compare',
		param: 'step',
		query: 'step=-2',
		notices: [['step', 'The parameter "step" takes a whole number, 0 or more; got "-2". Using 0.']]
	},
	{
		page: '/practice',
		param: 'v',
		query: 'v=x',
		notices: [['v', 'The parameter "v" is "x"; this page reads version 1 links.']]
	},
	{
		page: '/practice',
		param: 'types',
		query: 'types=essay',
		notices: [
			[
				'types',
				'The parameter "types" takes some of simulate, path-cost, heuristic, solvable, frontier-after, never-expanded, route-cost, expansion-order, graph-values, graph-path, which-algorithm, which-heuristic, admissible, astar-trap, grid-next, grid-cost, grid-admissible, grid-trap, separated by commas; got "essay". Asking simulate.'
			]
		]
	},
	{
		page: '/practice',
		param: 'algos',
		query: 'algos=quick',
		notices: [
			[
				'algos',
				'The parameter "algos" takes algorithm names separated by commas (such as astar,bfs); got "quick". Asking astar.'
			]
		]
	},
	{
		page: '/practice',
		param: 'problem',
		query: 'problem=chess',
		notices: [
			['problem', 'The parameter "problem" takes tiles or road-map; got "chess". Searching boards.']
		]
	},
	{
		page: '/practice',
		param: 'start',
		query: 'start=Q',
		notices: [
			[
				'start',
				'The parameter "start" is the road map’s start city, and this assignment asks nothing on the road map (route-cost, or simulate with problem=road-map), so it is ignored.'
			]
		]
	},
	{
		page: '/practice',
		param: 'n',
		query: 'n=0',
		notices: [
			['n', 'The parameter "n" takes a whole number of questions from 1 to 20; got "0". Asking 3.']
		]
	},
	{
		page: '/practice',
		param: 'level',
		query: 'level=expert',
		notices: [
			['level', 'The parameter "level" takes easy, medium, hard; got "expert". Using easy.']
		]
	},
	{
		page: '/practice',
		param: 'detail',
		query: 'detail=all',
		notices: [
			['detail', 'The parameter "detail" takes pick, values, order; got "all". Using pick.']
		]
	},
	{
		page: '/practice',
		param: 'title',
		query:
			'title=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
		notices: [['title', 'The parameter "title" holds at most 80 characters; it was cut there.']]
	},
	{
		page: '/practice',
		param: 'key',
		query: 'key=a+b',
		notices: [
			[
				'key',
				'The parameter "key" takes letters, digits, dots, hyphens and underscores; got "a b", so it was ignored.'
			]
		]
	},
	{
		page: '/practice',
		param: 'seed',
		query: 'seed=a+b',
		notices: [
			[
				'seed',
				'The parameter "seed" takes letters, digits, dots, hyphens and underscores; got "a b", so it was ignored.'
			]
		]
	},
	{
		page: '/practice',
		param: 'pass',
		query: 'pass=101',
		notices: [
			[
				'pass',
				'The parameter "pass" takes a pass mark in percent, a whole number from 0 to 100; got "101". Using 50.'
			]
		]
	},
	{
		page: '/practice',
		param: 'g',
		query: 'types=admissible&g=start+S_goal+G_S+G+-2',
		notices: [
			[
				'g',
				'The graph in the link cannot be read (line 3: The edge S–G costs -2: costs are 0 or more.): each graph question draws its own graph. The link\'s graph text was "start S_goal G_S G -2".'
			]
		]
	},
	{
		page: '/lessons/09-heuristics',
		param: 'at',
		query: 'at=nowhere',
		notices: [
			[
				'at',
				'The parameter "at" names an explorer and a step, as "explorer-…:12" (or "explorer-…:12.3" for a line within the step); got "nowhere". It was ignored.'
			]
		]
	},
	{
		page: '/lessons/09-heuristics',
		param: 'hv',
		query: 'hcode=abc&hv=7',
		notices: [
			[
				'hv',
				'The parameter "hv" is "7", a format this page does not read (it reads hv=1); the race shows its four heuristics without yours. Ask for the link again.'
			]
		]
	},
	{
		page: '/lessons/09-heuristics',
		param: 'hcode',
		query: 'hv=1&hcode=%21%21',
		notices: [
			[
				'hcode',
				'The code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Nothing was loaded. The race shows its four heuristics without yours.'
			]
		]
	},
	{
		page: '/lab',
		param: 'v',
		query: 'v=2&code=abc',
		notices: [
			[
				'v',
				'The link\'s version "2" is not one this page reads (it reads v=1); ask for the link again, or open it in a newer Frontier.'
			]
		]
	},
	{
		page: '/lab',
		param: 'code',
		query: 'v=1&code=%21%21',
		notices: [
			[
				'code',
				'The code in the link is damaged (it could not be unpacked): was the link cut short when it was copied? Nothing was loaded.'
			]
		]
	}
];

/** /embed/scorm reads the assignment as /practice does, then the package's `site`. */
const SCORM_CASES: readonly NoticeCase[] = [
	...CASES.filter((c) => c.page === '/practice').map((c) => ({ ...c, page: '/embed/scorm' })),
	{
		page: '/embed/scorm',
		param: 'site',
		query: 'site=ftp%3A%2F%2Fx',
		notices: [
			[
				'site',
				'The package names its Frontier site as "ftp://x", which is not a web address: model answers are not linked.'
			]
		]
	}
];

export const NOTICE_CASES: readonly NoticeCase[] = [...CASES, ...SCORM_CASES];
