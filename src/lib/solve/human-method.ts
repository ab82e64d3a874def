/**
 * The way people solve the sliding-tile puzzle: by decomposition into small subgoals, each
 * reached without touching the tiles already placed.
 *
 * 1. Rows. For each row but the last two, place its tiles left to right. All but the last two
 *    go home one at a time. The last two go together with the corner trick: park the first of
 *    them in its partner's home (the row's end cell), the partner directly below it and the blank
 *    in the first one's home; then the blank moves Right and Down and both slide home.
 * 2. Columns. The two rows left form a 2×c strip. Solve it column by column from the left, the
 *    top and bottom tile of each column together with the same trick turned on its side: the top
 *    tile parked in the bottom home, the bottom tile to its right, the blank above; then Down,
 *    Right.
 * 3. The last 2×2 block: three tiles and the blank can only rotate, and on a solvable board
 *    some rotation puts them home.
 *
 * Why the pair trick: once the first c − 1 tiles of a row are placed, the row's end cell is a dead
 * end whose only free neighbour is the cell below it. A tile can enter it only from below, which
 * needs the blank in the end cell first, and the blank can get there only from below too, where
 * the tile is. So the last tile of a row can go home on its own only if it is already there, or
 * sits right under its home with the blank in the home (naiveTileByTile shows it failing).
 *
 * Each subgoal is a tiny search problem: a breadth-first search over the positions of the one or
 * two tiles that matter and of the blank, never entering a placed cell. The other tiles are
 * ignored, so a step has at most n(n − 1) or n(n − 1)(n − 2) states for n cells (600 or 13,800
 * on a 5×5; the last block has 12). Each step is shortest for its subgoal; the whole is not,
 * which is the price of decomposition.
 *
 * Invariant (checked by the tests): once a step ends, the tiles it placed stay on their home cells
 * until the goal, so no move of a later step, set-up or finish, ever moves them. During a pair's
 * set-up its first tile waits in its partner's home, not its own; that is before the step ends.
 */

import {
	MAX_SIDE,
	MIN_SIDE,
	boardOf,
	sizeLabel,
	type Board,
	type Direction
} from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { isSolvable } from '../puzzle/solvability';
import { message, type MessageRef } from '../messages';

/** One baby step of the method: the tiles it places and the blank's moves that place them. */
export interface HumanStep {
	/** `tile`: one tile; `pair`: two tiles with the trick; `square`: the last 2×2 block. */
	readonly kind: 'tile' | 'pair' | 'square';
	/**
	 * Which part of the method: the rows, the columns of the last two rows, the last block; or
	 * `one-by-one` for a step of the naive method.
	 */
	readonly stage: 'rows' | 'columns' | 'square' | 'one-by-one';
	/** The tiles this step puts home, in goal order. */
	readonly tiles: readonly number[];
	/** "row 1: tile 1", "row 1: tiles 3 and 4 together", "columns: tiles 9 and 13", ... */
	readonly label: MessageRef;
	/** The blank's moves of this step. */
	readonly moves: readonly Direction[];
	/**
	 * For a pair: how many of `moves` are the set-up; the last two are the trick's finish. 0 when
	 * both tiles were already home (then `moves` is empty). Equal to `moves.length` otherwise.
	 */
	readonly setupMoves: number;
}

/** A start board and the steps taken from it, by the method or the naive one. */
export interface StepPlan {
	readonly start: Board;
	readonly steps: readonly HumanStep[];
}

export interface HumanSolution extends StepPlan {
	/** Every step's moves in order: the whole solution. */
	readonly moves: readonly Direction[];
}

/** The method's solution, or why there is none. */
export type HumanResult =
	| { readonly ok: true; readonly value: HumanSolution }
	| { readonly ok: false; readonly reason: 'unsolvable' | 'size'; readonly message: MessageRef };

