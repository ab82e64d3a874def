import { ROMANIA } from '$lib/domains/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
	clampSpeed,
	openRun,
	playerMachine,
	type PlayerContext,
	type RunConfig,
	type RunSource
} from '$lib/player';
import { countingClock } from './clock';
import { messageText } from '$lib/components/message-text';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

const ROAD_MAP_ASTAR: RunConfig = {
	algorithm: 'astar',
	problem: 'graph',
	spec: { graph: ROMANIA, start: 'A', goals: ['B'] }
};
/** Breadth-first search from a board 31 moves out: it never reaches the goal within a page's cap. */
const HARD_BFS = (maxExpansions?: number): RunConfig => ({
	algorithm: 'bfs',
	problem: 'tile',
	spec: { board: '8,6,7,2,5,4,3,0,1' },
	options: { maxExpansions }
});

/**
 * A player whose runs compute chunks of 8 × chunkMs events (a counting clock), recording each
 * state it enters (once per entry) and the context after every change.
 */
function startPlayer(chunkMs = 125, speed?: number) {
	const clock = countingClock();
	const actor = createActor(playerMachine, {
		input: { speed, openRun: (config) => openRun(config, { now: clock, chunkMs }) }
	});
	const states: string[] = [];
	const contexts: PlayerContext[] = [];
	actor.subscribe((snapshot) => {
		const state = String(snapshot.value);
		if (states.at(-1) !== state) states.push(state);
		contexts.push(snapshot.context);
	});
	actor.start();
	const context = (): PlayerContext => actor.getSnapshot().context;
	const state = (): string => String(actor.getSnapshot().value);
	/** The trace's own cursor: the machine keeps it where the context says. */
	const traceCursor = (): number | undefined => context().source?.trace.cursor;
	/** What the explorer says: how the run ended, in English words, or what went wrong. */
	const said = (): string | null => {
		const { message, outcomeMessage } = context();
		if (outcomeMessage !== null) return messageText(outcomeMessage, 'en');
		return message === null || typeof message === 'string' ? message : messageText(message, 'en');
	};
	const load = (config: RunConfig): void => {
		actor.send({ type: 'load', config });
		vi.advanceTimersByTime(0);
	};
	return { actor, states, contexts, context, state, traceCursor, said, load };
}

describe('loading', () => {
	it('opens the run and waits at step 0, ready', () => {
		const player = startPlayer();
		expect(player.state()).toBe('idle');
		player.actor.send({ type: 'load', config: ROAD_MAP_ASTAR });
		expect(player.state()).toBe('loading');
		vi.advanceTimersByTime(0);
		expect(player.states).toEqual(['idle', 'loading', 'ready']);
		expect(player.context()).toMatchObject({
			cursor: 0,
			computed: 7,
			complete: true,
			message: null
		});
		expect(player.traceCursor()).toBe(0);
	});

	it.each<[string, RunConfig, RegExp]>([
		[
			'a board that does not parse',
			{ algorithm: 'astar', problem: 'tile', spec: { board: '12x45678_' } },
			/Unknown character "x"/
		],
		[
			'a negative cap',
			{ ...ROAD_MAP_ASTAR, options: { maxExpansions: -1 } },
			/maxExpansions must be 0 or more/
		],
		[
			'an unknown city',
			{ algorithm: 'ucs', problem: 'graph', spec: { graph: ROMANIA, start: 'X', goals: ['B'] } },
			/Unknown start city "X"/
		]
	])('a broken configuration (%s) ends in error, with a message', (_, config, message) => {
		const player = startPlayer();
		player.load(config);
		expect(player.states).toEqual(['idle', 'loading', 'error']);
		const said = player.context().message;
		expect(typeof said === 'object' && said !== null ? messageText(said, 'en') : said).toMatch(
			message
		);
		expect(player.context().source).toBeNull();

		player.actor.send({ type: 'play' });
		player.actor.send({ type: 'step' });
		expect(player.state()).toBe('error');
		player.load(ROAD_MAP_ASTAR);
		expect(player.state()).toBe('ready');
		expect(player.context().message).toBeNull();
	});

	it('a run that fails while it is computed ends in error', () => {
		const failing: RunSource<unknown> = {
			...openRun(ROAD_MAP_ASTAR),
			compute: (events, listener) => {
				const timer = setTimeout(() => listener.error('the heuristic broke'), 0);
				return () => clearTimeout(timer);
			}
		};
		const actor = createActor(playerMachine, { input: { openRun: () => failing } }).start();
		actor.send({ type: 'load', config: ROAD_MAP_ASTAR });
		vi.advanceTimersByTime(0);
		expect(actor.getSnapshot().value).toBe('error');
		expect(actor.getSnapshot().context.message).toBe('the heuristic broke');
	});
});

