import type { Board, Direction } from '$lib/puzzle/board';
import { applyMoves } from '$lib/puzzle/moves';
import { parseBoard, type BoardSize } from '$lib/puzzle/notation';

/** A board from any notation the puzzle model reads; throws on a typo in a test. */
export function board(text: string, size?: BoardSize): Board {
	const parsed = parseBoard(text, size);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

/** The board reached by playing `actions` (blank moves) from `start`; throws if one is illegal. */
export function play(start: Board, actions: readonly string[]): Board {
	const played = applyMoves(start, actions as Direction[]);
	if (!played.ok) throw new Error(played.error.code);
	return played.value;
}
