import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { openRun, type RunConfig } from './run-config';
import { nextFrame } from '../slices';
import {
	PLAYING_CHUNK_MS,
	type ComputeOptions,
	type RunProgress,
	type RunSource
} from './run-source';
import { NEAR_STEPS } from '../trace/trace';
import { FASTEST, tickerActor, type Tick } from './ticker';
import type { Grain } from '../config/run-options';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';
import { forwardOf } from './forward';

/** Playback speed, in steps per second; FASTEST (Infinity) plays as fast as the page can. */
export const MIN_SPEED = 1;
export const MAX_SPEED = 1000;
export const DEFAULT_SPEED = 2;

/** Opens a run from a configuration; throws with a message for the student when it cannot. */
export type OpenRun = (config: RunConfig) => RunSource<unknown>;

/** The unit a step moves by, a run option (config/run-options.ts) the player's events carry. */
export type { Grain };

/** What the page sends the player. */
export type PlayerEvent =
	/** Open a new run (from any state); the player goes to `ready`, or `error` with a message. */
	| { type: 'load'; config: RunConfig }
	| { type: 'play' }
	| { type: 'pause' }
	/** Play when not playing; pause when playing (or computing toward a seek). */
	| { type: 'toggle' }
	/**
	 * One step forward (by `grain`, default the player's), then paused (or finished at the end).
	 * A whole-expansion step from inside an expansion finishes that expansion.
	 */
	| { type: 'step'; grain?: Grain }
	/** One step back (by `grain`, default the player's), then paused. */
	| { type: 'back'; grain?: Grain }
	/**
	 * Go to a step (0 is the start), and within it to a moment (null or absent: the whole step),
	 * computing up to it first when needed; then paused.
	 */
	| { type: 'seek'; step: number; moment?: number | null }
	/** Step and play by whole expansions or by lines from now on. */
	| { type: 'grain'; grain: Grain }
	/** Compute the run to its end and show the last step. */
	| { type: 'toEnd' }
	/** Back to step 0, ready to play; what was computed is kept. */
	| { type: 'reset' }
	/**
	 * Steps per second, clamped to MIN_SPEED..MAX_SPEED, or FASTEST (Infinity); NaN keeps the
	 * current speed.
	 */
	| { type: 'speed'; perSecond: number };

/** What the player's own actors tell it. */
type RunEvent =
	| { type: 'run.opened'; source: RunSource<unknown>; progress: RunProgress }
	| { type: 'run.progress'; source: RunSource<unknown>; progress: RunProgress }
	| { type: 'run.failed'; message: string | MessageRef }
	| Tick;

/** What the player knows: its run, the step it shows, and how far the run is computed. */
export interface PlayerContext extends RunProgress {
	readonly openRun: OpenRun;
	readonly config: RunConfig | null;
	/** The run loaded; its trace is kept at `cursor` by the machine. */
	readonly source: RunSource<unknown> | null;
	/** The step shown: 0 is the start event. */
	readonly cursor: number;
	/** The moment shown within the step (0 = its first line), or null for the whole step. */
	readonly moment: number | null;
	/** What step, back and play move by. */
	readonly grain: Grain;
	/** The moment a seek toward a step not computed yet lands on. */
	readonly targetMoment: number | null;
	/** Steps per second while playing; FASTEST (Infinity) for as fast as the page can. */
	readonly speed: number;
	/** While seeking: the step being computed toward (Infinity for `toEnd`). */
	readonly target: number;
	/** In `error`: what went wrong. */
	readonly message: string | MessageRef | null;
	/** In `finished`: how the run ended and what to try, for the components to put in words. */
	readonly outcomeMessage: MessageRef | null;
}

export interface PlayerInput {
	/** How configurations become runs; default `openRun` (run-config.ts). Tests pass fakes. */
	readonly openRun?: OpenRun;
	readonly speed?: number;
	readonly grain?: Grain;
}

/**
 * A playback speed within MIN_SPEED..MAX_SPEED, or FASTEST: out-of-range values are clamped (0
 * or a negative number gives the slowest speed, a finite number above MAX_SPEED gives
 * MAX_SPEED); Infinity is FASTEST; NaN keeps `current`.
 */