describe('playing', () => {
	it('steps once per tick at the set speed, and pausing stops it', () => {
		const player = startPlayer(125, 2);
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(1499);
		expect(player.context().cursor).toBe(2);
		vi.advanceTimersByTime(1);
		expect(player.context().cursor).toBe(3);
		player.actor.send({ type: 'pause' });
		vi.advanceTimersByTime(10_000);
		expect(player.states).toEqual(['idle', 'loading', 'ready', 'playing', 'paused']);
		expect(player.context().cursor).toBe(3);
		expect(player.traceCursor()).toBe(3);

		player.actor.send({ type: 'toggle' });
		vi.advanceTimersByTime(500);
		player.actor.send({ type: 'toggle' });
		expect(player.states.slice(-2)).toEqual(['playing', 'paused']);
		expect(player.context().cursor).toBe(4);
	});

	it('finishes at the last step, with how the run ended', () => {
		const player = startPlayer();
		player.load(ROAD_MAP_ASTAR);
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(60_000);
		expect(player.states).toEqual(['idle', 'loading', 'ready', 'playing', 'finished']);
		expect(player.context()).toMatchObject({
			cursor: 6,
			outcome: 'goal'
		});
		expect(player.said()).toBe(
			'A* reached the goal after 5 expansions: a path of 4 roads, cost 418.'
		);
		expect(player.context().source?.trace.atEnd).toBe(true);
	});

	it('play at the end starts again from step 0', () => {
		const player = startPlayer();
		player.load(ROAD_MAP_ASTAR);
		player.actor.send({ type: 'toEnd' });
		expect(player.state()).toBe('finished');
		player.actor.send({ type: 'play' });
		expect(player.state()).toBe('playing');
		expect(player.context()).toMatchObject({ cursor: 0, message: null });
		expect(player.traceCursor()).toBe(0);
	});

	it('keeps computing ahead while it plays', () => {
		const player = startPlayer(1, 60);
		player.load(HARD_BFS(1000));
		expect(player.context().computed).toBe(8);
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(1000);
		expect(player.context().computed).toBe(1001);
		expect(player.context().complete).toBe(true);
		expect(player.context().cursor).toBeGreaterThanOrEqual(59);
	});
});

