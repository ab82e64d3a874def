import type { Component } from 'svelte';
import type {
	GraphPlayConfig,
	GridPlayConfig,
	PlayConfig,
	TilePlayConfig
} from '$lib/config/play-link';
import type { BoardColours } from '$lib/export/board-frames';
import type { Trace } from '$lib/trace';
import type { StateWords } from '$lib/domains';
import { messageText } from '../message-text';

/**
 * What the explorer draws of a problem, per domain: the state being expanded (a board; the map
 * with every node's role), small pictures of states for the frontier's rows and a node's path,
 * and what the exports call the run. The explorer reads them from DOMAIN_VIEWS (index.ts) and
 * never asks which problem it shows.
 */

/**
 * The explorer's layouts, from the newcomer's to the full one; and a comparison's column, two to
 * four side by side (/compare), where the state is drawn as small as it stays readable.
 */
export type PictureSize = 'simple' | 'compact' | 'full' | 'column';

export interface PictureProps<C extends PlayConfig> {
	config: C;
	/** The state shown: the node being expanded, a step of the solution, or null for the start. */
	state: unknown;
	/** The run at the explorer's cursor (a map view colours every node by its role), or null. */
	trace: Trace<unknown> | null;
	/**
	 * The step and moment shown: the trace is one object whose cursor moves, so a picture of the
	 * whole run redraws when these change.
	 */
	step: number;
	moment: number | null;
	size: PictureSize;
	/**
	 * What is shown, for a screen reader: "Current node", "Solution" (the explorer's; the picture
	 * adds its kind, "board"), or a comparison column's whole name ("Start board", "Goal reached").
	 */
	label: string;
	/**
	 * States the reader may pick on the picture, while the explorer's quiz asks which frontier
	 * entry is taken next; null (or absent) when nothing is asked. A picture that draws one state
	 * alone (a board) offers nothing to pick and ignores it.
	 */
	pick?: StatePick | null;
}

/** The states a picture offers to be picked, and what a pick does (PictureProps.pick). */
export interface StatePick {
	/** The states of the frontier's entries, one per entry: a state several entries hold comes as often. */
	readonly states: readonly unknown[];
	/** A state picked (clicked, or Enter or Space on it), as the trace holds it. */
	readonly onpick: (state: unknown) => void;
}

/** Where a small picture sits: a frontier row, a node's details, a step of its path. */
export type ThumbSize = 'row' | 'node' | 'path';

export interface ThumbProps<C extends PlayConfig> {
	config: C;
	state: unknown;
	size: ThumbSize;
	label: string;
}

/**
 * The problem's own part of a run's settings, on the playground: a board and its goal; a start
 * and a goal on a graph. The settings every problem shares (algorithm, ties, cap) are the page's.
 */
export interface EditorProps<C extends PlayConfig> {
	config: C;
	/** A change to the problem; the run starts again from it. */
	onchange: (change: Partial<C>) => void;
	/** The editor brought back text the student had left unfinished (a board being typed). */
	onrestore: () => void;
}

/** A search of the tree for a state the reader types (the tile puzzle's "Find a board"). */
export interface FindProps<C extends PlayConfig> {
	config: C;
	trace: Trace<unknown> | null;
	complete: boolean;
	cursor: number;
	onfound: (id: number) => void;
	ongo: (step: number) => void;
	onfurther: () => void;
}

/** The frames of a solution played as an animated picture (the tile puzzle's GIF). */
export interface SolutionFrames {
	readonly width: number;
	readonly height: number;
	readonly frames: Uint8ClampedArray[];
}

export interface DomainView<C extends PlayConfig> {
	readonly Picture: Component<PictureProps<C>>;
	readonly Thumb: Component<ThumbProps<C>>;
	/** Choosing the problem's instance on the playground (EditorProps). */
	readonly Editor: Component<EditorProps<C>>;
	/** Finding a state in the tree, where the problem's states can be typed; null otherwise. */
	readonly Find: Component<FindProps<C>> | null;
	/** Whether the picture needs a wider column than a board's (a map, whose labels must be read). */
	readonly widePicture: boolean;
	/**
	 * Where the picture lets a reader pick a state (PictureProps.pick), as a hint says it: "on
	 * the map"; null where it draws one state alone.
	 */
	readonly picksOn: string | null;
	/** The start of an export's file name: "41325_786", "road-map-A-B". */
	fileStem(config: C): string;
	/** The problem as a trace's JSON export describes it, beside the algorithm. */
	describe(config: C): Readonly<Record<string, string | null>>;
	/** What a node's path is made of, after its list of actions: "the blank's moves". */
	readonly pathWords: string;
	/** A solution's frames for an animated GIF; null where the problem has none. */
	readonly solutionFrames:
		((config: C, states: readonly unknown[], colours: BoardColours) => SolutionFrames) | null;
	/** Whether the edX assignment's summary applies (the 8-puzzle's output format). */
	readonly edx: boolean;
	/**
	 * The picture of the whole run as files (a grid maze, every cell coloured by its role), beside
	 * the tree's; null where the exports draw the tree alone.
	 */
	readonly runPicture: RunPicture<C> | null;
}

/** The picture of a run as the explorer exports it (DomainView.runPicture). */
export interface RunPicture<C extends PlayConfig> {
	/** What the export menu calls the picture: "Grid". */
	readonly noun: string;
	/** The picture at the trace's cursor as an SVG document (the start alone without a trace). */
	svg(config: C, trace: Trace<unknown> | null): string;
	/**
	 * The run as an animated GIF's frames: the search spreading step by step up to the last step
	 * computed. The trace's cursor is put back where it was.
	 */
	frames(config: C, trace: Trace<unknown>): SolutionFrames;
}

export type TileView = DomainView<TilePlayConfig>;
export type GraphView = DomainView<GraphPlayConfig>;
export type GridView = DomainView<GridPlayConfig>;

/** What a sentence calls `state` (StateWords.sentenceName), in words; null where it names none. */
export function sentenceNameText(words: StateWords, state: unknown): string | null {
	const name = words.sentenceName(state);
	return name === null || typeof name === 'string' ? name : messageText(name);
}
