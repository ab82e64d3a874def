import { DESCRIPTIONS, describedOptions, type AlgorithmName } from '../search/descriptions';
import type { ChildFate, ChildReport, Outcome, SearchEvent } from '../search/events';
import type { GoalTestTiming, SearchOptions } from '../search/options';
import type { LineId } from '../search/pseudocode';

/**
 * An expansion is several moments: the node leaves the frontier, is tested, and each child is
 * generated, looked up, given its fate and pushed. This module lists the moments of one event
 * (the line steps a student can step through) and how much of the event's changes each one
 * shows. It reads only the event and the run's plan, so the moments of any step can be listed
 * again at any time, and a trace stores nothing for them.
 */

/** What decides an event's moments besides the event: the run's algorithm and options. */
export interface LinePlan {
	readonly goalTest: GoalTestTiming;
	/** A stack that takes a node's children last first, all at once after the loop. */
	readonly pushAllAtEnd: boolean;
	/** The greedy walk: children are only scored; the one chosen joins at the end. */
	readonly walk: boolean;
	/** IDDFS and IDA*: the run fails when an iteration cut nothing ('no-cut', not 'empty'). */
	readonly iterative: boolean;
}

/** The line-step plan of `algorithm` run with `options`. */
export function linePlanFor(algorithm: AlgorithmName, options: SearchOptions = {}): LinePlan {
	const { structure } = DESCRIPTIONS[algorithm];
	const resolved = describedOptions(algorithm, options);
	const stack = structure === 'stack' || structure === 'bounded-depth-first';
	return {
		goalTest:
			structure === 'priority' || structure === 'queue' || structure === 'stack'
				? resolved.goalTest
				: 'on-removal',
		pushAllAtEnd: stack && resolved.pushOrder === 'reversed',
		walk: structure === 'walk',
		iterative: structure === 'bounded-depth-first'
	};
}

/**
 * How much of an expand event's changes a moment shows. The node has always left the frontier
 * (every moment of an expansion comes after its pop). Children 0..generated−1 are in the tree;
 * 0..decided−1 have their fate applied (a replaced entry struck from the frontier); the new
 * children among 0..pushed−1 are on the frontier (`pushed` is 0 or all for a stack taking them
 * last first). `full` means the whole event is shown.
 */
export interface MomentReach {
	readonly full: boolean;
	readonly generated: number;
	readonly decided: number;
	readonly pushed: number;
}

export interface Moment {
	/** The pseudocode line this moment carries out. */
	readonly line: LineId;
	/** The child this moment is about (its index in child order), or null. */
	readonly child: number | null;
	readonly reach: MomentReach;
}

const FULL: MomentReach = Object.freeze({ full: true, generated: 0, decided: 0, pushed: 0 });

/** The line each child fate is decided on (the quiz asks a child's fate before that line). */
export const FATE_LINES: Readonly<Record<ChildFate, LineId>> = Object.freeze({
	added: 'add',
	goal: 'add',
	explored: 'explored',
	'in-frontier': 'in-frontier',
	replaced: 'replace',
	'depth-cut': 'depth-cut',
	'bound-cut': 'bound-cut',
	parent: 'parent-cut',
	visited: 'visited',
	'passed-over': 'candidate'
});

/**
 * The moments of `event`, in order. `ending` is the run's outcome when this is the run's last
 * step and the run has ended, else null: a run that fails or stops adds a last moment for the
 * line that ends it. The last moment always shows the whole event.
 */
