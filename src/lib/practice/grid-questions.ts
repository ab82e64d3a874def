/**
 * Exam questions on small grid mazes, drawn from the student's seed (grid-exams.ts). Four types:
 *
 * - `grid-next`: a search has taken k cells off its frontier (the explored cells and the
 *   frontier are shown); which cell does it take next? Clicked on the picture or typed;
 *   every cell tied with the engine's pick on the search's priority is accepted;
 * - `grid-cost`: the cost of the path a search returns on a weighted grid (and, for a search
 *   that does not promise a cheapest path, the cost of a cheapest one);
 * - `grid-admissible`: with diagonal moves, which of the five grid heuristics is admissible —
 *   one yes/no part each — and a cell where Manhattan distance overestimates;
 * - `grid-trap`: greedy best-first search against A* on a U-shaped trap: each path's cost.
 *
 * Every answer is read from the engine's own runs (the expansion events, the trace's frontier,
 * the result's path; h* by uniform-cost search from each cell), never worked out beside them,
 * and the model answer's link opens the same run, on the same grid, in the playground.
 */

import {
	gridPlayConfig,
	playLinkQuery,
	playRunOptions,
	PLAY_DEFAULTS,
	runChoicesOf,
	type GridPlayConfig
} from '../config/play-link';
import {
	admissibility,
	cellText,
	defaultGridHeuristic,
	forEachStep,
	GRID_LIMITS,
	GRID_HEURISTIC_LABEL_MESSAGES,
	GRID_HEURISTIC_NAMES,
	gridHeuristic,
	lightestWeight,
	openCells,
	type GridHeuristicName,
	type GridSpec
} from '../domains/grid';
import { collectSearch, solveSearch } from '../player';
import type { AlgorithmName } from '../search/algorithms';
import { costsToGoal } from '../search/costs-to-goal';
import { DESCRIPTIONS, formatNumber } from '../search/descriptions';
import { runRuleMessages, TIE_RULE_MESSAGES } from '../search/rule-messages';
import type { ExpandEvent, GoalEvent, SearchEvent } from '../search/events';
import { message, type MessageId, type MessageRef } from '../messages';
import { listText, rulesSentence } from './practice-words';
import { drawExamGrid, EXAM_GRID_SIZES } from './grid-exams';
import type {
	ChoicePart,
	ExamGridInstance,
	GridQuestionType,
	Level,
	Part,
	PracticeQuestion,
	QuestionSpec
} from './question-spec';

/**
 * The h every 4-connected grid question reads: the grid's own default, Manhattan distance, exact
 * on an open grid of equal weights. The model answer's link then names no h.
 */
const EXAM_H: GridHeuristicName = defaultGridHeuristic(4);

/** The most cells a grid-next question has the search take before it asks for the next. */
const NEXT_CAP: Readonly<Record<Level, number>> = { easy: 4, medium: 7, hard: 10 };
/** The fewest distinct cells on the frontier a grid-next question asks among. */
const NEXT_FRONTIER_MIN = 3;

/** A search on a grid as the playground runs it: its defaults (ties first added first). */
export function examGridConfig(
	grid: GridSpec,
	algorithm: AlgorithmName,
	heuristic: GridHeuristicName,
	step = 0
): GridPlayConfig {
	return {
		...gridPlayConfig(grid, runChoicesOf(PLAY_DEFAULTS)),
		algorithm,
		heuristic,
		step
	};
}

/** The engine's run of a grid config, with its events, result and trace. */
function gridRun(config: GridPlayConfig) {
	return collectSearch<number>({
		algorithm: config.algorithm,
		problem: 'grid',
		spec: { grid: config.grid, heuristic: config.heuristic },
		options: playRunOptions(config)
	});
}

/** The events that take a cell off the frontier: its expansions, and the goal found on removal. */
function removals(
	events: readonly SearchEvent<number>[]
): (ExpandEvent<number> | GoalEvent<number>)[] {
	return events.filter(
		(event): event is ExpandEvent<number> | GoalEvent<number> =>
			event.type === 'expand' || event.type === 'goal'
	);
}

