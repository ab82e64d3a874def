// `npm run -s solve -- <algorithm> <board> ...`: see src/lib/cli/solve-command.ts and README.md.
import { solveCommand } from '../src/lib/cli/solve-command';

const output = solveCommand(process.argv.slice(2), {
	now: () => performance.now(),
	// ru_maxrss as the edX assignment reports it; Node gives kilobytes.
	maxRamMegabytes: () => process.resourceUsage().maxRSS / 1024
});
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.exitCode;
