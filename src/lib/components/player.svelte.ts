import { onDestroy } from 'svelte';
import { createActor, type InputFrom } from 'xstate';
import { playerMachine, type PlayerSnapshot } from '$lib/player';

/**
 * The player machine running for one component: started now, its snapshot kept as state (read
 * `snapshot` in deriveds), stopped with the component. Every figure that plays a run starts it
 * here, so none keeps its own subscription.
 */
export function startPlayer(input: InputFrom<typeof playerMachine>) {
	const actor = createActor(playerMachine, { input });
	let snapshot = $state.raw<PlayerSnapshot>(actor.getSnapshot());
	const subscription = actor.subscribe((next) => {
		snapshot = next;
	});
	actor.start();
	onDestroy(() => {
		subscription.unsubscribe();
		actor.stop();
	});
	return {
		actor,
		get snapshot(): PlayerSnapshot {
			return snapshot;
		}
	};
}