/** The rules a grid run follows, as a student reads them before answering. */
export function gridConventions(
	grid: GridSpec,
	algorithm: AlgorithmName,
	heuristic: GridHeuristicName
): MessageRef {
	const eight = grid.connectivity === 8;
	const rules = [
		message(eight ? 'practice_grid_rule_order8' : 'practice_grid_rule_order4', {}),
		message(eight ? 'practice_grid_rule_cost8' : 'practice_grid_rule_cost4', {})
	];
	if (DESCRIPTIONS[algorithm].informed) rules.push(heuristicRule(grid, heuristic));
	rules.push(
		...runRuleMessages(algorithm, playRunOptions(examGridConfig(grid, algorithm, heuristic)))
	);
	return rulesSentence(message('practice_grid_rule_cells', {}), rules);
}

/** h in words: the distance to the goal times the lightest weight on the grid. */
function heuristicRule(grid: GridSpec, name: GridHeuristicName): MessageRef {
	const heuristic = GRID_HEURISTIC_LABEL_MESSAGES[name];
	const least = scale(grid);
	return least === null
		? message('practice_grid_rule_h', { heuristic })
		: message('practice_grid_rule_h_scaled', { heuristic, least });
}

/** The grid's lightest weight when it scales h; null when it is the least a cell weighs. */
function scale(grid: GridSpec): number | null {
	const least = lightestWeight(grid);
	return least === GRID_LIMITS.minWeight ? null : least;
}

/** The grid as a question carries it, with the cells a run has explored and holds on its frontier. */
function examInstance(
	grid: GridSpec,
	heuristic: GridHeuristicName,
	explored: readonly number[] = [],
	frontier: readonly number[] = []
): ExamGridInstance {
	return { problem: 'grid', spec: { grid, heuristic }, exam: true, explored, frontier };
}

/** A choice among the grid's open cells, clicked on the picture or typed as (row, column). */
function cellChoice(
	grid: GridSpec,
	prompt: MessageRef,
	accepted: readonly number[],
	explanation: MessageRef
): ChoicePart {
	const cells = openCells(grid);
	return {
		kind: 'choice',
		prompt,
		options: cells.map((cell) => cellText(grid, cell)),
		accepted: accepted.map((cell) => cells.indexOf(cell)),
		explanation,
		typed: true,
		cells
	};
}

/** A path as cells, "(0, 0) → (0, 1) → …", and its cost as the sum of the cells it enters. */
function pathWords(grid: GridSpec, path: readonly { state: number; g: number }[]): MessageRef {
	const cells = path.map((node) => cellText(grid, node.state)).join(' → ');
	const steps = path.slice(1).map((node, i) => formatNumber(node.g - path[i].g));
	const total = formatNumber(path.at(-1)?.g ?? 0);
	// Steps of weight 1 are counted, not summed: a sum of fifteen 1s reads as noise.
	if (steps.length > 1 && steps.every((step) => step === '1')) {
		return message('practice_grid_path_unit', { cells, total });
	}
	return message('practice_grid_path', {
		cells,
		sum: steps.length <= 1 ? total : `${steps.join(' + ')} = ${total}`
	});
}

interface NextAsked {
	readonly grid: GridSpec;
	readonly config: GridPlayConfig;
	/** Cells taken off the frontier before the one asked. */
	readonly explored: readonly number[];
	/** The frontier's entries then, in leave order, with their keys. */
	readonly rows: readonly { state: number; g: number; h: number; f: number; depth: number }[];
	/** The cells tied with the first to leave: any of them is accepted. */
	readonly tied: readonly number[];
	/** The step that takes the asked cell off. */
	readonly step: number;
}

/**
 * What a grid-next question asks of a run after `k` cells have been taken off: the frontier
 * then, read from the trace, and the cells tied with its first on the search's priority (a
 * queue's, on depth: the picture does not show the order its cells joined).
 */
function nextAsked(
	grid: GridSpec,
	config: GridPlayConfig,
	run: ReturnType<typeof gridRun>,
	k: number
): NextAsked | null {
	const taken = removals(run.events);
	const event = taken[k];
	if (event === undefined || event.type !== 'expand') return null;
	run.trace.seek(event.step - 1);
	const { rows, order } = run.trace.frontierRows(grid.rows * grid.cols * 4);
	const first = rows[0];
	if (first === undefined || first.state !== event.node.state) return null;
	const key = (row: (typeof rows)[number]): number => (order.kind === 'queue' ? row.depth : row.f);
	const tied = [...new Set(rows.filter((row) => key(row) === key(first)).map((r) => r.state))];
	const cells = new Set(rows.map((row) => row.state));
	if (cells.size < NEXT_FRONTIER_MIN || tied.length === cells.size) return null;
	return {
		grid,
		config,
		explored: taken.slice(0, k).map((removal) => removal.node.state),
		rows,
		tied: tied.sort((a, b) => a - b),
		step: event.step
	};
}

