export {
	idaStarSolve,
	type IdaHeuristic,
	type IdaIteration,
	type IdaOptions,
	type IdaResult
} from './ida-star';
export { KORF_MOVE_ORDER } from './tile-tables';
export { canReachGoal } from './solvability';
