import { describe, expect, it } from 'vitest';
import { solveCommand, USAGE } from '../../src/lib/cli/solve-command';
import { korfInstance } from '../../src/lib/solve/korf100';
import { PARTITIONS, buildPartition } from '../../src/lib/solve/partitions';
import { english } from '../i18n/english-messages';

/** A clock that advances 2 ms per reading and a fixed memory peak, so outputs are exact. */
function fakeEnvironment() {
	let clock = 0;
	return { now: () => (clock += 2), maxRamMegabytes: () => 12.5, words: english };
}

const solve = (...args: string[]) => solveCommand(args, fakeEnvironment());

describe('npm run solve --format edx (vectors §1)', () => {
	it('prints the assignment fields for bfs', () => {
		expect(solve('bfs', '1,2,5,3,4,0,6,7,8', '--format', 'edx')).toEqual({
			stdout: [
				"path_to_goal: ['Up', 'Left', 'Left']",
				'cost_of_path: 3',
				'nodes_expanded: 10',
				'search_depth: 3',
				'max_search_depth: 4',
				'running_time: 0.00200000',
				'max_ram_usage: 12.50000000',
				''
			].join('\n'),
			stderr: '',
			exitCode: 0
		});
	});

	it('accepts the assignment name ast for A* and reproduces its counts', () => {
		const { stdout } = solve('ast', '1,2,5,3,4,0,6,7,8', '--format=edx');
		expect(stdout.split('\n').slice(0, 5)).toEqual([
			"path_to_goal: ['Up', 'Left', 'Left']",
			'cost_of_path: 3',
			'nodes_expanded: 3',
			'search_depth: 3',
			'max_search_depth: 3'
		]);
	});

	it('reproduces the depth-first counts', () => {
		const { stdout } = solve('dfs', '1,2,5,3,4,0,6,7,8', '--format', 'edx');
		expect(stdout.split('\n').slice(2, 5)).toEqual([
			'nodes_expanded: 181437',
			'search_depth: 3',
			'max_search_depth: 66125'
		]);
	});

	it('refuses algorithms and goals the assignment does not have', () => {
		expect(solve('ucs', '1,2,5,3,4,0,6,7,8', '--format', 'edx').stderr.split('\n')[0]).toBe(
			'--format edx follows the edX assignment, which has bfs, dfs and ast only.'
		);
		expect(
			solve('bfs', '1,2,5,3,4,0,6,7,8', '--format', 'edx', '--goal', 'blank-last').exitCode
		).toBe(2);
	});
});

