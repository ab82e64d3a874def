import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIMAL_LIMIT, solveCommand, USAGE } from '../../src/lib/cli/solve-command';
import { PARTITIONS, buildPartition } from '../../src/lib/solve/partitions';
import { korfInstance } from '../../src/lib/solve/korf100';
import { english } from '../i18n/english-messages';

/** A clock that advances 2 ms per reading and a fixed memory peak, so outputs are exact. */
function fakeEnvironment() {
	let clock = 0;
	return { now: () => (clock += 2), maxRamMegabytes: () => 12.5, words: english };
}
const solve = (...args: string[]) => solveCommand(args, fakeEnvironment());

/** A solvable 8×8 board far from the goal (2,000 random moves from it, fixed seed). */
function scrambled8x8(): string {
	const n = 8;
	const cells = Array.from({ length: n * n }, (_, i) => (i + 1) % (n * n));
	let blank = n * n - 1;
	let seed = 12345;
	for (let k = 0; k < 2000; k++) {
		const options = [];
		if (blank % n > 0) options.push(blank - 1);
		if (blank % n < n - 1) options.push(blank + 1);
		if (blank >= n) options.push(blank - n);
		if (blank < n * (n - 1)) options.push(blank + n);
		seed = (seed * 1103515245 + 12345) % 2147483648;
		const target = options[Math.floor((seed / 2147483648) * options.length)];
		cells[blank] = cells[target];
		cells[target] = 0;
		blank = target;
	}
	return cells.join(',');
}

const usage = (message: string) => ({ stdout: '', stderr: `${message}\n${USAGE}\n`, exitCode: 2 });

describe('optimal is bounded by default', () => {
	it('stops at the default node budget with a message and exit 1 when no --limit is given', () => {
		const output = solveCommand(['optimal', scrambled8x8(), '--format', 'json'], {
			...fakeEnvironment(),
			optimalLimit: 200_000
		});
		expect(output.exitCode).toBe(1);
		expect(output.stderr).toBe(
			'Pattern databases ship for 4×4 boards only; 8×8 uses linear conflict.\n' +
				'Stopped at the default budget of 200,000 generated nodes without a solution; raise it with --limit n.\n'
		);
		expect(JSON.parse(output.stdout)).toMatchObject({ outcome: 'limit', cost: null });
	}, 20_000);

	it('says the default in the usage text; it covers the worst of Korf’s 100 with linear conflict', () => {
		expect(DEFAULT_OPTIMAL_LIMIT).toBe(1_000_000_000);
		expect(USAGE).toContain('(--limit: generated nodes, 1,000,000,000 by default)');
		expect(USAGE).toContain('130 stopped by Ctrl+C (SIGINT), 143 stopped by SIGTERM');
	});

	it('an explicit --limit says so', () => {
		const output = solve('optimal', '1,2,3,4,0,5,6,7', '--size', '2x4', '--limit', '2');
		expect(output.exitCode).toBe(1);
		expect(output.stderr.split('\n')[1]).toBe(
			'Stopped at --limit 2 generated nodes without a solution.'
		);
	});
});

describe('every command stops when asked', () => {
	const hard5x5 = '2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,24,23,0';
	const stopAfter = (calls: number) => {
		let asked = 0;
		return { ...fakeEnvironment(), shouldStop: () => ++asked > calls };
	};
	const stopped = {
		stdout: '',
		stderr: 'Stopped: the search was interrupted before it ended.\n',
		exitCode: 130,
		stopped: true
	};

	it.each(['bfs', 'dfs', 'iddfs', 'ucs', 'greedy', 'astar', 'wastar', 'idastar'])(
		'%s checks the stop flag between chunks and ends with 130',
		(algorithm) => {
			expect(solveCommand([algorithm, hard5x5, '--limit', '300000'], stopAfter(2))).toEqual(
				stopped
			);
		}
	);

	it('the edX format checks it too', () => {
		expect(solveCommand(['bfs', '8,6,4,2,1,3,5,7,0', '--format', 'edx'], stopAfter(0))).toEqual(
			stopped
		);
	});

	it('optimal passes it to IDA* with pattern databases', () => {
		const databases = buildPartition(PARTITIONS['5-5-5']);
		const env = { ...stopAfter(0), patternDatabases: () => ({ databases, name: '5-5-5' }) };
		const korf88 = korfInstance(88).cells.join(',');
		expect(solveCommand(['optimal', korf88, '--goal', 'blank-first'], env)).toEqual(stopped);
	});

	it('the shell turns SIGTERM into exit 143 promptly, even in a search that runs for an hour', async () => {
		const child = spawn(
			'node',
			['--import', 'tsx', 'scripts/solve.ts', 'optimal', scrambled8x8()],
			{
				stdio: ['ignore', 'pipe', 'pipe', 'ipc']
			}
		);
		let stderr = '';
		child.stderr?.on('data', (chunk) => (stderr += chunk));
		// Ask it to stop once it handles SIGTERM (it says so over the IPC channel): before that the
		// signal's default action kills it outright, and on a busy machine tsx takes seconds to start.
		await new Promise((resolve) => child.once('message', resolve));
		const sent = performance.now();
		child.kill('SIGTERM');
		const code = await new Promise((resolve) => child.on('exit', resolve));
		expect(code).toBe(143);
		expect(performance.now() - sent).toBeLessThan(2000);
		expect(stderr).toContain('Stopped by SIGTERM.\n');
	}, 45_000);
});