/** Where the naive method stops: the tile it cannot place without moving one placed before. */
export interface NaiveAttempt extends StepPlan {
	/** The tiles placed one at a time, in order, before it got stuck (or all of them). */
	readonly placed: readonly number[];
	/** The moves made while placing them: every step's moves in order. */
	readonly moves: readonly Direction[];
	/** The board when it stopped. */
	readonly board: Board;
	/** The first tile that cannot reach its home without disturbing a placed tile; null if none. */
	readonly stuckTile: number | null;
}

const DIRECTIONS: readonly Direction[] = ['Up', 'Down', 'Left', 'Right'];

/**
 * The method's solution of `board` (blank-last goal). Fails with a message when the board
 * cannot reach the goal or its size is outside 2..8 on a side.
 */
export function solveLikeAHuman(board: Board): HumanResult {
	const { rows, cols } = board;
	if (!isSupported(rows, cols)) {
		return {
			ok: false,
			reason: 'size',
			message: message('search_human_size', {
				min: MIN_SIDE,
				max: MAX_SIDE,
				size: sizeLabel(rows, cols)
			})
		};
	}
	if (!isSolvable(board, goalBoard(rows, cols, 'blank-last'))) {
		return { ok: false, reason: 'unsolvable', message: message('search_human_unsolvable', {}) };
	}

	const work = new Workspace(board);
	const steps: HumanStep[] = [];
	const home = (row: number, col: number): number => row * cols + col;

	for (let row = 0; row < rows - 2; row++) {
		for (let col = 0; col < cols - 2; col++) {
			const tile = home(row, col) + 1;
			steps.push(
				work.placeTile(tile, 'rows', message('search_human_row_tile', { row: row + 1, tile }))
			);
		}
		const first = home(row, cols - 2) + 1;
		steps.push(
			work.placePair(
				first,
				first + 1,
				{ park: home(row + 1, cols - 1), finish: ['Right', 'Down'] },
				'rows',
				message('search_human_row_pair', { row: row + 1, first, second: first + 1 })
			)
		);
	}
	for (let col = 0; col < cols - 2; col++) {
		const top = home(rows - 2, col) + 1;
		const bottom = home(rows - 1, col) + 1;
		steps.push(
			work.placePair(
				top,
				bottom,
				{ park: home(rows - 1, col + 1), finish: ['Down', 'Right'] },
				'columns',
				message('search_human_columns', { top, bottom })
			)
		);
	}
	const square = [
		home(rows - 2, cols - 2) + 1,
		home(rows - 2, cols - 1) + 1,
		home(rows - 1, cols - 2) + 1
	];
	steps.push(work.placeSquare(square, message('search_human_square', { tiles: tileList(square) })));

	const moves = steps.flatMap((step) => step.moves);
	return { ok: true, value: { start: board, steps, moves } };
}

/**
 * The simple method from seed 002, for contrast: place tiles 1, 2, 3, ... one at a time, each
 * by the shortest way that does not move a tile placed before. Stops at the first tile for which
 * no such way exists.
 */
export function naiveTileByTile(board: Board): NaiveAttempt {
	const work = new Workspace(board);
	const steps: HumanStep[] = [];
	const attempt = (stuckTile: number | null): NaiveAttempt => ({
		start: board,
		steps,
		placed: steps.flatMap((step) => step.tiles),
		moves: steps.flatMap((step) => step.moves),
		board: work.board(),
		stuckTile
	});
	for (let tile = 1; tile < board.cells.length; tile++) {
		const moves = work.tryPlaceTile(tile);
		if (moves === null) return attempt(tile);
		const label = message('search_human_tile', { tile });
		steps.push({
			kind: 'tile',
			stage: 'one-by-one',
			tiles: [tile],
			label,
			moves,
			setupMoves: moves.length
		});
	}
	return attempt(null);
}

