import { describe, expect, it } from 'vitest';
import { buildPatternDatabase } from '$lib/solve/pattern-database';
import { PARTITIONS, buildPartition } from '$lib/solve/partitions';
import { serializePatternDatabase } from '$lib/solve/pdb-format';
import { preparePdbHeuristic, preparePdbHeuristicFromFiles } from '$lib/solve/pdb-heuristic';
import { MessageError } from '$lib/messages/message-error';
import { english } from '../i18n/english-messages';

/** Goal 0 1 2 … 8: blank first, on the diagonal, so the reflected lookup applies. */
const BLANK_FIRST_3X3 = [0, 1, 2, 3, 4, 5, 6, 7, 8];

describe('loading the databases straight from their files', () => {
	it('gives the same heuristic as deserialising and preparing them (3×3, 4-4, reflected)', () => {
		const databases = [
			buildPatternDatabase(3, 3, BLANK_FIRST_3X3, [1, 2, 5, 8]),
			buildPatternDatabase(3, 3, BLANK_FIRST_3X3, [3, 4, 6, 7])
		];
		const files = databases.map(serializePatternDatabase);
		expect(preparePdbHeuristicFromFiles(files, { reflected: true })).toEqual(
			preparePdbHeuristic(databases, { reflected: true })
		);
	});

	it('gives the same table for the 15-puzzle’s 5-5-5 partition', () => {
		const databases = buildPartition(PARTITIONS['5-5-5']);
		const files = databases.map(serializePatternDatabase);
		const fromFiles = preparePdbHeuristicFromFiles(files, { reflected: true });
		const prepared = preparePdbHeuristic(databases, { reflected: true });
		expect(fromFiles.offsets).toEqual(prepared.offsets);
		expect(Buffer.compare(Buffer.from(fromFiles.table), Buffer.from(prepared.table))).toBe(0);
	});

	it('refuses a file that is not a database', () => {
		const refused = (): unknown => preparePdbHeuristicFromFiles([new Uint8Array([1, 2, 3])]);
		expect(refused).toThrow(MessageError);
		try {
			refused();
		} catch (error) {
			expect(english((error as MessageError).ref)).toBe('not a pattern database (no FPDB header)');
		}
	});
});
