// `npm run -s solve -- <algorithm> <board> ...`: see src/lib/cli/solve-command.ts and README.md.
import { solveCommand } from '../src/lib/cli/solve-command';
import { PARTITIONS } from '../src/lib/solve/partitions';
import { loadPartition } from './pdb-store';

const output = solveCommand(process.argv.slice(2), {
	now: () => performance.now(),
	// ru_maxrss as the edX assignment reports it; Node gives kilobytes.
	maxRamMegabytes: () => process.resourceUsage().maxRSS / 1024,
	// The 6-6-3 databases from .cache/pdb or static/pdb (scripts/build-pdb.ts writes both).
	patternDatabases: () => {
		const loaded = loadPartition(PARTITIONS['6-6-3']);
		return loaded && { databases: loaded.databases, name: '6-6-3' };
	}
});
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.exitCode;
