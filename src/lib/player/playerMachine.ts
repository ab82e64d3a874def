import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Outcome } from '../search/events';
import { openRun, type RunConfig } from './run-config';
import type { RunProgress, RunSource } from './run-source';

/** Playback speed, in expansions (steps) per second. */
export const MIN_SPEED = 0.5;
export const MAX_SPEED = 60;
export const DEFAULT_SPEED = 2;

/** Opens a run from a configuration; throws with a message for the student when it cannot. */
export type OpenRun = (config: RunConfig) => RunSource<unknown>;

/** What the page sends the player. */
export type PlayerEvent =
	/** Open a new run (from any state); the player goes to `ready`, or `error` with a message. */
	| { type: 'load'; config: RunConfig }
	| { type: 'play' }
	| { type: 'pause' }
	/** Play when not playing; pause when playing (or computing toward a seek). */
	| { type: 'toggle' }
	/** One step forward, then paused (or finished at the last step). */
	| { type: 'step' }
	/** One step back, then paused. */
	| { type: 'back' }
	/** Go to a step (0 is the start), computing up to it first when needed; then paused. */
	| { type: 'seek'; step: number }
	/** Compute the run to its end and show the last step. */
	| { type: 'toEnd' }
	/** Back to step 0, ready to play; what was computed is kept. */
	| { type: 'reset' }
	/** Expansions per second, clamped to MIN_SPEED..MAX_SPEED (NaN keeps the current speed). */
	| { type: 'speed'; perSecond: number };

/** What the player's own actors tell it. */
type RunEvent =
	| { type: 'run.opened'; source: RunSource<unknown>; progress: RunProgress }
	| { type: 'run.progress'; source: RunSource<unknown>; progress: RunProgress }
	| { type: 'run.failed'; message: string }
	| { type: 'tick' };

export interface PlayerContext {
	readonly openRun: OpenRun;
	readonly config: RunConfig | null;
	/** The run loaded; its trace is kept at `cursor` by the machine. */
	readonly source: RunSource<unknown> | null;
	/** The step shown: 0 is the start event. */
	readonly cursor: number;
	/** Steps computed so far, and the expansions among them. */
	readonly computed: number;
	readonly expanded: number;
	/** The run has ended, and how (null until it has). */
	readonly complete: boolean;
	readonly outcome: Outcome | null;
	/** Expansions per second while playing. */
	readonly speed: number;
	/** While seeking: the step being computed toward (Infinity for `toEnd`). */
	readonly target: number;
	/** In `finished`: how the run ended and what to try; in `error`: what went wrong. */
	readonly message: string | null;
}

export interface PlayerInput {
	/** How configurations become runs; default `openRun` (run-config.ts). Tests pass fakes. */
	readonly openRun?: OpenRun;
	readonly speed?: number;
}

/**
 * A playback speed within MIN_SPEED..MAX_SPEED: out-of-range values are clamped (0 or a
 * negative number gives the slowest speed, Infinity the fastest); NaN keeps `current`.
 */
export function clampSpeed(perSecond: number, current: number = DEFAULT_SPEED): number {
	if (Number.isNaN(perSecond)) return current;
	return Math.min(MAX_SPEED, Math.max(MIN_SPEED, perSecond));
}

/** The step a seek asks for: a whole number, 0 or more (NaN reads as 0). */
function wantedStep(step: number): number {
	return Math.max(0, Math.trunc(step) || 0);
}

function sourceOf(context: PlayerContext): RunSource<unknown> {
	if (context.source === null) throw new Error('The player has no run loaded.');
	return context.source;
}

function messageOf(error: unknown): string {
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
						: { type: 'run.failed', message: 'The run ended without a start event.' }
				),
			error: (message) => sendBack({ type: 'run.failed', message })
		});
	}
);

/** Computes the run, chunk by chunk, until `events` events exist or it ends. */
const computeActor = fromCallback<RunEvent, { source: RunSource<unknown>; events: number }>(
	({ input, sendBack }) =>
		input.source.compute(input.events, {
			progress: (progress) => sendBack({ type: 'run.progress', source: input.source, progress }),
			error: (message) => sendBack({ type: 'run.failed', message })
		})
);

