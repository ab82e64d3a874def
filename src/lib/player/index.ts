/**
 * The player: an xstate machine that opens a run from a configuration, computes it ahead of
 * the cursor in chunks (a run source), and plays, pauses, steps, seeks and rewinds it.
 *
 *   const actor = createActor(playerMachine).start();
 *   actor.send({
 *     type: 'load',
 *     config: { algorithm: 'astar', problem: 'tile', spec: { board: '41325_786' } }
 *   });
 *   actor.subscribe((snapshot) => draw(snapshot.context.source?.trace));
 */
export {
	clampSpeed,
	DEFAULT_SPEED,
	MAX_SPEED,
	MIN_SPEED,
	playerMachine,
	type Grain,
	type OpenRun,
	type PlayerActor,
	type PlayerContext,
	type PlayerEvent,
	type PlayerInput,
	type PlayerMachine,
	type PlayerSnapshot
} from './playerMachine';
export { FASTEST, TIMER_SPEED_LIMIT } from './ticker';
export {
	collectSearch,
	openRun,
	openSearch,
	RunConfigError,
	solveSearch,
	type CollectedSearch,
	type OpenedSearch,
	type RunConfig
} from './run-config';
export {
	createRunSource,
	plainOutcomeMessage,
	type ComputeListener,
	type RunProgress,
	type RunSource,
	type RunSourceOptions
} from './run-source';
export { outcomeMessage, type RunFacts } from './outcome-message';
export { sequenceMachine, type SequenceEvent } from './sequenceMachine';
