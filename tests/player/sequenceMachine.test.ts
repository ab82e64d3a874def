import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sequenceMachine } from '$lib/player';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

/** A sequence player on a simulated clock, recording each state it enters. */
function startSequence(length: number, interval = 100) {
	const actor = createActor(sequenceMachine, { input: { perSecond: 1000 / interval, length } });
	const states: string[] = [];
	actor.subscribe((snapshot) => {
		const state = String(snapshot.value);
		if (states.at(-1) !== state) states.push(state);
	});
	actor.start();
	const index = (): number => actor.getSnapshot().context.index;
	const state = (): string => String(actor.getSnapshot().value);
	return { actor, states, index, state };
}

describe('the sequence player', () => {
	it('starts paused on the first frame', () => {
		const { index, state, actor } = startSequence(5);
		expect([state(), index(), actor.getSnapshot().context.length]).toEqual(['paused', 0, 5]);
	});

	it('plays one frame per interval and pauses on the last frame', () => {
		const { actor, index, state, states } = startSequence(4, 100);
		actor.send({ type: 'play' });
		vi.advanceTimersByTime(99);
		expect(index()).toBe(0);
		vi.advanceTimersByTime(1);
		expect(index()).toBe(1);
		vi.advanceTimersByTime(200);
		expect([index(), state()]).toEqual([3, 'paused']);
		vi.advanceTimersByTime(1000);
		expect(index()).toBe(3);
		expect(states).toEqual(['paused', 'playing', 'paused']);
	});

	it('starts again from the first frame when played from the last', () => {
		const { actor, index, state } = startSequence(3, 50);
		actor.send({ type: 'seek', index: 2 });
		actor.send({ type: 'toggle' });
		expect([index(), state()]).toEqual([0, 'playing']);
		vi.advanceTimersByTime(50);
		expect(index()).toBe(1);
	});

	it('pauses when toggled while playing, and keeps the frame', () => {
		const { actor, index, state } = startSequence(10, 100);
		actor.send({ type: 'toggle' });
		vi.advanceTimersByTime(300);
		actor.send({ type: 'toggle' });
		vi.advanceTimersByTime(1000);
		expect([index(), state()]).toEqual([3, 'paused']);
	});

	it('pauses on a move by hand: step, back and seek, clamped to the list', () => {
		const { actor, index, state } = startSequence(5, 100);
		actor.send({ type: 'play' });
		vi.advanceTimersByTime(200);
		actor.send({ type: 'step' });
		expect([index(), state()]).toEqual([3, 'paused']);
		actor.send({ type: 'back' });
		expect(index()).toBe(2);
		actor.send({ type: 'seek', index: 99 });
		expect(index()).toBe(4);
		actor.send({ type: 'step' });
		expect(index()).toBe(4);
		actor.send({ type: 'seek', index: -3 });
		expect(index()).toBe(0);
		actor.send({ type: 'back' });
		expect(index()).toBe(0);
		actor.send({ type: 'seek', index: Number.NaN });
		expect(index()).toBe(0);
	});

	it('goes back to the first frame, paused, on a new length', () => {
		const { actor, index, state } = startSequence(5, 100);
		actor.send({ type: 'play' });
		vi.advanceTimersByTime(300);
		actor.send({ type: 'length', length: 8 });
		expect([index(), state(), actor.getSnapshot().context.length]).toEqual([0, 'paused', 8]);
		vi.advanceTimersByTime(1000);
		expect(index()).toBe(0);
	});

	it('keeps at least one frame, and a list of one does not play', () => {
		const { actor, index, state } = startSequence(0, 100);
		expect(actor.getSnapshot().context.length).toBe(1);
		actor.send({ type: 'play' });
		expect([index(), state()]).toEqual([0, 'paused']);
	});

	it('keeps its frame as a growing list gets frames, and plays on to them', () => {
		const { actor, index, state, states } = startSequence(1, 100);
		actor.send({ type: 'frames', length: 3, more: true });
		actor.send({ type: 'play' });
		vi.advanceTimersByTime(500);
		// At the last frame with more coming, it waits there, playing.
		expect([index(), state()]).toEqual([2, 'playing']);
		actor.send({ type: 'frames', length: 6, more: true });
		expect(index()).toBe(2);
		vi.advanceTimersByTime(200);
		expect([index(), state()]).toEqual([4, 'playing']);
		// The last frames arrive: it plays to the end and pauses there.
		actor.send({ type: 'frames', length: 6, more: false });
		vi.advanceTimersByTime(1000);
		expect([index(), state()]).toEqual([5, 'paused']);
		expect(states).toEqual(['paused', 'playing', 'paused']);
	});

	it('clamps its frame to a list cut shorter, and restarts from the first only at the real end', () => {
		const { actor, index, state } = startSequence(10, 100);
		actor.send({ type: 'seek', index: 8 });
		actor.send({ type: 'frames', length: 5, more: true });
		expect(index()).toBe(4);
		actor.send({ type: 'play' });
		expect([index(), state()]).toEqual([4, 'playing']);
		actor.send({ type: 'frames', length: 5, more: false });
		expect([index(), state()]).toEqual([4, 'paused']);
		actor.send({ type: 'play' });
		expect([index(), state()]).toEqual([0, 'playing']);
	});

	it('plays at the speed it is given, several frames an animation frame when fast', () => {
		const { actor, index, state } = startSequence(10_000, 100);
		actor.send({ type: 'play' });
		vi.advanceTimersByTime(300);
		expect(index()).toBe(3);
		// 5,000 frames a second: each animation frame (in Node a 60 Hz timer, every 16 ms on the
		// simulated clock) moves the frames due since the new speed, less those moved: 80 a tick.
		actor.send({ type: 'speed', perSecond: 5000 });
		expect(state()).toBe('playing');
		vi.advanceTimersByTime(16);
		expect(index()).toBe(3 + 80);
		vi.advanceTimersByTime(944);
		expect(index()).toBe(3 + 4800);
		actor.send({ type: 'pause' });
		actor.send({ type: 'speed', perSecond: 2 });
		expect([state(), actor.getSnapshot().context.perSecond]).toEqual(['paused', 2]);
	});
});
