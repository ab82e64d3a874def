import { message, type MessageRef } from '../messages';
import { MAX_SPEED, MIN_SPEED } from './playerMachine';
import { FASTEST } from './ticker';

/**
 * The playground's timeline, as numbers and words: the speeds its speed slider stops at, and
 * how a typed "go to step" reads. No DOM: the controls draw these.
 */

/**
 * The speed slider's stops, in steps per second: 1, 2, 5 for each power of ten from
 * MIN_SPEED to MAX_SPEED, then as fast as possible. Evenly spaced stops on a logarithmic scale
 * give each tenfold the same room, so the slow speeds a student reads at are as easy to pick
 * as the fast ones a long run needs.
 */
export const SPEED_STOPS: readonly number[] = Object.freeze([
	MIN_SPEED,
	2,
	5,
	10,
	20,
	50,
	100,
	200,
	500,
	MAX_SPEED,
	FASTEST
]);

/** The stop nearest a speed (nearest by ratio, so 3/s goes to 2/s, not 5/s; a tie goes up). */
export function speedStopOf(perSecond: number): number {
	if (perSecond === FASTEST) return SPEED_STOPS.length - 1;
	let best = 0;
	for (let i = 1; i < SPEED_STOPS.length - 1; i++) {
		const gap = Math.abs(Math.log(perSecond / SPEED_STOPS[i]));
		if (gap <= Math.abs(Math.log(perSecond / SPEED_STOPS[best]))) best = i;
	}
	return best;
}

/** A speed in words, as the slider's value says it: "1 step a second", "as fast as possible". */
export function speedWords(perSecond: number): MessageRef {
	if (perSecond === FASTEST) return message('search_speed_fastest', {});
	return message('search_speed', { count: Math.round(perSecond * 10) / 10 });
}

/** A speed as the slider's output shows it, short: "5/s", "1,000/s", "fastest". */
export function speedShort(perSecond: number): MessageRef {
	return perSecond === FASTEST
		? message('search_speed_fastest_short', {})
		: message('search_speed_short', { rate: Math.round(perSecond * 10) / 10 });
}

/**
 * The last step a run can have under its expansion cap: the start is step 0, then one step per
 * expansion and one for a goal taken off the frontier; an iterative search adds a step at
 * the start of each iteration, and every iteration but the last expands at least its root,
 * so it has at most cap + 1 of them.
 */
export function lastPossibleStep(expansionCap: number, iterative: boolean): number {
	return iterative ? 2 * expansionCap + 2 : expansionCap + 1;
}

/** Where the run stands, for reading a step typed in. */
export interface StepBounds {
	/** Steps computed so far (0 .. computed − 1 are recorded). */
	readonly computed: number;
	/** The run has ended: computed − 1 is its last step. */
	readonly complete: boolean;
	/** The run's expansion cap, for the message past it. */
	readonly expansionCap: number;
	/** The last step the cap allows (lastPossibleStep). */
	readonly lastPossible: number;
}

export type GoToReading =
	| { readonly ok: true; readonly step: number }
	| { readonly ok: false; readonly message: MessageRef };

/**
 * A step typed into the "Go to step" field: a whole number from 0 to the run's last step
 * (when it has ended) or to the last step its cap allows (when it has not: the step is then
 * computed first). Digit groups may be written with commas or spaces ("40,000"). Anything else
 * gets a message in words that says what to type.
 */
export function readGoToStep(text: string, bounds: StepBounds): GoToReading {
	const last = bounds.complete ? Math.max(0, bounds.computed - 1) : bounds.lastPossible;
	const range = message('search_step_range', { last });
	const typed = text.trim();
	if (typed === '') return { ok: false, message: message('search_step_empty', { range }) };
	const plain = typed.replace(/(\d)[,\s](?=\d{3}(\D|$))/g, '$1');
	if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain)) {
		return { ok: false, message: message('search_step_not_number', { typed, range }) };
	}
	const value = Number(plain);
	if (value < 0) return { ok: false, message: message('search_step_negative', { range }) };
	if (!Number.isInteger(value)) {
		return { ok: false, message: message('search_step_fraction', { typed, range }) };
	}
	if (value > last) {
		const said = bounds.complete
			? message('search_step_after_end', { last, range })
			: message('search_step_beyond_cap', {
					step: value,
					expansions: message('count_expansions', { count: bounds.expansionCap }),
					last
				});
		return { ok: false, message: said };
	}
	return { ok: true, step: value };
}

/**
 * What the "Go to step" field says when the run ended before the step asked for (the step was
 * within the cap, but the search found the goal or emptied its frontier earlier): the player
 * stops at the last step, and the reader is told so rather than left to notice.
 */
export function endedBeforeMessage(asked: number, last: number): MessageRef | null {
	if (asked <= last) return null;
	return message('search_step_ended_before', { last, asked });
}
