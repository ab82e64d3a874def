import { onDestroy } from 'svelte';
import { createActor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { playerMachine, sequenceMachine } from '$lib/player';

/**
 * `machine` running for one component: started now, its snapshot kept as state (read `snapshot`
 * in deriveds), stopped with the component. Every figure that plays starts its player here, so
 * none keeps its own subscription.
 */
function startMachine<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
	const actor = createActor(machine, { input });
	let snapshot = $state.raw<SnapshotFrom<M>>(actor.getSnapshot());
	const subscription = actor.subscribe((next: SnapshotFrom<M>) => {
		snapshot = next;
	});
	actor.start();
	onDestroy(() => {
		subscription.unsubscribe();
		actor.stop();
	});
	return {
		actor,
		get snapshot(): SnapshotFrom<M> {
			return snapshot;
		}
	};
}

/** The player machine, for a figure that plays a search run. */
export function startPlayer(input: InputFrom<typeof playerMachine>) {
	return startMachine(playerMachine, input);
}

/**
 * The sequence player, for a figure that plays a list of frames: `index` is the frame to show,
 * `playing` says whether it plays and `perSecond` how fast. A figure whose list grows while it
 * plays (/compare's recorded steps) sends it `frames` events.
 */
export function startSequencePlayer(input: InputFrom<typeof sequenceMachine>) {
	const sequence = startMachine(sequenceMachine, input);
	return {
		actor: sequence.actor,
		get index(): number {
			return sequence.snapshot.context.index;
		},
		get playing(): boolean {
			return sequence.snapshot.matches('playing');
		},
		get perSecond(): number {
			return sequence.snapshot.context.perSecond;
		}
	};
}

/**
 * The sequence player for a fixed list of frames, one every `interval` ms: when `length`
 * changes (a new solution, a new board) the list starts again from its first frame, paused,
 * before the page is drawn.
 */
export function startSequence(interval: number, length: () => number) {
	const sequence = startSequencePlayer({ perSecond: 1000 / interval, length: length() });
	const frames = $derived(length());
	$effect.pre(() => {
		sequence.actor.send({ type: 'length', length: frames });
	});
	return sequence;
}