function gridNextQuestion(spec: QuestionSpec): PracticeQuestion {
	const { algorithm, level } = spec;
	const weighted = algorithm === 'ucs' || algorithm === 'astar';
	const asked = drawExamGrid(
		spec.type,
		spec.seed,
		level,
		{ connectivity: 4, weighted },
		(grid, rng) => {
			const config = examGridConfig(grid, algorithm, EXAM_H);
			const run = gridRun(config);
			if (run.result.outcome !== 'goal') return null;
			const last = Math.min(NEXT_CAP[level], removals(run.events).length - 1);
			const fits: NextAsked[] = [];
			for (let k = 2; k <= last; k++) {
				const found = nextAsked(grid, config, run, k);
				if (found !== null) fits.push(found);
			}
			return fits.length === 0 ? null : fits[rng.int(fits.length)];
		}
	);
	const { grid, config, explored, rows, tied } = asked;
	const queue = DESCRIPTIONS[algorithm].structure !== 'priority';
	const { priority } = DESCRIPTIONS[algorithm];
	const keyText = (row: NextAsked['rows'][number]): MessageRef | string =>
		queue
			? message('practice_grid_key_depth', { depth: row.depth })
			: priority === 'g'
				? `g ${formatNumber(row.g)}`
				: priority === 'h'
					? `h ${formatNumber(row.h)}`
					: `f ${formatNumber(row.f)} = ${formatNumber(row.g)} + ${formatNumber(row.h)}`;
	const listed =
		listText(
			rows.map((row) =>
				message('practice_grid_cell_key', { cell: cellText(grid, row.state), key: keyText(row) })
			)
		) ?? '';
	const pick = cellText(grid, rows[0].state);
	const label = DESCRIPTIONS[algorithm].names.label;
	const explanation = message('practice_grid_next_explanation', {
		algorithm: label,
		listed,
		pick
	});
	const explained =
		tied.length > 1
			? queue
				? message('practice_grid_next_tie_queue', { explanation, pick })
				: message('practice_grid_next_tie', {
						explanation,
						cells: listText(tied.map((cell) => cellText(grid, cell))) ?? '',
						tie: TIE_RULE_MESSAGES[config.tieBreak],
						pick
					})
			: explanation;
	return {
		spec,
		task: message('practice_grid_next_task', {
			algorithm: label,
			cells: message('practice_count_cells', { count: explored.length })
		}),
		conventions: gridConventions(grid, algorithm, EXAM_H),
		instance: examInstance(
			grid,
			EXAM_H,
			explored,
			rows.map((row) => row.state)
		),
		parts: [cellChoice(grid, message('practice_grid_next_prompt', {}), tied, explained)],
		modelRun: 'asked',
		modelAnswer: playLinkQuery({ ...config, step: asked.step })
	};
}

function gridCostQuestion(spec: QuestionSpec): PracticeQuestion {
	const { algorithm, level } = spec;
	// A cheapest path on weighted cells is promised by a priority on g (UCS, A*), not by
	// breadth-first search, whose promise is the fewest steps.
	const { optimal: promised, structure } = DESCRIPTIONS[algorithm];
	const optimal = promised && structure === 'priority';
	const side = EXAM_GRID_SIZES[level].side;
	const drawn = drawExamGrid(
		spec.type,
		spec.seed,
		level,
		{ connectivity: 4, weighted: true },
		(grid) => {
			const config = examGridConfig(grid, algorithm, EXAM_H);
			const result = solveSearch<number>({
				algorithm,
				problem: 'grid',
				spec: { grid, heuristic: EXAM_H },
				options: playRunOptions(config)
			});
			if (result.cost === null || result.path.length <= side) return null;
			const cheapest = solveSearch<number>({
				algorithm: 'ucs',
				problem: 'grid',
				spec: { grid }
			});
			if (cheapest.cost === null) return null;
			// A search that promises no cheapest path is asked where it misses one (medium, hard).
			if (!optimal && level !== 'easy' && result.cost === cheapest.cost) return null;
			return { grid, config, result, cheapest };
		}
	);
	const { grid, config, result, cheapest } = drawn;
	const { names } = DESCRIPTIONS[algorithm];
	const cost = result.cost ?? 0;
	const parts: Part[] = [
		{
			kind: 'number',
			prompt: message('practice_grid_cost_prompt', { algorithm: names.inSentence }),
			answer: cost,
			explanation: message('practice_grid_returns', {
				algorithm: names.label,
				path: pathWords(grid, result.path)
			})
		}
	];
	if (!optimal) {
		const path = pathWords(grid, cheapest.path);
		parts.push({
			kind: 'number',
			prompt: message('practice_grid_cheapest_prompt', {}),
			answer: cheapest.cost ?? 0,
			explanation:
				cheapest.cost === cost
					? message('practice_grid_ucs_returns_same', { path, algorithm: names.label })
					: message('practice_grid_ucs_returns', { path })
		});
	}
	const lastStep = gridRun(config).events.length - 1;
	return {
		spec,
		task: message(optimal ? 'practice_grid_cost_task' : 'practice_grid_cost_task_cheapest', {
			algorithm: names.inSentence
		}),
		conventions: gridConventions(grid, algorithm, EXAM_H),
		instance: examInstance(grid, EXAM_H),
		parts,
		modelRun: 'path',
		modelAnswer: playLinkQuery({ ...config, step: lastStep })
	};
}

