import { assign, setup } from 'xstate';
import { tickerActor, type Tick } from './ticker';

/**
 * The player machine's small sibling, for figures that play a list of frames already computed
 * (a solution's boards, a method's moves, the steps /compare has recorded): nothing to compute
 * ahead, so no run source, no seeking state and no grain; `perSecond` frames a second, on the
 * player's ticker.
 *
 *   paused ──play──▶ playing ──pause, step, back, seek, or the last frame──▶ paused
 *
 * - paused: stopped on any frame. step, back and seek move the shown frame.
 * - playing: owns a ticker that moves the frame on at `perSecond` frames a second; leaving the
 *   state stops it. Moving by hand pauses, and so does reaching the last frame, unless more
 *   frames are coming: then it waits there for them. Play from the last frame starts again
 *   from the first.
 * - `length` gives the list a new length (a new solution, a new board): back to the first
 *   frame, paused. `frames` grows (or cuts) the list the figure is still computing: the frame
 *   shown stays, clamped, and playing goes on.
 */

/** What a figure sends the sequence player. */
export type SequenceEvent =
	/** A new list of `length` frames (at least 1): back to frame 0, paused. */
	| { type: 'length'; length: number }
	/** The list now has `length` frames, and `more` are coming or not; the frame shown stays. */
	| { type: 'frames'; length: number; more: boolean }
	/** Play `perSecond` frames a second from now on. */
	| { type: 'speed'; perSecond: number }
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
	/** More frames are coming: playing waits at the last frame rather than pausing there. */
	readonly more: boolean;
	/** Frames a second while playing. */
	readonly perSecond: number;
}

export interface SequenceInput {
	readonly perSecond: number;
	readonly length?: number;
	readonly more?: boolean;
}

/** A whole frame index within a list of `length` frames (NaN reads as 0). */
function frameWithin(index: number, length: number): number {
	return Math.min(length - 1, Math.max(0, Math.trunc(index) || 0));
}

/** A list length: a whole number, at least 1 (a list with no frames still shows its start). */
function lengthOf(length: number): number {
	return Math.max(1, Math.trunc(length) || 0);
}

const sequence = setup({
	types: {
		context: {} as SequenceContext,
		events: {} as SequenceEvent | Tick,
		input: {} as SequenceInput
	},
	actors: { ticker: tickerActor },
	guards: {
		/** On the last frame, and no more are coming. */
		atEnd: ({ context }) => !context.more && context.index === context.length - 1
	},
	actions: {
		setLength: assign(({ event }) =>
			event.type === 'length' ? { length: lengthOf(event.length), more: false, index: 0 } : {}
		),
		setFrames: assign(({ context, event }) => {
			if (event.type !== 'frames') return {};
			const length = lengthOf(event.length);
			return { length, more: event.more, index: frameWithin(context.index, length) };
		}),
		setSpeed: assign(({ event }) => (event.type === 'speed' ? { perSecond: event.perSecond } : {})),
		seek: assign(({ context, event }) =>
			event.type === 'seek' ? { index: frameWithin(event.index, context.length) } : {}
		),
		forward: assign(({ context, event }) => ({
			index: frameWithin(context.index + (event.type === 'tick' ? event.steps : 1), context.length)
		})),
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
	{ guard: 'atEnd', target: 'playing', actions: 'toFirst' },
	{ target: 'playing' }
] as const;

export const sequenceMachine = sequence.createMachine({
	id: 'sequence',
	context: ({ input }) => ({
		index: 0,
		length: lengthOf(input.length ?? 1),
		more: input.more ?? false,
		perSecond: input.perSecond
	}),
	initial: 'paused',
	on: { frames: { actions: 'setFrames' } },
	states: {
		paused: {
			on: { ...BY_HAND, play: PLAY, toggle: PLAY, speed: { actions: 'setSpeed' } }
		},
		playing: {
			invoke: { src: 'ticker', input: ({ context }) => ({ perSecond: context.perSecond }) },
			always: { guard: 'atEnd', target: 'paused' },
			on: {
				...BY_HAND,
				pause: 'paused',
				toggle: 'paused',
				tick: { actions: 'forward' },
				// Re-entering restarts the ticker at the new speed.
				speed: { target: 'playing', reenter: true, actions: 'setSpeed' }
			}
		}
	}
});

export type SequenceMachine = typeof sequenceMachine;
