/**
 * Prints a class's result codes, one a line (tests/practice/class-fixture.ts): what the browser
 * bench pastes into /teachers/check.  npx tsx scripts/class-codes.ts [count, default 150]
 */
import { fixtureClass } from '../tests/practice/class-fixture';

const count = Number(process.argv[2] ?? 150);
process.stdout.write(
	fixtureClass(count)
		.map((student) => `${student.code}\n`)
		.join('')
);
