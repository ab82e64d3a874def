// `npm run -s solve -- <algorithm> <board> ...`: see src/lib/cli/solve-command.ts and README.md.
//
// The command runs in a worker thread so that this thread stays free to hear Ctrl+C (SIGINT) and
// SIGTERM while a long search runs: a signal sets a shared stop flag, which the searches read
// between chunks, and the command ends with 130 (SIGINT) or 143 (SIGTERM). Whatever does not
// check the flag (building pattern databases, one IDA* iteration on a large board) is ended
// by terminating the worker after a short grace period.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { solveCommand, type CommandOutput } from '../src/lib/cli/solve-command';
import { PARTITIONS } from '../src/lib/solve/partitions';
import { loadPartition } from './pdb-store';

/** How long a stopped command may take to wind up before its worker is terminated. */
const GRACE_MS = 500;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

interface WorkerInput {
	readonly args: string[];
	readonly stopFlag: Int32Array;
}

function runCommand({ args, stopFlag }: WorkerInput): CommandOutput {
	return solveCommand(args, {
		now: () => performance.now(),
		// ru_maxrss as the edX assignment reports it; Node gives kilobytes.
		maxRamMegabytes: () => process.resourceUsage().maxRSS / 1024,
		// The 6-6-3 databases from .cache/pdb or static/pdb (scripts/build-pdb.ts writes both).
		patternDatabases: () => {
			const loaded = loadPartition(PARTITIONS['6-6-3']);
			return loaded && { databases: loaded.databases, name: '6-6-3' };
		},
		shouldStop: () => Atomics.load(stopFlag, 0) !== 0
	});
}

if (isMainThread) {
	const stopFlag = new Int32Array(new SharedArrayBuffer(4));
	const input: WorkerInput = { args: process.argv.slice(2), stopFlag };
	// The worker loads this file's TypeScript through tsx's API, as `npm run solve` does.
	const tsxApi = import.meta.resolve('tsx/esm/api');
	const entry = [
		`import { tsImport } from ${JSON.stringify(tsxApi)};`,
		`await tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)});`
	].join('\n');
	const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(entry)}`), {
		workerData: input
	});
	let signal: StopSignal | null = null;
	let finished = false;
	let grace: NodeJS.Timeout | undefined;

	const finish = (output: CommandOutput) => {
		if (finished) return;
		finished = true;
		clearTimeout(grace);
		process.stdout.write(output.stdout);
		process.stderr.write(output.stderr);
		process.exitCode = output.stopped && signal ? SIGNAL_EXIT_CODES[signal] : output.exitCode;
	};
	const onSignal = (received: StopSignal) => {
		if (finished) return;
		if (signal === null) signal = received;
		Atomics.store(stopFlag, 0, 1);
		grace ??= setTimeout(() => {
			const code = SIGNAL_EXIT_CODES[signal ?? received];
			finish({ stdout: '', stderr: `Stopped by ${signal}.\n`, exitCode: code, stopped: true });
			void worker.terminate();
		}, GRACE_MS);
	};
	process.on('SIGINT', () => onSignal('SIGINT'));
	process.on('SIGTERM', () => onSignal('SIGTERM'));
	// A parent that started this command with an IPC channel (a test) hears when a signal will be
	// handled; the channel is then closed so that it does not keep the command alive.
	if (process.send !== undefined) process.send('signals handled', () => process.disconnect());
	worker.on('message', (output: CommandOutput) => {
		if (output.stopped && signal) {
			output = { ...output, stderr: `${output.stderr}Stopped by ${signal}.\n` };
		}
		finish(output);
		void worker.terminate();
	});
	worker.on('error', (error) => {
		if (finished) return;
		finished = true;
		clearTimeout(grace);
		console.error(error);
		process.exitCode = 1;
	});
} else {
	parentPort?.postMessage(runCommand(workerData as WorkerInput));
}