/** The clock of `playing`: a tick every `intervalMs`, stopped when the state is left. */
const tickerActor = fromCallback<RunEvent, { intervalMs: number }>(({ input, sendBack }) => {
	const timer = setInterval(() => sendBack({ type: 'tick' }), input.intervalMs);
	return () => clearInterval(timer);
});

const player = setup({
	types: {
		context: {} as PlayerContext,
		events: {} as PlayerEvent | RunEvent,
		input: {} as PlayerInput | undefined
	},
	actors: { openRun: openRunActor, compute: computeActor, ticker: tickerActor },
	guards: {
		canStepForward: ({ context }) => context.cursor + 1 < context.computed,
		/**
		 * The next step is computed, and so is whether it is the last (the run has ended, or the
		 * step after it exists too): a step can land on it and know whether the run finished.
		 */
		nextStepKnown: ({ context }) => context.cursor + (context.complete ? 1 : 2) < context.computed,
		notAtStart: ({ context }) => context.cursor > 0,
		complete: ({ context }) => context.complete,
		/** The cursor is on the run's last step, and the run is known to have ended there. */
		atEnd: ({ context }) => context.complete && context.cursor === context.computed - 1,
		seekIsComputed: ({ context, event }) =>
			event.type === 'seek' && (context.complete || wantedStep(event.step) < context.computed),
		/**
		 * Seeking is done once the target step exists and the step after it too (so the player
		 * knows whether the target is the last step), or the run has ended.
		 */
		targetReached: ({ context }) => context.complete || context.computed > context.target + 1,
		fromCurrentSource: ({ context, event }) =>
			event.type === 'run.progress' && event.source === context.source
	},
	actions: {
		forgetRun: assign(({ event }) => ({
			config: event.type === 'load' ? event.config : null,
			source: null,
			cursor: 0,
			computed: 0,
			expanded: 0,
			complete: false,
			outcome: null,
			target: 0,
			message: null
		})),
		adoptSource: assign(({ event }) =>
			event.type === 'run.opened' ? { source: event.source, ...progressFields(event.progress) } : {}
		),
		recordProgress: assign(({ event }) =>
			event.type === 'run.progress' ? progressFields(event.progress) : {}
		),
		reportFailure: assign({
			message: ({ event }) => (event.type === 'run.failed' ? event.message : null)
		}),
		stepForward: assign({ cursor: ({ context }) => context.cursor + 1 }),
		stepBack: assign({ cursor: ({ context }) => Math.max(0, context.cursor - 1) }),
		toStart: assign({ cursor: 0 }),
		seekTo: assign({
			cursor: ({ context, event }) =>
				event.type === 'seek'
					? Math.min(wantedStep(event.step), context.computed - 1)
					: context.cursor
		}),
		aimAtSeek: assign({
			target: ({ context, event }) =>
				event.type === 'seek' ? wantedStep(event.step) : context.target
		}),
		aimAtNextStep: assign({ target: ({ context }) => context.cursor + 1 }),
		aimAtEnd: assign({ target: Infinity }),
		landOnTarget: assign({
			cursor: ({ context }) => Math.max(0, Math.min(context.target, context.computed - 1))
		}),
		toLastStep: assign({ cursor: ({ context }) => context.computed - 1 }),
		setSpeed: assign({
			speed: ({ context, event }) =>
				event.type === 'speed' ? clampSpeed(event.perSecond, context.speed) : context.speed
		}),
		explainOutcome: assign({ message: ({ context }) => sourceOf(context).outcomeMessage() }),
		clearMessage: assign({ message: null }),
		/** The trace follows the cursor, so views read the step the player shows. */
		syncTrace: ({ context }) => {
			context.source?.trace.seek(context.cursor);
		}
	}
});

function progressFields(
	progress: RunProgress
): Pick<PlayerContext, 'computed' | 'expanded' | 'complete' | 'outcome'> {
	return {
		computed: progress.computed,
		expanded: progress.expanded,
		complete: progress.complete,
		outcome: progress.outcome
	};
}

