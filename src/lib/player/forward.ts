import type { Grain } from '../config/run-options';

/**
 * Where a step forward lands, as the player moves: a position is a step and, within it, a
 * moment (a line step, line-steps.ts) or null for the whole step. One rule for the player's
 * machine, which moves there, and for the quiz (quiz.ts), which asks about that position
 * before the machine is told to move.
 */
export interface Position {
	readonly step: number;
	/** The moment shown within the step (0 = its first line), or null for the whole step. */
	readonly moment: number | null;
}

/**
 * Forward by `grain` from `here`, whose step has `moments` moments: a line moves to the next
 * moment, or to the first moment of the next step; an expansion finishes the step the
 * position is inside, or moves to the next whole step. Whether the step after exists is the
 * caller's to know.
 */
export function forwardOf(here: Position, moments: number, grain: Grain): Position {
	const inside = here.moment !== null && here.moment < moments - 1;
	if (grain === 'line') {
		return inside
			? { step: here.step, moment: (here.moment ?? 0) + 1 }
			: { step: here.step + 1, moment: 0 };
	}
	return inside ? { step: here.step, moment: null } : { step: here.step + 1, moment: null };
}
