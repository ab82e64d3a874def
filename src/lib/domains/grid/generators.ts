import { createRng, type Rng } from '../../puzzle/rng';
import { GRID_LIMITS, WALL, type Connectivity, type DiagonalRule, type GridSpec } from './grid';

/**
 * Grids drawn from a seed, the same on every machine, each with its goal reachable from its
 * start: two mazes and a field of random walls. And three grids written by hand that show what
 * a lesson claims: an open field, a U-shaped trap for greedy best-first search, and a swamp on
 * which breadth-first and uniform-cost search part ways.
 */

export interface GridDraw {
	readonly rows: number;
	readonly cols: number;
	readonly seed: string | number;
	/** 4 when absent; the mazes' corridors are as wide as one cell either way. */
	readonly connectivity?: Connectivity;
	readonly diagonal?: DiagonalRule;
}

/** The densest random walls `randomWalls` draws: denser fields are mostly walled off. */
export const MAX_WALL_DENSITY = 0.45;

function checkSize({ rows, cols }: GridDraw): void {
	const { minSide, maxSide } = GRID_LIMITS;
	for (const side of [rows, cols]) {
		if (!Number.isInteger(side) || side < minSide || side > maxSide) {
			throw new RangeError(`A grid's side is ${minSide} to ${maxSide}, not ${side}.`);
		}
	}
}

function spec(draw: GridDraw, cells: number[], start: number, goal: number): GridSpec {
	return {
		rows: draw.rows,
		cols: draw.cols,
		cells,
		start,
		goal,
		connectivity: draw.connectivity ?? 4,
		diagonal: draw.diagonal ?? 'no-corner-cutting'
	};
}

/**
 * A maze's rooms sit on the even rows and columns, walls everywhere else; carving a passage
 * opens the wall cell between two rooms. A grid of even side keeps its last row or column
 * walled. The start is the top-left room, the goal the bottom-right one.
 */
interface Rooms {
	readonly rows: number;
	readonly cols: number;
	readonly cells: number[];
	carve(a: number, b: number): void;
}

function rooms(draw: GridDraw): Rooms {
	const rows = Math.ceil(draw.rows / 2);
	const cols = Math.ceil(draw.cols / 2);
	const cells: number[] = new Array(draw.rows * draw.cols).fill(WALL);
	const at = (room: number): [number, number] => [2 * Math.floor(room / cols), 2 * (room % cols)];
	for (let room = 0; room < rows * cols; room++) {
		const [r, c] = at(room);
		cells[r * draw.cols + c] = 1;
	}
	return {
		rows,
		cols,
		cells,
		carve(a, b) {
			const [ra, ca] = at(a);
			const [rb, cb] = at(b);
			cells[((ra + rb) / 2) * draw.cols + (ca + cb) / 2] = 1;
		}
	};
}

/** The rooms next to `room`, in the order Up, Right, Down, Left. */
function roomNeighbours(maze: Pick<Rooms, 'rows' | 'cols'>, room: number): number[] {
	const r = Math.floor(room / maze.cols);
	const c = room % maze.cols;
	const out: number[] = [];
	if (r > 0) out.push(room - maze.cols);
	if (c < maze.cols - 1) out.push(room + 1);
	if (r < maze.rows - 1) out.push(room + maze.cols);
	if (c > 0) out.push(room - 1);
	return out;
}

function mazeSpec(draw: GridDraw, maze: Rooms): GridSpec {
	const lastRoom = 2 * (maze.rows - 1) * draw.cols + 2 * (maze.cols - 1);
	return spec(draw, maze.cells, 0, lastRoom);
}

/**
 * The recursive backtracker (a depth-first search that carves): from the current room, carve
 * into a random unvisited neighbour and go on from there; at a dead end, back up to the last
 * room with one. Every room is reached once, so the maze is a tree: one path between any two
 * rooms, long and winding.
 */
export function recursiveBacktracker(draw: GridDraw): GridSpec {
	checkSize(draw);
	const rng = createRng(`backtracker:${draw.seed}`);
	const maze = rooms(draw);
	const visited = new Uint8Array(maze.rows * maze.cols);
	const stack = [0];
	visited[0] = 1;
	while (stack.length > 0) {
		const room = stack[stack.length - 1];
		const fresh = roomNeighbours(maze, room).filter((next) => visited[next] === 0);
		if (fresh.length === 0) {
			stack.pop();
			continue;
		}
		const next = fresh[rng.int(fresh.length)];
		maze.carve(room, next);
		visited[next] = 1;
		stack.push(next);
	}
	return mazeSpec(draw, maze);
}

/**
 * Randomized Prim's algorithm: grow the maze from the first room; at each step take a random
 * room next to the maze and carve into it from a random neighbour already in the maze. Also a
 * tree, with shorter dead ends that branch more often than the backtracker's.
 */