describe('speed', () => {
	it('is clamped to 1–1,000 steps per second, or Infinity (as fast as possible); NaN keeps the current speed', () => {
		expect([5000, 1000, 60, 7, 0.5, 0.1, 0, -3, Infinity].map((v) => clampSpeed(v))).toEqual([
			1000,
			1000,
			60,
			7,
			1,
			1,
			1,
			1,
			Infinity
		]);
		expect(clampSpeed(Number.NaN, 7)).toBe(7);

		const player = startPlayer();
		expect(player.context().speed).toBe(2);
		player.actor.send({ type: 'speed', perSecond: 5000 });
		expect(player.context().speed).toBe(1000);
		player.actor.send({ type: 'speed', perSecond: Number.NaN });
		expect(player.context().speed).toBe(1000);
		player.actor.send({ type: 'speed', perSecond: 0 });
		expect(player.context().speed).toBe(1);
		expect(startPlayer(125, 5000).context().speed).toBe(1000);
		expect(startPlayer(125, Infinity).context().speed).toBe(Infinity);
	});

	it('applies at once while playing', () => {
		const player = startPlayer(125, 2);
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(1000);
		expect(player.context().cursor).toBe(2);
		player.actor.send({ type: 'speed', perSecond: 20 });
		vi.advanceTimersByTime(1000);
		expect(player.context().cursor).toBe(22);
		player.actor.send({ type: 'speed', perSecond: 0 });
		vi.advanceTimersByTime(999);
		expect(player.context().cursor).toBe(22);
		vi.advanceTimersByTime(1);
		expect(player.context().cursor).toBe(23);
		expect(player.state()).toBe('playing');
	});

	it('above the timer limit moves several steps a frame, the speed’s worth of time', () => {
		const player = startPlayer(125, 1000);
		player.load(HARD_BFS(5000));
		const snapshots = player.contexts.length;
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(1000);
		// A 60 Hz timer stands in for frames in Node, which runs it every 16 ms: the last frame,
		// at 992 ms, has 992 steps due.
		expect(player.context().cursor).toBe(992);
		expect(player.traceCursor()).toBe(992);
		// One snapshot per frame and per chunk computed, not one per step.
		expect(player.contexts.length - snapshots).toBeLessThan(100);
	});

	it('as fast as possible moves as far as the trace moves at once each frame, up to the last step computed', () => {
		const player = startPlayer(125, Infinity);
		player.load(HARD_BFS(20_000));
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(17);
		expect(player.context().cursor).toBe(Math.min(4096, player.context().computed - 1));
		vi.advanceTimersByTime(1000);
		expect(player.state()).toBe('finished');
		expect(player.context().cursor).toBe(20_000);
	});

	it('several steps a frame by line move line by line through each step', () => {
		const player = startPlayer(125, 200);
		player.load(ROAD_MAP_ASTAR);
		player.actor.send({ type: 'grain', grain: 'line' });
		player.actor.send({ type: 'step' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: 0 });
		const lines = player.context().source?.trace.momentCount(1) ?? 0;
		player.actor.send({ type: 'play' });
		// 200 a second: 3 lines due by the frame at 17 ms.
		vi.advanceTimersByTime(17);
		expect(player.context()).toMatchObject({ cursor: 1, moment: Math.min(3, lines - 1) });
	});
});

