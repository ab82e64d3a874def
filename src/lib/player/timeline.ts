import { countText, countWords } from '../count-text';
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
export function speedWords(perSecond: number): string {
	if (perSecond === FASTEST) return 'as fast as possible';
	const count = Math.round(perSecond * 10) / 10;
	return `${countWords(count, 'step', 'steps')} a second`;
}

/** A speed as the slider's output shows it, short: "5/s", "1,000/s", "fastest". */
export function speedShort(perSecond: number): string {
	return perSecond === FASTEST ? 'fastest' : `${countText(Math.round(perSecond * 10) / 10)}/s`;
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
	{ readonly ok: true; readonly step: number } | { readonly ok: false; readonly message: string };

/**
 * A step typed into the "Go to step" field: a whole number from 0 to the run's last step
 * (when it has ended) or to the last step its cap allows (when it has not: the step is then
 * computed first). Digit groups may be written with commas or spaces ("40,000"). Anything else
 * gets a message in words that says what to type.
 */
export function readGoToStep(text: string, bounds: StepBounds): GoToReading {
	const last = bounds.complete ? Math.max(0, bounds.computed - 1) : bounds.lastPossible;
	const range = `a whole number from 0 to ${countText(last)}`;
	const typed = text.trim();
	if (typed === '') return { ok: false, message: `Type a step number: ${range}.` };
	const plain = typed.replace(/(\d)[,\s](?=\d{3}(\D|$))/g, '$1');
	if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain)) {
		return { ok: false, message: `“${typed}” is not a number: type ${range}.` };
	}
	const value = Number(plain);
	if (value < 0) return { ok: false, message: `Steps start at 0 (the start): type ${range}.` };
	if (!Number.isInteger(value)) {
		return { ok: false, message: `${typed} is not a whole step: type ${range}.` };
	}
	if (value > last) {
		const message = bounds.complete
			? `The run ended at step ${countText(last)}: type ${range}.`
			: `Step ${countText(value)} lies beyond the cap of ${countWords(bounds.expansionCap, 'expansion', 'expansions')}: this run cannot go past step ${countText(last)}.`;
		return { ok: false, message };
	}
	return { ok: true, step: value };
}

/**
 * What the "Go to step" field says when the run ended before the step asked for (the step was
 * within the cap, but the search found the goal or emptied its frontier earlier): the player
 * stops at the last step, and the reader is told so rather than left to notice.
 */
export function endedBeforeMessage(asked: number, last: number): string | null {
	if (asked <= last) return null;
	return `The run ended at step ${countText(last)}, before step ${countText(asked)}: showing step ${countText(last)}, its last.`;
}