describe('extra arguments and empty fields are usage errors naming the token', () => {
	it.each([
		[
			['bfs', '1,2,3,4,5,6,7,0,8', 'extra'],
			'Unexpected argument "extra" after the board 1,2,3,4,5,6,7,0,8.'
		],
		[
			['bfs', '1', '2', '3', '4', '5', '6', '7', '0', '8', '9'],
			'Unexpected argument "9" after the board 1 2 3 4 5 6 7 0 8.'
		],
		[['optimal', '12345678_', 'x'], 'Unexpected argument "x" after the board 12345678_.'],
		[['layers', '3x3', '4x4'], 'Unexpected argument "4x4" after the size 3x3.'],
		[
			['bfs', '1,,2,3,4,5,6,7,8'],
			'Board "1,,2,3,4,5,6,7,8": field 2 is empty (between "1" and "2"); give one tile per field.'
		],
		[
			['bfs', '1,2,3,4,5,6,7,8,0,'],
			'Board "1,2,3,4,5,6,7,8,0,": field 10 is empty (after the last comma (after "0")); give one tile per field.'
		],
		[
			['astar', '1,2,3,4,5,6,7,0,8', '--goal', '1,2,3,,4,5,6,7,8'],
			'--goal "1,2,3,,4,5,6,7,8": field 4 is empty (between "3" and "4"); give one tile per field.'
		],
		[['layers', '3x3', '--heuristic', 'zero'], 'layers does not take --heuristic.'],
		[['layers', '3x3', '--format', 'edx'], 'layers prints text or json; got "edx".']
	])('%j prints "%s" and the usage, exit 2', (args, message) => {
		expect(solveCommand(args, fakeEnvironment())).toEqual(usage(message));
	});
});

describe('layers --format json', () => {
	it('prints one object with the counts of the text table', () => {
		const text = solve('layers', '2x3', '--goal', 'blank-first').stdout.trim().split('\n');
		const textCounts = text.slice(2, -1).map((line) => Number(line.trim().split(/\s+/)[1]));
		const output = solve('layers', '2x3', '--goal', 'blank-first', '--format', 'json');
		expect(output.exitCode).toBe(0);
		expect(JSON.parse(output.stdout)).toEqual({
			rows: 2,
			cols: 3,
			goal: '0,1,2,3,4,5',
			counts: [1, 2, 3, 5, 6, 7, 10, 12, 12, 16, 23, 25, 28, 39, 44, 40, 29, 21, 18, 12, 6, 1],
			total: 360
		});
		expect(JSON.parse(output.stdout).counts).toEqual(textCounts);
	});
});

describe('an option the algorithm does not read gets a notice', () => {
	it.each([
		[
			['astar', '--weight', '3'],
			'Notice: --weight is ignored: A* search does not read it (it reads --ties, --goal-test, --duplicates, --depth-limit).'
		],
		[
			['bfs', '--ties', 'lifo'],
			'Notice: --ties is ignored: Breadth-first search does not read it (it reads --goal-test, --duplicates, --depth-limit).'
		],
		[
			['idastar', '--duplicates', 'graph'],
			'Notice: --duplicates is ignored: IDA* does not read it (it reads none of the search options).'
		],
		[
			['iddfs', '--goal-test', 'on-generation'],
			'Notice: --goal-test is ignored: Iterative deepening does not read it (it reads --depth-limit).'
		],
		[
			['ucs', '--heuristic', 'misplaced'],
			'Notice: --heuristic is ignored: Uniform-cost search does not use an estimate h.'
		]
	])('%j', ([algorithm, ...flags], notice) => {
		const output = solveCommand([algorithm, '1,2,3,4,5,6,7,0,8', ...flags], fakeEnvironment());
		expect(output.exitCode).toBe(0);
		expect(output.stderr).toBe(`${notice}\n`);
	});

	it('says nothing for options the algorithm reads', () => {
		expect(solve('wastar', '1,2,3,4,5,6,7,0,8', '--weight', '3', '--ties', 'lifo').stderr).toBe('');
	});
});