describe('stepping', () => {
	it('step and back move one step and pause; back at step 0 does nothing', () => {
		const player = startPlayer();
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'back' });
		expect(player.state()).toBe('ready');
		player.actor.send({ type: 'step' });
		player.actor.send({ type: 'step' });
		player.actor.send({ type: 'back' });
		expect(player.states).toEqual(['idle', 'loading', 'ready', 'paused']);
		expect(player.context().cursor).toBe(1);
		expect(player.traceCursor()).toBe(1);

		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(500);
		player.actor.send({ type: 'step' });
		expect(player.state()).toBe('paused');
		expect(player.context().cursor).toBe(3);
	});

	it('a step onto the last step finishes; back from finished pauses one step earlier', () => {
		const player = startPlayer();
		player.load(ROAD_MAP_ASTAR);
		// Five expansions, then the goal taken off the frontier: six steps after the start.
		for (let i = 0; i < 6; i++) player.actor.send({ type: 'step' });
		expect(player.state()).toBe('finished');
		expect(player.context().cursor).toBe(6);
		player.actor.send({ type: 'step' });
		expect(player.context().cursor).toBe(6);
		player.actor.send({ type: 'back' });
		expect(player.states).toEqual(['idle', 'loading', 'ready', 'paused', 'finished', 'paused']);
		expect(player.context()).toMatchObject({ cursor: 5, message: null });
		expect(player.traceCursor()).toBe(5);
	});

	it('a step past what is computed computes the next chunk first', () => {
		const player = startPlayer(1);
		player.load(HARD_BFS(1000));
		expect(player.context().computed).toBe(8);
		for (let i = 0; i < 6; i++) player.actor.send({ type: 'step' });
		expect(player.context().cursor).toBe(6);
		player.actor.send({ type: 'step' });
		expect(player.state()).toBe('seeking');
		expect(player.context()).toMatchObject({ cursor: 6, target: 7 });
		vi.advanceTimersByTime(0);
		expect(player.state()).toBe('paused');
		expect(player.context()).toMatchObject({ cursor: 7, computed: 16 });
	});

	it('a step onto a last step not yet known to be last computes first, then finishes', () => {
		const player = startPlayer(1);
		// 8 events: the first chunk stops after 8 pulls, before the one that would end the run.
		player.load(HARD_BFS(7));
		expect(player.context()).toMatchObject({ computed: 8, complete: false });
		for (let i = 0; i < 6; i++) player.actor.send({ type: 'step' });
		player.actor.send({ type: 'step' });
		expect(player.state()).toBe('seeking');
		vi.advanceTimersByTime(0);
		expect(player.states.slice(-3)).toEqual(['paused', 'seeking', 'finished']);
		expect(player.context()).toMatchObject({ cursor: 7, computed: 8, complete: true });
		expect(player.said()).toBe(
			'Breadth-first search stopped after 7 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.'
		);
	});
});