export function momentsOf<S>(
	event: SearchEvent<S>,
	plan: LinePlan,
	ending: Outcome | null = null
): readonly Moment[] {
	const moments: Moment[] = [];
	const at = (line: LineId, child: number | null, reach: MomentReach): void => {
		moments.push({ line, child, reach });
	};
	switch (event.type) {
		case 'start':
			at('init', null, FULL);
			if (ending === 'goal' && plan.goalTest === 'on-generation') at('root-goal', null, FULL);
			break;
		case 'iteration':
			at(event.iteration === 1 ? 'bound-init' : 'bound-next', null, FULL);
			at('init', null, FULL);
			break;
		case 'goal':
			at('pop', null, FULL);
			at('goal-test', null, FULL);
			break;
		case 'discard':
			at('pop', null, FULL);
			at('discard', null, FULL);
			break;
		case 'expand':
			if (plan.walk) walkMoments(event.children, at);
			else expandMoments(event.children, plan, at);
			break;
	}
	if (ending !== null && ending !== 'goal') {
		at(
			ending === 'limit'
				? 'cap'
				: ending === 'stuck'
					? 'stuck'
					: plan.iterative
						? 'no-cut'
						: 'empty',
			null,
			FULL
		);
	}
	// The last moment shows the whole event, whatever it is about.
	const last = moments[moments.length - 1];
	if (!last.reach.full) moments[moments.length - 1] = { ...last, reach: FULL };
	return moments;
}

type At = (line: LineId, child: number | null, reach: MomentReach) => void;

function expandMoments<S>(children: readonly ChildReport<S>[], plan: LinePlan, at: At): void {
	const reach = (generated: number, decided: number, pushed: number): MomentReach => ({
		full: false,
		generated,
		decided,
		pushed
	});
	at('pop', null, reach(0, 0, 0));
	if (plan.goalTest === 'on-removal') at('goal-test', null, reach(0, 0, 0));
	const inLoop = plan.pushAllAtEnd ? 0 : 1;
	let kept = false;
	children.forEach((child, i) => {
		const pushedBefore = inLoop * i;
		at('children', i, reach(i + 1, i, pushedBefore));
		at(FATE_LINES[child.fate], i, reach(i + 1, i + 1, pushedBefore));
		const becameNode = child.fate === 'added' || child.fate === 'replaced' || child.fate === 'goal';
		if (becameNode && plan.goalTest === 'on-generation') {
			at('goal-child', i, reach(i + 1, i + 1, pushedBefore));
		}
		if (child.fate === 'added' || child.fate === 'replaced') {
			kept = true;
			if (!plan.pushAllAtEnd) at('push', i, reach(i + 1, i + 1, i + 1));
		}
	});
	if (plan.pushAllAtEnd && kept) at('push-all', null, FULL);
}

function walkMoments<S>(children: readonly ChildReport<S>[], at: At): void {
	const standing: MomentReach = { full: false, generated: 0, decided: 0, pushed: 0 };
	// The walk marks the state it stands on visited, then tests it (greedy-walk.ts).
	at('pop', null, standing);
	at('goal-test', null, standing);
	children.forEach((child, i) => {
		at('children', i, standing);
		at(child.fate === 'visited' ? 'visited' : 'candidate', i, standing);
	});
	// With no candidate the walk is stuck: the run's ending adds that line.
	if (children.some((child) => child.fate === 'added')) at('choose', null, FULL);
}

/** Number of moments of `event` (see `momentsOf`). */
export function momentCount<S>(
	event: SearchEvent<S>,
	plan: LinePlan,
	ending: Outcome | null = null
): number {
	return momentsOf(event, plan, ending).length;
}

/**
 * Which of `event`'s moments stands for the whole step, at the expansion grain: the line a
 * student should see lit when the step is shown all at once. An expansion lights the line that
 * takes its node off the frontier (the walk: marks the node it stands on visited), so the values
 * beside it are that node's, never the line of whichever child happened to come last; a goal
 * taken off lights its goal test, a path discarded by multiple-path pruning the line that
 * discards it; a new iteration, the line that sets its bound; the start, its
 * last line (the frontier's start, or the line that ends the run there).
 */
export function wholeStepMoment<S>(event: SearchEvent<S>, moments: readonly Moment[]): number {
	const line: LineId | null =
		event.type === 'expand'
			? 'pop'
			: event.type === 'goal'
				? 'goal-test'
				: event.type === 'discard'
					? 'discard'
					: event.type === 'iteration'
						? event.iteration === 1
							? 'bound-init'
							: 'bound-next'
						: null;
	const index = line === null ? -1 : moments.findIndex((moment) => moment.line === line);
	return index >= 0 ? index : moments.length - 1;
}