describe('npm run solve --format tiles-tutorial (seed 000, the tiles.py tutorial)', () => {
	const counts = (...args: string[]) =>
		solve(...args, '--format', 'tiles-tutorial')
			.stdout.split('\n')
			.slice(0, 4);

	it.each([
		['0', ['expanded: 2391', 'left_in_queue: 1297']],
		['1', ['expanded: 128', 'left_in_queue: 86']],
		['2', ['expanded: 90', 'left_in_queue: 64']],
		['3', ['expanded: 110', 'left_in_queue: 77']]
	])(
		'tilesSearch.py on 1234_5678 with ratio %s prints its counts and 15 boards',
		(ratio, printed) => {
			expect(counts('wastar', '1234_5678', '--weight', ratio)).toEqual([
				...printed,
				'path_boards: 15',
				'path_moves: 14'
			]);
		}
	);

	it('tilesSearch.py on 75126348_ at its default ratio 2: 414 and 260, 23 boards', () => {
		const output = solve('wastar', '75126348_', '--format', 'tiles-tutorial');
		expect(output.stdout.split('\n').slice(0, 5)).toEqual([
			'expanded: 414',
			'left_in_queue: 260',
			'path_boards: 23',
			'path_moves: 22',
			'outcome: goal'
		]);
		expect([output.stderr, output.exitCode]).toEqual(['', 0]);
	});

	it('tilesGreedy.py: 15 boards on 1234_5678, 59 on 75126348_', () => {
		expect(counts('walk', '1234_5678')).toEqual([
			'path_boards: 15',
			'path_moves: 14',
			'outcome: goal',
			'boards: 1234_5678 12345_678 12345867_ 1234586_7 123458_67 123_58467 1235_8467 1235684_7 12356847_ 12356_478 1235_6478 123_56478 123456_78 1234567_8 12345678_'
		]);
		expect(counts('walk', '75126348_').slice(0, 3)).toEqual([
			'path_boards: 59',
			'path_moves: 58',
			'outcome: goal'
		]);
	});

	it('a stuck walk prints its boards, says where it stuck, and exits with 1', () => {
		const output = solve('walk', '1685_7324', '--format', 'tiles-tutorial');
		expect(output.stdout.split('\n').slice(0, 3)).toEqual([
			'path_boards: 209',
			'path_moves: 208',
			'outcome: stuck'
		]);
		expect(output.stderr).toBe(
			'The walk is stuck at 15283476_: every neighbour was already reached.\n'
		);
		expect(output.exitCode).toBe(1);
	});

	it('overrides the rules it fixes with a notice, and refuses other algorithms and goals', () => {
		const output = solve(
			'wastar',
			'1234_5678',
			'--weight',
			'0',
			'--ties',
			'fifo',
			'--format',
			'tiles-tutorial'
		);
		expect(output.stdout.split('\n')[0]).toBe('expanded: 2391');
		expect(output.stderr).toBe(
			"Notice: --ties is ignored: --format tiles-tutorial runs the tutorial's own rules (Manhattan distance, children ULRD, ties by g then board text, its duplicate check and goal test).\n"
		);
		expect(solve('walk', '1234_5678', '--weight', '3', '--format', 'tiles-tutorial').stderr).toBe(
			'Notice: --weight is ignored: the greedy walk (tilesGreedy.py) has no ratio.\n'
		);
		expect(solve('astar', '1234_5678', '--format', 'tiles-tutorial').stderr.split('\n')[0]).toBe(
			'--format tiles-tutorial follows the tiles.py tutorial, whose programs are wastar (tilesSearch.py; --weight is its ratio) and walk (tilesGreedy.py).'
		);
		const blankFirst = solve(
			'wastar',
			'1234_5678',
			'--goal',
			'blank-first',
			'--format',
			'tiles-tutorial'
		);
		expect([blankFirst.stderr.split('\n')[0], blankFirst.exitCode]).toEqual([
			"--format tiles-tutorial uses the tutorial's goal, blank last (12345678_).",
			2
		]);
	});

	it('the engine options behind it are flags of their own', () => {
		const output = solve(
			'wastar',
			'1234_5678',
			'--weight',
			'0',
			'--order',
			'ULRD',
			'--ties',
			'low-g-text',
			'--duplicates',
			'graph-except-start',
			'--goal-test',
			'on-generation',
			'--format',
			'json'
		);
		const json = JSON.parse(output.stdout);
		// The frontier holds 1296: the tutorial's 1297 counts the goal, which it queued.
		expect([json.expanded, json.frontierSize, json.cost]).toEqual([2391, 1296, 14]);
	});
});

describe('npm run solve --format json', () => {
	it('reports cost, path, counters and outcome as one object', () => {
		const output = solve('astar', '75126348_', '--format', 'json');
		expect(output.exitCode).toBe(0);
		const json = JSON.parse(output.stdout);
		expect(json).toMatchObject({
			algorithm: 'astar',
			board: '7,5,1,2,6,3,4,8,0',
			goal: '1,2,3,4,5,6,7,8,0',
			heuristic: 'manhattan',
			outcome: 'goal',
			cost: 20,
			expanded: 545,
			runningTimeMs: 2
		});
		expect(json.path).toHaveLength(20);
	});

	it('greedy best-first returns a 40-move path where A* finds 20', () => {
		const json = JSON.parse(solve('greedy', '75126348_', '--format', 'json').stdout);
		expect([json.outcome, json.cost, json.expanded]).toEqual(['goal', 40, 224]);
	});

	it('reports the limit outcome with exit code 1', () => {
		const output = solve('bfs', '8,6,4,2,1,3,5,7,0', '--limit', '100', '--format', 'json');
		expect(output.exitCode).toBe(1);
		expect(JSON.parse(output.stdout)).toMatchObject({
			outcome: 'limit',
			cost: null,
			expanded: 100
		});
	});

	it('joins a board given as separate words', () => {
		const json = JSON.parse(
			solve('bfs', '1', '2', '3', '4', '5', '6', '7', '0', '8', '--format', 'json').stdout
		);
		expect([json.cost, json.path]).toEqual([1, ['Right']]);
	});
});