describe('seeking', () => {
	it('seek within what is computed goes there and pauses', () => {
		const player = startPlayer();
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'seek', step: 400 });
		expect(player.state()).toBe('paused');
		expect(player.context().cursor).toBe(400);
		expect(player.traceCursor()).toBe(400);
		player.actor.send({ type: 'seek', step: -4 });
		expect(player.context().cursor).toBe(0);
	});

	it('seek beyond what is computed computes up to it in chunks, with progress, then pauses there', () => {
		const player = startPlayer(1);
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'seek', step: 100 });
		expect(player.state()).toBe('seeking');
		expect(player.context()).toMatchObject({ cursor: 0, target: 100 });
		vi.advanceTimersByTime(100);
		expect(player.states.slice(-3)).toEqual(['ready', 'seeking', 'paused']);
		const seen = [...new Set(player.contexts.map((c) => c.computed))];
		// Loading computed 8; the seek's first chunk is heard, then (chunks of a few ms of this
		// clock, under the 100 ms between reports while the page waits) only the one that lands.
		expect(seen).toEqual([0, 8, 16, 104]);
		expect(player.context()).toMatchObject({ cursor: 100, computed: 104 });
		expect(player.traceCursor()).toBe(100);
	});

	it('seek past the end of the run lands on the last step, finished', () => {
		const player = startPlayer();
		player.load(ROAD_MAP_ASTAR);
		player.actor.send({ type: 'seek', step: 99 });
		expect(player.state()).toBe('finished');
		expect(player.context().cursor).toBe(6);
	});

	it('toEnd computes a 20,000-step run to its end in chunks, reporting progress', () => {
		const player = startPlayer(125);
		player.load(HARD_BFS(20_000));
		expect(player.context().computed).toBe(1000);
		player.actor.send({ type: 'toEnd' });
		expect(player.state()).toBe('seeking');
		expect(player.context().target).toBe(Infinity);
		vi.advanceTimersByTime(100);

		expect(player.states).toEqual(['idle', 'loading', 'ready', 'seeking', 'finished']);
		const progress = [...new Set(player.contexts.map((c) => c.computed))].filter((n) => n > 1000);
		expect(progress).toEqual([...Array.from({ length: 19 }, (_, i) => 2000 + 1000 * i), 20_001]);
		expect(player.context()).toMatchObject({
			cursor: 20_000,
			computed: 20_001,
			expanded: 20_000,
			complete: true,
			outcome: 'limit'
		});
		expect(player.said()).toBe(
			'Breadth-first search stopped after 20,000 expansions without reaching the goal: try A* with a heuristic (Manhattan distance), which expands far fewer nodes, a board fewer moves from the goal, or raise the cap.'
		);
		expect(player.traceCursor()).toBe(20_000);
	});

	it('a far seek walks the trace there a stride at a time, then lands; pause stays where the walk got to', () => {
		const player = startPlayer(1);
		player.load(HARD_BFS(20_000));
		player.actor.send({ type: 'toEnd' });
		vi.runAllTimers();
		expect(player.state()).toBe('finished');
		// Back to the start at once: the trace starts again rather than undoing 20,000 steps.
		player.actor.send({ type: 'reset' });
		expect(player.traceCursor()).toBe(0);

		player.actor.send({ type: 'seek', step: 15_000 });
		expect(player.state()).toBe('seeking');
		expect(player.context()).toMatchObject({ cursor: 0, target: 15_000 });
		vi.advanceTimersByTime(0);
		// A chunk of 1 ms on the counting clock walks one stride of 1,024 steps.
		expect(player.traceCursor()).toBe(1024);
		expect(player.context().cursor).toBe(0);
		// (The fake clock puts a timer set during a tick a millisecond later.)
		vi.advanceTimersByTime(1);
		expect(player.traceCursor()).toBe(2048);
		player.actor.send({ type: 'pause' });
		expect(player.state()).toBe('paused');
		expect(player.context()).toMatchObject({ cursor: 2048, moment: null });

		player.actor.send({ type: 'seek', step: 15_000 });
		expect(player.state()).toBe('seeking');
		vi.runAllTimers();
		expect(player.state()).toBe('paused');
		expect(player.context()).toMatchObject({ cursor: 15_000, moment: null });
		expect(player.traceCursor()).toBe(15_000);
		// Near steps land at once, forward or back.
		player.actor.send({ type: 'seek', step: 11_000 });
		expect(player.state()).toBe('paused');
		expect(player.traceCursor()).toBe(11_000);
		player.actor.send({ type: 'toEnd' });
		expect(player.state()).toBe('seeking');
		vi.runAllTimers();
		expect(player.state()).toBe('finished');
		expect(player.traceCursor()).toBe(20_000);
	});

	it('pause cancels toEnd where it has got to; reset cancels it and goes back to step 0', () => {
		const player = startPlayer(1);
		player.load(HARD_BFS(20_000));
		player.actor.send({ type: 'step' });
		player.actor.send({ type: 'toEnd' });
		vi.advanceTimersByTime(0);
		vi.advanceTimersByTime(0);
		player.actor.send({ type: 'pause' });
		const computed = player.context().computed;
		vi.advanceTimersByTime(1000);
		expect(player.state()).toBe('paused');
		expect(player.context()).toMatchObject({ computed, cursor: 1 });

		player.actor.send({ type: 'toEnd' });
		vi.advanceTimersByTime(0);
		player.actor.send({ type: 'reset' });
		const after = player.context().computed;
		vi.advanceTimersByTime(1000);
		expect(player.state()).toBe('ready');
		expect(player.context()).toMatchObject({ computed: after, cursor: 0 });
		expect(player.traceCursor()).toBe(0);
	});
});

describe('the expansion cap', () => {
	it('a run that hits the page cap finishes with outcome limit and says what to try', () => {
		const player = startPlayer(1000);
		player.load({
			algorithm: 'astar',
			problem: 'tile',
			spec: { board: '8,6,7,2,5,4,3,0,1', heuristic: 'misplaced' }
		});
		player.actor.send({ type: 'toEnd' });
		vi.advanceTimersByTime(100);
		expect(player.state()).toBe('finished');
		expect(player.context()).toMatchObject({
			cursor: 50_000,
			outcome: 'limit'
		});
		expect(player.said()).toBe(
			'A* stopped after 50,000 expansions without reaching the goal: try a better heuristic (linear conflict), a board fewer moves from the goal, or raise the cap.'
		);
	});
});

