import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBoard } from '../puzzle/arbitraries';
import { goalBoard } from '../../src/lib/puzzle/goal';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { parityFixingSwap, isSolvable } from '../../src/lib/puzzle/solvability';
import { reachableText } from '../../src/lib/puzzle/facts';
import { unsolvableRefusal, unsolvableSearchNote } from '../../src/lib/config/unsolvable-board';
import type { Board } from '../../src/lib/puzzle/board';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

function board(text: string): Board {
	const read = parseBoard(text);
	if (!read.ok) throw new Error(read.error.code);
	return read.value;
}
const blankLast = (b: Board): Board => goalBoard(b.rows, b.cols, 'blank-last');

describe('what pages say about a board that cannot reach its goal', () => {
	it('refuses with the parity argument, the count a search would expand and two tiles to swap', () => {
		const eight = board('1,2,3,4,5,6,8,7,0');
		expect(unsolvableRefusal(eight, blankLast(eight))).toEqual(
			'There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal. A search would expand all 181,440 states this board can reach and end without a solution. Swap two tiles (8 and 7, say) to make it solvable, or pick another board.'
		);
		const loyd = board('1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0');
		expect(unsolvableRefusal(loyd, blankLast(loyd))).toEqual(
			'The blank is in row 1 from the bottom and there is 1 inversion: the same parity, but the rule requires different parity, so this board is not solvable: no sequence of moves reaches the goal. A search would expand all 10,461,394,944,000 states this board can reach and end without a solution. Swap two tiles (15 and 14, say) to make it solvable, or pick another board.'
		);
		expect(unsolvableRefusal(board('41325_786'), blankLast(board('41325_786')))).toBe(null);
	});

	it('announces what a search asked for anyway will end with', () => {
		const eight = board('12345687_');
		expect(unsolvableSearchNote(eight, blankLast(eight), 200_000)).toEqual(
			'Searched on request (unsolvable=search): There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal. The run ends without a solution: it stops at its cap of 200,000 expansions, or empties its frontier once it has expanded every state this board can reach (181,440).'
		);
		expect(unsolvableSearchNote(board('41325_786'), blankLast(board('41325_786')), 9)).toBe(null);
	});

	it('names two tiles whose swap always makes the board solvable', () => {
		expect(parityFixingSwap(board('8,1,3,4,0,2,7,6,5'))).toEqual([8, 1]);
		// No tiles out of order: the blank is on the wrong row of an even-width board.
		const sorted = board('1,2,3,4,5,6,7,8,9,10,11,0,12,13,14,15');
		expect(parityFixingSwap(sorted)).toEqual([14, 15]);
		fc.assert(
			fc.property(anyBoard(4), (b) => {
				const [a, c] = parityFixingSwap(b);
				expect(a).not.toBe(c);
				const cells = b.cells.map((tile) => (tile === a ? c : tile === c ? a : tile));
				expect(isSolvable({ ...b, cells }, blankLast(b))).toBe(!isSolvable(b, blankLast(b)));
			})
		);
	});

	it('writes reachable counts exactly up to 4×4, as a factorial beyond', () => {
		expect([
			reachableText(2, 2),
			reachableText(3, 3),
			reachableText(4, 4),
			reachableText(5, 5)
		]).toEqual(['12', '181,440', '10,461,394,944,000', '25!/2']);
	});
});
