import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';

/**
 * The player machine's small sibling, for figures that play a fixed list of frames already
 * computed (a solution's boards, a method's moves): nothing to compute ahead, so no run source,
 * no seeking state and no grain; one frame per tick of a timer.
 *
 *   paused ──play──▶ playing ──pause, step, back, seek, or the last frame──▶ paused
 *
 * - paused: stopped on any frame. step, back and seek move the shown frame.
 * - playing: owns a ticker that moves one frame every `interval` ms; leaving the state stops
 *   it. Moving by hand pauses, and so does reaching the last frame. Play from the last frame
 *   starts again from the first.
 * - `length` gives the list a new length (a new solution, a new board): back to the first
 *   frame, paused.
 */

/** What a figure sends the sequence player. */
export type SequenceEvent =
	/** A new list of `length` frames (at least 1): back to frame 0, paused. */
	| { type: 'length'; length: number }
	| { type: 'play' }
	| { type: 'pause' }
	/** Play when paused, pause when playing. */
	| { type: 'toggle' }
	/** Show frame `index` (clamped to the list), paused. */
	| { type: 'seek'; index: number }
	/** One frame forward, paused. */
	| { type: 'step' }
	/** One frame back, paused. */
	| { type: 'back' };

export interface SequenceContext {
	/** The frame shown: 0 is the first. */
	readonly index: number;
	/** How many frames the list has (at least 1). */
	readonly length: number;
	/** Milliseconds between two frames while playing. */
	readonly interval: number;
}

export interface SequenceInput {
	readonly interval: number;
	readonly length?: number;
}

/** A whole frame index within a list of `length` frames (NaN reads as 0). */
function frameWithin(index: number, length: number): number {
	return Math.min(length - 1, Math.max(0, Math.trunc(index) || 0));
}

/** A list length: a whole number, at least 1 (a list with no frames still shows its start). */
function lengthOf(length: number): number {
	return Math.max(1, Math.trunc(length) || 0);
}

/** Ticks every `interval` ms until the state that owns it is left. */
const tickerActor = fromCallback<{ type: 'tick' }, { interval: number }>(({ input, sendBack }) => {
	const timer = setInterval(() => sendBack({ type: 'tick' }), input.interval);
	return () => clearInterval(timer);
});

const sequence = setup({
	types: {
		context: {} as SequenceContext,
		events: {} as SequenceEvent | { type: 'tick' },
		input: {} as SequenceInput
	},
	actors: { ticker: tickerActor },
	guards: {
		atLast: ({ context }) => context.index === context.length - 1
	},
	actions: {
		setLength: assign(({ event }) =>
			event.type === 'length' ? { length: lengthOf(event.length), index: 0 } : {}
		),
		seek: assign(({ context, event }) =>
			event.type === 'seek' ? { index: frameWithin(event.index, context.length) } : {}
		),
		forward: assign(({ context }) => ({ index: frameWithin(context.index + 1, context.length) })),
		backward: assign(({ context }) => ({ index: frameWithin(context.index - 1, context.length) })),
		toFirst: assign({ index: 0 })
	}
});

/** Moves by hand answer the same way in both states: they show the frame, paused. */
const BY_HAND = {
	length: { target: '#sequence.paused', actions: 'setLength' },
	seek: { target: '#sequence.paused', actions: 'seek' },
	step: { target: '#sequence.paused', actions: 'forward' },
	back: { target: '#sequence.paused', actions: 'backward' }
} as const;

const PLAY = [
	{ guard: 'atLast', target: 'playing', actions: 'toFirst' },
	{ target: 'playing' }
] as const;

export const sequenceMachine = sequence.createMachine({
	id: 'sequence',
	context: ({ input }) => ({
		index: 0,
		length: lengthOf(input.length ?? 1),
		interval: input.interval
	}),
	initial: 'paused',
	states: {
		paused: {
			on: { ...BY_HAND, play: PLAY, toggle: PLAY }
		},
		playing: {
			invoke: { src: 'ticker', input: ({ context }) => ({ interval: context.interval }) },
			always: { guard: 'atLast', target: 'paused' },
			on: { ...BY_HAND, pause: 'paused', toggle: 'paused', tick: { actions: 'forward' } }
		}
	}
});

export type SequenceMachine = typeof sequenceMachine;
export type SequenceSnapshot = SnapshotFrom<SequenceMachine>;