/**
 * h*(cell) for every open cell that can reach the goal: its cheapest cost to the goal, from one
 * Dijkstra run backwards from the goal (a step into a cell costs that cell's weight, times √2 on
 * a diagonal, so the steps are gathered by where they lead).
 */
function trueCosts(grid: GridSpec): Map<number, number> {
	const cells = openCells(grid);
	const into = new Map<number, { from: number; cost: number }[]>(cells.map((cell) => [cell, []]));
	for (const from of cells) {
		forEachStep(grid, from, (_action, next, cost) => into.get(next)?.push({ from, cost }));
	}
	const costs = costsToGoal(cells, [grid.goal], (cell) => into.get(cell) ?? []);
	return new Map([...costs].filter(([, cost]) => cost < Infinity));
}

/** A little slack for costs with √2 in them: h and h* are compared as numbers, not exactly. */
const EPSILON = 1e-9;

/** The cells where `heuristic` exceeds h*, with both values. */
function overestimates(
	grid: GridSpec,
	hStar: ReadonlyMap<number, number>,
	heuristic: GridHeuristicName
): { cell: number; h: number; hStar: number }[] {
	const h = gridHeuristic(grid, heuristic);
	return [...hStar]
		.filter(([cell, star]) => h(cell) > star + EPSILON)
		.map(([cell, star]) => ({ cell, h: h(cell), hStar: star }))
		.sort((a, b) => a.cell - b.cell);
}

function gridAdmissibleQuestion(spec: QuestionSpec): PracticeQuestion {
	const { grid, hStar, over } = drawExamGrid(
		spec.type,
		spec.seed,
		spec.level,
		{ connectivity: 8, weighted: spec.level !== 'easy' },
		(grid) => {
			const moves: GridSpec = { ...grid, connectivity: 8, diagonal: 'no-corner-cutting' };
			const hStar = trueCosts(moves);
			const over = GRID_HEURISTIC_NAMES.map((name) => overestimates(moves, hStar, name));
			// The grid must show what the lesson states: exactly the inadmissible ones overestimate.
			const agrees = GRID_HEURISTIC_NAMES.every(
				(name, i) => over[i].length > 0 === !admissibility(name, 8).admissible
			);
			return agrees ? { grid: moves, hStar, over } : null;
		}
	);
	const least = scale(grid);
	const example = (found: { cell: number; h: number; hStar: number }): MessageRef =>
		message('practice_grid_example', {
			cell: cellText(grid, found.cell),
			h: formatNumber(found.h),
			hStar: formatNumber(found.hStar)
		});
	const manhattan = GRID_HEURISTIC_NAMES.indexOf('manhattan' satisfies GridHeuristicName);
	const parts: Part[] = GRID_HEURISTIC_NAMES.map((name, i) => {
		const note = admissibility(name, 8);
		const admissible = over[i].length === 0;
		const heuristic = GRID_HEURISTIC_LABEL_MESSAGES[name];
		// The note in a sentence of its own, with its capital (practice_grid_note_… for search_grid_note_…).
		const noteId = note.noteMessage.id.replace(/^search_/, 'practice_') as MessageId;
		const sentence = { id: noteId, params: {} } as MessageRef;
		return {
			kind: 'yes-no',
			prompt:
				name === 'zero' || least === null
					? message('practice_grid_adm_prompt', { heuristic })
					: message('practice_grid_adm_prompt_scaled', { heuristic, least }),
			answer: admissible,
			words: {
				yes: message('practice_admissible', {}),
				no: message('practice_not_admissible', {})
			},
			explanation: admissible
				? message('practice_grid_note_end', { note: sentence })
				: message('practice_grid_note_example', { note: sentence, example: example(over[i][0]) })
		};
	});
	parts.push(
		cellChoice(
			grid,
			message('practice_grid_over_prompt', {}),
			over[manhattan].map((found) => found.cell),
			message('practice_grid_over_explanation', {
				cells: listText(over[manhattan].map((found) => cellText(grid, found.cell))) ?? '',
				examples: examplesText(over[manhattan].map(example))
			})
		)
	);
	void hStar;
	return {
		spec,
		task:
			least === null
				? message('practice_grid_adm_task', {})
				: message('practice_grid_adm_task_scaled', { least }),
		conventions: message('practice_grid_adm_conventions', {}),
		instance: examInstance(grid, EXAM_H),
		parts,
		modelAnswer: playLinkQuery(
			examGridConfig(
				grid,
				'astar',
				EXAM_H,
				gridRun(examGridConfig(grid, 'astar', EXAM_H)).events.length - 1
			)
		)
	};
}