describe('npm run solve text output', () => {
	it('prints a labelled summary', () => {
		expect(solve('ucs', '1 2 3 / 4 5 6 / 0 7 8').stdout).toBe(
			[
				'Board      1 2 3 / 4 5 6 / _ 7 8   (3×3)',
				'Goal       1 2 3 / 4 5 6 / 7 8 _   (blank-last)',
				'Algorithm  Uniform-cost search',
				'Outcome    goal reached',
				'Path       2 moves: Right, Right',
				'Expanded   6',
				'Generated  18',
				'Frontier   7 at the end, 8 at most',
				'Explored   6',
				'Max depth  3',
				'Time       2.0 ms',
				''
			].join('\n')
		);
	});
});

describe('npm run solve errors', () => {
	it.each([
		[[], 'Name an algorithm (or "layers") and a board.'],
		[['foo', '123'], 'Unknown algorithm "foo".'],
		[['bfs'], 'Give the board to solve, e.g. 1,2,5,3,4,0,6,7,8.'],
		[
			['bfs', '1,2,2,3,4,0,6,7,8'],
			'Board "1,2,2,3,4,0,6,7,8": Tile 2 appears twice (positions 2 and 3).'
		],
		[['bfs', '12345678_', '--bogus', '1'], 'Unknown option --bogus.'],
		[['bfs', '12345678_', '--limit'], 'Option --limit needs a value.'],
		[
			['bfs', '12345678_', '--limit', 'lots'],
			'--limit takes a whole number, 0 or more; got "lots".'
		],
		[
			['wastar', '12345678_', '--weight', '-1'],
			'--weight takes a number, 0 or more (f = g + w·h); got "-1".'
		],
		[
			['astar', '12345678_', '--heuristic', 'euclid'],
			'--heuristic takes zero, misplaced, manhattan or linear-conflict; got "euclid".'
		],
		[
			['bfs', '12345678_', '--order', 'UULR'],
			'--order takes the four blank moves in the order to try them, e.g. UDLR; got "UULR".'
		],
		[
			['bfs', '12345678_', '--format', 'xml'],
			'--format takes text, json, edx or tiles-tutorial; got "xml".'
		],
		[
			['layers', '4x4'],
			'layers visits every reachable state, so it takes boards of at most 10 cells (3x3, 2x5, ...); 4x4 has 16.'
		]
	])('%j prints "%s" and the usage, exit 2', (args, message) => {
		expect(solveCommand(args, fakeEnvironment())).toEqual({
			stdout: '',
			stderr: `${message}\n${USAGE}\n`,
			exitCode: 2
		});
	});

	it('says an unsolvable board cannot reach the goal, with its inversion count', () => {
		const output = solve('astar', '1 2 3 4 5 6 8 7 0');
		expect(output.exitCode).toBe(1);
		expect(output.stderr).toBe(
			'This board cannot reach the goal 1 2 3 / 4 5 6 / 7 8 _. There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal.\n'
		);
	});
});

describe('npm run solve layers', () => {
	it('prints the 3×3 table of vectors §2', () => {
		const lines = solve('layers', '3x3').stdout.trim().split('\n');
		const counts = lines.slice(2, -1).map((line) => Number(line.trim().split(/\s+/)[1]));
		expect(counts).toEqual([
			1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
			10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2
		]);
		expect(lines.at(-1)).toBe('   total  181440');
	});

	it('counts from a blank-first goal on 2×3', () => {
		const lines = solve('layers', '2x3', '--goal', 'blank-first').stdout.trim().split('\n');
		expect(lines[0]).toBe('States of the 2×3 puzzle by distance from _ 1 2 / 3 4 5');
		expect(lines.at(-1)).toBe('   total  360');
	});
});