export function clampSpeed(perSecond: number, current: number = DEFAULT_SPEED): number {
	if (Number.isNaN(perSecond)) return current;
	if (perSecond === FASTEST) return FASTEST;
	return Math.min(MAX_SPEED, Math.max(MIN_SPEED, perSecond));
}

/** What the player knows of a run before one is opened: at first, and again on each load. */
const NO_RUN = {
	source: null,
	cursor: 0,
	moment: null,
	targetMoment: null,
	computed: 0,
	expanded: 0,
	complete: false,
	outcome: null,
	target: 0,
	message: null,
	outcomeMessage: null
} as const satisfies Partial<PlayerContext>;

/** The step a seek asks for: a whole number, 0 or more (NaN reads as 0). */
function wantedStep(step: number): number {
	return Math.max(0, Math.trunc(step) || 0);
}

/** Moments of the cursor's step (1 when no run is loaded). */
function momentsHere(context: PlayerContext): number {
	const trace = context.source?.trace;
	return trace === undefined || trace.length === 0 ? 1 : trace.momentCount(context.cursor);
}

/** The cursor rests inside its step, before the step's last moment. */
function insideStep(context: PlayerContext): boolean {
	return context.moment !== null && context.moment < momentsHere(context) - 1;
}

function grainOf(context: PlayerContext, event: { type: string; grain?: Grain }): Grain {
	return (
		(event.type === 'step' || event.type === 'back' ? event.grain : undefined) ?? context.grain
	);
}

function sourceOf(context: PlayerContext): RunSource<unknown> {
	if (context.source === null) throw new Error('The player has no run loaded.');
	return context.source;
}

/** Why opening failed: the lower layer's message for the reader, or an error's own text. */
function messageOf(error: unknown): string | MessageRef {
	if (error instanceof MessageError) return error.ref;
	return error instanceof Error ? error.message : String(error);
}

/** Opens the run and computes its first chunk; the run is ready once its start event exists. */
const openRunActor = fromCallback<RunEvent, { config: RunConfig; openRun: OpenRun }>(
	({ input, sendBack }) => {
		let source: RunSource<unknown>;
		try {
			source = input.openRun(input.config);
		} catch (error) {
			sendBack({ type: 'run.failed', message: messageOf(error) });
			return undefined;
		}
		return source.compute(1, {
			progress: (progress) =>
				sendBack(
					progress.computed > 0
						? { type: 'run.opened', source, progress }
						: { type: 'run.failed', message: message('outcome_no_start', {}) }
				),
			error: (message) => sendBack({ type: 'run.failed', message })
		});
	}
);

/**
 * Computes the run, chunk by chunk, until `events` events exist or it ends; with `walkTo`, then
 * moves the trace's cursor to that step in slices too (RunSource.compute).
 */
const computeActor = fromCallback<
	RunEvent,
	{ source: RunSource<unknown>; events: number; options?: ComputeOptions }
>(({ input, sendBack }) =>
	input.source.compute(
		input.events,
		{
			progress: (progress) => sendBack({ type: 'run.progress', source: input.source, progress }),
			error: (message) => sendBack({ type: 'run.failed', message })
		},
		input.options
	)
);

/** The trace can move to `step` at once; a farther move walks while the player seeks. */
function near(context: PlayerContext, step: number): boolean {
	const trace = context.source?.trace;
	return trace === undefined || trace.distanceTo(step) <= NEAR_STEPS;
}

