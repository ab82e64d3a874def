import type { HeuristicName } from '../puzzle/heuristics';
import type { Problem } from '../search/problem';
import type { DomainLink } from './link';
import type { MessageRef } from '../messages';
import type { StateKind } from '../messages/domains';

/**
 * A problem a search course examines, as data plus what the explorer needs of it: the sliding-tile
 * puzzle, a weighted graph (the road map of Romania, a teacher's own), a grid maze. Each domain lives in
 * src/lib/domains/<id>/ and is reached through the registry (index.ts), so the pages that open
 * runs never ask which problem they show.
 */
export type DomainId = 'tile' | 'graph' | 'grid';

/** A tile board that cannot reach its goal: the parity argument's facts, for the end message. */
export interface UnsolvableBoard {
	/** The parity argument, as a message (puzzle/solvability.ts). */
	readonly reason: MessageRef;
	readonly rows: number;
	readonly cols: number;
}

/** A problem built from its specification, with the facts a run's messages need. */
export interface OpenedProblem {
	readonly problem: Problem<unknown>;
	/** The named heuristic an informed run uses, or null (none, or the graph's own h). */
	readonly heuristic: HeuristicName | null;
	/** Set when the goal cannot be reached: the run still goes, and its end says why. */
	readonly unreachable: UnsolvableBoard | null;
}

/**
 * How a domain writes its states in words and in small drawings of text: what the narration,
 * the tree's boxes, the frontier's rows and the exports say of a state, whatever the problem.
 */
export interface StateWords {
	/** A state on one line, for sentences: "1 2 3 / 4 _ 5 / 7 8 6"; "A, Arad". */
	text(state: unknown): string;
	/**
	 * What a sentence calls a state right after its node's number: "node 6 (Sibiu)", a name as
	 * the graph gives it, or a message ("cell (4, 2)"). Null where a state is too long to repeat
	 * in every sentence (a board: the picture beside shows it).
	 */
	sentenceName(state: unknown): string | MessageRef | null;
	/** A state as short lines of text, for a tree's box: a board's rows; a node's name. */
	lines(state: unknown): readonly string[];
	/**
	 * The most lines `lines` gives and the most characters in one, so boxes are sized once; wide
	 * enough for the costs a box writes under them.
	 */
	readonly shape: { readonly lines: number; readonly chars: number };
	/** A state as a link or a file name writes it: "41325_786"; "A". */
	short(state: unknown): string;
	/** What one action is, in a caption: "blank Up"; "A→S". */
	action(action: string): MessageRef;
	/** The order children are generated in, as the pseudocode says it: "Up, Down, Left, Right". */
	readonly childOrder: MessageRef;
	/** What a state is called: "board", "city", "node", "cell" (a message's selector, a file's column). */
	readonly stateWord: StateKind;
}

export interface Domain<Spec, Draw = unknown> {
	readonly id: DomainId;
	/** How `spec`'s states read (StateWords); throws as `open` does when `spec` names none. */
	words(spec: Spec): StateWords;
	/**
	 * Checks `spec` and builds its problem. Throws a MessageError whose message tells the student
	 * what to change when the specification cannot be searched (a RangeError where no page can
	 * pass such a spec).
	 */
	open(spec: Spec): OpenedProblem;
	/** How a link names this domain's problems: its `problem=` words and its own parameters. */
	readonly link: DomainLink<Spec>;
	/**
	 * A practice instance drawn from `seed` (any text) under `options` (a board's size and
	 * distance; a chosen start): the same seed and options draw the same spec on every machine,
	 * so a practice link, an assignment and the page that checks it see one problem. Throws a
	 * RangeError, in words, for options out of range.
	 */
	draw(seed: string, options: Draw): Spec;
	/** What every domain is checked on: tests/domains/contract.test.ts. */
	readonly samples: DomainSamples<Spec, Draw>;
}

/**
 * Problems and draws a domain gives the shared contract suite, so that no domain skips it: the
 * same checks of links, successors, heuristics, words and draws run over every domain.
 */
export interface DomainSamples<Spec, Draw> {
	/**
	 * Problems as a link reads them back (`link.read` of `link.write(spec)` is `spec`), each
	 * reaching its goal at the cost of a cheapest path, `cost`, with few enough states (a
	 * thousand at most) that the suite can search them all.
	 */
	readonly problems: readonly { readonly spec: Spec; readonly cost: number }[];
	/** Draw options under which the seed decides the instance. */
	readonly draws: readonly Draw[];
}