/** One frame of a step-through: the board after `count` moves of the solution. */
export interface HumanFrame {
	readonly board: Board;
	/** Moves made so far. */
	readonly count: number;
	/** The step the next move belongs to (the last step at the end). */
	readonly stepIndex: number;
	/** For a pair step: whether the next move is part of the two-move finish. */
	readonly finishing: boolean;
	/** The tiles whose steps have ended: they stay home from now on. */
	readonly placed: readonly number[];
}

/** Every frame of a plan, from the start (count 0) to the end (count = all its moves). */
export function humanFrames(solution: StepPlan): HumanFrame[] {
	const frames: HumanFrame[] = [];
	const cells = [...solution.start.cells];
	const { rows, cols } = solution.start;
	let blank = cells.indexOf(0);
	let count = 0;
	const placed: number[] = [];
	const lastStep = Math.max(0, solution.steps.length - 1);
	const frame = (stepIndex: number, finishing: boolean): HumanFrame => ({
		board: boardOf(rows, cols, cells),
		count,
		stepIndex,
		finishing,
		placed: [...placed]
	});

	solution.steps.forEach((step, stepIndex) => {
		step.moves.forEach((move, i) => {
			frames.push(frame(stepIndex, step.kind === 'pair' && i >= step.setupMoves));
			const target = neighbour(rows, cols, blank, move);
			cells[blank] = cells[target];
			cells[target] = 0;
			blank = target;
			count++;
		});
		placed.push(...step.tiles);
	});
	frames.push(frame(lastStep, false));
	return frames;
}

function isSupported(rows: number, cols: number): boolean {
	const ok = (side: number): boolean =>
		Number.isInteger(side) && side >= MIN_SIDE && side <= MAX_SIDE;
	return ok(rows) && ok(cols);
}

/** Tiles in a list: "11, 12, 15" (zh "11、12、15"). */
function tileList(tiles: readonly number[]): MessageRef {
	const [first, ...more] = tiles;
	return more.reduce<MessageRef>(
		(head, tile) => message('search_list_more', { head, item: message('search_id', { id: tile }) }),
		message('search_id', { id: first })
	);
}

/** The cell the blank reaches from `cell` going `move`, or −1 off the board. */
function neighbour(rows: number, cols: number, cell: number, move: Direction): number {
	const row = Math.floor(cell / cols);
	const col = cell % cols;
	switch (move) {
		case 'Up':
			return row > 0 ? cell - cols : -1;
		case 'Down':
			return row < rows - 1 ? cell + cols : -1;
		case 'Left':
			return col > 0 ? cell - 1 : -1;
		case 'Right':
			return col < cols - 1 ? cell + 1 : -1;
	}
}

/**
 * The board being solved, the cells locked by finished steps, and the small breadth-first
 * searches that reach each subgoal.
 */
class Workspace {
	private readonly rows: number;
	private readonly cols: number;
	private readonly cells: number[];
	private readonly locked: boolean[];

	constructor(start: Board) {
		this.rows = start.rows;
		this.cols = start.cols;
		this.cells = [...start.cells];
		this.locked = start.cells.map(() => false);
	}

	board(): Board {
		return boardOf(this.rows, this.cols, this.cells);
	}

	/** Places one tile, shortest, without entering a locked cell; then locks its home. */
	placeTile(tile: number, stage: HumanStep['stage'], label: MessageRef): HumanStep {
		const moves = this.tryPlaceTile(tile);
		if (moves === null) throw new Error(`the method could not place tile ${tile}`);
		return { kind: 'tile', stage, tiles: [tile], label, moves, setupMoves: moves.length };
	}

	/** The moves placing `tile` without disturbing locked cells (then locked), or null. */
	tryPlaceTile(tile: number): Direction[] | null {
		const homeCell = tile - 1;
		const moves = this.search([tile], (at) => at[0] === homeCell);
		if (moves === null) return null;
		this.play(moves);
		this.locked[homeCell] = true;
		return moves;
	}