const player = setup({
	types: {
		context: {} as PlayerContext,
		events: {} as PlayerEvent | RunEvent,
		input: {} as PlayerInput | undefined
	},
	actors: { openRun: openRunActor, compute: computeActor, ticker: tickerActor },
	guards: {
		canStepForward: ({ context }) => insideStep(context) || context.cursor + 1 < context.computed,
		/** The next position lies within the cursor's step: no new step needs computing. */
		withinStep: ({ context }) => insideStep(context),
		/**
		 * The next step is computed, and so is whether it is the last (the run has ended, or the
		 * step after it exists too): a step can land on it and know whether the run finished.
		 */
		nextStepKnown: ({ context }) => context.cursor + (context.complete ? 1 : 2) < context.computed,
		notAtStart: ({ context, event }) =>
			context.cursor > 0 ||
			(grainOf(context, event) === 'line' && context.moment !== null && context.moment > 0),
		complete: ({ context }) => context.complete,
		/** The cursor is on the run's last step (its last moment), and the run ended there. */
		atEnd: ({ context }) =>
			context.complete && context.cursor === context.computed - 1 && !insideStep(context),
		/** The step a seek asks for is computed, and near enough to show at once. */
		seekIsNear: ({ context, event }) =>
			event.type === 'seek' &&
			(context.complete || wantedStep(event.step) < context.computed) &&
			near(context, wantedStep(event.step)),
		/** The run has ended, and its last step is near enough to show at once. */
		endIsNear: ({ context }) => context.complete && near(context, context.computed - 1),
		/**
		 * Seeking is done once the target step exists and the step after it too (so the player
		 * knows whether the target is the last step), or the run has ended; and the trace's
		 * cursor has walked near enough to it to land at once.
		 */
		targetReached: ({ context }) =>
			(context.complete || context.computed > context.target + 1) &&
			near(context, Math.min(context.target, context.computed - 1)),
		fromCurrentSource: ({ context, event }) =>
			event.type === 'run.progress' && event.source === context.source
	},
	actions: {
		forgetRun: assign(({ event }) => ({
			config: event.type === 'load' ? event.config : null,
			...NO_RUN
		})),
		adoptSource: assign(({ event }) =>
			event.type === 'run.opened' ? { source: event.source, ...event.progress } : {}
		),
		recordProgress: assign(({ event }) => (event.type === 'run.progress' ? event.progress : {})),
		reportFailure: assign({
			message: ({ event }) => (event.type === 'run.failed' ? event.message : null)
		}),
		/**
		 * Forward by the grain: a line moves to the next moment, or to the first moment of the next
		 * step; an expansion finishes the step the cursor is inside, or moves to the next whole step.
		 */
		stepForward: assign(({ context, event }) => {
			const here = { step: context.cursor, moment: context.moment };
			const { step, moment } = forwardOf(here, momentsHere(context), grainOf(context, event));
			return { cursor: step, moment };
		}),
		/**
		 * A tick of the ticker: forward by the player's grain, as many times as the tick says or
		 * until the last step computed (the ticker does not wait: steps it asks for beyond what is
		 * computed are dropped, so playback never outruns the computation by a burst).
		 */
		playForward: assign(({ context, event }) => {
			const steps = event.type === 'tick' ? event.steps : 1;
			if (context.grain === 'expansion') {
				const finishing = insideStep(context) ? 1 : 0;
				const cursor = Math.min(context.cursor + steps - finishing, context.computed - 1);
				return { cursor: Math.max(cursor, context.cursor), moment: null };
			}
			let { cursor, moment } = context;
			for (let i = 0; i < steps; i++) {
				const here = { ...context, cursor, moment };
				if (insideStep(here)) moment = (moment ?? 0) + 1;
				else if (cursor + 1 < context.computed) {
					cursor += 1;
					moment = 0;
				} else break;
			}
			return { cursor, moment };
		}),
		/** Back by the grain: a line to the moment before (or the step before, whole). */
		stepBack: assign(({ context, event }) => {
			if (grainOf(context, event) !== 'line') {
				return { cursor: Math.max(0, context.cursor - 1), moment: null };
			}
			if (context.moment !== null && context.moment > 0) return { moment: context.moment - 1 };
			// Into the step before, on its last line: the same position as the whole step, said
			// as that line.
			const cursor = Math.max(0, context.cursor - 1);
			return { cursor, moment: momentWithin(context, cursor, Infinity) };
		}),
		toStart: assign({ cursor: 0, moment: null }),
		setGrain: assign({
			grain: ({ context, event }) => (event.type === 'grain' ? event.grain : context.grain)
		}),
		seekTo: assign(({ context, event }) => {
			if (event.type !== 'seek') return {};
			const cursor = Math.min(wantedStep(event.step), context.computed - 1);
			return { cursor, moment: momentWithin(context, cursor, event.moment ?? null) };
		}),
		aimAtSeek: assign(({ context, event }) =>
			event.type === 'seek'
				? { target: wantedStep(event.step), targetMoment: event.moment ?? null }
				: { target: context.target }
		),
		aimAtNextStep: assign(({ context, event }) => ({
			target: context.cursor + 1,
			targetMoment: grainOf(context, event) === 'line' ? 0 : null
		})),
		aimAtEnd: assign({ target: Infinity, targetMoment: null }),
		landOnTarget: assign(({ context }) => {
			const cursor = Math.max(0, Math.min(context.target, context.computed - 1));
			const moment = cursor === context.target ? context.targetMoment : null;
			return { cursor, moment: momentWithin(context, cursor, moment) };
		}),
		toLastStep: assign({ cursor: ({ context }) => context.computed - 1, moment: null }),
		/**
		 * Leaving `seeking` before it lands (pause, back, another seek): the cursor stays where
		 * the trace's walk toward the target has got, a step the views can show as it is.
		 */
		keepWalkedStep: assign(({ context }) => {
			const trace = context.source?.trace;
			if (trace === undefined || trace.length === 0 || trace.cursor === context.cursor) return {};
			return { cursor: trace.cursor, moment: null };
		}),
		setSpeed: assign({
			speed: ({ context, event }) =>
				event.type === 'speed' ? clampSpeed(event.perSecond, context.speed) : context.speed
		}),
		explainOutcome: assign({
			outcomeMessage: ({ context }) => sourceOf(context).outcomeMessage()
		}),
		clearMessage: assign({ message: null, outcomeMessage: null }),
		/** The trace follows the cursor, so views read the step (and moment) the player shows. */
		syncTrace: ({ context }) => {
			context.source?.trace.seek(context.cursor, context.moment);
		}
	}
});