export function randomizedPrim(draw: GridDraw): GridSpec {
	checkSize(draw);
	const rng = createRng(`prim:${draw.seed}`);
	const maze = rooms(draw);
	const inMaze = new Uint8Array(maze.rows * maze.cols);
	const onFrontier = new Uint8Array(maze.rows * maze.cols);
	const frontier: number[] = [];
	const add = (room: number): void => {
		inMaze[room] = 1;
		for (const next of roomNeighbours(maze, room)) {
			if (inMaze[next] === 0 && onFrontier[next] === 0) {
				onFrontier[next] = 1;
				frontier.push(next);
			}
		}
	};
	add(0);
	while (frontier.length > 0) {
		const pick = rng.int(frontier.length);
		const room = frontier[pick];
		frontier[pick] = frontier[frontier.length - 1];
		frontier.pop();
		const joined = roomNeighbours(maze, room).filter((next) => inMaze[next] === 1);
		maze.carve(joined[rng.int(joined.length)], room);
		add(room);
	}
	return mazeSpec(draw, maze);
}

/**
 * Walls dropped at random, each cell a wall with probability `density` (0 to MAX_WALL_DENSITY),
 * from the top-left corner to the bottom-right one, both kept open. When the walls cut the goal
 * off, a random staircase of Right and Down steps from the start to the goal is carved open, so
 * the goal is reachable by orthogonal steps, and so under any moves.
 */
export function randomWalls(draw: GridDraw & { readonly density: number }): GridSpec {
	checkSize(draw);
	const { rows, cols, density } = draw;
	if (!(density >= 0 && density <= MAX_WALL_DENSITY)) {
		throw new RangeError(
			`Random walls have a density of 0 to ${MAX_WALL_DENSITY}, not ${density}.`
		);
	}
	const rng = createRng(`walls:${density}:${draw.seed}`);
	const cells = Array.from({ length: rows * cols }, () => (rng.next() < density ? WALL : 1));
	const goal = rows * cols - 1;
	cells[0] = 1;
	cells[goal] = 1;
	if (!reachable(rows, cols, cells, 0, goal)) carveStaircase(rows, cols, cells, rng);
	return spec(draw, cells, 0, goal);
}

/** Whether `goal` can be reached from `start` by orthogonal steps over open cells. */
export function reachable(
	rows: number,
	cols: number,
	cells: readonly number[],
	start: number,
	goal: number
): boolean {
	const seen = new Uint8Array(rows * cols);
	const queue = [start];
	seen[start] = 1;
	for (let head = 0; head < queue.length; head++) {
		const cell = queue[head];
		if (cell === goal) return true;
		const r = Math.floor(cell / cols);
		const c = cell % cols;
		const next = [
			r > 0 ? cell - cols : -1,
			c < cols - 1 ? cell + 1 : -1,
			r < rows - 1 ? cell + cols : -1,
			c > 0 ? cell - 1 : -1
		];
		for (const n of next) {
			if (n >= 0 && seen[n] === 0 && cells[n] !== WALL) {
				seen[n] = 1;
				queue.push(n);
			}
		}
	}
	return false;
}

function carveStaircase(rows: number, cols: number, cells: number[], rng: Rng): void {
	let r = 0;
	let c = 0;
	while (r < rows - 1 || c < cols - 1) {
		// Down with the share of the rows still to go, so the staircase ends in the corner.
		const down =
			c === cols - 1 || (r < rows - 1 && rng.int(rows - 1 - r + cols - 1 - c) < rows - 1 - r);
		if (down) r++;
		else c++;
		cells[r * cols + c] = 1;
	}
}

/** A grid written as rows of text: "#" a wall, "1"–"9" an open cell's weight, "S" and "G" weigh 1. */
function fromRows(
	lines: readonly string[],
	moves: Pick<GridSpec, 'connectivity' | 'diagonal'>
): GridSpec {
	const cols = lines[0].length;
	const text = lines.join('');
	const cells = [...text].map((ch) =>
		ch === '#' ? WALL : ch === 'S' || ch === 'G' ? 1 : Number(ch)
	);
	return {
		rows: lines.length,
		cols,
		cells,
		start: text.indexOf('S'),
		goal: text.indexOf('G'),
		...moves
	};
}

const FOUR = { connectivity: 4, diagonal: 'no-corner-cutting' } as const;

/** An open field of equal weights, 8-connected: where heuristics differ only in how they tie. */
export const OPEN_FIELD: GridSpec = fromRows(
	[
		'111111111111',
		'111111111111',
		'1S1111111111',
		'111111111111',
		'111111111111',
		'1111111111G1',
		'111111111111',
		'111111111111'
	],
	{ connectivity: 8, diagonal: 'no-corner-cutting' }
);

/**
 * A U-shaped wall opening away from the goal, which lies behind it; the start is below and to
 * the left (4-connected, Manhattan h). A cheapest path runs along the bottom row and up to the
 * goal, 16 steps. Greedy best-first search climbs to the goal's row first (Up comes before
 * Right, and they tie), follows h into the U, fills it, and climbs back out over the U's
 * arms: the path it returns climbs up and comes down again, dearer than A*'s.
 */
export const U_TRAP: GridSpec = fromRows(
	[
		'1111111111111',
		'1111111111111',
		'111########11',
		'1111111111#11',
		'1111111111#1G',
		'1111111111#11',
		'111########11',
		'1111111111111',
		'S111111111111'
	],
	FOUR
);

/**
 * A swamp (weight 9) between the start and the goal, dry ground (weight 1) around it,
 * 4-connected: breadth-first search wades straight through, the fewest steps; uniform-cost
 * search walks around, the least cost.
 */
export const SWAMP: GridSpec = fromRows(
	['111111111', '119999911', '119999911', 'S1999991G', '119999911', '119999911', '111111111'],
	FOUR
);
