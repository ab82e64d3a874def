import { fromCallback } from 'xstate';
import { NEAR_STEPS } from '../trace/trace';

/** A playback speed: as fast as the page can, NEAR_STEPS steps an animation frame. */
export const FASTEST = Infinity;

/**
 * Up to this speed the ticker is a timer that moves one step per tick. Faster, a timer per step
 * cannot keep up (a browser runs timers no more often than every 4 ms, and each step's snapshot
 * is drawn): the ticker runs once per animation frame and moves as many steps as the time since
 * the last frame is worth, so the views are drawn once per frame whatever the speed.
 */
export const TIMER_SPEED_LIMIT = 30;

/** What the ticker tells the machine that owns it: `steps` steps are due (1 or more). */
export type Tick = { readonly type: 'tick'; readonly steps: number };

/**
 * Calls `callback` once per animation frame (a 60 Hz timer where there are no frames: Node, a
 * Worker); returns a function that stops it.
 */
function everyFrame(callback: () => void): () => void {
	if (typeof requestAnimationFrame !== 'function') {
		const timer = setInterval(callback, 1000 / 60);
		return () => clearInterval(timer);
	}
	let frame = requestAnimationFrame(function onFrame() {
		callback();
		frame = requestAnimationFrame(onFrame);
	});
	return () => cancelAnimationFrame(frame);
}

/**
 * The clock of a machine's playing state (the player's, the sequence player's), stopped when the
 * state is left. Up to TIMER_SPEED_LIMIT it ticks every 1/perSecond seconds, one step a tick.
 * Faster it ticks once per frame with the steps due since the ticker started, less those already
 * sent: a slow frame is made up by the next, so the rate is the speed chosen. A tick moves at
 * most NEAR_STEPS steps, as far as a trace can move at once; at FASTEST every frame asks for
 * that many.
 */
export const tickerActor = fromCallback<Tick, { perSecond: number }>(({ input, sendBack }) => {
	const { perSecond } = input;
	if (perSecond <= TIMER_SPEED_LIMIT) {
		const timer = setInterval(() => sendBack({ type: 'tick', steps: 1 }), 1000 / perSecond);
		return () => clearInterval(timer);
	}
	const start = Date.now();
	let sent = 0;
	return everyFrame(() => {
		if (perSecond === FASTEST) {
			sendBack({ type: 'tick', steps: NEAR_STEPS });
			return;
		}
		const due = Math.floor(((Date.now() - start) * perSecond) / 1000);
		const steps = due - sent;
		sent = due;
		if (steps > 0) sendBack({ type: 'tick', steps: Math.min(steps, NEAR_STEPS) });
	});
});