/**
 * A step forward lands on the next step ('landing' then decides between paused and finished);
 * at the last step of an ended run it stays; otherwise it computes the next step first.
 */
const STEP_FORWARD = [
	{ guard: 'nextStepKnown', target: 'landing', actions: ['stepForward', 'syncTrace'] },
	{ guard: 'complete', target: 'landing' },
	{ target: 'seeking', actions: 'aimAtNextStep' }
] as const;

/** Moves every state with a run answers the same way. */
const withRun = player.createStateConfig({
	on: {
		back: { guard: 'notAtStart', target: 'paused', actions: ['stepBack', 'syncTrace'] },
		seek: [
			{ guard: 'seekIsComputed', target: 'landing', actions: ['seekTo', 'syncTrace'] },
			{ target: 'seeking', reenter: true, actions: 'aimAtSeek' }
		],
		toEnd: [
			{ guard: 'complete', target: 'landing', actions: ['toLastStep', 'syncTrace'] },
			{ target: 'seeking', reenter: true, actions: 'aimAtEnd' }
		],
		reset: { target: 'ready', actions: ['toStart', 'syncTrace'] }
	}
});

/**
 * The player: it opens a run, computes it ahead of the cursor in chunks, and moves the cursor.
 *
 *   idle ──load──▶ loading ──▶ ready ──play──▶ playing ──pause──▶ paused
 *                     │                         │ last step         │ step at the last step
 *                     ▼                         ▼                   ▼
 *                   error                    finished ◀───────────────
 *
 * - ready: a run is loaded and the cursor is at step 0.
 * - playing: owns a ticker (one step per 1/speed seconds) and keeps computing the run ahead;
 *   pausing is leaving the state, which stops both. At the run's last step it finishes.
 * - paused: stopped anywhere. step and back move one step; back from finished lands here.
 * - seeking: computing toward a step not computed yet (seek, toEnd, or a step past what is
 *   computed), with progress in the context; pause or reset cancels it.
 * - finished: the cursor is at the last step of a run that ended (goal, exhausted, limit or
 *   stuck); `message` says how and what to try. play starts again from step 0.
 * - error: the run could not be opened or computed; `message` says why. load starts afresh.
 *
 * The machine never draws: it keeps `source.trace` at `cursor`, and views read the trace.
 */
export const playerMachine = player.createMachine({
	id: 'player',
	context: ({ input }) => ({
		openRun: input?.openRun ?? ((config: RunConfig) => openRun(config)),
		config: null,
		source: null,
		cursor: 0,
		computed: 0,
		expanded: 0,
		complete: false,
		outcome: null,
		speed: clampSpeed(input?.speed ?? DEFAULT_SPEED),
		target: 0,
		message: null
	}),
	initial: 'idle',
	on: {
		load: { target: '.loading', reenter: true, actions: 'forgetRun' },
		speed: { actions: 'setSpeed' }
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
		ready: {
			on: {
				...withRun.on,
				play: 'playing',
				toggle: 'playing',
				step: STEP_FORWARD
			}
		},
		playing: {
			invoke: [
				{
					src: 'compute',
					input: ({ context }) => ({ source: sourceOf(context), events: Infinity })
				},
				{ src: 'ticker', input: ({ context }) => ({ intervalMs: 1000 / context.speed }) }
			],
			always: { guard: 'atEnd', target: 'finished' },
			on: {
				...withRun.on,
				pause: 'paused',
				toggle: 'paused',
				step: STEP_FORWARD,
				tick: { guard: 'canStepForward', actions: ['stepForward', 'syncTrace'] },
				'run.progress': { guard: 'fromCurrentSource', actions: 'recordProgress' },
				'run.failed': { target: 'error', actions: 'reportFailure' },
				// Re-entering restarts the ticker at the new interval.
				speed: { target: 'playing', reenter: true, actions: 'setSpeed' }
			}
		},
		paused: {
			on: {
				...withRun.on,
				play: 'playing',
				toggle: 'playing',
				step: STEP_FORWARD
			}
		},
		seeking: {
			invoke: {
				src: 'compute',
				input: ({ context }) => ({ source: sourceOf(context), events: context.target + 2 })
			},
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