/** A moment of step `step`, clamped to its moments; null stays null (the whole step). */
function momentWithin(context: PlayerContext, step: number, moment: number | null): number | null {
	if (moment === null || context.source === null) return null;
	const count = context.source.trace.momentCount(step);
	return Math.min(Math.max(0, Math.trunc(moment) || 0), count - 1);
}

/**
 * A step forward lands on the next step ('landing' then decides between paused and finished);
 * at the last step of an ended run it stays; otherwise it computes the next step first.
 */
const STEP_FORWARD = [
	{ guard: 'withinStep', target: 'landing', actions: ['stepForward', 'syncTrace'] },
	{ guard: 'nextStepKnown', target: 'landing', actions: ['stepForward', 'syncTrace'] },
	{ guard: 'complete', target: 'landing' },
	{ target: 'seeking', actions: 'aimAtNextStep' }
] as const;

/** Moves every state with a run answers the same way. */
const withRun = player.createStateConfig({
	on: {
		back: { guard: 'notAtStart', target: 'paused', actions: ['stepBack', 'syncTrace'] },
		seek: [
			{ guard: 'seekIsNear', target: 'landing', actions: ['seekTo', 'syncTrace'] },
			{ target: 'seeking', reenter: true, actions: 'aimAtSeek' }
		],
		toEnd: [
			{ guard: 'endIsNear', target: 'landing', actions: ['toLastStep', 'syncTrace'] },
			{ target: 'seeking', reenter: true, actions: 'aimAtEnd' }
		],
		reset: { target: 'ready', actions: ['toStart', 'syncTrace'] }
	}
});

/** `ready` and `paused` answer alike: the cursor rests on a step, anywhere but the end. */
const AT_REST = { ...withRun.on, play: 'playing', toggle: 'playing', step: STEP_FORWARD } as const;

/**
 * The player: it opens a run, computes it ahead of the cursor in chunks, and moves the cursor.
 *
 *   idle ──load──▶ loading ──▶ ready ──play──▶ playing ──pause──▶ paused
 *                     │                         │ last step         │ step at the last step
 *                     ▼                         ▼                   ▼
 *                   error                    finished ◀───────────────
 *
 * - ready: a run is loaded and the cursor is at step 0.
 * - playing: owns a ticker (speed steps a second: one per tick up to TIMER_SPEED_LIMIT, then
 *   several per animation frame) and keeps computing the run ahead; pausing is leaving the
 *   state, which stops both. At the run's last step it finishes.
 * - paused: stopped anywhere. step and back move one step; back from finished lands here.
 * - seeking: computing toward a step not computed yet (seek, toEnd, or a step past what is
 *   computed), with progress in the context, then walking the trace's cursor there in slices
 *   when it is far (NEAR_STEPS); pause or reset cancels it, leaving the cursor where the walk
 *   got to.
 * - finished: the cursor is at the last step of a run that ended (goal, exhausted, limit or
 *   stuck); `outcomeMessage` says how and what to try. play starts again from step 0.
 * - error: the run could not be opened or computed; `message` says why. load starts afresh.
 *
 * The machine never draws: it keeps `source.trace` at `cursor`, and views read the trace.
 */
