import { describe, expect, it } from 'vitest';
import { failureText, lineMessage } from '../../src/lib/lab/failure-text';

const CODE = '// h of the 8-puzzle\nfunction h(board) {\n  return 1;\n}';

describe('a failure of h in one sentence', () => {
	it('leads with the line it belongs to', () => {
		expect(lineMessage(failureText({ kind: 'goal', value: 1 }, CODE))).toBe(
			'Line 2: h of the goal is 1, not 0: at the goal no move is left, so a heuristic that is not 0 there overestimates.'
		);
	});

	it('is the message alone when no line is to blame', () => {
		expect(lineMessage(failureText({ kind: 'timeout', budget: 'call', ms: 1000 }, CODE))).toBe(
			'One call of h took longer than 1 s (an endless loop?), so it was stopped.'
		);
	});
});