describe('reset', () => {
	it('goes back to step 0, ready, keeping what was computed', () => {
		const player = startPlayer();
		player.load(HARD_BFS(1000));
		player.actor.send({ type: 'seek', step: 40 });
		player.actor.send({ type: 'reset' });
		expect(player.states).toEqual(['idle', 'loading', 'ready', 'paused', 'ready']);
		expect(player.context()).toMatchObject({ cursor: 0, computed: 1000 });
		expect(player.traceCursor()).toBe(0);

		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(500);
		player.actor.send({ type: 'reset' });
		expect(player.state()).toBe('ready');
		expect(player.context().cursor).toBe(0);
	});
});

describe('line steps', () => {
	it('steps one line at a time through an expansion, back the same way, and by expansion from inside one', () => {
		const player = startPlayer();
		player.load(ROAD_MAP_ASTAR);
		const trace = (): NonNullable<PlayerContext['source']>['trace'] => {
			const source = player.context().source;
			if (source === null) throw new Error('no run');
			return source.trace;
		};
		player.actor.send({ type: 'grain', grain: 'line' });
		// From the start (one line: init) to step 1's first line: A taken off the frontier.
		player.actor.send({ type: 'step' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: 0, grain: 'line' });
		expect(trace().cursor).toBe(1);
		expect(trace().moment).toBe(0);
		expect(
			trace()
				.moments(1)
				.map((moment) => moment.line)
		).toEqual([
			'pop',
			'goal-test',
			'children',
			'add',
			'push',
			'children',
			'add',
			'push',
			'children',
			'add',
			'push'
		]);
		for (let i = 0; i < 3; i++) player.actor.send({ type: 'step' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: 3 });
		expect(
			trace()
				.nodes()
				.map((node) => node.id)
		).toEqual([0, 1]);
		player.actor.send({ type: 'back' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: 2 });
		expect(player.traceCursor()).toBe(1);
		// A whole-expansion step from inside finishes the expansion.
		player.actor.send({ type: 'step', grain: 'expansion' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: null });
		expect(
			trace()
				.nodes()
				.map((node) => node.id)
		).toEqual([0, 1, 2, 3]);
		// Line back from a whole step: its last line... is the previous step, whole.
		player.actor.send({ type: 'back', grain: 'expansion' });
		expect(player.context()).toMatchObject({ cursor: 0, moment: null });
		// Line back across a step's start lands on the previous step's last line, not the whole step.
		player.actor.send({ type: 'seek', step: 2, moment: 0 });
		player.actor.send({ type: 'back', grain: 'line' });
		expect(player.context()).toMatchObject({ cursor: 1, moment: trace().momentCount(1) - 1 });
		expect(trace().moment).toBe(trace().momentCount(1) - 1);
		player.actor.send({ type: 'seek', step: 3, moment: 4 });
		expect(player.context()).toMatchObject({ cursor: 3, moment: 4 });
		expect(trace().moment).toBe(4);
		player.actor.send({ type: 'seek', step: 3, moment: 99 });
		expect(player.context().moment).toBe(trace().momentCount(3) - 1);
	});

	it('plays line by line to the goal and finishes on its last line', () => {
		const player = startPlayer(125, 60);
		player.load(ROAD_MAP_ASTAR);
		player.actor.send({ type: 'grain', grain: 'line' });
		player.actor.send({ type: 'play' });
		vi.advanceTimersByTime(60_000);
		expect(player.state()).toBe('finished');
		expect(player.context()).toMatchObject({ cursor: 6, moment: 1 });
		expect(
			player
				.context()
				.source?.trace.moments(6)
				.map((moment) => moment.line)
		).toEqual(['pop', 'goal-test']);
	});
});