export const playerMachine = player.createMachine({
	id: 'player',
	context: ({ input }) => ({
		openRun: input?.openRun ?? ((config: RunConfig) => openRun(config)),
		config: null,
		grain: input?.grain ?? 'expansion',
		speed: clampSpeed(input?.speed ?? DEFAULT_SPEED),
		...NO_RUN
	}),
	initial: 'idle',
	on: {
		load: { target: '.loading', reenter: true, actions: 'forgetRun' },
		speed: { actions: 'setSpeed' },
		grain: { actions: 'setGrain' }
	},
	states: {
		idle: {},
		loading: {
			invoke: {
				src: 'openRun',
				input: ({ context }) => ({
					config: context.config ?? failNoConfig(),
					openRun: context.openRun
				})
			},
			on: {
				'run.opened': { target: 'ready', actions: ['adoptSource', 'syncTrace'] },
				'run.failed': { target: 'error', actions: 'reportFailure' }
			}
		},
		ready: { on: AT_REST },
		playing: {
			invoke: [
				{
					src: 'compute',
					input: ({ context }) => ({
						source: sourceOf(context),
						events: Infinity,
						// At a chosen speed, a short chunk in each frame stays ahead of the steps
						// shown; as fast as possible, the steps shown wait for the chunks.
						options:
							context.speed === FASTEST ? {} : { chunkMs: PLAYING_CHUNK_MS, schedule: nextFrame }
					})
				},
				{ src: 'ticker', input: ({ context }) => ({ perSecond: context.speed }) }
			],
			always: { guard: 'atEnd', target: 'finished' },
			on: {
				...withRun.on,
				pause: 'paused',
				toggle: 'paused',
				step: STEP_FORWARD,
				tick: { guard: 'canStepForward', actions: ['playForward', 'syncTrace'] },
				'run.progress': { guard: 'fromCurrentSource', actions: 'recordProgress' },
				'run.failed': { target: 'error', actions: 'reportFailure' },
				// Re-entering restarts the ticker at the new interval.
				speed: { target: 'playing', reenter: true, actions: 'setSpeed' }
			}
		},
		paused: { on: AT_REST },
		seeking: {
			invoke: {
				src: 'compute',
				input: ({ context }) => ({
					source: sourceOf(context),
					events: context.target + 2,
					options: { walkTo: context.target }
				})
			},
			exit: 'keepWalkedStep',
			always: { guard: 'targetReached', target: 'landing', actions: ['landOnTarget', 'syncTrace'] },
			on: {
				...withRun.on,
				pause: 'paused',
				toggle: 'paused',
				'run.progress': { guard: 'fromCurrentSource', actions: 'recordProgress' },
				'run.failed': { target: 'error', actions: 'reportFailure' }
			}
		},
		/** Not a resting state: decides at once where a move that may end the run lands. */
		landing: {
			always: [{ guard: 'atEnd', target: 'finished' }, { target: 'paused' }]
		},
		finished: {
			entry: 'explainOutcome',
			exit: 'clearMessage',
			on: {
				...withRun.on,
				play: { target: 'playing', actions: ['toStart', 'syncTrace'] },
				toggle: { target: 'playing', actions: ['toStart', 'syncTrace'] }
			}
		},
		error: {}
	}
});

function failNoConfig(): never {
	throw new Error('loading needs a configuration: send a load event.');
}

export type PlayerMachine = typeof playerMachine;
export type PlayerActor = ActorRefFrom<PlayerMachine>;
export type PlayerSnapshot = SnapshotFrom<PlayerMachine>;