describe('npm run solve optimal', () => {
	// The shell loads the 6-6-3 databases from disk; here the lighter 5-5-5 ones stand in.
	const databases = buildPartition(PARTITIONS['5-5-5']);
	const withDatabases = () => ({
		...fakeEnvironment(),
		patternDatabases: () => ({ databases, name: '5-5-5' })
	});
	const korf12 = korfInstance(12).cells.join(',');

	it('solves a 3×3 board from the table of exact distances', () => {
		const output = solve('optimal', '75126348_', '--format', 'json');
		expect(output.exitCode).toBe(0);
		expect(output.stderr).toBe('');
		const json = JSON.parse(output.stdout);
		expect(json).toMatchObject({
			algorithm: 'optimal',
			solver: 'exact distance table (breadth-first search from the goal over 181,440 boards)',
			board: '7,5,1,2,6,3,4,8,0',
			goal: '1,2,3,4,5,6,7,8,0',
			outcome: 'goal',
			cost: 20,
			expanded: 181440,
			generated: 181440,
			iterations: 1,
			runningTimeMs: 2
		});
		expect(json.path).toHaveLength(20);
	});

	it('solves Korf’s instance 12 in 45 moves with the databases the shell provides', () => {
		const output = solveCommand(
			['optimal', korf12, '--goal', 'blank-first', '--format', 'json'],
			withDatabases()
		);
		expect(output.stderr).toBe('');
		const json = JSON.parse(output.stdout);
		expect(json).toMatchObject({
			solver: 'IDA*, h = 5-5-5 pattern databases, reflected',
			outcome: 'goal',
			cost: 45
		});
		expect(json.path).toHaveLength(45);
		expect(json.expanded).toBeGreaterThan(0);
		expect(json.generated).toBeGreaterThan(json.expanded);
	});

	it('builds the 5-5-5 databases in memory when none are on disk, and says so', () => {
		const output = solve('optimal', korf12, '--goal', 'blank-first');
		expect(output.exitCode).toBe(0);
		expect(output.stderr).toBe(
			'No pattern databases on disk (npx tsx scripts/build-pdb.ts makes them).\n' +
				'Built the 5-5-5 pattern databases in memory for this goal (0.0 s).\n'
		);
		expect(output.stdout.split('\n').slice(2, 4)).toEqual([
			'Solver     IDA*, h = 5-5-5 pattern databases, reflected',
			expect.stringMatching(/^Path {7}45 moves \(optimal\): Left, /)
		]);
	});

	it('uses IDA* with linear conflict on other sizes, with a note', () => {
		const output = solve('optimal', '1,2,3,4,0,5,6,7', '--size', '2x4', '--format', 'json');
		expect(output.stderr).toBe(
			'Pattern databases ship for 4×4 boards only; 2×4 uses linear conflict.\n'
		);
		expect(JSON.parse(output.stdout)).toMatchObject({
			solver: 'IDA*, h = linear conflict',
			cost: 3,
			path: ['Right', 'Right', 'Right']
		});
	});

	it('reports the node limit with exit code 1 and refuses unsolvable boards', () => {
		const limited = solveCommand(
			['optimal', korf12, '--goal', 'blank-first', '--limit', '100', '--format', 'json'],
			withDatabases()
		);
		expect(limited.exitCode).toBe(1);
		expect(JSON.parse(limited.stdout)).toMatchObject({ outcome: 'limit', cost: null });
		expect(solve('optimal', '1 2 3 4 5 6 8 7 0').exitCode).toBe(1);
	});

	it.each([
		[['optimal'], 'Give the board to solve, e.g. optimal 75126348_.'],
		[['optimal', '12345678_', '--heuristic', 'manhattan'], 'optimal does not take --heuristic.'],
		[['optimal', '12345678_', '--format', 'edx'], 'optimal prints text or json; got "edx".']
	])('%j prints "%s" and the usage, exit 2', (args, message) => {
		expect(solveCommand(args, fakeEnvironment())).toEqual({
			stdout: '',
			stderr: `${message}\n${USAGE}\n`,
			exitCode: 2
		});
	});
});