	/**
	 * Places `first` and `second`, the last two cells of a line, together: `first` to `second`'s
	 * home, `second` to `park` (beside that home, away from the line), the blank to `first`'s
	 * home; then the two `finish` moves slide both home.
	 */
	placePair(
		first: number,
		second: number,
		trick: { readonly park: number; readonly finish: readonly [Direction, Direction] },
		stage: HumanStep['stage'],
		label: MessageRef
	): HumanStep {
		const firstHome = first - 1;
		const secondHome = second - 1;
		let moves: Direction[] = [];
		if (this.cells[firstHome] !== first || this.cells[secondHome] !== second) {
			const setup = this.search(
				[first, second],
				(at, blank) => at[0] === secondHome && at[1] === trick.park && blank === firstHome
			);
			if (setup === null) throw new Error(`the method could not set up tiles ${first}, ${second}`);
			this.play(setup);
			this.play(trick.finish);
			moves = [...setup, ...trick.finish];
		}
		this.locked[firstHome] = true;
		this.locked[secondHome] = true;
		const setupMoves = moves.length === 0 ? 0 : moves.length - 2;
		return { kind: 'pair', stage, tiles: [first, second], label, moves, setupMoves };
	}

	/** Rotates the last 2×2 block's three tiles home (every other cell is locked by now). */
	placeSquare(tiles: readonly number[], label: MessageRef): HumanStep {
		const moves = this.search(tiles, (at) => at.every((cell, i) => cell === tiles[i] - 1));
		if (moves === null) throw new Error('the last 2×2 block cannot be rotated home');
		this.play(moves);
		return { kind: 'square', stage: 'square', tiles, label, moves, setupMoves: moves.length };
	}

	/**
	 * Breadth-first search over the positions of `tiles` and of the blank, through unlocked cells
	 * only; the other tiles do not matter to the subgoal. Children in the order Up, Down, Left,
	 * Right, so the moves found are deterministic. Returns the shortest move list reaching a
	 * state `done` accepts, or null when none can be reached.
	 */
	private search(
		tiles: readonly number[],
		done: (at: readonly number[], blank: number) => boolean
	): Direction[] | null {
		const n = this.cells.length;
		const startAt = tiles.map((tile) => this.cells.indexOf(tile));
		const startBlank = this.cells.indexOf(0);
		const key = (at: readonly number[], blank: number): number =>
			at.reduce((sum, cell) => sum * n + cell, blank);
		const parent = new Map<number, { readonly from: number; readonly move: Direction }>();
		const startKey = key(startAt, startBlank);
		parent.set(startKey, { from: -1, move: 'Up' });
		const queue: { at: number[]; blank: number; key: number }[] = [
			{ at: startAt, blank: startBlank, key: startKey }
		];
		for (let head = 0; head < queue.length; head++) {
			const { at, blank, key: here } = queue[head];
			if (done(at, blank)) return pathTo(parent, here);
			for (const move of DIRECTIONS) {
				const target = neighbour(this.rows, this.cols, blank, move);
				if (target < 0 || this.locked[target]) continue;
				// The blank swaps with whatever sits at target: a tracked tile moves to the old blank.
				const next = at.map((cell) => (cell === target ? blank : cell));
				const nextKey = key(next, target);
				if (parent.has(nextKey)) continue;
				parent.set(nextKey, { from: here, move });
				queue.push({ at: next, blank: target, key: nextKey });
			}
		}
		return null;
	}

	private play(moves: readonly Direction[]): void {
		let blank = this.cells.indexOf(0);
		for (const move of moves) {
			const target = neighbour(this.rows, this.cols, blank, move);
			this.cells[blank] = this.cells[target];
			this.cells[target] = 0;
			blank = target;
		}
	}
}

function pathTo(
	parent: ReadonlyMap<number, { readonly from: number; readonly move: Direction }>,
	end: number
): Direction[] {
	const moves: Direction[] = [];
	for (let at = end; ;) {
		const entry = parent.get(at);
		if (entry === undefined || entry.from < 0) break;
		moves.push(entry.move);
		at = entry.from;
	}
	return moves.reverse();
}