function gridTrapQuestion(spec: QuestionSpec): PracticeQuestion {
	const drawn = drawExamGrid(spec.type, spec.seed, spec.level, 'trap', (grid) => {
		const greedy = examGridConfig(grid, 'greedy', EXAM_H);
		const astar = examGridConfig(grid, 'astar', EXAM_H);
		const options = { problem: 'grid', spec: { grid, heuristic: EXAM_H } } as const;
		const greedyResult = solveSearch<number>({
			...options,
			algorithm: 'greedy',
			options: playRunOptions(greedy)
		});
		const astarResult = solveSearch<number>({
			...options,
			algorithm: 'astar',
			options: playRunOptions(astar)
		});
		if (greedyResult.cost === null || astarResult.cost === null) return null;
		if (greedyResult.cost <= astarResult.cost) return null;
		return { grid, greedy, greedyResult, astarResult };
	});
	const { grid, greedy, greedyResult, astarResult } = drawn;
	return {
		spec,
		task: message('practice_grid_trap_task', {}),
		conventions: rulesSentence(message('practice_grid_rule_cells', {}), [
			message('practice_grid_rule_order4', {}),
			message('practice_grid_rule_cost4', {}),
			heuristicRule(grid, EXAM_H),
			...runRuleMessages('astar', playRunOptions(greedy))
		]),
		instance: examInstance(grid, EXAM_H),
		parts: [
			{
				kind: 'number',
				prompt: message('practice_grid_trap_greedy_prompt', {}),
				answer: greedyResult.cost ?? 0,
				explanation: message('practice_grid_trap_greedy_explanation', {
					path: pathWords(grid, greedyResult.path)
				})
			},
			{
				kind: 'number',
				prompt: message('practice_grid_trap_astar_prompt', {}),
				answer: astarResult.cost ?? 0,
				explanation: message('practice_grid_trap_astar_explanation', {
					path: pathWords(grid, astarResult.path)
				})
			}
		],
		modelRun: 'path',
		modelAnswer: playLinkQuery({ ...greedy, step: gridRun(greedy).events.length - 1 })
	};
}

/** Up to three examples, one after another ("…; …"), and "; …" when there are more. */
function examplesText(examples: readonly MessageRef[]): MessageRef {
	const [first, ...rest] = examples.slice(0, 3);
	const joined = rest.reduce<MessageRef>(
		(head, rule) => message('practice_rules_more', { head, rule }),
		first
	);
	return examples.length > 3
		? message('practice_grid_examples_more', { examples: joined })
		: joined;
}

/** The question `spec` names, of a grid type. */
export function gridQuestion(spec: QuestionSpec & { type: GridQuestionType }): PracticeQuestion {
	switch (spec.type) {
		case 'grid-next':
			return gridNextQuestion(spec);
		case 'grid-cost':
			return gridCostQuestion(spec);
		case 'grid-admissible':
			return gridAdmissibleQuestion(spec);
		case 'grid-trap':
			return gridTrapQuestion(spec);
	}
}
